package aaeval

import (
	"bufio"
	"io"
	"strconv"

	"memspace/ir"
	"memspace/llwrite"
	sa "memspace/spacealias"
)

// writer prints in AAEvaluator's format.
type writer struct{ w *bufio.Writer }

func newWriter(w io.Writer) *writer { return &writer{w: bufio.NewWriter(w)} }

func (w *writer) flush() error { return w.w.Flush() }

func (w *writer) s(parts ...string) {
	for _, p := range parts {
		w.w.WriteString(p)
	}
}

// header is "Function: f: 3 pointers, 2 call sites".
func (w *writer) header(name string, pointers, calls int) {
	w.s("Function: ", name, ": ", strconv.Itoa(pointers), " pointers, ", strconv.Itoa(calls), " call sites\n")
}

// pair prints an alias answer, the two pointers ordered by their printed
// names: "  NoAlias:\tfloat addrspace(3)* @s, float* %p".
func (w *writer) pair(r sa.Result, a, b pointer) {
	if b.ref < a.ref {
		a, b = b, a
	}
	w.s("  ", r.String(), ":\t", a.typedAS, a.ref, ", ", b.typedAS, b.ref, "\n")
}

// typed is the accessed type, the pointer's space when not 0 and the
// star: "float addrspace(3)* ".
func typed(p pointer, withSpace bool) string {
	s := llwrite.TypeString(p.t)
	if as, _ := ir.AddrSpaceOf(p.v.Type()); withSpace && as != 0 {
		s += " addrspace(" + strconv.Itoa(int(as)) + ")"
	}
	return s + "* "
}

var modRefNames = [...]string{"NoModRef", "Just Ref", "Just Mod", "Both ModRef"}

// ptrModRef is "  Both ModRef:  Ptr: float* %p\t<->  call void @f()".
func (w *writer) ptrModRef(d *fn, mr sa.ModRef, p pointer, call *ir.Instruction) {
	w.s("  ", modRefNames[mr], ":  Ptr: ", p.typed, p.ref, "\t<->  ", d.instr(call), "\n")
}

// instrModRef is "  Both ModRef:   call void @f() <->   call void @g()".
func (w *writer) instrModRef(d *fn, mr sa.ModRef, a, b *ir.Instruction) {
	w.s("  ", modRefNames[mr], ":   ", d.instr(a), " <->   ", d.instr(b), "\n")
}

// instrPair is a load/store pair under -evaluate-aa-metadata.
func (w *writer) instrPair(d *fn, r sa.Result, a, b *ir.Instruction) {
	w.s("  ", r.String(), ":   ", d.instr(a), " <->   ", d.instr(b), "\n")
}

// report prints the totals, as AAEvaluator's destructor.
func (e *evaluator) report(w *writer) {
	if e.functions == 0 {
		return
	}
	w.s("===== Alias Analysis Evaluator Report =====\n")
	a := e.alias
	sum := a[0] + a[1] + a[2] + a[3]
	if sum == 0 {
		w.s("  Alias Analysis Evaluator Summary: No pointers!\n")
	} else {
		w.s("  ", itoa(sum), " Total Alias Queries Performed\n")
		w.s("  ", itoa(a[sa.NoAlias]), " no alias responses ", percent(a[sa.NoAlias], sum))
		w.s("  ", itoa(a[sa.MayAlias]), " may alias responses ", percent(a[sa.MayAlias], sum))
		w.s("  ", itoa(a[sa.PartialAlias]), " partial alias responses ", percent(a[sa.PartialAlias], sum))
		w.s("  ", itoa(a[sa.MustAlias]), " must alias responses ", percent(a[sa.MustAlias], sum))
		w.s("  Alias Analysis Evaluator Pointer Alias Summary: ", itoa(a[0]*100/sum), "%/",
			itoa(a[1]*100/sum), "%/", itoa(a[2]*100/sum), "%/", itoa(a[3]*100/sum), "%\n")
	}
	m := e.modref
	sum = m[0] + m[1] + m[2] + m[3]
	if sum == 0 {
		w.s("  Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!\n")
		return
	}
	w.s("  ", itoa(sum), " Total ModRef Queries Performed\n")
	w.s("  ", itoa(m[sa.NoModRef]), " no mod/ref responses ", percent(m[sa.NoModRef], sum))
	w.s("  ", itoa(m[sa.Mod]), " mod responses ", percent(m[sa.Mod], sum))
	w.s("  ", itoa(m[sa.Ref]), " ref responses ", percent(m[sa.Ref], sum))
	w.s("  ", itoa(m[sa.ModRefAll]), " mod & ref responses ", percent(m[sa.ModRefAll], sum))
	w.s("  Alias Analysis Evaluator Mod/Ref Summary: ", itoa(m[sa.NoModRef]*100/sum), "%/",
		itoa(m[sa.Mod]*100/sum), "%/", itoa(m[sa.Ref]*100/sum), "%/", itoa(m[sa.ModRefAll]*100/sum), "%\n")
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// percent is "(37.7%)\n", truncated as LLVM's PrintPercent.
func percent(n, sum int64) string {
	return "(" + itoa(n*100/sum) + "." + itoa((n*1000/sum)%10) + "%)\n"
}

// instr prints a call as LLVM prints one instruction on its own: attribute
// groups are numbered as a slot tracker that has seen the module's
// declarations and this function only numbers them (moduleGroups, then the
// function's call sites in order), which differs from the whole module's
// numbering when earlier functions have call-site-only groups.
func (d *fn) instr(in *ir.Instruction) string {
	if s, ok := d.text[in]; ok {
		return s
	}
	var s string
	if info := in.Extra; info != nil && info.Call != nil && len(info.Call.FnAttrs.Groups) > 0 {
		old := info.Call.FnAttrs.Groups
		renum := make([]int, len(old))
		for i, g := range old {
			renum[i] = d.groups[g]
		}
		info.Call.FnAttrs.Groups = renum
		s = d.names.Instr(in)
		info.Call.FnAttrs.Groups = old
	} else {
		s = d.names.Instr(in)
	}
	if d.md != nil {
		s = renumberMD(s, d.module, d.md)
	}
	d.text[in] = s
	return s
}

// moduleGroups numbers the attribute groups of global variables and
// functions in module order, as LLVM's SlotTracker does first.
func moduleGroups(m *ir.Module) map[int]int {
	out := map[int]int{}
	add := func(l *ir.AttrList) {
		for _, g := range l.Groups {
			if _, ok := out[g]; !ok {
				out[g] = len(out)
			}
		}
	}
	for _, g := range m.Globals {
		add(&g.Attrs)
	}
	for _, f := range m.Functions {
		add(&f.FnAttrs)
	}
	return out
}

// callGroups extends the module numbering with the groups of calls, in
// order.
func callGroups(calls []*ir.Instruction, module map[int]int) map[int]int {
	out := map[int]int{}
	for _, c := range calls {
		if c.Extra == nil || c.Extra.Call == nil {
			continue
		}
		for _, g := range c.Extra.Call.FnAttrs.Groups {
			if _, ok := module[g]; ok {
				out[g] = module[g]
			} else if _, ok := out[g]; !ok {
				out[g] = len(module) + countNew(out, module)
			}
		}
	}
	return out
}

// countNew counts the groups numbered after the module's.
func countNew(out, module map[int]int) int {
	n := 0
	for _, v := range out {
		if v >= len(module) {
			n++
		}
	}
	return n
}

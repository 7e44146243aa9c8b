package aaeval

import (
	"fmt"
	"strings"

	"memspace/ir"
	"memspace/llwrite"
	sa "memspace/spacealias"
)

// The print selectors: one per alias and mod/ref kind, then "all".
const (
	printNoAlias = iota
	printMayAlias
	printPartialAlias
	printMustAlias
	printNoModRef
	printRef
	printMod
	printModRef
	printAll
)

// evaluator runs the queries and keeps LLVM's counters across functions.
type evaluator struct {
	aa       *chain
	evalMD   bool
	groups   map[int]int        // module-level attribute group numbers (print.go)
	moduleMD map[*ir.MDNode]int // module-level metadata numbers (mdnum.go)
	names    func(*ir.Function) *llwrite.Names
	print    [printAll + 1]bool

	functions int
	alias     [4]int64 // by sa.Result
	modref    [4]int64 // by sa.ModRef
}

// pointer is one (pointer, accessed type) pair, as aa-eval's set holds.
type pointer struct {
	v ir.Value
	t ir.Type
	// When printing: the operand as printed, and the accessed type with
	// and without the pointer's space ("float addrspace(3)* ", "float* ").
	ref, typedAS, typed string
}

// pointerKey identifies a pair as LLVM's set does: constants are uniqued
// there, so two equal constant expressions are one pointer.
type pointerKey struct {
	v ir.Value
	c string
	t ir.Type
}

// fn is what one function contributes: its pointers, loads, stores and
// calls, in instruction order and without repeats.
type fn struct {
	names    *llwrite.Names
	text     map[*ir.Instruction]string // printed calls, renumbered (print.go)
	groups   map[int]int                // attribute group renumbering (print.go)
	md       *mdTracker                 // metadata renumbering (mdnum.go)
	module   *ir.Module
	pointers []pointer
	loads    []*ir.Instruction
	stores   []*ir.Instruction
	calls    []*ir.Instruction
}

// collect gathers f's pointers (load and store addresses with the type
// accessed), loads, stores and call sites.
func collect(f *ir.Function, moduleGroups map[int]int, names func(*ir.Function) *llwrite.Names) *fn {
	r := &fn{}
	printing := names != nil
	if printing {
		r.names, r.text = names(f), map[*ir.Instruction]string{}
	}
	seen := map[pointerKey]bool{}
	add := func(p pointer) {
		k := pointerKey{v: p.v, t: p.t}
		if c, ok := p.v.(*ir.ConstExpr); ok {
			k = pointerKey{c: constKey(c), t: p.t}
		}
		if !seen[k] {
			seen[k] = true
			if printing {
				p.ref, p.typedAS, p.typed = r.names.Ref(p.v), typed(p, true), typed(p, false)
			}
			r.pointers = append(r.pointers, p)
		}
	}
	f.Instructions(func(in *ir.Instruction) {
		switch in.Op {
		case ir.OpLoad:
			add(pointer{v: in.Operand(0), t: in.Type()})
			r.loads = append(r.loads, in)
		case ir.OpStore:
			add(pointer{v: in.Operand(1), t: in.Operand(0).Type()})
			r.stores = append(r.stores, in)
		case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
			if !upgradedAway(in) {
				r.calls = append(r.calls, in)
			}
		}
	})
	if printing {
		r.groups = callGroups(r.calls, moduleGroups)
	}
	return r
}

// constKey identifies a constant expression by its structure, as LLVM's
// uniqued constants are: opcode, type, flags and operands (global values
// by identity, numbers by value).
func constKey(v ir.Value) string {
	switch c := v.(type) {
	case *ir.ConstExpr:
		k := fmt.Sprintf("(%d %p %p %d %s", c.Op, c.Type(), c.ElemType, c.Flags, c.InRange)
		for _, op := range c.Operands() {
			k += " " + constKey(op)
		}
		return k + ")"
	case *ir.ConstInt:
		if c.Big != nil {
			return fmt.Sprintf("%p:%s", c.Type(), c.Big.String())
		}
		return fmt.Sprintf("%p:%d", c.Type(), c.V)
	case *ir.ConstSimple:
		return fmt.Sprintf("%p:%d", c.Type(), c.Kind)
	}
	return fmt.Sprintf("%p", v)
}

// upgradedAway reports calls that LLVM 22 does not read as calls: debug
// intrinsics become debug records, and NVVM's old address conversions
// become addrspacecasts.
func upgradedAway(in *ir.Instruction) bool {
	f := in.CalledFunction()
	if f == nil {
		return false
	}
	n := f.Name()
	return strings.HasPrefix(n, "llvm.dbg.") ||
		strings.HasPrefix(n, "llvm.nvvm.ptr.") && (strings.Contains(n, ".to.gen") || strings.HasPrefix(n, "llvm.nvvm.ptr.gen.to."))
}

// function evaluates one function, as AAEvaluator::runInternal.
func (e *evaluator) function(w *writer, f *ir.Function) {
	e.functions++
	e.aa.space.Reset()
	var names func(*ir.Function) *llwrite.Names
	if e.anyPrint() {
		if e.names == nil {
			e.names = llwrite.NamesFor(f.Parent)
		}
		names = e.names
	}
	d := collect(f, e.groups, names)
	if e.anyPrint() {
		d.md, d.module = functionMD(f, e.moduleMD), f.Parent
	}
	if e.anyPrint() {
		w.header(f.Name(), len(d.pointers), len(d.calls))
	}
	for i := range d.pointers {
		for j := 0; j < i; j++ {
			r := e.aa.alias(loc{ptr: d.pointers[i].v}, loc{ptr: d.pointers[j].v})
			e.alias[r]++
			if e.shows(int(r)) {
				w.pair(r, d.pointers[i], d.pointers[j])
			}
		}
	}
	if e.evalMD {
		e.metadataPairs(w, d)
	}
	for _, c := range d.calls {
		for _, p := range d.pointers {
			mr := e.aa.callVsLoc(c, loc{ptr: p.v})
			e.countModRef(w, d, mr, func() { w.ptrModRef(d, mr, p, c) })
		}
	}
	for _, a := range d.calls {
		for _, b := range d.calls {
			if a != b {
				mr := e.aa.callVsCall(a, b)
				e.countModRef(w, d, mr, func() { w.instrModRef(d, mr, a, b) })
			}
		}
	}
}

// metadataPairs asks about every load against every store and every store
// against every earlier one, with their scope metadata.
func (e *evaluator) metadataPairs(w *writer, d *fn) {
	ask := func(a, b *ir.Instruction) {
		r := e.aa.alias(memLoc(a), memLoc(b))
		e.alias[r]++
		if e.shows(int(r)) {
			w.instrPair(d, r, a, b)
		}
	}
	for _, l := range d.loads {
		for _, s := range d.stores {
			ask(l, s)
		}
	}
	for i, s := range d.stores {
		for _, t := range d.stores[:i] {
			ask(s, t)
		}
	}
}

// memLoc is MemoryLocation::get of a load or store.
func memLoc(in *ir.Instruction) loc {
	if in.Op == ir.OpStore {
		return loc{ptr: in.Operand(1), tag: in}
	}
	return loc{ptr: in.Operand(0), tag: in}
}

// countModRef counts a mod/ref answer and prints it if asked.
func (e *evaluator) countModRef(w *writer, d *fn, mr sa.ModRef, show func()) {
	e.modref[mr]++
	sel := [...]int{printNoModRef, printRef, printMod, printModRef}[mr]
	if e.shows(sel) {
		show()
	}
}

// shows reports whether answers of kind sel are printed.
func (e *evaluator) shows(sel int) bool { return e.print[printAll] || e.print[sel] }

// anyPrint reports whether any print option is on (then function headers
// are printed).
func (e *evaluator) anyPrint() bool {
	for _, p := range e.print {
		if p {
			return true
		}
	}
	return false
}

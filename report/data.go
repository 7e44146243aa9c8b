package report

import (
	"sort"
	"strings"

	"memspace/demangle"
	"memspace/diag"
	"memspace/ir"
	"memspace/pass"
	"memspace/target"
	"memspace/upstream"
)

// Counts are the memory instructions of a function (loads, stores,
// atomics), how many of them use a generic pointer, and how many would
// still use one after LLVM's infer-address-spaces ran on the module as it
// was taken (package upstream's model of that pass).
type Counts struct{ Mem, Generic, Upstream int }

// Snapshot is what the report keeps of a module at one point: per
// function, its memory-instruction counts, and the direct calls.
type Snapshot struct {
	Counts map[string]Counts
	Calls  [][2]string // caller, callee; each pair once, in module order

	callees map[string][]string // Calls by caller, built by the first Reach
}

// Take counts the accesses of every defined function of m.
func Take(m *ir.Module, t *target.Target) *Snapshot {
	s := &Snapshot{Counts: map[string]Counts{}}
	if t == nil || m == nil {
		return s
	}
	up := upstream.Generic(m, t)
	seen := map[[2]string]bool{}
	for _, f := range m.Functions {
		if f.IsDeclaration() {
			continue
		}
		var c Counts
		f.Instructions(func(in *ir.Instruction) {
			if g := in.CalledFunction(); g != nil && !g.IsDeclaration() {
				e := [2]string{f.Name(), g.Name()}
				if !seen[e] {
					seen[e] = true
					s.Calls = append(s.Calls, e)
				}
			}
			i := in.PointerOperandIndex()
			if i < 0 || in.Op == ir.OpGetElementPtr || in.Op == ir.OpVAArg {
				return
			}
			c.Mem++
			if as, ok := ir.AddrSpaceOf(in.Operand(i).Type()); ok && t.IsGeneric(target.AddrSpace(as)) {
				c.Generic++
			}
		})
		c.Upstream = up[f.Name()]
		s.Counts[f.Name()] = c
	}
	return s
}

// Reach sums the counts of f and of every function it reaches through
// direct calls, each once: the accesses a launch of kernel f may run.
func (s *Snapshot) Reach(f string) Counts {
	if s == nil {
		return Counts{}
	}
	if s.callees == nil {
		s.callees = map[string][]string{}
		for _, c := range s.Calls {
			s.callees[c[0]] = append(s.callees[c[0]], c[1])
		}
	}
	callees := s.callees
	seen := map[string]bool{f: true}
	work := []string{f}
	var total Counts
	for len(work) > 0 {
		g := work[len(work)-1]
		work = work[:len(work)-1]
		c := s.Counts[g]
		total = total.add(c)
		for _, h := range callees[g] {
			if !seen[h] {
				seen[h] = true
				work = append(work, h)
			}
		}
	}
	return total
}

func (c Counts) add(d Counts) Counts {
	return Counts{c.Mem + d.Mem, c.Generic + d.Generic, c.Upstream + d.Upstream}
}

// count returns a function's counts (zero when s is nil).
func (s *Snapshot) count(name string) Counts {
	if s == nil {
		return Counts{}
	}
	return s.Counts[name]
}

// has reports whether s counted a function of that name.
func (s *Snapshot) has(name string) bool {
	if s == nil {
		return false
	}
	_, ok := s.Counts[name]
	return ok
}

// Input is everything a report shows.
type Input struct {
	File    string // the input's name
	Source  []byte // the input text (shown when no source file is readable)
	Target  *target.Target
	Before  *Snapshot
	After   *Snapshot  // nil when the run failed before the end
	Module  *ir.Module // the module as it ended
	Diags   []diag.Diagnostic
	Remarks []pass.Remark
	Failed  string // why the run failed, "" when it did not
	// ReadFile reads a source file the debug info names (nil: none).
	ReadFile func(path string) ([]byte, bool)
}

// function is one row of the functions table.
type function struct {
	Name, Display, Linkage string
	Kernel                 bool
	Params                 []string // "p: global"
	Published              string   // the nvvm.as / memspace.as value
	Before, After          Counts
	InInput                bool // the input had it (clones did not)
	Clones                 []string
	Why                    []string // ipmsp's Missed and Analysis remarks
	CloneOf                string
}

// functions builds the table rows, in module order, then functions that
// no longer exist (deleted by always-inline) by name.
func (in *Input) functions() []*function {
	var out []*function
	byName := map[string]*function{}
	kernels := map[*ir.Function]bool{}
	if in.Module != nil {
		for _, k := range in.Module.KernelFunctions() {
			kernels[k] = true
		}
		for _, f := range in.Module.Functions {
			if f.IsDeclaration() {
				continue
			}
			r := &function{Name: f.Name(), Display: display(f.Name()), Linkage: linkage(f), Kernel: kernels[f],
				Before: in.Before.count(f.Name()), After: in.After.count(f.Name()), InInput: in.Before.has(f.Name())}
			for _, key := range []string{"nvvm.as", "memspace.as"} {
				if a, ok := f.FnAttrs.Get(key); ok {
					r.Published = a.Value
				}
			}
			for i, p := range f.Params {
				if pt, ok := p.Type().(*ir.PointerType); ok {
					name := p.Name()
					if name == "" {
						name = "#" + itoa(i)
					}
					r.Params = append(r.Params, name+": "+spaceName(in.Target, pt.AddrSpace))
				}
			}
			out = append(out, r)
			byName[r.Name] = r
		}
	}
	var gone []string
	var before map[string]Counts
	if in.Before != nil {
		before = in.Before.Counts
	}
	for name := range before {
		if byName[name] == nil {
			gone = append(gone, name)
		}
	}
	sort.Strings(gone)
	for _, name := range gone {
		r := &function{Name: name, Display: display(name), Linkage: "(removed)", Before: before[name], InInput: true}
		out = append(out, r)
		byName[name] = r
	}
	for _, r := range out {
		if base, _, ok := strings.Cut(r.Name, "."); ok && byName[base] != nil && base != r.Name {
			r.CloneOf = base
			byName[base].Clones = append(byName[base].Clones, r.Name)
		}
	}
	for _, rm := range in.Remarks {
		r := byName[rm.Function]
		if rm.Pass != "ipmsp" || r == nil {
			continue
		}
		switch {
		case rm.Kind != "Passed":
			r.Why = append(r.Why, message(rm))
		case rm.Name == "Cloned":
			if c, vec, ok := clonedText(message(rm)); ok && !contains(r.Clones, c) {
				r.Clones = append(r.Clones, c+" ("+vec+")")
			}
		}
	}
	return out
}

// clonedText reads ipmsp's "specialized as @C for callers passing V".
func clonedText(msg string) (clone, vector string, ok bool) {
	rest, ok := strings.CutPrefix(msg, "specialized as @")
	if !ok {
		return "", "", false
	}
	clone, vector, ok = strings.Cut(rest, " for callers passing ")
	return clone, vector, ok
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s || strings.HasPrefix(x, s+" (") {
			return true
		}
	}
	return false
}

func display(name string) string {
	if s, ok := demangle.Demangle(name); ok {
		return s
	}
	return "@" + name
}

func linkage(f *ir.Function) string {
	if f.Linkage == ir.External || f.Linkage == ir.LinkExternal {
		return "external"
	}
	return string(f.Linkage)
}

func spaceName(t *target.Target, as uint32) string {
	if t == nil {
		return "addrspace(" + itoa(int(as)) + ")"
	}
	if t.IsGeneric(target.AddrSpace(as)) {
		return "generic"
	}
	return t.SpaceName(target.AddrSpace(as))
}

func message(rm pass.Remark) string {
	var b strings.Builder
	for _, a := range rm.Args {
		b.WriteString(a.Value)
	}
	return b.String()
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	if neg {
		return "-" + string(b)
	}
	return string(b)
}

package llwrite

import (
	"strings"
	"sync"

	"memspace/ir"
)

// moduleInfo is what every print job shares; it is read-only while jobs
// run (the blockaddress name cache has its own lock).
type moduleInfo struct {
	m      *ir.Module
	typed  bool   // typed-pointer (LLVM 14) syntax
	progAS uint32 // the data layout's program address space
	// order lists the global values in print order.
	order []ir.GlobalValue
	// gslot numbers unnamed global values in print order.
	gslot map[ir.GlobalValue]int
	// grenamed gives duplicate global names a ".N" suffix.
	grenamed map[ir.Value]string

	groups map[int]*ir.AttrGroup

	mu      sync.Mutex
	fnNames map[*ir.Function]*Names
	// bbOrders holds the uselistorder_bb directives by function.
	bbOrders map[*ir.Function][]*ir.UseListOrder
}

// newModuleInfo prepares the shared state for printing m (m may be nil for
// printing detached values).
func newModuleInfo(m *ir.Module) *moduleInfo {
	mi := &moduleInfo{m: m}
	if m == nil {
		return mi
	}
	mi.typed = m.TypedPointers
	mi.progAS = programAddrSpace(m.DataLayout)
	mi.order = hoistEquivalents(m, printOrder(m))
	mi.bbOrders = ir.ModuleBlockOrders(m)
	mi.groups = make(map[int]*ir.AttrGroup, len(m.AttrGroups))
	for _, g := range m.AttrGroups {
		if g != nil {
			mi.groups[g.ID] = g
		}
	}
	mi.numberGlobals()
	return mi
}

// programAddrSpace reads the "P<n>" component of a data layout string.
func programAddrSpace(dl string) uint32 {
	for _, part := range strings.Split(dl, "-") {
		if len(part) > 1 && part[0] == 'P' {
			var n uint32
			for i := 1; i < len(part); i++ {
				c := part[i]
				if c < '0' || c > '9' {
					return 0
				}
				n = n*10 + uint32(c-'0')
			}
			return n
		}
	}
	return 0
}

// printOrder lists the module's globals, aliases and functions in the order
// recorded in m.Order, followed by those missing from it (globals, then
// aliases, then functions). Entries of Order no longer in the module are
// dropped.
func printOrder(m *ir.Module) []ir.GlobalValue {
	live := make(map[ir.GlobalValue]bool, len(m.Globals)+len(m.Functions)+len(m.Aliases))
	for _, g := range m.Globals {
		if g != nil {
			live[g] = true
		}
	}
	for _, a := range m.Aliases {
		if a != nil {
			live[a] = true
		}
	}
	for _, f := range m.Functions {
		if f != nil {
			live[f] = true
		}
	}
	out := make([]ir.GlobalValue, 0, len(live))
	take := func(g ir.GlobalValue) {
		if live[g] {
			live[g] = false
			out = append(out, g)
		}
	}
	for _, g := range m.Order {
		take(g)
	}
	for _, g := range m.Globals {
		take(g)
	}
	for _, a := range m.Aliases {
		take(a)
	}
	for _, f := range m.Functions {
		take(f)
	}
	return out
}

// numberGlobals numbers unnamed globals in print order and renames
// duplicates. Names are checked against the module's symbol table first;
// only when that does not settle it are all names compared.
func (mi *moduleInfo) numberGlobals() {
	unique := true
	for _, g := range mi.order {
		name := g.Name()
		if name == "" {
			if mi.gslot == nil {
				mi.gslot = map[ir.GlobalValue]int{}
			}
			mi.gslot[g] = len(mi.gslot)
		} else if unique && mi.m.Lookup(name) != g {
			unique = false
		}
	}
	if unique {
		return
	}
	all := map[string]bool{}
	dup := false
	for _, g := range mi.order {
		if name := g.Name(); name != "" {
			dup = dup || all[name]
			all[name] = true
		}
	}
	if !dup {
		return
	}
	// LLVM separates the number with a dot, except for NVPTX, whose
	// symbol names cannot hold one.
	sep := "."
	if strings.HasPrefix(mi.m.Triple, "nvptx") {
		sep = ""
	}
	mi.grenamed = renameDuplicates(all, sep, func(fn func(ir.Value, string)) {
		for _, g := range mi.order {
			if g.Name() != "" {
				fn(g, g.Name())
			}
		}
	})
}

// namesOf returns (and caches) the local names of another function, for
// blockaddress constants.
func (mi *moduleInfo) namesOf(f *ir.Function) *Names {
	mi.mu.Lock()
	defer mi.mu.Unlock()
	if n, ok := mi.fnNames[f]; ok {
		return n
	}
	if mi.fnNames == nil {
		mi.fnNames = map[*ir.Function]*Names{}
	}
	n := NewNames(f)
	mi.fnNames[f] = n
	return n
}

// printer appends text to b. One printer serves one job at a time.
type printer struct {
	mi    *moduleInfo
	b     []byte
	names *Names // the current function's names, nil outside functions
	depth int    // nesting of inline metadata, to stop on cycles

	// Reused from function to function by one worker.
	scratch  *Names
	preds    predList
	predFill []int32
}

func (p *printer) str(s string)  { p.b = append(p.b, s...) }
func (p *printer) byte(c byte)   { p.b = append(p.b, c) }
func (p *printer) int(v int64)   { p.b = appendInt(p.b, v) }
func (p *printer) uint(v uint64) { p.b = appendUint(p.b, v) }
func (p *printer) typ(t ir.Type) { p.b = appendType(p.b, t) }

// globalRef appends "@name" or "@N".
func (p *printer) globalRef(g ir.GlobalValue) {
	p.byte('@')
	if len(p.mi.grenamed) > 0 {
		if s, ok := p.mi.grenamed[g]; ok {
			p.b = appendName(p.b, s)
			return
		}
	}
	if name := g.Name(); name != "" {
		p.b = appendName(p.b, name)
		return
	}
	if n, ok := p.mi.gslot[g]; ok {
		p.int(int64(n))
		return
	}
	p.str("<badref>")
}

// typedValue appends "T v".
func (p *printer) typedValue(v ir.Value) {
	if v == nil {
		p.str("<null operand!>")
		return
	}
	p.typ(v.Type())
	p.byte(' ')
	p.value(v)
}

// value appends v as an operand, without its type.
func (p *printer) value(v ir.Value) {
	switch v := v.(type) {
	case nil:
		p.str("<null operand!>")
	case *ir.Instruction, *ir.Argument, *ir.Block:
		p.local(v)
	case *ir.Function:
		p.globalRef(v)
	case *ir.GlobalVariable:
		p.globalRef(v)
	case *ir.Alias:
		p.globalRef(v)
	case *ir.MetadataAsValue:
		p.metadata(v.MD)
	case *ir.InlineAsm:
		p.inlineAsm(v)
	case ir.Constant:
		p.constant(v)
	default:
		p.str("<badref>")
	}
}

// local appends a reference to an argument, block or instruction.
func (p *printer) local(v ir.Value) {
	if out, ok := p.names.appendLocal(p.b, v); ok {
		p.b = out
		return
	}
	// A value of another function (or detached): its own numbering.
	if f := parentFunction(v); f != nil && (p.names == nil || f != p.names.f) {
		if out, ok := p.mi.namesOf(f).appendLocal(p.b, v); ok {
			p.b = out
			return
		}
	}
	p.str("<badref>")
}

// parentFunction returns the function holding a local value, or nil.
func parentFunction(v ir.Value) *ir.Function {
	switch v := v.(type) {
	case *ir.Argument:
		if v != nil {
			return v.Parent
		}
	case *ir.Block:
		if v != nil {
			return v.Parent
		}
	case *ir.Instruction:
		if v != nil && v.Parent != nil {
			return v.Parent.Parent
		}
	}
	return nil
}

func (p *printer) inlineAsm(a *ir.InlineAsm) {
	p.str("asm ")
	if a.SideEffect {
		p.str("sideeffect ")
	}
	if a.AlignStack {
		p.str("alignstack ")
	}
	if a.IntelDialect {
		p.str("inteldialect ")
	}
	if a.Unwind {
		p.str("unwind ")
	}
	p.b = appendQuoted(p.b, a.Asm)
	p.str(", ")
	p.b = appendQuoted(p.b, a.Constraints)
}

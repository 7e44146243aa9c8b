package bitcode

// The orders llvm-dis prints a module in, where bitcode leaves them open:
// globals, comdats and named types (the metadata's: mdnumber.go).

import (
	"slices"

	"memspace/ir"
)

// orderNamedTypes puts the module's identified structs in the order
// llvm-dis prints them, and numbers the unnamed ones (%0, %1, ...) in that
// order. A bitcode type table lists a struct after the types it holds (its
// writer enumerates subtypes first); LLVM's printer lists the structs its
// TypeFinder meets on one walk of the module: each global's value type
// and initializer, each alias's, then each function's type, parameter
// type attributes and operands, and each instruction's type, non-instruction
// operands, source element or allocated type, call type attributes,
// attachments and debug records; a type before its fields (depth first,
// first field first); then named metadata. LLVM 14's walk, the reference
// for typed-pointer modules, lacks the element types, attributes and
// records and skips !dbg. Structs the walk does not meet (LLVM's printer
// leaves them out) keep their table order after the others.
func orderNamedTypes(m *ir.Module) {
	tc := m.Types
	if len(tc.NamedOrder) == 0 {
		return
	}
	f := &typeFinder{typed: m.TypedPointers, want: len(tc.NamedOrder),
		types: map[ir.Type]bool{}, consts: map[ir.Value]bool{}, nodes: map[*ir.MDNode]bool{}}
	f.module(m)
	tc.Reorder(f.order)
}

// typeFinder is the walk of orderNamedTypes. It stops once it has met
// every identified struct (want): the order is then complete.
type typeFinder struct {
	typed  bool
	want   int
	order  []*ir.StructType
	types  map[ir.Type]bool
	consts map[ir.Value]bool
	nodes  map[*ir.MDNode]bool
}

func (f *typeFinder) done() bool { return len(f.order) == f.want }

func (f *typeFinder) module(m *ir.Module) {
	for _, g := range m.Globals {
		f.typ(g.ValueType)
		if g.Init != nil {
			f.value(g.Init)
		}
	}
	for _, a := range m.Aliases {
		f.typ(a.ValueType)
		if a.Target != nil {
			f.value(a.Target)
		}
	}
	for _, fn := range m.Functions {
		if f.done() {
			return
		}
		f.function(fn)
	}
	for _, nm := range m.NamedMD {
		for _, n := range nm.Nodes {
			f.metadata(n)
		}
	}
}

func (f *typeFinder) function(fn *ir.Function) {
	f.typ(fn.Sig)
	if !f.typed {
		for _, p := range fn.Params {
			f.attrs(p.Attrs)
		}
	}
	for _, c := range []ir.Constant{fn.Personality, fn.Prefix, fn.Prologue} {
		if c != nil {
			f.value(c)
		}
	}
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if f.done() {
				return
			}
			f.instruction(in)
		}
	}
}

func (f *typeFinder) instruction(in *ir.Instruction) {
	f.typ(in.Type())
	for _, op := range in.Operands() {
		if _, local := op.(*ir.Instruction); op != nil && !local {
			f.value(op)
		}
	}
	if !f.typed {
		if in.Op == ir.OpGetElementPtr || in.Op == ir.OpAlloca {
			f.typ(in.ElemType)
		}
		if c := in.Call(); c != nil {
			for _, a := range c.ParamAttrs {
				f.attrs(a)
			}
		}
	}
	for _, a := range in.MD {
		if !f.typed || a.Kind != "dbg" {
			f.metadata(a.Node)
		}
	}
	if !f.typed {
		for _, d := range in.DbgRecords() {
			for _, a := range d.Args {
				if v, ok := a.(*ir.ValueAsMetadata); ok && v.V != nil {
					f.value(v.V)
				}
			}
		}
	}
}

// attrs meets the types of type attributes (byval(T), sret(T), ...).
func (f *typeFinder) attrs(l ir.AttrList) {
	for _, a := range l.Attrs {
		if a.Type != nil {
			f.typ(a.Type)
		}
	}
}

// value meets a constant's type and its operands' (globals excepted).
func (f *typeFinder) value(v ir.Value) {
	switch x := v.(type) {
	case *ir.MetadataAsValue:
		f.metadata(x.MD)
		return
	case ir.GlobalValue:
		return
	case *ir.ConstExpr, *ir.ConstAggregate:
		if f.consts[v] {
			return
		}
		f.consts[v] = true
		f.typ(v.Type())
		if ce, ok := x.(*ir.ConstExpr); ok && ce.Op == ir.OpGetElementPtr && ce.ElemType != nil && !f.typed {
			f.typ(ce.ElemType)
		}
		for _, op := range x.(ir.User).Operands() {
			f.value(op)
		}
	case ir.Constant:
		f.typ(x.Type()) // no operands that could hold another type
	}
}

// metadata meets the constants a node holds, depth first.
func (f *typeFinder) metadata(md ir.Metadata) {
	switch x := md.(type) {
	case *ir.ValueAsMetadata:
		if x.V != nil {
			f.value(x.V)
		}
	case *ir.MDNode:
		if x == nil || f.nodes[x] {
			return
		}
		f.nodes[x] = true
		for _, op := range x.Ops {
			f.metadata(op)
		}
		for _, fd := range x.Fields {
			f.metadata(fd.Value)
		}
	}
}

// typ meets t and the types it holds, as LLVM's TypeFinder does: a type
// before its subtypes, the first subtype first.
func (f *typeFinder) typ(t ir.Type) {
	if t == nil || f.types[t] {
		return
	}
	f.types[t] = true
	stack := []ir.Type{t}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if st, ok := t.(*ir.StructType); ok && st.Name != "" {
			f.order = append(f.order, st)
		}
		subs := ir.Subtypes(t)
		for i := len(subs) - 1; i >= 0; i-- {
			if s := subs[i]; s != nil && !f.types[s] {
				f.types[s] = true
				stack = append(stack, s)
			}
		}
	}
}

// orderComdats puts the module's comdats in the order llvm-dis prints
// them: as the functions, then the global variables, name them (LLVM's
// printer walks the module's global objects, functions first); comdats
// nothing names keep their order after those.
func orderComdats(m *ir.Module) {
	if len(m.Comdats) < 2 {
		return
	}
	byName := make(map[string]*ir.Comdat, len(m.Comdats))
	for _, c := range m.Comdats {
		byName[c.Name] = c
	}
	order := make([]*ir.Comdat, 0, len(m.Comdats))
	met := make(map[*ir.Comdat]bool, len(m.Comdats))
	add := func(c *ir.Comdat) {
		if c != nil && !met[c] {
			met[c] = true
			order = append(order, c)
		}
	}
	named := func(g *ir.GlobalCommon) {
		if name, ok := g.ComdatName(); ok {
			add(byName[name])
		}
	}
	for _, f := range m.Functions {
		named(&f.GlobalCommon)
	}
	for _, g := range m.Globals {
		named(&g.GlobalCommon)
	}
	for _, c := range m.Comdats {
		add(c)
	}
	m.Comdats = order
}

// printOrder puts the module's globals in the order llvm-dis prints
// them: variables, aliases, ifuncs, functions (the records come with
// functions before aliases). The text then reads back, in LLVM too, with
// the uses of each global in the order the bitcode gave.
func printOrder(m *ir.Module) {
	slices.SortStableFunc(m.Order, func(a, b ir.GlobalValue) int { return ir.PrintGroup(a) - ir.PrintGroup(b) })
}

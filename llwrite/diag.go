package llwrite

import "memspace/ir"

// Operand returns v as it appears as an operand in f's printed body,
// without its type: "%5", "%x", "@g", or a constant in full ("7",
// "addrspacecast (ptr addrspace(3) @s to ptr)"). It numbers f on each call;
// use NewNames and Names.Ref for many values of one function.
func Operand(f *ir.Function, v ir.Value) string {
	var n *Names
	if f != nil {
		n = NewNames(f)
	}
	p := &printer{mi: newModuleInfo(moduleOf(f, v)), names: n}
	return p.safe(func() { p.value(v) })
}

// ValueRef returns v as an operand of the function that holds it (or as a
// global or constant), without its type.
func ValueRef(v ir.Value) string {
	return Operand(parentFunction(v), v)
}

// TypedValueRef is ValueRef with the type in front: "ptr addrspace(1) %3".
func TypedValueRef(v ir.Value) string {
	f := parentFunction(v)
	var n *Names
	if f != nil {
		n = NewNames(f)
	}
	p := &printer{mi: newModuleInfo(moduleOf(f, v)), names: n}
	return p.safe(func() { p.typedValue(v) })
}

// TypeString returns t as LLVM spells it.
func TypeString(t ir.Type) string { return string(appendType(nil, t)) }

// InstrString returns one instruction as its function prints it, without
// indentation or debug records: "%5 = load i32, ptr %p, align 4".
func InstrString(in *ir.Instruction) string {
	return NewNames(parentFunction(in)).Instr(in)
}

// Instr returns in printed with these names (see InstrString).
func (n *Names) Instr(in *ir.Instruction) string {
	p := &printer{mi: n.info(), names: n}
	return p.safe(func() { p.instruction(in) })
}

// moduleOf finds the module of a function or of a global value.
func moduleOf(f *ir.Function, v ir.Value) *ir.Module {
	if f != nil {
		return f.Parent
	}
	if g, ok := v.(ir.GlobalValue); ok && g != nil {
		return g.Common().Parent
	}
	return nil
}

// safe runs fn and returns what it printed, with a marker instead of a
// crash if the value is malformed.
func (p *printer) safe(fn func()) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = string(p.b) + "<malformed>"
		}
	}()
	fn()
	return string(p.b)
}

// NamesFor returns a NewNames for the functions of m that shares the
// module-wide naming state among them: naming every function of a module
// then costs the functions' sizes, where NewNames computes the module's
// state again for each function.
func NamesFor(m *ir.Module) func(f *ir.Function) *Names {
	mi := newModuleInfo(m)
	return func(f *ir.Function) *Names {
		n := NewNames(f)
		n.once.Do(func() { n.mi = mi })
		return n
	}
}

// Package irtest is a tiny DSL for building IR modules in tests, for
// packages that test analyses and passes without the reader.
//
//	m := irtest.New("nvptx64-nvidia-cuda")
//	k := m.Func("k", "ptx_kernel", ir.VoidType, irtest.P("p", m.Ptr(0)))
//	k.Block("entry")
//	v := k.Load("v", m.I32(), k.Arg(0))
//	k.Ret()
package irtest

import (
	"memspace/ir"
)

// Module wraps an ir.Module under construction.
type Module struct{ *ir.Module }

// New returns an empty opaque-pointer module with the given triple.
func New(triple string) *Module {
	m := ir.NewModule()
	m.Triple, m.HasTriple = triple, true
	return &Module{m}
}

// Ptr returns the pointer type in space as (to i8 in typed modules).
func (m *Module) Ptr(as uint32) ir.Type { return m.PtrType(m.Types.I8, as) }

// PtrTo returns a pointer to elem in space as (opaque in opaque modules).
func (m *Module) PtrTo(elem ir.Type, as uint32) ir.Type { return m.PtrType(elem, as) }

// I32 returns i32.
func (m *Module) I32() ir.Type { return m.Types.I32 }

// I64 returns i64.
func (m *Module) I64() ir.Type { return m.Types.I64 }

// I1 returns i1.
func (m *Module) I1() ir.Type { return m.Types.I1 }

// F32 returns float.
func (m *Module) F32() ir.Type { return m.Types.FloatOf(ir.Float) }

// Int returns an integer constant of type t.
func Int(t ir.Type, v int64) *ir.ConstInt { return ir.NewConstInt(t.(*ir.IntType), v) }

// Global adds "@name = addrspace(as) global vt" with a zero initializer.
func (m *Module) Global(name string, as uint32, vt ir.Type) *ir.GlobalVariable {
	g := ir.NewGlobalVariable(name, vt, m.PtrType(vt, as))
	g.AddrSpace = as
	g.Init = ir.NewConstSimple(vt, ir.KindZero)
	m.AddGlobal(g)
	return g
}

// ConstCast returns the constant "addrspacecast (c to t)".
func ConstCast(c ir.Constant, t ir.Type) ir.Constant {
	return ir.NewConstCast(ir.OpAddrSpaceCast, c, t)
}

// Param describes a parameter: name, type and attributes (keywords, or
// "byval" which takes the element type i8).
type Param struct {
	Name  string
	Type  ir.Type
	Attrs []string
}

// P makes a Param.
func P(name string, t ir.Type, attrs ...string) Param { return Param{name, t, attrs} }

// Func is a function under construction with a current block.
type Func struct {
	M *Module
	F *ir.Function
	B *ir.Block
}

// Func defines a function with calling convention cc ("" for ccc).
func (m *Module) Func(name, cc string, ret ir.Type, params ...Param) *Func {
	f := m.declare(name, ret, params)
	f.CC = cc
	return &Func{M: m, F: f}
}

// Declare adds a declaration.
func (m *Module) Declare(name string, ret ir.Type, params ...ir.Type) *ir.Function {
	ps := make([]Param, len(params))
	for i, t := range params {
		ps[i] = Param{Type: t}
	}
	return m.declare(name, ret, ps)
}

func (m *Module) declare(name string, ret ir.Type, params []Param) *ir.Function {
	types := make([]ir.Type, len(params))
	for i, p := range params {
		types[i] = p.Type
	}
	f := ir.NewFunction(name, m.Types.Func(ret, types, false), m.Ptr(0))
	for i, p := range params {
		f.Params[i].SetName(p.Name)
		for _, a := range p.Attrs {
			attr := ir.EnumAttr(a)
			if ir.IsTypeAttr(a) {
				attr = ir.Attr{Kind: a, Form: ir.FormParen, Type: m.Types.I8}
			} else if len(a) > 0 && a[0] == '"' {
				attr = ir.Attr{Kind: a[1 : len(a)-1], Form: ir.FormString}
			}
			f.Params[i].Attrs.Set(attr)
		}
	}
	m.AddFunction(f)
	return f
}

// Arg returns parameter i.
func (f *Func) Arg(i int) *ir.Argument { return f.F.Params[i] }

// Block adds a block and makes it current.
func (f *Func) Block(name string) *ir.Block {
	b := ir.NewBlock(name)
	f.F.AddBlock(b)
	f.B = b
	return b
}

// At makes b current.
func (f *Func) At(b *ir.Block) { f.B = b }

func (f *Func) add(name string, in *ir.Instruction) *ir.Instruction {
	in.SetName(name)
	f.B.Append(in)
	return in
}

// GEP adds "getelementptr i8, base, idx..." (pointee type in typed modules).
func (f *Func) GEP(name string, base ir.Value, idx ...ir.Value) *ir.Instruction {
	src := ir.Type(f.M.Types.I8)
	if pt, ok := base.Type().(*ir.PointerType); ok && pt.Elem != nil {
		src = pt.Elem
	}
	ops := append([]ir.Value{base}, idx...)
	t, err := f.M.GEPResultType(src, base.Type(), ops)
	if err != nil {
		t = base.Type()
	}
	in := ir.NewInstruction(ir.OpGetElementPtr, t, ops...)
	in.ElemType = src
	return f.add(name, in)
}

// Load adds "load t, p".
func (f *Func) Load(name string, t ir.Type, p ir.Value) *ir.Instruction {
	return f.add(name, ir.NewInstruction(ir.OpLoad, t, p))
}

// Store adds "store v, p".
func (f *Func) Store(v, p ir.Value) *ir.Instruction {
	return f.add("", ir.NewInstruction(ir.OpStore, ir.VoidType, v, p))
}

// Alloca adds "alloca t" in the generic space.
func (f *Func) Alloca(name string, t ir.Type) *ir.Instruction {
	in := ir.NewInstruction(ir.OpAlloca, f.M.PtrType(t, 0))
	in.ElemType = t
	return f.add(name, in)
}

// Cast adds a cast instruction.
func (f *Func) Cast(name string, op ir.Opcode, v ir.Value, t ir.Type) *ir.Instruction {
	return f.add(name, ir.NewCast(op, v, t))
}

// Phi adds a phi of (value, block) pairs; fill later ones with SetIncoming.
func (f *Func) Phi(name string, t ir.Type, pairs ...ir.Value) *ir.Instruction {
	return f.add(name, ir.NewInstruction(ir.OpPhi, t, pairs...))
}

// SetIncoming replaces the value of phi input i.
func SetIncoming(phi *ir.Instruction, i int, v ir.Value) { phi.SetOperand(2*i, v) }

// Select adds "select c, a, b".
func (f *Func) Select(name string, c, a, b ir.Value) *ir.Instruction {
	return f.add(name, ir.NewInstruction(ir.OpSelect, a.Type(), c, a, b))
}

// ICmp adds "icmp pred a, b".
func (f *Func) ICmp(name string, pred string, a, b ir.Value) *ir.Instruction {
	in := ir.NewInstruction(ir.OpICmp, f.M.Types.I1, a, b)
	in.Pred, _ = ir.PredicateByName(pred)
	return f.add(name, in)
}

// Call adds a direct call.
func (f *Func) Call(name string, callee *ir.Function, args ...ir.Value) *ir.Instruction {
	return f.add(name, ir.NewCall(callee, args...))
}

// RMW adds "atomicrmw op p, v seq_cst".
func (f *Func) RMW(name, op string, p, v ir.Value) *ir.Instruction {
	in := ir.NewInstruction(ir.OpAtomicRMW, v.Type(), p, v)
	in.Ext().RMWOp = op
	in.Ordering = ir.SeqCst
	return f.add(name, in)
}

// Br adds "br label %b".
func (f *Func) Br(b *ir.Block) { f.add("", ir.NewInstruction(ir.OpBr, ir.VoidType, b)) }

// CondBr adds "br i1 c, label %t, label %e".
func (f *Func) CondBr(c ir.Value, t, e *ir.Block) {
	f.add("", ir.NewInstruction(ir.OpBr, ir.VoidType, c, t, e))
}

// Ret adds "ret" or "ret v".
func (f *Func) Ret(v ...ir.Value) { f.add("", ir.NewInstruction(ir.OpRet, ir.VoidType, v...)) }

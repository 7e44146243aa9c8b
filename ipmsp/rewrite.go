package ipmsp

import (
	"strconv"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
	"memspace/memspaceopt"
	"memspace/target"
)

// specializeParams moves the given parameters of f to their spaces. The
// body keeps working on generic pointers: each moved parameter gets one
// cast back to generic at the top of the entry block, which memspace-opt
// later folds into the body's address chains.
//
//	define internal void @get.global(ptr addrspace(1) %p) {
//	  %p.gen = addrspacecast ptr addrspace(1) %p to ptr
func (s *state) specializeParams(f *ir.Function, spec []slotSpace) {
	if len(spec) == 0 {
		return
	}
	params := append([]ir.Type(nil), f.Sig.Params...)
	old := append([]ir.Type(nil), params...)
	for _, sp := range spec {
		params[sp.index] = s.m.WithAddrSpace(params[sp.index], uint32(sp.as))
	}
	s.setSig(f, s.m.Types.Func(f.Sig.Ret, params, f.Sig.Variadic))
	entry := f.Entry()
	pos := entry.FirstInsertionPoint()
	for pos < len(entry.Instrs) && (s.isParamCast(entry.Instrs[pos]) || entry.Instrs[pos].Op == ir.OpAlloca) {
		pos++ // after the allocas and the casts of parameters specialized before
	}
	fi := s.info(f)
	for _, sp := range spec {
		fi.spaces[sp.index] = lattice.VoteFor(sp.as)
		p := f.Params[sp.index]
		if !hasCodeUses(p) {
			continue
		}
		cast := ir.NewCast(ir.OpAddrSpaceCast, p, old[sp.index])
		cast.SetName(s.localName(f, p.Name(), "gen"))
		entry.InsertAt(pos, cast)
		pos++
		s.ours.set(cast, true)
		ir.ReplaceUsesIf(p, cast, func(u ir.User) bool {
			_, md := u.(*ir.ValueAsMetadata)
			return u != ir.User(cast) && !md
		})
		s.foldRoundTrips(cast, p)
	}
	fi.precise, fi.local = true, nil
}

// isParamCast reports whether in is a cast of a parameter this pass made.
func (s *state) isParamCast(in *ir.Instruction) bool {
	if in.Op != ir.OpAddrSpaceCast || !s.ours.at(in) {
		return false
	}
	_, arg := in.Operand(0).(*ir.Argument)
	return arg
}

// setSig gives f a new signature (and, in typed IR, the matching address
// type). A "returned" parameter whose type no longer matches the return
// type loses the attribute, which LLVM's verifier requires.
func (s *state) setSig(f *ir.Function, sig *ir.FuncType) {
	ptr := f.Type()
	if s.m.TypedPointers {
		ptr = s.m.Types.TypedPtr(sig, f.AddrSpace)
	}
	f.SetSig(sig, ptr)
	for _, p := range f.Params {
		if p.Type() != sig.Ret {
			p.Attrs.Remove("returned")
		}
	}
}

// fixCall makes the call in call callee with callee's signature: actual
// arguments converted to the parameter types, the function type updated,
// and the result cast back for users when the return type changed.
func (s *state) fixCall(in *ir.Instruction, callee *ir.Function) {
	type conv struct {
		v ir.Value
		t ir.Type
	}
	done := map[conv]ir.Value{}
	for i, p := range callee.Params {
		a := in.Operand(i)
		if a.Type() == p.Type() {
			continue
		}
		nv, ok := done[conv{a, p.Type()}]
		if !ok {
			nv = s.convert(a, p.Type(), in)
			done[conv{a, p.Type()}] = nv
		}
		in.SetOperand(i, nv)
		s.dropIfDead(a)
	}
	if last := in.NumOperands() - 1; in.Operand(last) != ir.Value(callee) {
		in.SetOperand(last, callee)
	}
	for i, a := range in.Call().ParamAttrs {
		if i < len(callee.Params) && !callee.Params[i].Attrs.Has("returned") {
			a.Remove("returned")
			in.Call().ParamAttrs[i] = a
		}
	}
	in.ElemType = callee.Sig
	if in.Type() != callee.Sig.Ret {
		s.retypeResult(in, callee.Sig.Ret)
	}
}

// retypeResult changes the type of a call's result to t and serves its
// users with a cast back to the old type, right after the call.
func (s *state) retypeResult(in *ir.Instruction, t ir.Type) {
	old := in.Type()
	in.SetType(t)
	caller := in.Parent.Parent
	s.touch(caller)
	if len(ir.UsersOf(in)) == 0 {
		return
	}
	back := ir.NewCast(castOp(t, old), in, old)
	back.SetName(s.localName(caller, in.Name(), "gen"))
	back.MD = in.DebugLocOnly()
	ir.InsertAfter(in, back)
	s.ours.set(back, true)
	ir.ReplaceUsesIf(in, back, func(u ir.User) bool { return u != ir.User(back) })
}

// foldRoundTrips removes the casts this pass put on gen (a cast of p to
// generic) to bring it back to p's type: earlier call fixes cast a generic
// argument that has since become p. gen itself goes when nothing is left.
func (s *state) foldRoundTrips(gen *ir.Instruction, p ir.Value) {
	for _, u := range append([]ir.User(nil), ir.UsersOf(gen)...) {
		in, ok := u.(*ir.Instruction)
		if !ok || !s.ours.at(in) || in.Op != ir.OpAddrSpaceCast || in.Type() != p.Type() || in.Parent == nil {
			continue
		}
		ir.ReplaceAllUsesWith(in, p)
		s.ours.del(in)
		in.Erase()
	}
	s.dropIfDead(gen)
}

// hasCodeUses reports whether anything but metadata uses v.
func hasCodeUses(v ir.Value) bool {
	for _, u := range ir.UsersOf(v) {
		if _, md := u.(*ir.ValueAsMetadata); !md {
			return true
		}
	}
	return false
}

// dropIfDead erases v when it is a cast nothing uses any more: one this
// pass made (a parameter's cast back to generic whose only user was a call
// now given the parameter itself), or an addrspacecast to generic whose
// only user was a call now given its operand.
func (s *state) dropIfDead(v ir.Value) {
	in, ok := v.(*ir.Instruction)
	if !ok || in.Parent == nil || len(ir.UsersOf(in)) > 0 {
		return
	}
	if !s.ours.at(in) && in.Op != ir.OpAddrSpaceCast {
		return
	}
	s.ours.del(in)
	in.Erase()
}

// touch records that f's body changed so that the solve of this round no
// longer describes it.
func (s *state) touch(f *ir.Function) {
	fi := s.info(f)
	fi.precise, fi.local = true, nil
}

// castOp is addrspacecast between spaces, bitcast between pointee types.
func castOp(from, to ir.Type) ir.Opcode {
	a, _ := ir.AddrSpaceOf(from)
	b, _ := ir.AddrSpaceOf(to)
	if a == b {
		return ir.OpBitCast
	}
	return ir.OpAddrSpaceCast
}

// convert returns v as a pointer of type want (a concrete space), for use
// by before: the concrete pointer v was cast from when there is one, else
// a new cast.
func (s *state) convert(v ir.Value, want ir.Type, before *ir.Instruction) ir.Value {
	if src := s.concreteSource(v, want); src != nil {
		return s.retypePtr(src, want, before)
	}
	op := castOp(v.Type(), want)
	if c, ok := v.(ir.Constant); ok {
		return ir.NewConstCast(op, c, want)
	}
	// Unnamed: memspace-opt names the one cast of each value it keeps.
	cast := ir.NewCast(op, v, want)
	cast.MD = before.DebugLocOnly()
	ir.InsertBefore(before, cast)
	s.ours.set(cast, true)
	return cast
}

// retypePtr bitcasts v to want when only a typed pointee differs.
func (s *state) retypePtr(v ir.Value, want ir.Type, before *ir.Instruction) ir.Value {
	if v.Type() == want {
		return v
	}
	if c, ok := v.(ir.Constant); ok {
		return ir.NewConstCast(castOp(v.Type(), want), c, want)
	}
	bc := ir.NewCast(castOp(v.Type(), want), v, want)
	bc.MD = before.DebugLocOnly()
	ir.InsertBefore(before, bc)
	return bc
}

// concreteSource finds the pointer in want's space that the generic v was
// made from: the operand of an addrspacecast (instruction, constant, or
// the old NVVM to.gen intrinsics), a constant GEP or bitcast rebuilt on
// such an operand, undef and poison of the new type, or its null where
// that is the generic null's image (memspaceopt.SameBits). It returns nil
// when there is none.
func (s *state) concreteSource(v ir.Value, want ir.Type) ir.Value {
	as, _ := ir.AddrSpaceOf(want)
	switch x := v.(type) {
	case *ir.Instruction:
		switch {
		case x.Op == ir.OpAddrSpaceCast && inSpace(x.Operand(0), as):
			return x.Operand(0)
		case x.Op == ir.OpCall && isToGeneric(x) && inSpace(x.Operand(0), as):
			return x.Operand(0)
		}
	case *ir.ConstExpr:
		return s.constSource(x, as)
	case *ir.ConstSimple:
		if x.Kind == ir.KindUndef || x.Kind == ir.KindPoison ||
			(x.Kind == ir.KindNull && memspaceopt.SameBits(s.t, target.AddrSpace(as))) {
			return ir.NewConstSimple(want, x.Kind)
		}
	}
	return nil
}

// constSource is concreteSource for constant expressions.
func (s *state) constSource(x *ir.ConstExpr, as uint32) ir.Value {
	ops := x.Operands()
	switch x.Op {
	case ir.OpAddrSpaceCast:
		if inSpace(ops[0], as) {
			return ops[0]
		}
	case ir.OpBitCast:
		if base := s.concreteSource(ops[0], s.m.WithAddrSpace(ops[0].Type(), as)); base != nil {
			return ir.NewConstCast(ir.OpBitCast, base.(ir.Constant), s.m.WithAddrSpace(x.Type(), as))
		}
	case ir.OpGetElementPtr:
		base := s.concreteSource(ops[0], s.m.WithAddrSpace(ops[0].Type(), as))
		if base == nil {
			return nil
		}
		nops := append([]ir.Value{base}, ops[1:]...)
		t, err := s.m.GEPResultType(x.ElemType, base.Type(), nops)
		if err != nil {
			return nil
		}
		e := ir.NewConstExpr(ir.OpGetElementPtr, t, nops...)
		e.Flags, e.ElemType, e.InRange, e.InRangeIndex = x.Flags, x.ElemType, x.InRange, x.InRangeIndex
		return e
	}
	return nil
}

func inSpace(v ir.Value, as uint32) bool {
	got, ok := ir.AddrSpaceOf(v.Type())
	_, scalar := v.Type().(*ir.PointerType)
	return ok && scalar && got == as
}

// isToGeneric reports whether in calls llvm.nvvm.ptr.X.to.gen.
func isToGeneric(in *ir.Instruction) bool {
	_, toGen, ok := addrspace.NVVMConversion(addrspace.CalleeName(in))
	return ok && toGen && in.Call() != nil && len(in.Args()) > 0
}

// localName returns base.suffix, made unique among f's local names, or
// "" when base is empty (the value is numbered when printed).
func (s *state) localName(f *ir.Function, base, suffix string) string {
	if base == "" {
		return ""
	}
	names := s.nameSets[f]
	if names == nil {
		names = f.LocalNames()
		s.nameSets[f] = names
	}
	name := base + "." + suffix
	for i := 1; names[name]; i++ {
		name = base + "." + suffix + "." + strconv.Itoa(i)
	}
	names[name] = true
	return name
}

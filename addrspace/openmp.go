package addrspace

import (
	"memspace/ir"
	"memspace/target"
)

// OpenMP parallel regions. clang outlines the body of an OpenMP parallel
// region into an internal function and hands it to the device runtime,
// which runs it on the team's threads:
//
//	%args = alloca [2 x ptr]
//	store ptr %x, ptr %args                        ; slot 0
//	%s1 = getelementptr inbounds i8, ptr %args, i64 8
//	store ptr %y, ptr %s1                          ; slot 1
//	call void @__kmpc_parallel_60(ptr @id, i32 %tid, i32 1, i32 -1, i32 -1,
//	    ptr @outlined, ptr null, ptr %args, i64 2, i32 0)
//
//	define internal void @outlined(ptr %gtid, ptr %btid, ptr %x, ptr %y)
//
// The runtime's contract (the OpenMP device runtime's invokeMicrotask; LLVM's
// OpenMPOpt relies on it too) is that it calls the outlined function with
// two pointers to thread ids, then args[0], ..., args[nargs-1], the values
// the slots hold when the region starts. The module does not show that
// call, so without this file @outlined's parameters have unknown callers
// and stay generic.
//
// Here such a call counts as a call of the outlined function, when it is
// sure to be the only other way the function is run (facts.tracked):
//
//   - The function is internal and every use of it is a direct call or
//     the region operand of __kmpc_parallel_51/60, declared and not
//     defined in the module (a module that defines the runtime shows the
//     real call, through a pointer), and it has no byval parameter.
//   - The argument array is an alloca whose every use is a store at a
//     constant offset, a load, a lifetime marker, a parallel call passing
//     it as the argument array, or a constant GEP or cast of it that is
//     used the same way. A parameter takes the union of every value stored
//     in its slot anywhere in the function: flow-insensitive, so whatever
//     the slot holds when the region starts is among them (or the slot was
//     never written, and reading it is undefined).
//   - The thread-id parameters, a parameter past nargs, a parameter that
//     is not a generic pointer, and a slot that something other than a
//     whole generic pointer was stored into get unknown: when unsure, the
//     set grows. So does every parameter when the array is used any other
//     way or nargs is not a constant.
//
// The solver feeds a parameter at its slot's stores (regionFeeds): a store
// is visited again whenever its value grows, so the parameter reaches the
// fixpoint with the slot. The caller and the outlined function are solved
// in the same part (partition). The runtime still counts as unknown code
// for everything else (the array and what it points to escape, and the
// outlined function may also run from outside, facts.contexts), and
// memspace-opt casts the parameters inside the function, whose signature
// stays as the runtime calls it.

// Operands of __kmpc_parallel_51/60: (ident, gtid, if_expr, num_threads,
// proc_bind, fn, wrapper_fn, args, nargs[, strict]).
const (
	regionFn    = 5
	regionArgs  = 7
	regionNArgs = 8
)

// parallelEntry reports whether f is the device runtime's entry that runs
// a parallel region, declared with its known signature.
func parallelEntry(f *ir.Function) bool {
	if !f.IsDeclaration() || f.Name() != "__kmpc_parallel_51" && f.Name() != "__kmpc_parallel_60" {
		return false
	}
	ps := f.Sig.Params
	if len(ps) <= regionNArgs {
		return false
	}
	for _, i := range []int{regionFn, regionArgs} {
		if _, ok := ps[i].(*ir.PointerType); !ok {
			return false
		}
	}
	n, ok := ps[regionNArgs].(*ir.IntType)
	return ok && n.Bits == 64
}

// parallelRegion returns the outlined function a call of the runtime's
// parallel entry runs, or nil.
func parallelRegion(in *ir.Instruction) *ir.Function {
	callee := in.CalledFunction()
	if callee == nil || in.Callee() != ir.Value(callee) || !parallelEntry(callee) {
		return nil
	}
	args := callArgs(in)
	if len(args) <= regionNArgs {
		return nil
	}
	fn, ok := args[regionFn].(*ir.Function)
	if !ok || fn.IsDeclaration() {
		return nil
	}
	return fn
}

// onlyCalledOrRun reports whether every use of f calls it directly or
// hands it to the runtime as a parallel region (and nowhere else in that
// call), and f has no byval parameter.
func onlyCalledOrRun(f *ir.Function) bool {
	for _, p := range f.Params {
		if p.Attrs.Has("byval") {
			return false
		}
	}
	return everyUse(f, func(in *ir.Instruction) bool {
		if !in.IsCallLike() {
			return false
		}
		if parallelRegion(in) == f {
			return !passedAsArg(in, f, regionFn)
		}
		return in.Callee() == ir.Value(f) && !passedAsArg(in, f, -1)
	})
}

// regionCalls reads the argument arrays of the parallel calls in funcs
// whose outlined function is tracked: which stores feed which parameter,
// and which parameters get unknown.
func (s *solver) regionCalls(funcs []*ir.Function) {
	for _, f := range funcs {
		for _, in := range s.fc.regionCallsIn[f] {
			if fn := parallelRegion(in); fn != nil && s.fc.tracked[fn] {
				s.regionCall(in, fn)
			}
		}
	}
}

func (s *solver) regionCall(in *ir.Instruction, fn *ir.Function) {
	args := callArgs(in)
	var slots *slotFill
	if n, ok := args[regionNArgs].(*ir.ConstInt); ok && n.Big == nil && n.V >= 0 && n.V <= 1<<16 {
		slots = s.argSlots(args[regionArgs], int(n.V))
	}
	for j, p := range fn.Params {
		i := j - 2
		if slots == nil || i < 0 || i >= len(slots.stores) || slots.bad[i] || !s.isGenericPtr(p.Type()) {
			s.regionUnknown[p] = true
			continue
		}
		for _, st := range slots.stores[i] {
			s.regionFeeds[st] = append(s.regionFeeds[st], p)
		}
	}
}

func (s *solver) isGenericPtr(t ir.Type) bool {
	pt, ok := t.(*ir.PointerType)
	return ok && s.t.IsGeneric(target.AddrSpace(pt.AddrSpace))
}

// slotFill is what an argument array's slots may hold: the stores that
// fill each, and the slots something else was stored into.
type slotFill struct {
	stores [][]*ir.Instruction
	bad    []bool
}

// argSlots follows the uses of an argument array of n pointer slots, or
// returns nil when it is not an alloca used only as the essay says.
func (s *solver) argSlots(v ir.Value, n int) *slotFill {
	base := v
	for {
		c, ok := base.(*ir.Instruction)
		if !ok || c.Op != ir.OpAddrSpaceCast && c.Op != ir.OpBitCast {
			break
		}
		base = c.Operand(0)
	}
	a, ok := base.(*ir.Instruction)
	if !ok || a.Op != ir.OpAlloca {
		return nil
	}
	sf := &slotFill{stores: make([][]*ir.Instruction, n), bad: make([]bool, n)}
	if !s.walkSlots(a, 0, sf, 0) {
		return nil
	}
	return sf
}

// walkSlots checks the uses of p, the array plus off bytes, and records
// the stores through it.
func (s *solver) walkSlots(p ir.Value, off int64, sf *slotFill, depth int) bool {
	if depth > 16 {
		return false
	}
	for _, u := range ir.UsersOf(p) {
		in, ok := u.(*ir.Instruction)
		if !ok {
			return false
		}
		switch in.Op {
		case ir.OpGetElementPtr:
			ops := in.Operands()
			d, stride, ok := s.gepOffset(in.ElemType, ops[1:])
			if ops[0] != p || !ok || stride != 0 || !s.walkSlots(in, off+d, sf, depth+1) {
				return false
			}
		case ir.OpAddrSpaceCast, ir.OpBitCast:
			if !s.walkSlots(in, off, sf, depth+1) {
				return false
			}
		case ir.OpLoad:
		case ir.OpStore:
			if in.Operand(1) != p || in.Operand(0) == p {
				return false
			}
			s.fillSlots(sf, in, off)
		case ir.OpCall:
			if !s.slotUseInCall(in, p) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// slotUseInCall: a lifetime marker, or a parallel call that passes the
// array as its argument array and nowhere else.
func (s *solver) slotUseInCall(in *ir.Instruction, p ir.Value) bool {
	if f := in.CalledFunction(); f != nil && f.IsIntrinsic() && isLifetimeOrDebug(f.Name()) {
		return true
	}
	if parallelRegion(in) == nil {
		return false
	}
	for i, a := range callArgs(in) {
		if a == p && i != regionArgs {
			return false
		}
	}
	return true
}

// fillSlots records store st at byte off of the array: the fill of the
// slot it covers when it stores a whole generic pointer there, else a
// mark on every slot it touches.
func (s *solver) fillSlots(sf *slotFill, st *ir.Instruction, off int64) {
	size := s.typeBytes(st.Operand(0).Type())
	word := int64(s.fc.layout.PointerBits(s.t.Generic()) / 8)
	if size <= 0 || word <= 0 {
		for i := range sf.bad {
			sf.bad[i] = true
		}
		return
	}
	for i := range sf.stores {
		lo := int64(i) * word
		if off+size <= lo || off >= lo+word {
			continue
		}
		if off == lo && size == word && s.isGenericPtr(st.Operand(0).Type()) {
			sf.stores[i] = append(sf.stores[i], st)
		} else {
			sf.bad[i] = true
		}
	}
}

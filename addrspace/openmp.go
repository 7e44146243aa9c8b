package addrspace

import (
	"slices"

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
// A generic-mode kernel's region runs on the worker threads through its
// wrapper, the operand after the region, which reads the array back:
//
//	define internal void @outlined_wrapper(i16 %0, i32 %1) {
//	  %ga = alloca ptr
//	  call void @__kmpc_get_shared_variables(ptr %ga)
//	  %args = load ptr, ptr %ga              ; the runtime's copy of the array
//	  %x = load ptr, ptr %args               ; slot 0
//	  call void @outlined(ptr %t, ptr %z, ptr %x)   ; or its body, inlined
//
// __kmpc_get_shared_variables gives the wrapper the array of the region it
// runs, copied when the region starts. When the wrapper is internal and
// every use of it is the wrapper operand of a parallel call whose array can
// be followed, and the wrapper only loads from the copy, a load of a whole
// generic pointer from slot i holds what slot i of one of those arrays
// held: it takes the union of those slots' stores, and nothing from memory
// (relayLoads). Anything else the wrapper reads stays unknown.
//
// The runtime call itself is opaque code, which may write anything into
// what the array reaches, unless everything the runtime hands over is
// followed (transparent): every slot below nargs only ever holds whole
// generic pointers, every parameter past the thread ids is a generic
// pointer fed from its slot, and the wrapper is null or every load it
// makes from the copy is such a slot read. Then the call does nothing the
// region and the wrapper do not do, and their bodies are solved with what
// they are given; the runtime only writes its own memory (the thread ids,
// the copy). Regions and wrappers count as run by their caller's launch
// (facts.callees), so their writes to unknown memory count.
//
// The solver feeds a parameter at its slot's stores (regionFeeds): a store
// is visited again whenever its value grows, so the parameter reaches the
// fixpoint with the slot. The caller, the outlined function and the
// wrapper are solved in the same part (partition). A call that is not
// transparent still counts as unknown code (the array and what it points
// to escape); the outlined function and the wrapper may also run from
// outside (facts.contexts), so what they load from escaped memory stays
// unknown. memspace-opt casts the parameters inside the function, whose
// signature stays as the runtime calls it.
//
// The argument array's address goes nowhere but to parallel calls
// (argSlots), so under the contract the stores seen are its only writers,
// also when one of those calls is not transparent.
//
// Termination: the feeds only add edges to the dataflow (from a store to
// a parameter or a load); cells still only grow.

// Operands of __kmpc_parallel_51/60: (ident, gtid, if_expr, num_threads,
// proc_bind, fn, wrapper_fn, args, nargs[, strict]).
const (
	regionFn      = 5
	regionWrapper = 6
	regionArgs    = 7
	regionNArgs   = 8
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
	for _, i := range []int{regionFn, regionWrapper, regionArgs} {
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

// wrapperOf returns the internal wrapper a parallel call names, or nil.
func wrapperOf(in *ir.Instruction) *ir.Function {
	if parallelRegion(in) == nil {
		return nil
	}
	w, ok := callArgs(in)[regionWrapper].(*ir.Function)
	if !ok || w.IsDeclaration() || !w.Linkage.IsLocal() {
		return nil
	}
	return w
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
	memo := map[*ir.Instruction]*slotFill{}
	slots := func(in *ir.Instruction) *slotFill { // each array is followed once
		sf, ok := memo[in]
		if !ok {
			sf = s.callSlots(in)
			memo[in] = sf
		}
		return sf
	}
	relayed := map[*ir.Function]bool{} // wrappers whose every read of the copy is a slot read
	for _, f := range funcs {
		for _, in := range s.fc.regionCallsIn[f] {
			if w := wrapperOf(in); w != nil {
				if _, done := relayed[w]; !done {
					relayed[w] = s.wrapperLoads(w, slots)
				}
			}
		}
	}
	for _, f := range funcs {
		for _, in := range s.fc.regionCallsIn[f] {
			if fn := parallelRegion(in); fn != nil && s.fc.tracked[fn] && s.regionCall(slots(in), fn) {
				arg := callArgs(in)[regionWrapper]
				w, _ := arg.(*ir.Function)
				// Sound: the runtime itself writes only its own memory, and
				// what it hands the region and the wrapper is all followed.
				s.transparent[in] = ir.IsNull(arg) || w != nil && relayed[w]
			}
		}
	}
}

// callSlots returns the slots of a parallel call's argument array, or nil.
func (s *solver) callSlots(in *ir.Instruction) *slotFill {
	args := callArgs(in)
	if n, ok := args[regionNArgs].(*ir.ConstInt); ok && n.Big == nil && n.V >= 0 && n.V <= 1<<16 {
		return s.argSlots(args[regionArgs], int(n.V), func(in *ir.Instruction, p ir.Value) bool {
			return parallelRegion(in) != nil && !passedAsArg(in, p, regionArgs)
		})
	}
	return nil
}

// regionCall feeds fn's parameters from the slots of a parallel call's
// array (nil: not followed), and reports whether everything the runtime
// hands over is followed: each slot holds whole generic pointers only, and
// each parameter past the thread ids is fed from its slot.
func (s *solver) regionCall(slots *slotFill, fn *ir.Function) (followed bool) {
	followed = slots != nil && !slices.Contains(slots.bad, true)
	for j, p := range fn.Params {
		i := j - 2
		if i < 0 {
			s.regionUnknown[p] = true
			continue
		}
		if slots == nil || i >= len(slots.stores) || slots.bad[i] || !s.isGenericPtr(p.Type()) {
			s.regionUnknown[p] = true
			followed = false
			continue
		}
		// Sound in every execution: the runtime passes args[i] as parameter
		// i+2, and the array's address goes only to parallel calls, so
		// whatever slot i holds was stored by one of these stores.
		for _, st := range slots.stores[i] {
			s.regionFeeds[st] = append(s.regionFeeds[st], p)
		}
	}
	return followed
}

// wrapperLoads finds the loads of wrapper w that read a slot of the
// arrays of the parallel calls naming it (the essay says when), and feeds
// them from those slots' stores. It reports whether every load w makes
// from the copy is such a slot read.
func (s *solver) wrapperLoads(w *ir.Function, slots func(*ir.Instruction) *slotFill) (all bool) {
	calls := s.fc.wrapperCallsOf[w]
	if !everyUse(w, func(in *ir.Instruction) bool { return wrapperOf(in) == w && !passedAsArg(in, w, regionWrapper) }) {
		return false
	}
	var fills []*slotFill
	for _, c := range calls {
		sf := slots(c)
		if sf == nil {
			return false
		}
		fills = append(fills, sf)
	}
	reads := map[*ir.Instruction]int{}
	ok := true
	w.Instructions(func(in *ir.Instruction) {
		if ok && isSharedVariables(in) {
			ok = s.copyReads(callArgs(in)[0], reads)
		}
	})
	if !ok {
		return false
	}
	all = true
	for ld, i := range reads {
		if i < 0 || !relayable(fills, i) {
			all = false
			continue
		}
		// Sound in every execution: w runs only for these calls, and the
		// copy it loads from holds each array's slots as they were when
		// its region started; w writes nothing into the copy.
		s.relayLoads[ld] = true
		for _, sf := range fills {
			for _, st := range sf.stores[i] {
				s.regionFeeds[st] = append(s.regionFeeds[st], ld)
			}
		}
	}
	return all
}

// relayable: every array has a slot i that only whole generic pointers
// were stored into.
func relayable(fills []*slotFill, i int) bool {
	for _, sf := range fills {
		if i < 0 || i >= len(sf.stores) || sf.bad[i] {
			return false
		}
	}
	return true
}

// isSharedVariables: a call of the runtime's __kmpc_get_shared_variables
// (declared, not defined), which stores the array's copy through its
// operand.
func isSharedVariables(in *ir.Instruction) bool {
	f := in.CalledFunction()
	return f != nil && in.Callee() == ir.Value(f) && f.IsDeclaration() && f.Name() == "__kmpc_get_shared_variables" &&
		len(callArgs(in)) == 1
}

// copyReads follows the alloca that __kmpc_get_shared_variables fills
// (through casts): it may only be loaded, and what is loaded (the copy)
// only read at constant offsets. Every load of the copy goes into reads,
// with its slot when it loads a whole generic pointer from one, else -1.
// It reports false when a use is anything else.
func (s *solver) copyReads(v ir.Value, reads map[*ir.Instruction]int) bool {
	g, ok := ir.StripCasts(v).(*ir.Instruction)
	if !ok || g.Op != ir.OpAlloca {
		return false
	}
	var copies []*ir.Instruction
	if !s.usesOf(g, 0, func(in *ir.Instruction, _ ir.Value, _ int64) bool {
		switch {
		case in.Op == ir.OpLoad:
			copies = append(copies, in)
			return true
		case in.IsCallLike():
			return isSharedVariables(in) || s.isMarker(in)
		}
		return false
	}) {
		return false
	}
	for _, c := range copies {
		if !s.slotReads(c, reads) {
			return false
		}
	}
	return true
}

// usesOf calls ok on every instruction that uses p (at byte offset off of
// its object), past casts and constant GEPs of it, with the value it uses,
// and reports whether all were ok.
func (s *solver) usesOf(p ir.Value, off int64, ok func(in *ir.Instruction, p ir.Value, off int64) bool) bool {
	for _, u := range ir.UsersOf(p) {
		in, isInstr := u.(*ir.Instruction)
		if !isInstr {
			return false
		}
		switch in.Op {
		case ir.OpGetElementPtr:
			ops := in.Operands()
			d, stride, known := s.gepOffset(in.ElemType, ops[1:])
			if ops[0] != p || !known || stride != 0 || !s.usesOf(in, off+d, ok) {
				return false
			}
		case ir.OpAddrSpaceCast, ir.OpBitCast:
			if !s.usesOf(in, off, ok) {
				return false
			}
		default:
			if !ok(in, p, off) {
				return false
			}
		}
	}
	return true
}

// slotWord is the size of a slot: a generic pointer's.
func (s *solver) slotWord() int64 { return int64(s.fc.layout.PointerBits(s.t.Generic()) / 8) }

// allocaBytes is the size of what alloca a allocates, or -1.
func (s *solver) allocaBytes(a *ir.Instruction) int64 {
	n := s.typeBytes(a.ElemType)
	if ops := a.Operands(); len(ops) > 0 {
		c, ok := ops[0].(*ir.ConstInt)
		if !ok || c.Big != nil || c.V < 1 || n < 0 {
			return -1
		}
		n *= c.V
	}
	return n
}

// isMarker: a lifetime or debug intrinsic.
func (s *solver) isMarker(in *ir.Instruction) bool {
	f := in.CalledFunction()
	return f != nil && f.IsIntrinsic() && isLifetimeOrDebug(f.Name())
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
// returns nil when it is not an alloca used only as the essay says; a call
// that uses it must be one that okCall accepts (a runtime entry that gets
// it in its place and nowhere else).
func (s *solver) argSlots(v ir.Value, n int, okCall func(in *ir.Instruction, p ir.Value) bool) *slotFill {
	a, ok := ir.StripCasts(v).(*ir.Instruction)
	if !ok || a.Op != ir.OpAlloca || s.allocaBytes(a) < int64(n)*s.slotWord() {
		return nil // the runtime would read past the array
	}
	sf := &slotFill{stores: make([][]*ir.Instruction, n), bad: make([]bool, n)}
	if !s.usesOf(a, 0, func(in *ir.Instruction, p ir.Value, off int64) bool {
		switch {
		case in.Op == ir.OpLoad:
			return true
		case in.Op == ir.OpStore:
			if in.Operand(1) != p || in.Operand(0) == p {
				return false
			}
			s.fillSlots(sf, in, off)
			return true
		case in.IsCallLike():
			return s.isMarker(in) || okCall(in, p)
		}
		return false
	}) {
		return nil
	}
	return sf
}

// fillSlots records store st at byte off of the array: the fill of the
// slot it covers when it stores a whole generic pointer there, else a
// mark on every slot it touches.
func (s *solver) fillSlots(sf *slotFill, st *ir.Instruction, off int64) {
	size := s.typeBytes(st.Operand(0).Type())
	word := s.slotWord()
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

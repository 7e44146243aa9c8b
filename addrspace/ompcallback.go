package addrspace

import (
	"strconv"

	"memspace/ir"
)

// OpenMP runtime callbacks. clang reduces a team's and the teams' private
// copies through the device runtime, with callbacks it generates. The
// caller lists the addresses of its copies in a local array and hands it
// over:
//
//	%list = alloca [1 x ptr]
//	store ptr %copy, ptr %list                      ; slot 0: a private copy
//	%r = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @id, i64 8,
//	    ptr %list, ptr @shuffle_and_reduce, ptr @inter_warp_copy)
//
//	define internal void @shuffle_and_reduce(ptr %list, i16 %lane, i16 %off, i16 %algo) {
//	  %copy = load ptr, ptr %list                   ; slot 0
//	  %v = load i64, ptr %copy                      ; generic: the copy is local
//
// and after memspace-opt, with what this file knows:
//
//	  %list.local = addrspacecast ptr %list to ptr addrspace(5)
//	  %copy = load ptr, ptr addrspace(5) %list.local
//	  %copy.local = addrspacecast ptr %copy to ptr addrspace(5)
//	  %v = load i64, ptr addrspace(5) %copy.local
//
// flang (and clang's OpenMPIRBuilder) does the same with worksharing
// loops: the body becomes fn(iv, arg), arg a local struct of the pointers
// the body uses, handed to __kmpc_{for,distribute,distribute_for}_static_
// loop_{4,4u,8,8u} with fn.
//
// The runtime's contract (the device runtime's Reduction.cpp since LLVM 18,
// Workshare.cpp) is that it calls each callback with the very array it was
// given: the shuffle-and-reduce and inter-warp copy functions as (list,
// ...), the teams reduction's four list/global-buffer functions as
// (buffer, index, list) with the buffer it was given, a loop body as (iv,
// arg); it never writes the array, and the thread that calls a callback is
// the one whose array it is. Without this file a callback's parameters have
// unknown callers and stay generic, and so does everything it reaches
// through them. Here, when
//
//   - the callback is internal and every use of it is a callback operand,
//     in the same role each time, of one of those entries, declared (not
//     defined) with a known interface (for the reductions, LLVM 18's and
//     later: before, the list was elsewhere among the operands; for the
//     loops, with or without LLVM 21's last one_iteration_per_thread), and
//     it is passed nowhere else in the call,
//
// its list parameter is the union of the lists the calls pass, and its
// buffer parameter the union of the buffers (feedCallback): a caller's
// alloca is local. What __kmpc_reduction_get_fixed_buffer returns, the
// launch's reduction buffer, is global (device memory the offload plugin
// allocates), into memory the module cannot see. And when besides
//
//   - each array the callback is handed is an alloca used only by stores
//     at constant offsets, loads, lifetime markers and these calls, which
//     pass it only as the list (argSlots): the stores seen are its only
//     writers;
//   - the callback only loads from its list parameter, at constant offsets,
//
// a load of a whole generic pointer from slot i, when every array holds
// only whole generic pointers in slot i, takes the union of those stores
// (relayList); any other load stays unknown. The callbacks count as run by
// their caller's launch (facts.callees).
//
// The entry call itself stays opaque code: it may write anything into
// what the array reaches and into escaped memory, as before; what the
// callbacks load from there is read from memory as any load is.
//
// The callbacks are solved with their callers (partition), since the
// callers' operands and stores feed their parameters and loads. A frozen
// caller (over the visit budget) raises what it feeds to every space.
// Termination: as for parallel regions, the feeds only add edges from
// operands and stores to parameters and loads; cells only grow.

// callbackEntry is a device runtime entry's interface: its parameter
// types ("p" a pointer, "i8", "i32", "i64"), how many of the last ones
// may be missing (an interface that grew), the operands of the list and of
// the global buffer (-1: none), and the role of each callback operand.
type callbackEntry struct {
	params       []string
	optional     int
	list, buffer int
	callbacks    map[int]cbRole
}

// cbRole says which parameters of a callback get the list and the global
// buffer (-1: none).
type cbRole struct{ list, buffer int }

var (
	listFirst  = cbRole{list: 0, buffer: -1} // (list, ...)
	bufferList = cbRole{list: 2, buffer: 0}  // (buffer, index, list)
	loopBody   = cbRole{list: 1, buffer: -1} // (iv, arg)
)

var callbackEntries = map[string]callbackEntry{
	// (ident, size, list, shuffle_and_reduce, inter_warp_copy)
	"__kmpc_nvptx_parallel_reduce_nowait_v2": {
		params: []string{"p", "i64", "p", "p", "p"}, list: 2, buffer: -1,
		callbacks: map[int]cbRole{3: listFirst, 4: listFirst},
	},
	// (ident, buffer, records, size, list, shuffle_and_reduce,
	// inter_warp_copy, list_to_global_copy, list_to_global_reduce,
	// global_to_list_copy, global_to_list_reduce)
	"__kmpc_nvptx_teams_reduce_nowait_v2": {
		params: []string{"p", "p", "i32", "i64", "p", "p", "p", "p", "p", "p", "p"}, list: 4, buffer: 1,
		callbacks: map[int]cbRole{5: listFirst, 6: listFirst, 7: bufferList, 8: bufferList, 9: bufferList, 10: bufferList},
	},
}

func init() {
	// (ident, fn, arg, iterations, [threads,] [block chunk,] [thread
	// chunk,] [one_iteration_per_thread])
	for suffix, n := range map[string]string{"4": "i32", "4u": "i32", "8": "i64", "8u": "i64"} {
		for name, counts := range map[string]int{"for": 3, "distribute": 2, "distribute_for": 4} {
			params := []string{"p", "p", "p"}
			for range counts {
				params = append(params, n)
			}
			callbackEntries["__kmpc_"+name+"_static_loop_"+suffix] = callbackEntry{
				params: append(params, "i8"), optional: 1, list: 2, buffer: -1,
				callbacks: map[int]cbRole{1: loopBody},
			}
		}
	}
}

// callbackCall returns the interface of the runtime entry call in makes
// (declared with a known interface, called by name), or nil.
func callbackCall(in *ir.Instruction) *callbackEntry {
	f := in.CalledFunction()
	if f == nil || in.Callee() != ir.Value(f) || !f.IsDeclaration() || f.Sig.Variadic {
		return nil
	}
	e, ok := callbackEntries[f.Name()]
	n := len(f.Sig.Params)
	if !ok || n > len(e.params) || n < len(e.params)-e.optional || len(callArgs(in)) != n {
		return nil
	}
	for i, t := range f.Sig.Params {
		if !hasKind(t, e.params[i]) {
			return nil
		}
	}
	return &e
}

// hasKind: t is a pointer ("p") or an integer of the width ("i8", "i32",
// "i64").
func hasKind(t ir.Type, kind string) bool {
	switch t := t.(type) {
	case *ir.PointerType:
		return kind == "p"
	case *ir.IntType:
		return kind == "i"+strconv.Itoa(t.Bits)
	}
	return false
}

// runtimeCallbacks returns the defined functions a runtime entry call
// hands the runtime as callbacks.
func runtimeCallbacks(in *ir.Instruction) []*ir.Function {
	e := callbackCall(in)
	if e == nil {
		return nil
	}
	var fns []*ir.Function
	args := callArgs(in)
	for i := range args {
		if _, ok := e.callbacks[i]; !ok {
			continue
		}
		if fn, ok := args[i].(*ir.Function); ok && !fn.IsDeclaration() {
			fns = append(fns, fn)
		}
	}
	return fns
}

// callbackRole returns the role in which the runtime calls hand cb to
// the runtime, when cb is internal and every use of it is a callback
// operand of a runtime entry call, in the same role each time, and cb is
// passed nowhere else in those calls.
func callbackRole(cb *ir.Function) (role cbRole, ok bool) {
	if !cb.Linkage.IsLocal() {
		return role, false
	}
	seen := false
	ok = everyUse(cb, func(in *ir.Instruction) bool {
		e := callbackCall(in)
		if e == nil {
			return false
		}
		pos := -1
		for i, a := range callArgs(in) {
			if a == ir.Value(cb) {
				if pos >= 0 {
					return false // passed twice
				}
				pos = i
			}
		}
		r, known := e.callbacks[pos]
		if !known || seen && r != role {
			return false
		}
		role, seen = r, true
		return true
	})
	return role, ok && seen && role.list < len(cb.Params) && role.buffer < len(cb.Params)
}

// callbackCalls feeds the runtime callbacks among funcs: their list
// and buffer parameters from the calls' operands, their slot loads from
// the stores into their callers' lists.
func (s *solver) callbackCalls(funcs []*ir.Function) {
	if !s.cfg.Interprocedural {
		return // within functions only (-mem-space-alg=1)
	}
	for _, cb := range funcs {
		calls := s.fc.callbackCallsOf[cb]
		if len(calls) == 0 {
			continue
		}
		role, ok := callbackRole(cb)
		if !ok {
			continue
		}
		s.feedCallback(cb, role, calls)
		if p := cb.Params[role.list]; s.isGenericPtr(p.Type()) {
			s.relayList(p, calls)
		}
	}
}

// feedCallback makes cb's list and buffer parameters the union of what
// the calls pass the runtime for them.
func (s *solver) feedCallback(cb *ir.Function, role cbRole, calls []*ir.Instruction) {
	for _, c := range calls {
		e := callbackCall(c)
		for _, pair := range [][2]int{{role.list, e.list}, {role.buffer, e.buffer}} {
			if pair[0] < 0 || pair[1] < 0 {
				continue
			}
			// Sound in every execution: the runtime calls cb only from
			// these calls, passing the list and the buffer it was given.
			p := cb.Params[pair[0]]
			s.fedParams[p] = true
			s.callbackFeeds[c] = append(s.callbackFeeds[c], argFeed{param: p, arg: pair[1]})
		}
	}
}

// relayList feeds the slot loads a callback makes through its list
// parameter p from the stores into the lists of the calls.
func (s *solver) relayList(p *ir.Argument, calls []*ir.Instruction) {
	var fills []*slotFill
	for _, c := range calls {
		sf := s.callbackSlots(c)
		if sf == nil {
			return
		}
		fills = append(fills, sf)
	}
	reads := map[*ir.Instruction]int{}
	if !s.slotReads(p, reads) {
		return
	}
	for ld, i := range reads {
		if !relayable(fills, i) {
			continue
		}
		// Sound in every execution: the runtime hands the callback the
		// calling thread's own list, which only these stores write; the
		// callback only reads it.
		s.relayLoads[ld] = true
		for _, sf := range fills {
			for _, st := range sf.stores[i] {
				s.regionFeeds[st] = append(s.regionFeeds[st], ld)
			}
		}
	}
}

// argFeed: parameter param of a callback gets operand arg of a call.
type argFeed struct {
	param *ir.Argument
	arg   int
}

// isReductionBuffer: a call of the runtime's
// __kmpc_reduction_get_fixed_buffer (declared, ptr ()), which returns the
// launch's reduction buffer: device memory the offload plugin allocates
// for the launch, global memory no pointer of the module's reaches but
// through this call.
func isReductionBuffer(in *ir.Instruction) bool {
	f := in.CalledFunction()
	return f != nil && in.Callee() == ir.Value(f) && f.IsDeclaration() && f.Name() == "__kmpc_reduction_get_fixed_buffer" &&
		len(f.Sig.Params) == 0 && !f.Sig.Variadic && isPtrLike(f.Sig.Ret)
}

// callbackSlots returns the slots of a runtime call's list (as many as its
// alloca holds), or nil when it is not followed.
func (s *solver) callbackSlots(in *ir.Instruction) *slotFill {
	e := callbackCall(in)
	if e == nil {
		return nil
	}
	list := callArgs(in)[e.list]
	a, ok := ir.StripCasts(list).(*ir.Instruction)
	word := s.slotWord()
	if !ok || a.Op != ir.OpAlloca || word <= 0 {
		return nil
	}
	n := s.allocaBytes(a) / word
	if n <= 0 || n > 1<<16 {
		return nil
	}
	return s.argSlots(list, int(n), func(in *ir.Instruction, p ir.Value) bool {
		e := callbackCall(in)
		return e != nil && !passedAsArg(in, p, e.list)
	})
}

// slotReads follows an array of slots (a callback's list parameter, a
// wrapper's copy): it may only be loaded from at constant offsets. Every
// load goes into reads, with its slot when it loads a whole generic
// pointer from one, else -1. It reports false when a use is anything else.
func (s *solver) slotReads(v ir.Value, reads map[*ir.Instruction]int) bool {
	word := s.slotWord()
	return s.usesOf(v, 0, func(in *ir.Instruction, _ ir.Value, off int64) bool {
		if in.Op != ir.OpLoad {
			return false
		}
		reads[in] = -1
		if word > 0 && off%word == 0 && s.isGenericPtr(in.Type()) && !in.Flags.Has(ir.Volatile) {
			reads[in] = int(off / word)
		}
		return true
	})
}

// reductionBuffer is what __kmpc_reduction_get_fixed_buffer returns: a
// global pointer into memory the module cannot see (what is loaded from it
// stays unknown).
func (s *solver) reductionBuffer(in *ir.Instruction) cell {
	text := "the OpenMP reduction buffer @" + in.CalledFunction().Name() + " returns"
	as, ok := s.t.SpaceByName("global")
	if !ok {
		return s.unknownCell(text, s.posOf(in))
	}
	c := s.seed(as, FromValue, text, s.posOf(in))
	c.locs = unknownLocs
	return c
}

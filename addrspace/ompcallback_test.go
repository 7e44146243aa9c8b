package addrspace

import (
	"testing"

	"memspace/ir"
	"memspace/target"
)

// shflAndCopy defines a shuffle-and-reduce and an inter-warp copy callback.
const shflAndCopy = `define internal void @shfl(ptr %l, i16 %a, i16 %b, i16 %c) {
  ret void
}
define internal void @copy(ptr %l, i32 %n) {
  ret void
}
`

// TestReduceEntriesByInterface: only LLVM 18's reduction interface is
// recognized (before it, the list was elsewhere among the operands), and
// a callback is taken only when every use hands it over in one role.
func TestReduceEntriesByInterface(t *testing.T) {
	m := parseModule(t, `target triple = "nvptx64-nvidia-cuda"
declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)
declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, i32, ptr, i32, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
define ptx_kernel void @k(ptr %l) {
  %a = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr null, i64 8, ptr %l, ptr @shfl, ptr @copy)
  %b = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr null, i32 0, ptr null, i32 8, ptr %l, ptr @shfl, ptr @copy, ptr @old, ptr @old, ptr @old, ptr @old)
  call void @copy(ptr %l, i32 1)
  ret void
}
`+shflAndCopy+`define internal void @old(ptr %b, i32 %i, ptr %l) {
  ret void
}
`)
	var calls []*ir.Instruction
	m.Function("k").Instructions(func(in *ir.Instruction) {
		if in.IsCallLike() {
			calls = append(calls, in)
		}
	})
	if callbackCall(calls[0]) == nil {
		t.Error("the parallel reduction with LLVM 18's interface is not recognized")
	}
	if callbackCall(calls[1]) != nil {
		t.Error("the teams reduction with LLVM 17's interface (a thread id second) is recognized")
	}
	// @shfl: only ever a shuffle callback of a recognized call (the old
	// call does not count as a use in a role, so it is not taken either).
	if _, ok := callbackRole(m.Function("shfl")); ok {
		t.Error("@shfl, also handed to an unrecognized entry, is taken")
	}
	if _, ok := callbackRole(m.Function("copy")); ok {
		t.Error("@copy, also called directly, is taken")
	}
	m2 := parseModule(t, `target triple = "nvptx64-nvidia-cuda"
declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)
declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
define ptx_kernel void @k(ptr %l, ptr %buf) {
  %a = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr null, i64 8, ptr %l, ptr @shfl, ptr @copy)
  %b = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr null, ptr %buf, i32 1024, i64 8, ptr %l, ptr @shfl, ptr @copy, ptr @lg, ptr @lg2, ptr @gl, ptr @gl)
  ret void
}
`+shflAndCopy+`define internal void @lg(ptr %b, i32 %i, ptr %l) {
  ret void
}
define internal void @lg2(ptr %b, i32 %i, ptr %l) {
  ret void
}
define internal void @gl(ptr %b, i32 %i, ptr %l) {
  ret void
}
`)
	for name, want := range map[string]cbRole{"shfl": listFirst, "copy": listFirst, "lg": bufferList, "lg2": bufferList} {
		if got, ok := callbackRole(m2.Function(name)); !ok || got != want {
			t.Errorf("@%s: role %v %v, want %v", name, got, ok, want)
		}
	}
	if _, ok := callbackRole(m2.Function("gl")); ok {
		t.Error("@gl, handed over twice in one call, is taken")
	}
	fc := newFacts(m2, nil, true)
	if parts := partition(m2, fc); len(parts) != 1 {
		t.Errorf("the callbacks are not solved with their caller: %d parts", len(parts))
	}
}

// TestFrozenCallerFeedsEverything: a caller over the visit budget is not
// visited any more, so what its stores and its reduction call feed (a
// callback's slot load, its list parameter) must take every space then.
// Here the slot's value becomes shared only on the loop's second visit,
// which a budget of one visit never makes.
func TestFrozenCallerFeedsEverything(t *testing.T) {
	defer func(old int32) { budgetCap = old }(budgetCap)
	budgetCap = 1
	m := parseModule(t, `target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x i32] undef
declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)
define ptx_kernel void @k(ptr %g, i1 %c) {
entry:
  %list = alloca [1 x ptr]
  br label %loop
loop:
  %p = phi ptr [ %g, %entry ], [ %s, %loop ]
  store ptr %p, ptr %list
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %p
  br i1 %c, label %loop, label %exit
exit:
  %r = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr null, i64 8, ptr %list, ptr @shfl, ptr @shfl2)
  ret void
}
define internal void @shfl(ptr %l, i16 %a, i16 %b, i16 %c) {
  %x = load ptr, ptr %l
  store i32 1, ptr %x
  ret void
}
define internal void @shfl2(ptr %l, i32 %n) {
  ret void
}
`)
	tg, _ := target.FromTriple(m.Triple)
	r := Solve(m, DefaultConfig(tg))
	if !r.Frozen(m.Function("k")) {
		t.Fatal("@k is not frozen under a budget of one visit")
	}
	var x ir.Value
	m.Function("shfl").Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpLoad {
			x = in
		}
	})
	for _, v := range []ir.Value{x, m.Function("shfl").Params[0]} {
		if !r.Set(v).Ambiguous() {
			t.Errorf("%s = %s under a frozen caller, want the full set", r.Namer().Name(v), r.Set(v).String(tg))
		}
	}
}

// TestLoopEntriesByInterface: the OpenMPIRBuilder's static loops are
// recognized with and without LLVM 21's last one_iteration_per_thread, and
// only with the integer width their name says.
func TestLoopEntriesByInterface(t *testing.T) {
	m := parseModule(t, `target triple = "nvptx64-nvidia-cuda"
declare void @__kmpc_for_static_loop_4u(ptr, ptr, ptr, i32, i32, i32)
declare void @__kmpc_distribute_static_loop_8(ptr, ptr, ptr, i64, i64, i8)
declare void @__kmpc_distribute_for_static_loop_4(ptr, ptr, ptr, i64, i32, i32, i32)
define ptx_kernel void @k(ptr %a) {
  call void @__kmpc_for_static_loop_4u(ptr null, ptr @body, ptr %a, i32 8, i32 8, i32 0)
  call void @__kmpc_distribute_static_loop_8(ptr null, ptr @body8, ptr %a, i64 8, i64 0, i8 0)
  call void @__kmpc_distribute_for_static_loop_4(ptr null, ptr @bad, ptr %a, i64 8, i32 8, i32 0, i32 0)
  ret void
}
define internal void @body(i32 %iv, ptr %arg) {
  ret void
}
define internal void @body8(i64 %iv, ptr %arg) {
  ret void
}
define internal void @bad(i32 %iv, ptr %arg) {
  ret void
}
`)
	for name, want := range map[string]bool{"body": true, "body8": true, "bad": false} {
		role, ok := callbackRole(m.Function(name))
		if ok != want || ok && role != loopBody {
			t.Errorf("@%s: role %v %v, want taken=%v", name, role, ok, want)
		}
	}
}

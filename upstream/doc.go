// Package upstream models what LLVM's own infer-address-spaces pass
// (opt-22 -passes=infer-address-spaces) would do to a module, exactly
// enough to count the memory accesses it would leave generic. The HTML
// report (package report) shows that count beside memspace's own, so a
// reader sees what memspace gains over the pass every GPU pipeline already
// runs, without needing LLVM installed. The model changes nothing.
//
// # What upstream does
//
// The pass works on one function at a time and knows nothing of callers,
// callees or memory. It starts from the pointer operands of loads, stores,
// atomics and cmpxchg (and a few intrinsics, which do not change the
// counts) and walks up through "address expressions" in the generic
// space: getelementptr, bitcast, addrspacecast, phi, pointer select,
// llvm.ptrmask, an inttoptr of a ptrtoint of the same width whose spaces
// the target calls a no-op cast, and values the target assumes a space
// for. Constant expressions of those kinds count too. A value that is none
// of these (a load result, a call result, a parameter without an assumed
// space) is an opaque generic leaf.
//
// Each expression gets a point of the lattice
//
//	uninitialized  >  one concrete space  >  generic
//
// starting at uninitialized; its new value is the join of its pointer
// operands' values (a non-expression operand counts as its type's space),
// so two different concrete spaces, or one generic leaf, make it generic.
// A select whose other arm is a constant takes the non-constant arm's
// space when the constant can be cast there (null, undef, poison, a cast
// constant of that space). The worklist runs until nothing changes; every
// value only moves down the lattice, so it stops after at most two moves
// per expression. An access is rewritten when its pointer ends in one
// concrete space; volatile accesses only where the target has a volatile
// form (NVPTX loads and stores).
//
// Before:
//
//	%g = addrspacecast ptr addrspace(3) @tile to ptr
//	%p = getelementptr float, ptr %g, i64 %i
//	%v = load float, ptr %p          ; generic
//
// After (what the pass would write; the model only counts it):
//
//	%p = getelementptr float, ptr addrspace(3) @tile, i64 %i
//	%v = load float, ptr addrspace(3) %p
//
// # Target facts
//
// The flat space is the target's generic space (NVPTX 0, AMDGPU 0, SPIR 4;
// SPIR is modelled as opt does for spirv64: opt has no spir64 target and
// does nothing there; SPIR-V for Vulkan has no flat space, so nothing
// changes). The assumed spaces are LLVM 22's: on NVPTX an
// alloca is local, a CUDA kernel's non-byval pointer parameter is global
// and a device function's byval parameter is local; on AMDGPU an entry
// function's non-byref pointer parameter is global, a generic pointer
// loaded through a constant-space pointer is global. llvm.assume of
// llvm.nvvm.isspacep.* (NVPTX) or llvm.amdgcn.is.shared / is.private (or
// of neither, AMDGPU) gives a generic leaf a space at the uses the assume
// covers. llvm.ptrmask follows its operand but only AMDGPU can move it
// (assume.go, hooks.go). Functions marked optnone are skipped, as the pass
// skips them. SPIR assumes nothing.
//
// # What is not modelled
//
// The model reads the module as memspace does, not as LLVM's reader
// upgrades it, except for the old NVVM conversion intrinsics of typed IR
// (llvm.nvvm.ptr.*.to.gen, read as addrspacecast). It leaves out an
// inttoptr of a masked ptrtoint (a rule that needs known bits and a
// target mask). opt_test.go compares the model with opt-22 on every
// corpus file and on the repository's own test inputs, per function, and
// lists any known difference with its reason.
package upstream

// Package memspaceopt is the memspace-opt pass: it rewrites generic
// pointers that package addrspace proves to point into one concrete
// address space so they are typed in that space, and memory operations use
// them directly.
//
// Importing the package registers the pass and its options with package
// pass. The pass works function by function on one module-wide solution:
//
//   - rewrite.go and plan.go retype address chains (clone GEPs, phis and
//     selects in the concrete space, cast roots such as kernel parameters
//     once, cast back to generic only where a user needs generic); on
//     NVPTX a global address is its own generic address (cvta.global is
//     the identity), so a pointer proven global is loaded as a global
//     pointer and the generic null stands for the global null;
//   - uses.go moves loads, stores, atomics, memory intrinsics, masked
//     operations, prefetches and WMMA fragments to the specific pointer,
//     AMDGPU's load.to.lds source and make.buffer.rsrc base to a global
//     one, and NVPTX's prefetch.tensormap to a constant or param one,
//     re-mangling intrinsic names (mangle.go);
//   - fold.go is the three-rule cast folder;
//   - lanes.go splits the vector casts the pass made into one cast per
//     lane where the target takes no vector addrspacecast (SPIR);
//   - assume.go writes the facts llvm.assume states about spaces into the
//     IR before the solve (dom.go is the dominator tree it needs);
//   - isspacep.go folds llvm.nvvm.isspacep.*, llvm.amdgcn.is.* and the
//     OpenCL to_* conversions, and prune.go then folds the branches they
//     decide and deletes the blocks left unreachable, before anything is
//     retyped or diagnosed;
//   - param.go decides when a byval or grid_constant kernel parameter is
//     read in param space (NVPTX);
//   - noalias.go attaches !noalias.addrspace to accesses that stay generic
//     but provably miss some spaces;
//   - report.go issues the diagnostics, remarks and statistics.
package memspaceopt

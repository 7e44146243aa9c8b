// Package openmp holds OpenMP offload programs (src/*.c) and their device
// code as clang-22 writes it before the device runtime is linked
// (build.sh: ll/NAME.{nvptx64,amdgcn}.{O0,O2}.ll): SPMD kernels (target
// teams distribute parallel for), generic kernels whose sequential team
// code shares variables with parallel regions (__kmpc_alloc_shared at -O0,
// shared globals at -O2), helpers reached through pointers kept in
// structs, team-shared tiles with barriers and a critical section,
// reductions (scalars, a maximum, an array section, several at once, one
// inside a generic kernel's region) through the runtime's callbacks,
// dynamic, guided and runtime schedules (__kmpc_dispatch_*), declare
// target globals holding pointers, atomics, firstprivate arrays, simd,
// masked and single, and C++ (member functions, references, templates, a
// lambda capturing by reference). The
// package has no code; its test checks that memspace's output is valid for
// llvm-as-22 and llc-22 and never leaves more generic accesses than llc-22
// alone (PTX ld/st/atom without a state space, AMDGPU flat instructions),
// and the host execution check (internal/hostrun, which models the OpenMP
// device runtime) runs every kernel before and after memspace.
package openmp

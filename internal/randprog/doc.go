// Package randprog writes random CUDA-like modules, for NVPTX, AMDGPU and
// SPIR (OpenCL), for the execution check (internal/hostrun): kernels and
// noinline helpers (internal and exported) that move pointers to global,
// shared, local and constant memory through selects, phis, loops, pointer
// slots in memory (allocas, a __device__ variable, a __shared__ variable
// and array), helpers that store into or load from a caller's slot,
// structs passed by value with a pointer beside integers, helper calls and
// returns, round trips through integers, and space tests (isspacep,
// is.shared, is.private, to_global/to_local/to_private) that guard
// accesses in a specific space. On AMDGPU allocas are private
// (addrspace(5), 32-bit pointers) and cast to flat, as clang writes them;
// on SPIR the generic space is addrspace(4), allocas are private
// (addrspace(0)), and no generic pointer points to constant memory, which
// OpenCL keeps apart.
//
// Every program it writes is valid and defined: accesses stay inside
// their arrays, nothing is stored through a pointer that may point to
// constant memory, no atomic touches local memory, a helper's local
// memory never outlives it, and every slot is written before it is read.
// So the program computes the same bytes before and after memspace, and
// any difference the execution check finds is memspace's fault. The same
// seed always gives the same module.
package randprog

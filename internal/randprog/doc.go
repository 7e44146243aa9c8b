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
// Three seeds in four (decided by a generator of their own, so that the
// others give the modules they gave before) are extended (extra.go,
// structs.go): structs with two pointer fields beside integer ones
// (struct R { int *a; int i, j; int *b; long k; }) in kernel allocas, in
// arrays of them indexed by a variable and in a __shared__ array, reached
// by constant getelementptrs of either form, written as pointers, as the
// i64 or double of their ptrtoint or as two i32 halves, read as pointers
// or through inttoptr, half overwritten by an integer and then rewritten
// whole, copied whole or by field-aligned byte ranges (memcpy, memmove),
// moved as other 8-byte values (i64, double, small vectors), and read
// through helpers given the struct or a pointer into its middle; a
// __device__ table of pointers filled in a loop that advances a pointer
// to the entry and then stored into, swapped into and read at entries
// picked at run time; a __shared__ pointer switched between two
// __shared__ buffers; vectors of pointers (insertelement, a vector
// getelementptr, a local slot, extractelement at a constant or variable
// lane); freeze; a pointer advanced by getelementptr around a loop;
// helpers that return one of their pointers picked at run time; and
// structs passed by value to a helper that writes its copy, reads it
// through a pointer to it and passes it on by value. Laundered pointers
// (launder.go): a pointer's bits rebuilt bit by bit under branches, an
// integer that is no pointer's image, stored (directly, by an internal or
// exported helper, or copied by memcpy) into a kernel's slots, struct
// fields, byval structs and __shared__ slots, never into memory the host
// may fill, and read back as pointers; or carried beside a global
// pointer's image (an i64 read from a struct's field, a field of a
// { ptr, i64 } value, a lane of a <2 x i64>) before it is read back.
//
// One seed in two (decided by a third generator of its own, so that the
// others give the modules they gave before: TestOldSeedsKeepTheirModules
// pins their digest) gets a third round of patterns (third.go): a
// __device__ table of pointers (internal or exported) whose initializer
// holds constant expressions (addrspacecasts of __device__, __shared__
// and __constant__ arrays, getelementptrs into them; no __shared__
// address on SPIR, where OpenCL has none at program scope), written at
// run time and restored before the kernel ends, and a __constant__ one,
// both also copied whole into a local array by memcpy; pointers in the
// module's slots and the table swapped by atomicrmw xchg or by a
// cmpxchg (strong or weak) whose expected pointer is any pointer (so it
// may fail), then read back, the old and the new one both dereferenced;
// a pointer's i64 image exchanged atomically, atomic loads and stores of
// pointer slots; calls through a __device__ table of two address-taken
// helpers (an entry picked at run time, read through its global or
// generic address) or a select of two, passing pointers of any space and
// returning one or null, and @set_* called through a select; a recursive
// helper that stores one of two pointers into a caller's slot at the
// bottom and reads through the slot on the way back up, and one that
// passes its own local array or its parameter down; a pointer stored
// through a T** by a helper that hands it to another helper (the T** a
// kernel's slot holding the address of a slot), or read back through
// it; llvm.ptrmask with -4, -1 or a run-time mask that keeps the
// address; a select with a null arm, tested before the access; pointer
// equality deciding which pointer to read; { ptr, ptr } returned by
// value; a store through a select of two slots' addresses;
// getelementptr forward and back; and a memset (bytes 0, -1 or 7) over a
// struct holding pointers, whose pointer fields are rewritten before
// they are read.
//
// Every program it writes is valid and defined: accesses stay inside
// their arrays, nothing is stored through a pointer that may point to
// constant memory, no atomic touches local memory, a helper's local
// memory never outlives it, and every slot is written before it is read.
// So the program computes the same bytes before and after memspace, and
// any difference the execution check finds is memspace's fault. The same
// seed always gives the same module.
package randprog

// Package intrinsic knows LLVM 22's intrinsics for the targets memspace
// serves (target-independent, NVPTX, AMDGPU, SPIR-V): which names are
// intrinsics, which are overloaded, what each may do to memory, which of
// its parameters are immarg (take only constants), which take "..."
// after their parameters, and the types of those that are not overloaded
// (Signature).
//
// LLVM sets an intrinsic declaration's attributes from this table as it
// reads a module (text or bitcode), whatever attributes the declaration
// carries. An analysis that read the declaration instead would trust a
// module that says memory(none) on an intrinsic that writes, and LLVM
// would compile the write. Lookup answers as LLVM's lookup of an
// intrinsic name does: the longest known name the given one starts with
// (up to a dot), taken when it is the whole name or the intrinsic is
// overloaded.
//
// The table (table.go) is generated from LLVM 22's Intrinsics*.td by
// scripts/gen-intrinsics.sh; it is data, not code.
package intrinsic

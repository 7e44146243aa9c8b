// Package target describes what each supported GPU target says about
// address spaces: which number is the generic (flat) space, which spaces
// are concrete data spaces, what they are called, which casts between them
// exist, and how wide their pointers are under a given data layout.
//
// Three targets are supported, chosen from the module's target triple
// (FromTriple) or by name (ByName, for the -target= override):
//
//	target  triples                         numbering
//	nvptx   nvptx-*, nvptx64-*              0 generic, 1 global, 3 shared, 4 constant,
//	                                        5 local, 6 tensor, 7 shared::cluster, 101 param
//	spir    spir-*, spir64-*, spirv*        0 private, 1 global, 2 constant, 3 local, 4 generic
//	amdgpu  amdgcn-*                        0 flat, 1 global, 3 local (LDS), 4 constant, 5 private
//
// Space names are the ones in the table above; SpaceName returns them and
// SpaceByName reverses it. NVPTX additionally has two internal annotation
// spaces, 25 and 53, that never hold data (IsInternal), and address space 2,
// which it does not use at all.
//
// The concrete spaces of a target come in a fixed order (Concrete). The
// lattice package uses a space's position in that order as its bit in a
// set. For NVPTX the order is global, shared, constant, local, param,
// tensor, shared::cluster, so the first five bits coincide with the cicc
// bitmask (global 0x01, shared 0x02, constant 0x04, local 0x08, param 0x10;
// unknown 0x0F).
//
// Casts: every concrete space may become generic, except NVPTX tensor
// memory, which has no generic form. Generic may become a concrete space
// only when the pointer is proven to be there (CastIfProven), and never
// NVPTX tensor or param memory, nor SPIR constant memory. No cast exists
// between two different concrete spaces. Cast reports which of these
// applies; CanCvta says whether a conversion exists at all.
//
// Data layouts: ParseDataLayout reads an LLVM data layout string (pointer
// specs such as p3:32:32:32 or p6:32:32, the A5 alloca space, and the other
// basic specs) and rejects malformed ones. NVPTX's reference layouts are
// Layout32, Layout64 and Layout64ShortPtr; Target.CheckLayout applies the
// target's own rules on top of the syntax check.
//
// The package is pure: it knows nothing about the IR.
package target

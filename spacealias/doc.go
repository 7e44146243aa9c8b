// Package spacealias is the address-space alias analysis: two pointers
// into different memories cannot refer to the same bytes, so once the
// space of each pointer is known, many alias questions answer themselves
// without looking at offsets or objects.
//
// # The question
//
// Alias(p, q) says NoAlias when p and q can never address the same byte
// and MayAlias otherwise; ModRefMask(p) says NoModRef when nothing may
// write the memory p points to (constant memory, and on NVPTX the kernel
// parameter space). The answers depend only on address spaces, which is
// what makes them cheap and what a space-inference tool can improve: after
// memspace has retyped a pointer from generic to shared, every query about
// it that meets a global or local pointer becomes NoAlias.
//
// # Finding a pointer's space (walk.go)
//
// A pointer typed in a concrete space is in that space. A generic pointer
// is followed back through what does not change the object it points into
// (getelementptr, bitcast, addrspacecast, a non-interposable alias, a call
// whose result is its argument, a one-input phi) and, unlike LLVM's
// nvptx-aa, through phis and selects whose inputs all come from one space.
// The first concrete space met is the answer; a generic value that cannot
// be followed further is generic. The walk takes at most Limit steps along
// any path (nvptx-traverse-address-aliasing-limit, 6) and visits at most
// maxVisits values in all, so one query costs a bounded amount of work
// however large the function or however wide its phis. A phi that reaches
// itself contributes nothing along that edge: its values are the other
// inputs' values, so the meet of those is its space.
//
// # The rules (rules.go)
//
// NVPTX (§6 of the specification): generic against anything, two pointers
// in the same space, shared against shared::cluster, and global against
// param may alias; every other pair may not. LLVM 22's nvptx-aa answers
// NoAlias for global against param; we do not, because a kernel
// parameter's generic address lies in the global window. AMDGPU follows
// LLVM's table (region aliases only itself, constant may alias global and
// the 32-bit constant and buffer spaces, two constant pointers never
// alias because nothing writes them) plus amdgpu-aa's refinement: a flat
// pointer that is a kernel argument, or was loaded from constant memory,
// was made by the host and cannot point to local or private memory. SPIR
// has no reference analysis; ours is conservative: generic may alias
// everything, constant may alias global (an implementation may place
// constant buffers in global memory), other distinct spaces do not alias.
//
// Mode LLVM reproduces LLVM 22's nvptx-aa and amdgpu-aa exactly (no phi or
// select walk, NoAlias for global against param, no walk at all on
// AMDGPU), so that tests can show where and why memspace answers
// differently.
//
// # Users
//
// aa-eval prints these answers in LLVM's format; passes that ask an
// aliasing question (the memory model, restrict processing's struct check)
// call New once per module (Options{Limit: DefaultLimit}) and Alias,
// SpaceOf or ModRefMask per question. The analysis keeps no state between
// queries and is safe for concurrent use; a Memo remembers each pointer's
// space for a caller that asks about the same pointers many times.
package spacealias

// Package nvvmverify is the nvvm-verify pass: the rules an NVPTX module
// must follow to be valid NVVM IR for the PTX memory hierarchy, checked
// after memspace has placed pointers in their spaces (-nvvm-verify
// appends it to the default pipeline; -passes=nvvm-verify runs it alone).
//
// What it checks (§6 of the specification; the first group's messages are
// NVVM's, word for word):
//
//   - casts between two different non-generic spaces ("Cannot cast
//     non-generic pointer to different non-generic pointer"; shared to
//     shared::cluster is allowed, a CTA's shared address being a cluster
//     one), and casts from or to a space NVPTX does not have, or between
//     generic and tensor memory, which has no generic addresses ("Invalid
//     source address space", "Invalid target address space"), in
//     instructions and in constant expressions;
//   - allocas outside the data layout's alloca space ("Allocas are not
//     supported on address spaces except Generic");
//   - loads and stores on tensor memory, cmpxchg outside generic, global
//     and shared memory, atomics on local memory;
//   - the data layout: present ("Empty target data layout, must exist") and
//     valid for NVPTX ("Example valid data layout:" with the 32- and 64-bit
//     layouts as notes);
//   - our structural rules of the memory hierarchy: the descriptor of a bulk
//     tensor copy is not in a space other than global (a generic one is
//     accepted: it may well be global); a param-space pointer does not
//     escape into a call, a store or ptrtoint; a tensor-memory pointer does
//     not cross a call boundary; address space 2 is not used.
//
// Every problem is reported (the pass does not stop at the first), at the
// source line from !dbg when there is one, else at the function and value.
// An error makes the command exit with status 1 without writing output.
//
// A verifier that rejects a valid program is a defect: where validity
// depends on a value the rules cannot see (a generic pointer), the pass
// accepts. It is one linear walk over the module.
package nvvmverify

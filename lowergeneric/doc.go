// Package lowergeneric is the lower-generic pass (SYSTEM.md §7): software
// generic pointers for the SPIR target, as Intel GPUs need them. After it,
// no load, store, atomicrmw, cmpxchg, memory intrinsic or Intel predicated
// load/store (llvm.genx.GenISA.Predicated*) of the module uses a generic
// (addrspace(4)) pointer:
//
//   - plan.go decides, once per module, which spaces can reach a generic
//     pointer at all (a cast from the space reachable from a kernel),
//     whether private pointers must carry a tag (private memory lives in a
//     global buffer unless lower-generic-private-in-global=false; only a
//     to_global or to_private that must tell private from global forces a
//     private tag), and, per pointer, the blocks its access needs: the
//     solver's set (package addrspace) cut down to those spaces;
//   - materialize.go turns constant expressions that hold such casts into
//     instructions, before the solve;
//   - function.go rebuilds each function block by block (one pass, so the
//     pass is linear in the size of the module), after checking that
//     everything can be lowered;
//   - casts.go rewrites casts into and out of the generic space as integer
//     code: tagging (bits 61–63; null stays null; global keeps its
//     canonical bits) and clearing (shl 4, ashr 4) where a tag may be
//     present;
//   - access.go resolves each generic access: one space, the access moves
//     to it; several, a switch on the tag with one block per space in the
//     set and a phi of the results (cmpxchg's pair field by field); memcpy
//     and memmove are split per space pair as far as both sets require;
//   - conversion.go folds the to_* builtins or makes them a tag comparison;
//   - report.go counts what was done and issues the remarks and errors.
//
// testdata/lit holds the lit tests, testdata/exec the OpenCL programs
// (with their clang-22 -O1 output) that exec_test.go runs on the host
// before memspace and after the pass (package internal/hostrun).
//
// The pass runs last: it leaves tagged integers where the earlier passes
// reason about address spaces, so nothing after it should infer spaces.
package lowergeneric

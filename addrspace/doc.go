// Package addrspace infers, for every pointer of a module, the set of
// concrete address spaces it may point into, and remembers why each space
// got in.
//
// # What it computes
//
// Solve walks every defined function of a module and gives each
// pointer-typed value (arguments, instructions, constant expressions used
// by instructions) a lattice.Set: the concrete spaces of the target that
// can reach the value. An empty set is bottom (no evidence, e.g. null or
// unreachable code); one space means the value is resolved; several spaces
// mean it must stay generic, but we still know which spaces it cannot
// reach. For each space in a set the result keeps an Origin, the seed that
// brought it in ("shared: from @tile at k.cu:7", "global: kernel parameter
// 'in'"), so diagnostics can explain a conflict.
//
// # Seeds
//
// Spaces enter at seeds: pointer parameters of kernels (global; constant
// for grid_constant, param for byval until the address escapes), allocas
// (local), globals and casts from a concrete space, pointers loaded through
// kernel parameters (global, when that is sound), inttoptr(ptrtoint p),
// the old NVVM conversion intrinsics, and the backward constraint of the
// WMMA and cp.async.bulk intrinsics. Everything unknown (memory we cannot
// see, external calls, inline asm, arguments with unknown callers) gets
// lattice.Unknown.
//
// # The walk
//
// Values flow between functions only along direct calls, so the module is
// split into parts, groups of functions that direct calls connect, and
// the parts are solved in parallel; each gets exactly the answer a solve
// of the whole module would give it. Within a part the solver is a
// forward dataflow over an ordered worklist of blocks (function order,
// then reverse post-order inside each function). Visiting
// a block applies each instruction's transfer function: GEP, bitcast,
// freeze and llvm.ptrmask copy their operand, phi and select take the
// union of their inputs, addrspacecast forces its source space. Calls pass
// actual arguments into the formal parameters of internal callees and the
// callee's return set back to the call. Pointers stored into a
// non-escaping alloca and loaded back keep the stored sets.
//
// Sets only grow, and each can grow at most once per concrete space, so
// the fixpoint is reached after a bounded number of visits. As a guard,
// every block may be visited at most KBudgetCap times per solve; a
// function that exceeds it is given up (all its pointers become the full
// set) and reported, so the rewriter leaves it unchanged.
//
// # Soundness of loaded pointers
//
// The host can only hand out global addresses, so a pointer loaded from
// memory that only the host fills (kernel parameters, and the global
// memory they lead to) is global (param-always-point-to-global). Each
// cell therefore also records whether the pointer may point into device
// memory: shared memory, stack slots or anything unknown, where device
// code keeps whatever pointers it likes. Loads through pointers that
// cannot are global, level by level for T** parameters.
//
// That is sound only while no device store can have put a non-global
// pointer where such a load reads. Solve first assumes none does, then
// checks every store, atomic, copy, global initializer and opaque call of
// the module against the solved sets; if one may, it solves again
// trusting only loads through readonly (or, when no such write goes
// through kernel-parameter memory, noalias) parameters, and finally none.
// This is the one decision taken over all parts; a part none of whose
// loads asked about trust keeps its solution. SolveParts solves some
// parts again after changes that keep the program's meaning (ipmsp's
// clones), under the decision of an earlier whole-module Solve: what
// device code may write is a property of the program, not of its IR.
//
// Seeds (the cell of an alloca, of a kernel parameter, of an unknown
// pointer, with its origin text) depend on the value alone, so each is
// built once per part and reused by later visits and re-solves.
package addrspace

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
// Spaces enter at seeds: pointer parameters of kernels (global; the param
// space for byval and grid_constant parameters), allocas (local), globals
// and casts from a concrete space, inttoptr(ptrtoint p) when the integer
// is an unchanged pointer-wide image and p's bits are an address in the
// result's space too (target.KeepsBits), the old NVVM conversion intrinsics,
// what memory holds (see below), and the backward constraint of the
// cp.async.bulk intrinsics. Everything unknown (an external call's
// result, inline asm, arguments with unknown callers, a volatile load)
// gets lattice.Unknown.
//
// # The walk
//
// Within a part (functions linked by direct calls) the solver is a
// forward dataflow over an ordered worklist of blocks (function order,
// then reverse post-order inside each function). Visiting a block
// applies each instruction's transfer function: GEP, bitcast and freeze
// copy their operand, phi and select take the union of their inputs,
// addrspacecast forces its source space. Calls pass actual arguments into
// the formal parameters of internal callees and the callee's return set
// back to the call. Non-pointer values get cells too: the image of the
// pointers they are computed from. When a cell grows, the blocks of its
// users are queued again, except the block being visited when the user
// comes after the instruction that grew it: this visit reaches that user
// with the new value anyway. (Queuing it again only repeated the visit
// with unchanged inputs, so the fixpoint, the order of every change and
// the origins are the same; on the 50 MB benchmark module it visits 42%
// fewer instructions.)
//
// An OpenMP parallel region, an internal function handed to the device
// runtime's __kmpc_parallel_51/60 and used no other way but direct calls,
// counts as called by the runtime with the pointers stored in the slots of
// its argument array (openmp.go says when that is sure, and what stays
// unknown). The callbacks clang and flang hand the runtime's reduction and
// loop entries get the list (or argument struct) and the global buffer
// the calls pass, and their loads of its slots what the caller stored
// there (ompcallback.go).
//
// # Memory
//
// memory.go holds the model of memory and the argument for its soundness:
// abstract locations (each alloca, global variable, byval copy, noalias
// kernel parameter, host memory and unknown memory), each with the cell
// of everything stored into it; effects.go says what calls do to them.
// Parts share the module-wide locations: each part is solved against them
// in parallel, what it wrote is merged (shared.go), and parts that read a
// location that grew go on, until nothing grows. SolveParts solves some
// parts again after changes that keep the program's meaning (ipmsp's
// clones), from the memory of an earlier whole-module Solve.
//
// Sets only grow, and each can grow at most once per concrete space (and
// location lists at most once per location), so the fixpoint is reached
// after a bounded number of visits. As a guard, every block may be
// visited at most KBudgetCap times per solve; a function that exceeds it
// is given up (all its pointers become the full set, and it counts as code
// we cannot see) and reported, so the rewriter leaves it unchanged.
//
// Seeds depend on the value alone, so each is built once per part and
// reused by later visits and re-solves.
package addrspace

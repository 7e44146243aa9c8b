// Package callgraph is the call graph of an ir.Module: who calls whom, from
// which instruction, which functions may be reached in ways the module does
// not show, and the strongly connected components.
//
// # What a graph holds
//
// Build makes one Node per function of the module (definitions and
// declarations alike, in module order) and one CallSite per call, invoke
// or callbr instruction:
//
//   - a direct call names a function as its callee operand; it appears in
//     the caller's Calls and in the callee's Callers;
//   - an indirect call calls anything else (a loaded pointer, a constant
//     expression such as a bitcast of a function, inline asm); it appears
//     only in the caller's Calls, with a nil Callee.
//
// Every use of a function that is not the callee operand of a call is an
// address-taken use (AddrUses): a store of its address, an argument, a
// constant expression or initializer, an alias. Metadata references (debug
// info, !nvvm.annotations) are not uses in LLVM's sense and are ignored.
// A function with address-taken uses, or with external linkage
// (Node.External), may be called from places the module does not show.
//
// # Components
//
// SCCs runs an iterative Tarjan over the direct-call edges and returns the
// strongly connected components in reverse topological order: every
// component comes after the components it calls, so callees come before
// their callers. The order is deterministic: roots are taken in node order
// and edges in instruction order. Recursive reports self-recursion or a
// component of more than one function.
//
// # Updating
//
// Passes that clone functions and retarget calls keep the graph current
// with AddFunction, Retarget and Remove; each costs time proportional to
// what it touches (a removed caller entry is left as a tombstone and
// compacted later), so a pass that rewrites every call of a wide module
// stays linear. The components are not updated: call SCCs again.
package callgraph

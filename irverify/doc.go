// Package irverify checks that an in-memory module is well formed.
//
// The verifier runs after passes (-verify-each) to catch a pass that broke
// the module, and, as VerifyRead (everything but use lists and the symbol
// table, which the reader builds itself), on every module the command
// reads, so that no pass runs on text LLVM would reject (a use its
// definition does not dominate). Each problem comes with the value it is
// about (Errors.At), which the command places in the text with
// llread.ParseWithPositions. Like go/ssa's sanity checker it
// never stops at the first problem: Verify collects every problem it finds
// and returns them together in an *Errors, one per line:
//
//	function @k: block %entry: %v = load float, i64 %p: pointer operand has type i64, expected a pointer
//	function @k: block %loop: %i = phi i32 [ i32 0, %entry ]: phi has no entry for predecessor %loop
//	global @tile: initializer has type [4 x float], expected [8 x float]
//
// # What is checked
//
// Structure: every block ends with exactly one terminator and has no other;
// blocks and instructions name the right Parent; no instruction is listed
// twice; the entry block has no predecessors; phis sit at the top of their
// block and have one entry per predecessor edge (repeated edges from the
// same block carry the same value).
//
// Operands and types, per opcode, as LLVM's verifier and castIsValid see
// them: operand counts, binary operand and result types, compare results,
// memory operands that must be pointers (and, in typed-pointer IR, pointee
// types), every cast's source and destination (an addrspacecast must change
// the address space, a bitcast must not), getelementptr results
// (Module.GEPResultType), calls against their function type, select, ret,
// br and switch conditions, vector and aggregate element access.
//
// Constants: every constant expression and aggregate the module reaches is
// checked once: casts and getelementptr like the instructions, binary
// operand types, and aggregate elements against the aggregate's type (an
// initializer that still names a global's old pointer type).
//
// References: an operand that is an instruction, argument or block must
// belong to the same function; every use of an instruction must be
// dominated by its definition (a phi's use sits at the end of its incoming
// block; invoke and callbr results are available on their normal edge
// only). Dominators are computed with the Cooper–Harvey–Kennedy iterative
// algorithm over reverse postorder; uses in unreachable blocks are exempt,
// as in LLVM.
//
// Use lists: for every argument, block, instruction and global value, the
// users recorded equal the operand slots that refer to it, counted as
// multisets with hash maps so that large modules stay cheap. Missing and
// stale entries are both reported. Constants and metadata that nothing in
// the module reaches any more (dead constant users) are tolerated as long
// as their own operands agree with the use list.
//
// Names and symbols: no two local values of a function and no two globals
// share a non-empty name; every global is found under its name by
// Module.Lookup; Module.Order lists only values of the module, once.
//
// Functions and globals: argument types, parents and indices agree with the
// signature; a global's pointer type agrees with its address space (and, in
// typed IR, its value type); initializers have the value type; declarations
// have a linkage a declaration may have; an alias has its aliasee's type;
// aliases form no cycle; an ifunc's resolver is a defined function that
// returns a pointer. With LLVM's messages (aliases.go): aliases and ifuncs
// have a linkage LLVM allows them, an aliasee is a global or a constant
// expression that names no declaration and goes through no interposable
// alias (an available_externally alias names available_externally
// globals only). An intrinsic is only ever called, never used as a value
// (intrinsicuses.go); llvm.lifetime.start/end mark an alloca or poison
// (lifetime.go); inline assembly has elementtype on its indirect operands
// only and label constraints only in callbr, one per destination
// (inlineasm.go, over ir.ParseAsmConstraints). The module flags follow LLVM's rules: a behavior from 1
// to 8, the value it needs, unique ids, requirements met, and
// !llvm.errno.tbaa is not empty (moduleflags.go).
//
// Attributes, with LLVM's verifier messages (both readers take what these
// refuse): each stands where LLVM takes it (ir.Attr.MayStand: a function,
// a parameter or a return value), groups hold function attributes only,
// each fits the type it is on (attrtypes.go: pointer attributes on
// pointers, nofpclass on floating point, range of the value's width, ...),
// and allocsize, vscale_range and allockind make sense for the function
// (fnattrs.go), as do the values of the string attributes LLVM checks on
// functions and calls ("frame-pointer", "target-features",
// "denormal-fp-math", ...; strattrs.go); no two contradict each other
// (readnone and readonly, two ways of passing an argument, noinline and
// alwaysinline, optnone without noinline; attrconflicts.go); a function's
// or call's parameter lists obey LLVM's rules as a whole (one returned,
// nest, sret, swift* each; returned converts to the return type, sret on
// the first or second parameter, inalloca on the last, elementtype on
// intrinsics and inline asm, no sret among a variadic call's extra
// arguments, no writable argument where memory(...) writes no argument
// memory, memory arguments of a sized type under 4 GiB; paramattrs.go),
// swifterror values are only loaded, stored to and passed as swifterror
// arguments (swifterror.go), and a naked function uses no parameter
// (LLVM 22 IR; fnattrs.go). A function's
// signature suits its calling convention: kernels return void, GPU
// conventions are not variadic and take no sret, byval or stack byref
// argument, amdgpu_gfx_whole_wave takes an i1 first, x86_intrcc a byval
// (callconv.go). A function with an sret first or second parameter
// returns void, and no function has common linkage (module.go).
//
// Global variables, with LLVM's messages (globalvars.go): a common global
// is zero, not constant and in no comdat; llvm.global_ctors/dtors and
// llvm.used/compiler.used append, have no uses, their element types, and
// the used lists name global variables, functions and aliases by name;
// !associated names one pointer other than the global itself, and
// !absolute_symbol is a list of address ranges.
//
// Call sites and attachments, with LLVM's messages (callsite.go,
// attachments.go, prof.go): a call may not use a kernel's or an AMDGPU shader's
// convention; a musttail call matches its caller (prototype, convention,
// ABI attributes) and precedes a ret of its result; immarg stands on
// intrinsics only and takes an immediate; speculatable stands on a call
// only when its callee is speculatable; llvm.assume's operand bundles
// name attributes, with their arguments, under an i1 true (assume.go);
// the operand bundles LLVM knows stand once on a call, with the inputs
// their meaning takes (a funclet bundle names one pad, ptrauth takes an
// i32 key constant and an i64 on an indirect call: bundles.go); !captures
// lists capture components on a store of a pointer. !nonnull, !align,
// !dereferenceable, !range, !fpmath and !noalias.addrspace suit their
// instruction and type (the intervals of !range and !noalias.addrspace
// neither empty nor full, in order, disjoint and apart: ranges.go); no attachment but !dbg and !llvm.loop holds a
// DILocation; !implicit.ref names one other global; !prof holds branch
// weights, one per successor of a branch, switch, indirectbr, callbr or
// select (one for a call, one or two for an invoke), a value profile or
// an 'unknown' marker (typed-pointer modules: LLVM 14's rules, branch
// weights only); !invariant.group marks loads and stores. In a function
// with a subprogram, a !dbg location's inlinedAt chain holds locations
// only (LLVM reads it as one whatever it holds, and refuses the module
// or crashes; memspace refuses it). A DIGlobalVariableExpression's var
// is a DIGlobalVariable (LLVM drops the debug info or crashes), and a
// DIFixedPointType has its kind's fields only: a factor, or for a
// rational a numerator and a denominator (attachments.go).
//
// Intrinsics and atomics, with LLVM's messages (intrinsicsig.go,
// ptrmask.go, atomicsize.go): the intrinsics memspace reads for their
// meaning (llvm.nvvm.isspacep.*, llvm.amdgcn.is.shared/private,
// llvm.memcpy/memmove/memset and their inline forms) are declared with
// the signature LLVM's intrinsic table gives them, llvm.ptrmask's mask is
// as wide as its pointer's index type, and an atomic access moves a
// power-of-two number of bytes. Every intrinsic that is not overloaded
// has the types of LLVM 22's table (intrinsic.Signature), and an
// overloaded one (of any target memspace serves) declared with the
// table's number of parameters has its fixed types, overloaded types of
// their kinds (an integer, a floating-point type, a vector, a pointer),
// and the types LLVM derives from an overloaded slot's: the same type, a
// mask of as many
// elements, an element type, a vector of an Nth of the elements
// (intrinsic.OverloadedSignature); the vectors of pointers of the masked
// gathers are checked on their own, and every intrinsic is variadic
// exactly when LLVM's is. llvm.prefetch's
// rw, locality and cache type stay within LLVM's bounds. A
// constrained floating-point call names an exception behavior and
// rounding mode LLVM knows (constrained.go). The NVVM and AMDGPU
// intrinsics LLVM 22 replaces by instructions as it reads them skip the
// signature and immarg checks (expanded.go): LLVM rewrites such a call
// from its own operands before verifying. A call carries no "align N",
// a function no builtin; ptrtoaddr yields the address width (cast.go).
//
// A declaration has no personality and no !prof attachment.
//
// Exception handling (eh.go, LLVM's messages): landingpad, resume and the
// funclet pads need the function's personality; no pad sits in the entry
// block; an invoke unwinds to a block that begins with a pad; a
// landingpad's block is entered only by invokes unwinding to it; and a
// function's landingpads and resumes share one type. The funclet rules
// (funclet.go, funcletexits.go): pads first in their blocks, their
// parents, catchret and cleanupret pairing, the edges that may enter a
// pad, one unwind destination per pad (and per catch, its catchswitch's),
// no cycle of sibling pads.
//
// Special types, with LLVM's messages (typerules.go, over ir's rules in
// ir/typerules.go that both readers share): a global's initializer is
// sized (not an opaque struct), no global holds a scalable type, and a target extension type stands only in the memory its
// properties allow (ir.TargetExtPropsOf: global, alloca); tokens, token-like
// target types, metadata and x86_amx are taken and returned only by
// functions named llvm.*, and an indirect call returns no token or
// x86_amx; no phi holds a token-like value, no select a token. !alias.scope
// and !noalias are lists of scopes with a name and a domain, and
// !llvm.access.group names distinct empty nodes (scopes.go; LLVM 14 checks
// the scopes only). !tbaa access tags follow LLVM's TBAA verifier
// (tbaa.go): a base type, a scalar access type met on the path the offset
// takes through struct type nodes, an immutability flag of 0 or 1, the
// new format's sizes; the old scalar form is upgraded first, as LLVM's
// readers do.
//
// Functions are verified in parallel; the report is deterministic: module
// problems first, then each function in module order, then global use
// lists.
package irverify

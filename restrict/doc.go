// Package restrict is the process-restrict pass (§5 of the specification):
// it turns what the front end knows about restrict-qualified pointers into
// alias metadata LLVM's scoped-noalias alias analysis reads.
//
// Roots are pointer parameters marked restrict: by the front-end keys
// ("user_specified_restrict_scope", "user_specified_restrict_keyword" and
// their legacy spellings, on the parameter or, for every pointer
// parameter, on the function) or by a plain `noalias` attribute, which is
// what clang emits for __restrict__. Each function with roots gets one
// alias domain and one scope per root; every load, store, atomic and
// memory intrinsic whose address derives from roots (through GEP, casts,
// phi, select) gets !alias.scope (its roots' scopes) and !noalias (the
// other roots' scopes), merged with what the instruction already carries.
//
// Helpers whose every call comes from functions the pass has processed
// inherit their callers' scopes for the parameters those calls pass
// derived pointers in, so an ipmsp clone of a helper keeps what its caller
// knew. A function the pass has processed carries
// "nvvm.restrict_processed" and the !memspace.restrict attachment naming
// its scopes; running the pass again only re-stamps accesses that later
// passes created (propagate-only mode), so the pipeline is idempotent.
//
// For inliners that run after: a callee's own scopes describe one call,
// so each inlined copy needs fresh copies of them (LLVM's inliner makes
// them); scopes a callee inherited from its caller hold for the whole
// caller and may be copied as they are.
//
// Files: pass.go (the pass, options, the order functions are visited in),
// roots.go (which parameters are roots, canonical keys, the struct-field
// check), flow.go (which values derive from which roots), scopes.go (the
// metadata: domains, scopes, merged lists), inherit.go (what a callee
// learns from its calls), dump.go (dump-process-restrict).
package restrict

// Package ipmsp is the ipmsp pass: inter-procedural memory-space
// propagation. It lets the calls of each function vote on the address
// space of its pointer arguments, and specializes the function for the
// spaces its callers agree on: in place for an internal function whose
// calls all agree, otherwise by cloning (one internal, alwaysinline clone
// per distinct vector of argument spaces, named by those spaces, such as
// @get.global and @get.shared) and retargeting the matching calls. An
// original that loses all its uses that way goes: an internal one, and a
// linkonce_odr one (an inline function or a template instance, which
// every module that uses it defines; vote.go, discardable). It
// also gives a function whose rets all yield one concrete space that
// return type, and, on NVPTX, declares the kernels' global pointer
// parameters global. Before its first round it writes into the IR the
// local copy NVPTX's argument lowering makes of a byval kernel parameter
// whose address escapes (and of a helper's byval parameter that is
// written and passed on by value in a loop), so that pointer is local.
// memspace-opt, which runs next in the default
// pipeline, then rewrites the specialized bodies.
//
// A clone is made only when it pays: it must let some access or some
// passed-on pointer take a concrete space, must not duplicate generic
// accesses the original keeps (see profit.go), and, inlined at its
// calls, must not make the module bigger (growth.go).
//
// Importing the package registers the pass and its options with package
// pass:
//
//	-do-clone-for-ip-msp=N   clone attempts allowed: -1 unlimited (default),
//	                         0 none (the pass only reports and publishes),
//	                         N at most N attempts, counted when tried
//	-dump-ip-msp             print the worklist transcript to stderr
//	-ipmsp-max-growth=N      estimated loads and stores one specialization
//	                         may add to the module: auto (default: 0, but
//	                         no bound after whole-program and on SPIR),
//	                         -1 no bound, N at most N
//	-ipmsp-global-kernel-params=false
//	                         keep NVPTX kernels' signatures (default:
//	                         declare global pointer parameters global)
//
// Every defined function with a pointer parameter gets the string
// attribute "nvvm.as" listing the inferred space of each pointer
// parameter in order, 0 for generic on NVPTX: "nvvm.as"="1,3,0".
//
// The files, in the order the pass uses them:
//
//   - pass.go: the essay, options and the rounds;
//   - byval.go: before the first round, the local copies NVPTX makes of
//     byval parameters whose address escapes, written into the IR;
//   - state.go: per-function records, candidates, one round;
//   - parts.go: the round's worklist split into parts that never touch
//     each other's functions, run on all processors;
//   - table.go: the tables the parts share, one layer per part;
//   - kernel.go: kernel pointer parameters declared global (NVPTX);
//   - worklist.go: the callers-first worklist;
//   - vote.go: the call sites' votes and their grouping;
//   - local.go: the classifier for functions the round's solve no longer
//     describes (clones, rewritten functions);
//   - profit.go: the cost model that decides which groups get a clone,
//     and which parameters gain from a space at all;
//   - growth.go: the size guard, an estimate of the code clones add;
//   - place.go: whether a parameter's cast goes to the callers or stays
//     in the callee;
//   - specialize.go: in-place rewrite, cloning, naming, the budget;
//   - rewrite.go: retyping parameters and calls, casts and their sources;
//   - ret.go: return spaces;
//   - layout.go: batched updates of the module's function list and
//     symbol table, and the names of clones;
//   - publish.go: the "nvvm.as" attribute.
//
// The -dump-ip-msp transcript uses these lines:
//
//	Initial work list size : 4
//	@get is cloned as @get.global
//	@get.global : changed in argument memory space (1 arguments)
//	@helper : changed in argument memory space (2 arguments)
//	2 callees are affected
//	avoid cloning of @last as @last.global
//	@row : return memory space is resolved : 1
package ipmsp

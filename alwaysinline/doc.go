// Package alwaysinline is the always-inline pass, with LLVM's name and
// meaning: every call to a function marked alwaysinline is replaced by a
// copy of the function's body, then the internal and private functions
// left without uses are deleted, as LLVM's globaldce would.
//
// ipmsp's clones are internal and alwaysinline: without this pass they
// reach llc as separate .func symbols reached through calls, which cost a
// call and keep parameter spaces llc cannot see through. The default
// pipeline runs it right after ipmsp (ipmsp, always-inline, memspace-opt,
// process-restrict): the output has nothing left to inline, so it is
// ready for llc, memspace-opt rewrites each inlined body in its caller's
// context, and a second run of the pipeline changes nothing (inlining
// after memspace-opt would leave casts that only a second memspace-opt
// folds). A pipeline that runs `opt -O3` after memspace can leave it out
// (-passes=ipmsp,memspace-opt,process-restrict): opt's inliner does the
// same.
//
// Importing the package registers the pass with package pass.
package alwaysinline

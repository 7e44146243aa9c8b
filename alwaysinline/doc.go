// Package alwaysinline is the always-inline pass, with LLVM's name and
// meaning: every call to a function marked alwaysinline is replaced by a
// copy of the function's body, then the internal and private functions
// left without uses are deleted, as LLVM's globaldce would.
//
// ipmsp's clones are internal and alwaysinline: without this pass they
// reach llc as separate .func symbols reached through calls, which cost a
// call and keep parameter spaces llc cannot see through. Running it last
// in the default pipeline makes memspace's output ready for llc; a
// pipeline that runs `opt -O3` after memspace can leave it out
// (-passes=ipmsp,memspace-opt), since opt's own inliner does the same.
//
// Importing the package registers the pass with package pass.
package alwaysinline

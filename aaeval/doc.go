// Package aaeval is the aa-eval pass: for every defined function it asks
// the alias analyses named by -aa-pipeline about every pair of pointers
// the function loads or stores through, and about every call against
// every pointer and every other call, and prints the answers and their
// totals to stderr in the format of LLVM's
// `opt -passes=aa-eval -print-all-alias-modref-info`, so that the two
// tools' outputs can be compared line by line.
//
// The analyses (chain.go): the address-space analysis of package
// spacealias (-aa-pipeline names nvptx-aa, amdgpu-aa and memspace-aa all
// select it; it uses the module's target) and scoped-noalias-aa (the
// !alias.scope / !noalias metadata that restrict processing writes). As
// in LLVM, the first analysis that answers something other than MayAlias
// decides, and mod/ref answers are intersected. Without -aa-pipeline both
// run, address spaces first.
//
// Files: pass.go registers the pass and its options; chain.go combines
// the analyses as LLVM's AAResults does (aa-eval asks about calls only:
// opt-22's aa-eval counts call sites, not atomics, as memory operations);
// scoped.go is scoped-noalias-aa; eval.go collects the pointers and calls
// and asks the queries in LLVM's order; print.go writes the lines and the
// report; mdnum.go numbers metadata and attribute groups in printed
// instructions as LLVM numbers them when it prints one instruction.
//
// aa-eval is quadratic in the number of pointers by definition; each
// query is bounded (spacealias visits at most a fixed number of values,
// and remembers each pointer's space for the function).
package aaeval

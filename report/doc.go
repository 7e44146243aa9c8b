// Package report writes memspace's HTML report (-report=FILE.html): one
// self-contained, deterministic file (inline style and script, no network,
// no external assets, no time stamps) showing, for a module, the generic
// memory accesses before and after memspace per kernel and per function,
// beside what LLVM's infer-address-spaces would leave (package upstream's
// model of that pass, computed in Take; the page says it is a model),
// each function's parameters with their inferred spaces, linkage and the
// reason it was not specialized, the call graph with ipmsp's clones as an
// SVG, and the source (the files the debug info names, when readable, else
// the input IR) with a gutter mark on every access memspace reported on:
// its space, or the set it may point to when it stays generic. Clicking a
// mark shows the provenance of a pointer left ambiguous (the seed of each
// space, where the spaces met, what memspace did). Filters narrow the
// marks by kernel, space and Passed/Missed. The report is written even
// when the run fails, from what was known at that point.
package report

// Package roundtrip holds only tests: every corpus file is read with
// llread and printed with llwrite, and the result must be accepted by
// llvm-as (llvm-as-14 for typed-pointer files), mean the same as the input
// (llvm-dis of both assemble to the same text), print identically when read
// and printed again, and print identically whatever GOMAXPROCS is.
//
// The corpus is $MEMSPACE_CORPUS (or ../shared/corpus beside the module
// root), using its ll/ directory when it has one. Missing LLVM tools or
// corpus skip the tests, or fail them under CI=true.
package roundtrip

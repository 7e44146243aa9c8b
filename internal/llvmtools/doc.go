// Package llvmtools helps tests find what lives outside the Go module: the
// LLVM command-line tools (llvm-as-22, opt-22, FileCheck-22, ...), the
// module root and the shared corpus of clang IR.
//
// When something is missing a test is skipped, except under CI (the
// environment variable CI=true), where missing tools or corpus are
// failures: CI must exercise everything.
package llvmtools

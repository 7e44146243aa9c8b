// Package progcheck is the test of the benchmark program sets whose
// modules target NVPTX or AMDGPU (bench/openmp, bench/hip): memspace runs
// on every module with and without -whole-program, every output must
// assemble with llvm-as-22 and compile with llc-22 wherever the input
// does, and no output may leave more generic accesses than llc-22 alone
// (internal/gencount: PTX ld/st/atom without a state space, AMDGPU flat
// instructions). Per optimization level, over all files, memspace must
// leave fewer.
package progcheck

// Package wholeprogram is the whole-program pass: it declares the module
// the whole device program. The entry points are the kernels (a ptx_kernel,
// spir_kernel or amdgpu_kernel calling convention, or an nvvm.annotations
// "kernel" entry), what llvm.used and llvm.compiler.used name, and what
// named metadata refers to (textures, surfaces, managed variables); global
// variables the host may read or write by name (externally_initialized:
// clang's __device__ and __constant__ variables) stay visible too. Every
// other defined function and global variable is made internal, and those
// that nothing live refers to any more are deleted (globaldce-style, to a
// fixpoint in one reachability walk). The passes after it then see every
// caller of every helper: ipmsp rewrites helpers in place instead of
// cloning them next to a generic original kept for unknown callers.
//
// The assumption is the user's to make: it holds for CUDA and HIP built
// without -fgpu-rdc (nvcc's whole-program compilation, the default) and
// for OpenCL programs built from one module. A module that declares,
// without defining, functions or variables another module would provide
// is a sign of separate compilation: the pass warns, and does its work.
//
// Importing the package registers the pass "whole-program" and the option
// -whole-program (default false), which puts the pass first in the
// default pipeline (package pipeline).
package wholeprogram

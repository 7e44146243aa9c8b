// Package reach holds the benchmark-style CUDA programs of bench/reach
// and the test that keeps memspace's results on them honest. The
// programs (src/*.cu, compiled by build.sh to ll/NAME.O1.ll and
// ll/NAME.O3.ll with clang-22 for sm_90, and to ../hip/ll as HIP for
// AMDGPU) are written the way benchmark
// suites write device code: several kernels per file, exported
// (non-static) __device__ helpers, structs of pointers, templates, math,
// shared tiles, local arrays, atomics, virtual functions, device function
// pointers, dynamic shared memory. The package has no code; its test
// checks that memspace's output, with and without -whole-program, is
// valid for llvm-as-22 and llc-22 and never leaves more generic ld/st/atom
// in PTX than llc-22 alone. bench/reach-table.sh prints the table.
package reach

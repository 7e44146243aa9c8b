// Package hip holds the bench/reach programs compiled as HIP device code
// for AMDGPU (bench/reach/build.sh writes ll/NAME.{O0,O1,O3}.ll from
// ../reach/src/NAME.cu with include/cuda_min.h: bench/real-hip-stub's HIP
// header under the name the sources include, and the rest of the CUDA
// stand-in's names): the same benchmark-style code (structs of pointers, templates, shared tiles,
// atomics, shuffles through ds_bpermute, virtual functions) on the target
// whose generic accesses are flat instructions. The package has no code;
// its test (internal/progcheck) checks that memspace's output is valid for
// llvm-as-22 and llc-22 and never leaves more flat accesses than llc-22
// alone, and the host execution check (internal/hostrun) runs every
// kernel before and after memspace.
package hip

// Package gencount counts the generic memory accesses a GPU backend left
// in its output: PTX ld/st/atom/red with no state space (in all functions
// and in those the kernels reach), and AMDGPU flat instructions. The
// benchmark tests compare memspace's output with llc-22's on its own input
// by these counts.
package gencount

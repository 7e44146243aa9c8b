// Package soundness holds the soundness suite: scenario files that pin
// down the answers memspace must give where the sound answer is "stay
// generic", "do not fold" or "do not report an error", per
// ../shared/design/SYSTEM.md §2 and §3.
//
// Each file in testdata/ is one scenario of one class (README.md lists them):
// pointers published as data, readonly is not noalias, functions with
// unknown callers, false errors and dead code, grid_constant parameters,
// WMMA operands, llvm.ptrmask, inttoptr(ptrtoint p) that is not a no-op,
// volatile loads, the nvptx-nvidia-nvcl triple, facts stated by
// llvm.assume, and controls that must stay precise (so the suite cannot be
// passed by giving up). Its "; RUN:" lines run memspace under the default
// pipeline and under -passes=memspace-opt and FileCheck the output (a
// non-zero exit fails the line); the test also assembles every output
// with llvm-as-22 (llvm-as-14 for *.typed.ll) and compiles the NVPTX
// outputs with llc-22 -O0 for sm_90.
//
// Files named in testdata/KNOWN_FAILING are expected to fail while the
// solver is being fixed: their failures are logged, and a listed file
// that passes fails the test, so the list only shrinks.
//
// The gen-*.ll files are made by src/build.sh from the CUDA and OpenCL
// sources in src/ at -O0, -O1 and -O3, with each source's RUN and CHECK
// lines (src/NAME.checks) prepended.
package soundness

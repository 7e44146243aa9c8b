// Package textdiff helps tests show where two texts differ, and the lines
// an LLVM tool's error message points at ("<stdin>:LINE:COL: error: ...").
package textdiff

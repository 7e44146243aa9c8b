// Package llwrite prints an ir.Module as textual LLVM IR.
//
// The output follows llvm-dis as far as is cheap: the same header lines,
// section order and blank lines, unnamed values numbered at print time the
// way LLVM numbers them (arguments, then each block and its instructions),
// names quoted and escaped as LLVM's AsmWriter does, floating-point
// constants in LLVM's "%e when exact, else hex" form, flags and atomic
// keywords in LLVM's order, and "; Function Attrs:" and "; preds = "
// comments. Typed-pointer modules (Module.TypedPointers) print in LLVM 14
// syntax: typed pointer types, no splat shorthand, and the full function
// type on calls whose callee does not point to the call's function type.
//
// Numbered metadata is numbered by position in Module.Metadata: Write sets
// each node's Slot before printing. Nodes outside that list print inline.
// When two local values of a function share a name, the later one prints
// with a numeric suffix (LLVM's rule for locals); duplicate global names get
// ".N" (plain N on NVPTX, as LLVM does).
//
// # Speed
//
// Printing appends into byte slices with strconv, without fmt. Function
// bodies, global runs and numbered-metadata ranges are independent jobs
// run by GOMAXPROCS workers and emitted in module order, so the output is
// byte-identical whatever GOMAXPROCS is. Local value numbering is built
// once per function (Names) and shared by every operand of that function.
//
// # Diagnostics
//
// Names, Operand, ValueRef, TypeString and InstrString print single values,
// types and instructions with the numbering the printed function uses, for
// error messages that must match the written file.
package llwrite

// Package bitcode reads LLVM bitcode (the binary form of LLVM IR that
// `clang -c -emit-llvm` and `llvm-as` write) into the same in-memory IR as
// the text reader (package llread), so every pass and the text writer work
// on it unchanged.
//
// The file is a bitstream: a sequence of blocks holding records, whose
// fields are packed as fixed-width or variable-width (VBR) integers,
// 6-bit characters, arrays and blobs, described by abbreviations the
// stream itself defines (bitstream.go). LLVM's encoding of a module into
// that container (module.go and the files beside it) numbers types,
// values, metadata and attribute sets in tables; a record refers to an
// entry by its number, and inside a function body by its distance back
// from the instruction being read (relative ids), which may point
// forward to a value not yet defined (a forward reference, resolved when
// the body ends).
//
// Read never panics on bad input: every problem is an *Error that names
// the file and the bit offset where it was found,
//
//	k.bc: error: bitcode: invalid type id 93 in FUNCTION_BLOCK record 34 (bit offset 4711)
//
// and records of kinds this reader does not know are errors naming their
// block and code, never skipped.
//
// Opaque-pointer bitcode is read as LLVM 22 reads it, typed-pointer
// bitcode as LLVM 14 does. One difference between the two: LLVM 22 has
// lost most constant expressions (mul, icmp, select, zext...), and reads
// the ones older opaque-pointer bitcode holds as instructions placed
// before their use, or on a block of their own on a phi's edge
// (expand.go). Records older than LLVM 3.7 that name no type (a load's,
// a call's function type) take the one LLVM 22's reader keeps beside the
// pointer's value (pointee.go).
//
// The text of a module read from bitcode is llvm-dis's, byte for byte
// (TestDisassemblyMatchesLLVM), where bitcode leaves an order open: named
// types come in the order LLVM's printer meets them (printorder.go; the
// type table lists a struct after its fields), metadata is numbered as
// LLVM's slot tracker numbers it (a node's operands in LLVM's operand
// order, a file before its scope; debug records before the instruction
// they precede), and equal locations are one node, as LLVM uniques them
// (the reader makes one per DEBUG_LOC record, mdnumber.go), comdats in the
// order the functions and then the variables name them, and fields
// printed or left out as llvm-dis does (a zero size written as a constant
// is left out). What still differs: the attributes LLVM gives intrinsic
// declarations from its own table, the data layouts LLVM upgrades as it
// reads, and the use-list orders memspace prints as directives (below).
//
// Use-list orders. LLVM records the order of a value's uses when it
// differs from the order its reader would make (USELIST_BLOCK; clang and
// llvm-as write them). The orders of a function's own values (blocks,
// arguments, instructions) are kept and written back: both LLVM readers
// make those uses in one order, so a record means what a "uselistorder"
// directive means in text (ir/uselist.go); a block's decides the order of
// llvm-dis's "; preds =" comments. The orders of globals and constants
// are checked and dropped: LLVM's bitcode reader makes those uses in
// another order than its text reader, with uniqued constants this IR
// does not have, and they do not change what the program means.
//
// What the writer writes. The records are LLVM 22's, with its
// abbreviations: the set its writer defines in each block (BLOCKINFO for
// symbol tables, constants and bodies; the type table's, the module's,
// the metadata block's of its own) and the same choice among them, the
// shortest that fits (layout_test.go compares every record kind with
// llvm-as-22's bitcode of the corpus). As LLVM, it writes the forward
// declaration of the module's symbol table, the table of where each body
// starts (VSTOFFSET, FNENTRY; filled in once the bodies are out), and an
// index of the module's metadata records past 25 of them; both let a
// lazy reader go straight to what it loads. Arrays and vectors of plain
// numbers are written as one record of their bits (CST_CODE_DATA), as
// LLVM writes them, with no element numbered. It leaves out what only
// LLVM's own tools use: the symbol table for the linker (SYMTAB_BLOCK),
// the module hash, and the names of metadata kinds and bundle tags the
// module does not use.
//
// Typed-pointer bitcode is written for LLVM 14 to read as well as LLVM
// 22 (wllvm14.go): constant getelementptrs in the older record, which
// LLVM 14 would otherwise read as undef without a word, and debug-info
// records in LLVM 14's layouts (TestTypedBitcodeForLLVM14).
//
// Speed. The module level is read first (function bodies are only
// located); the bodies are then read in parallel by workers that carve
// what they build from arenas of their own (arena.go), and use lists are
// linked in parallel (finish.go), with the collector off meanwhile
// (internal/gcrelax). The writer numbers what the bodies need in a
// parallel walk replayed in module order (wenum.go) and encodes the
// bodies in parallel into buffers spliced in module order (wbodies.go).
// The bytes written and the module read do not depend on the schedule or
// on GOMAXPROCS.
package bitcode

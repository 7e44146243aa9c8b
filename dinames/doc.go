// Package dinames is the vocabulary of LLVM 22's debug-info metadata in
// text form: the named constants (DW_TAG_member, DW_LANG_C99, CSK_MD5,
// DIFlagPublic, DW_OP_deref, ...) with the numbers they stand for, and
// the fields each specialized node (!DILocation, !DISubprogram, ...)
// takes, with the kind of value each holds, whether it is required, and
// its bounds.
//
// The text reader checks !DI nodes against it, as LLVM's parser does, so
// that what memspace accepts and prints LLVM accepts too; the bitcode
// reader and writer turn the constants into numbers and back.
//
// The tables were read off LLVM 22 itself (which names llvm-as-22
// accepts, what llvm-dis-22 prints for each number, which values each
// field refuses, and with what message), and the tests check them
// against those tools again. Typed-pointer text is LLVM 14's, which
// spells some constants otherwise and lacks the newer ones (llvm14.go:
// Name14, Value14).
package dinames

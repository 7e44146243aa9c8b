// Package llread reads textual LLVM IR (.ll files) into memspace's IR model.
//
// Parse accepts what clang and opt 15 through 22 write, with opaque
// pointers, and LLVM 14-style IR with typed pointers ("i32 addrspace(1)*"),
// which it reads as typed IR (ir.Module.TypedPointers). A module that spells
// "ptr" anywhere reads "T*" as "ptr", as LLVM 17 and later do.
//
// # Errors
//
// A bad input gives an *Error whose text is "FILE:LINE:COL: error: MESSAGE",
// with the column in bytes, pointing at the offending token as llvm-as
// does. When an input has several problems, Parse reports the one a
// one-pass reader like llvm-as meets first: errors in order of position,
// except that uses of local names never defined are found at the end of
// their function, and uses of global names, types, metadata and comdats
// never defined at the end of the module (the smallest name first). An
// error that follows from an earlier one (a global defined after the point
// where the top level stopped) is never reported.
//
// Debug-info nodes and attribute arguments are read as LLVM 22 reads them,
// with its messages: each !DI kind's fields, their values and the named
// constants they hold come from package dinames (parse_difields.go); the
// arguments of captures, nofpclass, allocsize and the others are checked
// in parse_attrargs.go, and where an attribute may stand by
// ir.Attr.MayStand.
//
// # Speed
//
// The reader is built for large modules:
//
//   - The lexer works on the input bytes and allocates nothing per token: a
//     token is a kind and two offsets. Keywords are compared in place.
//     Lines and columns are computed only for an error.
//   - The module keeps no view of the input: names and strings are copied
//     into chunks, and short ones that repeat (attribute and field names,
//     literals) are shared. Equal attribute lists share one array.
//   - Instructions, blocks, operand and other lists are carved from chunks
//     with no spare room; lists are first built in reused scratch buffers.
//     Each goroutine puts a cache in front of the module's type context.
//   - Use lists are linked once everything is read: a body's own values
//     body by body in parallel, module-level values at the same time, in
//     module order (so they are deterministic). Each local list is counted
//     first and allocated once.
//   - While a big module is read the garbage collector is off, with a
//     memory limit as a safety net (see internal/gcrelax); once the text is read,
//     Parse collects, so that the input, if the caller holds it no longer,
//     is freed before the use lists are built. The peak memory is then
//     about the input plus the module without its use lists.
//
// Parse first tries a fast path. It guesses where each function body ends
// (at the next '}' that starts a line, which is where LLVM puts it) and
// hands the body to a pool of GOMAXPROCS workers while the top level is
// still being read. Bodies may name globals not read yet, so each such
// reference gets a stand-in that is replaced once the top level is done;
// numbered metadata is found by a quick scan before parsing starts. Any
// error, and any input the fast path cannot read safely (types defined
// after the first body, metadata defined in unusual places), sends Parse to
// the careful path: the top level is read first, bodies are delimited by
// matching braces outside strings and comments, then parsed in parallel,
// and errors are ordered as described above.
//
// Module summaries (^N entries) are skipped and dropped, as opt drops
// them (only llvm-as builds a summary index from text).
package llread

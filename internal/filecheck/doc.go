// Package filecheck is a FileCheck-compatible checker written in Go, so that
// tests can verify tool output in-process, without LLVM installed.
//
// Check reads check lines from any comment of a check file ("; CHECK: ...")
// and matches them against an input the way LLVM's FileCheck does:
//
//	CHECK:        the pattern occurs after the previous match
//	CHECK-NEXT:   ... on the line right after the previous match
//	CHECK-SAME:   ... on the same line as the previous match
//	CHECK-EMPTY:  the next line is empty
//	CHECK-NOT:    the pattern does not occur between the two matches around it
//	CHECK-DAG:    a group of patterns that may match in any order
//	CHECK-LABEL:  splits the input into blocks, each checked on its own
//	CHECK-COUNT-N: the pattern occurs N times in a row
//
// Patterns are literal text with embedded regular expressions ({{re}}),
// string variable definitions ([[VAR:re]]) and uses ([[VAR]]). Runs of
// spaces and tabs in both files are collapsed to one space before matching
// unless StrictWhitespace is set. "RUN:" and "COM:" lines are comments.
//
// Regular expressions follow POSIX ERE with leftmost-longest matching, as
// LLVM's regex library does; "^" and "$" match at line boundaries and "."
// never matches a newline. Perl escapes such as \d are rejected, because
// FileCheck would read them as plain letters. Numeric blocks ([[#...]]) and
// @LINE are not supported. A use of a variable defined earlier on the same
// line (a back-reference; Go's regexp has none) is emulated: the copy is
// matched with the definition's regex and the two are compared; when they
// differ, the search goes on from the next start position, so a match that
// needs a shorter capture at the same start can be missed.
//
// Failures are reported like FileCheck does:
//
//	test.ll:7:15: error: CHECK-NEXT: expected string not found in input
//	; CHECK-NEXT: store ptr addrspace(1)
//	              ^
//	<stdin>:12:2: note: scanning from here
package filecheck

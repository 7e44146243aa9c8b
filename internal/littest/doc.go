// Package littest is a tiny lit: it runs the "; RUN:" lines of test files.
//
// Each RUN line (continued onto the next RUN line by a trailing \) is one
// or more pipelines joined by &&. A pipeline is commands separated by |;
// each command may start with "not" (expect a non-zero exit) and may carry
// the redirections <, >, >>, 2>, 2>>, 2>&1 and &>. Words are split like a
// shell does, with '...' and "..." quoting. Substitutions:
//
//	%s  the test file        %S, %p  its directory
//	%t  a temporary path unique to the test
//	%T  the temporary directory holding it
//	%%  a literal %
//
// Commands run with os/exec, never through a shell, in the test's temporary
// directory. A command name must be a key of the tools map given to RunDir
// ("memspace", "llvm-as", "cat", ...), or FileCheck, which runs
// internal/filecheck in-process on the previous command's output (unless
// the map names an external FileCheck). The stages of a pipeline run one
// after another, each reading the previous stage's whole output; the
// pipeline fails when any stage fails. A file fails at its first failing
// RUN line, and a file without RUN lines fails.
package littest

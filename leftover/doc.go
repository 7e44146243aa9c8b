// Package leftover is the report-generic pass: it explains what memspace
// could not move out of the generic address space. For every function
// that still has generic memory accesses it records one remark that
// counts them by reason (unknown callers, several spaces meeting at a
// merge point, pointers loaded from memory the module does not see,
// pointers returned or written by an external call, inline asm, byval
// copies llc makes through a generic pointer), so the next step on real
// code is visible. bench/ptx-report.sh prints these remarks next to the
// PTX functions that keep generic ld/st.
//
// The pass only works when remarks are collected
// (-pass-remarks-output): otherwise it does nothing and costs nothing.
// It runs last in the default pipeline and changes no IR.
package leftover

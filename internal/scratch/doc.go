// Package scratch holds the small helpers for tables that a loop over
// functions empties and fills again, rather than allocating one per
// function.
package scratch

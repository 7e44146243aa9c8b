// Package gcrelax turns the garbage collector off while a big module is
// read, for the readers of text (llread) and bitcode (bitcode).
//
// Reading allocates mostly what the module keeps, so collections would
// mark the growing module again and again for little gain. As a safety
// net for inputs that make much garbage (a module read twice), a memory
// limit of 16 times the sizes being read, above the memory in use at the
// start, stays in force meanwhile. Concurrent readers share one change:
// the first makes it, the last undoes it, so a text and a bitcode reader
// running side by side (as tests do) never leave the collector off.
package gcrelax

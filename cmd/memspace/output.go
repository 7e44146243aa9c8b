package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"memspace/bitcode"
	"memspace/ir"
	"memspace/llread"
	"memspace/pass"
)

// checkOutputPath refuses an -o that names a directory before any work
// is done (the atomic rename would fail with a confusing message).
func checkOutputPath(path string) error {
	if path == "" || path == "-" {
		return nil
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("cannot write output to '%s': it is a directory", path)
	}
	return nil
}

// isBlank reports whether the input holds only white space.
func isBlank(src []byte) bool { return len(bytes.TrimSpace(src)) == 0 }

// emptyModuleHeader gives a module read from an empty input the header opt
// prints for it:
//
//	; ModuleID = 'empty.ll'
//	source_filename = "empty.ll"
func emptyModuleHeader(m *ir.Module, name string) {
	if m.ModuleID == "" {
		m.ModuleID = name
	}
	if !m.HasSourceFilename {
		m.SourceFilename, m.HasSourceFilename = name, true
	}
}

// printPasses lists the pass names -passes= accepts, as opt -print-passes.
func printPasses(w io.Writer) {
	fmt.Fprintln(w, "Module passes:")
	for _, n := range pass.Names() {
		fmt.Fprintf(w, "  %s\n", n)
	}
	fmt.Fprintln(w, "Function passes (also accepted inside function(...) and cgscc(...)):")
	for _, n := range pass.FunctionPasses() {
		fmt.Fprintf(w, "  %s\n", n)
	}
}

// maxPositionedInput bounds the inputs whose positions are recorded
// (about 10 bytes of memory per byte of input).
const maxPositionedInput = 4 << 20

// parseInput reads the module. An input without debug locations ("!dbg")
// and of moderate size is read with the position of every definition
// recorded, so diagnostics can say FILE.ll:LINE:COL of the instruction in
// the input text; larger ones keep the FILE:@function:%value form, which
// costs nothing. release, unless nil, unmaps a mapped bitcode input: the
// reader calls it once it is done with src, which is not touched after.
func parseInput(name string, src []byte, release func()) (*ir.Module, *pass.Positions, error) {
	if bitcode.IsBitcode(src) {
		m, err := bitcode.ReadReleasing(name, src, release)
		return m, nil, err
	}
	if len(src) > maxPositionedInput || bytes.Contains(src, []byte("!dbg ")) {
		m, err := llread.Parse(name, src)
		return m, nil, err
	}
	m, pos, err := llread.ParseWithPositions(name, src)
	if err != nil {
		return nil, nil, err
	}
	return m, &pass.Positions{Source: pos}, nil
}

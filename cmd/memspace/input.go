package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
)

// maxInputProblems bounds the problems reported for an invalid input.
const maxInputProblems = 20

// checkInput verifies a module fresh from the reader, as opt does before
// running passes: text can read without error and still not be valid IR
// (a use its definition does not dominate, a phi without an entry for a
// predecessor), and no pass may run on it nor may it be written back. The
// problems are reported as FILE:LINE:COL: error: lines, placed by reading
// the text again with positions (only on this rare path). It reports
// whether the module is valid.
func checkInput(m *ir.Module, name string, in inputText, stderr io.Writer) bool {
	err := irverify.VerifyRead(m)
	if err == nil {
		return true
	}
	var errs *irverify.Errors
	if src, rerr := in.text(); rerr == nil {
		m2, pos, perr := llread.ParseWithPositions(name, src)
		if perr == nil && errors.As(irverify.VerifyRead(m2), &errs) && len(errs.List) > 0 {
			reportProblems(stderr, name, errs, pos)
			return false
		}
	}
	// Not expected (the file changed since?): report without positions.
	errors.As(err, &errs)
	reportProblems(stderr, name, errs, nil)
	return false
}

// inputText is the text of the input, or the file to read it again from:
// a big module's text is let go after parsing (the module keeps none of
// it), and only an invalid module needs it again.
type inputText struct {
	path string
	src  []byte
}

// fromFile reports whether the input can be read again.
func (t inputText) fromFile() bool { return t.path != "" && t.path != "-" }

func (t inputText) text() ([]byte, error) {
	if t.src != nil || !t.fromFile() {
		return t.src, nil
	}
	return os.ReadFile(t.path)
}

// reportProblems prints each problem at its position (the start of the
// file when it has none), at most maxInputProblems of them.
func reportProblems(w io.Writer, name string, errs *irverify.Errors, pos *llread.Positions) {
	for i, msg := range errs.List {
		if i == maxInputProblems {
			fmt.Fprintf(w, "%s: note: %d more problems not shown\n", name, len(errs.List)-i)
			return
		}
		line, col, ok := pos.Of(errs.At[i])
		if !ok {
			line, col = 1, 1
		}
		fmt.Fprintf(w, "%s:%d:%d: error: invalid IR: %s\n", name, line, col, msg)
	}
}

// verifyOutput checks the module the passes made before it is written,
// as opt verifies its output: a pass that broke it is a defect of
// memspace, reported as one, never an invalid file.
func verifyOutput(m *ir.Module, done func(string)) error {
	err := irverify.VerifyRead(m)
	done("verify-output")
	if err == nil {
		return nil
	}
	msg := err.Error()
	if lines := strings.SplitN(msg, "\n", 6); len(lines) > 5 {
		msg = strings.Join(lines[:5], "\n") + "\n..."
	}
	return fmt.Errorf("the passes left invalid IR (a memspace defect; please report it with the input):\n%s", msg)
}

package diag

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
)

// Severity orders diagnostics by how bad they are.
type Severity uint8

// The severities, as printed.
const (
	Note Severity = iota
	Remark
	Warning
	Error
)

var severityNames = [...]string{"note", "remark", "warning", "error"}

func (s Severity) String() string { return severityNames[s] }

// Loc says where a diagnostic points: a source position from debug info
// (File, Line, Col) or, without one, the function and value involved.
type Loc struct {
	File      string
	Line, Col int
	Func      string // function name, used when File is empty
	Value     string // value name such as "%p", used when File is empty
}

// String prints "file:line:col" or "file:line", or "in function 'f'" forms.
func (l Loc) String() string {
	if l.File != "" && l.Line > 0 {
		s := fmt.Sprintf("%s:%d", l.File, l.Line)
		if l.Col > 0 {
			s += fmt.Sprintf(":%d", l.Col)
		}
		return s
	}
	var parts []string
	if l.File != "" {
		parts = append(parts, l.File)
	}
	if l.Func != "" {
		parts = append(parts, "@"+l.Func)
	}
	if l.Value != "" {
		parts = append(parts, l.Value)
	}
	return strings.Join(parts, ":")
}

// Diagnostic is one message with optional explanatory notes.
type Diagnostic struct {
	Severity Severity
	Loc      Loc
	Msg      string
	Notes    []Diagnostic
	// Seq orders diagnostics that share a location (emission order).
	Seq int
}

// Engine collects diagnostics from passes. It is safe for concurrent use;
// Flush prints them in a deterministic order.
type Engine struct {
	mu    sync.Mutex
	diags []Diagnostic
	seq   int
	// Policy is what the command line asks of diagnostics (policy.go).
	Policy Policy
}

// Report records d and returns it for adding notes.
func (e *Engine) Report(d Diagnostic) {
	if !e.Policy.admit(&d) {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	d.Seq = e.seq
	e.seq++
	e.diags = append(e.diags, d)
}

// Errorf records an error at loc.
func (e *Engine) Errorf(loc Loc, format string, args ...any) {
	e.Report(Diagnostic{Severity: Error, Loc: loc, Msg: fmt.Sprintf(format, args...)})
}

// Warnf records a warning at loc.
func (e *Engine) Warnf(loc Loc, format string, args ...any) {
	e.Report(Diagnostic{Severity: Warning, Loc: loc, Msg: fmt.Sprintf(format, args...)})
}

// HasErrors reports whether any error was recorded.
func (e *Engine) HasErrors() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, d := range e.diags {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// All returns the diagnostics in emission order.
func (e *Engine) All() []Diagnostic {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]Diagnostic(nil), e.diags...)
}

// Flush prints every diagnostic, in emission order, and forgets them.
func (e *Engine) Flush(w io.Writer) {
	e.mu.Lock()
	diags := e.diags
	e.diags = nil
	e.mu.Unlock()
	sort.SliceStable(diags, func(i, j int) bool { return diags[i].Seq < diags[j].Seq })
	e.Policy.print(w, diags)
}

// Print writes one diagnostic and its notes like a compiler:
//
//	k.cu:12:5: warning: assuming global memory space
//	k.cu:7: note: shared: from @tile
func Print(w io.Writer, d Diagnostic) {
	fmt.Fprintf(w, "%s: %s: %s\n", prefix(d.Loc), d.Severity, d.Msg)
	for _, n := range d.Notes {
		fmt.Fprintf(w, "%s: note: %s\n", prefix(n.Loc), n.Msg)
	}
}

func prefix(l Loc) string {
	if s := l.String(); s != "" {
		return s
	}
	return "memspace"
}

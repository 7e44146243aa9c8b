package diag

import (
	"fmt"
	"io"
	"strings"
)

// Policy is what the command line asks of diagnostics: -w drops warnings,
// -Werror makes them errors, -error-limit=N stops printing after N errors
// (0: no limit). Identical diagnostics (same severity, place, message and
// notes), which a helper inlined or specialized several times produces,
// are always printed once.
type Policy struct {
	NoWarnings       bool
	WarningsAsErrors bool
	ErrorLimit       int
}

// admit applies -w and -Werror to d as it is reported; false drops it.
func (p *Policy) admit(d *Diagnostic) bool {
	if d.Severity != Warning {
		return true
	}
	if p.NoWarnings {
		return false
	}
	if p.WarningsAsErrors {
		d.Severity = Error
		d.Msg += " [-Werror]"
	}
	return true
}

// print writes diags, folding duplicates and stopping at the error limit
// with clang's words.
func (p *Policy) print(w io.Writer, diags []Diagnostic) {
	seen := map[string]bool{}
	errors := 0
	for _, d := range diags {
		key := fingerprint(d)
		if seen[key] {
			continue
		}
		seen[key] = true
		if d.Severity == Error {
			if p.ErrorLimit > 0 && errors == p.ErrorLimit {
				fmt.Fprintf(w, "%s: error: too many errors emitted, stopping now [-error-limit=%d]\n", prefix(d.Loc), p.ErrorLimit)
				return
			}
			errors++
		}
		Print(w, d)
	}
}

func fingerprint(d Diagnostic) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\x00%s\x00%s", d.Severity, d.Loc, d.Msg)
	for _, n := range d.Notes {
		fmt.Fprintf(&b, "\x00%s\x00%s", n.Loc, n.Msg)
	}
	return b.String()
}

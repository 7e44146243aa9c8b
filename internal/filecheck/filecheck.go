package filecheck

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// Options mirror FileCheck's command-line flags.
type Options struct {
	// Prefixes are the check prefixes (--check-prefixes); default CHECK.
	Prefixes []string
	// ImplicitCheckNot patterns must not occur anywhere between matches
	// (--implicit-check-not).
	ImplicitCheckNot []string
	// Defines set string variables before checking, each "NAME=VALUE" (-D).
	Defines []string
	// InputName names the input in diagnostics; default "<stdin>".
	InputName string
	// AllowEmpty accepts an empty input (--allow-empty).
	AllowEmpty bool
	// AllowUnusedPrefixes accepts prefixes that have no check line.
	AllowUnusedPrefixes bool
	// StrictWhitespace keeps runs of spaces and tabs as they are.
	StrictWhitespace bool
	// IgnoreCase matches without regard to letter case.
	IgnoreCase bool
	// MatchFullLines requires every positive pattern to match a whole line.
	MatchFullLines bool
	// EnableVarScope forgets variables not starting with $ at each label.
	EnableVarScope bool
}

var validPrefix = regexp.MustCompile(`^[a-zA-Z0-9_-]+$`)

// Check matches the check lines of checkText (read from checkFile, a name
// used in diagnostics) against input. It returns nil when every check
// passes, otherwise an error whose text holds FileCheck-style diagnostics.
func Check(checkFile string, checkText []byte, input []byte, opts Options) error {
	if len(opts.Prefixes) == 0 {
		opts.Prefixes = []string{"CHECK"}
	}
	if err := validatePrefixes(opts.Prefixes); err != nil {
		return err
	}
	if opts.InputName == "" {
		opts.InputName = "<stdin>"
	}
	canon := !opts.StrictWhitespace
	c := &checker{
		opts:  opts,
		check: &source{name: checkFile, text: canonicalize(string(checkText), canon)},
		input: &source{name: opts.InputName, text: canonicalize(string(input), canon)},
		vars:  map[string]string{},
		cache: map[string]*regexp.Regexp{},
	}
	if err := c.define(opts.Defines); err != nil {
		return err
	}
	checks, err := c.readChecks()
	if err != nil {
		return err
	}
	if len(input) == 0 && !opts.AllowEmpty {
		return fmt.Errorf("FileCheck error: '%s' is empty.", opts.InputName)
	}
	if !c.checkInput(checks) {
		return errors.New(c.out.String())
	}
	return nil
}

func validatePrefixes(prefixes []string) error {
	seen := map[string]bool{"COM": true, "RUN": true}
	for _, p := range prefixes {
		if !validPrefix.MatchString(p) {
			return fmt.Errorf("error: supplied check prefix must start with a letter and "+
				"contain only alphanumeric characters, hyphens, and underscores: '%s'", p)
		}
		if seen[p] {
			return fmt.Errorf("error: supplied check prefix must be unique among check "+
				"and comment prefixes: '%s'", p)
		}
		seen[p] = true
	}
	return nil
}

// define sets the -D variables.
func (c *checker) define(defs []string) error {
	for _, d := range defs {
		name, value, ok := strings.Cut(d, "=")
		if !ok {
			return fmt.Errorf("Global defines:1:1: error: missing equal sign in global definition: %q", d)
		}
		if !validVarName(name) {
			return fmt.Errorf("Global defines:1:1: error: invalid name in string variable definition '%s'", name)
		}
		c.vars[name] = value
	}
	return nil
}

// validVarName reports whether s is a whole variable name, $ allowed.
func validVarName(s string) bool {
	s = strings.TrimPrefix(s, "$")
	return s != "" && varNameLen(s) == len(s)
}

// varNameLen is the length of the variable name at the start of s:
// [A-Za-z_][A-Za-z0-9_]*, or 0 when s does not start with one.
func varNameLen(s string) int {
	if s == "" || !(s[0] == '_' || isAlpha(s[0])) {
		return 0
	}
	n := 1
	for n < len(s) && (s[n] == '_' || isAlpha(s[n]) || isDigit(s[n])) {
		n++
	}
	return n
}

func isAlpha(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isWordByte reports whether b can be part of a check-like word.
func isWordByte(b byte) bool { return isAlpha(b) || isDigit(b) || b == '-' || b == '_' }

// canonicalize drops the \r of each \r\n and, when squeeze is set, turns
// every run of spaces and tabs into one space, as FileCheck does to both
// files before matching.
func canonicalize(s string, squeeze bool) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			continue
		}
		if !squeeze || (ch != ' ' && ch != '\t') {
			b.WriteByte(ch)
			continue
		}
		b.WriteByte(' ')
		for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t') {
			i++
		}
	}
	return b.String()
}

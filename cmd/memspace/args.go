package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"memspace/diag"
)

// The command line as opt reads it: "@FILE" is replaced by the words of
// FILE (a response file, read recursively), "--" ends the flags, and a
// flag that takes a value accepts it as the next word ("-target nvptx")
// as well as after "=".

// valueFlags are the flags whose value may be the next word.
var valueFlags = map[string]bool{
	"o": true, "passes": true, "p": true, "target": true, "mtriple": true, "pass-remarks-output": true,
	"cpuprofile": true, "memprofile": true, "pass-remarks": true, "pass-remarks-missed": true,
	"pass-remarks-analysis": true, "pass-remarks-filter": true, "filter-print-funcs": true,
	"error-limit": true, "report": true, "debug-only": true,
}

// stageConfig holds the flags of opt's debugging options and of the
// diagnostics (issue 13), kept apart from config to keep merges simple.
type stageConfig struct {
	remarks, remarksMissed, remarksAnalysis string // -pass-remarks*= regexes
	remarksFilter                           string
	printBefore, printAfter, printChanged   bool
	filterFuncs                             []string
	printPasses                             bool
	errorLimit                              int
	noWarnings, warningsAsErrors            bool
	report                                  string
}

// setStage handles the flags of stageConfig; ok is false for other names.
func (cfg *config) setStage(name, value string, hasValue bool) (ok bool, err error) {
	s := &cfg.stage
	needValue := func() error {
		if !hasValue {
			return fmt.Errorf("-%s needs a value (-%s=...)", name, name)
		}
		return nil
	}
	switch name {
	case "pass-remarks":
		s.remarks, err = value, needValue()
	case "pass-remarks-missed":
		s.remarksMissed, err = value, needValue()
	case "pass-remarks-analysis":
		s.remarksAnalysis, err = value, needValue()
	case "pass-remarks-filter":
		s.remarksFilter, err = value, needValue()
	case "print-before-all":
		s.printBefore, err = boolFlag(name, value, hasValue)
	case "print-after-all":
		s.printAfter, err = boolFlag(name, value, hasValue)
	case "print-changed":
		s.printChanged, err = boolFlag(name, value, hasValue)
	case "filter-print-funcs":
		if err = needValue(); err == nil {
			s.filterFuncs = append(s.filterFuncs, strings.Split(value, ",")...)
		}
	case "print-passes":
		s.printPasses, err = boolFlag(name, value, hasValue)
	case "error-limit":
		if err = needValue(); err == nil {
			s.errorLimit, err = strconv.Atoi(value)
			if err != nil || s.errorLimit < 0 {
				err = fmt.Errorf("invalid value '%s' for option '-error-limit': expected a count (0: no limit)", value)
			}
		}
	case "w":
		s.noWarnings, err = boolFlag(name, value, hasValue)
	case "Werror":
		s.warningsAsErrors, err = boolFlag(name, value, hasValue)
	case "report":
		s.report, err = value, needValue()
	case "debug-only":
		if err = needValue(); err == nil {
			err = cfg.debugOnly(value)
		}
	default:
		return false, nil
	}
	return true, err
}

func boolFlag(name, value string, hasValue bool) (bool, error) {
	if !hasValue {
		return true, nil
	}
	switch strings.ToLower(value) {
	case "1", "true":
		return true, nil
	case "0", "false":
		return false, nil
	}
	return false, fmt.Errorf("invalid value '%s' for option '-%s': expected true or false", value, name)
}

// expandResponseFiles replaces every "@FILE" word by the words of FILE,
// split at white space, with '...' and "..." quoting and backslash escapes
// (GNU style, as LLVM's tools read them). Words after "--" are left alone.
func expandResponseFiles(args []string) ([]string, error) {
	var out []string
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...), nil
		}
		if len(a) < 2 || a[0] != '@' {
			out = append(out, a)
			continue
		}
		words, err := readResponseFile(a[1:], 0)
		if err != nil {
			return nil, err
		}
		out = append(out, words...)
	}
	return out, nil
}

func readResponseFile(path string, depth int) ([]string, error) {
	if depth > 20 {
		return nil, fmt.Errorf("response file '%s': nested too deep", path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("could not open response file '%s': %v", path, unwrapPathError(err))
	}
	var out []string
	for _, w := range splitWords(string(b)) {
		if len(w) > 1 && w[0] == '@' {
			more, err := readResponseFile(w[1:], depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, more...)
			continue
		}
		out = append(out, w)
	}
	return out, nil
}

// splitWords splits text into words like a POSIX shell without expansions.
func splitWords(s string) []string {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '\'' || c == '"'):
			quote, inWord = c, true
		case c == '\\' && quote != '\'' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			inWord = true
		case quote == 0 && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}

// diagPolicy turns -w, -Werror and -error-limit into the engine's policy.
func diagPolicy(s *stageConfig) diag.Policy {
	return diag.Policy{NoWarnings: s.noWarnings, WarningsAsErrors: s.warningsAsErrors, ErrorLimit: s.errorLimit}
}

// debugOnly maps opt's -debug-only=NAME,... to the passes' own traces:
// ipmsp's worklist transcript and memspace-opt's lattice trace.
func (cfg *config) debugOnly(list string) error {
	traces := map[string]string{"ipmsp": "dump-ip-msp", "memspace-opt": "memspace-opt-verbose"}
	for _, n := range strings.Split(list, ",") {
		opt, ok := traces[strings.TrimSpace(n)]
		if !ok {
			return fmt.Errorf("-debug-only=%s: no debug output for '%s' (known: ipmsp, memspace-opt)", list, n)
		}
		if err := cfg.opts.Set(opt, "true"); err != nil {
			return err
		}
	}
	return nil
}

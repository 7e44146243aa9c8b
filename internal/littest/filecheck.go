package littest

import (
	"fmt"
	"os"
	"strings"

	"memspace/internal/filecheck"
)

// fileCheck runs internal/filecheck with FileCheck's command line on
// input. Like FileCheck it exits 1 on a failed check and 2 on bad usage.
func (e *env) fileCheck(args []string, input []byte) result {
	usage := func(format string, a ...any) result {
		return result{stderr: []byte(fmt.Sprintf("FileCheck: "+format+"\n", a...)), code: 2}
	}
	fc, err := parseFileCheckArgs(args)
	if err != nil {
		return usage("%v", err)
	}
	check, err := os.ReadFile(e.path(fc.checkFile))
	if err != nil {
		return usage("%v", err)
	}
	if fc.inputFile != "" {
		if input, err = os.ReadFile(e.path(fc.inputFile)); err != nil {
			return usage("%v", err)
		}
		fc.opts.InputName = fc.inputFile
	}
	if err := filecheck.Check(fc.checkFile, check, input, fc.opts); err != nil {
		return result{stderr: []byte(err.Error() + "\n"), code: 1}
	}
	return result{}
}

// fileCheckArgs is a parsed FileCheck command line.
type fileCheckArgs struct {
	checkFile string
	inputFile string
	opts      filecheck.Options
}

// boolFlags maps FileCheck's boolean flags to the option they set.
var boolFlags = map[string]func(*filecheck.Options){
	"allow-empty":           func(o *filecheck.Options) { o.AllowEmpty = true },
	"allow-unused-prefixes": func(o *filecheck.Options) { o.AllowUnusedPrefixes = true },
	"strict-whitespace":     func(o *filecheck.Options) { o.StrictWhitespace = true },
	"ignore-case":           func(o *filecheck.Options) { o.IgnoreCase = true },
	"match-full-lines":      func(o *filecheck.Options) { o.MatchFullLines = true },
	"enable-var-scope":      func(o *filecheck.Options) { o.EnableVarScope = true },
}

// ignoredFlags only change how FileCheck prints.
var ignoredFlags = map[string]bool{"dump-input": true, "dump-input-filter": true,
	"dump-input-context": true, "color": true, "v": true, "vv": true}

// valueFlags take a value, as --name=value or --name value.
var valueFlags = map[string]bool{"check-prefix": true, "check-prefixes": true,
	"implicit-check-not": true, "input-file": true}

func parseFileCheckArgs(args []string) (*fileCheckArgs, error) {
	fc := &fileCheckArgs{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			if fc.checkFile != "" {
				return nil, fmt.Errorf("more than one check file: %s and %s", fc.checkFile, a)
			}
			fc.checkFile = a
			continue
		}
		if strings.HasPrefix(a, "-D") {
			fc.opts.Defines = append(fc.opts.Defines, a[2:])
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch {
		case valueFlags[name]:
			if !hasValue {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("missing value for %s", a)
				}
				i++
				value = args[i]
			}
			fc.setValue(name, value)
		case boolFlags[name] != nil:
			if !hasValue || value == "true" || value == "1" {
				boolFlags[name](&fc.opts)
			}
		case ignoredFlags[name]:
		default:
			return nil, fmt.Errorf("unsupported option %s", a)
		}
	}
	if fc.checkFile == "" {
		return nil, fmt.Errorf("no check file given")
	}
	return fc, nil
}

func (fc *fileCheckArgs) setValue(name, value string) {
	switch name {
	case "check-prefix":
		fc.opts.Prefixes = append(fc.opts.Prefixes, value)
	case "check-prefixes":
		fc.opts.Prefixes = append(fc.opts.Prefixes, strings.Split(value, ",")...)
	case "implicit-check-not":
		fc.opts.ImplicitCheckNot = append(fc.opts.ImplicitCheckNot, value)
	case "input-file":
		fc.inputFile = value
	}
}

package main

import (
	"fmt"
	"io"
	"reflect"
	"strings"

	"memspace/pass"
)

// usage prints -help: every flag with its default, booleans as true/false.
func usage(w io.Writer) {
	fmt.Fprint(w, `usage: memspace [flags] [input.ll|input.bc|-] [-- input]
       memspace @FILE      (flags and input read from a response file)

Input and output:
  -o FILE                      output file (default: stdout); written atomically, never on failure;
                               FILE.bc is written as bitcode
  -emit-bitcode                write bitcode (to a terminal only with -f) (default false)
  -f                           write bitcode even to a terminal (default false)
  -S                           accepted for opt compatibility (text unless bitcode is asked for)
  -disable-output              write no module, as opt (for reports such as aa-eval) (default false)
  -passes=LIST                 passes to run (default: the default pipeline); empty: none (round trip);
                               opt's nesting is accepted: module(...), function(...), cgscc(...)
  -p=LIST                      alias for -passes, as in opt
  -mtriple=TRIPLE              override the module's target triple, as opt (it is written out too)
  -target=nvptx|spir|amdgpu    override the target taken from the triple (default: from the triple)
  -print-passes                list the pass names and exit (default false)
  -verify-each                 verify the module after every pass (default false: after the last)

Diagnostics:
  -error-limit=N               stop printing errors after N, then "too many errors" (default 20; 0: no limit)
  -w                           suppress warnings (default false)
  -Werror                      treat warnings as errors (default false)

Remarks (like opt's and clang's -Rpass):
  -pass-remarks=REGEX          print Passed remarks of the passes matching REGEX (default: none)
  -pass-remarks-missed=REGEX   print Missed remarks (why a pointer stays generic) (default: none)
  -pass-remarks-analysis=REGEX print Analysis remarks (default: none)
  -pass-remarks-output=FILE    write all remarks as LLVM YAML, even when the run fails (default: none)
  -pass-remarks-filter=REGEX   only the passes matching REGEX go to the YAML file (default: all)
  -report=FILE.html            write a self-contained HTML report (default: none)

Debugging:
  -print-before-all            print the module before each pass, on stderr (default false)
  -print-after-all             print the module after each pass, on stderr (default false)
  -print-changed               print the module after each pass that changed it (default false)
  -filter-print-funcs=F1,F2    print only these functions in the dumps above (default: all)
  -debug-only=ipmsp,memspace-opt  the passes' traces on stderr (= -dump-ip-msp, -memspace-opt-verbose)
  -stats                       print counters to stderr (default false)
  -time-passes                 wall and processor time, heap allocated, of each phase (default false)
  -cpuprofile=FILE             write a Go CPU profile (default: none)
  -memprofile=FILE             write a Go allocation profile at exit (default: none)

Exit status: 0 success; 1 for a command-line error, unreadable or invalid input, an error
diagnostic (or a warning under -Werror), a failed pass or a failed write.
`)
	fmt.Fprintf(w, "\npasses: %s\n", strings.Join(pass.Names(), ", "))
	if names := pass.OptionNames(); len(names) > 0 {
		fmt.Fprintln(w, "\npass options (-name=value):")
		for _, n := range names {
			o, _ := pass.KnownOption(n)
			fmt.Fprintf(w, "  -%s (default %s) %s\n", n, optionDefault(o), o.Help)
		}
	}
}

// optionDefault spells a boolean option's default true or false.
func optionDefault(o pass.Option) string {
	if o.Check != nil && reflect.ValueOf(o.Check).Pointer() == reflect.ValueOf(pass.CheckBool).Pointer() {
		if b, err := pass.ParseBool(o.Default); err == nil {
			return fmt.Sprint(b)
		}
	}
	return o.Default
}

package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"memspace/ir"
	"memspace/llwrite"
	"memspace/pass"
)

// runPasses runs the pipeline one pass at a time, printing the module
// around the passes as opt's -print-before-all, -print-after-all and
// -print-changed do (restricted by -filter-print-funcs), on stderr:
//
//	; *** IR Dump After memspace-opt on [module] ***
//	; *** IR Dump After memspace-opt on [module] omitted because no change ***
//	; *** IR Dump After memspace-opt on _Z1kPf ***   (one function, filtered)
func runPasses(ctx *pass.Context, passes []pass.Pass, verify pass.Verifier, s *stageConfig,
	stderr io.Writer, done func(string)) error {
	if !s.printBefore && !s.printAfter && !s.printChanged {
		return pass.Run(ctx, passes, verify, done)
	}
	var last []byte
	if s.printChanged {
		last = llwrite.Bytes(ctx.Module)
	}
	for i, p := range passes {
		if i > 0 {
			ctx.Checkpoint()
		}
		if s.printBefore {
			dumpModule(stderr, "Before", p.Name, ctx.Module, s.filterFuncs, nil)
		}
		err := pass.Run(ctx, []pass.Pass{p}, verify, done)
		switch {
		case s.printChanged:
			now := llwrite.Bytes(ctx.Module)
			if bytes.Equal(now, last) {
				fmt.Fprintf(stderr, "; *** IR Dump After %s on [module] omitted because no change ***\n", p.Name)
			} else {
				dumpModule(stderr, "After", p.Name, ctx.Module, s.filterFuncs, now)
			}
			last = now
		case s.printAfter:
			dumpModule(stderr, "After", p.Name, ctx.Module, s.filterFuncs, nil)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// dumpModule prints the module (text, when already printed) or, with a
// function filter, each named function's definition.
func dumpModule(w io.Writer, when, name string, m *ir.Module, funcs []string, text []byte) {
	if text == nil {
		text = llwrite.Bytes(m)
	}
	if len(funcs) == 0 {
		fmt.Fprintf(w, "; *** IR Dump %s %s on [module] ***\n", when, name)
		w.Write(text)
		return
	}
	for _, f := range funcs {
		if def := functionText(text, f); def != "" {
			fmt.Fprintf(w, "; *** IR Dump %s %s on %s ***\n%s\n", when, name, f, def)
		}
	}
}

// functionText cuts the definition of @name out of a printed module.
func functionText(text []byte, name string) string {
	ref := "@" + ir.QuoteName(name) + "("
	for _, line := range bytes.SplitAfter(text, []byte("\ndefine ")) {
		head, _, _ := strings.Cut(string(line), "\n")
		if !strings.Contains(head, ref) {
			continue
		}
		body, _, ok := strings.Cut(string(line), "\n}\n")
		if !ok {
			continue
		}
		if !strings.HasPrefix(body, "define ") {
			body = "define " + body
		}
		return body + "\n}"
	}
	return ""
}

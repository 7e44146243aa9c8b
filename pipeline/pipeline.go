// Package pipeline knows memspace's passes and the default order they run in.
// Importing it registers every pass with package pass.
package pipeline

import (
	_ "memspace/aaeval"
	_ "memspace/alwaysinline"
	_ "memspace/ipmsp"
	"memspace/leftover"
	_ "memspace/lowergeneric"
	_ "memspace/memspaceopt"
	_ "memspace/nvvmverify"
	"memspace/pass"
	_ "memspace/restrict"
	"memspace/target"
	"memspace/wholeprogram"
)

// order is the default pipeline of §8 of the specification. Passes that are
// not built yet are skipped, so the default grows as they arrive.
var order = []struct {
	name    string
	targets string // "" for every target, else the only target it runs on
	flag    string // "": always; else the boolean option that adds it
	remarks bool   // only when remarks are collected (it only explains)
}{
	{wholeprogram.Name, "", wholeprogram.Option, false}, // -whole-program: first
	{"ipmsp", "", "", false},
	// always-inline folds ipmsp's clones into their callers, so the output
	// is ready for llc; memspace-opt then sees each inlined body in its
	// caller's context, and a second run of the pipeline changes nothing.
	{"always-inline", "", "", false},
	{"memspace-opt", "", "", false},
	{"process-restrict", "", "", false},
	{"lower-generic", "spir", "lower-generic", false},
	{"nvvm-verify", "nvptx", "nvvm-verify", false},
	// Last: changes nothing, only explains (with -pass-remarks-output);
	// left out otherwise, which spares the pipeline a pass boundary (a
	// collection of the heap, seconds on a 50 MB module).
	{leftover.Name, "", "", true},
}

// Default returns the default pipeline for target t, none for a nil
// (unknown) target; opts, when given, turn on the passes that a flag adds.
// The passes that only explain are left out (WithRemarks has them).
func Default(t *target.Target, opts ...*pass.Options) []pass.Pass { return build(t, opts, false) }

// WithRemarks is Default for a run that collects remarks
// (-pass-remarks-output): report-generic joins last.
func WithRemarks(t *target.Target, opts ...*pass.Options) []pass.Pass { return build(t, opts, true) }

func build(t *target.Target, opts []*pass.Options, remarks bool) []pass.Pass {
	if t == nil {
		return nil // no GPU target: nothing to infer (the command warns)
	}
	var out []pass.Pass
	for _, e := range order {
		if e.targets != "" && (t == nil || t.Name() != e.targets) {
			continue
		}
		if e.flag != "" && (len(opts) == 0 || !opts[0].Bool(e.flag)) || e.remarks && !remarks {
			continue
		}
		if p, ok := pass.Lookup(e.name); ok {
			out = append(out, p)
		}
	}
	return out
}

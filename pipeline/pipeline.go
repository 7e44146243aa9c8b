// Package pipeline knows memspace's passes and the default order they run in.
// Importing it registers every pass with package pass.
package pipeline

import (
	_ "memspace/aaeval"
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
}{
	{wholeprogram.Name, "", wholeprogram.Option}, // -whole-program: first
	{"ipmsp", "", ""},
	{"memspace-opt", "", ""},
	{"process-restrict", "", ""},
	{"lower-generic", "spir", "lower-generic"},
	{"nvvm-verify", "nvptx", "nvvm-verify"},
	// Last: changes nothing, only explains (with -pass-remarks-output).
	{leftover.Name, "", ""},
}

// Default returns the default pipeline for target t (nil: unknown target);
// opts, when given, turn on the passes that a flag appends.
func Default(t *target.Target, opts ...*pass.Options) []pass.Pass {
	var out []pass.Pass
	for _, e := range order {
		if e.targets != "" && (t == nil || t.Name() != e.targets) {
			continue
		}
		if e.flag != "" && (len(opts) == 0 || !opts[0].Bool(e.flag)) {
			continue
		}
		if p, ok := pass.Lookup(e.name); ok {
			out = append(out, p)
		}
	}
	return out
}

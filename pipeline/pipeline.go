// Package pipeline knows memspace's passes and the default order they run in.
// Importing it registers every pass with package pass.
package pipeline

import (
	_ "memspace/aaeval"
	_ "memspace/ipmsp"
	_ "memspace/memspaceopt"
	"memspace/pass"
	_ "memspace/restrict"
	"memspace/target"
)

// order is the default pipeline of §8 of the specification. Passes that are
// not built yet are skipped, so the default grows as they arrive.
var order = []struct {
	name    string
	targets string // "" for every target, else the only target it runs on
}{
	{"ipmsp", ""},
	{"memspace-opt", ""},
	{"process-restrict", ""},
	{"lower-generic", "spir"},
}

// Default returns the default pipeline for target t (nil: unknown target).
func Default(t *target.Target) []pass.Pass {
	var out []pass.Pass
	for _, e := range order {
		if e.targets != "" && (t == nil || t.Name() != e.targets) {
			continue
		}
		if p, ok := pass.Lookup(e.name); ok {
			out = append(out, p)
		}
	}
	return out
}

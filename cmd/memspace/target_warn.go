package main

import (
	"fmt"

	"memspace/ir"
	"memspace/target"
)

// targetWarnings says when the target memspace works for is not the
// module's: -target= overriding a GPU triple of another target, -target=
// on a module whose triple names no GPU, or no GPU target at all (then
// the default pipeline does nothing).
func targetWarnings(cfg *config, m *ir.Module, t *target.Target) []string {
	fromTriple, _ := target.FromTriple(m.Triple)
	var out []string
	switch {
	case cfg.target != "" && fromTriple != nil && t != nil && fromTriple.Name() != t.Name():
		out = append(out, fmt.Sprintf("-target=%s overrides the module's target triple '%s' (%s)",
			cfg.target, m.Triple, fromTriple.Name()))
	case cfg.target != "" && fromTriple == nil && m.Triple != "":
		out = append(out, fmt.Sprintf("-target=%s on a module whose target triple '%s' names no GPU target",
			cfg.target, m.Triple))
	case cfg.target == "" && t == nil && m.Triple != "":
		out = append(out, fmt.Sprintf("the target triple '%s' names no GPU target: nothing done (give -target=nvptx|spir|amdgpu)", m.Triple))
	case cfg.target == "" && t == nil:
		out = append(out, "the module has no target triple: nothing done (give -target=nvptx|spir|amdgpu)")
	}
	return out
}

package irverify

import (
	"memspace/ir"
)

// checkModuleFlags applies LLVM's verifier rules for !llvm.module.flags:
// each flag is {behavior, !"id", value} with a behavior from 1 (error) to
// 8 (min), the value each behavior needs, ids unique but for require
// flags, and every requirement met. The linker merges modules by these
// rules; a flag that breaks them has no meaning it could merge, and
// llvm-as refuses the text.
func checkModuleFlags(m *ir.Module) []problem {
	var nm *ir.NamedMD
	for _, n := range m.NamedMD {
		if n != nil && n.Name == "llvm.module.flags" {
			nm = n
			break
		}
	}
	if nm == nil {
		return nil
	}
	var out []problem
	bad := func(msg string) { out = append(out, problem{"!llvm.module.flags: " + msg, nil}) }
	seen := map[string]bool{}
	type requirement struct {
		id    string
		value ir.Metadata
	}
	var reqs []requirement
	values := map[string]ir.Metadata{}
	for _, op := range nm.Nodes {
		flag, ok := op.(*ir.MDNode)
		if !ok || flag == nil || flag.Kind != "" || len(flag.Ops) != 3 {
			bad("incorrect number of operands in module flag")
			continue
		}
		behavior, msg := flagBehavior(flag.Ops[0])
		if msg != "" {
			bad(msg)
			continue
		}
		id, ok := flag.Ops[1].(*ir.MDString)
		if !ok || id == nil {
			bad("invalid ID operand in module flag (expected metadata string)")
			continue
		}
		val := flag.Ops[2]
		if msg := flagValueProblem(behavior, id.Value, val); msg != "" {
			bad(msg)
			continue
		}
		if behavior == flagRequire {
			pair := val.(*ir.MDNode)
			reqs = append(reqs, requirement{pair.Ops[0].(*ir.MDString).Value, pair.Ops[1]})
			continue
		}
		if seen[id.Value] {
			bad("module flag identifiers must be unique (or of 'require' type)")
			continue
		}
		seen[id.Value] = true
		values[id.Value] = val
	}
	for _, r := range reqs {
		v, ok := values[r.id]
		switch {
		case !ok:
			bad("invalid requirement on flag, flag is not present in module")
		case !sameMetadata(v, r.value):
			bad("invalid requirement on flag, flag does not have the required value")
		}
	}
	return out
}

// The module flag behaviors LLVM knows (Module::ModFlagBehavior).
const (
	flagError = 1 + iota
	flagWarning
	flagRequire
	flagOverride
	flagAppend
	flagAppendUnique
	flagMax
	flagMin
)

// flagBehavior reads a flag's behavior, an integer constant of any width.
func flagBehavior(md ir.Metadata) (int64, string) {
	c := constIntOf(md)
	if c == nil {
		return 0, "invalid behavior operand in module flag (expected constant integer)"
	}
	v := c.V
	if c.Type().(*ir.IntType).Bits == 1 {
		v &= 1
	}
	if c.Big != nil || v < flagError || v > flagMin {
		return 0, "invalid behavior operand in module flag (unexpected constant)"
	}
	return v, ""
}

// flagValueProblem checks a flag's value against its behavior and, for
// the ids LLVM knows, against what the id needs.
func flagValueProblem(behavior int64, id string, val ir.Metadata) string {
	switch behavior {
	case flagMin:
		if c := constIntOf(val); c == nil || c.Big != nil && c.Big.Sign() < 0 || c.Big == nil && c.V < 0 {
			return "invalid value for 'min' module flag (expected constant non-negative integer)"
		}
	case flagMax:
		if constIntOf(val) == nil {
			return "invalid value for 'max' module flag (expected constant integer)"
		}
	case flagRequire:
		pair, ok := val.(*ir.MDNode)
		if !ok || pair == nil || pair.Kind != "" || len(pair.Ops) != 2 {
			return "invalid value for 'require' module flag (expected metadata pair)"
		}
		if s, ok := pair.Ops[0].(*ir.MDString); !ok || s == nil {
			return "invalid value for 'require' module flag (first value operand should be a string)"
		}
	case flagAppend, flagAppendUnique:
		if n, ok := val.(*ir.MDNode); !ok || n == nil {
			return "invalid value for 'append'-type module flag (expected a metadata node)"
		}
	}
	switch id {
	case "wchar_size", "SemanticInterposition":
		if constIntOf(val) == nil {
			return id + " metadata requires constant integer argument"
		}
	case "Linker Options":
		return "'Linker Options' named metadata no longer supported"
	}
	return ""
}

// constIntOf returns the integer constant md wraps, or nil.
func constIntOf(md ir.Metadata) *ir.ConstInt {
	vm, ok := md.(*ir.ValueAsMetadata)
	if !ok || vm == nil {
		return nil
	}
	c, _ := vm.V.(*ir.ConstInt)
	return c
}

// sameMetadata reports whether a and b are the same metadata as LLVM
// uniques it: the same node, string, or constant of the same type.
func sameMetadata(a, b ir.Metadata) bool {
	if a == b {
		return true
	}
	switch x := a.(type) {
	case *ir.MDString:
		y, ok := b.(*ir.MDString)
		return ok && x != nil && y != nil && x.Value == y.Value
	case *ir.ValueAsMetadata:
		y, ok := b.(*ir.ValueAsMetadata)
		if !ok || x == nil || y == nil {
			return false
		}
		if x.V == y.V {
			return true
		}
		cx, okx := x.V.(*ir.ConstInt)
		cy, oky := y.V.(*ir.ConstInt)
		return okx && oky && cx.Type() == cy.Type() && cx.V == cy.V && (cx.Big == nil) == (cy.Big == nil) &&
			(cx.Big == nil || cx.Big.Cmp(cy.Big) == 0)
	case *ir.MDNode:
		y, ok := b.(*ir.MDNode)
		if !ok || x == nil || y == nil || x.Distinct || y.Distinct || x.Kind != "" || y.Kind != "" || len(x.Ops) != len(y.Ops) {
			return false
		}
		for i := range x.Ops {
			if !sameMetadata(x.Ops[i], y.Ops[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// checkStringLists: each entry of !llvm.ident and !llvm.commandline is a
// tuple of one string (the producer, the command line), as LLVM's
// verifier wants them.
func checkStringLists(m *ir.Module) []problem {
	var out []problem
	for _, nm := range m.NamedMD {
		if nm == nil || nm.Name != "llvm.ident" && nm.Name != "llvm.commandline" {
			continue
		}
		for _, op := range nm.Nodes {
			n, ok := op.(*ir.MDNode)
			if !ok || n == nil || n.Kind != "" || len(n.Ops) != 1 {
				out = append(out, problem{"!" + nm.Name + ": incorrect number of operands in " + nm.Name + " metadata", nil})
			} else if _, ok := n.Ops[0].(*ir.MDString); !ok {
				out = append(out, problem{"!" + nm.Name + ": invalid value for " + nm.Name + " metadata entry operand(the operand should be a string)", nil})
			}
		}
	}
	return out
}

// checkErrnoTBAA applies LLVM's rule for !llvm.errno.tbaa, the access tags
// of errno that a module names: the list is not empty, and each is a
// valid access tag.
func checkErrnoTBAA(m *ir.Module) []problem {
	for _, n := range m.NamedMD {
		if n == nil || n.Name != "llvm.errno.tbaa" {
			continue
		}
		if len(n.Nodes) == 0 {
			return []problem{{"llvm.errno.tbaa must have at least one operand", nil}}
		}
		for _, tag := range n.Nodes {
			// Each is an access tag, checked as one on a load (bitcode
			// mutant 296 of seed 501).
			if t, ok := tag.(*ir.MDNode); ok && t != nil {
				if len(t.Ops) > 0 && !isStructPathTag(t) {
					// Only instructions' tags are upgraded as they are read
					// (record mutant 211 of seed 2).
					return []problem{{"!llvm.errno.tbaa: Old-style TBAA is no longer allowed, use struct-path TBAA instead", nil}}
				}
				if msg := tbaaTagProblem(t); msg != "" {
					return []problem{{"!llvm.errno.tbaa: " + msg, nil}}
				}
			}
		}
	}
	return nil
}

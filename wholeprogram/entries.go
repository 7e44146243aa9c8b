package wholeprogram

import "memspace/ir"

// entryPoints are the definitions that stay visible: the kernels, what
// llvm.used and llvm.compiler.used name, and what named metadata refers
// to (nvvm.annotations also marks textures, surfaces and managed
// variables, which the host finds by name).
func entryPoints(m *ir.Module) map[ir.GlobalValue]bool {
	out := map[ir.GlobalValue]bool{}
	for _, f := range m.KernelFunctions() {
		out[f] = true
	}
	for _, name := range []string{"llvm.used", "llvm.compiler.used"} {
		if g := m.Global(name); g != nil && g.Init != nil {
			globalsIn(g.Init, map[ir.Value]bool{}, func(x ir.GlobalValue) { out[x] = true })
		}
	}
	seen := map[ir.Metadata]bool{}
	for _, n := range m.NamedMD {
		for _, op := range n.Nodes {
			globalsInMD(op, seen, func(x ir.GlobalValue) { out[x] = true })
		}
	}
	return out
}

// globalsIn calls fn with every global value that constant c refers to,
// looking through constant expressions and aggregates (each once).
func globalsIn(c ir.Value, seen map[ir.Value]bool, fn func(ir.GlobalValue)) {
	switch c := c.(type) {
	case ir.GlobalValue:
		fn(c)
	case ir.Constant:
		u, ok := c.(ir.User)
		if !ok || seen[c] {
			return
		}
		seen[c] = true
		for _, op := range u.Operands() {
			globalsIn(op, seen, fn)
		}
	}
}

// globalsInMD calls fn with every global value a metadata tree refers to.
func globalsInMD(md ir.Metadata, seen map[ir.Metadata]bool, fn func(ir.GlobalValue)) {
	if md == nil || seen[md] {
		return
	}
	seen[md] = true
	switch md := md.(type) {
	case *ir.ValueAsMetadata:
		globalsIn(md.V, map[ir.Value]bool{}, fn)
	case *ir.MDNode:
		for _, op := range md.Ops {
			globalsInMD(op, seen, fn)
		}
		for _, f := range md.Fields {
			globalsInMD(f.Value, seen, fn)
		}
	}
}

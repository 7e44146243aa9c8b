package llread

import (
	"memspace/ir"
)

// Use lists are linked in two parts. A worker links the uses of a body's
// own values (instructions, parameters, blocks) as soon as the body is
// parsed; uses of module-level values (globals, and the constants that may
// name them) are shared between functions, so they are linked afterwards
// on one goroutine, in module order, which keeps every use list
// deterministic. Constants are never shared between users by the reader,
// so each is linked exactly once.

// moduleLevel reports whether v's use list may be shared between functions.
func moduleLevel(v ir.Value) bool {
	switch v.(type) {
	case *ir.Instruction, *ir.Argument, *ir.Block, nil:
		return false
	case ir.GlobalValue, *ir.ConstExpr, *ir.ConstAggregate, *ir.ConstRef:
		return true
	}
	return false
}

// bodyLinks is what a worker leaves for the sequential linker.
type bodyLinks struct {
	instrs []*ir.Instruction     // have module-level operands
	vams   []*ir.ValueAsMetadata // wrap module-level values
}

// linker links a function body's local uses.
type linker struct {
	scratch []ir.Value
	out     bodyLinks
}

// linkBody links the local uses in f and returns the rest.
func (l *linker) linkBody(f *ir.Function) bodyLinks {
	l.out = bodyLinks{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			l.linkInstr(in)
		}
	}
	return l.out
}

func (l *linker) linkInstr(in *ir.Instruction) {
	ops := in.Operands()
	mixed := false
	for _, op := range ops {
		switch v := op.(type) {
		case *ir.MetadataAsValue:
			l.localMD(v.MD)
		default:
			if moduleLevel(op) {
				mixed = true
			}
		}
	}
	if !mixed {
		ir.LinkOperands(in)
	} else {
		l.scratch = linkPart(in, l.scratch, false)
		l.out.instrs = append(l.out.instrs, in)
	}
	for _, r := range in.DbgRecords() {
		for _, a := range r.Args {
			l.localMD(a)
		}
	}
	for _, a := range in.MD {
		if n, ok := a.Node.(*ir.MDNode); ok && isInline(n) {
			l.localMD(n)
		}
	}
}

// linkPart links the operands of user that are module-level (global true)
// or local (global false): the others are hidden for the call to
// ir.LinkOperands and put back after.
func linkPart(user ir.User, scratch []ir.Value, global bool) []ir.Value {
	ops := user.Operands()
	scratch = append(scratch[:0], ops...)
	for i, op := range ops {
		if moduleLevel(op) != global {
			ops[i] = nil
		}
	}
	ir.LinkOperands(user)
	copy(ops, scratch)
	return scratch
}

// localMD links function-local metadata: values wrapped in inline nodes.
func (l *linker) localMD(md ir.Metadata) {
	switch m := md.(type) {
	case *ir.ValueAsMetadata:
		if moduleLevel(m.V) {
			l.out.vams = append(l.out.vams, m)
		} else {
			ir.LinkOperands(m)
		}
	case *ir.MDNode:
		if !isInline(m) {
			return
		}
		for _, op := range m.Ops {
			l.localMD(op)
		}
		for _, f := range m.Fields {
			l.localMD(f.Value)
		}
	}
}

// linkConst links a constant's operands, and theirs.
func linkConst(v ir.Value) {
	switch c := v.(type) {
	case *ir.ConstExpr, *ir.ConstAggregate, *ir.ConstRef:
		u := c.(ir.User)
		ir.LinkOperands(u)
		for _, op := range u.Operands() {
			linkConst(op)
		}
	}
}

// linkModule links the uses of module-level values, in module order:
// initializers, aliases, functions (their constants, then their bodies'
// deferred uses), then metadata.
func (ms *modState) linkModule(bodies map[*ir.Function]bodyLinks) {
	m := ms.m
	for _, g := range m.Globals {
		if g.Init != nil {
			ir.LinkOperands(g)
			linkConst(g.Init)
		}
	}
	for _, a := range m.Aliases {
		ir.LinkOperands(a)
		linkConst(a.Target)
	}
	var scratch []ir.Value
	for _, f := range m.Functions {
		ir.LinkOperands(f)
		for _, c := range f.Operands() {
			linkConst(c)
		}
		bl := bodies[f]
		for _, in := range bl.instrs {
			scratch = linkPart(in, scratch, true)
			for _, op := range in.Operands() {
				linkConst(op)
			}
		}
		for _, v := range bl.vams {
			ir.LinkOperands(v)
			linkConst(v.V)
		}
	}
	ms.linkModuleMD()
}

// linkModuleMD links the values wrapped in module-level metadata.
func (ms *modState) linkModuleMD() {
	m := ms.m
	var walk func(md ir.Metadata, top bool)
	walk = func(md ir.Metadata, top bool) {
		switch n := md.(type) {
		case *ir.ValueAsMetadata:
			ir.LinkOperands(n)
			linkConst(n.V)
		case *ir.MDNode:
			if n.Slot >= 0 && !top {
				return
			}
			for _, op := range n.Ops {
				walk(op, false)
			}
			for _, f := range n.Fields {
				walk(f.Value, false)
			}
		}
	}
	attachments := func(list []ir.MDAttachment) {
		for _, a := range list {
			walk(a.Node, false)
		}
	}
	for _, g := range m.Globals {
		attachments(g.MD)
	}
	for _, a := range m.Aliases {
		attachments(a.MD)
	}
	for _, f := range m.Functions {
		attachments(f.MD)
	}
	for _, n := range m.NamedMD {
		for _, op := range n.Nodes {
			walk(op, false)
		}
	}
	for _, n := range m.Metadata {
		walk(n, true)
	}
}

package llread

import (
	"slices"

	"memspace/ir"
)

// Use lists are linked once the whole module is read (so that a big
// input can be freed first, see Parse), in two parts that touch different
// use lists and so run at the same time. The uses of each body's own
// values (instructions, parameters, blocks) are linked body by body, in
// parallel; room for them was reserved (ir.ReserveUse) when the body was
// read, so that each of these lists is allocated once, at its size. Uses of
// module-level values (globals, and the constants that may name them) are
// shared between functions, so they are linked on one goroutine, in module
// order, which keeps every use list deterministic. Constants are never
// shared between users by the reader, so each is linked exactly once. A
// worker notes, as it parses a body, which of its users have module-level
// operands (bodyLinks).

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

// bodyLinks lists the users of a body with module-level operands.
type bodyLinks struct {
	instrs []*ir.Instruction     // have module-level operands
	vams   []*ir.ValueAsMetadata // wrap module-level values
}

// linker walks a function body: to note its users with module-level
// operands (collect), or to link the uses of its own values (link).
type linker struct {
	link   bool              // link local uses rather than collect
	instrs []*ir.Instruction // out.instrs, before they are copied
	out    bodyLinks
}

// collect returns the users of f with module-level operands, and reserves
// room for the uses of f's own values (ir.ReserveUse), which linkModule
// links later.
func (l *linker) collect(f *ir.Function) bodyLinks {
	l.link, l.out, l.instrs = false, bodyLinks{}, l.instrs[:0]
	l.walk(f)
	if len(l.instrs) > 0 {
		l.out.instrs = slices.Clone(l.instrs)
	}
	return l.out
}

func (l *linker) walk(f *ir.Function) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			l.instr(in)
		}
	}
}

func (l *linker) instr(in *ir.Instruction) {
	mixed := false
	for _, op := range in.Operands() {
		switch v := op.(type) {
		case *ir.MetadataAsValue:
			l.localMD(v.MD)
		default:
			switch {
			case moduleLevel(op):
				mixed = true
			case l.link:
				ir.LinkUse(in, op)
			default:
				ir.ReserveUse(op)
			}
		}
	}
	if mixed && !l.link {
		l.instrs = append(l.instrs, in)
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

// localMD walks function-local metadata: values wrapped in inline nodes.
func (l *linker) localMD(md ir.Metadata) {
	switch m := md.(type) {
	case *ir.ValueAsMetadata:
		switch {
		case moduleLevel(m.V):
			if !l.link {
				l.out.vams = append(l.out.vams, m)
			}
		case l.link:
			ir.LinkOperands(m)
		default:
			ir.ReserveUse(m.V)
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

// linkModule links every use list of m, whose function bodies are jobs
// (in module order): the bodies' own uses in parallel and, at the same
// time, those of module-level values, which are other use lists. A panic
// is raised again in the caller (see parallel).
func linkModule(m *ir.Module, jobs []*bodyJob) {
	var gl globalLinker
	var failed any
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() { failed = recover() }()
		gl.link(m, jobs)
	}()
	parallel(len(jobs), func(i int) {
		l := linker{link: true}
		l.walk(jobs[i].f)
	})
	<-done
	if failed != nil {
		panic(failed)
	}
	for _, u := range gl.later {
		ir.LinkUse(u.user, u.v)
	}
}

// globalLinker links the uses of module-level values. A constant may also
// name a block (blockaddress): those uses are left in later, to be linked
// after the bodies' own uses.
type globalLinker struct {
	later []use
}

// use is an operand of user.
type use struct {
	user ir.User
	v    ir.Value
}

// link links in module order: initializers, aliases, functions (their
// constants, then their bodies' users noted by collect), then metadata.
func (gl *globalLinker) link(m *ir.Module, jobs []*bodyJob) {
	for _, g := range m.Globals {
		if g.Init != nil {
			ir.LinkOperands(g)
			gl.constant(g.Init)
		}
	}
	for _, a := range m.Aliases {
		ir.LinkOperands(a)
		gl.constant(a.Target)
	}
	for _, f := range m.Functions {
		ir.LinkOperands(f)
		for _, c := range f.Operands() {
			gl.constant(c)
		}
		var bl bodyLinks
		if len(jobs) > 0 && jobs[0].f == f {
			bl, jobs = jobs[0].links, jobs[1:]
		}
		for _, in := range bl.instrs {
			for _, op := range in.Operands() {
				if moduleLevel(op) {
					ir.LinkUse(in, op)
					gl.constant(op)
				}
			}
		}
		for _, v := range bl.vams {
			ir.LinkOperands(v)
			gl.constant(v.V)
		}
	}
	if len(jobs) > 0 {
		panic("function bodies out of module order")
	}
	gl.metadata(m)
}

// constant links a constant's operands, and theirs.
func (gl *globalLinker) constant(v ir.Value) {
	switch c := v.(type) {
	case *ir.ConstExpr, *ir.ConstAggregate, *ir.ConstRef:
		u := c.(ir.User)
		for _, op := range u.Operands() {
			if _, ok := op.(*ir.Block); ok {
				gl.later = append(gl.later, use{u, op})
				continue
			}
			ir.LinkUse(u, op)
			gl.constant(op)
		}
	}
}

// metadata links the values wrapped in module-level metadata.
func (gl *globalLinker) metadata(m *ir.Module) {
	var walk func(md ir.Metadata, top bool)
	walk = func(md ir.Metadata, top bool) {
		switch n := md.(type) {
		case *ir.ValueAsMetadata:
			ir.LinkOperands(n)
			gl.constant(n.V)
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

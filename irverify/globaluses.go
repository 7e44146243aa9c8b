package irverify

import (
	"fmt"

	"memspace/ir"
)

// This file checks the use lists of global values. The walk visits what
// LinkModule links: instruction operands, initializers, aliasees, the
// constants of functions, and metadata (named, numbered, attached to
// instructions, functions and globals, and debug records), expanding each
// constant and value-as-metadata once. Stacks replace recursion so deep
// metadata cannot overflow.

// globalWalker counts the expected uses of global values and checks each
// constant expression and aggregate the first time it is reached.
type globalWalker struct {
	m       *ir.Module
	text    *moduleText
	uc      *useCount
	reached map[ir.User]bool // constants and value-as-metadata met
	mdSeen  map[*ir.MDNode]bool
	users   []ir.User     // constants waiting to be expanded
	mds     []ir.Metadata // metadata waiting to be visited
	// The instruction or global being walked, to locate constant problems.
	rootIn *ir.Instruction
	rootG  ir.GlobalValue
	errs   []problem
}

// checkGlobalUses checks the use lists of every global value of m.
func checkGlobalUses(m *ir.Module, names *moduleNames) []problem {
	globals := uniqueGlobals(m)
	uses := 0
	for _, g := range globals {
		uses += g.Common().NumUses()
	}
	w := &globalWalker{
		m:       m,
		text:    newModuleText(names),
		uc:      newUseCount(uses),
		reached: map[ir.User]bool{},
		mdSeen:  map[*ir.MDNode]bool{},
	}
	w.walkModule(m, globals)
	r := &globalReporter{w: w, text: w.text, errs: w.errs}
	r.record(globals)
	r.report(globals)
	return r.errs
}

// uniqueGlobals lists the module's global values once each.
func uniqueGlobals(m *ir.Module) []ir.GlobalValue {
	seen := map[ir.GlobalValue]bool{}
	var out []ir.GlobalValue
	for _, g := range allGlobals(m) {
		if !seen[g] {
			seen[g] = true
			out = append(out, g)
		}
	}
	return out
}

func (w *globalWalker) walkModule(m *ir.Module, globals []ir.GlobalValue) {
	for _, g := range globals {
		w.rootIn, w.rootG = nil, g
		if u, ok := g.(ir.User); ok {
			for _, op := range u.Operands() {
				w.use(u, op)
			}
		}
		for _, a := range g.Common().MD {
			w.pushMD(a.Node)
		}
		w.drain()
		if f, ok := g.(*ir.Function); ok {
			w.walkBody(f)
		}
	}
	w.rootIn, w.rootG = nil, nil
	for _, n := range m.NamedMD {
		if n != nil {
			for _, md := range n.Nodes {
				w.pushMD(md)
			}
		}
	}
	for _, n := range m.Metadata {
		w.pushMD(n)
	}
	w.drain()
}

func (w *globalWalker) walkBody(f *ir.Function) {
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		for _, in := range b.Instrs {
			if in == nil {
				continue
			}
			w.rootIn = in
			for _, op := range in.Operands() {
				w.use(in, op)
			}
			for _, a := range in.MD {
				w.pushMD(a.Node)
			}
			for _, r := range in.DbgRecords() {
				if r != nil {
					for _, md := range r.Args {
						w.pushMD(md)
					}
				}
			}
			w.drain()
		}
	}
}

// use counts an operand slot of u that refers to v.
func (w *globalWalker) use(u ir.User, v ir.Value) {
	if isNil(v) {
		return
	}
	switch v := v.(type) {
	case ir.GlobalValue:
		w.uc.expect(useKey{v, u})
	case *ir.MetadataAsValue:
		w.pushMD(v.MD)
	case *ir.ConstExpr:
		w.reach(v)
	case *ir.ConstAggregate:
		w.reach(v)
	case *ir.ConstRef:
		w.reach(v)
	}
}

// reach queues a constant user for expansion the first time it is met.
func (w *globalWalker) reach(u ir.User) {
	if !w.reached[u] {
		w.reached[u] = true
		w.users = append(w.users, u)
		w.checkConstant(u)
	}
}

func (w *globalWalker) pushMD(md ir.Metadata) {
	if md != nil {
		w.mds = append(w.mds, md)
	}
}

// drain expands queued constants and visits queued metadata.
func (w *globalWalker) drain() {
	for len(w.users) > 0 || len(w.mds) > 0 {
		if n := len(w.users); n > 0 {
			u := w.users[n-1]
			w.users = w.users[:n-1]
			for _, op := range u.Operands() {
				w.use(u, op)
			}
			continue
		}
		md := w.mds[len(w.mds)-1]
		w.mds = w.mds[:len(w.mds)-1]
		w.visitMD(md)
	}
}

func (w *globalWalker) visitMD(md ir.Metadata) {
	switch md := md.(type) {
	case *ir.ValueAsMetadata:
		if md != nil && !w.reached[md] {
			w.reached[md] = true
			w.use(md, md.V)
		}
	case *ir.MDNode:
		if md == nil || w.mdSeen[md] {
			return
		}
		w.mdSeen[md] = true
		for i := len(md.Ops) - 1; i >= 0; i-- {
			w.checkNodeOperand(md, md.Ops[i])
			w.pushMD(md.Ops[i])
		}
		for i := len(md.Fields) - 1; i >= 0; i-- {
			w.checkNodeOperand(md, md.Fields[i].Value)
			w.pushMD(md.Fields[i].Value)
		}
	}
}

// checkNodeOperand: a node holds no value of a function, unless it is a
// DIArgList (ir.WrapsLocal).
func (w *globalWalker) checkNodeOperand(n *ir.MDNode, op ir.Metadata) {
	if n.Kind != "DIArgList" && ir.WrapsLocal(op) {
		v := op.(*ir.ValueAsMetadata).V
		w.errs = append(w.errs, problem{"metadata: a node holds " + w.text.local(nil).ref(v) + ", a value of a function: Invalid operand for global metadata!", nil})
	}
}

// globalReporter turns the balance of the counts into messages.
type globalReporter struct {
	w    *globalWalker
	text *moduleText
	errs []problem
}

// counted reports whether the walk counted u's uses: instructions and
// global values always (those outside the module expect none), constants
// and metadata when the walk reached them.
func (r *globalReporter) counted(u ir.User) bool {
	switch u.(type) {
	case *ir.Instruction, *ir.Function, *ir.GlobalVariable, *ir.Alias:
		return true
	}
	return r.w.reached[u]
}

func (r *globalReporter) record(globals []ir.GlobalValue) {
	for _, g := range globals {
		for _, u := range g.Common().Users() {
			if isNilUser(u) {
				r.errorf(g, "use list has a nil entry")
				continue
			}
			r.w.uc.record(useKey{g, u}, r.counted(u))
		}
	}
}

func (r *globalReporter) report(globals []ir.GlobalValue) {
	uc := r.w.uc
	for _, g := range globals {
		for _, u := range g.Common().Users() {
			if isNilUser(u) {
				continue
			}
			k := useKey{g, u}
			_, isInstr := u.(*ir.Instruction)
			switch n := uc.n[k]; {
			case n < 0:
				uc.take(k)
				r.errorf(g, "use list has %s too many for %s", entries(-n), r.text.userText(u))
			case n > 0 && !isInstr:
				uc.take(k)
				r.errorf(g, "use list has %s too few for %s", entries(n), r.text.userText(u))
			}
		}
	}
	for _, k := range uc.order {
		n := uc.take(k)
		if n <= 0 {
			continue
		}
		if in, ok := k.u.(*ir.Instruction); ok {
			r.errs = append(r.errs, problem{r.text.where(in) + ": its use of " + r.text.names.global(k.v.(ir.GlobalValue)) +
				" is missing from that value's use list (" + entries(n) + ")", in})
			continue
		}
		r.errorf(k.v.(ir.GlobalValue), "use list misses %s for %s", entries(n), r.text.userText(k.u))
	}
}

func (r *globalReporter) errorf(g ir.GlobalValue, format string, args ...any) {
	r.errs = append(r.errs, problem{r.text.global(g) + ": " + fmt.Sprintf(format, args...), g})
}

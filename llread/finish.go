package llread

import (
	"memspace/ir"
)

// finish is the last phase: it resolves block addresses and uselistorder_bb
// directives. Parse then links the use lists (linkModule).
func (ms *modState) finish() error {
	refs := ms.blockRefs
	for _, j := range ms.jobs {
		refs = append(refs, j.more().blockRefs...)
	}
	var byFunc map[*ir.Function]*bodyJob
	if len(refs) > 0 || len(ms.bbOrders) > 0 {
		byFunc = make(map[*ir.Function]*bodyJob, len(ms.jobs))
		for _, j := range ms.jobs {
			byFunc[j.f] = j
		}
	}
	var first *perr
	for _, r := range refs {
		if r.c.Kind == ir.RefDSOLocalEquivalent {
			if err := ms.checkEquivalent(r); err != nil && (first == nil || err.before(first)) {
				first = err
			}
			continue
		}
		f, b, err := ms.findBlock(byFunc, r.c.Operands()[0], r.fnTok, r.bbTok)
		if err != nil {
			if first == nil || err.before(first) {
				first = err
			}
			continue
		}
		if b == f.Blocks[0] {
			// LLVM's verifier: no branch may enter the entry block.
			err := &perr{seq: int(r.bbTok.pos), off: int(r.bbTok.pos), msg: "blockaddress may not be used with the entry block!"}
			if first == nil || err.before(first) {
				first = err
			}
			continue
		}
		// Use lists are linked below, so the operands are set in place
		// (ir has no unlinked setter for ConstRef operands).
		ops := r.c.Operands()
		ops[0], ops[1] = f, b
	}
	for _, o := range ms.bbOrders {
		g := ms.lookupGlobal(o.fnTok)
		f, b, err := ms.findBlock(byFunc, g, o.fnTok, o.bbTok)
		if o.bbTok.kind == tLocalID && (err == nil || err.off == int(o.bbTok.pos)) {
			// LLVM checks the function, then refuses a numbered block.
			err = &perr{seq: int(o.bbTok.pos), off: int(o.bbTok.pos), msg: "invalid numeric label in uselistorder_bb"}
		}
		if err != nil {
			if first == nil || err.before(first) {
				first = err
			}
			continue
		}
		o.u.Func, o.u.Block = f, b
	}
	if err := ms.mixedDbgFormats(); err != nil && (first == nil || err.before(first)) {
		first = err
	}
	if first != nil {
		return first
	}
	return nil
}

// dbgFormats holds where a body first uses each form of debug info: a
// debug record and a call of an llvm.dbg intrinsic (offset+1, 0: none).
type dbgFormats struct{ record, intrinsic int32 }

// seeFirst notes a use at offset pos in *at, unless one came before.
func seeFirst(at *int32, pos int32) {
	if *at == 0 {
		*at = pos + 1
	}
}

// earlier returns the earlier of two first uses (0: none).
func earlier(a, b int32) int32 {
	if a == 0 || b != 0 && b < a {
		return b
	}
	return a
}

// isOldDbgIntrinsic reports whether name is one of the intrinsics that
// debug records replaced.
func isOldDbgIntrinsic(name string) bool {
	switch name {
	case "llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.assign", "llvm.dbg.label":
		return true
	}
	return false
}

// mixedDbgFormats refuses a module using debug records and llvm.dbg
// intrinsic calls both, as LLVM's text reader does: the first form it
// meets sets the module's, and the first use of the other is an error.
// Bodies are read in parallel, so the first uses are compared here.
func (ms *modState) mixedDbgFormats() *perr {
	var first dbgFormats
	for _, j := range ms.jobs {
		d := j.more().dbg
		first.record, first.intrinsic = earlier(first.record, d.record), earlier(first.intrinsic, d.intrinsic)
	}
	switch {
	case first.record == 0 || first.intrinsic == 0:
		return nil
	case first.record < first.intrinsic:
		at := int(first.intrinsic - 1)
		return &perr{seq: at, off: at, msg: "llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info"}
	}
	at := int(first.record - 1)
	return &perr{seq: at, off: at, msg: "debug record should not appear in a module containing debug info intrinsics"}
}

// checkEquivalent refuses a dso_local_equivalent of anything but a
// function, an alias of one or an ifunc, as LLVM's text reader does (its
// bitcode reader and verifier take any global).
func (ms *modState) checkEquivalent(r *blockRef) *perr {
	if equivalentTarget(r.c.Operands()[0], 0) {
		return nil
	}
	return &perr{seq: int(r.fnTok.pos), off: int(r.fnTok.pos),
		msg: "expected a function, alias to function, or ifunc in dso_local_equivalent"}
}

// equivalentTarget reports whether v is a function or an ifunc, or an
// alias whose aliasee's base object is a function; depth bounds a chain
// of aliases that the verifier will call a cycle.
func equivalentTarget(v ir.Value, depth int) bool {
	for depth < 64 {
		switch g := v.(type) {
		case *ir.Function:
			return true
		case *ir.Alias:
			if g.IFunc {
				return true
			}
			v, depth = g.Target, depth+1
		case *ir.ConstExpr:
			if g.Op != ir.OpGetElementPtr && g.Op != ir.OpBitCast && g.Op != ir.OpAddrSpaceCast {
				return false
			}
			v, depth = g.Operands()[0], depth+1
		default:
			return false
		}
	}
	return false
}

// lookupGlobal returns the global a @name or @N token names, or nil.
func (ms *modState) lookupGlobal(t token) ir.Value {
	var g ir.GlobalValue
	if t.kind == tGlobalID {
		g = ms.numGlobals[idOf(ms.src, t)]
	} else {
		g = ms.globals.get(nameOf(ms.src, t))
	}
	if g == nil {
		return nil
	}
	return g
}

// findBlock resolves the block bbTok of function v.
func (ms *modState) findBlock(byFunc map[*ir.Function]*bodyJob, v ir.Value, fnTok, bbTok token) (*ir.Function, *ir.Block, *perr) {
	f, ok := v.(*ir.Function)
	if !ok {
		return nil, nil, &perr{seq: int(fnTok.pos), off: int(fnTok.pos), msg: "expected function name, found '" +
			string(ms.src[fnTok.pos:fnTok.end]) + "'"}
	}
	j := byFunc[f]
	if j == nil {
		return nil, nil, &perr{seq: int(fnTok.pos), off: int(fnTok.pos), msg: "cannot take blockaddress inside a declaration"}
	}
	if bbTok.kind == tLocalID {
		id := idOf(ms.src, bbTok)
		for _, nb := range j.more().numbered {
			if nb.id == id {
				return f, nb.b, nil
			}
		}
	} else {
		name := nameOf(ms.src, bbTok)
		for _, b := range f.Blocks {
			if b.Name() == name {
				return f, b, nil
			}
		}
	}
	return nil, nil, &perr{seq: int(bbTok.pos), off: int(bbTok.pos),
		msg: "referenced value is not a basic block"}
}

// fixForwardRefs replaces the placeholders of top-level forward references
// to globals by the globals, in every constant and metadata operand the top
// level built.
func (ms *modState) fixForwardRefs() {
	fx := fixer{repl: ms.fwdRepl}
	m := ms.m
	for _, g := range m.Globals {
		if g.Init != nil {
			g.Init = fx.constant(g.Init)
		}
		fx.attachments(g.MD)
	}
	for _, a := range m.Aliases {
		a.Target = fx.constant(a.Target)
		fx.attachments(a.MD)
	}
	for _, f := range m.Functions {
		for _, c := range []*ir.Constant{&f.Prefix, &f.Prologue, &f.Personality} {
			if *c != nil {
				*c = fx.constant(*c)
			}
		}
		fx.attachments(f.MD)
	}
	for _, n := range m.Metadata {
		fx.node(n)
	}
	for _, n := range m.NamedMD {
		for _, op := range n.Nodes {
			fx.md(op)
		}
	}
	for _, u := range m.UseListOrders {
		if u.Value != nil {
			u.Value = fx.value(u.Value)
		}
	}
}

// fixer rewrites placeholder globals inside constants and metadata. Each
// numbered node is fixed once, from Module.Metadata; inline nodes belong to
// one parent and are fixed with it.
type fixer struct {
	repl map[*ir.GlobalVariable]ir.GlobalValue
}

func (fx *fixer) value(v ir.Value) ir.Value {
	switch c := v.(type) {
	case *ir.GlobalVariable:
		if r, ok := fx.repl[c]; ok {
			return r
		}
	case *ir.ConstAggregate:
		fx.operands(c.Elems)
	case *ir.ConstExpr:
		fx.operands(c.Operands())
	case *ir.ConstRef:
		fx.operands(c.Operands())
	}
	return v
}

func (fx *fixer) constant(c ir.Constant) ir.Constant { return fx.value(c).(ir.Constant) }

func (fx *fixer) operands(ops []ir.Value) {
	for i, op := range ops {
		if op != nil {
			ops[i] = fx.value(op)
		}
	}
}

func (fx *fixer) attachments(list []ir.MDAttachment) {
	for _, a := range list {
		fx.md(a.Node)
	}
}

func (fx *fixer) md(m ir.Metadata) {
	switch m := m.(type) {
	case *ir.ValueAsMetadata:
		m.V = fx.value(m.V)
	case *ir.MDNode:
		if isInline(m) {
			fx.node(m)
		}
	}
}

// node fixes the operands of n.
func (fx *fixer) node(n *ir.MDNode) {
	for _, op := range n.Ops {
		fx.md(op)
	}
	for _, f := range n.Fields {
		fx.md(f.Value)
	}
}

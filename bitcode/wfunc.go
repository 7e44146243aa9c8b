package bitcode

import (
	"memspace/ir"
)

// fnEnc numbers one function's own values and metadata.
type fnEnc struct {
	f       *ir.Function
	ids     map[ir.Value]uint64
	byKey   map[string]uint64
	consts  []ir.Value
	next    uint64
	mdIDs   map[any]uint64
	localMD []ir.Metadata
	one     ir.Value // i32 1, the element count of an alloca that has none
}

// enumerateBody registers what a body needs before the module is
// written: types, attribute lists, bundle tags, sync scopes, kinds.
func (e *encoder) enumerateBody(f *ir.Function) {
	tc := e.m.Types
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			e.typeID(in.Type())
			if in.ElemType != nil {
				e.typeID(in.ElemType)
			}
			for _, op := range in.Operands() {
				switch v := op.(type) {
				case *ir.MetadataAsValue, *ir.Block:
				case *ir.InlineAsm:
					e.typeID(v.Type())
					if pt, ok := v.Type().(*ir.PointerType); ok && pt.Elem != nil {
						e.typeID(pt.Elem)
					}
				case ir.Constant:
					e.constTypes(v)
				default:
					e.typeID(op.Type())
				}
			}
			if ci := in.Call(); ci != nil {
				params := append([]ir.AttrList(nil), ci.ParamAttrs...)
				for i := range params {
					if i < ci.NumArgs {
						params[i] = withElemTypes(params[i], in.Operand(i).Type())
					}
				}
				e.callAttrIDs[in] = e.attrList(ci.FnAttrs, ci.RetAttrs, params)
				for _, bd := range ci.Bundles {
					if _, ok := e.bundleTags[bd.Tag]; !ok {
						e.bundleTags[bd.Tag] = uint64(len(e.tagOrder))
						e.tagOrder = append(e.tagOrder, bd.Tag)
					}
				}
			}
			if in.Op == ir.OpAlloca {
				e.typeID(tc.I32)
			}
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpFence, ir.OpCmpXchg, ir.OpAtomicRMW:
				if in.Op == ir.OpFence || in.Op == ir.OpCmpXchg || in.Op == ir.OpAtomicRMW || in.Flags&ir.Atomic != 0 {
					e.scopeID(in)
				}
			}
			for _, a := range in.MD {
				e.kindID(a.Kind)
			}
		}
	}
}

func (e *encoder) constTypes(c ir.Constant) {
	e.typeID(c.Type())
	if ce, ok := c.(*ir.ConstExpr); ok && ce.ElemType != nil {
		e.typeID(ce.ElemType)
	}
	if u, ok := c.(ir.User); ok {
		if _, g := c.(ir.GlobalValue); g {
			return
		}
		for _, op := range u.Operands() {
			if k, ok := op.(ir.Constant); ok {
				e.constTypes(k)
			}
		}
	}
	if r, ok := c.(*ir.ConstRef); ok && r.Kind == ir.RefBlockAddress {
		e.typeID(r.Operands()[0].(*ir.Function).Sig)
	}
}

func (e *encoder) scopeID(in *ir.Instruction) uint64 {
	if len(e.scopeOrder) == 0 {
		e.scopeOrder = []string{"singlethread", ""}
		e.scopes["singlethread"], e.scopes[""] = 0, 1
	}
	name := ""
	if in.Extra != nil {
		name = in.Extra.SyncScope
	}
	if id, ok := e.scopes[name]; ok {
		return id
	}
	id := uint64(len(e.scopeOrder))
	e.scopes[name] = id
	e.scopeOrder = append(e.scopeOrder, name)
	return id
}

// localConst numbers a constant operand of the body.
func (fs *fnEnc) localConst(e *encoder, c ir.Constant) uint64 {
	if id, ok := fs.ids[c]; ok {
		return id
	}
	if id, ok := e.vals[c]; ok {
		return id
	}
	key := e.constKey(c)
	if id, ok := e.constByKey[key]; ok {
		fs.ids[c] = id
		return id
	}
	if id, ok := fs.byKey[key]; ok {
		fs.ids[c] = id
		return id
	}
	if u, ok := c.(ir.User); ok {
		for _, op := range u.Operands() {
			if k, ok := op.(ir.Constant); ok {
				fs.localConst(e, k)
			}
		}
	}
	id := fs.next
	fs.next++
	fs.ids[c] = id
	fs.byKey[key] = id
	fs.consts = append(fs.consts, c)
	return id
}

// function writes the contents of one FUNCTION_BLOCK (after its length
// word, through its end) with e.b, a writer that starts inside the block.
func (e *encoder) function(f *ir.Function) {
	fs := &fnEnc{f: f, ids: map[ir.Value]uint64{}, byKey: map[string]uint64{}, next: e.nvals, mdIDs: map[any]uint64{}}
	for _, p := range f.Params {
		fs.ids[p] = fs.next
		fs.next++
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				switch v := op.(type) {
				case *ir.InlineAsm:
					if _, ok := fs.ids[v]; !ok {
						key := e.constKey(v)
						if id, ok := fs.byKey[key]; ok {
							fs.ids[v] = id
						} else {
							fs.ids[v] = fs.next
							fs.byKey[key] = fs.next
							fs.next++
							fs.consts = append(fs.consts, v)
						}
					}
				case ir.Constant:
					fs.localConst(e, v)
				}
			}
			if in.Op == ir.OpAlloca && in.NumOperands() == 0 && fs.one == nil {
				one := ir.NewConstInt(e.m.Types.I32, 1)
				fs.localConst(e, one)
				fs.one = one
			}
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.HasResult() {
				fs.ids[in] = fs.next
				fs.next++
			}
		}
	}
	e.localMetadata(fs)
	b := e.b
	b.record(1, []uint64{uint64(len(f.Blocks))})
	e.constantsBlock(fs.consts, fs)
	if len(fs.localMD) > 0 {
		b.enter(metadataBlock, 3)
		for _, md := range fs.localMD {
			e.writeMD(md, fs)
		}
		b.exit()
	}
	e.body(fs)
	e.attachmentBlock(fs)
	e.symbolTable(fs)
	b.w.emit(abbrEndBlock, b.width)
	b.w.align32()
}

// localMetadata numbers the metadata that wraps the body's own values.
func (e *encoder) localMetadata(fs *fnEnc) {
	base := uint64(len(e.mdStrs) + len(e.mdNodes))
	var add func(md ir.Metadata)
	add = func(md ir.Metadata) {
		if !isLocalMD(md) {
			return
		}
		k := e.mdKey(md)
		if _, ok := fs.mdIDs[k]; ok {
			return
		}
		if n, ok := md.(*ir.MDNode); ok {
			for _, op := range n.Ops {
				add(op)
			}
		}
		fs.mdIDs[k] = base + uint64(len(fs.localMD))
		fs.localMD = append(fs.localMD, md)
	}
	for _, b := range fs.f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				if mv, ok := op.(*ir.MetadataAsValue); ok {
					add(mv.MD)
				}
			}
			for _, d := range in.DbgRecords() {
				for _, a := range d.Args {
					add(a)
				}
			}
		}
	}
}

func (e *encoder) attachmentBlock(fs *fnEnc) {
	var recs [][]uint64
	if len(fs.f.MD) > 0 {
		recs = append(recs, e.attachOps(fs.f.MD, fs))
	}
	i := uint64(0)
	for _, b := range fs.f.Blocks {
		for _, in := range b.Instrs {
			var ops []uint64
			for _, a := range in.MD {
				if a.Kind == "dbg" {
					continue
				}
				ops = append(ops, e.kindID(a.Kind), e.mdID(a.Node, fs))
			}
			if len(ops) > 0 {
				recs = append(recs, append([]uint64{i}, ops...))
			}
			i++
		}
	}
	if len(recs) == 0 {
		return
	}
	e.b.enter(mdAttachmentBlock, 3)
	for _, r := range recs {
		e.b.record(mdAttachment, r)
	}
	e.b.exit()
}

func (e *encoder) symbolTable(fs *fnEnc) {
	type entry struct {
		code uint64
		ops  []uint64
	}
	var ents []entry
	for _, p := range fs.f.Params {
		if p.Name() != "" {
			ents = append(ents, entry{1, append([]uint64{fs.ids[p]}, strOps(p.Name())...)})
		}
	}
	for i, b := range fs.f.Blocks {
		if b.Name() != "" {
			ents = append(ents, entry{2, append([]uint64{uint64(i)}, strOps(b.Name())...)})
		}
		for _, in := range b.Instrs {
			if in.HasResult() && in.Name() != "" {
				ents = append(ents, entry{1, append([]uint64{fs.ids[in]}, strOps(in.Name())...)})
			}
		}
	}
	if len(ents) == 0 {
		return
	}
	e.b.enter(vstBlock, 4)
	for _, en := range ents {
		e.b.record(en.code, en.ops)
	}
	e.b.exit()
}

package bitcode

import (
	"bytes"
	"math"
	"unsafe"

	"memspace/internal/scratch"
	"memspace/ir"
)

// fnEnc numbers one function's own values and metadata. Instructions and
// blocks carry their number in their slot (ir.Slot, under owner); the
// other values are in ids. A body worker reuses one fnEnc (its tables
// emptied) from function to function.
type fnEnc struct {
	f         *ir.Function
	owner     uint32
	ids       map[ir.Value]uint64
	byKey     map[string]uint64
	scalarIDs map[scalarKey]uint64
	calls     []uint64 // the attribute list of each call, in order (encoder.callAttrs)
	consts    []ir.Value
	next      uint64
	firstInst uint64 // the id of the body's first instruction value
	mdIDs     map[any]uint64
	localMD   []ir.Metadata
	one       ir.Value // i32 1, the element count of an alloca that has none
	ops       []uint64 // the records' operands, reused from body to body
	keyBuf    bytes.Buffer
	keys      []byte // the arena of byKey's keys (see keep)
}

// defaultScopes numbers LLVM's two sync scopes first, once.
func (e *encoder) defaultScopes() {
	if len(e.scopeOrder) == 0 {
		e.scopeOrder = []string{"singlethread", ""}
		e.scopes["singlethread"], e.scopes[""] = 0, 1
	}
}

func (e *encoder) scopeID(in *ir.Instruction) uint64 {
	e.defaultScopes()
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
	if k, ok := scalarKeyOf(c); ok {
		return fs.localScalar(e, c, k)
	}
	if id, ok := fs.ids[c]; ok {
		return id
	}
	if id, ok := e.vals[c]; ok {
		return id
	}
	if s, ok := scalableSplat(c); ok {
		id := fs.localConst(e, e.splatExpr(s))
		fs.ids[c] = id
		return id
	}
	key := fs.key(e, c)
	if id, ok := e.constByKey[string(key)]; ok {
		fs.ids[c] = id
		return id
	}
	if id, ok := fs.byKey[string(key)]; ok {
		fs.ids[c] = id
		return id
	}
	kept := fs.keep(key) // before the operands reuse the scratch buffer
	if u, ok := c.(ir.User); ok && !isData(c) {
		for _, op := range u.Operands() {
			if k, ok := op.(ir.Constant); ok {
				fs.localConst(e, k)
			}
		}
	}
	id := fs.next
	fs.next++
	fs.ids[c] = id
	fs.byKey[kept] = id
	fs.consts = append(fs.consts, c)
	return id
}

// key returns constKey(c) in fs's scratch buffer, valid until the next
// call (the map lookups with string(key) copy nothing).
func (fs *fnEnc) key(e *encoder, c ir.Value) []byte {
	fs.keyBuf.Reset()
	e.writeKey(&fs.keyBuf, c)
	return fs.keyBuf.Bytes()
}

// keep returns key as a string stored in fs's key arena, which lives as
// long as the body's tables: reset empties both, so the bodies of a big
// module reuse the arena instead of making a string per constant.
func (fs *fnEnc) keep(key []byte) string {
	if len(fs.keys)+len(key) > cap(fs.keys) {
		fs.keys = make([]byte, 0, max(2*cap(fs.keys), len(key), 4<<10))
	}
	start := len(fs.keys)
	fs.keys = append(fs.keys, key...)
	return unsafe.String(&fs.keys[start], len(key))
}

// localScalar numbers a scalar constant (see scalarKey); valueID finds
// it by its key again, not by identity.
func (fs *fnEnc) localScalar(e *encoder, c ir.Constant, k scalarKey) uint64 {
	id, ok := e.scalarIDs[k]
	if !ok {
		id, ok = fs.scalarIDs[k]
	}
	if !ok {
		id = fs.next
		fs.next++
		fs.scalarIDs[k] = id
		fs.consts = append(fs.consts, c)
	}
	return id
}

// reset makes fs ready for function f.
func (fs *fnEnc) reset(e *encoder, f *ir.Function) {
	fs.ids = scratch.Map(fs.ids, reuseLen)
	fs.byKey = scratch.Map(fs.byKey, reuseLen)
	fs.mdIDs = scratch.Map(fs.mdIDs, reuseLen)
	fs.scalarIDs = scratch.Map(fs.scalarIDs, reuseLen)
	clear(fs.consts)
	clear(fs.localMD)
	fs.keys = fs.keys[:0] // byKey, emptied, holds none of its strings now
	*fs = fnEnc{keyBuf: fs.keyBuf, keys: fs.keys, f: f, owner: ir.NewSlotOwner(), ids: fs.ids, byKey: fs.byKey, scalarIDs: fs.scalarIDs, mdIDs: fs.mdIDs,
		consts: fs.consts[:0], localMD: fs.localMD[:0], next: e.nvals, calls: e.callAttrs[e.callStart[e.fnIndex(f)]:], ops: fs.ops}
}

// reuseLen is the size past which scratch.Map makes a table anew.
const reuseLen = 512

// function writes the contents of one FUNCTION_BLOCK (after its length
// word, through its end) with e.b, a writer that starts inside the block.
func (e *encoder) function(f *ir.Function, fs *fnEnc) {
	fs.reset(e, f)
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
						key := fs.key(e, v)
						if id, ok := fs.byKey[string(key)]; ok {
							fs.ids[v] = id
						} else {
							fs.ids[v] = fs.next
							fs.byKey[fs.keep(key)] = fs.next
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
	fs.firstInst = fs.next
	for i, b := range f.Blocks {
		b.Slot = ir.Slot{Owner: fs.owner, ID: int32(i)}
		for _, in := range b.Instrs {
			if in.HasResult() {
				in.Slot = ir.Slot{Owner: fs.owner, ID: int32(fs.next)}
				fs.next++
			}
		}
	}
	if fs.next > math.MaxInt32 {
		e.fail("too many values in @%s", f.Name())
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
	e.useListBlock(f, fs)
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
	instID := fs.firstInst
	for _, b := range fs.f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				if mv, ok := op.(*ir.MetadataAsValue); ok {
					add(mv.MD)
				}
			}
			if in.HasResult() {
				instID++
			}
			for _, d := range in.DbgRecords() {
				for i, a := range d.Args {
					if i > 0 || e.simpleDbgValue(d, instID, fs) == nil {
						add(a)
					}
				}
			}
		}
	}
}

// simpleDbgValue returns the value of a #dbg_value record that LLVM
// writes as DEBUG_RECORD_VALUE_SIMPLE (its value's id instead of
// metadata that wraps it), nil for any other record. Records follow their
// instruction, at instID; a value defined further on takes the long form.
func (e *encoder) simpleDbgValue(d *ir.DbgRecord, instID uint64, fs *fnEnc) ir.Value {
	if d.Kind != "value" || len(d.Args) < 4 {
		return nil
	}
	vam, ok := d.Args[0].(*ir.ValueAsMetadata)
	if !ok || vam.V == nil {
		return nil
	}
	if in, ok := vam.V.(*ir.Instruction); ok && (in.Slot.Owner != fs.owner || uint64(in.Slot.ID) >= instID) {
		return nil
	}
	return vam.V
}

// attachmentBlock writes the body's METADATA_ATTACHMENT block: the
// function's attachments, then each instruction's but !dbg.
func (e *encoder) attachmentBlock(fs *fnEnc) {
	entered := false
	enter := func() {
		if !entered {
			e.b.enter(mdAttachmentBlock, 3)
			entered = true
		}
	}
	if len(fs.f.MD) > 0 {
		enter()
		e.b.record(mdAttachment, e.attachOps(fs.f.MD, fs))
	}
	var ops []uint64
	i := uint64(0)
	for _, b := range fs.f.Blocks {
		for _, in := range b.Instrs {
			ops = append(ops[:0], i)
			for _, a := range in.MD {
				if a.Kind == "dbg" {
					continue
				}
				ops = append(ops, e.kindID(a.Kind), e.mdID(a.Node, fs))
			}
			if len(ops) > 1 {
				enter()
				e.b.record(mdAttachment, ops)
			}
			i++
		}
	}
	if entered {
		e.b.exit()
	}
}

// symbolTable writes the body's VALUE_SYMTAB block: the names of
// parameters, blocks and instructions.
func (e *encoder) symbolTable(fs *fnEnc) {
	entered := false
	var ops []uint64
	entry := func(code, id uint64, name string) {
		if name == "" {
			return
		}
		if !entered {
			e.b.enter(vstBlock, 4)
			entered = true
		}
		ops = append(ops[:0], id)
		for i := 0; i < len(name); i++ {
			ops = append(ops, uint64(name[i]))
		}
		e.b.record(code, ops)
	}
	for _, p := range fs.f.Params {
		entry(1, fs.ids[p], p.Name())
	}
	for i, b := range fs.f.Blocks {
		entry(2, uint64(i), b.Name())
		for _, in := range b.Instrs {
			if in.HasResult() {
				entry(1, uint64(in.Slot.ID), in.Name())
			}
		}
	}
	if entered {
		e.b.exit()
	}
}

// useListBlock writes the use-list orders of f's own values, blocks as
// USELIST_CODE_BB records and arguments and instructions as
// USELIST_CODE_DEFAULT ones, [indexes..., id], as LLVM does at the end of
// a function block. LLVM's text and bitcode readers make these values'
// uses in one order, so a directive read from text means the same here
// (ir/uselist.go); other values' orders are not written.
func (e *encoder) useListBlock(f *ir.Function, fs *fnEnc) {
	if len(f.UseListOrders) == 0 && e.bbOrders[f] == nil {
		return
	}
	entered := false
	ir.LocalOrders(f, e.bbOrders[f], func(v ir.Value, idx []int) {
		code, id, ok := uint64(1), uint64(0), true
		switch v := v.(type) {
		case *ir.Block:
			code, id, ok = 2, uint64(v.Slot.ID), v.Slot.Owner == fs.owner
		case *ir.Argument:
			id, ok = fs.ids[v]
		case *ir.Instruction:
			id, ok = uint64(v.Slot.ID), v.Slot.Owner == fs.owner
		}
		if !ok || !ir.ValidLocalOrder(v, idx) {
			return
		}
		if !entered {
			e.b.enter(uselistBlock, 3)
			entered = true
		}
		ops := make([]uint64, 0, len(idx)+1)
		for _, x := range idx {
			ops = append(ops, uint64(x))
		}
		e.b.record(code, append(ops, id))
	})
	if entered {
		e.b.exit()
	}
}

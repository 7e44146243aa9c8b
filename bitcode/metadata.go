package bitcode

import (
	"memspace/ir"
	"slices"
)

// Metadata block record codes.
const (
	mdStringOld     = 1
	mdValue         = 2
	mdNode          = 3
	mdName          = 4
	mdDistinctNode  = 5
	mdKind          = 6
	mdLocation      = 7
	mdOldNode       = 8
	mdOldFnNode     = 9
	mdNamedNode     = 10
	mdAttachment    = 11
	mdGenericDebug  = 12
	mdSubrange      = 13
	mdEnumerator    = 14
	mdBasicType     = 15
	mdFile          = 16
	mdDerivedType   = 17
	mdCompositeType = 18
	mdSubroutine    = 19
	mdCompileUnit   = 20
	mdSubprogram    = 21
	mdLexicalBlock  = 22
	mdLexBlockFile  = 23
	mdNamespace     = 24
	mdTemplateType  = 25
	mdTemplateValue = 26
	mdGlobalVar     = 27
	mdLocalVar      = 28
	mdExpression    = 29
	mdObjCProperty  = 30
	mdImported      = 31
	mdModule        = 32
	mdMacro         = 33
	mdMacroFile     = 34
	mdStrings       = 35
	mdGlobalDeclAtt = 36
	mdGlobalVarExpr = 37
	mdIndexOffset   = 38
	mdIndex         = 39
	mdLabel         = 40
	mdStringType    = 41
	mdCommonBlock   = 44
	mdGenericSubrng = 45
	mdArgList       = 46
	mdAssignID      = 47
	mdSubrangeType  = 48
	mdFixedPoint    = 49
)

// mdRec is a metadata record kept until its node is needed.
type mdRec struct {
	code uint64
	ops  []uint64
	pos  uint64
}

// mdTable numbers metadata: the module's, then (while a body is read) a
// function's after them. Nodes are built on first use, so records may
// refer to nodes further on, and cycles (distinct nodes) work: a node
// is registered before its operands are built.
type mdTable struct {
	r      *reader
	parent *mdTable
	base   uint64
	items  []ir.Metadata // built, or nil
	recs   []*mdRec      // the record of each id (nil for strings)
	fs     *fnState

	// A function's table is the worker's, reused from body to body
	// (bodyMDTable): its records and their operands are carved from
	// these, which only grow, so what was carved before stays valid.
	recPool []mdRec
	opsBuf  []uint64

	diFields []ir.MDField // debugInfo's scratch
}

// bodyMDTable returns the worker's table for the metadata of a body,
// emptied: it is garbage once the body is read.
func (ar *arena) bodyMDTable(r *reader, parent *mdTable) *mdTable {
	t := &ar.md
	clear(t.items)
	clear(t.recs)
	clear(t.recPool)
	*t = mdTable{r: r, parent: parent, base: parent.size(), items: t.items[:0], recs: t.recs[:0],
		recPool: t.recPool[:0], opsBuf: t.opsBuf[:0], diFields: t.diFields}
	return t
}

// newRec returns a record of code with a copy of ops: carved from the
// pools for a body's table, allocated for the module's.
func (t *mdTable) newRec(code uint64, ops []uint64, pos uint64) *mdRec {
	if t.fs == nil {
		return &mdRec{code: code, ops: append([]uint64(nil), ops...), pos: pos}
	}
	start := len(t.opsBuf)
	t.opsBuf = append(t.opsBuf, ops...)
	t.recPool = append(t.recPool, mdRec{code: code, ops: t.opsBuf[start:len(t.opsBuf):len(t.opsBuf)], pos: pos})
	return &t.recPool[len(t.recPool)-1]
}

func newMDTable(r *reader, parent *mdTable) *mdTable {
	t := &mdTable{r: r, parent: parent}
	if parent != nil {
		t.base = parent.size()
	}
	return t
}

func (t *mdTable) size() uint64 { return t.base + uint64(len(t.items)) }

// read reads a METADATA_BLOCK (entered).
func (t *mdTable) read() {
	r := t.r
	var pendingName string
	haveName := false
	type declAtt struct {
		rec *mdRec
	}
	var decls []*mdRec
	for {
		k, id := r.s.next()
		if haveName && (k == entryEnd || k == entrySubBlock) {
			r.fail("METADATA_NAME not followed by METADATA_NAMED_NODE")
		}
		if k == entryEnd {
			break
		}
		if k == entrySubBlock {
			r.s.skip(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		if haveName && rec.code != mdNamedNode {
			// LLVM reads the record after a name as its list (bit-flip
			// mutant 895 of seed 891 made it another).
			r.fail("METADATA_NAME not followed by METADATA_NAMED_NODE")
		}
		if t.fs != nil && moduleOnly(rec.code) {
			// Bodies are read in parallel and these change the module.
			// LLVM writes them at module level only.
			r.fail("%s record in a function's METADATA_BLOCK", mdRecordName(rec.code))
		}
		switch rec.code {
		case mdStrings:
			t.strings(&rec)
		case mdStringOld:
			t.add(&ir.MDString{Value: r.opsString(rec.ops)}, nil)
		case mdName:
			pendingName, haveName = r.opsString(rec.ops), true
		case mdNamedNode:
			if !haveName {
				r.fail("named metadata without a name")
			}
			t.named(pendingName, rec.ops)
			haveName = false
		case mdKind:
			r.nameKind(r.op(&rec, 0), r.opsString(rec.ops[1:]))
		case mdIndexOffset, mdIndex:
		case mdGlobalDeclAtt:
			decls = append(decls, t.newRec(rec.code, rec.ops, rec.pos))
		case mdValue, mdNode, mdDistinctNode, mdLocation, mdGenericDebug, mdSubrange, mdEnumerator,
			mdBasicType, mdFile, mdDerivedType, mdCompositeType, mdSubroutine, mdCompileUnit,
			mdSubprogram, mdLexicalBlock, mdLexBlockFile, mdNamespace, mdTemplateType, mdTemplateValue,
			mdGlobalVar, mdLocalVar, mdExpression, mdObjCProperty, mdImported, mdModule, mdMacro,
			mdMacroFile, mdGlobalVarExpr, mdLabel, mdStringType, mdCommonBlock, mdGenericSubrng,
			mdArgList, mdAssignID, mdSubrangeType, mdFixedPoint:
			if rec.code == mdValue && t.fs != nil && len(rec.ops) == 2 && rec.ops[1] >= t.fs.next() {
				// LLVM reads a body's metadata as it comes and makes a
				// forward reference of a value not yet defined (pointee).
				if t.fs.mdFwd == nil {
					t.fs.mdFwd = map[uint64]bool{}
				}
				t.fs.mdFwd[rec.ops[1]] = true
			}
			t.add(nil, t.newRec(rec.code, rec.ops, rec.pos))
		default:
			r.unknownRecord(metadataBlock, &rec)
		}
	}
	for _, d := range decls {
		r.recPos = d.pos
		t.globalAttachment(d.ops)
	}
}

func (t *mdTable) add(md ir.Metadata, rec *mdRec) {
	t.items = append(t.items, md)
	t.recs = append(t.recs, rec)
}

// strings reads a METADATA_STRINGS record: a count, an offset into the
// blob where the characters start, and before it the lengths as VBR6.
func (t *mdTable) strings(rec *record) {
	r := t.r
	if len(rec.ops) != 2 {
		r.fail("invalid METADATA_STRINGS record")
	}
	n, off := rec.ops[0], rec.ops[1]
	if n == 0 || off > uint64(len(rec.blob)) {
		r.fail("invalid METADATA_STRINGS record")
	}
	lens := newCursor(rec.blob[:off])
	chars := rec.blob[off:]
	func() {
		defer func() {
			if p := recover(); p != nil {
				r.fail("invalid METADATA_STRINGS lengths")
			}
		}()
		for i := uint64(0); i < n; i++ {
			l := lens.vbr32(6) // (LLVM reads them to 32 bits)
			if l > uint64(len(chars)) {
				panic("short")
			}
			t.add(&ir.MDString{Value: string(chars[:l])}, nil)
			chars = chars[l:]
		}
	}()
}

// get returns metadata id (0-based), building it if need be.
func (t *mdTable) get(id uint64) ir.Metadata {
	if id < t.base {
		return t.parent.get(id)
	}
	i := id - t.base
	if i >= uint64(len(t.items)) {
		t.r.fail("invalid metadata id %d", id)
	}
	if md := t.items[i]; md != nil {
		return md
	}
	rec := t.recs[i]
	saved := t.r.recPos
	t.r.recPos = rec.pos
	md := t.build(i, rec)
	t.r.recPos = saved
	t.items[i] = md
	return md
}

// getOrNull returns metadata id-1, or nil for 0.
func (t *mdTable) getOrNull(id uint64) ir.Metadata {
	if id == 0 {
		return nil
	}
	return t.get(id - 1)
}

// node returns metadata id (0-based) that must be a node.
func (t *mdTable) node(id uint64) *ir.MDNode {
	n, ok := t.get(id).(*ir.MDNode)
	if !ok {
		t.r.fail("metadata %d is not a node", id)
	}
	return n
}

func (t *mdTable) build(i uint64, rec *mdRec) ir.Metadata {
	r := t.r
	switch rec.code {
	case mdValue:
		if len(rec.ops) != 2 {
			r.fail("invalid METADATA_VALUE record")
		}
		ty := r.typeAt(rec.ops[0])
		var v ir.Value
		if t.fs != nil {
			v = t.fs.valueTyped(rec.ops[1], ty)
		} else {
			v = r.moduleValue(rec.ops[1])
			if v.Type() != ty {
				// LLVM's reader: "Invalid value reference from metadata".
				r.fail("metadata value %d has type %s, the record says %s", rec.ops[1], v.Type(), ty)
			}
		}
		if c, ok := v.(ir.Constant); ok {
			v = r.inMetadata(freshValue(c))
		}
		vam := &ir.ValueAsMetadata{V: v}
		if t.fs != nil {
			t.fs.vams = append(t.fs.vams, vam)
		}
		return vam
	case mdNode, mdDistinctNode:
		n := &ir.MDNode{Slot: -1, Distinct: rec.code == mdDistinctNode}
		t.items[i] = n
		n.Ops = make([]ir.Metadata, len(rec.ops))
		for j, op := range rec.ops {
			n.Ops[j] = t.getOrNull(op)
		}
		return n
	case mdArgList:
		n := &ir.MDNode{Slot: -1, Kind: "DIArgList"}
		t.items[i] = n
		for _, op := range rec.ops {
			v := t.get(op)
			if _, ok := v.(*ir.ValueAsMetadata); !ok {
				// LLVM: "Invalid record" (bc mutant 2281 of seed 581).
				t.r.fail("invalid DIArgList record: metadata %d is no value", op)
			}
			n.Ops = append(n.Ops, v)
		}
		return n
	}
	n := &ir.MDNode{Slot: -1}
	t.items[i] = n
	t.debugInfo(n, rec)
	return n
}

// named adds a named metadata list.
func (t *mdTable) named(name string, ops []uint64) {
	nm := &ir.NamedMD{Name: name}
	for _, op := range ops {
		nm.Nodes = append(nm.Nodes, t.node(op))
	}
	t.r.m.NamedMD = append(t.r.m.NamedMD, nm)
}

// attachments decodes [kind, node]... pairs.
func (t *mdTable) attachments(ops []uint64) []ir.MDAttachment {
	return t.appendAttachments(make([]ir.MDAttachment, 0, len(ops)/2), ops)
}

// appendAttachments is attachments appending to out.
func (t *mdTable) appendAttachments(out []ir.MDAttachment, ops []uint64) []ir.MDAttachment {
	if len(ops)%2 != 0 {
		t.r.fail("invalid metadata attachment")
	}
	for i := 0; i < len(ops); i += 2 {
		kind, ok := t.r.mdKinds[ops[i]]
		if !ok {
			t.r.fail("unknown metadata kind %d", ops[i])
		}
		out = append(out, ir.MDAttachment{Kind: kind, Node: t.node(ops[i+1])})
	}
	return out
}

// globalAttachment reads METADATA_GLOBAL_DECL_ATTACHMENT: [valueid, n x [kind, node]].
func (t *mdTable) globalAttachment(ops []uint64) {
	r := t.r
	if len(ops)%2 == 0 {
		r.fail("invalid global attachment record")
	}
	if ops[0] >= uint64(len(r.values)) {
		r.fail("invalid value id %d", ops[0])
	}
	g, ok := r.values[ops[0]].(ir.GlobalValue)
	if a, isAlias := g.(*ir.Alias); !ok || isAlias && !a.IFunc {
		r.fail("metadata attached to something other than a global object")
	}
	c := g.Common()
	c.MD = append(c.MD, t.attachments(ops[1:])...)
	r.sortAttachments(c.MD)
}

// moduleOnly reports whether a metadata record changes the module: kinds,
// named metadata, attachments to globals.
func moduleOnly(code uint64) bool {
	return code == mdKind || code == mdName || code == mdNamedNode || code == mdGlobalDeclAtt
}

// mdRecordName names the records moduleOnly tells.
func mdRecordName(code uint64) string {
	switch code {
	case mdKind:
		return "METADATA_KIND"
	case mdName:
		return "METADATA_NAME"
	case mdNamedNode:
		return "METADATA_NAMED_NODE"
	}
	return "METADATA_GLOBAL_DECL_ATTACHMENT"
}

// nameKind records METADATA_KIND id's name.
func (r *reader) nameKind(id uint64, name string) {
	r.mdKinds[id] = name
	if _, seen := r.kindSeq[name]; !seen {
		r.kindSeq[name] = len(r.kindSeq)
		if _, fixed := ir.FixedMDKind(name); !fixed {
			r.m.MDKinds = append(r.m.MDKinds, name)
		}
	}
}

// sortAttachments puts list in the order LLVM keeps attachments: by the
// number its context gives each kind, fixed ones first (!dbg first), the
// others in the order the file named them (LLVM numbers them so as it
// reads METADATA_KIND records). LLVM writes them in that order; bitcode
// written otherwise reads as LLVM reads it.
func (r *reader) sortAttachments(list []ir.MDAttachment) {
	for i := 1; i < len(list); i++ {
		if r.kindRank(list[i-1].Kind) > r.kindRank(list[i].Kind) {
			slices.SortStableFunc(list, func(a, b ir.MDAttachment) int { return r.kindRank(a.Kind) - r.kindRank(b.Kind) })
			return
		}
	}
}

// kindRank is the number LLVM's context gives kind k (sortAttachments).
func (r *reader) kindRank(k string) int {
	if k == "dbg" {
		return 0
	}
	if n, ok := ir.FixedMDKind(k); ok {
		return n
	}
	return ir.NumFixedMDKinds() + r.kindSeq[k]
}

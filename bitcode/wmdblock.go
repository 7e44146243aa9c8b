package bitcode

import "memspace/ir"

// The module's METADATA_KIND_BLOCK and METADATA_BLOCK: kinds, strings,
// records (writeMD), named metadata, the attachments of declarations, and
// LLVM's index of the records.

func (e *encoder) mdKindBlock() {
	if len(e.kindOrd) == 0 {
		return
	}
	b := e.b
	b.enter(mdKindBlock, 3)
	for i, k := range e.kindOrd {
		b.record(mdKind, append([]uint64{uint64(i)}, strOps(k)...))
	}
	b.exit()
}

// moduleMetadata writes the module's METADATA_BLOCK.
func (e *encoder) moduleMetadata() {
	if len(e.mdStrs) == 0 && len(e.mdNodes) == 0 && len(e.m.NamedMD) == 0 {
		return
	}
	b := e.b
	b.enter(metadataBlock, 4)
	offsetAbbrev := e.metadataAbbrevs()
	e.writeStrings(e.mdStrs)
	e.indexedRecords(offsetAbbrev)
	if len(e.m.NamedMD) > 0 {
		b.defineAbbrevs([]abbrevOp{opLit(mdName), opArray, opFixed(8)})
	}
	for _, nm := range e.m.NamedMD {
		b.record(mdName, strOps(nm.Name))
		var ops []uint64
		for _, n := range nm.Nodes {
			ops = append(ops, e.mdID(n, nil))
		}
		b.record(mdNamedNode, ops)
	}
	for _, g := range e.m.Globals {
		if len(g.MD) > 0 {
			e.b.record(mdGlobalDeclAtt, append([]uint64{e.vals[g]}, e.attachOps(g.MD, nil)...))
		}
	}
	for _, f := range e.m.Functions {
		if f.IsDeclaration() && len(f.MD) > 0 {
			e.b.record(mdGlobalDeclAtt, append([]uint64{e.vals[f]}, e.attachOps(f.MD, nil)...))
		}
	}
	for _, a := range e.m.Aliases {
		if len(a.MD) > 0 {
			e.b.record(mdGlobalDeclAtt, append([]uint64{e.vals[a]}, e.attachOps(a.MD, nil)...))
		}
	}
	b.exit()
}

// mdIndexThreshold is LLVM's: a block of more metadata records than this
// gets an index.
const mdIndexThreshold = 25

// indexedRecords writes the module's metadata records (but strings) and,
// past mdIndexThreshold of them, LLVM's index of where each starts, which
// lets its lazy reader load one record without the others: before them,
// METADATA_INDEX_OFFSET, the distance in bits from its end to the index
// (filled in last); after them, METADATA_INDEX, the distance of each
// record from the one before (the first from that end). offsetAbbrev is
// the abbreviation of the first.
func (e *encoder) indexedRecords(offsetAbbrev uint64) {
	b := e.b
	if len(e.mdNodes) <= mdIndexThreshold {
		for _, md := range e.mdNodes {
			e.writeMD(md, nil)
		}
		return
	}
	b.w.emit(offsetAbbrev, b.width)
	offset := b.w.reserve(64)
	start := b.w.bitPos()
	index := make([]uint64, len(e.mdNodes))
	last := start
	for i, md := range e.mdNodes {
		at := b.w.bitPos()
		index[i], last = at-last, at
		e.writeMD(md, nil)
	}
	b.w.fill(offset, b.w.bitPos()-start)
	b.record(mdIndex, index)
}

// locationAbbrev is LLVM's abbreviation of a DILocation record: LLVM
// 14's, without the key-instruction fields, in typed-pointer bitcode.
func (e *encoder) locationAbbrev() []abbrevOp {
	ops := []abbrevOp{opLit(mdLocation), opFixed(1), opVBR(6), opVBR(8), opVBR(6), opVBR(6), opFixed(1)}
	if e.m.TypedPointers {
		return ops
	}
	return append(ops, opVBR(6), opFixed(3))
}

// metadataAbbrevs defines the abbreviations LLVM opens the module's
// metadata block with: DILocation, GenericDINode, and the index's two
// records. It returns the id of the first of those (the index offset).
func (e *encoder) metadataAbbrevs() uint64 {
	e.b.defineAbbrevs(e.locationAbbrev(), []abbrevOp{opLit(mdGenericDebug), opFixed(1), opVBR(6), opFixed(1), opVBR(6), opArray, opVBR(6)})
	return e.b.defineAbbrevs([]abbrevOp{opLit(mdIndexOffset), opFixed(32), opFixed(32)}, []abbrevOp{opLit(mdIndex), opArray, opVBR(6)})
}

func (e *encoder) attachOps(list []ir.MDAttachment, fs *fnEnc) []uint64 {
	var ops []uint64
	for _, a := range list {
		ops = append(ops, e.kindID(a.Kind), e.mdID(a.Node, fs))
	}
	return ops
}

func (e *encoder) writeStrings(strs []string) {
	if len(strs) == 0 {
		return
	}
	b := e.b
	lens := &bitWriter{}
	var chars []byte
	for _, s := range strs {
		lens.vbr(uint64(len(s)), 6)
		chars = append(chars, s...)
	}
	blob := append(lens.bytes(), chars...)
	off := uint64(len(blob) - len(chars))
	id := b.defineAbbrevs([]abbrevOp{opLit(mdStrings), opVBR(6), opVBR(6), opBlob})
	b.abbrRecord(id, mdStrings, []uint64{uint64(len(strs)), off}, blob)
}

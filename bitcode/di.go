package bitcode

import (
	"math"
	"math/big"
	"slices"
	"strconv"

	"memspace/dinames"
	"memspace/ir"
)

// diw builds the fields of a specialized (DI*) node from its record, in
// the order llvm-dis prints them.
type diw struct {
	t   *mdTable
	n   *ir.MDNode
	ops []uint64
}

func (d *diw) at(i int) uint64 {
	if i < len(d.ops) {
		return d.ops[i]
	}
	return 0
}

func (d *diw) field(name string, v ir.Metadata) {
	d.n.Fields = append(d.n.Fields, ir.MDField{Name: name, Value: v})
}

func (d *diw) raw(name, text string) { d.field(name, &ir.MDRaw{Text: text}) }

// md adds a node field from a 1-based reference; null prints only if
// required, and is refused where no text reader takes it ("'scope' cannot
// be null"): LLVM's reader takes such a record and then crashes (record
// mutants 548 and 1401 of seed 8, a DILexicalBlock without a scope).
func (d *diw) md(name string, i int, required bool) {
	v := d.t.getOrNull(d.at(i))
	if v == nil {
		if !required {
			return
		}
		if f, _ := dinames.Lookup(d.n.Kind, name); f.NonNull {
			d.t.r.fail("invalid %s record: '%s' cannot be null", d.n.Kind, name)
		}
		d.raw(name, "null")
		return
	}
	d.field(name, v) // an MDString prints as !"...", as LLVM prints it
}

// align32 fails, as LLVM's reader does, when operand i, an alignment,
// does not fit 32 bits.
func (d *diw) align32(i int) {
	if d.at(i) > math.MaxUint32 {
		d.t.r.fail("Alignment value is too large")
	}
}

// version fails unless the record's version (bits 1 and up of its first
// operand) is want: LLVM refuses later ones, and upgrades earlier ones
// (LLVM 6 and older wrote them) to nodes of another shape, which
// memspace does not.
func (d *diw) version(kind string, want uint64) {
	switch v := d.at(0) >> 1; {
	case v > want:
		d.t.r.fail("invalid %s record: version %d", kind, v)
	case v < want:
		d.t.r.fail("%s records of version %d (LLVM 6 and older) are not supported", kind, v)
	}
}

// isKind reports whether md is a specialized node of kind.
func isKind(md ir.Metadata, kind string) bool {
	n, ok := md.(*ir.MDNode)
	return ok && n.Kind == kind
}

// nodeOnly fails when field i refers to metadata that is no node (a
// string, a value): LLVM's reader takes the field for a node, unchecked,
// and crashes on it.
func (d *diw) nodeOnly(name string, i int) {
	switch d.t.getOrNull(d.at(i)).(type) {
	case nil, *ir.MDNode:
	default:
		d.t.r.fail("the %s of a !%s is no node", name, d.n.Kind)
	}
}

// str adds a string field from a 1-based reference to an MDString.
func (d *diw) str(name string, i int, required bool) {
	v := d.t.getOrNull(d.at(i))
	switch s := v.(type) {
	case nil:
		if required {
			d.raw(name, `""`)
		}
	case *ir.MDString:
		d.raw(name, quote(s.Value))
	default:
		d.t.r.fail("%s of a debug-info node is not a string", name)
	}
}

// num adds an unsigned integer field, skipped when zero unless required.
func (d *diw) num(name string, i int, required bool) {
	v := d.at(i)
	if v > math.MaxUint8 {
		v = d.fit(name, v)
	}
	if v != 0 || required {
		d.raw(name, strconv.FormatUint(v, 10))
	}
}

// fit narrows v to what LLVM keeps of field name of the node: the record
// holds 64 bits, the node's member fewer (dinames gives the bound). C++
// keeps the low bits, except that a column too wide for its 16 bits
// becomes 0 (DILocation's adjustColumn).
func (d *diw) fit(name string, v uint64) uint64 {
	f, ok := dinames.Lookup(d.n.Kind, name)
	return fitField(f, ok, name, v)
}

// fitField is fit with the field's description at hand.
func fitField(f dinames.Field, ok bool, name string, v uint64) uint64 {
	narrow := f.Max == math.MaxUint8 || f.Max == math.MaxUint16 || f.Max == math.MaxUint32
	if !ok || !narrow || v <= f.Max || f.Class != dinames.Unsigned && f.Class != dinames.Keyword {
		return v
	}
	if name == "column" {
		// LLVM reads the record's column into 32 bits, and then a
		// column too wide for 16 is 0 (record mutant 1670 of seed 3).
		if c := uint32(v); c <= math.MaxUint16 {
			return uint64(c)
		}
		return 0
	}
	return v & f.Max
}

// snum adds a signed integer field (stored as a plain 64-bit value).
func (d *diw) snum(name string, i int) {
	if v := int64(d.at(i)); v != 0 {
		d.raw(name, strconv.FormatInt(v, 10))
	}
}

func (d *diw) boolean(name string, i int) {
	if d.at(i) != 0 {
		d.raw(name, "true")
	}
}

// truth adds a boolean field that llvm-dis prints either way.
func (d *diw) truth(name string, i int) {
	d.raw(name, strconv.FormatBool(d.at(i) != 0))
}

// sized adds a size or offset field: an integer, or (newer records) a
// reference to a constant or to a variable.
func (d *diw) sized(name string, i int, isMD bool) {
	if !isMD {
		d.num(name, i, false)
		return
	}
	v := d.t.getOrNull(d.at(i))
	switch x := v.(type) {
	case nil:
	case *ir.ValueAsMetadata:
		if c, ok := x.V.(*ir.ConstInt); ok && c.Big == nil && c.V != 0 {
			// LLVM prints the value zero-extended from its width (an
			// i1 true is 1; bc mutant 13 of seed 591).
			v := uint64(c.V)
			if bits := c.Type().(*ir.IntType).Bits; bits < 64 {
				v &= 1<<bits - 1
			}
			d.raw(name, strconv.FormatUint(v, 10))
			return
		}
		// A zero stays a constant, which the text leaves out as
		// llvm-dis does (ir.HiddenField) and bitcode keeps: clang
		// writes zero sizes and offsets as constants, and a node with
		// one is not the node with none (null) that LLVM's text reader
		// makes of the text.
		d.field(name, v)
	default:
		if name == "size" {
			d.sizeNode(v)
		}
		d.field(name, v)
	}
}

// sizeNode fails, with LLVM's verifier's message, when metadata v (no
// constant) may not be the size of d's type: a basic, fixed-point or
// subrange type's size is a constant; a derived or composite type's may
// also be a variable or an expression (record mutant 2319 of seed 14 made
// a derived type's size a string, which memspace printed and no text
// reader takes).
func (d *diw) sizeNode(v ir.Metadata) {
	switch d.n.Kind {
	case "DIBasicType", "DIFixedPointType", "DISubrangeType":
		d.t.r.fail("!%s: SizeInBits must be a constant", d.n.Kind)
	case "DIDerivedType", "DICompositeType":
		if !isKind(v, "DILocalVariable") && !isKind(v, "DIGlobalVariable") && !isKind(v, "DIExpression") {
			d.t.r.fail("!%s: SizeInBits must be a constant or DIVariable or DIExpression", d.n.Kind)
		}
	}
}

// unrotateSign undoes the sign encoding of LLVM's debug-info records
// (DISubrange of version 0 and 1, DIEnumerator of 64 bits): a negative
// value is the complement of its double, unlike the other records'
// (decodeSigned).
func unrotateSign(v uint64) int64 {
	if v&1 != 0 {
		return ^int64(v >> 1)
	}
	return int64(v >> 1)
}

// bound adds a subrange bound: a constant prints as a number.
func (d *diw) bound(name string, i int) {
	v := d.t.getOrNull(d.at(i))
	switch x := v.(type) {
	case nil:
	case *ir.ValueAsMetadata:
		if c, ok := x.V.(*ir.ConstInt); ok && c.Big == nil {
			d.raw(name, strconv.FormatInt(c.V, 10))
			return
		}
		d.field(name, v)
	default:
		d.field(name, v)
	}
}

// genericBound reads a bound of DIGenericSubrange: an expression that is
// just DW_OP_consts N reads as the number N, as LLVM prints it (and its
// text reader makes that expression of the number again).
func (d *diw) genericBound(name string, i int) {
	v := d.t.getOrNull(d.at(i))
	if x, ok := v.(*ir.MDNode); ok && x != nil && x.Kind == "DIExpression" && len(x.Ops) == 2 {
		op, _ := rawText(x.Ops[0])
		if n, isNum := rawText(x.Ops[1]); op == "DW_OP_consts" && isNum {
			d.raw(name, n)
			return
		}
	}
	d.md(name, i, false)
}

func (d *diw) named(name string, i int, table map[uint64]string, required bool) {
	f, ok := dinames.Lookup(d.n.Kind, name)
	v := fitField(f, ok, name, d.at(i))
	if ok && f.Class == dinames.Keyword && f.Max > 0 && v > f.Max {
		// A kind past the last one LLVM knows: its verifier calls such
		// debug info invalid, its text printer writes no value, and no
		// text reader takes the number.
		d.t.r.fail("%s %d of !%s is past the last one LLVM knows (%d)", name, v, d.n.Kind, f.Max)
	}
	if v == 0 && !required {
		return
	}
	if ok && f.Class == dinames.Keyword && d.t.r.m.TypedPointers {
		// Typed-pointer text is LLVM 14's, which spells some names
		// otherwise and lacks the newer ones (dinames/llvm14.go).
		if s, has := f.Family.Name14(v); has {
			d.raw(name, s)
		} else {
			d.raw(name, strconv.FormatUint(v, 10))
		}
		return
	}
	if s, ok := table[v]; ok {
		d.raw(name, s)
		return
	}
	d.raw(name, strconv.FormatUint(v, 10))
}

func quote(s string) string { return `"` + ir.EscapeString(s) + `"` }

// debugInfo fills a specialized node from its record. The fields are
// gathered in the table's scratch list and then copied at their final
// size: a node's list grown field by field left as much behind. A node
// built meanwhile (a field that refers to one not built yet) gathers
// its fields in a list of its own.
func (t *mdTable) debugInfo(n *ir.MDNode, rec *mdRec) {
	n.Fields, t.diFields = t.diFields[:0], nil
	t.debugInfoFields(n, rec)
	t.diFields = n.Fields
	if ar := t.r.ar; ar != nil {
		n.Fields = ar.fields.CopyOf(n.Fields)
	} else {
		n.Fields = slices.Clone(n.Fields)
	}
	clear(t.diFields)
}

func (t *mdTable) debugInfoFields(n *ir.MDNode, rec *mdRec) {
	d := &diw{t: t, n: n, ops: rec.ops}
	r := t.r
	if len(rec.ops) < 1 && rec.code != mdAssignID || !diSizeOK(rec.code, len(rec.ops)) {
		r.fail("invalid debug-info record (code %d, %d operands)%s", rec.code, len(rec.ops), r.newerNote())
	}
	n.Distinct = distinctIn(rec.code, d.at(0))
	need := func(k int) {
		if len(rec.ops) < k {
			r.fail("invalid debug-info record (code %d)", rec.code)
		}
	}
	switch rec.code {
	case mdLocation:
		need(5)
		n.Kind = "DILocation"
		d.raw("line", strconv.FormatUint(uint64(uint32(d.at(1))), 10))
		d.num("column", 2, false)
		d.field("scope", t.node(d.at(3)))
		d.nodeOnly("inlinedAt", 4) // bc mutant 299 of seed 551
		d.md("inlinedAt", 4, false)
		d.boolean("isImplicitCode", 5)
		d.num("atomGroup", 6, false)
		d.num("atomRank", 7, false)
	case mdSubrange:
		need(3)
		n.Kind = "DISubrange"
		if d.at(0)>>1 > 2 {
			r.fail("invalid DISubrange record: version %d", d.at(0)>>1)
		}
		if d.at(0)>>1 == 2 {
			d.bound("count", 1)
			d.bound("lowerBound", 2)
			d.bound("upperBound", 3)
			d.bound("stride", 4)
		} else {
			if d.at(0)>>1 == 1 {
				d.bound("count", 1)
			} else {
				d.raw("count", strconv.FormatInt(int64(d.at(1)), 10))
			}
			// LLVM makes a bound of the number, 0 too, and prints it.
			d.raw("lowerBound", strconv.FormatInt(unrotateSign(d.at(2)), 10))
		}
	case mdGenericSubrng:
		need(5)
		n.Kind = "DIGenericSubrange"
		d.genericBound("count", 1)
		d.genericBound("lowerBound", 2)
		d.genericBound("upperBound", 3)
		d.genericBound("stride", 4)
	case mdEnumerator:
		need(3)
		n.Kind = "DIEnumerator"
		flags := d.at(0)
		if flags&4 != 0 {
			need(4)
			d.str("name", 2, true)
			width := int(d.at(1))
			v := new(big.Int) // LLVM's zero-bit value (record mutant 2380 of seed 16)
			if width > 0 {
				v = wideInt(rec.ops[3:], width)
			}
			if flags&2 != 0 && v.Sign() < 0 {
				v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(width)))
			}
			d.raw("value", v.String())
		} else {
			d.str("name", 2, true)
			val := unrotateSign(d.at(1))
			if flags&2 != 0 {
				d.raw("value", strconv.FormatUint(uint64(val), 10))
			} else {
				d.raw("value", strconv.FormatInt(val, 10))
			}
		}
		if flags&2 != 0 {
			d.raw("isUnsigned", "true")
		}
	case mdBasicType:
		need(6)
		n.Kind = "DIBasicType"
		if d.at(1) != 0x24 { // llvm-dis leaves DW_TAG_base_type out
			d.named("tag", 1, dwTags, true)
		}
		d.str("name", 2, false)
		d.sized("size", 3, d.at(0)&2 != 0)
		d.num("align", 4, false)
		d.num("dataSize", 8, false)
		d.named("encoding", 5, dwATE, false)
		d.num("num_extra_inhabitants", 7, false)
		d.flags("flags", 6)
	case mdStringType:
		need(8)
		n.Kind = "DIStringType"
		if d.at(1) != 0x12 { // llvm-dis leaves DW_TAG_string_type out
			d.named("tag", 1, dwTags, true)
		}
		d.str("name", 2, false)
		d.md("stringLength", 3, false)
		d.md("stringLengthExpression", 4, false)
		d.md("stringLocationExpression", 5, false)
		d.sized("size", 6, d.at(0)&2 != 0)
		d.num("align", 7, false)
		d.named("encoding", 8, dwATE, false)
	case mdFile:
		need(3)
		n.Kind = "DIFile"
		d.str("filename", 1, true)
		d.str("directory", 2, true)
		// A checksum needs both its kind and its string, else LLVM
		// drops it (bc mutant 1313 of seed 591: a kind without one).
		if d.at(3) != 0 && d.at(4) != 0 {
			d.named("checksumkind", 3, checksumKinds, false)
			d.str("checksum", 4, true)
		}
		if len(rec.ops) > 5 {
			d.str("source", 5, false)
		}
	case mdDerivedType:
		need(12)
		n.Kind = "DIDerivedType"
		isMD := d.at(0)&2 != 0
		d.named("tag", 1, dwTags, true)
		d.str("name", 2, false)
		d.md("scope", 5, false)
		d.md("file", 3, false)
		d.num("line", 4, false)
		d.md("baseType", 6, true)
		d.sized("size", 7, isMD)
		// LLVM keeps the alignment and the pointer authentication in one
		// 32-bit field: the latter, when not 0, overwrites the former,
		// and the field is the alignment but of a ptrauth type.
		align := uint64(uint32(d.at(8)))
		if raw := uint64(uint32(d.at(14))); raw != 0 {
			align = raw
		}
		ptrAuth := d.at(1) == dwTagPtrAuth && ptrAuthInText(align)
		if align != 0 && !ptrAuth {
			d.raw("align", strconv.FormatUint(align, 10))
		}
		d.sized("offset", 9, isMD)
		d.num("num_extra_inhabitants", 22, false)
		d.flags("flags", 10)
		d.md("extraData", 11, false)
		if as := d.at(12); as != 0 {
			d.raw("dwarfAddressSpace", strconv.FormatUint(as-1, 10))
		}
		// LLVM reads the annotations (and the pointer authentication)
		// only from a record that has room for both: both have been
		// operand 13 in their time (bc mutant 2761 of seed 631).
		if len(rec.ops) > 14 {
			d.md("annotations", 13, false)
		}
		if ptrAuth {
			readPtrAuth(d, align)
		}
	case mdSubrangeType:
		need(13)
		n.Kind = "DISubrangeType"
		d.str("name", 1, false)
		d.md("scope", 4, false)
		d.md("file", 2, false)
		d.num("line", 3, false)
		d.sized("size", 5, d.at(0)&2 != 0)
		d.num("align", 6, false)
		d.flags("flags", 7)
		d.md("baseType", 8, false)
		d.md("lowerBound", 9, false)
		d.md("upperBound", 10, false)
		d.md("stride", 11, false)
		d.md("bias", 12, false)
	case mdCompositeType:
		need(16)
		d.align32(8)
		n.Kind = "DICompositeType"
		isMD := d.at(0)&4 != 0
		d.named("tag", 1, dwTags, true)
		d.str("name", 2, false)
		d.md("scope", 5, false)
		d.md("file", 3, false)
		d.num("line", 4, false)
		d.md("baseType", 6, false)
		d.sized("size", 7, isMD)
		d.num("align", 8, false)
		d.sized("offset", 9, isMD)
		d.num("num_extra_inhabitants", 22, false)
		d.flags("flags", 10)
		d.md("elements", 11, false)
		d.named("runtimeLang", 12, dwLang, false)
		d.md("vtableHolder", 13, false)
		d.md("templateParams", 14, false)
		d.str("identifier", 15, false)
		d.md("discriminator", 16, false)
		d.md("dataLocation", 17, false)
		d.md("associated", 18, false)
		d.md("allocated", 19, false)
		d.bound("rank", 20) // a constant prints as a number, as llvm-dis prints it
		d.md("annotations", 21, false)
		d.md("specification", 23, false)
		// LLVM compares the whole operand with its "none" (bc mutant 898
		// of seed 551: 0x2FFFFFFFF is kind 0xFFFFFFFF, printed).
		if len(rec.ops) > 24 && d.at(24) != 0xFFFFFFFF {
			d.named("enumKind", 24, appleEnumKinds, true)
		}
		d.md("bitStride", 25, false)
	case mdSubroutine:
		need(3)
		n.Kind = "DISubroutineType"
		d.flags("flags", 1)
		d.named("cc", 3, dwCC, false)
		d.md("types", 2, true)
	case mdCompileUnit:
		need(14)
		n.Kind = "DICompileUnit"
		lang := d.at(1)
		if lang&(1<<63) != 0 {
			lang &^= 1 << 63
			if name, ok := dwLName[lang]; ok {
				d.raw("sourceLanguageName", name)
			} else {
				d.raw("sourceLanguageName", strconv.FormatUint(lang, 10))
			}
			d.num("sourceLanguageVersion", 22, false)
		} else {
			d.named("language", 1, dwLang, true)
		}
		d.md("file", 2, true)
		d.str("producer", 3, false)
		d.truth("isOptimized", 4)
		d.str("flags", 5, false)
		d.num("runtimeVersion", 6, true)
		d.str("splitDebugFilename", 7, false)
		d.named("emissionKind", 8, emissionKinds, true)
		d.md("enums", 9, false)
		d.md("retainedTypes", 10, false)
		d.md("globals", 12, false)
		d.nodeOnly("imports", 13) // bc mutant 1483 of seed 561
		d.md("imports", 13, false)
		d.md("macros", 15, false)
		d.num("dwoId", 14, false)
		if len(rec.ops) > 16 && d.at(16) == 0 {
			d.raw("splitDebugInlining", "false")
		}
		d.boolean("debugInfoForProfiling", 17)
		d.named("nameTableKind", 18, nameTableKinds, false)
		d.boolean("rangesBaseAddress", 19)
		d.str("sysroot", 20, false)
		d.str("sdk", 21, false)
	case mdSubprogram:
		need(18)
		if d.at(0)&4 == 0 {
			r.fail("subprogram records without spFlags (LLVM 7 and older) are not supported")
		}
		// LLVM refuses a record with spFlags whose unit flag (bit 1) is
		// clear, and one of more than 22 operands (its writer makes 21;
		// record mutant 115 of seed 2 had 22, which LLVM 22 reads).
		if d.at(0)&2 == 0 || len(rec.ops) > 22 {
			r.fail("invalid DISubprogram record")
		}
		n.Kind = "DISubprogram"
		// All definitions are distinct, as LLVM's reader makes them.
		n.Distinct = n.Distinct || d.at(9)&dinames.SPFlagDefinition != 0
		d.str("name", 2, false)
		d.str("linkageName", 3, false)
		d.md("scope", 1, true) // llvm-dis prints "scope: null"
		d.md("file", 4, false)
		d.num("line", 5, false)
		d.md("type", 6, false)
		d.num("scopeLine", 7, false)
		d.md("containingType", 8, false)
		// Printed with a virtuality (even 0) or when not 0.
		d.num("virtualIndex", 10, d.at(9)&3 != 0)
		if adj := int32(d.at(16)); adj != 0 {
			d.raw("thisAdjustment", strconv.FormatInt(int64(adj), 10))
		}
		d.flags("flags", 11)
		d.spFlags("spFlags", 9)
		d.md("unit", 12, false)
		d.md("templateParams", 13, false)
		d.md("declaration", 14, false)
		d.md("retainedNodes", 15, false)
		d.md("thrownTypes", 17, false)
		d.md("annotations", 18, false)
		d.str("targetFuncName", 19, false)
		d.boolean("keyInstructions", 20)
	case mdLexicalBlock:
		need(5)
		n.Kind = "DILexicalBlock"
		d.md("scope", 1, true)
		d.md("file", 2, false)
		d.num("line", 3, false)
		d.num("column", 4, false)
	case mdLexBlockFile:
		need(4)
		n.Kind = "DILexicalBlockFile"
		d.md("scope", 1, true)
		d.md("file", 2, false)
		d.num("discriminator", 3, true)
	case mdNamespace:
		need(3)
		n.Kind = "DINamespace"
		if len(rec.ops) == 5 {
			d.str("name", 3, false)
			d.md("scope", 1, true)
		} else {
			d.str("name", 2, false)
			d.md("scope", 1, true)
			if d.at(0)&2 != 0 {
				d.raw("exportSymbols", "true")
			}
		}
	case mdCommonBlock:
		need(6)
		n.Kind = "DICommonBlock"
		d.md("scope", 1, true)
		d.md("declaration", 2, true) // llvm-dis prints "declaration: null"
		d.str("name", 3, false)
		d.md("file", 4, false)
		d.num("line", 5, false)
	case mdTemplateType:
		need(3)
		n.Kind = "DITemplateTypeParameter"
		d.str("name", 1, false)
		d.md("type", 2, true)
		d.boolean("defaulted", 3)
	case mdTemplateValue:
		need(5)
		n.Kind = "DITemplateValueParameter"
		if t := d.at(1); t != 0x30 {
			d.named("tag", 1, dwTags, false)
		}
		if len(rec.ops) >= 6 {
			d.str("name", 2, false)
			d.md("type", 3, false)
			d.boolean("defaulted", 4)
			d.md("value", 5, true)
		} else {
			d.str("name", 2, false)
			d.md("type", 3, false)
			d.md("value", 4, true)
		}
	case mdGlobalVar:
		need(11)
		d.version("DIGlobalVariable", 2)
		n.Kind = "DIGlobalVariable"
		d.str("name", 2, false) // clang leaves a string literal's unnamed
		d.str("linkageName", 3, false)
		d.md("scope", 1, true) // llvm-dis prints "scope: null"
		d.md("file", 4, false)
		d.num("line", 5, false)
		d.md("type", 6, false)
		d.truth("isLocal", 7)
		d.truth("isDefinition", 8)
		d.md("declaration", 9, false)
		d.md("templateParams", 10, false)
		d.num("align", 11, false)
		d.md("annotations", 12, false)
	case mdLocalVar:
		need(8)
		n.Kind = "DILocalVariable"
		hasAlign := d.at(0)&2 != 0
		tag := 0
		if !hasAlign && len(rec.ops) > 8 {
			tag = 1
		}
		d.str("name", 2+tag, false)
		d.num("arg", 6+tag, false)
		d.md("scope", 1+tag, true)
		d.md("file", 3+tag, false)
		d.num("line", 4+tag, false)
		d.md("type", 5+tag, false)
		d.flags("flags", 7+tag)
		if hasAlign {
			d.align32(8)
			d.num("align", 8, false)
			d.md("annotations", 9, false)
		}
	case mdLabel:
		need(5)
		n.Kind = "DILabel"
		d.md("scope", 1, true)
		d.str("name", 2, true)
		d.md("file", 3, true)
		d.raw("line", strconv.FormatUint(d.at(4), 10))
		d.num("column", 5, false)
		if d.at(0)&2 != 0 {
			d.raw("isArtificial", "true")
		}
		// None is all ones in 64 bits; 0xFFFFFFFF is an index, which
		// LLVM's text takes and prints.
		switch x := d.at(6); {
		case len(rec.ops) <= 6 || x == ^uint64(0):
		case x > 0xFFFFFFFF:
			r.fail("CoroSuspendIdx value is too large")
		default:
			d.num("coroSuspendIdx", 6, true)
		}
	case mdExpression:
		d.version("DIExpression", 3)
		n.Kind = "DIExpression"
		n.Ops = expressionOps(rec.ops[1:])
	case mdGlobalVarExpr:
		need(3)
		n.Kind = "DIGlobalVariableExpression"
		d.md("var", 1, true)
		if v := t.getOrNull(d.at(1)); v != nil && !isKind(v, "DIGlobalVariable") {
			// LLVM's reader and verifier crash on it, and its text reader
			// on memspace's text (record mutant 2237 of seed 16).
			r.fail("the var of a !DIGlobalVariableExpression is no DIGlobalVariable")
		}
		if e := t.getOrNull(d.at(2)); e != nil && !isKind(e, "DIExpression") {
			// LLVM's reader crashes on anything else (bc mutant 2020 of
			// seed 581). An expression refers to no node, so it is
			// built whole by now.
			r.fail("the expr of a !DIGlobalVariableExpression is no DIExpression")
		}
		if d.at(2) == 0 {
			// None is the empty expression to LLVM's reader.
			d.field("expr", &ir.MDNode{Slot: -1, Kind: "DIExpression"})
		} else {
			d.md("expr", 2, true)
		}
	case mdObjCProperty:
		need(8)
		n.Kind = "DIObjCProperty"
		d.str("name", 1, false)
		d.md("file", 2, false)
		d.num("line", 3, false)
		d.str("setter", 4, false)
		d.str("getter", 5, false)
		d.num("attributes", 6, false)
		d.md("type", 7, false)
	case mdImported:
		need(6)
		n.Kind = "DIImportedEntity"
		d.named("tag", 1, dwTags, true)
		d.str("name", 5, false)
		d.md("scope", 2, true)
		d.md("entity", 3, false)
		d.md("file", 6, false)
		d.num("line", 4, false)
		d.md("elements", 7, false)
	case mdModule:
		need(6)
		n.Kind = "DIModule"
		// Records of 8 operands and more (LLVM 11 and later) start with
		// the file; older ones have none, nor line or isDecl.
		o := 1
		if len(rec.ops) >= 8 {
			o = 2
		}
		d.md("scope", o, true)
		d.str("name", o+1, true)
		d.str("configMacros", o+2, false)
		d.str("includePath", o+3, false)
		d.str("apinotes", o+4, false)
		if o == 2 {
			d.md("file", 1, false)
			d.num("line", 7, false)
			d.boolean("isDecl", 8)
		}
	case mdMacro:
		need(5)
		n.Kind = "DIMacro"
		d.named("type", 1, macinfo, true)
		d.num("line", 2, false)
		d.str("name", 3, true)
		d.str("value", 4, false)
	case mdMacroFile:
		need(5)
		n.Kind = "DIMacroFile"
		if d.at(1) != 3 {
			d.named("type", 1, macinfo, false)
		}
		d.num("line", 2, false)
		d.md("file", 3, true)
		d.md("nodes", 4, false)
	case mdAssignID:
		if !n.Distinct || len(rec.ops) != 1 {
			r.fail("invalid DIAssignID record: must be distinct")
		}
		n.Kind = "DIAssignID"
	case mdGenericDebug:
		need(4)
		t.genericDINode(d)
	case mdFixedPoint:
		need(11)
		t.fixedPointType(d)
	default:
		r.fail("unsupported debug-info record code %d in METADATA_BLOCK", rec.code)
	}
	// A node of a kind with no fields still prints as !Kind().
}

// distinctIn reads a debug-info record's distinct flag from its first
// operand as LLVM's reader does. Records whose first operand also holds a
// version or other flags test its low bit; the older ones take any
// nonzero value. A compile unit is always distinct. LLVM makes subranges
// and expressions uniqued whatever the flag says (it reads the flag of a
// subrange only after making the node), so they are never distinct here.
func distinctIn(code, op0 uint64) bool {
	switch code {
	case mdCompileUnit:
		return true
	case mdSubrange, mdGenericSubrng, mdExpression:
		return false
	case mdLocation, mdGenericDebug, mdModule, mdFile, mdLexicalBlock, mdLexBlockFile,
		mdMacro, mdMacroFile, mdTemplateType, mdTemplateValue, mdGlobalVarExpr,
		mdObjCProperty, mdImported:
		return op0 != 0
	}
	return op0&1 != 0
}

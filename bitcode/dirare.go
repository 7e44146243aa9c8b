package bitcode

import (
	"math/big"
	"strconv"

	"memspace/ir"
)

// Two debug-info nodes whose records do not fit the fixed layouts of
// diLayouts, read and written here.
//
// !GenericDINode(tag: DW_TAG_x, header: "h", operands: {!1, null}) is
// METADATA_GENERIC_DEBUG: [distinct, tag, version (0), header (string
// id+1, 0 when empty), operand ids+1 (0: null)...]. The text keeps tag and
// header as fields and the operands in the node's Ops.
//
// !DIFixedPointType(name: "q", size: 32, encoding: DW_ATE_signed_fixed,
// kind: Rational, numerator: 1, denominator: 3) is METADATA_FIXED_POINT_TYPE:
// [distinct | 2 when size is metadata, tag, name, size, align, encoding,
// flags, kind, factor, numerator, denominator], where each of numerator
// and denominator is a word count << 32 | bit width, then that many words,
// sign-rotated. LLVM's text reader gives a literal the fewest bits that
// hold it (unsigned for n >= 0, two's complement for n < 0), and llvm-dis
// prints the value as signed only for DW_ATE_signed_fixed: 1234 read into
// a signed type prints as -814. The writer gives a literal the width LLVM
// would, so both disassemble alike. Numerator and denominator print (even
// 0) only for kind Rational, factor only for the others and when not 0;
// in any other case the verifier refuses the node.

// maxIntBits bounds the bit width of a wide integer of a record (LLVM's
// largest integer type).
const maxIntBits = 1 << 23

const (
	dwATESignedFixed = 0x0d
	dwTagBaseType    = 0x24
	fixedRational    = 2
)

// genericDINode fills a GenericDINode from its record.
func (t *mdTable) genericDINode(d *diw) {
	if d.at(1) >= 1<<16 || d.at(2) != 0 {
		t.r.fail("invalid METADATA_GENERIC_DEBUG record")
	}
	d.n.Kind = "GenericDINode"
	d.named("tag", 1, dwTags, true)
	d.str("header", 3, false)
	if ops := d.ops[4:]; len(ops) > 0 {
		d.n.Ops = make([]ir.Metadata, len(ops))
		for i, op := range ops {
			d.n.Ops[i] = t.getOrNull(op)
		}
	}
}

// fixedPointType fills a DIFixedPointType from its record.
func (t *mdTable) fixedPointType(d *diw) {
	r := t.r
	kind := d.at(7)
	if kind > fixedRational {
		r.fail("invalid METADATA_FIXED_POINT_TYPE record (kind %d)", kind)
	}
	d.n.Kind = "DIFixedPointType"
	if d.at(1) != dwTagBaseType {
		d.named("tag", 1, dwTags, true) // printed only when not the default
	}
	d.str("name", 2, false)
	d.sized("size", 3, d.at(0)&2 != 0)
	d.num("align", 4, false)
	d.named("encoding", 5, dwATE, false)
	d.flags("flags", 6)
	d.named("kind", 7, fixedPointKinds, true)
	signed := d.at(5) == dwATESignedFixed
	off := 9
	num := t.wideField(d, &off, signed)
	den := t.wideField(d, &off, signed)
	switch len(d.ops) - off {
	case 0:
	case 3:
		r.fail("DIFixedPointType with a file, line and scope (from an LLVM newer than 22) is not supported")
	default:
		r.fail("invalid METADATA_FIXED_POINT_TYPE record")
	}
	// A rational with a factor, or another kind with a numerator or a
	// denominator, keeps the field LLVM's printer would not show, for
	// the verifier to refuse as LLVM's does (bit-flip mutant 1585 of
	// seed 911), rather than lose it.
	if kind == fixedRational || num != "0" || den != "0" {
		d.raw("numerator", num)
		d.raw("denominator", den)
	}
	if f := int32(d.at(8)); f != 0 {
		d.raw("factor", strconv.Itoa(int(f)))
	}
}

// wideField reads the wide integer at *off (see above) and moves past it.
func (t *mdTable) wideField(d *diw, off *int, signed bool) string {
	if *off >= len(d.ops) {
		t.r.fail("invalid METADATA_FIXED_POINT_TYPE record")
	}
	enc := d.ops[*off]
	*off++
	words, width := enc>>32, int(uint32(enc))
	if width == 0 || width > maxIntBits || words > uint64(len(d.ops)-*off) {
		t.r.fail("invalid METADATA_FIXED_POINT_TYPE record")
	}
	v := wideInt(d.ops[*off:*off+int(words)], width)
	*off += int(words)
	if !signed && v.Sign() < 0 {
		v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	return v.String()
}

// genericDINode writes a GenericDINode (see above).
func (e *encoder) genericDINode(n *ir.MDNode, ref func(ir.Metadata) uint64) {
	ops := []uint64{boolU(n.Distinct), 0, 0, 0}
	for _, f := range n.Fields {
		switch f.Name {
		case "tag":
			ops[1] = e.fieldValue(n, diSpec{1, "tag", 't', dwTags}, f.Value, ref)
		case "header":
			if s, ok := e.fieldString(f.Value); ok && s != "" {
				ops[3] = ref(f.Value)
			}
		default:
			e.fail("field %s of !%s is not supported", f.Name, n.Kind)
		}
	}
	for _, op := range n.Ops {
		ops = append(ops, ref(op))
	}
	e.b.record(mdGenericDebug, ops)
}

var fixedPointSpecs = []diSpec{{1, "tag", 't', dwTags}, {2, "name", 's', nil}, {3, "size", 'n', nil},
	{4, "align", 'n', nil}, {5, "encoding", 't', dwATE}, {6, "flags", 'f', nil}, {7, "kind", 't', fixedPointKinds},
	{8, "factor", 'i', nil}}

// fixedPointType writes a DIFixedPointType (see above), its size a plain
// number.
func (e *encoder) fixedPointType(n *ir.MDNode, ref func(ir.Metadata) uint64) {
	ops := make([]uint64, 9)
	ops[0] = boolU(n.Distinct)
	ops[1] = dwTagBaseType
	var num, den ir.Metadata
	for _, f := range n.Fields {
		switch f.Name {
		case "numerator":
			num = f.Value
			continue
		case "denominator":
			den = f.Value
			continue
		}
		spec, ok := findSpec(fixedPointSpecs, f.Name)
		if !ok {
			e.fail("field %s of !%s is not supported", f.Name, n.Kind)
		}
		ops[spec.pos] = e.fieldValue(n, spec, f.Value, ref)
	}
	ops = e.appendWide(ops, n, "numerator", num)
	ops = e.appendWide(ops, n, "denominator", den)
	e.b.record(mdFixedPoint, ops)
}

// appendWide appends a numerator or denominator literal (absent: 0) with
// the width LLVM's text reader gives it.
func (e *encoder) appendWide(ops []uint64, n *ir.MDNode, name string, md ir.Metadata) []uint64 {
	v := new(big.Int)
	if md != nil {
		text, _ := rawText(md)
		if _, ok := v.SetString(text, 10); !ok {
			e.fail("field %s of !%s: %q is not a number", name, n.Kind, text)
		}
	}
	width := v.BitLen()
	if v.Sign() < 0 {
		width = new(big.Int).Not(v).BitLen() + 1 // ^v is -v-1
	}
	width = max(width, 1)
	if width > maxIntBits {
		e.fail("field %s of !%s: %s has more than %d bits", name, n.Kind, v, maxIntBits)
	}
	words := wideWords(v, width)
	ops = append(ops, uint64(len(words))<<32|uint64(width))
	return append(ops, words...)
}

// A DIDerivedType's pointer authentication (ptrAuthKey: 2,
// ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234,
// ptrAuthIsaPointer: false, ptrAuthAuthenticatesNullValues: false) is one
// operand of its record, LLVM's PtrAuthData bit fields: key in bits 0-3,
// address discrimination in bit 4, the extra discriminator in bits 5-20,
// isa pointer in bit 21, null values in bit 22; 0 means none. LLVM's text
// reader gives a node the data when ptrAuthKey is written and not 0, and
// llvm-dis prints the data of every DW_TAG_LLVM_ptrauth_type node (and
// of no other): the key and discriminator when not 0, the flags always.

const (
	dwTagPtrAuth    = 0x4300
	ptrAuthDiscBit  = 4
	ptrAuthExtraBit = 5
	ptrAuthIsaBit   = 21
	ptrAuthNullBit  = 22
)

// ptrAuthInText reports whether LLVM's text reader can give a node the
// shared field raw through the ptrAuth fields: 0 (written as all false),
// or a key of 1 to 7 (it keeps the data only for a key not 0, up to 7)
// and no bit past the five fields. Otherwise the reader writes the field
// as "align: N", which LLVM's text reader stores in the same place (and
// llvm-dis prints as a ptrAuthKey it cannot read back).
func ptrAuthInText(raw uint64) bool {
	k := raw & 15
	return raw == 0 || k != 0 && k <= 7 && raw < 1<<(ptrAuthNullBit+1)
}

// readPtrAuth adds the fields of raw to d's node.
func readPtrAuth(d *diw, raw uint64) {
	flag := func(bit uint) string { return strconv.FormatBool(raw>>bit&1 != 0) }
	if k := raw & 15; k != 0 {
		d.raw("ptrAuthKey", strconv.FormatUint(k, 10))
	}
	d.raw("ptrAuthIsAddressDiscriminated", flag(ptrAuthDiscBit))
	if x := raw >> ptrAuthExtraBit & 0xFFFF; x != 0 {
		d.raw("ptrAuthExtraDiscriminator", strconv.FormatUint(x, 10))
	}
	d.raw("ptrAuthIsaPointer", flag(ptrAuthIsaBit))
	d.raw("ptrAuthAuthenticatesNullValues", flag(ptrAuthNullBit))
}

// ptrAuthData packs n's pointer authentication fields (see above), 0
// when its ptrAuthKey is absent or 0.
func (e *encoder) ptrAuthData(n *ir.MDNode) uint64 {
	if k, _ := rawText(n.Field("ptrAuthKey")); k == "" || k == "0" {
		return 0
	}
	var raw uint64
	for _, f := range ptrAuthFields {
		if v := n.Field(f.spec.name); v != nil {
			raw |= e.fieldValue(n, f.spec, v, nil) << f.shift
		}
	}
	return raw
}

// ptrAuthFields are the fields ptrAuthData packs, each with its bit.
var ptrAuthFields = []struct {
	spec  diSpec
	shift uint
}{{diSpec{14, "ptrAuthKey", 'n', nil}, 0}, {diSpec{14, "ptrAuthIsAddressDiscriminated", 'b', nil}, ptrAuthDiscBit},
	{diSpec{14, "ptrAuthExtraDiscriminator", 'n', nil}, ptrAuthExtraBit}, {diSpec{14, "ptrAuthIsaPointer", 'b', nil}, ptrAuthIsaBit},
	{diSpec{14, "ptrAuthAuthenticatesNullValues", 'b', nil}, ptrAuthNullBit}}

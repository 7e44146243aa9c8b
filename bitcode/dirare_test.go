package bitcode

import (
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
)

// TestRareDINodesExact writes GenericDINode and DIFixedPointType nodes as
// bitcode and reads them back: the text must be what llvm-dis-22 prints
// for llvm-as-22's bitcode of the input (copied here, so that wide
// numerators, which make LLVM 22's uniquing compare integers of
// different widths, need no LLVM run).
func TestRareDINodesExact(t *testing.T) {
	src := `!named = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !GenericDINode(tag: DW_TAG_entry_point, header: "some\00header", operands: {!1, null, !"x", i32 7})
!1 = distinct !GenericDINode(tag: DW_TAG_base_type, operands: {})
!2 = !GenericDINode(operands: {null}, header: "", tag: 4660)
!3 = !DIFixedPointType(name: "fx", size: 32, align: 32, encoding: DW_ATE_signed_fixed, flags: DIFlagArtificial, kind: Binary, factor: -4)
!4 = !DIFixedPointType(encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 0, denominator: 18446744073709551615123)
!5 = !DIFixedPointType(name: "u", encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: -3, denominator: 340282366920938463463374607431768211455)
!6 = !DIFixedPointType(name: "s", encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 1234, denominator: -340282366920938463463374607431768211456)
!7 = !DIFixedPointType(name: "d", encoding: DW_ATE_signed_fixed, kind: Decimal, factor: 0, size: 8)
!8 = distinct !DIFixedPointType(name: "r", encoding: DW_ATE_unsigned_fixed, kind: Rational)
`
	want := `!0 = !GenericDINode(tag: DW_TAG_entry_point, header: "some\00header", operands: {!1, null, !"x", i32 7})
!1 = distinct !GenericDINode(tag: DW_TAG_base_type)
!2 = !GenericDINode(tag: 4660, operands: {null})
!3 = !DIFixedPointType(name: "fx", size: 32, align: 32, encoding: DW_ATE_signed_fixed, flags: DIFlagArtificial, kind: Binary, factor: -4)
!4 = !DIFixedPointType(encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 0, denominator: -442721857769029239661)
!5 = !DIFixedPointType(name: "u", encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 5, denominator: 340282366920938463463374607431768211455)
!6 = !DIFixedPointType(name: "s", encoding: DW_ATE_signed_fixed, kind: Rational, numerator: -814, denominator: -340282366920938463463374607431768211456)
!7 = !DIFixedPointType(name: "d", size: 8, encoding: DW_ATE_signed_fixed, kind: Decimal)
!8 = distinct !DIFixedPointType(name: "r", encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 0, denominator: 0)
`
	text := throughBitcode(t, src)
	got := text[strings.Index(text, "!0 = "):]
	if got != want {
		t.Errorf("got:\n%swant:\n%s", got, want)
	}
}

// TestRareDINodeRecordErrors: malformed records of the two nodes are
// errors that name the record.
func TestRareDINodeRecordErrors(t *testing.T) {
	fixed := func(extra ...uint64) []uint64 {
		return append([]uint64{0, 0x24, 0, 0, 0, 0x0d, 0, 2, 0}, extra...)
	}
	one := uint64(1)<<32 | 1
	tests := []struct {
		name string
		code uint64
		ops  []uint64
		want string
	}{
		{"generic version", mdGenericDebug, []uint64{0, 0x34, 1, 0}, "invalid METADATA_GENERIC_DEBUG record"},
		{"generic tag", mdGenericDebug, []uint64{0, 1 << 16, 0, 0}, "invalid METADATA_GENERIC_DEBUG record"},
		{"generic short", mdGenericDebug, []uint64{0, 0x34, 0}, "invalid debug-info record (code 12, 3 operands)"},
		{"fixed kind", mdFixedPoint, []uint64{0, 0x24, 0, 0, 0, 0x0d, 0, 3, 0, one, 0, one, 0}, "kind 3"},
		{"fixed width 0", mdFixedPoint, fixed(1<<32, 0, one, 0), "invalid METADATA_FIXED_POINT_TYPE record"},
		{"fixed words past the end", mdFixedPoint, fixed(one, 0, 5<<32|1, 0), "invalid METADATA_FIXED_POINT_TYPE record"},
		{"fixed trailing", mdFixedPoint, fixed(one, 0, one, 0, 7), "invalid METADATA_FIXED_POINT_TYPE record"},
		{"fixed newer", mdFixedPoint, fixed(one, 0, one, 0, 0, 3, 0), "newer than 22"},
		// Values LLVM 22's reader refuses, and versions it upgrades.
		{"composite align", mdCompositeType, append([]uint64{0, 0x13, 0, 0, 0, 0, 0, 0, 1 << 32}, make([]uint64, 7)...), "Alignment value is too large"},
		{"local align", mdLocalVar, []uint64{2, 1, 0, 0, 0, 0, 0, 0, 1 << 32}, "Alignment value is too large"}, // (its own scope)
		{"expression newer", mdExpression, []uint64{4 << 1}, "invalid DIExpression record: version 4"},
		{"expression older", mdExpression, []uint64{2 << 1}, "DIExpression records of version 2"},
		{"global older", mdGlobalVar, append([]uint64{1 << 1}, make([]uint64, 10)...), "DIGlobalVariable records of version 1"},
		{"global newer", mdGlobalVar, append([]uint64{3 << 1}, make([]uint64, 10)...), "invalid DIGlobalVariable record: version 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data := module(func(b *blockWriter) {
				b.enter(metadataBlock, 4)
				b.record(tc.code, tc.ops)
				b.record(mdName, strOps("n"))
				b.record(mdNamedNode, []uint64{0})
				b.exit()
			}, 1, ret)
			_, err := Read("k.bc", data)
			if err == nil {
				t.Fatal("no error")
			}
			if msg := err.Error(); !errShape.MatchString(msg) || !strings.Contains(msg, tc.want) {
				t.Errorf("error %q: want the shape FILE: error: bitcode: ... and %q", msg, tc.want)
			}
		})
	}
}

// throughBitcode parses src, writes it as bitcode, reads that back and
// returns the module's text.
func throughBitcode(t *testing.T, src string) string {
	t.Helper()
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bc, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Read("k.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	return string(llwrite.Bytes(back))
}

// TestDINodeFieldHoldingString: a node field may hold a metadata string
// (a template template parameter's value, or a flipped bit in
// annotations); it prints as !"..." as LLVM prints it, never as a string
// field's "...", which llvm-as-22 refuses there.
func TestDINodeFieldHoldingString(t *testing.T) {
	src := `!named = !{!0, !1}
!0 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "T", type: null, value: !"vector")
!1 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
`
	want := `!0 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "T", value: !"vector")
`
	text := throughBitcode(t, src)
	if !strings.Contains(text, want) {
		t.Errorf("got:\n%swant a line:\n%s", text, want)
	}
}

// TestFixedPointFieldsOfAnotherKind: a rational DIFixedPointType record
// with a factor (bit-flip mutant 1585 of seed 911), a binary one with a
// numerator, or one with encoding 142 (record mutant 531 of seed 40), is
// refused as LLVM's verifier refuses it; the reader kept
// the field, which LLVM's printer does not show, instead of dropping it.
func TestFixedPointFieldsOfAnotherKind(t *testing.T) {
	src := "!named = !{!0, !1}\n" +
		"!0 = !DIFixedPointType(name: \"r\", size: 16, encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 1, denominator: 3)\n" +
		"!1 = !DIFixedPointType(name: \"b\", size: 16, encoding: DW_ATE_signed_fixed, kind: Binary, factor: -2)\n"
	for _, tc := range []struct {
		kind uint64 // of the record edited
		set  func(ops []uint64)
		want string
	}{
		{2, func(ops []uint64) { ops[8] = 5 }, "factor should be 0 for rationals"},
		{0, func(ops []uint64) { ops[10] = 7 }, "numerator and denominator should be 0 for non-rationals"},
		{0, func(ops []uint64) { ops[5] = 142 }, "invalid encoding"},
	} {
		bc := editedSource(t, src, func(block, code uint64, ops []uint64) []uint64 {
			if block == metadataBlock && code == mdFixedPoint && ops[7] == tc.kind {
				ops = append([]uint64(nil), ops...)
				tc.set(ops)
			}
			return ops
		})
		if _, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-passes=verify", "-disable-output", "-"); err == nil || !strings.Contains(stderr, tc.want) {
			t.Fatalf("opt-22: %v %s, want %q", err, stderr, tc.want)
		}
		m, err := Read("k.bc", bc)
		if err == nil {
			err = irverify.VerifyRead(m)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("memspace: %v, want %q", err, tc.want)
		}
	}
}

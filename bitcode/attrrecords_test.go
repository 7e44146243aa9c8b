package bitcode

import (
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
)

// withMemory is a module whose function has one attribute, memory with
// operand v as a group record holds it.
func withMemory(v uint64) []byte { return withFnAttr(1, 86, v) }

// withFnAttr is a module whose function has one attribute, the operands
// of a group record after the group and parameter numbers.
func withFnAttr(ops ...uint64) []byte {
	attrs := func(b *blockWriter) {
		b.enter(paramAttrGroup, 3)
		b.record(3, append([]uint64{1, fnIndex}, ops...))
		b.exit()
		b.enter(paramAttrBlock, 3)
		b.record(2, []uint64{1})
		b.exit()
	}
	return moduleAttrs(attrs, [][]uint64{{typeVoid}, {typeFunction, 0, 0}}, nil, 1, 1, ret)
}

// The memory attribute's layouts. The expected texts are what
// llvm-dis-22 prints for the same operands (checked by hand: bitcode
// written with these operands in place of the writer's own).
func TestMemoryAttributeLayouts(t *testing.T) {
	for _, c := range []struct {
		v    uint64
		want string
	}{
		// Version 0, LLVM 16-20: argmem, inaccessiblemem, other.
		{0x15, "memory(read, target_mem0: none, target_mem1: none)"},
		{0x09, "memory(argmem: read, inaccessiblemem: write)"},
		{0x30, "memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)"},
		{0x00, "memory(none)"},
		// Version 1, LLVM 21-22: argmem, inaccessiblemem, errnomem,
		// other, target_mem0, target_mem1.
		{1<<56 | 0x555, "memory(read)"},
		{1<<56 | 0x15, "memory(argmem: read, inaccessiblemem: read, errnomem: read)"},
		{1<<56 | 0x55, "memory(read, target_mem0: none, target_mem1: none)"},
	} {
		m, err := Read("k.bc", withMemory(c.v))
		if err != nil {
			t.Errorf("%#x: %v", c.v, err)
			continue
		}
		if out := string(llwrite.Bytes(m)); !strings.Contains(out, "{ "+c.want+" }") {
			t.Errorf("%#x: want %s in\n%s", c.v, c.want, out)
		}
	}
}

// A location or a layout version LLVM 22 does not know would be dropped
// by LLVM 22 (memory(none) for 1<<56|0x1000), which changes what the
// function may touch: an error, as for other records of a newer LLVM.
func TestMemoryAttributeUnknownLocation(t *testing.T) {
	for _, v := range []uint64{1<<56 | 0x1000, 2<<56 | 0x555, 0x40} {
		_, err := Read("k.bc", withMemory(v))
		if err == nil || !errShape.MatchString(err.Error()) || !strings.Contains(err.Error(), "memory attribute") {
			t.Errorf("%#x: error %v, want a memory attribute error", v, err)
		}
	}
}

// memory(...) as the text reader takes it: an access kind for every
// location may come more than once before the first location, and a
// location may come twice (the last wins). The expected texts are
// llvm-dis-22's of llvm-as-22's bitcode of the same source.
func TestMemoryAttributeWritten(t *testing.T) {
	for src, want := range map[string]string{
		"read, read":                        "memory(read)",
		"read, argmem: write, argmem: none": "memory(read, argmem: none)",
		"none, errnomem: write":             "memory(errnomem: write)",
		"target_mem0: read":                 "memory(target_mem0: read)",
	} {
		text := throughBitcode(t, "declare void @f() memory("+src+")\n")
		if !strings.Contains(text, want) {
			t.Errorf("memory(%s): got\n%swant %s", src, text, want)
		}
	}
}

// A null byte inside an attribute string would end the string early in
// bitcode (llvm-as-22 writes such a file, which llvm-dis-22 then rejects
// as an "Invalid attribute group entry"): the writer refuses the module.
func TestNullByteAttributeRefused(t *testing.T) {
	for _, attrs := range []string{`"a\00b"="c"`, `"ab"="c\00d"`} {
		m, err := llread.Parse("k.ll", []byte("define void @f() #0 {\n  ret void\n}\nattributes #0 = { "+attrs+" }\n"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Encode(m)
		if err == nil || !strings.Contains(err.Error(), "holds a null byte, which bitcode cannot store") {
			t.Errorf("%s: error %v, want a refusal", attrs, err)
		}
	}
}

// Each attribute comes in the record kind LLVM writes it in; another kind
// would print as text no reader takes ("range" bare, "nounwind(5)").
// LLVM's reader refuses them too ("Not an enum attribute", ...).
func TestAttributeRecordKinds(t *testing.T) {
	const nounwind, rangeKind, memory, byref, initializes = 18, 92, 86, 69, 94
	for _, c := range []struct {
		ops  []uint64
		want string
	}{
		{[]uint64{0, rangeKind}, "attribute range has no value"},
		{[]uint64{0, byref}, "attribute byref needs its type"}, // (record mutant 224 of seed 9)
		// initializes((0, 0)) and initializes((4, 8), (0, 2)), bounds sign-rotated (mutant 2326)
		{[]uint64{8, initializes, 1, 64, 0, 0}, "Invalid (unordered or overlapping) range list"},
		{[]uint64{8, initializes, 2, 64, 8, 16, 0, 4}, "Invalid (unordered or overlapping) range list"},
		{[]uint64{0, memory}, "attribute memory has no value"},
		{[]uint64{1, nounwind, 5}, "attribute nounwind takes no integer"},
		{[]uint64{5, nounwind}, "attribute nounwind takes no type"},
		{[]uint64{7, memory, 32, 0, 2}, "attribute memory takes no range"},
	} {
		_, err := Read("k.bc", withFnAttr(c.ops...))
		if err == nil || !errShape.MatchString(err.Error()) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.ops, err, c.want)
		}
	}
	if _, err := Read("k.bc", withFnAttr(0, nounwind)); err != nil {
		t.Errorf("nounwind: %v", err)
	}
}

// A reference to an attribute group the module does not define stands
// for no attributes: llvm-as-22 takes it and writes the function without
// attributes.
func TestUndefinedGroupWritten(t *testing.T) {
	for _, src := range []string{
		"define void @f() #0 {\n  ret void\n}\n",
		"define void @f() #0 {\n  ret void\n}\nattributes #1 = { nounwind }\n",
	} {
		if text := throughBitcode(t, src); !strings.Contains(text, "define void @f() {") {
			t.Errorf("%q: got\n%s", src, text)
		}
	}
}

// withRangeParam is a module whose function takes one i32 with the
// attribute range(i32 lo, hi), lo and hi as sign-rotated operands.
func withRangeParam(lo, hi uint64) []byte {
	attrs := func(b *blockWriter) {
		b.enter(paramAttrGroup, 3)
		b.record(3, []uint64{1, 1, 7, 92, 32, lo, hi})
		b.exit()
		b.enter(paramAttrBlock, 3)
		b.record(2, []uint64{1})
		b.exit()
	}
	return moduleAttrs(attrs, [][]uint64{{typeVoid}, {typeInteger, 32}, {typeFunction, 0, 0, 1}}, nil, 2, 1, ret)
}

// rangeCases are range bounds past their width (sign-rotated operands)
// and the text llvm-dis-22 prints: each bound keeps its low bits, as
// LLVM reads it (memspace printed range(i32 -9223372036854775808, ...),
// which no reader takes).
var rangeCases = []struct {
	lo, hi uint64
	want   string
}{
	{1, 0xFFFFFFFE, "range(i32 0, 2147483647)"},
	{1 << 33, 6, "range(i32 0, 3)"},
	{3, 1<<32 | 4, "range(i32 -1, -2147483646)"},
}

func TestRangeBoundsTruncated(t *testing.T) {
	for _, c := range rangeCases {
		m, err := Read("k.bc", withRangeParam(c.lo, c.hi))
		if err != nil {
			t.Errorf("%v: %v", c, err)
			continue
		}
		if out := string(llwrite.Bytes(m)); !strings.Contains(out, c.want) {
			t.Errorf("%v: want %s in\n%s", c, c.want, out)
		}
	}
}

func TestRangeBoundsTruncatedMatchLLVM(t *testing.T) {
	for _, c := range rangeCases {
		out, err := disOf(t, withRangeParam(c.lo, c.hi), "llvm-dis-22")
		if err != nil || !strings.Contains(out, c.want) {
			t.Errorf("%v: llvm-dis-22 says %v\n%s", c, err, out)
		}
	}
}

// An attribute that may not stand on a function, in the group of an
// intrinsic's declaration (record mutants 784 and 1818 of seed 6): LLVM
// replaces the declaration's attributes by its table's, so takes the file
// and prints no such group. memspace refused it as its verifier saw the
// group; it now drops the attribute, and its text is one llvm-as-22 takes.
func TestIntrinsicGroupMisplacedAttr(t *testing.T) {
	const noalias, cold = 9, 36
	bc := editedBitcode(t, "declare void @llvm.trap() #0\nattributes #0 = { cold noreturn nounwind }\n", func(block, code uint64, ops []uint64) ([]uint64, bool) {
		if block != paramAttrGroup || code != 3 || len(ops) < 4 || ops[2] != 0 || ops[3] != cold {
			return nil, false
		}
		ops[3] = noalias // an enum attribute's kind
		return ops, true
	})
	if _, stderr, err := llvmtools.RunInput(t, bc, "opt-22", "-disable-output", "-"); err != nil {
		t.Fatalf("opt-22 refuses it: %v %s", err, stderr)
	}
	got, err := Read("k.bc", bc)
	if err == nil {
		err = irverify.VerifyRead(got)
	}
	if err != nil {
		t.Fatalf("Read and verify: %v", err)
	}
	text := llwrite.Bytes(got)
	if strings.Contains(string(text), "noalias") || !strings.Contains(string(text), "noreturn") {
		t.Errorf("want noalias dropped and the other attributes kept:\n%s", text)
	}
	if _, stderr, err := llvmtools.RunInput(t, text, "llvm-as-22", "-o", "/dev/null", "-"); err != nil {
		t.Errorf("llvm-as-22 refuses memspace's text: %v %s\n%s", err, stderr, text)
	}
}

// An allockind of no kind LLVM knows (bit-flip mutant 1539 of seed 831:
// a memory attribute's kind made allockind): llvm-dis-22 prints it as
// allockind(""), which llvm-as-22 refuses. It says nothing, and memspace
// drops it; a known kind among unknown bits prints alone.
func TestAllocKindOfNoKind(t *testing.T) {
	const allocKind = 82
	for _, c := range []struct {
		v    uint64
		want string
	}{{0, ""}, {1 << 56, ""}, {1<<56 | 1, `allockind("alloc")`}} {
		bc := withFnAttr(1, allocKind, c.v)
		if c.want == "" {
			if text, _, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-"); err != nil || !strings.Contains(text, `allockind("")`) {
				t.Errorf("%#x: llvm-dis-22 no longer prints allockind(\"\"): %v\n%s", c.v, err, text)
			}
		}
		m, err := Read("k.bc", bc)
		if err != nil {
			t.Fatalf("%#x: %v", c.v, err)
		}
		out := llwrite.Bytes(m)
		if got := strings.Contains(string(out), "allockind"); got != (c.want != "") || !strings.Contains(string(out), c.want) {
			t.Errorf("%#x: want %q in\n%s", c.v, c.want, out)
		}
		if _, stderr, err := llvmtools.RunInput(t, out, "llvm-as-22", "-", "-o", "/dev/null"); err != nil {
			t.Errorf("%#x: llvm-as-22 refuses memspace's text: %s", c.v, stderr)
		}
	}
}

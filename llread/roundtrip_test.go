package llread

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llwrite"
)

// testdataFiles are the hand-written modules that exercise the grammar:
// features*.ll (LLVM 22 syntax, opaque pointers) and typed14.ll (LLVM 14
// typed pointers).
var testdataFiles = []struct {
	name  string
	typed bool
	as    string
	dis   string
}{
	{"features.ll", false, "llvm-as-22", "llvm-dis-22"},
	{"features2.ll", false, "llvm-as-22", "llvm-dis-22"},
	{"features3.ll", false, "llvm-as-22", "llvm-dis-22"},
	{"features4.ll", false, "llvm-as-22", "llvm-dis-22"},
	{"typed14.ll", true, "llvm-as-14", "llvm-dis-14"},
}

func mustParse(t *testing.T, name string, src []byte) *ir.Module {
	t.Helper()
	m, err := Parse(name, src)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return m
}

func printModule(t *testing.T, m *ir.Module) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := llwrite.Write(&b, m); err != nil {
		t.Fatalf("llwrite: %v", err)
	}
	return b.Bytes()
}

// TestTestdataRoundTrip reads, prints, reads again and prints again: the
// two prints must agree, the module must verify, and it must have the
// pointer mode of its syntax.
func TestTestdataRoundTrip(t *testing.T) {
	for _, f := range testdataFiles {
		t.Run(f.name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", f.name))
			if err != nil {
				t.Fatal(err)
			}
			m := mustParse(t, f.name, src)
			if m.TypedPointers != f.typed {
				t.Errorf("TypedPointers = %v, want %v", m.TypedPointers, f.typed)
			}
			if err := irverify.Verify(m); err != nil {
				t.Errorf("verify: %v", err)
			}
			out1 := printModule(t, m)
			out2 := printModule(t, mustParse(t, "out1.ll", out1))
			if !bytes.Equal(out1, out2) {
				t.Errorf("second print differs from the first")
			}
		})
	}
}

// TestTestdataMatchesLLVM checks that what we print means what the input
// means, as LLVM sees it: both assemble and disassemble to the same text.
func TestTestdataMatchesLLVM(t *testing.T) {
	for _, f := range testdataFiles {
		t.Run(f.name, func(t *testing.T) {
			llvmtools.Tool(t, f.as) // under CI a missing tool fails the test
			llvmtools.Tool(t, f.dis)
			src, err := os.ReadFile(filepath.Join("testdata", f.name))
			if err != nil {
				t.Fatal(err)
			}
			want := canonical(t, src, f.as, f.dis)
			got := canonical(t, printModule(t, mustParse(t, f.name, src)), f.as, f.dis)
			if got != want {
				t.Errorf("printed module differs from the input after llvm-as | llvm-dis\ngot:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// canonical runs text through llvm-as and llvm-dis.
func canonical(t *testing.T, text []byte, as, dis string) string {
	t.Helper()
	asm := exec.Command(as, "-", "-o", "-")
	asm.Stdin = bytes.NewReader(text)
	bc, err := asm.Output()
	if err != nil {
		t.Fatalf("%s: %v\n%s", as, err, text)
	}
	d := exec.Command(dis, "-", "-o", "-")
	d.Stdin = bytes.NewReader(bc)
	out, err := d.Output()
	if err != nil {
		t.Fatalf("%s: %v", dis, err)
	}
	return string(out)
}

// inputFiles lists the corpus files and the grammar files of testdata.
func inputFiles(t *testing.T) []string {
	files := corpusFiles(t)
	for _, f := range testdataFiles {
		files = append(files, filepath.Join("testdata", f.name))
	}
	return files
}

// TestFastPathMatchesCarefulPath reads each module on both paths: they
// must build the same module.
func TestFastPathMatchesCarefulPath(t *testing.T) {
	for _, f := range inputFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		typed := !usesOpaquePointers(src) && usesTypedPointers(src)
		fast, err := parseModule(src, typed, true)
		if err != nil {
			t.Errorf("%s: fast path: %v", f, err)
			continue
		}
		careful, err := parseModule(src, typed, false)
		if err != nil {
			t.Errorf("%s: careful path: %v", f, err)
			continue
		}
		if !bytes.Equal(printModule(t, fast), printModule(t, careful)) {
			t.Errorf("%s: fast and careful paths differ", filepath.Base(f))
		}
	}
}

// TestWrongBodyGuess has a line starting with '}' inside a body, which
// misleads the fast path's guess at where the body ends: Parse must still
// read the module right.
func TestWrongBodyGuess(t *testing.T) {
	src := []byte("%S = type { i32 }\n" +
		"define void @f(ptr %p) {\n" +
		"  store %S { i32 1\n" +
		"}, ptr %p\n" +
		"  ret void\n" +
		"}\n" +
		"define void @g() {\n  ret void\n}\n")
	m := mustParse(t, "guess.ll", src)
	if len(m.Functions) != 2 || len(m.Functions[0].Blocks[0].Instrs) != 2 {
		t.Fatalf("wrong module:\n%s", printModule(t, m))
	}
}

// TestUseLists checks use lists on a small function: each operand slot is
// one use, recorded once.
func TestUseLists(t *testing.T) {
	src := []byte("@g = global i32 0\n" +
		"define i32 @f(i32 %a) {\n" +
		"entry:\n" +
		"  %x = add i32 %a, 1\n" +
		"  %y = add i32 %x, %x\n" +
		"  store i32 %y, ptr @g\n" +
		"  br label %next\n" +
		"next:\n" +
		"  %z = phi i32 [ %y, %entry ]\n" +
		"  %w = load i32, ptr @g\n" +
		"  ret i32 %z\n" +
		"}\n")
	m := mustParse(t, "uses.ll", src)
	f := m.Functions[0]
	entry, next := f.Blocks[0], f.Blocks[1]
	x, y := entry.Instrs[0], entry.Instrs[1]
	for _, c := range []struct {
		name string
		v    ir.Value
		want int
	}{
		{"%a", f.Params[0], 1},
		{"%x", x, 2},
		{"%y", y, 2},
		{"@g", m.Globals[0], 2},
		{"%next", next, 1},
		{"%entry", entry, 1},
		{"%z", next.Instrs[0], 1},
	} {
		if got := len(ir.UsersOf(c.v)); got != c.want {
			t.Errorf("%s has %d uses, want %d", c.name, got, c.want)
		}
	}
	if err := irverify.Verify(m); err != nil {
		t.Error(err)
	}
}

// TestCorpusVerifies checks the corpus modules' structure and use lists.
func TestCorpusVerifies(t *testing.T) {
	for _, f := range corpusFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(filepath.Base(f), src)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if err := irverify.Verify(m); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
}

func TestPointerModes(t *testing.T) {
	for _, c := range []struct {
		src   string
		typed bool
	}{
		{"define void @f(i32* %p) {\n  ret void\n}\n", true},
		{"define void @f(ptr %p) {\n  ret void\n}\n", false},
		{"; i32* in a comment\ndefine void @f(ptr %p) {\n  ret void\n}\n", false},
		// A module that uses ptr reads "T*" as ptr, as LLVM 17+ does.
		{"@g = global ptr null\n@h = global i32* null\n", false},
		{"@g = global i32 0\ndefine void @f() {\n  %p = alloca i32*\n  ret void\n}\n", true},
	} {
		m := mustParse(t, "modes.ll", []byte(c.src))
		if m.TypedPointers != c.typed {
			t.Errorf("TypedPointers = %v for\n%s", m.TypedPointers, c.src)
		}
	}
}

// TestModuleKeepsNoInput overwrites the input after Parse: the module must
// print the same, so it holds no view of the input (which can then be freed).
func TestModuleKeepsNoInput(t *testing.T) {
	for _, f := range inputFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := mustParse(t, f, src)
		want := printModule(t, m)
		for i := range src {
			src[i] = '?'
		}
		if got := printModule(t, m); !bytes.Equal(got, want) {
			t.Errorf("%s: the module changed with its input", filepath.Base(f))
		}
	}
}

// TestScratchNesting reads constructs that nest inside each other where the
// reader builds lists in reused scratch buffers (operands, struct fields,
// metadata fields and operands, attribute lists): the module must print
// back as written.
func TestScratchNesting(t *testing.T) {
	src := `%T = type { { i32, { i8, [2 x { i16 }] } }, i32 }

@g = global [4 x i8] zeroinitializer

declare void @f(i32)

define void @h(i32 %x, i1 %c, ptr %p) {
entry:
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  br label %m

b:                                                ; preds = %entry
  br label %m

m:                                                ; preds = %b, %a
  %r = phi i32 [ 0, %a ], [ 1, %b ]
  %s = phi { i32, { i8, i16 } } [ zeroinitializer, %a ], [ zeroinitializer, %b ]
  %q = getelementptr %T, ptr %p, i64 0, i32 0, i32 1, i32 1, i64 1, i32 0
  call void @f(i32 %x) [ "deopt"(i32 5, ptr getelementptr (i8, ptr getelementptr (i8, ptr @g, i64 2), i64 1), i32 7), "foo"(i32 %r, ptr getelementptr (i8, ptr @g, i64 3)) ]
  call void @f(i32 ptrtoint (ptr getelementptr (i8, ptr @g, i64 1) to i32)), !dbg !9
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{!4, !{!5, !{i32 1, !"s"}}}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !{!DIDerivedType(tag: DW_TAG_member, name: "a", scope: !1, file: !1, line: 2, baseType: !4, size: 32)})
!6 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 3, type: !7, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 4, column: 1, scope: !6)
`
	got := string(printModule(t, mustParse(t, "nest.ll", []byte(src))))
	if got != "\n"+src {
		t.Errorf("printed:\n%s\nwant:\n%s", got, src)
	}
}

// TestRareDINodesPrint: GenericDINode (its operands kept apart from its
// fields) and DIFixedPointType, as llvm-dis-22 prints them, print back
// unchanged.
func TestRareDINodesPrint(t *testing.T) {
	src := "!named = !{!0, !1, !2, !3}\n\n" +
		"!0 = !GenericDINode(tag: DW_TAG_entry_point, header: \"some\\00header\", operands: {!1, null, !\"x\", i32 7, !{}})\n" +
		"!1 = distinct !GenericDINode(tag: DW_TAG_base_type)\n" +
		"!2 = !GenericDINode(tag: 4660, operands: {null})\n" +
		"!3 = !DIFixedPointType(name: \"s\", size: 16, encoding: DW_ATE_signed_fixed, kind: Rational, numerator: -814, denominator: 3)\n"
	m := mustParse(t, "k.ll", []byte(src))
	n := m.Metadata[0]
	if n.Kind != "GenericDINode" || len(n.Fields) != 2 || len(n.Ops) != 5 {
		t.Fatalf("!0 read as kind %q, %d fields, %d operands", n.Kind, len(n.Fields), len(n.Ops))
	}
	if got := string(printModule(t, m)); got != "\n"+src {
		t.Errorf("got:\n%swant:\n%s", got, src)
	}
}

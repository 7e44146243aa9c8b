package bitcode

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// writeRoundTrip reads LLVM's bitcode of path, writes it with Encode and
// checks: llvm-bcanalyzer-22 reads our bytes, and llvm-dis-22 of them is
// llvm-dis-22 of llvm-as of our text; encoding twice gives the same bytes.
func writeRoundTrip(t *testing.T, path string) (skip bool, problems []string) {
	src, err := readFile(path)
	if err != nil {
		return false, []string{err.Error()}
	}
	as, _ := toolsFor(path)
	bc, err := asOf(t, src, as)
	if err != nil {
		return true, nil
	}
	m, err := Read(path, bc)
	if err != nil {
		return false, []string{"Read: " + err.Error()}
	}
	return writeCheck(t, m, as, bc)
}

// writeFromText is writeRoundTrip for a module read from the text itself
// (memspace k.ll -o k.bc): fields the text omits must get LLVM's defaults.
func writeFromText(t *testing.T, path string) (skip bool, problems []string) {
	src, err := readFile(path)
	if err != nil {
		return false, []string{err.Error()}
	}
	as, _ := toolsFor(path)
	if _, err := asOf(t, src, as); err != nil {
		return true, nil // LLVM rejects the input: nothing to compare
	}
	m, err := llread.Parse(path, src)
	if err != nil {
		return false, []string{"llread.Parse: " + err.Error()}
	}
	skip, problems = writeCheck(t, m, as)
	if gap := writerGaps[relName(path)]; gap != "" && len(problems) == 1 && strings.Contains(problems[0], gap) {
		return true, nil
	}
	return skip, problems
}

// writeCheck encodes m and compares it with LLVM's bitcode of m's text,
// or, when m was read from bitcode orig and the two differ, with orig: the
// text leaves out what llvm-dis leaves out (a zero size held as a
// constant), so LLVM's text reader may make one node of two that bitcode
// keeps apart.
func writeCheck(t *testing.T, m *ir.Module, as string, orig ...[]byte) (skip bool, problems []string) {
	ours, err := Encode(m)
	if err != nil {
		return false, []string{"Encode: " + err.Error()}
	}
	again, _ := Encode(m)
	if !bytes.Equal(ours, again) {
		problems = append(problems, "Encode is not deterministic")
	}
	if _, stderr, err := llvmtools.RunInput(t, ours, "llvm-bcanalyzer-22", "-"); err != nil {
		return false, append(problems, fmt.Sprintf("llvm-bcanalyzer-22 rejects our bitcode: %v\n%s", err, stderr))
	}
	text := llwrite.Bytes(m)
	bc2, err := asOf(t, text, as)
	if err != nil {
		return true, nil // LLVM cannot read the text back (see bcRoundTrip)
	}
	want, err := disOf(t, bc2, "llvm-dis-22")
	if err != nil {
		// LLVM 22 cannot read LLVM 14's own bitcode of this module (an
		// icmp constant expression in an initializer): nothing to compare.
		return true, nil
	}
	got, err := disOf(t, ours, "llvm-dis-22")
	if err != nil {
		return false, append(problems, "llvm-dis-22 rejects our bitcode: "+err.Error())
	}
	if warns(t, ours) && !warns(t, bc2) && !asWarns(t, text, as) {
		problems = append(problems, "llvm-dis-22 warns about our bitcode, not about LLVM's")
	}
	if d := textdiff.First(phiFlagsOff(want), phiFlagsOff(got)); d != "" {
		if len(orig) == 0 || !sameDis(t, orig[0], got) {
			problems = append(problems, "llvm-dis-22(Encode) != llvm-dis-22(llvm-as(text)):\n"+d)
		}
	}
	return false, problems
}

// sameDis reports whether llvm-dis-22 of bc is text.
func sameDis(t *testing.T, bc []byte, text string) bool {
	want, err := disOf(t, bc, "llvm-dis-22")
	return err == nil && want == text
}

func TestBitcodeWriteRoundTrip(t *testing.T) {
	eachInput(t, "bitcode writer round trip", writeRoundTrip)
}

func TestBitcodeWriteFromText(t *testing.T) {
	eachInput(t, "bitcode writer from text", writeFromText)
}

// phiFlags matches fast-math flags on a phi. LLVM 22's text reader drops
// them from some phis of clang's -g output (opt-22 -S shows the same on
// four corpus files), where memspace keeps what the text says; they are
// not compared.
var phiFlags = regexp.MustCompile(`= phi( (fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))+ `)

func phiFlagsOff(s string) string { return phiFlags.ReplaceAllString(s, "= phi ") }

// warns reports whether llvm-dis-22 prints a warning for bc (such as
// "ignoring invalid debug info", after which it drops all debug info).
func warns(t *testing.T, bc []byte) bool {
	_, stderr, _ := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", os.DevNull)
	return stderr != ""
}

// asWarns reports whether LLVM warns when it reads the text (and then, as
// for an invalid debug-info version, drops what it warned about).
func asWarns(t *testing.T, text []byte, as string) bool {
	_, stderr, _ := llvmtools.RunInput(t, text, as, "-", "-o", os.DevNull)
	return stderr != ""
}

// writerGaps are inputs the writer refuses from text, with the refusal
// (none now).
var writerGaps = map[string]string{}

// TestScalableSplat: a splat of a scalable vector, which LLVM writes as a
// shufflevector of an insertelement (or zeroinitializer), is written so
// and read back as the splat, as llvm-dis prints it.
func TestScalableSplat(t *testing.T) {
	src := "@g = global i32 0\n\n" +
		"define <vscale x 2 x ptr> @f(<vscale x 4 x i32> %x) {\n" +
		"  %y = add <vscale x 4 x i32> %x, splat (i32 1)\n" +
		"  %z = add <vscale x 4 x i32> %y, splat (i32 0)\n" +
		"  %p = getelementptr i8, <vscale x 2 x ptr> splat (ptr @g), <vscale x 2 x i64> splat (i64 1)\n" +
		"  ret <vscale x 2 x ptr> %p\n}\n"
	want := "  %y = add <vscale x 4 x i32> %x, splat (i32 1)\n" +
		"  %z = add <vscale x 4 x i32> %y, zeroinitializer\n" +
		"  %p = getelementptr i8, <vscale x 2 x ptr> splat (ptr @g), <vscale x 2 x i64> splat (i64 1)\n"
	if text := throughBitcode(t, src); !strings.Contains(text, want) {
		t.Errorf("got:\n%swant the body:\n%s", text, want)
	}
}

// The room EncodeSized reserves changes no byte, whether it is too
// small, about right or far too big.
func TestEncodeSizedSameBytes(t *testing.T) {
	src, err := os.ReadFile("../examples/saxpy.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := llread.Parse("saxpy.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{1, len(want) - 1, len(want), 100 * len(want)} {
		got, err := EncodeSized(m, size)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("EncodeSized(m, %d) differs from Encode(m)", size)
		}
	}
}

// memSink is an Output in memory.
type memSink struct {
	b       []byte
	patches int
}

func (s *memSink) Write(p []byte) (int, error) {
	s.b = append(s.b, p...)
	return len(p), nil
}

func (s *memSink) WriteAt(p []byte, off int64) (int, error) {
	s.patches++
	return copy(s.b[off:], p), nil
}

// TestEncodeToSameBytes checks that writing as the module is encoded,
// with the output handed on every few bytes (block lengths then patched
// in what was written), gives Encode's bytes.
func TestEncodeToSameBytes(t *testing.T) {
	defer func(n int) { flushSize = n }(flushSize)
	for _, file := range []string{"../examples/saxpy.ll", "../llread/testdata/features.ll"} {
		_, m, want := encodeFile(t, file)
		for _, n := range []int{4, 64, 1000, 1 << 20} {
			flushSize = n
			var s memSink
			if err := EncodeTo(&s, m); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(s.b, want) {
				t.Errorf("%s: EncodeTo with flushSize %d differs from Encode", file, n)
			}
			if n == 4 && s.patches == 0 {
				t.Errorf("%s: no block length was patched after being written", file)
			}
		}
	}
}

// TestReadReleasing checks that the input is released once, whether the
// module reads or not.
func TestReadReleasing(t *testing.T) {
	src, err := os.ReadFile("../examples/saxpy.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := llread.Parse("saxpy.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	data, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range [][]byte{data, data[:len(data)/2/4*4]} {
		calls := 0
		_, err := ReadReleasing("saxpy.bc", in, func() { calls++ })
		if calls != 1 {
			t.Errorf("release called %d times (read error: %v), want once", calls, err)
		}
	}
}

// TestWideDebugNumbers: a record holds 64 bits where LLVM's nodes keep
// fewer; the reader keeps what LLVM keeps (32 bits of a line, a column of
// 16 bits or 0, 16 bits of a tag), so that its text reads back. The wide
// values are put in after reading, as the text reader refuses them.
func TestWideDebugNumbers(t *testing.T) {
	src := "define void @f() !dbg !3 {\n  ret void, !dbg !4\n}\n\n" +
		"!llvm.module.flags = !{!0}\n!llvm.dbg.cu = !{!1}\n!named = !{!5}\n\n" +
		"!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n" +
		"!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)\n" +
		"!2 = !DIFile(filename: \"k.c\", directory: \"/\")\n" +
		"!3 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !1)\n" +
		"!4 = !DILocation(line: 7, column: 3, scope: !3)\n" +
		"!5 = !DIBasicType(name: \"x\", tag: DW_TAG_base_type, size: 8)\n"
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	set := func(n *ir.MDNode, name, text string) {
		for i := range n.Fields {
			if n.Fields[i].Name == name {
				n.Fields[i].Value = &ir.MDRaw{Text: text}
			}
		}
	}
	loc := m.Functions[0].Blocks[0].Instrs[0].Metadata("dbg").(*ir.MDNode)
	set(loc, "line", "4294967303") // 2^32 + 7
	set(loc, "column", "65539")
	set(m.NamedMetadata("named").Nodes[0].(*ir.MDNode), "tag", "65572") // 2^16 + 36
	var buf bytes.Buffer
	if err := Write(&buf, m); err != nil {
		t.Fatal(err)
	}
	back, err := Read("k.bc", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := llwrite.Write(&out, back); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"!DILocation(line: 7, scope:", "!DIBasicType(tag: DW_TAG_base_type, name: \"x\""} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	if _, err := llread.Parse("printed", []byte(text)); err != nil {
		t.Errorf("the text does not read back: %v", err)
	}
}

// literal64's fast path for decimals reads what ir.ParseIntLiteral reads.
func TestLiteral64(t *testing.T) {
	for _, c := range []struct {
		text string
		want uint64
		ok   bool
	}{
		{"0", 0, true}, {"-0", 0, true}, {"007", 7, true}, {"-1", 1<<64 - 1, true},
		{"18446744073709551615", 1<<64 - 1, true}, {"18446744073709551616", 0, false},
		{"-9223372036854775808", 1 << 63, true}, {"-9223372036854775809", 0, false},
		{"+1", 0, false}, {"1_000", 0, false}, {"", 0, false}, {"u0xFF", 255, true},
		{"s0xFF", 1<<64 - 1, true}, {"0x10", 0, false},
	} {
		got, ok := literal64(c.text)
		if got != c.want || ok != c.ok {
			t.Errorf("literal64(%q) = %d, %v; want %d, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

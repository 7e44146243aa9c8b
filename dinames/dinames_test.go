package dinames

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// nodeFor makes a node whose field holds number v of family f, for
// llvm-dis-22 to print; scan lists the ranges of numbers the test looks
// at: the ranges DWARF 5 and the vendors give names in.
var nodeFor = map[Family]struct {
	field string
	node  func(v uint64) string
	scan  []span
}{
	Tag:      {"tag", func(v uint64) string { return fmt.Sprintf("!GenericDINode(tag: %d)", v) }, tagSpans},
	Encoding: {"encoding", func(v uint64) string { return fmt.Sprintf("!DIBasicType(name: \"x\", encoding: %d)", v) }, upTo(256)},
	Language: {"runtimeLang", func(v uint64) string { return fmt.Sprintf("!DICompositeType(tag: 19, runtimeLang: %d)", v) }, langSpans},
	SourceLanguage: {"sourceLanguageName", func(v uint64) string {
		return fmt.Sprintf("distinct !DICompileUnit(file: !0, sourceLanguageName: %d)", v)
	}, langSpans},
	Macinfo:  {"type", func(v uint64) string { return fmt.Sprintf("!DIMacro(type: %d, name: \"a\")", v) }, upTo(256)},
	EnumKind: {"enumKind", func(v uint64) string { return fmt.Sprintf("distinct !DICompositeType(tag: 4, enumKind: %d)", v) }, upTo(2)},
	EmissionKind: {"emissionKind", func(v uint64) string {
		return fmt.Sprintf("distinct !DICompileUnit(file: !0, language: 1, emissionKind: %d)", v)
	}, upTo(4)},
	NameTableKind: {"nameTableKind", func(v uint64) string {
		return fmt.Sprintf("distinct !DICompileUnit(file: !0, language: 1, nameTableKind: %d)", v)
	}, upTo(4)},
	FixedPointKind: {"kind", func(v uint64) string { return fmt.Sprintf("!DIFixedPointType(name: \"x\", kind: %d)", v) }, upTo(3)},
	CallingConv:    {"cc", func(v uint64) string { return fmt.Sprintf("!DISubroutineType(types: null, cc: %d)", v) }, upTo(256)},
	ChecksumKind:   {"checksumkind", nil, nil},
	Virtuality:     {"virtuality", nil, nil},
	Op:             {"", nil, nil},
}

// span is a range of numbers [lo, hi).
type span struct{ lo, hi uint64 }

func upTo(n uint64) []span { return []span{{0, n}} }

var (
	tagSpans = []span{{0, 0x100}, {0x4080, 0x4110}, {0x4200, 0x4210}, {0x4300, 0x4310},
		{0x5100, 0x5120}, {0x6000, 0x6010}, {0x8000, 0x8010}, {0x8760, 0x8770}, {0xa000, 0xa030},
		{0xb000, 0xb010}, {0xffff, 0x10000}}
	langSpans = []span{{0, 0x100}, {0x8000, 0x8010}, {0x8e50, 0x8e60}, {0xb000, 0xb010}, {0xffff, 0x10000}}
)

// disassemble runs the nodes through llvm-as-22 -disable-verify and
// llvm-dis-22 and returns what it prints for each, in order.
func disassemble(t *testing.T, nodes []string) []string {
	t.Helper()
	as, dis := llvmtools.Tool(t, "llvm-as-22"), llvmtools.Tool(t, "llvm-dis-22")
	var b strings.Builder
	b.WriteString("!0 = !DIFile(filename: \"a\", directory: \"b\")\n!named = !{")
	for i := range nodes {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "!%d", i+1)
	}
	b.WriteString("}\n")
	for i, n := range nodes {
		fmt.Fprintf(&b, "!%d = %s\n", i+1, n)
	}
	dir := t.TempDir()
	src, bc := filepath.Join(dir, "n.ll"), filepath.Join(dir, "n.bc")
	if err := os.WriteFile(src, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(as, "-disable-verify", src, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as-22: %v\n%s", err, out)
	}
	out, err := exec.Command(dis, bc, "-o", "-").Output()
	if err != nil {
		t.Fatalf("llvm-dis-22: %v", err)
	}
	// llvm-dis-22 numbers the nodes afresh: !named lists them in order.
	lines := map[string]string{}
	var named []string
	for _, l := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(l, "!named = !{"); ok {
			named = strings.Split(strings.TrimSuffix(rest, "}"), ", ")
		} else if id, _, ok := strings.Cut(l, " = "); ok && strings.HasPrefix(id, "!") {
			lines[id] = l
		}
	}
	if len(named) != len(nodes) {
		t.Fatalf("llvm-dis-22 printed %d named operands for %d nodes", len(named), len(nodes))
	}
	got := make([]string, len(nodes))
	for i, id := range named {
		got[i] = lines[id]
	}
	return got
}

// TestNamesMatchLLVM checks each family's table against llvm-dis-22:
// every number it names (in the scanned range) is in the table under
// that name, and every number in the table is named so.
func TestNamesMatchLLVM(t *testing.T) {
	for f := range Families {
		spec := nodeFor[f]
		if spec.node == nil {
			continue
		}
		var nodes []string
		var values []uint64
		for _, sp := range spec.scan {
			for v := sp.lo; v < sp.hi; v++ {
				nodes = append(nodes, spec.node(v))
				values = append(values, v)
			}
		}
		field := regexp.MustCompile(`\b` + spec.field + `: ([A-Za-z_][A-Za-z0-9_]*)`)
		got := disassemble(t, nodes)
		printed := map[uint64]string{}
		for i, line := range got {
			if m := field.FindStringSubmatch(line); m != nil && (f.Prefix() == "" || strings.HasPrefix(m[1], f.Prefix())) {
				printed[values[i]] = m[1]
			}
		}
		for _, v := range values {
			want, ok := f.Name(v)
			// A default LLVM leaves out of the text is not printed.
			if p := printed[v]; p != want && (p != "" || !isDefault(f, v)) {
				t.Errorf("%s %d: llvm-dis-22 prints %q, the table has %q (%v)", f.Desc(), v, p, want, ok)
			}
		}
	}
}

// isDefault reports whether LLVM leaves value v of f out of its text.
func isDefault(f Family, v uint64) bool {
	return f == NameTableKind && v == 0 || f == EmissionKind && v == 0
}

// TestNamesAccepted checks that llvm-as-22 reads every name of every
// table, DW_OP_ names and flags included, and that each flag stands for
// the value the table gives it.
func TestNamesAccepted(t *testing.T) {
	var nodes []string
	use := map[Family]string{
		ChecksumKind: "!DIFile(filename: \"a\", directory: \"b\", checksumkind: %s, checksum: \"0\")",
		Virtuality:   "distinct !DISubprogram(virtuality: %s)",
		Op:           "!DIExpression(%s)",
	}
	for f := range Families {
		names := sortedNames(f)
		for _, n := range names {
			if tmpl, ok := use[f]; ok {
				nodes = append(nodes, fmt.Sprintf(tmpl, n))
				continue
			}
			v, _ := f.Value(n)
			num := nodeFor[f].node(v)
			nodes = append(nodes, strings.Replace(num, ": "+strconv.FormatUint(v, 10)+")", ": "+n+")", 1))
		}
	}
	for _, fl := range DIFlags {
		nodes = append(nodes, fmt.Sprintf("!DIBasicType(name: \"x\", flags: %s | %d)", fl.Name, fl.Value))
	}
	for _, fl := range SPFlags {
		nodes = append(nodes, fmt.Sprintf("distinct !DISubprogram(spFlags: %s | %d)", fl.Name, fl.Value))
	}
	disassemble(t, nodes) // fails on the first name llvm-as-22 refuses
	// A flag named and given as its number must print as the name alone.
	got := disassemble(t, nodes[len(nodes)-len(DIFlags)-len(SPFlags):])
	for i, line := range got {
		var fl Flag
		if i < len(DIFlags) {
			fl = DIFlags[i]
		} else {
			fl = SPFlags[i-len(DIFlags)]
		}
		if strings.Contains(line, strconv.FormatUint(fl.Value, 10)) || !strings.Contains(line, fl.Name) && !isSplitFlag(fl) {
			t.Errorf("%s = %d: llvm-dis-22 prints %s", fl.Name, fl.Value, line)
		}
	}
}

// isSplitFlag reports whether LLVM prints a flag as others: none now.
func isSplitFlag(Flag) bool { return false }

func sortedNames(f Family) []string {
	var out []string
	for v := range f.Names() {
		n, _ := f.Name(v)
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// TestFieldsMatchLLVM checks the field table against llvm-as-22: a node
// of each kind with every field set to a value of its class is read, the
// same node without its first required field is refused with LLVM's
// message, and a field the table does not list is refused as invalid.
func TestFieldsMatchLLVM(t *testing.T) {
	as := llvmtools.Tool(t, "llvm-as-22")
	dir := t.TempDir()
	run := func(src string) string {
		path := filepath.Join(dir, "k.ll")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(as, "-disable-verify", path, "-o", os.DevNull).CombinedOutput()
		if err == nil {
			return ""
		}
		first, _, _ := strings.Cut(string(out), "\n")
		return first
	}
	for _, k := range Kinds() {
		var all, noReq []string
		missing := ""
		for _, f := range kinds[k] {
			if k == "DICompileUnit" && strings.HasPrefix(f.Name, "sourceLanguage") {
				continue // the other way to name the language
			}
			fv := f.Name + ": " + sample(f)
			all = append(all, fv)
			if f.Required && missing == "" {
				missing = f.Name
				continue
			}
			noReq = append(noReq, fv)
		}
		node := func(fields []string) string {
			return "!1 = !{}\n!0 = distinct !" + k + "(" + strings.Join(fields, ", ") + ")\n"
		}
		if msg := run(node(all)); msg != "" {
			t.Errorf("%s with every field: %s", k, msg)
		}
		if missing != "" {
			if msg := run(node(noReq)); !strings.HasSuffix(msg, "missing required field '"+missing+"'") {
				t.Errorf("%s without %s: llvm-as-22 says %q", k, missing, msg)
			}
		}
		if msg := run(node(append(all, "notAField: 1"))); !strings.HasSuffix(msg, "invalid field 'notAField'") {
			t.Errorf("%s with an unknown field: llvm-as-22 says %q", k, msg)
		}
	}
}

// sample returns a value of f's class that LLVM accepts.
func sample(f Field) string {
	switch f.Class {
	case Node:
		return "!1"
	case String:
		return `"s"`
	case Bool:
		return "true"
	case Signed, SignedOrNode:
		if f.Min < 0 {
			return "-1"
		}
		return "1"
	case Keyword:
		if f.Family == ChecksumKind {
			return "CSK_MD5"
		}
		return sortedNames(f.Family)[0]
	case FlagBits:
		return "DIFlagPublic | 4"
	case SPFlagBits:
		return "DISPFlagDefinition | 1"
	case Operands:
		return "{null}"
	}
	return "1" // Unsigned, UnsignedOrNode, Integer
}

func TestLLVM14Spellings(t *testing.T) {
	if s, ok := CallingConv.Name14(0xc7); !ok || s != "DW_CC_LLVM_OpenCLKernel" {
		t.Errorf("Name14(0xc7) = %q, %v; want DW_CC_LLVM_OpenCLKernel", s, ok)
	}
	if s, _ := CallingConv.Name(0xc7); s != "DW_CC_LLVM_DeviceKernel" {
		t.Errorf("Name(0xc7) = %q, want LLVM 22's DW_CC_LLVM_DeviceKernel", s)
	}
	if s, ok := CallingConv.Name14(0xc6); !ok || s != "DW_CC_LLVM_SpirFunction" {
		t.Errorf("Name14(0xc6) = %q, %v: a name both know", s, ok)
	}
	for _, c := range []struct {
		f Family
		v uint64
	}{{CallingConv, 0xcd}, {Language, 0x30}, {Tag, 0x4300}} {
		if s, ok := c.f.Name14(c.v); ok {
			t.Errorf("%s: Name14(%#x) = %q; LLVM 14 has no name for it", c.f.Desc(), c.v, s)
		}
	}
	if v, ok := ValueOld("DW_CC_LLVM_OpenCLKernel"); !ok || v != 0xc7 {
		t.Errorf("ValueOld = %#x, %v", v, ok)
	}
	if _, ok := CallingConv.Value14("DW_CC_LLVM_DeviceKernel"); ok {
		t.Error("Value14 takes LLVM 22's name")
	}
}

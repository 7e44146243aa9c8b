package bitcode

import (
	"fmt"
	"strings"
	"testing"

	"memspace/llread"
)

// TestMetadataLinkIsLinear: linking the uses that metadata holds walks
// each node once. It walked the graph under every debug operand afresh,
// and every dbg.value reaches the compile unit's whole graph: clang 22's
// -O0 -g bitcode of a 300-line C++ file took 50 s to read (0.3 s now).
func TestMetadataLinkIsLinear(t *testing.T) {
	const fns, types = 200, 200
	var b strings.Builder
	b.WriteString("declare void @llvm.dbg.value(metadata, metadata, metadata)\n")
	for i := range fns {
		fmt.Fprintf(&b, "define void @f%d(i32 %%x) !dbg !%d {\n", i, 10+2*i)
		fmt.Fprintf(&b, "  call void @llvm.dbg.value(metadata i32 %%x, metadata !%d, metadata !DIExpression()), !dbg !%d\n", 11+2*i, 10+2*i+2*fns)
		b.WriteString("  ret void\n}\n")
	}
	b.WriteString("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!1}\n")
	b.WriteString("!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug, retainedTypes: !3)\n")
	b.WriteString("!1 = !{i32 2, !\"Debug Info Version\", i32 3}\n!2 = !DIFile(filename: \"k.c\", directory: \"/\")\n")
	var list []string
	for i := range types {
		list = append(list, fmt.Sprintf("!%d", 10+4*fns+i))
	}
	fmt.Fprintf(&b, "!3 = !{%s}\n", strings.Join(list, ", "))
	for i := range fns {
		fmt.Fprintf(&b, "!%d = distinct !DISubprogram(name: \"f%d\", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !0)\n", 10+2*i, i)
		fmt.Fprintf(&b, "!%d = !DILocalVariable(name: \"x\", scope: !%d, file: !2, type: !%d)\n", 11+2*i, 10+2*i, 10+4*fns)
		fmt.Fprintf(&b, "!%d = !DILocation(line: 1, scope: !%d)\n", 10+2*i+2*fns, 10+2*i)
	}
	for i := range types {
		fmt.Fprintf(&b, "!%d = !DIBasicType(name: \"t%d\", size: 32, encoding: DW_ATE_signed)\n", 10+4*fns+i, i)
	}
	m, err := llread.Parse("k.ll", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	bc, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	r := &reader{file: "k.bc"}
	r.read(r.unwrap(bc))
	nodes := len(r.m.Metadata) + fns // the numbered nodes and a DIExpression per call
	if r.mdWalks > nodes {
		t.Errorf("linking walked %d metadata nodes; the module has %d", r.mdWalks, nodes)
	}
}

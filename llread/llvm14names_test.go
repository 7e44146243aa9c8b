package llread

import (
	"strings"
	"testing"

	"memspace/llwrite"
)

// Typed-pointer IR is LLVM 14's, which spells DWARF calling convention
// 0xc7 DW_CC_LLVM_OpenCLKernel (clang 14 writes it for OpenCL kernels);
// it is read and printed so, where opaque-pointer IR takes LLVM 22's
// DW_CC_LLVM_DeviceKernel only (TestBadInputs: dw_cc_llvm14_name_opaque).
func TestLLVM14CallingConvName(t *testing.T) {
	src := "define void @k(i8* %p) !dbg !3 {\n  ret void\n}\n" +
		"!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!5}\n" +
		"!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)\n" +
		"!1 = !DIFile(filename: \"k.cl\", directory: \"/\")\n" +
		"!2 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !{null})\n" +
		"!3 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, type: !2, spFlags: DISPFlagDefinition, unit: !0)\n" +
		"!5 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	m, err := Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if !m.TypedPointers {
		t.Fatal("read as opaque-pointer IR")
	}
	if out := string(llwrite.Bytes(m)); !strings.Contains(out, "cc: DW_CC_LLVM_OpenCLKernel") {
		t.Errorf("printed:\n%s", out)
	}
}

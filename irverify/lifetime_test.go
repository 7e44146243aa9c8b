package irverify_test

import "testing"

// lifetimeCases are calls of llvm.lifetime.start/end and module-level
// named metadata, with LLVM 22's verdict.
var lifetimeCases = map[string]string{
	lifetime("%a"):             "",
	lifetime("poison"):         "",
	lifetime("@g"):             "llvm.lifetime.start/end can only be used on alloca or poison",
	lifetime("%p"):             "llvm.lifetime.start/end can only be used on alloca or poison",
	lifetime("null"):           "llvm.lifetime.start/end can only be used on alloca or poison",
	lifetime("undef"):          "llvm.lifetime.start/end can only be used on alloca or poison",
	lifetime("%gep"):           "llvm.lifetime.start/end can only be used on alloca or poison",
	"!llvm.errno.tbaa = !{}\n": "llvm.errno.tbaa must have at least one operand",
	"!llvm.errno.tbaa = !{!0}\n!0 = !{!1, !1, i64 0}\n!1 = !{!\"int\", !2, i64 0}\n!2 = !{!\"root\"}\n": "",
	"!llvm.errno.tbaa = !{!0}\n!0 = !{!1, !1, i64 0}\n!1 = !{!\"int\", !\"root\", !\"x\"}\n":            "Access type node must be a valid scalar type",
	"!llvm.errno.tbaa = !{!0}\n!0 = !{!1, !1, i64 8}\n!1 = !{!\"int\", !2, i64 0}\n!2 = !{!\"root\"}\n": "Offset not zero at the point of scalar access",
	// (an instruction's old-style tag is upgraded; this one is not: record
	// mutant 211 of seed 2)
	"!llvm.errno.tbaa = !{!0}\n!0 = !{!\"int\", !1}\n!1 = !{!\"root\"}\n": "Old-style TBAA is no longer allowed, use struct-path TBAA instead",
	// A DILocation for base type: without inlinedAt it is a root, and the
	// path misses the access type; with it, two operands that are no
	// scalar type, where LLVM gives up silently (record mutant 2388 of
	// seed 38).
	errnoDILocationBase(""):                "Did not see access type in access path!",
	errnoDILocationBase(", inlinedAt: !4"): "",
}

// errnoDILocationBase is a module whose !llvm.errno.tbaa tag has a
// DILocation of the given extra fields for base type.
func errnoDILocationBase(fields string) string {
	return dbgModule("ret void, !dbg !4\n!llvm.errno.tbaa = !{!20}\n!10 = !DILocation(line: 2, scope: !3" + fields + ")\n" +
		"!20 = !{!10, !21, i64 0}\n!21 = !{!\"int\", !22, i64 0}\n!22 = !{!\"omnipotent char\", !23, i64 0}\n!23 = !{!\"Simple C/C++ TBAA\"}")
}

func TestLifetime(t *testing.T)          { verifyCases(t, lifetimeCases) }
func TestLifetimeMatchLLVM(t *testing.T) { verifyCasesLLVM(t, lifetimeCases) }

// lifetime ends the lifetime of ptr in a function with an alloca %a, a
// parameter %p and a getelementptr %gep of %a.
func lifetime(ptr string) string {
	return "@g = global i32 0\ndefine void @f(ptr %p) {\n  %a = alloca [2 x i32]\n  %gep = getelementptr i32, ptr %a, i64 1\n" +
		"  call void @llvm.lifetime.end.p0(ptr " + ptr + ")\n  ret void\n}\ndeclare void @llvm.lifetime.end.p0(ptr)\n"
}

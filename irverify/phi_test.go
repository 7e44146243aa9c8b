package irverify_test

import "testing"

// phiConstantCases: two entries for one predecessor (a switch with two
// cases to one block) holding equal constants are one value, however the
// constant was written; valid for LLVM too (PostgreSQL's elog.bc, made by
// clang 14, has such a phi of getelementptr expressions).
var phiConstantCases = map[string]string{
	phiTwoEdges("ptr", "getelementptr ([4 x i8], ptr @s, i64 0, i64 1)", "getelementptr ([4 x i8], ptr @s, i64 0, i64 1)"): "",
	phiTwoEdges("{ i32, i32 }", "{ i32 1, i32 2 }", "{ i32 1, i32 2 }"):                                                    "",
	phiTwoEdges("<2 x i32>", "<i32 1, i32 2>", "<i32 1, i32 2>"):                                                           "",
	phiTwoEdges("ptr", "addrspacecast (ptr addrspace(1) @g to ptr)", "addrspacecast (ptr addrspace(1) @g to ptr)"):         "",
}

// phiTwoEdges makes a phi of type ty with values a and b for the two edges
// of one switch into the block.
func phiTwoEdges(ty, a, b string) string {
	return "@s = global [4 x i8] zeroinitializer\n@g = addrspace(1) global i8 0\n" +
		"define void @f(i32 %c) {\nentry:\n  switch i32 %c, label %x [ i32 0, label %j\n i32 1, label %j ]\n" +
		"x:\n  ret void\nj:\n  %p = phi " + ty + " [ " + a + ", %entry ], [ " + b + ", %entry ]\n  ret void\n}\n"
}

func TestPhiEqualConstants(t *testing.T)          { verifyCases(t, phiConstantCases) }
func TestPhiEqualConstantsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, phiConstantCases) }

func TestPhiDifferentConstantExpressions(t *testing.T) {
	src := phiTwoEdges("ptr", "getelementptr ([4 x i8], ptr @s, i64 0, i64 1)", "getelementptr ([4 x i8], ptr @s, i64 0, i64 2)")
	verifyCases(t, map[string]string{src: "phi has different values for predecessor %entry"})
	verifyCasesLLVM(t, map[string]string{src: "PHI node has multiple entries for the same basic block with different incoming values"})
}

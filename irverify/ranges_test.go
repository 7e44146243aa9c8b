package irverify_test

import "testing"

// rangeListCases are !range and !noalias.addrspace lists as LLVM's
// verifier reads them (wrapping intervals in increasing signed order,
// disjoint and not touching, the last against the first), and cmpxchg
// operand types (TestRangeListsMatchLLVM asks llvm-as-22).
var rangeListCases = map[string]string{
	ranged("!range !{i32 4, i32 0, i32 1, i32 2}"):                                                           "Intervals are not in order",
	ranged("!range !{i32 0, i32 2, i32 1, i32 4}"):                                                           "Intervals are overlapping",
	ranged("!range !{i32 0, i32 2, i32 2, i32 4}"):                                                           "Intervals are contiguous",
	ranged("!range !{i32 0, i32 2, i32 3, i32 4}"):                                                           "",
	ranged("!range !{i32 -5, i32 -3, i32 0, i32 2}"):                                                         "",
	ranged("!range !{i32 0, i32 2, i32 -5, i32 -3}"):                                                         "Intervals are not in order",
	ranged("!range !{i32 -1, i32 -1}"):                                                                       "Range must not be empty!",
	ranged("!range !{i32 0, i32 0}"):                                                                         "Range must not be empty!",
	ranged("!range !{i32 3, i32 3}"):                                                                         "The upper and lower limits cannot be the same value",
	ranged("!range !{i32 10, i32 2}"):                                                                        "",
	ranged("!range !{i32 10, i32 2, i32 4, i32 6}"):                                                          "Intervals are not in order",
	ranged("!range !{i32 1, i32 3, i32 5, i32 7, i32 9, i32 0}"):                                             "",
	ranged("!range !{i32 1, i32 3, i32 5, i32 7, i32 9, i32 1}"):                                             "Intervals are contiguous",
	ranged("!range !{i32 1, i32 3, i32 5, i32 7, i32 9, i32 2}"):                                             "Intervals are overlapping",
	ranged("!range !{i32 2147483647, i32 -2147483648}"):                                                      "",
	ranged("!noalias.addrspace !{i32 -1, i32 -1}"):                                                           "Range must not be empty!",
	ranged("!noalias.addrspace !{i32 1, i32 3, i32 3, i32 5}"):                                               "Intervals are contiguous",
	ranged("!noalias.addrspace !{i32 5, i32 6, i32 1, i32 3}"):                                               "Intervals are not in order",
	"define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst\n  ret void\n}\n": "cmpxchg operand must have integer or pointer type",
	"define void @f(ptr %p) {\n  %x = cmpxchg ptr %p, ptr null, ptr null seq_cst seq_cst\n  ret void\n}\n":   "",
}

// ranged is a module with a load of i32 carrying attachment md.
func ranged(md string) string {
	return "define void @f(ptr %p) {\n  %x = load i32, ptr %p, " + md + "\n  ret void\n}\n"
}

func TestRangeLists(t *testing.T)          { verifyCases(t, rangeListCases) }
func TestRangeListsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, rangeListCases) }

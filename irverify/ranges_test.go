package irverify_test

import "testing"

// rangeListCases are !range and !noalias.addrspace lists as LLVM's
// verifier reads them (wrapping intervals in increasing signed order,
// disjoint and not touching, the last against the first), and cmpxchg
// operand types (TestRangeListsMatchLLVM asks llvm-as-22).
var rangeListCases = map[string]string{
	body("%x = load i32, ptr %p, !range !{i32 0, i64 4}"):                             "Range pair types must match!",
	body("%x = load i32, ptr %p, !noalias.addrspace !{i32 0, i64 4}"):                 "Range pair types must match!",
	body("%x = load i32, ptr %p, !range !{i32 4, i32 0, i32 1, i32 2}"):               "Intervals are not in order",
	body("%x = load i32, ptr %p, !range !{i32 0, i32 2, i32 1, i32 4}"):               "Intervals are overlapping",
	body("%x = load i32, ptr %p, !range !{i32 0, i32 2, i32 2, i32 4}"):               "Intervals are contiguous",
	body("%x = load i32, ptr %p, !range !{i32 0, i32 2, i32 3, i32 4}"):               "",
	body("%x = load i32, ptr %p, !range !{i32 -5, i32 -3, i32 0, i32 2}"):             "",
	body("%x = load i32, ptr %p, !range !{i32 0, i32 2, i32 -5, i32 -3}"):             "Intervals are not in order",
	body("%x = load i32, ptr %p, !range !{i32 -1, i32 -1}"):                           "Range must not be empty!",
	body("%x = load i32, ptr %p, !range !{i32 0, i32 0}"):                             "Range must not be empty!",
	body("%x = load i32, ptr %p, !range !{i32 3, i32 3}"):                             "The upper and lower limits cannot be the same value",
	body("%x = load i32, ptr %p, !range !{i32 10, i32 2}"):                            "",
	body("%x = load i32, ptr %p, !range !{i32 10, i32 2, i32 4, i32 6}"):              "Intervals are not in order",
	body("%x = load i32, ptr %p, !range !{i32 1, i32 3, i32 5, i32 7, i32 9, i32 0}"): "",
	body("%x = load i32, ptr %p, !range !{i32 1, i32 3, i32 5, i32 7, i32 9, i32 1}"): "Intervals are contiguous",
	body("%x = load i32, ptr %p, !range !{i32 1, i32 3, i32 5, i32 7, i32 9, i32 2}"): "Intervals are overlapping",
	body("%x = load i32, ptr %p, !range !{i32 2147483647, i32 -2147483648}"):          "",
	body("%x = load i32, ptr %p, !noalias.addrspace !{i32 -1, i32 -1}"):               "Range must not be empty!",
	body("%x = load i32, ptr %p, !noalias.addrspace !{i32 1, i32 3, i32 3, i32 5}"):   "Intervals are contiguous",
	body("%x = load i32, ptr %p, !noalias.addrspace !{i32 5, i32 6, i32 1, i32 3}"):   "Intervals are not in order",
	body("%x = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst"):                 "cmpxchg operand must have integer or pointer type",
	body("%x = cmpxchg ptr %p, ptr null, ptr null seq_cst seq_cst"):                   "",
}

func TestRangeLists(t *testing.T)          { verifyCases(t, rangeListCases) }
func TestRangeListsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, rangeListCases) }

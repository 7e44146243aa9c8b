package llread

import "testing"

// shuffle is a shufflevector of the two-element vector %a with mask.
func shuffle(vec, res, mask string) string {
	return "define " + res + " @f(" + vec + " %a) {\n  %s = shufflevector " + vec + " %a, " + vec + " poison, " + mask +
		"\n  ret " + res + " %s\n}\n"
}

// shuffleBad are masks that pick past the operands' elements.
var shuffleBad = []struct{ name, src, want string }{
	{"past_both", shuffle("<2 x float>", "<4 x float>", "<4 x i32> <i32 256, i32 1, i32 poison, i32 poison>"), "2:22: error: invalid shufflevector operands"},
	{"past_by_one", shuffle("<2 x float>", "<4 x float>", "<4 x i32> <i32 4, i32 1, i32 0, i32 0>"), "2:22: error: invalid shufflevector operands"},
	{"negative", shuffle("<2 x float>", "<4 x float>", "<4 x i32> <i32 -1, i32 0, i32 0, i32 0>"), "2:22: error: invalid shufflevector operands"},
	{"splat_past", shuffle("<2 x float>", "<4 x float>", "<4 x i32> splat (i32 9)"), "2:22: error: invalid shufflevector operands"},
	{"scalable_one", shuffle("<vscale x 2 x float>", "<vscale x 4 x float>", "<vscale x 4 x i32> splat (i32 1)"), "2:22: error: invalid shufflevector operands"},
}

var shuffleGood = []string{
	shuffle("<2 x float>", "<4 x float>", "<4 x i32> <i32 3, i32 1, i32 poison, i32 undef>"),
	shuffle("<2 x float>", "<4 x float>", "<4 x i32> zeroinitializer"),
	shuffle("<vscale x 2 x float>", "<vscale x 4 x float>", "<vscale x 4 x i32> splat (i32 0)"),
	shuffle("<vscale x 2 x float>", "<vscale x 4 x float>", "<vscale x 4 x i32> zeroinitializer"),
}

func TestShuffleMasks(t *testing.T)          { parsePrefixes(t, shuffleBad, shuffleGood) }
func TestShuffleMasksMatchLLVM(t *testing.T) { matchLLVMPrefixes(t, shuffleBad, shuffleGood) }

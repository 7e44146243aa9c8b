package llread

import (
	"testing"

	"memspace/internal/llvmtools"
)

// TestFuncRefForwardTypes checks that a no_cfi or dso_local_equivalent of
// a function declared later is read or refused as llvm-as-22 does: a
// no_cfi takes the type written, a dso_local_equivalent the data layout's
// globals address space.
func TestFuncRefForwardTypes(t *testing.T) {
	tests := []struct {
		name, src string
		ok        bool
	}{
		{"equivalent in the globals space", "target datalayout = \"G1\"\n" +
			"@g = addrspace(1) global ptr addrspace(1) dso_local_equivalent @f\ndeclare void @f() addrspace(1)\n", true},
		{"equivalent outside the globals space", "target datalayout = \"G1\"\n" +
			"@g = global ptr dso_local_equivalent @f\ndeclare void @f()\n", false},
		{"no_cfi in space 1", "@g = global ptr addrspace(1) no_cfi @f\ndeclare void @f() addrspace(1)\n", true},
		{"no_cfi of the wrong space", "@g = global ptr no_cfi @f\ndeclare void @f() addrspace(1)\n", false},
		{"no_cfi in the globals space", "target datalayout = \"G1\"\n@g = global ptr no_cfi @f\ndeclare void @f()\n", true},
		{"no_cfi of no pointer type", "@g = global i32 no_cfi @f\ndeclare void @f()\n", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("in.ll", []byte(tc.src))
			if (err == nil) != tc.ok {
				t.Errorf("Parse: %v, want ok=%v", err, tc.ok)
			}
			_, stderr, err := llvmtools.RunInput(t, []byte(tc.src), as22, "-", "-o", "/dev/null")
			if (err == nil) != tc.ok {
				t.Errorf("llvm-as-22: %v %s, want ok=%v", err, stderr, tc.ok)
			}
		})
	}
}

package llwrite_test

import (
	"testing"

	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// TestNamesFor: names made with a shared module state print every value
// and instruction as NewNames does.
func TestNamesFor(t *testing.T) {
	m, err := llread.Parse("t.ll", []byte(`@g = global i32 0
define void @f(ptr %p, i32 %0) {
  %2 = load i32, ptr @g
  store i32 %2, ptr %p
  ret void
}
define void @h() {
  call void @f(ptr @g, i32 1)
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	names := llwrite.NamesFor(m)
	for _, f := range m.Functions {
		shared, own := names(f), llwrite.NewNames(f)
		f.Instructions(func(in *ir.Instruction) {
			if a, b := shared.Instr(in), own.Instr(in); a != b {
				t.Errorf("%s: shared %q, own %q", f.Name(), a, b)
			}
			for _, op := range in.Operands() {
				if a, b := shared.Ref(op), own.Ref(op); a != b {
					t.Errorf("%s: shared %q, own %q", f.Name(), a, b)
				}
			}
		})
	}
}

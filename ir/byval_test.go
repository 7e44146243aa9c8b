package ir_test

import (
	"testing"

	"memspace/llread"
)

// ParamByval reads byval as LLVM does: from the call site, else from the
// directly called function's parameter; an indirect call has only its
// own attributes.
func TestParamByval(t *testing.T) {
	src := `%S = type { i32, i32 }
declare void @callee(ptr byval(%S), ptr)
declare void @plain(ptr, ptr)
define void @f(ptr %a, ptr %fp) {
  call void @callee(ptr %a, ptr %a)
  call void @plain(ptr byval(%S) %a, ptr %a)
  call void %fp(ptr %a, ptr %a)
  ret void
}
`
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]bool{{true, false}, {true, false}, {false, false}}
	for k, in := range m.Function("f").Blocks[0].Instrs[:3] {
		for i := range 2 {
			a, ok := in.ParamByval(i)
			if ok != want[k][i] || ok && a.Type == nil {
				t.Errorf("call %d, argument %d: byval %v (type %v), want %v", k, i, ok, a.Type, want[k][i])
			}
		}
	}
}

package ipmsp

import (
	"testing"

	"memspace/diag"
	"memspace/llread"
	"memspace/pass"
	"memspace/target"
)

// gainModule has parameters that gain through a cycle of calls (@a, @b
// reach the load in @c), a cycle that gains nothing (@x, @y only convert
// the pointer to an integer), a caller of both (@d) and a self-recursive
// function that gains through @c (@e).
const gainModule = `target triple = "nvptx64-nvidia-cuda"

define void @a(ptr %p) {
  call void @b(ptr %p)
  ret void
}

define void @b(ptr %p) {
  call void @a(ptr %p)
  call void @c(ptr %p)
  ret void
}

define void @c(ptr %p) {
  %v = load float, ptr %p, align 4
  ret void
}

define void @x(ptr %p) {
  call void @y(ptr %p)
  ret void
}

define void @y(ptr %p) {
  call void @x(ptr %p)
  %i = ptrtoint ptr %p to i64
  ret void
}

define void @d(ptr %p) {
  call void @x(ptr %p)
  call void @c(ptr %p)
  ret void
}

define void @e(ptr %p) {
  call void @e(ptr %p)
  call void @c(ptr %p)
  ret void
}
`

// TestGainsRemembered asks about every parameter in every order of
// first question and checks the remembered answers against the truth.
func TestGainsRemembered(t *testing.T) {
	want := map[string]bool{"a": true, "b": true, "c": true, "x": false, "y": false, "d": true, "e": true}
	names := []string{"a", "b", "c", "x", "y", "d", "e"}
	for first := range names {
		m, err := llread.Parse("gain.ll", []byte(gainModule))
		if err != nil {
			t.Fatal(err)
		}
		ctx := &pass.Context{Module: m, Target: target.NVPTX(), Opts: &pass.Options{},
			Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
		s := newState(ctx, solverConfig(ctx))
		order := append(append([]string(nil), names[first:]...), names[:first]...)
		for _, name := range append(order, order...) {
			if got := s.gainsFromSpace(m.Function(name).Params[0]); got != want[name] {
				t.Errorf("first %s: @%s gains %v, want %v", names[first], name, got, want[name])
			}
		}
		for _, name := range names {
			if a, ok := s.gains[m.Function(name).Params[0]]; !ok || a.gains != want[name] {
				t.Errorf("first %s: @%s remembered %+v (%v), want %v", names[first], name, a, ok, want[name])
			}
		}
	}
}

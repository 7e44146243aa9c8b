package filecheck

import (
	"strings"
	"testing"
)

func TestCases(t *testing.T) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := Check("check.ll", []byte(tc.check), []byte(tc.input), tc.opts)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("want pass, got:\n%v", err)
			case tc.want != "" && err == nil:
				t.Fatalf("want failure containing %q, got pass", tc.want)
			case tc.want != "" && !strings.Contains(err.Error(), tc.want):
				t.Fatalf("want failure containing %q, got:\n%v", tc.want, err)
			}
		})
	}
}

// TestDiagnosticFormat pins the full text of a CHECK-NEXT failure.
func TestDiagnosticFormat(t *testing.T) {
	check := "; RUN: true\n; CHECK: define\n; CHECK-NEXT: store ptr addrspace(1)\n"
	input := "define void @f() {\n  load ptr\n  store ptr addrspace(1) %p\n"
	err := Check("t.ll", []byte(check), []byte(input), Options{})
	if err == nil {
		t.Fatal("want failure")
	}
	want := `t.ll:3:15: error: CHECK-NEXT: is not on the line after the previous match
; CHECK-NEXT: store ptr addrspace(1)
              ^
<stdin>:3:2: note: 'next' match was here
 store ptr addrspace(1) %p
 ^
<stdin>:1:7: note: previous match ended here
define void @f() {
      ^
<stdin>:2:1: note: non-matching line after previous match is here
 load ptr
^
`
	if err.Error() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", err, want)
	}
}

func TestNotFoundNotes(t *testing.T) {
	check := "; CHECK: %[[P:[a-z]+]] = alloca\n; CHECK: store i32 0, ptr %[[P]]\n"
	input := "%x = alloca\nstore i32 0, ptr %y\n"
	err := Check("t.ll", []byte(check), []byte(input), Options{InputName: "out.ll"})
	if err == nil {
		t.Fatal("want failure")
	}
	for _, want := range []string{
		"t.ll:2:10: error: CHECK: expected string not found in input",
		"out.ll:1:12: note: scanning from here",
		`note: with "P" equal to "x"`,
		"out.ll:2:1: note: possible intended match here",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%s", want, err)
		}
	}
}

func TestExcludedRange(t *testing.T) {
	err := Check("t.ll", []byte("; CHECK-NOT: addrspacecast\n"), []byte("%q = addrspacecast ptr %p\n"), Options{})
	if err == nil {
		t.Fatal("want failure")
	}
	want := "<stdin>:1:6: note: found here\n%q = addrspacecast ptr %p\n     ^~~~~~~~~~~~~\n"
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("missing %q in:\n%s", want, err)
	}
}

func TestLabelFailuresAreAllReported(t *testing.T) {
	check := "; CHECK-LABEL: f1\n; CHECK: zz\n; CHECK-LABEL: f2\n; CHECK: yy\n"
	err := Check("t.ll", []byte(check), []byte("f1 f2\n"), Options{})
	if err == nil {
		t.Fatal("want failure")
	}
	if n := strings.Count(err.Error(), "error: CHECK: expected string not found"); n != 2 {
		t.Fatalf("want 2 errors, got %d:\n%s", n, err)
	}
}

func TestBadPrefix(t *testing.T) {
	for _, p := range [][]string{{"A B"}, {"A", "A"}, {"RUN"}, {""}} {
		if err := Check("t.ll", []byte("; A: x\n"), []byte("x\n"), Options{Prefixes: p}); err == nil {
			t.Errorf("prefixes %q: want error", p)
		}
	}
}

func TestCanonicalize(t *testing.T) {
	got := canonicalize("a \t b\r\nc\t\td\r", true)
	if want := "a b\nc d\r"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if got := canonicalize("a  b\r\n", false); got != "a  b\n" {
		t.Fatalf("strict: got %q", got)
	}
}

// FuzzCheck makes sure no check file or input panics.
func FuzzCheck(f *testing.F) {
	for _, tc := range cases {
		f.Add(tc.check, tc.input)
	}
	f.Fuzz(func(t *testing.T, check, input string) {
		_ = Check("f.ll", []byte(check), []byte(input), Options{})
	})
}

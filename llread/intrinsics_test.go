package llread

import (
	"fmt"
	"strings"
	"testing"
)

// TestImplicitIntrinsicsParallel calls undeclared intrinsics from many
// bodies, read in parallel: each name and type gets one declaration, and
// the module prints the same every time.
func TestImplicitIntrinsicsParallel(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 200; i++ {
		fmt.Fprintf(&b, "define float @f%d(float %%x, double %%d) {\n", i)
		fmt.Fprintf(&b, "  %%t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n")
		fmt.Fprintf(&b, "  %%a = call float @llvm.fabs.f32(float %%x)\n")
		if i%2 == 1 {
			fmt.Fprintf(&b, "  %%b = call double @llvm.fabs.f32(double %%d)\n")
		}
		fmt.Fprintf(&b, "  ret float %%a\n}\n")
	}
	src := []byte(b.String())
	want := string(printModule(t, mustParse(t, "many.ll", src)))
	tail := "declare float @llvm.fabs.f32(float)\n\n" +
		"declare double @llvm.fabs.f32.1(double)\n\n" +
		"declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
	if !strings.HasSuffix(want, tail) || strings.Count(want, "declare") != 3 {
		t.Fatalf("declarations:\n%s", want[strings.Index(want, "declare"):])
	}
	for i := 0; i < 5; i++ {
		if got := string(printModule(t, mustParse(t, "many.ll", src))); got != want {
			t.Fatalf("reading %d printed differently", i)
		}
	}
}

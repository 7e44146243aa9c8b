package target

import (
	"slices"
	"strings"
	"testing"
)

const (
	corpusNVPTX64 = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
	amdgpuLayout  = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-" +
		"p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-" +
		"v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-" +
		"n32:64-S32-A5-G1-ni:7:8:9"
	spirLayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
	x86Layout  = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
)

func TestPointerWidths(t *testing.T) {
	cases := []struct {
		layout string
		bits   map[AddrSpace]int
	}{
		{corpusNVPTX64, map[AddrSpace]int{0: 64, 1: 64, 3: 64, 6: 32, 101: 64}},
		{Layout32, map[AddrSpace]int{0: 32, 1: 32, 3: 32, 5: 32}},
		{Layout64, map[AddrSpace]int{0: 64, 1: 64, 3: 64, 5: 64}},
		{Layout64ShortPtr, map[AddrSpace]int{0: 64, 1: 64, 3: 32, 4: 64, 101: 64}},
		{"e-p3:32:32:32-i64:64", map[AddrSpace]int{0: 64, 3: 32, 7: 64}},
		{"e-p:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64",
			map[AddrSpace]int{0: 32, 3: 32, 7: 32, 101: 32}},
		{amdgpuLayout, map[AddrSpace]int{0: 64, 3: 32, 5: 32, 7: 160, 8: 128, 42: 64}},
		{"", map[AddrSpace]int{0: 64, 3: 64}},
	}
	for _, c := range cases {
		d, err := ParseDataLayout(c.layout)
		if err != nil {
			t.Errorf("ParseDataLayout(%q): %v", c.layout, err)
			continue
		}
		for as, want := range c.bits {
			if got := d.PointerBits(as); got != want {
				t.Errorf("%q: PointerBits(%d) = %d, want %d", c.layout, as, got, want)
			}
		}
	}
}

func TestPointerSpecFields(t *testing.T) {
	d, err := ParseDataLayout(amdgpuLayout)
	if err != nil {
		t.Fatal(err)
	}
	want := PointerSpec{Space: 8, Bits: 128, ABIAlign: 128, PrefAlign: 128, IndexBits: 48}
	if got := d.Pointer(8); got != want {
		t.Errorf("Pointer(8) = %+v, want %+v", got, want)
	}
	want = PointerSpec{Space: 6, Bits: 32, ABIAlign: 32, PrefAlign: 32, IndexBits: 32}
	if got := d.Pointer(6); got != want {
		t.Errorf("Pointer(6) = %+v, want %+v", got, want)
	}
	if d.AllocaSpace != 5 || d.GlobalSpace != 1 || d.ProgramSpace != 0 || d.BigEndian {
		t.Errorf("A/G/P/E read wrong: %+v", d)
	}
	if !slices.Equal(d.NonIntegral, []AddrSpace{7, 8, 9}) {
		t.Errorf("NonIntegral = %v", d.NonIntegral)
	}
}

func TestAllocaSpace(t *testing.T) {
	cases := map[string]AddrSpace{
		Layout64:                    0,
		corpusNVPTX64:               0,
		"e-p:64:64-A5-i64:64":       5,
		"e-i64:64-A5":               5,
		"A5-e":                      5,
		"e-p:64:64:64-A0-n16:32:64": 0,
		"E-p:32:32-A101-P1-n32":     101,
		amdgpuLayout:                5,
	}
	for layout, want := range cases {
		d, err := ParseDataLayout(layout)
		if err != nil {
			t.Errorf("ParseDataLayout(%q): %v", layout, err)
			continue
		}
		if d.AllocaSpace != want {
			t.Errorf("%q: AllocaSpace = %d, want %d", layout, d.AllocaSpace, want)
		}
	}
}

func TestValidLayouts(t *testing.T) {
	for _, l := range []string{Layout32, Layout64, Layout64ShortPtr, corpusNVPTX64,
		amdgpuLayout, spirLayout, x86Layout, "e", "E-m:o-a:0:64-Fi8-Fn32-S128"} {
		if err := ValidateDataLayout(l); err != nil {
			t.Errorf("ValidateDataLayout(%q): %v", l, err)
		}
	}
}

func TestInvalidLayouts(t *testing.T) {
	bad := []string{
		"-",                  // empty specs
		"e--i64:64",          // empty spec in the middle
		"e-p3",               // pointer without size
		"e-p3:32",            // pointer without alignment
		"e-p3:0:32",          // zero-size pointer
		"e-p:64:64:64:64:64", // too many pointer fields
		"e-px:64:64",         // bad address space
		"e-p16777216:32:32",  // address space too large
		"e-p3:32:12",         // alignment not whole bytes
		"e-p3:32:24",         // alignment not a power of two
		"e-p3:32:64:32",      // preferred below ABI
		"e-i64",              // integer without alignment
		"e-i:64",             // integer without size
		"e-i0:8",             // zero-size integer
		"e-i64:64:64:64",     // too many alignment fields
		"e-m:q",              // unknown mangling
		"e-m",                // mangling without value
		"ex",                 // endianness with value
		"e-n",                // native widths missing
		"e-n16::32",          // empty native width
		"e-Fx8",              // bad function alignment kind
		"e-Ai",               // bad alloca space
		"e-A-5",              // A without number
		"e-z64",              // unknown letter
		"e-p3:+32:32",        // signed number
		"e-p3:32:32 -i64:64", // stray space
		"e-ni:",              // empty non-integral list
		"e-S",                // stack alignment without value
	}
	for _, l := range bad {
		if err := ValidateDataLayout(l); err == nil {
			t.Errorf("ValidateDataLayout(%q) = nil, want error", l)
		} else if !strings.Contains(err.Error(), "datalayout") {
			t.Errorf("ValidateDataLayout(%q) error %q lacks context", l, err)
		}
	}
}

func TestCheckLayout(t *testing.T) {
	n := NVPTX()
	for _, l := range append(n.ValidLayouts(), Layout64ShortPtr, corpusNVPTX64) {
		if err := n.CheckLayout(l); err != nil {
			t.Errorf("nvptx CheckLayout(%q): %v", l, err)
		}
	}
	if !slices.Equal(n.ValidLayouts(), []string{Layout32, Layout64}) {
		t.Errorf("ValidLayouts() = %v", n.ValidLayouts())
	}
	for _, l := range []string{"", "E-p:64:64", "e-p:16:16", "e-p3:128:128", "e-p3"} {
		if err := n.CheckLayout(l); err == nil {
			t.Errorf("nvptx CheckLayout(%q) = nil, want error", l)
		}
	}
	if err := AMDGPU().CheckLayout(amdgpuLayout); err != nil {
		t.Errorf("amdgpu CheckLayout: %v", err)
	}
	if err := SPIR().CheckLayout(""); err == nil {
		t.Errorf("spir CheckLayout accepted an empty layout")
	}
	if len(SPIR().ValidLayouts()) != 0 {
		t.Errorf("spir has reference layouts")
	}
}

// TestIntABIAlign: an i<size> spec sets its width's ABI alignment; others
// keep LLVM's defaults, where i64 is only 4-aligned.
func TestIntABIAlign(t *testing.T) {
	for _, c := range []struct {
		layout     string
		bits, want int
		ok         bool
	}{
		{"e-i64:64-n16:32:64", 64, 64, true},
		{"e", 64, 32, true},
		{"e-i16:32", 16, 32, true},
		{"e", 32, 32, true},
		{"e", 24, 0, false},
	} {
		d, err := ParseDataLayout(c.layout)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := d.IntABIAlign(c.bits); got != c.want || ok != c.ok {
			t.Errorf("%q: IntABIAlign(%d) = %d, %v; want %d, %v", c.layout, c.bits, got, ok, c.want, c.ok)
		}
	}
}

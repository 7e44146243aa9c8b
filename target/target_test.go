package target

import (
	"slices"
	"strings"
	"testing"
)

func TestFromTriple(t *testing.T) {
	cases := []struct{ triple, want string }{
		{"nvptx-nvidia-cuda", "nvptx"},
		{"nvptx64-nvidia-cuda", "nvptx"},
		{"nvptx64-nvidia-nvcl", "nvptx"},
		{"nvptx64", "nvptx"},
		{"spir-unknown-unknown", "spir"},
		{"spir64-unknown-unknown", "spir"},
		{"spirv", "spir"},
		{"spirv32-unknown-unknown", "spir"},
		{"spirv64-unknown-unknown", "spir"},
		{"spirv1.6-unknown-vulkan1.3-compute", "spir"},
		{"amdgcn-amd-amdhsa", "amdgpu"},
		{"amdgcn-amd-amdpal", "amdgpu"},
		{"amdgcn--", "amdgpu"},
	}
	for _, c := range cases {
		tg, err := FromTriple(c.triple)
		if err != nil {
			t.Errorf("FromTriple(%q): %v", c.triple, err)
			continue
		}
		if tg.Name() != c.want {
			t.Errorf("FromTriple(%q) = %s, want %s", c.triple, tg.Name(), c.want)
		}
	}
}

func TestFromTripleUnknown(t *testing.T) {
	for _, triple := range []string{"", "x86_64-unknown-linux-gnu", "nvptx128-nvidia-cuda",
		"spir32-unknown-unknown", "r600-amd-amdhsa", "amdgcnx-amd-amdhsa", "NVPTX64-nvidia-cuda"} {
		tg, err := FromTriple(triple)
		if err == nil {
			t.Errorf("FromTriple(%q) = %s, want error", triple, tg.Name())
			continue
		}
		if !strings.Contains(err.Error(), "triple") {
			t.Errorf("FromTriple(%q) error %q does not mention the triple", triple, err)
		}
	}
}

func TestByName(t *testing.T) {
	if got := Names(); !slices.Equal(got, []string{"nvptx", "spir", "amdgpu"}) {
		t.Fatalf("Names() = %v", got)
	}
	for _, name := range Names() {
		tg, err := ByName(name)
		if err != nil || tg.Name() != name || tg.String() != name {
			t.Errorf("ByName(%q) = %v, %v", name, tg, err)
		}
	}
	_, err := ByName("ptx")
	if err == nil || !strings.Contains(err.Error(), "nvptx, spir, amdgpu") {
		t.Errorf("ByName(ptx) error = %v, want one listing the targets", err)
	}
}

func TestNumbering(t *testing.T) {
	cases := []struct {
		tg       *Target
		generic  AddrSpace
		concrete []AddrSpace
		names    map[AddrSpace]string
	}{
		{NVPTX(), 0, []AddrSpace{1, 3, 4, 5, 101, 6, 7}, map[AddrSpace]string{
			0: "generic", 1: "global", 3: "shared", 4: "constant", 5: "local",
			6: "tensor", 7: "shared::cluster", 101: "param",
			25: "internal(25)", 53: "internal(53)", 2: "addrspace(2)"}},
		{SPIR(), 4, []AddrSpace{0, 1, 2, 3}, map[AddrSpace]string{
			0: "private", 1: "global", 2: "constant", 3: "local", 4: "generic", 5: "addrspace(5)"}},
		{AMDGPU(), 0, []AddrSpace{1, 3, 4, 5}, map[AddrSpace]string{
			0: "flat", 1: "global", 3: "local", 4: "constant", 5: "private", 2: "addrspace(2)"}},
	}
	for _, c := range cases {
		if c.tg.Generic() != c.generic || !c.tg.IsGeneric(c.generic) {
			t.Errorf("%s: generic = %d, want %d", c.tg, c.tg.Generic(), c.generic)
		}
		if got := c.tg.Concrete(); !slices.Equal(got, c.concrete) {
			t.Errorf("%s: Concrete() = %v, want %v", c.tg, got, c.concrete)
		}
		if c.tg.NumConcrete() != len(c.concrete) || c.tg.IsConcrete(c.generic) {
			t.Errorf("%s: generic counted as concrete", c.tg)
		}
		for i, as := range c.concrete {
			got, ok := c.tg.ConcreteAt(i)
			j, ok2 := c.tg.Index(as)
			if !ok || !ok2 || got != as || j != i || !c.tg.IsConcrete(as) || !c.tg.IsValid(as) {
				t.Errorf("%s: position %d of %d inconsistent", c.tg, i, as)
			}
		}
		if _, ok := c.tg.ConcreteAt(len(c.concrete)); ok {
			t.Errorf("%s: ConcreteAt past the end succeeded", c.tg)
		}
		for as, name := range c.names {
			if got := c.tg.SpaceName(as); got != name {
				t.Errorf("%s: SpaceName(%d) = %q, want %q", c.tg, as, got, name)
			}
			back, ok := c.tg.SpaceByName(name)
			if c.tg.IsValid(as) && (!ok || back != as) {
				t.Errorf("%s: SpaceByName(%q) = %d, %v", c.tg, name, back, ok)
			}
			if !c.tg.IsValid(as) && ok {
				t.Errorf("%s: SpaceByName(%q) found %d", c.tg, name, back)
			}
		}
	}
}

func TestNVPTXSpecialSpaces(t *testing.T) {
	n := NVPTX()
	for _, as := range []AddrSpace{25, 53} {
		if !n.IsInternal(as) || n.IsValid(as) || n.IsConcrete(as) {
			t.Errorf("space %d should be internal only", as)
		}
	}
	if !slices.Equal(n.Internal(), []AddrSpace{25, 53}) {
		t.Errorf("Internal() = %v", n.Internal())
	}
	if !n.IsUnused(2) || n.IsValid(2) || n.IsUnused(1) {
		t.Errorf("address space 2 should be unused and invalid")
	}
	if SPIR().IsInternal(25) || AMDGPU().IsUnused(2) {
		t.Errorf("internal/unused spaces leak into other targets")
	}
}

func TestPTXSpace(t *testing.T) {
	want := map[AddrSpace]string{0: "", 1: ".global", 3: ".shared", 4: ".const",
		5: ".local", 7: ".shared::cluster", 101: ".param"}
	n := NVPTX()
	for as, q := range want {
		got, ok := n.PTXSpace(as)
		if !ok || got != q {
			t.Errorf("PTXSpace(%d) = %q, %v; want %q", as, got, ok, q)
		}
	}
	for _, as := range []AddrSpace{2, 6, 25, 53, 8} {
		if q, ok := n.PTXSpace(as); ok {
			t.Errorf("PTXSpace(%d) = %q, want none", as, q)
		}
	}
	if _, ok := SPIR().PTXSpace(1); ok {
		t.Errorf("spir has PTX state spaces")
	}
}

// TestNVPTXCvtaMatrix checks every ordered pair of NVPTX spaces, including
// invalid and internal ones.
func TestNVPTXCvtaMatrix(t *testing.T) {
	n := NVPTX()
	all := []AddrSpace{0, 1, 2, 3, 4, 5, 6, 7, 25, 53, 101}
	toGeneric := map[AddrSpace]bool{1: true, 3: true, 4: true, 5: true, 7: true, 101: true}
	fromGeneric := map[AddrSpace]bool{1: true, 3: true, 4: true, 5: true, 7: true}
	for _, from := range all {
		for _, to := range all {
			want := CastNone
			switch {
			case !n.IsValid(from) || !n.IsValid(to):
			case from == to:
				want = CastSame
			case to == 0 && toGeneric[from]:
				want = CastAlways
			case from == 0 && fromGeneric[to]:
				want = CastIfProven
			}
			if got := n.Cast(from, to); got != want {
				t.Errorf("Cast(%d, %d) = %v, want %v", from, to, got, want)
			}
			if n.CanCvta(from, to) != (want != CastNone) {
				t.Errorf("CanCvta(%d, %d) disagrees with Cast", from, to)
			}
		}
	}
	// Spot checks of the rules in words.
	if n.CanCvta(3, 1) || n.CanCvta(3, 7) || n.CanCvta(0, 6) || n.CanCvta(6, 0) || n.CanCvta(0, 101) {
		t.Errorf("a forbidden conversion is allowed")
	}
}

func TestOtherTargetsCasts(t *testing.T) {
	s := SPIR()
	if s.Cast(3, 4) != CastAlways || s.Cast(4, 0) != CastIfProven || s.Cast(2, 4) != CastNone ||
		s.Cast(4, 2) != CastNone || s.Cast(1, 3) != CastNone {
		t.Errorf("spir casts wrong")
	}
	a := AMDGPU()
	for _, as := range a.Concrete() {
		if a.Cast(as, 0) != CastAlways || a.Cast(0, as) != CastIfProven {
			t.Errorf("amdgpu cast with %d wrong", as)
		}
	}
	if a.Cast(1, 3) != CastNone {
		t.Errorf("amdgpu allows global to local")
	}
	if CastIfProven.String() != "if-proven" || Cast(9).String() != "Cast(9)" {
		t.Errorf("Cast.String wrong")
	}
}

func TestBitmask(t *testing.T) {
	n := NVPTX()
	want := map[AddrSpace]uint8{1: 0x01, 3: 0x02, 4: 0x04, 5: 0x08, 101: 0x10}
	var unknown uint8
	for _, as := range n.Concrete() {
		bit, ok := n.Bitmask(as)
		if w, has := want[as]; ok != has || bit != w {
			t.Errorf("Bitmask(%d) = %#x, %v; want %#x", as, bit, ok, w)
		}
		if n.IsUnknownReach(as) {
			unknown |= bit
		}
	}
	if unknown != BitmaskUnknown {
		t.Errorf("unknown-reach spaces give %#x, want %#x", unknown, BitmaskUnknown)
	}
	if _, ok := n.Bitmask(0); ok {
		t.Errorf("generic has a bitmask bit")
	}
	if _, ok := SPIR().Bitmask(1); ok {
		t.Errorf("spir has bitmask bits")
	}
	if SPIR().IsUnknownReach(2) || !SPIR().IsUnknownReach(0) || SPIR().IsUnknownReach(4) {
		t.Errorf("spir unknown reach wrong")
	}
}

func TestConcreteIsACopy(t *testing.T) {
	n := NVPTX()
	c := n.Concrete()
	c[0] = 99
	if n.Concrete()[0] != 1 {
		t.Errorf("Concrete exposes the table")
	}
	l := n.ValidLayouts()
	l[0] = "x"
	if n.ValidLayouts()[0] != Layout32 {
		t.Errorf("ValidLayouts exposes the table")
	}
}

// TestKeepsBits: inttoptr(ptrtoint p) keeps p's space within one space,
// and across into generic only where a concrete address is its own generic
// address (global, on SPIR too: its generic form carries tag 000; AMDGPU
// constant), never from a window offset or a tagged space (shared, local,
// private).
func TestKeepsBits(t *testing.T) {
	cases := []struct {
		t        *Target
		from, to AddrSpace
		want     bool
	}{
		{NVPTX(), 0, 0, true}, {NVPTX(), 3, 3, true}, {NVPTX(), 1, 0, true},
		{NVPTX(), 3, 0, false}, {NVPTX(), 5, 0, false}, {NVPTX(), 4, 0, false}, {NVPTX(), 0, 3, false},
		{AMDGPU(), 1, 0, true}, {AMDGPU(), 4, 0, true}, {AMDGPU(), 3, 0, false}, {AMDGPU(), 5, 0, false},
		{SPIR(), 4, 4, true}, {SPIR(), 1, 4, true}, {SPIR(), 3, 4, false}, {SPIR(), 0, 4, false}, {SPIR(), 2, 4, false},
	}
	for _, c := range cases {
		if got := c.t.KeepsBits(c.from, c.to); got != c.want {
			t.Errorf("%s: KeepsBits(%d, %d) = %v, want %v", c.t.Name(), c.from, c.to, got, c.want)
		}
	}
}

// TestCastsVectors: only SPIR takes no vector addrspacecast (SPIR-V's
// casts take one pointer).
func TestCastsVectors(t *testing.T) {
	for name, want := range map[string]bool{"nvptx": true, "amdgpu": true, "spir": false} {
		tg, err := ByName(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := tg.CastsVectors(); got != want {
			t.Errorf("%s: CastsVectors() = %v, want %v", name, got, want)
		}
	}
}

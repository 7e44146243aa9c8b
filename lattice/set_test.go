package lattice

import (
	"slices"
	"testing"

	"memspace/target"
)

var nv = target.NVPTX()

// allSets returns every subset of the target's concrete spaces.
func allSets(t *target.Target) []Set {
	var out []Set
	for s := Set(0); s <= Full(t); s++ {
		out = append(out, s)
	}
	return out
}

func mustOf(t *testing.T, tg *target.Target, spaces ...target.AddrSpace) Set {
	t.Helper()
	var s Set
	for _, as := range spaces {
		b, ok := Of(tg, as)
		if !ok {
			t.Fatalf("%d is not a concrete %s space", as, tg)
		}
		s |= b
	}
	return s
}

func TestAllSetsCount(t *testing.T) {
	if n := len(allSets(nv)); n != 128 {
		t.Fatalf("NVPTX has %d subsets, want 128 (7 concrete spaces)", n)
	}
}

// TestMeetLaws checks the semilattice laws of Meet and Join over every pair
// and triple of NVPTX sets.
func TestMeetLaws(t *testing.T) {
	sets := allSets(nv)
	top := Full(nv)
	for _, a := range sets {
		if a.Meet(a) != a || a.Join(a) != a {
			t.Fatalf("%s: not idempotent", a.String(nv))
		}
		if a.Meet(Empty) != a || Empty.Meet(a) != a {
			t.Fatalf("%s: bottom is not the identity of Meet", a.String(nv))
		}
		if a.Meet(top) != top || a.Join(top) != a {
			t.Fatalf("%s: the full set does not absorb", a.String(nv))
		}
		for _, b := range sets {
			checkPair(t, a, b)
			for _, c := range sets {
				if a.Meet(b).Meet(c) != a.Meet(b.Meet(c)) || a.Join(b).Join(c) != a.Join(b.Join(c)) {
					t.Fatalf("not associative: %v %v %v", a, b, c)
				}
				// Monotone: a ⊆ b implies a ⊓ c ⊆ b ⊓ c (and for Join).
				if a.SubsetOf(b) && (!a.Meet(c).SubsetOf(b.Meet(c)) || !a.Join(c).SubsetOf(b.Join(c))) {
					t.Fatalf("not monotone: %v %v %v", a, b, c)
				}
			}
		}
	}
}

func checkPair(t *testing.T, a, b Set) {
	t.Helper()
	if a.Meet(b) != b.Meet(a) || a.Join(b) != b.Join(a) {
		t.Fatalf("not commutative: %v %v", a, b)
	}
	if a.Meet(b) != a.Union(b) || a.Join(b) != a.Intersect(b) {
		t.Fatalf("Meet/Join are not Union/Intersect: %v %v", a, b)
	}
	if a.Meet(a.Join(b)) != a || a.Join(a.Meet(b)) != a {
		t.Fatalf("absorption fails: %v %v", a, b)
	}
	if !a.SubsetOf(a.Meet(b)) || !a.Join(b).SubsetOf(a) {
		t.Fatalf("Meet does not grow / Join does not shrink: %v %v", a, b)
	}
	if a.Minus(b).Intersect(b) != Empty || a.Minus(b).Union(a.Intersect(b)) != a {
		t.Fatalf("Minus wrong: %v %v", a, b)
	}
	if a.Len()+b.Len() != a.Meet(b).Len()+a.Join(b).Len() {
		t.Fatalf("Len is not additive: %v %v", a, b)
	}
}

// TestMembership checks Has, Excludes, Single, Len and Spaces against each
// other for every NVPTX set.
func TestMembership(t *testing.T) {
	concrete := nv.Concrete()
	for _, s := range allSets(nv) {
		var spaces []target.AddrSpace
		for i, as := range concrete {
			in := s&(1<<i) != 0
			if s.Has(nv, as) != in || s.Excludes(nv, as) == in {
				t.Fatalf("%s: Has/Excludes(%d) wrong", s.String(nv), as)
			}
			if in {
				spaces = append(spaces, as)
			}
		}
		if got := s.Spaces(nv); !slices.Equal(got, spaces) {
			t.Fatalf("%s: Spaces() = %v, want %v", s.String(nv), got, spaces)
		}
		if s.Len() != len(spaces) || s.IsEmpty() != (len(spaces) == 0) || s.Ambiguous() != (len(spaces) > 1) {
			t.Fatalf("%s: Len/IsEmpty/Ambiguous wrong", s.String(nv))
		}
		as, ok := s.Single(nv)
		if ok != (len(spaces) == 1) || (ok && as != spaces[0]) {
			t.Fatalf("%s: Single() = %d, %v", s.String(nv), as, ok)
		}
		if !s.Valid(nv) {
			t.Fatalf("%s: not valid", s.String(nv))
		}
		// Generic and internal spaces are never members and never excluded.
		for _, as := range []target.AddrSpace{0, 2, 25, 53} {
			if s.Has(nv, as) || s.Excludes(nv, as) {
				t.Fatalf("%s: non-concrete %d is a member or excluded", s.String(nv), as)
			}
		}
	}
}

func TestOf(t *testing.T) {
	for i, as := range nv.Concrete() {
		s, ok := Of(nv, as)
		if !ok || s != 1<<i {
			t.Errorf("Of(%d) = %v, %v", as, s, ok)
		}
	}
	for _, as := range []target.AddrSpace{0, 2, 25, 53, 1000} {
		if s, ok := Of(nv, as); ok || s != Empty {
			t.Errorf("Of(%d) = %v, %v; want none", as, s, ok)
		}
	}
	if Full(nv) != 0x7F || Full(target.SPIR()) != 0x0F || Full(target.AMDGPU()) != 0x0F {
		t.Errorf("Full wrong")
	}
	if (Set(0x80)).Valid(nv) {
		t.Errorf("a bit past the last NVPTX space is valid")
	}
	if _, ok := Set(0x80).Single(nv); ok {
		t.Errorf("Single accepted a bit that names no space")
	}
}

func TestString(t *testing.T) {
	cases := []struct {
		tg   *target.Target
		s    Set
		want string
	}{
		{nv, Empty, "bottom"},
		{nv, mustOf(t, nv, 1), "{global}"},
		{nv, mustOf(t, nv, 3, 1), "{global,shared}"},
		{nv, mustOf(t, nv, 7, 6, 101), "{param,tensor,shared::cluster}"},
		{nv, Full(nv), "{global,shared,constant,local,param,tensor,shared::cluster}"},
		{nv, Set(1<<9 | 1), "{global,#9}"},
		{target.SPIR(), mustOf(t, target.SPIR(), 0, 3), "{private,local}"},
		{target.AMDGPU(), mustOf(t, target.AMDGPU(), 3), "{local}"},
	}
	for _, c := range cases {
		if got := c.s.String(c.tg); got != c.want {
			t.Errorf("%s String(%#x) = %q, want %q", c.tg, uint32(c.s), got, c.want)
		}
	}
}

func TestUnknown(t *testing.T) {
	if got := Unknown(nv); got != mustOf(t, nv, 1, 3, 4, 5) {
		t.Errorf("Unknown(nvptx) = %s", got.String(nv))
	}
	s := target.SPIR()
	if got := Unknown(s); got != mustOf(t, s, 0, 1, 3) {
		t.Errorf("Unknown(spir) = %s", got.String(s))
	}
	a := target.AMDGPU()
	if Unknown(a) != Full(a) {
		t.Errorf("Unknown(amdgpu) = %s", Unknown(a).String(a))
	}
}

// TestBitmask checks the cicc bitmask view for every NVPTX set.
func TestBitmask(t *testing.T) {
	bit := map[target.AddrSpace]uint8{1: 0x01, 3: 0x02, 4: 0x04, 5: 0x08, 101: 0x10}
	for _, s := range allSets(nv) {
		var want uint8
		wantOK := true
		for _, as := range s.Spaces(nv) {
			b, has := bit[as]
			wantOK = wantOK && has
			want |= b
		}
		got, ok := s.Bitmask(nv)
		if ok != wantOK || (ok && got != want) {
			t.Fatalf("%s: Bitmask() = %#x, %v; want %#x, %v", s.String(nv), got, ok, want, wantOK)
		}
		if ok {
			back, ok2 := FromBitmask(nv, got)
			if !ok2 || back != s {
				t.Fatalf("%s: FromBitmask(%#x) = %s", s.String(nv), got, back.String(nv))
			}
		}
	}
	if m, _ := Unknown(nv).Bitmask(nv); m != target.BitmaskUnknown {
		t.Errorf("Unknown(nvptx) bitmask = %#x, want 0x0F", m)
	}
	for m := 0; m < 256; m++ {
		_, ok := FromBitmask(nv, uint8(m))
		if ok != (m < 0x20) {
			t.Errorf("FromBitmask(%#x) ok = %v", m, ok)
		}
	}
	if _, ok := Set(1 << 9).Bitmask(nv); ok {
		t.Errorf("Bitmask accepted a bit that names no space")
	}
	if _, ok := mustOf(t, target.SPIR(), 1).Bitmask(target.SPIR()); ok {
		t.Errorf("spir sets have a cicc bitmask")
	}
	if s, ok := FromBitmask(target.SPIR(), 0); !ok || s != Empty {
		t.Errorf("FromBitmask(spir, 0) = %v, %v", s, ok)
	}
}

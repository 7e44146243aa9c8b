package lattice

import (
	"testing"

	"memspace/target"
)

// allVotes returns every element of the NVPTX vote lattice.
func allVotes() []Vote {
	out := []Vote{Undet, Poison}
	for _, as := range nv.Concrete() {
		out = append(out, VoteFor(as))
	}
	return out
}

func TestVoteConstants(t *testing.T) {
	if Undet != 1000 || Poison != 2000 || Unset != 256 {
		t.Fatalf("vote constants changed: %d %d %d", Undet, Poison, Unset)
	}
	for _, c := range []struct {
		v    Vote
		want string
	}{{Undet, "UNDET"}, {Poison, "POISON"}, {Unset, "UNSET"}, {1, "1"}, {101, "101"}} {
		if c.v.String() != c.want {
			t.Errorf("String(%d) = %q, want %q", uint32(c.v), c.v.String(), c.want)
		}
	}
}

// TestVoteLaws checks the vote meet over every pair and triple of NVPTX
// votes.
func TestVoteLaws(t *testing.T) {
	votes := allVotes()
	for _, a := range votes {
		if a.Meet(a) != a {
			t.Fatalf("%v: not idempotent", a)
		}
		if a.Meet(Undet) != a || Undet.Meet(a) != a {
			t.Fatalf("%v: Undet is not the identity", a)
		}
		if a.Meet(Poison) != Poison || Poison.Meet(a) != Poison {
			t.Fatalf("%v: Poison does not absorb", a)
		}
		if !a.Valid(nv) || !Undet.Leq(a) || !a.Leq(Poison) {
			t.Fatalf("%v: outside the lattice", a)
		}
		for _, b := range votes {
			if a.Meet(b) != b.Meet(a) {
				t.Fatalf("not commutative: %v %v", a, b)
			}
			if a.IsConcrete() && b.IsConcrete() && a != b && a.Meet(b) != Poison {
				t.Fatalf("different spaces %v %v meet to %v", a, b, a.Meet(b))
			}
			if !a.Leq(a.Meet(b)) {
				t.Fatalf("meet is not an upper bound: %v %v", a, b)
			}
			for _, c := range votes {
				if a.Meet(b).Meet(c) != a.Meet(b.Meet(c)) {
					t.Fatalf("not associative: %v %v %v", a, b, c)
				}
				if a.Leq(b) && !a.Meet(c).Leq(b.Meet(c)) {
					t.Fatalf("not monotone: %v %v %v", a, b, c)
				}
			}
		}
	}
}

func TestVoteUnset(t *testing.T) {
	for _, v := range append(allVotes(), Unset) {
		if v.Meet(Unset) != Poison || Unset.Meet(v) != Poison {
			t.Errorf("meeting Unset with %v is not Poison", v)
		}
	}
	if Unset.Valid(nv) || Unset.IsConcrete() || Unset.Leq(Poison) || !Unset.Leq(Unset) {
		t.Errorf("Unset treated as a lattice element")
	}
	if _, ok := Unset.Space(); ok {
		t.Errorf("Unset names a space")
	}
	if _, ok := Unset.Set(nv); ok {
		t.Errorf("Unset maps to a set")
	}
}

// TestSetToVote checks the mapping for every NVPTX set, and that it turns
// Set.Meet into Vote.Meet.
func TestSetToVote(t *testing.T) {
	sets := allSets(nv)
	for _, s := range sets {
		v := s.Vote(nv)
		switch s.Len() {
		case 0:
			if v != Undet {
				t.Fatalf("bottom votes %v", v)
			}
		case 1:
			as, _ := s.Single(nv)
			if got, ok := v.Space(); !ok || got != as {
				t.Fatalf("%s votes %v", s.String(nv), v)
			}
		default:
			if v != Poison {
				t.Fatalf("%s votes %v", s.String(nv), v)
			}
		}
		for _, o := range sets {
			if s.Meet(o).Vote(nv) != v.Meet(o.Vote(nv)) {
				t.Fatalf("vote of %s ⊓ %s is not the meet of their votes", s.String(nv), o.String(nv))
			}
		}
	}
	if Set(1<<9).Vote(nv) != Poison {
		t.Errorf("a bit naming no space does not vote Poison")
	}
}

// TestRoundTrips: vote → set → vote is the identity on every vote, and
// set → vote → set on every set of at most one space.
func TestRoundTrips(t *testing.T) {
	for _, tg := range []*target.Target{nv, target.SPIR(), target.AMDGPU()} {
		for _, s := range allSets(tg) {
			back, ok := s.Vote(tg).Set(tg)
			if !ok {
				t.Fatalf("%s: vote of %s has no set", tg, s.String(tg))
			}
			if s.Len() <= 1 && back != s {
				t.Fatalf("%s: %s round trips to %s", tg, s.String(tg), back.String(tg))
			}
			if s.Len() > 1 && back != Unknown(tg) {
				t.Fatalf("%s: ambiguous %s maps back to %s", tg, s.String(tg), back.String(tg))
			}
		}
		for _, v := range []Vote{Undet, Poison} {
			s, ok := v.Set(tg)
			if !ok || s.Vote(tg) != v {
				t.Fatalf("%s: %v round trips to %v", tg, v, s.Vote(tg))
			}
		}
		for _, as := range tg.Concrete() {
			v := VoteFor(as)
			s, ok := v.Set(tg)
			if !ok || s.Vote(tg) != v || !v.Valid(tg) {
				t.Fatalf("%s: %v round trips to %v", tg, v, s.Vote(tg))
			}
		}
	}
	// A space the target lacks is not a valid vote there.
	if Vote(2).Valid(nv) || Vote(0).Valid(nv) {
		t.Errorf("nvptx accepts votes for spaces 2 or 0")
	}
	if _, ok := Vote(2).Set(nv); ok {
		t.Errorf("vote 2 maps to an nvptx set")
	}
	if !Vote(0).Valid(target.SPIR()) {
		t.Errorf("spir private (0) is not a valid vote")
	}
}

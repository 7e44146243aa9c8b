package lattice

import (
	"strconv"

	"memspace/target"
)

// Vote is the inter-procedural pass's flattened lattice value: Undet,
// a concrete address space number, or Poison. Unset is scratch only.
type Vote uint32

// The vote lattice's special values, as the specification numbers them.
const (
	// Unset is the scratch state inside one classifier call (UNSET); it is
	// never a lattice element and must not be stored as a vote.
	Unset Vote = 256
	// Undet is bottom: no useful observation yet (UNDET).
	Undet Vote = 1000
	// Poison is top: a conflict or an unclassifiable use (POISON). It
	// absorbs everything.
	Poison Vote = 2000
)

// VoteFor returns the vote for the concrete space as.
func VoteFor(as target.AddrSpace) Vote { return Vote(as) }

// IsConcrete reports whether v names an address space rather than one of
// Undet, Poison and Unset.
func (v Vote) IsConcrete() bool { return v != Undet && v != Poison && v != Unset }

// Space returns the address space v names; ok is false for Undet, Poison
// and Unset.
func (v Vote) Space() (as target.AddrSpace, ok bool) {
	if !v.IsConcrete() {
		return 0, false
	}
	return target.AddrSpace(v), true
}

// Valid reports whether v is a lattice element on the target: Undet,
// Poison, or one of the target's concrete spaces.
func (v Vote) Valid(t *target.Target) bool {
	as, ok := v.Space()
	return v == Undet || v == Poison || (ok && t.IsConcrete(as))
}

// Meet combines two votes: Undet ⊓ x = x, x ⊓ x = x, two different spaces
// give Poison, and Poison absorbs. Unset is not a lattice element; meeting
// it gives Poison, the safe answer.
func (v Vote) Meet(w Vote) Vote {
	switch {
	case v == Unset || w == Unset:
		return Poison
	case v == Undet:
		return w
	case w == Undet || v == w:
		return v
	}
	return Poison
}

// Leq reports whether v is below or equal to w in the vote order
// (Undet below every space, every space below Poison). Unset is comparable
// only to itself.
func (v Vote) Leq(w Vote) bool {
	if v == Unset || w == Unset {
		return v == w
	}
	return v == w || v == Undet || w == Poison
}

// String returns "UNDET", "POISON", "UNSET" or the space number.
func (v Vote) String() string {
	switch v {
	case Undet:
		return "UNDET"
	case Poison:
		return "POISON"
	case Unset:
		return "UNSET"
	}
	return strconv.FormatUint(uint64(v), 10)
}

// Vote maps s to its vote: the empty set is Undet, a single space is that
// space's number, and several spaces (or a bit naming no space of the
// target) are Poison.
func (s Set) Vote(t *target.Target) Vote {
	if s.IsEmpty() {
		return Undet
	}
	if as, ok := s.Single(t); ok {
		return VoteFor(as)
	}
	return Poison
}

// Set maps v back to a set: Undet is empty, a concrete space is that
// space alone, and Poison is Unknown(t), the spaces an unknown pointer may
// reach. ok is false for Unset and for spaces the target does not have.
// v.Set(t).Vote(t) == v for every valid vote.
func (v Vote) Set(t *target.Target) (s Set, ok bool) {
	switch v {
	case Undet:
		return Empty, true
	case Poison:
		return Unknown(t), true
	case Unset:
		return Empty, false
	}
	return Of(t, target.AddrSpace(v))
}

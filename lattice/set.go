package lattice

import (
	"fmt"
	"math/bits"
	"strings"

	"memspace/target"
)

// Set is a set of concrete address spaces of one target: bit i is the
// target's i-th concrete space. The zero value is the empty set (bottom).
type Set uint32

// Empty is the empty set, the lattice's bottom.
const Empty Set = 0

// Of returns the set holding the single concrete space as; ok is false when
// as is not one of the target's concrete spaces.
func Of(t *target.Target, as target.AddrSpace) (s Set, ok bool) {
	i, ok := t.Index(as)
	if !ok {
		return Empty, false
	}
	return 1 << i, true
}

// Full returns the set of all the target's concrete spaces.
func Full(t *target.Target) Set {
	return Set(1)<<t.NumConcrete() - 1
}

// Unknown returns the spaces a pointer of unknown origin may point into
// (on NVPTX global, shared, constant and local: cicc's 0x0F).
func Unknown(t *target.Target) Set {
	var s Set
	for i := range t.NumConcrete() {
		if as, _ := t.ConcreteAt(i); t.IsUnknownReach(as) {
			s |= 1 << i
		}
	}
	return s
}

// Meet is the specification's meet: set union. Bottom is its identity and
// two different spaces give a set of both (top).
func (s Set) Meet(o Set) Set { return s | o }

// Join is the dual of Meet: set intersection.
func (s Set) Join(o Set) Set { return s & o }

// Union returns s ∪ o.
func (s Set) Union(o Set) Set { return s | o }

// Intersect returns s ∩ o.
func (s Set) Intersect(o Set) Set { return s & o }

// Minus returns the spaces of s not in o.
func (s Set) Minus(o Set) Set { return s &^ o }

// SubsetOf reports whether every space of s is in o (s is below o in the
// lattice order).
func (s Set) SubsetOf(o Set) bool { return s&^o == 0 }

// IsEmpty reports whether s is bottom.
func (s Set) IsEmpty() bool { return s == 0 }

// Len returns the number of spaces in s.
func (s Set) Len() int { return bits.OnesCount32(uint32(s)) }

// Ambiguous reports whether s holds several spaces (top).
func (s Set) Ambiguous() bool { return s.Len() > 1 }

// Valid reports whether every bit of s names one of the target's spaces.
func (s Set) Valid(t *target.Target) bool { return s.SubsetOf(Full(t)) }

// Has reports whether the concrete space as is in s.
func (s Set) Has(t *target.Target, as target.AddrSpace) bool {
	b, ok := Of(t, as)
	return ok && s&b != 0
}

// Excludes reports whether as is a concrete space of the target that is not
// in s. The empty set excludes every concrete space; a space that is not
// concrete (generic, internal, unknown numbers) is never excluded.
func (s Set) Excludes(t *target.Target, as target.AddrSpace) bool {
	b, ok := Of(t, as)
	return ok && s&b == 0
}

// Single returns the only space of s; ok is false unless s holds exactly
// one of the target's spaces.
func (s Set) Single(t *target.Target) (as target.AddrSpace, ok bool) {
	if s.Len() != 1 {
		return 0, false
	}
	return t.ConcreteAt(bits.TrailingZeros32(uint32(s)))
}

// Spaces returns the spaces of s in the target's concrete order. Bits that
// name no space of the target are left out.
func (s Set) Spaces(t *target.Target) []target.AddrSpace {
	var out []target.AddrSpace
	for i := range t.NumConcrete() {
		if s&(1<<i) != 0 {
			as, _ := t.ConcreteAt(i)
			out = append(out, as)
		}
	}
	return out
}

// String returns s in the target's space names, in concrete order:
// "bottom", "{global}", "{global,shared}". Bits that name no space of the
// target print as "#i" so that they show up in traces.
func (s Set) String(t *target.Target) string {
	if s.IsEmpty() {
		return "bottom"
	}
	var names []string
	for i := range 32 {
		if s&(1<<i) == 0 {
			continue
		}
		if as, ok := t.ConcreteAt(i); ok {
			names = append(names, t.SpaceName(as))
		} else {
			names = append(names, fmt.Sprintf("#%d", i))
		}
	}
	return "{" + strings.Join(names, ",") + "}"
}

// Bitmask returns s in cicc's bitmask encoding (global 0x01, shared 0x02,
// constant 0x04, local 0x08, param 0x10). ok is false when s holds a space
// that has no bit there (tensor, shared::cluster, every non-NVPTX space) or
// a bit that names no space.
func (s Set) Bitmask(t *target.Target) (mask uint8, ok bool) {
	if !s.Valid(t) {
		return 0, false
	}
	for _, as := range s.Spaces(t) {
		bit, has := t.Bitmask(as)
		if !has {
			return 0, false
		}
		mask |= bit
	}
	return mask, true
}

// FromBitmask returns the set a cicc bitmask stands for; ok is false when
// the mask has a bit the target does not define.
func FromBitmask(t *target.Target, mask uint8) (s Set, ok bool) {
	for i := range t.NumConcrete() {
		as, _ := t.ConcreteAt(i)
		if bit, has := t.Bitmask(as); has && mask&bit != 0 {
			s |= 1 << i
			mask &^= bit
		}
	}
	return s, mask == 0
}

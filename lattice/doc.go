// Package lattice holds the abstract value memspace attaches to every
// pointer: the set of a target's concrete address spaces the pointer may
// point into.
//
// # The set view
//
// A Set is a bit set; bit i stands for the i-th concrete space of the
// target, in the order target.Target.Concrete gives. So the same Set value
// means different spaces on different targets, and every method that turns
// bits into address spaces takes the target. Reading a set:
//
//	empty        bottom: no evidence yet
//	one bit      resolved to that concrete space
//	several      top (the pointer stays generic), but we still know which
//	             spaces it may reach, and which it cannot
//
// The specification calls the combining operation "meet": bottom ⊓ x = x,
// x ⊓ x = x, and two different concrete spaces give top. In the set view
// that is set union, so Set.Meet is Union. Set.Join is its dual,
// intersection, which narrows a value to the spaces a constraint allows.
// A value only grows under Meet, at most once per concrete space, so any
// fixpoint built from it terminates.
//
// On NVPTX the first five bits are exactly cicc's bitmask (global 0x01,
// shared 0x02, constant 0x04, local 0x08, param 0x10), and Unknown is its
// 0x0F; Set.Bitmask and FromBitmask convert explicitly.
//
// # The vote view
//
// The inter-procedural pass keeps one Vote per argument slot, a flattened
// copy of the same lattice: Undet (1000) is bottom, a concrete address
// space is its own number, and Poison (2000) is the absorbing top. Unset
// (256) is a scratch value used inside one classification and is never a
// lattice element. Set.Vote maps a set to its vote (empty to Undet, one
// space to its number, several to Poison), and Vote.Meet is the vote meet.
// The mapping respects meet: s.Meet(o).Vote(t) == s.Vote(t).Meet(o.Vote(t)).
//
// The package is pure: it depends only on package target, never on the IR.
package lattice

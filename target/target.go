package target

import (
	"fmt"
	"strings"
)

// AddrSpace is an LLVM address space number.
type AddrSpace uint32

// Cast says whether and when a pointer may be converted from one address
// space to another (an addrspacecast, or cvta on NVPTX).
type Cast uint8

const (
	// CastNone: no such conversion exists.
	CastNone Cast = iota
	// CastSame: source and destination are the same space; nothing to do.
	CastSame
	// CastAlways: always valid (a concrete space to generic).
	CastAlways
	// CastIfProven: valid only when the pointer is proven to point into the
	// destination space (generic to a concrete space).
	CastIfProven
)

var castNames = [...]string{"none", "same", "always", "if-proven"}

// String returns the cast kind's name: none, same, always or if-proven.
func (c Cast) String() string {
	if int(c) < len(castNames) {
		return castNames[c]
	}
	return fmt.Sprintf("Cast(%d)", uint8(c))
}

// space holds the facts about one address space of a target.
type space struct {
	as   AddrSpace
	name string
	// ptx is the PTX state space qualifier; hasPTX is false when the space
	// has none (tensor memory, non-NVPTX targets).
	ptx    string
	hasPTX bool
	// bit is the space's cicc bitmask bit, 0 when it has none.
	bit uint8
	// toGeneric and fromGeneric say which casts with the generic space exist.
	toGeneric, fromGeneric bool
	// unknown marks the spaces a pointer of unknown origin may point into.
	unknown bool
}

// Target is one GPU target's view of address spaces. Targets are immutable
// values shared by everyone; obtain them with FromTriple or ByName.
type Target struct {
	name     string
	generic  space
	concrete []space
	internal []AddrSpace
	unused   []AddrSpace
	layouts  []string
}

// Name returns the target's name: "nvptx", "spir" or "amdgpu".
func (t *Target) Name() string { return t.name }

// CastsVectors reports whether the target's code generators take an
// addrspacecast of a vector of pointers. SPIR-V's OpGenericCastToPtr and
// OpPtrCastToGeneric take one pointer, and LLVM's SPIR-V backend cannot
// legalize the vector form, so on SPIR a vector of generic pointers keeps
// its space (LLVM's CodeGen/SPIRV intel-gather-scatter.ll).
func (t *Target) CastsVectors() bool { return t.name != "spir" }

// Generic returns the target's generic (flat) address space.
func (t *Target) Generic() AddrSpace { return t.generic.as }

// Concrete returns the target's concrete data spaces in their fixed order.
// The slice is a copy.
func (t *Target) Concrete() []AddrSpace {
	out := make([]AddrSpace, len(t.concrete))
	for i, s := range t.concrete {
		out[i] = s.as
	}
	return out
}

// NumConcrete returns how many concrete data spaces the target has.
func (t *Target) NumConcrete() int { return len(t.concrete) }

// ConcreteAt returns the i-th concrete space in the fixed order; ok is false
// when i is out of range.
func (t *Target) ConcreteAt(i int) (as AddrSpace, ok bool) {
	if i < 0 || i >= len(t.concrete) {
		return 0, false
	}
	return t.concrete[i].as, true
}

// Index returns the position of a concrete space in the fixed order; ok is
// false when as is not concrete.
func (t *Target) Index(as AddrSpace) (i int, ok bool) {
	for i, s := range t.concrete {
		if s.as == as {
			return i, true
		}
	}
	return -1, false
}

// IsConcrete reports whether as is one of the target's concrete data spaces.
func (t *Target) IsConcrete(as AddrSpace) bool {
	_, ok := t.Index(as)
	return ok
}

// IsGeneric reports whether as is the target's generic space.
func (t *Target) IsGeneric(as AddrSpace) bool { return as == t.generic.as }

// IsValid reports whether as can hold data on this target: the generic
// space or a concrete one.
func (t *Target) IsValid(as AddrSpace) bool {
	return t.IsGeneric(as) || t.IsConcrete(as)
}

// IsInternal reports whether as is an internal annotation space that never
// holds data (NVPTX 25 and 53).
func (t *Target) IsInternal(as AddrSpace) bool {
	return contains(t.internal, as)
}

// Internal returns the target's internal annotation spaces. The slice is a
// copy.
func (t *Target) Internal() []AddrSpace {
	return append([]AddrSpace(nil), t.internal...)
}

// IsUnused reports whether the target explicitly does not use as (NVPTX
// address space 2).
func (t *Target) IsUnused(as AddrSpace) bool {
	return contains(t.unused, as)
}

// lookup returns the facts about a generic or concrete space.
func (t *Target) lookup(as AddrSpace) (space, bool) {
	if as == t.generic.as {
		return t.generic, true
	}
	if i, ok := t.Index(as); ok {
		return t.concrete[i], true
	}
	return space{}, false
}

// SpaceName returns the target's name for as ("global", "shared::cluster",
// "flat", ...). Internal spaces are "internal(N)" and any other number is
// "addrspace(N)".
func (t *Target) SpaceName(as AddrSpace) string {
	if s, ok := t.lookup(as); ok {
		return s.name
	}
	if t.IsInternal(as) {
		return fmt.Sprintf("internal(%d)", as)
	}
	return fmt.Sprintf("addrspace(%d)", as)
}

// SpaceByName returns the generic or concrete space the target calls name.
func (t *Target) SpaceByName(name string) (AddrSpace, bool) {
	if name == t.generic.name {
		return t.generic.as, true
	}
	for _, s := range t.concrete {
		if s.name == name {
			return s.as, true
		}
	}
	return 0, false
}

// PTXSpace returns the PTX state space qualifier of as (".global",
// ".shared", ".shared::cluster", ".const", ".local", ".param"; "" for the
// unqualified generic space). ok is false for spaces without one: tensor
// memory, unknown spaces, and every space of a non-NVPTX target.
func (t *Target) PTXSpace(as AddrSpace) (qual string, ok bool) {
	s, found := t.lookup(as)
	if !found || !s.hasPTX {
		return "", false
	}
	return s.ptx, true
}

// Cast says whether a pointer in space from may be converted to space to.
// Any space the target does not know as generic or concrete gives CastNone.
func (t *Target) Cast(from, to AddrSpace) Cast {
	src, ok1 := t.lookup(from)
	dst, ok2 := t.lookup(to)
	switch {
	case !ok1 || !ok2:
		return CastNone
	case from == to:
		return CastSame
	case t.IsGeneric(to) && src.toGeneric:
		return CastAlways
	case t.IsGeneric(from) && dst.fromGeneric:
		return CastIfProven
	}
	return CastNone
}

// KeepsBits reports whether a pointer of space from, turned into an
// integer and back into a pointer of space to (inttoptr(ptrtoint p)), or
// stored with its type and loaded with the other, still points where p
// did. It does within one space. Across spaces it does only where a
// concrete address is its own generic address: global memory on every
// target (on SPIR the generic form of a global pointer carries tag 000,
// that is its own bits, in Intel's generic address space and in
// lower-generic alike, and AMD's SPIR-V is AMDGPU's flat space; clang's
// HIP for spirv64 relies on it, storing a kernel's global pointer
// argument and loading it back as a generic pointer), and AMDGPU's
// constant memory. Shared, local and private addresses are offsets into
// their windows, or tagged, not generic addresses.
func (t *Target) KeepsBits(from, to AddrSpace) bool {
	if from == to {
		return true
	}
	src, ok := t.lookup(from)
	if !ok || !t.IsGeneric(to) {
		return false
	}
	return src.name == "global" || t.name == "amdgpu" && src.name == "constant"
}

// CanCvta reports whether any conversion from one space to the other exists
// (the same space, concrete to generic, or proven generic to concrete).
func (t *Target) CanCvta(from, to AddrSpace) bool {
	return t.Cast(from, to) != CastNone
}

// Bitmask returns the cicc bitmask bit of a concrete space (NVPTX: global
// 0x01, shared 0x02, constant 0x04, local 0x08, param 0x10). ok is false for
// spaces without a bit.
func (t *Target) Bitmask(as AddrSpace) (bit uint8, ok bool) {
	s, found := t.lookup(as)
	if !found || s.bit == 0 {
		return 0, false
	}
	return s.bit, true
}

// IsUnknownReach reports whether a pointer of unknown origin may point into
// the concrete space as. On NVPTX these are the spaces of the cicc
// "unknown" mask 0x0F: global, shared, constant and local.
func (t *Target) IsUnknownReach(as AddrSpace) bool {
	s, ok := t.lookup(as)
	return ok && s.unknown && !t.IsGeneric(as)
}

// ValidLayouts returns the target's reference data layouts, the ones the
// verifier offers as examples (NVPTX: Layout32 and Layout64). It is empty
// for targets without fixed layouts. The slice is a copy.
func (t *Target) ValidLayouts() []string {
	return append([]string(nil), t.layouts...)
}

// String returns the target's name.
func (t *Target) String() string { return t.name }

// Names returns the names ByName accepts, in a fixed order.
func Names() []string {
	out := make([]string, len(all))
	for i, t := range all {
		out[i] = t.name
	}
	return out
}

// ByName returns the target called name ("nvptx", "spir" or "amdgpu").
func ByName(name string) (*Target, error) {
	for _, t := range all {
		if t.name == name {
			return t, nil
		}
	}
	return nil, fmt.Errorf("target: unknown target %q (want one of %s)",
		name, strings.Join(Names(), ", "))
}

// FromTriple returns the target of an LLVM target triple: nvptx-*,
// nvptx64-*, spir-*, spir64-*, spirv* or amdgcn-*.
func FromTriple(triple string) (*Target, error) {
	if triple == "" {
		return nil, fmt.Errorf("target: empty target triple (use -target=%s)",
			strings.Join(Names(), "|"))
	}
	arch, _, _ := strings.Cut(triple, "-")
	switch {
	case arch == "nvptx" || arch == "nvptx64":
		return nvptx, nil
	case arch == "spir" || arch == "spir64" || strings.HasPrefix(arch, "spirv"):
		return spir, nil
	case arch == "amdgcn":
		return amdgpu, nil
	}
	return nil, fmt.Errorf("target: unsupported target triple %q "+
		"(want nvptx-*, nvptx64-*, spir-*, spir64-*, spirv* or amdgcn-*)", triple)
}

func contains(list []AddrSpace, as AddrSpace) bool {
	for _, x := range list {
		if x == as {
			return true
		}
	}
	return false
}

package memspaceopt

import (
	"strings"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// An access that stays generic may still provably miss some spaces; LLVM's
// !noalias.addrspace says so in its range format: pairs "i32 lo, i32 hi"
// of address-space numbers the access never touches. The node is
// attached only when the set rules out a space an unknown pointer could
// reach (so plain unknown pointers get nothing), and a space is excluded
// only when no space overlapping it (global and param, shared and
// shared::cluster) is possible either.
//
// Policies (memspace-opt-alias-merge): "none" attaches nothing, "per-AS"
// gives each access its own exclusions, "unified" gives every access of a
// function the spaces all of them exclude.

// noAliasWant is one access and the spaces it provably misses.
type noAliasWant struct {
	in   *ir.Instruction
	excl []target.AddrSpace
}

// planNoAlias finds what !noalias.addrspace r's generic accesses get; it
// only reads, so functions may plan concurrently.
func planNoAlias(r *rewriter, policy string) []noAliasWant {
	if policy == "none" {
		return nil
	}
	type want = noAliasWant
	var wants []want
	for _, a := range r.accesses {
		if a.in.Parent == nil || a.in.Metadata("noalias.addrspace") != nil {
			continue
		}
		if ex := excludedSpaces(r.t, r.paramSet(a.ptr)); len(ex) > 0 {
			wants = append(wants, want{a.in, ex})
		}
	}
	if policy == "unified" && len(wants) > 0 {
		common := wants[0].excl
		for _, w := range wants[1:] {
			common = intersectSpaces(common, w.excl)
		}
		for i := range wants {
			wants[i].excl = common
		}
	}
	return wants
}

// attachNoAlias attaches the planned nodes. The nodes are shared by the
// whole module, so this runs for one function at a time, in module order.
func attachNoAlias(rep *reporter, wants []noAliasWant) {
	for _, w := range wants {
		if len(w.excl) > 0 {
			w.in.SetMetadata("noalias.addrspace", rep.rangeNode(w.excl))
		}
	}
}

// excludedSpaces lists, in increasing number, the concrete spaces an
// access through a pointer with this set cannot touch; nil when the set
// says nothing beyond "unknown".
func excludedSpaces(t *target.Target, set lattice.Set) []target.AddrSpace {
	if set.IsEmpty() || lattice.Unknown(t).SubsetOf(set) {
		return nil
	}
	var out []target.AddrSpace
	for _, as := range t.Concrete() {
		if set.Has(t, as) || overlapsAny(t, as, set) {
			continue
		}
		out = append(out, as)
	}
	sortSpaces(out)
	return out
}

// overlapsAny reports whether a space that shares memory with as is in set.
func overlapsAny(t *target.Target, as target.AddrSpace, set lattice.Set) bool {
	for _, o := range overlapping(t, as) {
		if set.Has(t, o) {
			return true
		}
	}
	return false
}

// overlapping returns the spaces that share memory with as (NVPTX only).
func overlapping(t *target.Target, as target.AddrSpace) []target.AddrSpace {
	if t.Name() != "nvptx" {
		return nil
	}
	switch as {
	case target.NVPTXGlobal:
		return []target.AddrSpace{target.NVPTXParam}
	case target.NVPTXParam:
		return []target.AddrSpace{target.NVPTXGlobal}
	case target.NVPTXShared:
		return []target.AddrSpace{target.NVPTXSharedCluster}
	case target.NVPTXSharedCluster:
		return []target.AddrSpace{target.NVPTXShared}
	}
	return nil
}

func sortSpaces(s []target.AddrSpace) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func intersectSpaces(a, b []target.AddrSpace) []target.AddrSpace {
	var out []target.AddrSpace
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
				break
			}
		}
	}
	return out
}

// spaceRanges turns sorted space numbers into half-open ranges [lo, hi).
func spaceRanges(spaces []target.AddrSpace) [][2]uint32 {
	var out [][2]uint32
	for _, as := range spaces {
		n := uint32(as)
		if k := len(out); k > 0 && out[k-1][1] == n {
			out[k-1][1] = n + 1
			continue
		}
		out = append(out, [2]uint32{n, n + 1})
	}
	return out
}

// rangeNode returns the module's node for these exclusions, making it
// once: !{i32 lo, i32 hi, ...}.
func (rep *reporter) rangeNode(spaces []target.AddrSpace) *ir.MDNode {
	var key strings.Builder
	var ops []ir.Metadata
	i32 := rep.ctx.Module.Types.I32
	for _, r := range spaceRanges(spaces) {
		key.WriteString(itoa(int(r[0])) + "-" + itoa(int(r[1])) + ",")
		ops = append(ops, &ir.ValueAsMetadata{V: ir.NewConstInt(i32, int64(r[0]))},
			&ir.ValueAsMetadata{V: ir.NewConstInt(i32, int64(r[1]))})
	}
	if n, ok := rep.nodes[key.String()]; ok {
		return n
	}
	n := rep.ctx.Module.AddMetadata(ir.NewTuple(ops...))
	rep.nodes[key.String()] = n
	return n
}

package ipmsp

import (
	"strconv"
	"strings"

	"memspace/ir"
	"memspace/target"
)

// publish writes the "nvvm.as" attribute ("memspace.as" outside NVPTX,
// see AttrNameFor) on every defined function with a
// pointer parameter: the space of each pointer parameter in order, the
// space its type names, else the one space all its callers pass, else the
// generic space (0 on NVPTX and AMDGPU): "nvvm.as"="1,3,0". The values are
// those the last round that could tell found (note).
func (s *state) publish() {
	for _, f := range s.m.Functions {
		if v, ok := s.asAttr[f]; ok {
			f.FnAttrs.Set(ir.StringAttr(AttrNameFor(s.t), v))
		}
	}
}

// note records, at the end of a round, the attribute values of the
// functions the round knows: those it solved, and those it made or changed
// (their sets come from the local classifier). A later round that solves
// only part of the module leaves the others' values as they are.
func (s *state) note() {
	for _, f := range s.m.Functions {
		if f.IsDeclaration() || f.IsIntrinsic() {
			continue
		}
		if fi := s.fns.at(f); !s.res.Solved(f) && (fi == nil || !fi.precise) {
			continue
		}
		if v, ok := s.inferredSpaces(f); ok {
			s.asAttr[f] = v
		}
	}
}

// inferredSpaces spells the attribute value for f; ok is false when f has
// no pointer parameter.
func (s *state) inferredSpaces(f *ir.Function) (string, bool) {
	var parts []string
	for _, p := range f.Params {
		pt, ok := p.Type().(*ir.PointerType)
		if !ok {
			continue
		}
		as := target.AddrSpace(pt.AddrSpace)
		if s.t.IsGeneric(as) && !copyLike(p) {
			if got, ok := s.setOf(f, p).Single(s.t); ok && s.specializable(got) {
				as = got
			}
		}
		parts = append(parts, strconv.FormatUint(uint64(as), 10))
	}
	return strings.Join(parts, ","), len(parts) > 0
}

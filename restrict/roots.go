package restrict

import (
	"strconv"

	"memspace/diag"
	"memspace/ir"
)

// The attribute keys of §5. The front end deposits the user_specified_*
// form; the pass writes the canonical nvvm.* form beside it (the front-end
// keys stay, for diagnostics that want the spelling the user wrote).
const (
	KeyScope     = "nvvm.restrict_scope"
	KeyKeyword   = "nvvm.restrict_keyword"
	KeyProcessed = "nvvm.restrict_processed"

	FEScope     = "user_specified_restrict_scope"
	FEKeyword   = "user_specified_restrict_keyword"
	FEProcessed = "user_specified_restrict_processed"

	// MDKind is the function attachment listing the function's own
	// scopes, one operand per parameter (null for parameters that are not
	// roots), so a later run re-stamps with the same scopes.
	MDKind = "memspace.restrict"
)

// The legacy spellings accepted for the front-end keys. The specification
// names none; these are the dashed forms older front ends wrote and the
// bare "restrict" marker (whose value, if any, is the keyword).
var (
	scopeKeys   = []string{FEScope, KeyScope, "user-specified-restrict-scope"}
	keywordKeys = []string{FEKeyword, KeyKeyword, "user-specified-restrict-keyword", "restrict"}
)

// root is one restrict parameter of a function.
type root struct {
	param   *ir.Argument
	scopeID string // the value of nvvm.restrict_scope
	keyword string // the value of nvvm.restrict_keyword
	keyed   bool   // marked by keys (not only noalias): gets a real noalias
	fnLevel bool   // marked by the function's keys
	// fields is set for a struct passed by value whose pointer fields are
	// restrict (allow-restrict-in-struct): the pointers loaded from it are
	// the roots, all with this parameter's scope.
	fields []*ir.Instruction
}

// keyValue returns the first of keys present in l and its value.
func keyValue(l *ir.AttrList, keys []string) (string, bool) {
	for _, k := range keys {
		if a, ok := l.Get(k); ok {
			return a.Value, true
		}
	}
	return "", false
}

// fnKeys returns the function-level keys, which mark every pointer
// parameter (the form of the §5 example).
func (s *state) fnKeys(f *ir.Function) (scope, keyword string, ok bool) {
	for _, k := range scopeKeys {
		if a, found := s.fnAttr(f, k); found {
			scope, ok = a.Value, true
			break
		}
	}
	for _, k := range keywordKeys {
		if a, found := s.fnAttr(f, k); found {
			keyword, ok = a.Value, true
			break
		}
	}
	return scope, keyword, ok
}

// findRoots lists f's restrict parameters in order, warning about
// restrict reached through a struct when that is not allowed.
func (s *state) findRoots(f *ir.Function) []root {
	if f.IsDeclaration() {
		return nil
	}
	fnScope, fnKeyword, fnKeyed := s.fnKeys(f)
	var roots []root
	warned := false
	for _, p := range f.Params {
		scope, hasScope := keyValue(&p.Attrs, scopeKeys)
		keyword, hasKeyword := keyValue(&p.Attrs, keywordKeys)
		keyed := hasScope || hasKeyword
		_, isPtr := p.Type().(*ir.PointerType)
		aggregate := byValue(p) || isAggregate(p.Type())
		if keyed && aggregate {
			if !s.opts.allowStruct {
				if !warned {
					s.warnStruct(f)
					warned = true
				}
				continue
			}
			if loads, ok := structLoads(p); ok && isPtr {
				roots = append(roots, root{param: p, scopeID: scope, keyword: keyword, keyed: true, fields: loads})
			}
			continue
		}
		if !isPtr || aggregate {
			continue
		}
		switch {
		case keyed:
			roots = append(roots, root{param: p, scopeID: scope, keyword: keyword, keyed: true})
		case fnKeyed:
			roots = append(roots, root{param: p, scopeID: fnScope, keyword: fnKeyword, keyed: true, fnLevel: true})
		case p.Attrs.Has("noalias"):
			roots = append(roots, root{param: p, keyword: "noalias"})
		}
	}
	for i := range roots {
		if roots[i].scopeID == "" {
			roots[i].scopeID = strconv.Itoa(i + 1)
		}
		if roots[i].keyword == "" {
			roots[i].keyword = "__restrict__"
		}
	}
	return roots
}

// isAggregate reports whether t is a struct or array passed directly.
func isAggregate(t ir.Type) bool {
	switch t.(type) {
	case *ir.StructType, *ir.ArrayType:
		return true
	}
	return false
}

// byValue reports whether p passes an aggregate by value (byval, byref):
// restrict on it is restrict on its fields.
func byValue(p *ir.Argument) bool {
	return p.Attrs.Has("byval") || p.Attrs.Has("byref")
}

// structLoads finds the pointers loaded from the memory of a by-value
// struct parameter. It fails when that memory may change (a store, a
// call, anything but address arithmetic and loads reaches it): a field
// written in the function need not hold the restrict pointer any more.
func structLoads(p *ir.Argument) ([]*ir.Instruction, bool) {
	var loads []*ir.Instruction
	seen := map[ir.Value]bool{p: true}
	work := []ir.Value{p}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range ir.UsersOf(v) {
			in, ok := u.(*ir.Instruction)
			if !ok {
				continue // debug metadata
			}
			switch {
			case in.Op == ir.OpGetElementPtr && in.Operand(0) == v,
				in.Op == ir.OpBitCast, in.Op == ir.OpAddrSpaceCast:
				if !seen[in] {
					seen[in] = true
					work = append(work, in)
				}
			case in.Op == ir.OpLoad:
				if _, ptr := in.Type().(*ir.PointerType); ptr {
					loads = append(loads, in)
				}
			default:
				return nil, false
			}
		}
	}
	return loads, true
}

// warnStruct reports restrict reached through a struct field in f.
func (s *state) warnStruct(f *ir.Function) {
	loc := diag.Loc{File: s.ctx.File, Func: f.Name()}
	if pos, ok := ir.SubprogramPos(f); ok {
		loc = diag.Loc{File: pos.File, Line: pos.Line}
	}
	s.ctx.Diags.Warnf(loc, "%s", MsgStruct)
}

// createOwn gives f its domain and one scope per root, writes the
// canonical keys, noalias and the processed marker, and sets up the
// function's own domain.
func (s *state) createOwn(fi *fnInfo, roots []root) {
	f := fi.f
	dom := s.md.distinct("restrict.domain."+f.Name(), nil)
	perParam := make([]ir.Metadata, len(f.Params))
	scopes := make([]*ir.MDNode, len(roots))
	fnLevel := false
	for i, r := range roots {
		name := r.param.Name()
		if name == "" {
			name = strconv.Itoa(r.param.Index)
		}
		scopes[i] = s.md.distinct("restrict.scope."+r.scopeID+"."+name, dom)
		perParam[r.param.Index] = scopes[i]
		s.canonicalize(r)
		if r.fnLevel && !fnLevel {
			fnLevel = true
			setIfAbsent(&f.FnAttrs, KeyScope, r.scopeID)
			setIfAbsent(&f.FnAttrs, KeyKeyword, r.keyword)
		}
	}
	f.FnAttrs.Set(ir.Attr{Kind: KeyProcessed, Form: ir.FormString})
	f.SetMetadata(MDKind, s.md.tupleOf(perParam))
	s.ctx.Stats.Add(StatRoots, len(roots))
	s.ctx.Stats.Add(StatFunctions, 1)
	s.addOwnDomain(fi, dom, roots, scopes)
}

// canonicalize writes the canonical keys and, for roots the front end
// marked, a real noalias.
func (s *state) canonicalize(r root) {
	if r.keyed && r.fields == nil && !r.param.Attrs.Has("noalias") {
		// First, where LLVM prints keyword attributes (a fresh array:
		// lists may share theirs).
		l := &r.param.Attrs
		l.Attrs = append([]ir.Attr{ir.EnumAttr("noalias")}, l.Attrs...)
	}
	setIfAbsent(&r.param.Attrs, KeyScope, r.scopeID)
	setIfAbsent(&r.param.Attrs, KeyKeyword, r.keyword)
}

func setIfAbsent(l *ir.AttrList, key, value string) {
	if !l.Has(key) {
		l.Set(ir.StringAttr(key, value))
	}
}

// recoverOwn finds the scopes an earlier run gave f's roots in its
// !memspace.restrict attachment (propagate-only mode). Roots without one
// stay unscoped: a new scope would not be in the lists already written.
func (s *state) recoverOwn(fi *fnInfo, roots []root) {
	n, _ := fi.f.Metadata(MDKind).(*ir.MDNode)
	if n == nil || n.Kind != "" {
		return
	}
	var dom *ir.MDNode
	var kept []root
	var scopes []*ir.MDNode
	for _, r := range roots {
		if r.param.Index >= len(n.Ops) {
			continue
		}
		sc, _ := n.Ops[r.param.Index].(*ir.MDNode)
		d := scopeDomain(sc)
		if d == nil || (dom != nil && d != dom) {
			continue
		}
		dom = d
		kept = append(kept, r)
		scopes = append(scopes, sc)
	}
	if dom != nil {
		s.addOwnDomain(fi, dom, kept, scopes)
	}
}

// scopeDomain returns the domain of a scope node !{!self, !domain, ...}.
func scopeDomain(sc *ir.MDNode) *ir.MDNode {
	if sc == nil || sc.Kind != "" || len(sc.Ops) < 2 {
		return nil
	}
	d, _ := sc.Ops[1].(*ir.MDNode)
	return d
}

// addOwnDomain records f's own domain and its roots.
func (s *state) addOwnDomain(fi *fnInfo, dom *ir.MDNode, roots []root, scopes []*ir.MDNode) {
	d := newDomain(dom, true)
	for i, r := range roots {
		var labels set
		labels.add(fi.label(scopes[i]))
		d.universe.union(labels)
		if r.fields != nil {
			for _, ld := range r.fields {
				d.addRoot(ld, labels)
			}
			continue
		}
		d.addRoot(r.param, labels)
	}
	fi.domains = append(fi.domains, d)
}

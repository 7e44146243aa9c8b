package ipmsp

import (
	"bytes"
	"strings"

	"memspace/callgraph"
	"memspace/internal/disjoint"
	"memspace/internal/par"
	"memspace/ir"
	"memspace/pass"
)

// The worklist by parts. A vote moves along direct calls only: a call
// votes on its callee's parameters, a clone is made of the function voted
// on and placed beside it, a retyped return changes its callers. So the
// module splits into parts that never touch each other's functions, and a
// round runs one worklist per part, the parts on all processors. A part is
// closed under
//
//   - direct calls between defined functions (the votes' paths);
//   - uses of a function's address inside another function's body (a
//     clone of that body copies the use; a removal drops it);
//   - the clones of one original, which share its clone table;
//   - the solve's own parts (addrspace.Result.Parts), whose answers one
//     goroutine at a time may ask for.
//
// What the parts share is written under a lock or later, in part order:
// the use lists of global values and declarations (ir.BeginConcurrent,
// whose EndConcurrent puts them in module order), the call graph's tables
// (callgraph.Graph locks its updates), the function list and symbol table
// (each part's layout, merged before the flush), the tables of fnInfo,
// clones and casts (each part writes a layer, table.go), statistics,
// remarks and the transcript (each part's own, gathered in part order).
// Clone names come from the module's symbols as they were before the
// parts ran and the part's own clones: two parts could only want one name
// if a function's name were another part's function's name plus
// dot-separated suffixes, and then the parts run as one (namesApart).
//
// The result does not depend on how the parts are scheduled, and is what
// one worklist over the module, callers first, would give: a part's
// functions come out of its queue in the order they would come out of the
// module's. The parts run one after another, in order, when something
// else depends on the order across parts: a limited clone budget, and the
// order of remarks and the transcript, which the namer of remarks also
// needs (one goroutine at a time).

// runParts runs the round's worklist over the parts, then lays the module
// out again.
func (s *state) runParts(parts [][]*callgraph.Node) {
	serial := s.budget > 0 || s.dump != nil || s.ctx.Remarks.Enabled()
	kernels := s.kernelsByPart(parts)
	runs := make([]*state, len(parts))
	ir.BeginConcurrent(s.m)
	par.For(len(parts), serial, func(i int) {
		runs[i] = s.part()
		runs[i].start(parts[i], kernels[i])
	})
	size := 0
	for _, r := range runs {
		size += r.queue.Len()
	}
	s.gather(runs)
	s.printf("Initial work list size : %d\n", size)
	limit := 64 * (len(s.cg.Nodes) + 1)
	par.For(len(parts), serial, func(i int) {
		r := runs[i]
		if serial {
			r.budget = s.budget
		}
		r.drain(limit)
		if serial {
			s.budget = r.budget
		}
	})
	s.gather(runs)
	for _, r := range runs {
		s.absorb(r)
	}
	s.lay.flush()
	ir.EndConcurrent(s.m)
}

// part returns the state one part's worklist runs with: the round's
// module, solve, call graph and options, layers over its tables, and its
// own queue, layout, statistics, remarks and transcript.
func (s *state) part() *state {
	p := *s
	ctx := *s.ctx
	ctx.Stats = &pass.Stats{}
	if s.ctx.Remarks.Enabled() {
		ctx.Remarks = &pass.Remarks{}
	}
	p.ctx = &ctx
	if s.dump != nil {
		p.dump = &bytes.Buffer{}
	}
	p.fns, p.clones, p.avoided = s.fns.layer(), s.clones.layer(), s.avoided.layer()
	p.ours, p.removed, p.lostCalls = s.ours.layer(), s.removed.layer(), s.lostCalls.layer()
	p.poisonNoted = s.poisonNoted.layer()
	p.gains, p.nameSets = map[ir.Value]gainAnswer{}, map[*ir.Function]map[string]bool{}
	p.unsureIn, p.newRank = map[*ir.Function]bool{}, map[*callgraph.Node]int{}
	p.queue, p.changed, p.gainSteps = workQueue{}, false, 0
	p.lay = newLayout(s.m)
	return &p
}

// gather moves what the parts counted, reported and printed so far to the
// pass, in part order.
func (s *state) gather(runs []*state) {
	for _, r := range runs {
		s.ctx.Stats.Merge(r.ctx.Stats)
		r.ctx.Stats = &pass.Stats{}
		if s.ctx.Remarks.Enabled() {
			s.ctx.Remarks.List = append(s.ctx.Remarks.List, r.ctx.Remarks.List...)
			r.ctx.Remarks.List = nil
		}
		if b, ok := r.dump.(*bytes.Buffer); ok {
			s.dump.Write(b.Bytes())
			b.Reset()
		}
	}
}

// absorb takes over what a part's worklist wrote.
func (s *state) absorb(r *state) {
	for _, t := range []interface{ fold() }{r.fns, r.clones, r.avoided, r.ours, r.removed, r.lostCalls, r.poisonNoted} {
		t.fold()
	}
	for f := range r.unsureIn {
		s.unsureIn[f] = true
	}
	s.changed = s.changed || r.changed
	s.gainSteps += r.gainSteps
	s.lay.merge(r.lay)
}

// kernelsByPart lists each part's kernels in module order.
func (s *state) kernelsByPart(parts [][]*callgraph.Node) [][]*ir.Function {
	index := map[*callgraph.Node]int{}
	for i, p := range parts {
		for _, n := range p {
			index[n] = i
		}
	}
	out := make([][]*ir.Function, len(parts))
	for _, k := range s.m.KernelFunctions() {
		if i, ok := index[s.cg.Node(k)]; ok {
			out[i] = append(out[i], k)
		}
	}
	return out
}

// partition splits the defined functions of the round's call graph into
// parts (see above), each in node order, the parts in the order of their
// first node. When it cannot tell where a use of a function's address
// sits, or clone names of two parts could meet, the whole graph is one
// part.
func (s *state) partition() [][]*callgraph.Node {
	var nodes []*callgraph.Node
	for _, n := range s.cg.Nodes {
		if !n.Removed && !n.IsDeclaration() {
			nodes = append(nodes, n)
		}
	}
	uf := disjoint.New(len(s.cg.Nodes))
	whole := [][]*callgraph.Node{nodes}
	for _, n := range nodes {
		for _, cs := range n.Calls() {
			if c := cs.Callee; c != nil && !c.IsDeclaration() {
				uf.Union(n.ID, c.ID)
			}
		}
		for _, u := range n.AddrUses {
			if !usedIn(u, 0, func(f *ir.Function) { s.join(uf, n, f) }) {
				return whole
			}
		}
	}
	byBase := map[*ir.Function]*callgraph.Node{}
	s.fns.values(func(fi *fnInfo) {
		if n := s.cg.Node(fi.f); n != nil && fi.base != fi.f {
			if b, ok := byBase[fi.base]; ok {
				uf.Union(n.ID, b.ID)
			} else {
				byBase[fi.base] = n
			}
			s.join(uf, n, fi.base)
		}
	})
	for _, group := range s.res.Parts() {
		for _, f := range group[1:] {
			s.join(uf, s.cg.Node(group[0]), f)
		}
	}
	if !s.namesApart(nodes, uf) {
		return whole
	}
	// nodes are in node order, so the parts come by their first node.
	return disjoint.Group(uf, nodes, func(_ int, n *callgraph.Node) int { return n.ID })
}

// join puts f's node, if it has one, in n's part.
func (s *state) join(uf *disjoint.Sets, n *callgraph.Node, f *ir.Function) {
	if m := s.cg.Node(f); m != nil && n != nil {
		uf.Union(n.ID, m.ID)
	}
}

// usedIn calls fn with the function each use of a value by u sits in:
// an instruction's function; for a constant, the functions of its users.
// Uses outside functions (initializers, aliases, metadata) name none. It
// reports false when a chain of constants is too deep to follow.
func usedIn(u ir.User, depth int, fn func(*ir.Function)) bool {
	switch x := u.(type) {
	case *ir.Instruction:
		if x.Parent != nil && x.Parent.Parent != nil {
			fn(x.Parent.Parent)
		}
		return true
	case ir.GlobalValue, *ir.ValueAsMetadata:
		return true
	case ir.Constant:
		if depth > 8 {
			return false
		}
		for _, v := range ir.UsersOf(x) {
			if !usedIn(v, depth+1, fn) {
				return false
			}
		}
		return true
	}
	return false
}

// namesApart reports whether clones of different parts can never want
// the same name: no function's name, nor the name of an original its
// clones are named after, is another part's such name followed by
// dot-separated suffixes (or the same name). Only names with a dot can
// extend another; their prefixes are looked up in the module's symbols
// and among the few names no defined function has (originals removed in
// an earlier round, and "unnamed", cloneName's spelling of no name).
func (s *state) namesApart(nodes []*callgraph.Node, uf *disjoint.Sets) bool {
	type named struct {
		name string
		root int
	}
	var dotted []named
	other := map[string]int{}
	apart := true
	note := func(name string, root int) {
		if o, ok := other[name]; ok && o != root {
			apart = false
		}
		other[name] = root
	}
	for _, n := range nodes {
		name, root := n.F.Name(), uf.Find(n.ID)
		if name == "" {
			note("unnamed", root)
		} else if strings.IndexByte(name, '.') >= 0 {
			dotted = append(dotted, named{name, root})
		}
	}
	s.fns.values(func(fi *fnInfo) {
		n := s.cg.Node(fi.f)
		if n == nil || fi.base == fi.f {
			return
		}
		root, name := uf.Find(n.ID), fi.base.Name()
		switch {
		case name == "":
			note("unnamed", root)
		case s.m.Lookup(name) != ir.GlobalValue(fi.base):
			note(name, root)
		}
		if strings.IndexByte(name, '.') >= 0 {
			dotted = append(dotted, named{name, root})
		}
	})
	// owners calls fn with the part of each holder of name.
	owners := func(name string, fn func(root int)) {
		if r, ok := other[name]; ok {
			fn(r)
		}
		if f, ok := s.m.Lookup(name).(*ir.Function); ok {
			if n := s.cg.Node(f); n != nil && !n.IsDeclaration() {
				fn(uf.Find(n.ID))
			}
		}
	}
	owners("unnamed", func(root int) { note("unnamed", root) })
	for _, d := range dotted {
		for i := range len(d.name) {
			if d.name[i] == '.' {
				owners(d.name[:i], func(root int) { apart = apart && root == d.root })
			}
		}
	}
	return apart
}

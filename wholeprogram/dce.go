package wholeprogram

import (
	"memspace/ir"
	"memspace/pass"
)

// deleteUnreachable deletes the internal functions and global variables
// that no root reaches. The roots are the entry points, every symbol
// that is still visible (declarations, externally initialized
// variables), every alias and what it names, and every symbol metadata
// refers to (a debug record or an attachment would dangle otherwise).
// From the roots one walk follows the references of live function bodies
// and live initializers; what it does not reach goes, cycles of dead
// helpers calling each other included.
//
// The references come from the use lists of the symbols (refersTo), not
// from reading every instruction: a module has far fewer uses of symbols
// than instructions. The verifier checks those lists (irverify), and a
// stale entry can only keep a symbol alive, never delete a used one.
func deleteUnreachable(ctx *pass.Context, entries map[ir.GlobalValue]bool) {
	m := ctx.Module
	r := &reach{live: map[ir.GlobalValue]bool{}, refs: refersTo(m)}
	for _, f := range m.Functions {
		if entries[f] || !f.Linkage.IsLocal() || hasMetadataUser(f) {
			r.mark(f)
		}
	}
	for _, g := range m.Globals {
		if entries[g] || !g.Linkage.IsLocal() || hasMetadataUser(g) {
			r.mark(g)
		}
	}
	for _, a := range m.Aliases {
		r.mark(a)
	}
	r.drain()
	dead := map[ir.GlobalValue]bool{}
	for _, f := range m.Functions {
		if !r.live[f] {
			dead[f] = true
			ctx.Stats.Add(StatFuncsDeleted, 1)
			remark(ctx, "Deleted", f, "@"+f.Name()+" deleted: no kernel reaches it")
		}
	}
	for _, g := range m.Globals {
		if !r.live[g] {
			dead[g] = true
			ctx.Stats.Add(StatVarsDeleted, 1)
			remark(ctx, "Deleted", nil, "@"+g.Name()+" deleted: no kernel reaches it")
		}
	}
	m.RemoveGlobals(dead)
}

// reach is the reachability walk: live symbols, a stack of those whose
// references are still to follow, and what each symbol refers to.
type reach struct {
	live  map[ir.GlobalValue]bool
	stack []ir.GlobalValue
	refs  map[ir.GlobalValue][]ir.GlobalValue
}

func (r *reach) mark(g ir.GlobalValue) {
	if !r.live[g] {
		r.live[g] = true
		r.stack = append(r.stack, g)
	}
}

func (r *reach) drain() {
	for len(r.stack) > 0 {
		g := r.stack[len(r.stack)-1]
		r.stack = r.stack[:len(r.stack)-1]
		for _, t := range r.refs[g] {
			r.mark(t)
		}
	}
}

// refersTo maps each symbol to the local symbols its body, initializer,
// aliasee or function operands (personality, prefix data) name, directly
// or through constants; the others are roots, reached anyway (the
// intrinsics every kernel calls have the longest use lists). It reads the use lists backwards: each user of a
// symbol is followed up through constant expressions and aggregates to
// the instruction or symbol that holds it, and an instruction stands for
// its function. Metadata users are roots already (hasMetadataUser).
func refersTo(m *ir.Module) map[ir.GlobalValue][]ir.GlobalValue {
	refs := map[ir.GlobalValue][]ir.GlobalValue{}
	seen := map[ir.Value]bool{}
	add := func(t ir.GlobalValue) {
		if !t.Common().Linkage.IsLocal() {
			return // a root: who refers to it does not matter
		}
		clear(seen)
		holders(t, seen, func(h ir.GlobalValue) {
			if l := refs[h]; len(l) == 0 || l[len(l)-1] != t { // uses of t by h come in runs
				refs[h] = append(l, t)
			}
		})
	}
	for _, f := range m.Functions {
		add(f)
	}
	for _, g := range m.Globals {
		add(g)
	}
	for _, a := range m.Aliases {
		add(a)
	}
	return refs
}

// holders calls fn with each symbol whose body or operands use v, once
// per use (the walk may name a holder several times).
func holders(v ir.Value, seen map[ir.Value]bool, fn func(ir.GlobalValue)) {
	for _, u := range ir.UsersOf(v) {
		switch u := u.(type) {
		case *ir.Instruction:
			if u.Parent != nil && u.Parent.Parent != nil {
				fn(u.Parent.Parent)
			}
		case ir.GlobalValue:
			fn(u)
		case ir.Constant:
			if !seen[u] {
				seen[u] = true
				holders(u, seen, fn)
			}
		}
	}
}

// hasMetadataUser reports whether metadata refers to g, directly or
// through constant expressions.
func hasMetadataUser(g ir.Value) bool {
	return metadataUses(g, map[ir.Value]bool{})
}

func metadataUses(v ir.Value, seen map[ir.Value]bool) bool {
	for _, u := range ir.UsersOf(v) {
		switch u := u.(type) {
		case *ir.ValueAsMetadata:
			return true
		case *ir.ConstExpr:
			if !seen[u] {
				seen[u] = true
				if metadataUses(u, seen) {
					return true
				}
			}
		}
	}
	return false
}

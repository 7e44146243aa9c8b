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
// From the roots one walk follows the operands of live function bodies
// and live initializers; what it does not reach goes, cycles of dead
// helpers calling each other included.
func deleteUnreachable(ctx *pass.Context, entries map[ir.GlobalValue]bool) {
	m := ctx.Module
	r := &reach{live: map[ir.GlobalValue]bool{}, seen: map[ir.Value]bool{}}
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
// operands are still to follow, and the constants already looked through.
type reach struct {
	live  map[ir.GlobalValue]bool
	stack []ir.GlobalValue
	seen  map[ir.Value]bool
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
		switch g := g.(type) {
		case *ir.Function:
			r.operands(g.Operands())
			g.Instructions(func(in *ir.Instruction) { r.operands(in.Operands()) })
		case *ir.GlobalVariable:
			r.operands(g.Operands())
		case ir.User:
			r.operands(g.Operands())
		}
	}
}

func (r *reach) operands(ops []ir.Value) {
	for _, op := range ops {
		if c, ok := op.(ir.Constant); ok {
			globalsIn(c, r.seen, r.mark)
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

package alwaysinline

import (
	"memspace/internal/par"
	"memspace/ir"
	"memspace/pass"
)

// removeDead deletes the internal and private functions nothing refers to,
// in the spirit of LLVM's globaldce: deleting one may free the functions
// only it called, so those are looked at again. Functions are considered
// in module order, so the result does not depend on map order. The uses a
// deleted body makes are counted off as it goes and dropped from the use
// lists once at the end (Module.RemoveGlobals, one filter per list):
// unlinking each body in turn searched a popular intrinsic's long list
// once per call of it, and Module.RemoveFunction copies the module's
// lists per call (3 GB and 1.8 s on a 50 MB module).
func removeDead(ctx *pass.Context, funcs []*ir.Function) {
	m := ctx.Module
	alive := map[*ir.Function]bool{}
	for _, f := range m.Functions {
		alive[f] = true
	}
	lost := map[*ir.Function]int{} // uses of a function by deleted bodies
	var gone []*ir.Function
	pre := calleesOfUnused(funcs)
	work := append([]*ir.Function(nil), funcs...)
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		if !alive[f] || !f.Linkage.IsLocal() || f.NumUses() > lost[f] {
			continue
		}
		callees, ok := pre[f]
		if !ok {
			callees = directCallees(f)
		}
		for _, g := range callees {
			lost[g]++
		}
		alive[f] = false
		gone = append(gone, f)
		ctx.Stats.Add("dead functions removed (always-inline)", 1)
		work = append(work, callees...)
	}
	drop(m, gone, alive)
}

// drop deletes the functions removeDead found dead. Module.RemoveGlobals
// also unlinks a function's own operands (personality, prefix, prologue),
// which deleting one body at a time never did: when a dead function has
// some, it is done the old way, so the use lists stay as they were.
func drop(m *ir.Module, gone []*ir.Function, alive map[*ir.Function]bool) {
	dead := make(map[ir.GlobalValue]bool, len(gone))
	own := false
	for _, f := range gone {
		dead[f] = true
		own = own || len(f.Operands()) > 0
	}
	if !own {
		m.RemoveGlobals(dead)
		return
	}
	for _, f := range gone {
		removeLater(m, f)
	}
	dropRemoved(m, alive)
}

// removeLater is Module.RemoveFunction (symbol and operands) with the
// update of the module's lists left to dropRemoved.
func removeLater(m *ir.Module, f *ir.Function) {
	fs, order := m.Functions, m.Order
	m.Functions, m.Order = []*ir.Function{f}, []ir.GlobalValue{f}
	m.RemoveFunction(f)
	m.Functions, m.Order = fs, order
}

// dropRemoved removes from the module's lists the functions alive marks
// false.
func dropRemoved(m *ir.Module, alive map[*ir.Function]bool) {
	fs := m.Functions[:0:0]
	for _, f := range m.Functions {
		if alive[f] {
			fs = append(fs, f)
		}
	}
	order := m.Order[:0:0]
	for _, g := range m.Order {
		if f, ok := g.(*ir.Function); !ok || alive[f] {
			order = append(order, g)
		}
	}
	m.Functions, m.Order = fs, order
}

// calleesOfUnused lists, on all processors, the direct callees of the
// local functions nothing uses: most functions removeDead deletes are
// dead from the start (inlined into every caller).
func calleesOfUnused(funcs []*ir.Function) map[*ir.Function][]*ir.Function {
	var unused []*ir.Function
	for _, f := range funcs {
		if f.Linkage.IsLocal() && f.NumUses() == 0 {
			unused = append(unused, f)
		}
	}
	lists := make([][]*ir.Function, len(unused))
	par.For(len(unused), false, func(i int) { lists[i] = directCallees(unused[i]) })
	pre := make(map[*ir.Function][]*ir.Function, len(unused))
	for i, f := range unused {
		pre[f] = lists[i]
	}
	return pre
}

// directCallees lists the functions f refers to directly.
func directCallees(f *ir.Function) []*ir.Function {
	var out []*ir.Function
	f.Instructions(func(in *ir.Instruction) {
		for _, op := range in.Operands() {
			if g, ok := op.(*ir.Function); ok && g != f {
				out = append(out, g)
			}
		}
	})
	return out
}

package alwaysinline

import (
	"memspace/ir"
	"memspace/pass"
)

// removeDead deletes the internal and private functions nothing refers to,
// in the spirit of LLVM's globaldce: deleting one may free the functions
// only it called, so those are looked at again. Functions are considered
// in module order, so the result does not depend on map order.
func removeDead(ctx *pass.Context, funcs []*ir.Function) {
	m := ctx.Module
	alive := map[*ir.Function]bool{}
	for _, f := range m.Functions {
		alive[f] = true
	}
	work := append([]*ir.Function(nil), funcs...)
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		if !alive[f] || !f.Linkage.IsLocal() || f.NumUses() > 0 {
			continue
		}
		callees := directCallees(f)
		m.RemoveFunction(f)
		alive[f] = false
		ctx.Stats.Add("dead functions removed (always-inline)", 1)
		work = append(work, callees...)
	}
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

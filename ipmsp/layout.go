package ipmsp

import (
	"memspace/ir"
)

// layout batches the changes to the module's function list. ir's
// CloneFunction and RemoveFunction each search and shift the whole list,
// which would make a pass that clones or removes a function per helper
// quadratic on a module of 100k functions. Instead each clone is made
// while the list holds only its source (so the search is immediate), and
// removals likewise; flush rebuilds Functions and Order once, in one pass,
// with every clone right after its source (clones of one source in the
// order they were made) and the removed functions gone.
//
// Between a clone or removal and the next flush, Module.Functions and
// Module.Order do not show the change; the pass walks its call graph, not
// those lists, and flushes before anything else looks.
type layout struct {
	m     *ir.Module
	after map[*ir.Function][]*ir.Function
	dead  map[*ir.Function]bool
}

func newLayout(m *ir.Module) *layout {
	return &layout{m: m, after: map[*ir.Function][]*ir.Function{}, dead: map[*ir.Function]bool{}}
}

// clone is ir.CloneFunction with the placement deferred to flush.
func (l *layout) clone(src *ir.Function, name string, vmap ir.ValueMap) *ir.Function {
	fs, order := l.m.Functions, l.m.Order
	l.m.Functions, l.m.Order = []*ir.Function{src}, []ir.GlobalValue{src}
	c := ir.CloneFunction(src, name, vmap)
	l.m.Functions, l.m.Order = fs, order
	l.after[src] = append(l.after[src], c)
	return c
}

// remove is Module.RemoveFunction with the list update deferred to flush.
func (l *layout) remove(f *ir.Function) {
	fs, order := l.m.Functions, l.m.Order
	l.m.Functions, l.m.Order = []*ir.Function{f}, []ir.GlobalValue{f}
	l.m.RemoveFunction(f)
	l.m.Functions, l.m.Order = fs, order
	l.dead[f] = true
}

// flush writes the pending clones and removals into the module's lists.
func (l *layout) flush() {
	if len(l.after) == 0 && len(l.dead) == 0 {
		return
	}
	fs := make([]*ir.Function, 0, len(l.m.Functions)+len(l.after))
	for _, f := range l.m.Functions {
		fs = l.appendFunc(fs, f)
	}
	order := make([]ir.GlobalValue, 0, len(l.m.Order)+len(l.after))
	for _, g := range l.m.Order {
		f, ok := g.(*ir.Function)
		if !ok {
			order = append(order, g)
			continue
		}
		for _, h := range l.appendFunc(nil, f) {
			order = append(order, h)
		}
	}
	l.m.Functions, l.m.Order = fs, order
	l.after = map[*ir.Function][]*ir.Function{}
	l.dead = map[*ir.Function]bool{}
}

// appendFunc appends f (unless removed) and, recursively, its clones.
func (l *layout) appendFunc(list []*ir.Function, f *ir.Function) []*ir.Function {
	if !l.dead[f] {
		list = append(list, f)
	}
	for _, c := range l.after[f] {
		list = l.appendFunc(list, c)
	}
	return list
}

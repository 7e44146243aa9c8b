package ipmsp

import (
	"memspace/ir"
)

// layout batches the changes to the module's function list and symbol
// table. ir's CloneFunction and RemoveFunction each search and shift the
// whole list, which would make a pass that clones or removes a function
// per helper quadratic on a module of 100k functions. Instead clones are
// made detached (ir.CloneDetached) and removals only unlink the body;
// flush rebuilds Functions and Order once, in one pass, with every clone
// right after its source (clones of one source in the order they were
// made) and the removed functions gone, enters the clones' names in the
// symbol table, takes the removed ones' out, and numbers the new metadata
// nodes of the clones it places in the order of the new list (a clone
// removed before the flush leaves none).
//
// Between a clone or removal and the next flush, Module.Functions,
// Module.Order and the symbol table do not show the change; the pass walks
// its call graph, not those lists, and names clones through its layout
// (uniqueName), which sees the module's symbols as the flush will leave
// them. Each part of the worklist has a layout of its own (parts.go), so
// the parts never write what another reads; merge gathers them in part
// order before the flush.
type layout struct {
	m     *ir.Module
	after map[*ir.Function][]*ir.Function
	dead  map[*ir.Function]bool
	// taken holds the names of this layout's clones not flushed yet.
	taken map[string]bool
	pubs  map[*ir.Function]ir.Detached
}

// newLayout returns an empty layout; its tables are made when first
// written (ready).
func newLayout(m *ir.Module) *layout { return &layout{m: m} }

func (l *layout) ready() {
	if l.after == nil {
		l.after, l.dead = map[*ir.Function][]*ir.Function{}, map[*ir.Function]bool{}
		l.taken, l.pubs = map[string]bool{}, map[*ir.Function]ir.Detached{}
	}
}

// clone is ir.CloneFunction with the placement deferred to flush.
func (l *layout) clone(src *ir.Function, name string, vmap ir.ValueMap) *ir.Function {
	l.ready()
	c, d := ir.CloneDetached(src, name, vmap)
	l.after[src] = append(l.after[src], c)
	l.taken[name] = true
	l.pubs[c] = d
	return c
}

// remove is Module.RemoveFunction with the list and symbol table update
// deferred to flush.
func (l *layout) remove(f *ir.Function) {
	l.ready()
	ir.UnlinkBody(f)
	ir.UnlinkOperands(f) // its personality, prefix and prologue
	l.dead[f] = true
	delete(l.taken, f.Name()) // when f is a clone of this layout's
}

// uniqueName is Module.UniqueName for the module as flush will leave it:
// a name is free when no symbol the module keeps and no clone of this
// layout has it. A removed function's name is free again.
func (l *layout) uniqueName(base string) string {
	return ir.FreeName(base, func(name string) bool {
		g := l.m.Lookup(name)
		f, isFunc := g.(*ir.Function)
		return l.taken[name] || g != nil && !(isFunc && l.dead[f])
	})
}

// merge takes over the pending changes of a part's layout.
func (l *layout) merge(p *layout) {
	if p.after == nil {
		return
	}
	l.ready()
	for src, cs := range p.after {
		l.after[src] = append(l.after[src], cs...)
	}
	for f := range p.dead {
		l.dead[f] = true
	}
	for n := range p.taken {
		l.taken[n] = true
	}
	for c, d := range p.pubs {
		l.pubs[c] = d
	}
}

// flush writes the pending clones and removals into the module's lists
// and symbol table.
func (l *layout) flush() {
	if len(l.after) == 0 && len(l.dead) == 0 {
		return
	}
	for f := range l.dead {
		l.m.Unregister(f)
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
	for _, f := range fs {
		if d, ok := l.pubs[f]; ok {
			l.m.Register(f)
			d.Publish(l.m)
		}
	}
	l.after, l.dead, l.taken, l.pubs = nil, nil, nil, nil
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

package bitcode

import (
	"runtime"
	"sync"

	"memspace/internal/par"
	"memspace/internal/scratch"
	"memspace/ir"
)

// What the function bodies need numbered before the module is written
// (types, attribute lists, bundle tags, sync scopes, metadata kinds) is
// numbered in the order one walk of the bodies in module order meets it,
// since the numbers are in the output. The walk is done in two parts:
// each body is walked in parallel against the tables as the module level
// and the batches before its own left them (read only), which lists, in
// order, the body's events: the types and kinds those tables lack (each
// once), and the calls and atomic instructions; the events are then replayed one body after the other in
// module order. A type or kind that an earlier body numbered makes its
// event a no-op, as it would have been in the one walk, so the numbers do
// not depend on the schedule.

// bodyEvent is one event of a body: a type to number (t), a kind (kind),
// or an instruction whose call-site attributes, bundle tags or sync scope
// are to be numbered (in).
type bodyEvent struct {
	t    ir.Type
	kind string
	in   *ir.Instruction
}

// bodyWalker lists the events of one body.
type bodyWalker struct {
	e      *encoder
	types  map[ir.Type]bool // types listed for this body
	kinds  map[string]bool
	events []bodyEvent
	// recent holds the last types ty met, which most operands repeat:
	// comparing them is cheaper than hashing a map key.
	recent [4]ir.Type
	next   int
}

// enumerateBodies numbers what the bodies need (see above). The bodies
// are walked a batch at a time, so that the event lists of a big module
// are a batch's, reused from batch to batch.
func (e *encoder) enumerateBodies() {
	fns := e.m.Functions
	batch := min(len(fns), eventBatch)
	events := make([][]bodyEvent, batch)
	walkers := make([]*bodyWalker, 0, runtime.GOMAXPROCS(0))
	var mu sync.Mutex
	newWalker := func() *bodyWalker {
		mu.Lock()
		defer mu.Unlock()
		if len(walkers) > 0 {
			w := walkers[len(walkers)-1]
			walkers = walkers[:len(walkers)-1]
			return w
		}
		return &bodyWalker{e: e}
	}
	for lo := 0; lo < len(fns); lo += batch {
		n := min(batch, len(fns)-lo)
		var used []*bodyWalker
		par.ForWith(n, false, func() *bodyWalker {
			w := newWalker()
			mu.Lock()
			used = append(used, w)
			mu.Unlock()
			return w
		}, func(w *bodyWalker, i int) {
			events[i] = w.walk(fns[lo+i], events[i][:0])
		})
		walkers = append(walkers, used...)
		for i := range n {
			e.callStart[lo+i] = len(e.callAttrs)
			for _, ev := range events[i] {
				switch {
				case ev.t != nil:
					e.typeID(ev.t)
				case ev.kind != "":
					e.kindID(ev.kind)
				case ev.in.Call() != nil:
					e.callEvent(ev.in)
				default:
					e.scopeID(ev.in)
				}
			}
			clear(events[i])
		}
	}
}

// eventBatch is how many bodies enumerateBodies walks at a time.
const eventBatch = 256

// walk returns the events of f's body.
func (w *bodyWalker) walk(f *ir.Function, events []bodyEvent) []bodyEvent {
	w.types, w.kinds, w.events = scratch.Map(w.types, reuseLen), scratch.Map(w.kinds, reuseLen), events
	w.recent = [4]ir.Type{}
	tc := w.e.m.Types
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			w.ty(in.Type())
			if in.ElemType != nil {
				w.ty(in.ElemType)
			}
			for _, op := range in.Operands() {
				switch v := op.(type) {
				case *ir.MetadataAsValue, *ir.Block:
				case *ir.InlineAsm:
					w.ty(v.Type())
					if pt, ok := v.Type().(*ir.PointerType); ok && pt.Elem != nil {
						w.ty(pt.Elem)
					}
				case ir.Constant:
					w.constTypes(v)
				default:
					w.ty(op.Type())
				}
			}
			if in.Call() != nil {
				w.events = append(w.events, bodyEvent{in: in})
			}
			if in.Op == ir.OpAlloca {
				w.ty(tc.I32)
			}
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpFence, ir.OpCmpXchg, ir.OpAtomicRMW:
				if in.Op == ir.OpFence || in.Op == ir.OpCmpXchg || in.Op == ir.OpAtomicRMW || in.Flags&ir.Atomic != 0 {
					w.events = append(w.events, bodyEvent{in: in})
				}
			}
			for _, a := range in.MD {
				w.kind(a.Kind)
			}
		}
	}
	return w.events
}

// ty lists t unless it is numbered already or listed.
func (w *bodyWalker) ty(t ir.Type) {
	for _, r := range w.recent {
		if r == t {
			return
		}
	}
	w.recent[w.next%len(w.recent)] = t
	w.next++
	if _, ok := w.e.typeIDs[t]; ok || w.types[t] {
		return
	}
	w.types[t] = true
	w.events = append(w.events, bodyEvent{t: t})
}

func (w *bodyWalker) kind(k string) {
	if _, ok := w.e.kinds[k]; ok || w.kinds[k] {
		return
	}
	w.kinds[k] = true
	w.events = append(w.events, bodyEvent{kind: k})
}

// constTypes lists the types of a constant and of its operands.
func (w *bodyWalker) constTypes(c ir.Constant) {
	if s, ok := scalableSplat(c); ok {
		c = w.e.splatExpr(s)
	}
	w.ty(c.Type())
	if ce, ok := c.(*ir.ConstExpr); ok && ce.ElemType != nil {
		w.ty(ce.ElemType)
	}
	if u, ok := c.(ir.User); ok {
		if _, g := c.(ir.GlobalValue); g {
			return
		}
		for _, op := range u.Operands() {
			if k, ok := op.(ir.Constant); ok {
				w.constTypes(k)
			}
		}
	}
	if r, ok := c.(*ir.ConstRef); ok && r.Kind == ir.RefBlockAddress {
		w.ty(r.Operands()[0].(*ir.Function).Sig)
	}
}

// callEvent numbers a call's attribute list and bundle tags.
func (e *encoder) callEvent(in *ir.Instruction) {
	ci := in.Call()
	params := ci.ParamAttrs
	for i := range params {
		if i < ci.NumArgs {
			if l := withElemTypes(params[i], in.Operand(i).Type()); !sameAttrs(l, params[i]) {
				if &params[0] == &ci.ParamAttrs[0] {
					params = append([]ir.AttrList(nil), params...)
				}
				params[i] = l
			}
		}
	}
	e.callAttrs = append(e.callAttrs, e.attrList(ci.FnAttrs, ci.RetAttrs, params))
	for _, bd := range ci.Bundles {
		if _, ok := e.bundleTags[bd.Tag]; !ok {
			e.bundleTags[bd.Tag] = uint64(len(e.tagOrder))
			e.tagOrder = append(e.tagOrder, bd.Tag)
		}
	}
}

// sameAttrs reports whether a and b hold the same attribute array.
func sameAttrs(a, b ir.AttrList) bool {
	return len(a.Attrs) == len(b.Attrs) && (len(a.Attrs) == 0 || &a.Attrs[0] == &b.Attrs[0])
}

package bitcode

import (
	"cmp"
	"slices"

	"memspace/internal/par"
	"memspace/internal/scratch"
	"memspace/ir"
	"memspace/irverify"
)

// readUseList reads a USELIST_BLOCK: [indexes..., value id] records that
// say in which order a value's uses were, module-level (fs nil) or in a
// function. The orders of a function's own values (blocks, arguments,
// instructions) are kept: both LLVM readers make their uses in the same
// order (ir/uselist.go), so they print as directives and are written
// back; the printer's "; preds =" comments follow those of blocks. Those
// of globals and constants are checked and dropped: LLVM's bitcode reader
// makes those uses in another order than its text reader, and constants
// are not uniqued here (use-list order has no meaning for the program).
func (r *reader) readUseList(fs *fnState) {
	r.records(func(rec record) {
		if rec.code != 1 && rec.code != 2 {
			r.unknownRecord(uselistBlock, &rec)
		}
		if len(rec.ops) < 3 {
			r.fail("invalid USELIST record")
		}
		n := len(rec.ops) - 1
		if fs == nil {
			return
		}
		var v ir.Value
		switch id := rec.ops[n]; {
		case rec.code == 2 && id >= uint64(len(fs.blocks)), rec.code == 1 && id >= fs.next():
			// LLVM's reader crashes on it (bc mutants 1299 and 2860 of
			// seed 581).
			r.fail("use-list order of %s %d, past the function's last", map[uint64]string{1: "value", 2: "block"}[rec.code], id)
		case rec.code == 2:
			v = fs.blocks[id]
		case rec.code == 1 && id >= fs.base && id-fs.base < uint64(len(fs.vals)):
			v = fs.vals[id-fs.base] // an argument or instruction, or nil
		}
		switch v.(type) {
		case *ir.Block, *ir.Argument, *ir.Instruction:
		default:
			return // a constant's or a global's
		}
		// dropBadOrders keeps it if it orders as many uses as v has.
		fs.f.UseListOrders = append(fs.f.UseListOrders, &ir.UseListOrder{Value: v, Indexes: sortRanks(rec.ops[:n])})
	})
}

// sortRanks turns a use-list record into the permutation LLVM's reader
// makes of it: it sorts the uses by their numbers in the record, stably,
// so a record that is no permutation (two uses given one place, bc mutant
// 1480 of seed 551) still orders the uses, ties in their present order.
// LLVM keeps each number in 32 bits (record mutant 1146 of seed 9: 2^32
// sorts as 0).
func sortRanks(keys []uint64) []int {
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(uint32(keys[a]), uint32(keys[b])) })
	idx := make([]int, len(keys))
	for rank, use := range order {
		idx[use] = rank
	}
	return idx
}

// dropBadOrders drops, once the use lists are linked, the orders of
// another number of uses than their value has (LLVM's reader skips those
// records too) and those that change nothing, and puts the rest in the order llvm-dis prints them: arguments,
// then each block followed by its instructions.
func dropBadOrders(m *ir.Module) {
	for _, f := range m.Functions {
		if len(f.UseListOrders) == 0 {
			continue
		}
		f.UseListOrders = slices.DeleteFunc(f.UseListOrders, func(u *ir.UseListOrder) bool {
			return !ir.ValidLocalOrder(u.Value, u.Indexes)
		})
		if len(f.UseListOrders) == 0 {
			f.UseListOrders = nil
			continue
		}
		pos := map[ir.Value]int{}
		for _, p := range f.Params {
			pos[p] = len(pos)
		}
		for _, b := range f.Blocks {
			pos[b] = len(pos)
			for _, in := range b.Instrs {
				pos[in] = len(pos)
			}
		}
		slices.SortStableFunc(f.UseListOrders, func(a, b *ir.UseListOrder) int { return pos[a.Value] - pos[b.Value] })
	}
}

// finishModule resolves what needed every body, numbers the metadata and
// links the use lists.
func (r *reader) finishModule() {
	m := r.m
	for _, g := range m.Globals {
		if g.Init == nil && g.Linkage != ir.External && g.Linkage != ir.LinkExternWeak && g.Linkage != ir.LinkExternal {
			r.fail("global @%s has %s linkage but no initializer", ir.QuoteName(g.Name()), g.Linkage)
		}
		if g.Init != nil && g.Linkage == ir.LinkExternWeak {
			// A declaration's linkage: the text would not read back.
			r.fail("global @%s has extern_weak linkage and an initializer", ir.QuoteName(g.Name()))
		}
	}
	for _, f := range m.Functions {
		if f.IsDeclaration() && f.Linkage != ir.External && f.Linkage != ir.LinkExternWeak && f.Linkage != ir.LinkExternal {
			r.fail("function @%s has %s linkage but no body", ir.QuoteName(f.Name()), f.Linkage)
		}
	}
	for _, g := range m.Order {
		c := g.Common()
		if c.Linkage.IsLocal() {
			c.Visibility = "" // LLVM gives local symbols default visibility
		}
		if c.Linkage.IsLocal() || (c.Visibility != "" && c.Linkage != ir.LinkExternWeak) {
			c.DSOLocal = false
		}
	}
	if r.listGroup != nil {
		r.dropUnusedGroups()
	}
	irverify.StripInvalidTBAA(m)
	printOrder(m)
	r.numberMetadata()
	r.link()
	dropBadOrders(m)
	orderNamedTypes(m)
	orderComdats(m)
}

// link records every use in its value's use list, in module order, in
// two parts that touch different use lists and so run at the same time:
// the uses of each body's instructions and parameters, function by
// function in parallel (each list made once at its size: the uses are
// counted first), and, on this goroutine in module order, those of
// everything else (globals, constants, blocks, which a blockaddress may
// name from anywhere). Every list gets its uses in the order one walk
// of the module in order would give.
func (r *reader) link() {
	m := r.m
	var failed any
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() { failed = recover() }()
		par.ForWith(len(m.Functions), false, func() *linker { return &linker{r: r, local: true} }, func(l *linker, i int) {
			l.body(m.Functions[i])
		})
	}()
	// One walked set serves the whole module part: a node walked once
	// had every value under it linked then (l.seen), so walking it again
	// from another operand (every dbg operand reaches the compile unit's
	// whole graph) would link nothing and cost the graph each time.
	mdDone := &mdSeen{slots: make([]bool, len(m.Metadata)), list: m.Metadata, nodes: map[*ir.MDNode]bool{}}
	l := &linker{r: r, walked: mdDone}
	for _, g := range m.Globals {
		if g.Init != nil {
			ir.LinkOperands(g)
			l.constant(g.Init)
		}
	}
	for _, a := range m.Aliases {
		if a.Target == nil {
			r.fail("alias @%s without an aliasee", ir.QuoteName(a.Name()))
		}
		ir.LinkOperands(a)
		l.constant(a.Target)
	}
	for _, f := range m.Functions {
		ir.LinkOperands(f)
		for _, c := range f.Operands() {
			l.constant(c)
		}
		l.body(f)
	}
	for _, n := range m.Metadata {
		l.md(n, mdDone)
	}
	for _, nm := range m.NamedMD {
		for _, op := range nm.Nodes {
			l.md(op, mdDone)
		}
	}
	<-done
	if failed != nil {
		panic(failed)
	}
	r.mdWalks = l.walks
}

// localValue reports whether v's uses are all in the body that defines
// it, linked by the local part of link.
func localValue(v ir.Value) bool {
	switch v.(type) {
	case *ir.Instruction, *ir.Argument:
		return true
	}
	return false
}

// body links the uses in f's instructions and debug records: of its own
// values for the local part, of the others for the module part. The
// local part first counts the uses of each value (ir.ReserveUse).
func (l *linker) body(f *ir.Function) {
	if l.local {
		l.reserve = true
		l.instrs(f)
		l.reserve = false
	}
	l.instrs(f)
}

func (l *linker) instrs(f *ir.Function) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				switch {
				case isMDValue(op):
					l.md(op.(*ir.MetadataAsValue).MD, l.scratchDone())
				case localValue(op) != l.local:
				case l.reserve:
					ir.ReserveUse(op)
				default:
					ir.LinkUse(in, op)
					l.constant(op)
				}
			}
			for _, d := range in.DbgRecords() {
				for _, a := range d.Args {
					l.md(a, l.scratchDone())
				}
			}
		}
	}
}

func isMDValue(v ir.Value) bool {
	_, ok := v.(*ir.MetadataAsValue)
	return ok
}

// linker links use lists: the part of link that local says.
type linker struct {
	r       *reader
	local   bool // instructions' and parameters' uses, else the others
	reserve bool // count uses rather than link them (local part)
	seen    map[*ir.ValueAsMetadata]bool
	done    mdSeen  // md's walked nodes, reused (scratchDone)
	walked  *mdSeen // the module part's nodes walked so far
	walks   int     // nodes walked (the module part's: reader.mdWalks)
}

// scratchDone returns the walked set for one md walk of an operand: the
// module part's, or an empty one, reusing the last one unless it grew big
// (a set made per operand added up to megabytes).
func (l *linker) scratchDone() *mdSeen {
	if l.walked != nil {
		return l.walked
	}
	l.done.nodes = scratch.Map(l.done.nodes, reuseLen)
	return &l.done
}

// mdSeen is the set of nodes an md walk has been through: numbered nodes
// by their slot when slots is set (a walk of the whole module's metadata,
// where a map of every node cost megabytes), the others in nodes.
type mdSeen struct {
	slots []bool
	list  []*ir.MDNode // the module's numbered nodes, which slots index
	nodes map[*ir.MDNode]bool
}

// add adds n and reports whether it was new.
func (s *mdSeen) add(n *ir.MDNode) bool {
	if i := n.Slot; i >= 0 && i < len(s.slots) && s.list[i] == n {
		if s.slots[i] {
			return false
		}
		s.slots[i] = true
		return true
	}
	if s.nodes[n] {
		return false
	}
	s.nodes[n] = true
	return true
}

// constant links a constant's operands (and theirs), resolving the
// blocks of blockaddress.
func (l *linker) constant(v ir.Value) {
	switch c := v.(type) {
	case *ir.ConstRef:
		ops := c.Operands()
		if c.Kind == ir.RefBlockAddress && len(ops) == 2 {
			if ref, ok := ops[1].(*bbRef); ok {
				if ref.index >= uint64(len(ref.f.Blocks)) {
					l.r.fail("blockaddress of block %d of @%s, which has %d", ref.index, ir.QuoteName(ref.f.Name()), len(ref.f.Blocks))
				}
				ops[1] = ref.f.Blocks[ref.index]
			}
		}
		for _, op := range ops {
			ir.LinkUse(c, op)
			l.constant(op)
		}
	case *ir.ConstExpr, *ir.ConstAggregate:
		u := c.(ir.User)
		for _, op := range u.Operands() {
			ir.LinkUse(u, op)
			l.constant(op)
		}
	}
}

// md links the values wrapped in metadata reachable from md, those of
// l's part. done holds the nodes walked.
func (l *linker) md(md ir.Metadata, done *mdSeen) {
	switch n := md.(type) {
	case *ir.ValueAsMetadata:
		if localValue(n.V) != l.local || l.seen[n] {
			return
		}
		if l.reserve {
			ir.ReserveUse(n.V)
			return
		}
		if l.seen == nil {
			l.seen = map[*ir.ValueAsMetadata]bool{}
		}
		l.seen[n] = true
		ir.LinkOperands(n)
		l.constant(n.V)
	case *ir.MDNode:
		// A function's own values are held only by a DIArgList (the
		// reader refuses them in other nodes), so the local part looks in
		// no other node.
		if n == nil || l.local && n.Kind != "DIArgList" || !done.add(n) {
			return
		}
		l.walks++
		for _, op := range n.Ops {
			l.md(op, done)
		}
		for _, f := range n.Fields {
			l.md(f.Value, done)
		}
	}
}

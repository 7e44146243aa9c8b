package alwaysinline

import (
	"strconv"

	"memspace/ir"
	"memspace/pass"
	"memspace/target"
)

// samePersonality reports whether the function holding call has g's
// personality function.
func samePersonality(call *ir.Instruction, g *ir.Function) bool {
	if call.Parent == nil || call.Parent.Parent == nil {
		return false
	}
	f := call.Parent.Parent
	return f.Personality != nil && ir.StripCasts(f.Personality) == ir.StripCasts(g.Personality)
}

// cannotInline says why call of g is left as a call, or "" when it can be
// inlined.
func cannotInline(call *ir.Instruction, g *ir.Function) string {
	ci := call.Call()
	switch {
	case ci.FnAttrs.Has("noinline"):
		return "the call site is noinline"
	case call.Flags.Has(ir.MustTail):
		return "the call is musttail"
	case len(ci.Bundles) > 0:
		return "the call has operand bundles"
	case ir.Type(g.Sig) != call.ElemType || ci.NumArgs != len(g.Params):
		return "the call's type differs from the function's"
	case g.Sig.Variadic:
		return "the function is variadic"
	case g.Personality != nil && !samePersonality(call, g):
		// LLVM's inliner would give a caller without one the callee's;
		// with another, it does not inline either.
		return "the function handles exceptions with another personality than the caller"
	}
	for i, p := range g.Params {
		for _, k := range []string{"inalloca", "preallocated"} {
			if p.Attrs.Has(k) {
				return "a parameter is " + k
			}
		}
		if bv, ok := call.ParamByval(i); ok && bv.Type == nil {
			// Without its type the copy's size is unknown; inlining
			// without the copy would let the body write the caller's.
			return "a byval parameter names no type"
		}
	}
	for i, b := range g.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpAlloca && (i > 0 || !staticAlloca(in)) {
				return "the function has a dynamic alloca"
			}
			if in.Op == ir.OpIndirectBr {
				return "the function has an indirectbr"
			}
		}
	}
	return ""
}

// staticAlloca reports whether an alloca's size is a constant.
func staticAlloca(in *ir.Instruction) bool {
	if in.NumOperands() == 0 {
		return true
	}
	_, ok := in.Operand(0).(*ir.ConstInt)
	return ok
}

// site is one inlining in progress.
type site struct {
	ctx    *pass.Context
	call   *ir.Instruction
	g      *ir.Function
	caller *ir.Function
	ed     *edit
	vmap   ir.ValueMap
	dl     *locMapper
	blocks []*ir.Block // the copies of g's blocks
	uses   []useOp     // changes to shared use lists, left to the replay
}

// inlineCall replaces call, a call of g, by a copy of g's body. It changes
// only the caller: the metadata nodes it makes and its changes to use
// lists that functions share come back to be made by the replay.
func inlineCall(ctx *pass.Context, call *ir.Instruction, g *ir.Function, ed *edit) outcome {
	s := &site{ctx: ctx, call: call, g: g, caller: call.Parent.Parent, ed: ed}
	s.dl = newLocMapper(s.caller, call)
	cont := s.split()
	s.copyBody()
	ctx.Positions.Copied(s.vmap)
	retBlock := s.returnsTo(cont)
	s.hoistAllocas()
	s.fixTail()
	b := call.Parent
	if recs := call.DbgRecords(); len(recs) > 0 && cont.FirstInsertionPoint() < len(cont.Instrs) {
		call.SetDbgRecords(nil)
		first := cont.Instrs[cont.FirstInsertionPoint()]
		first.SetDbgRecords(append(recs, first.DbgRecords()...))
	}
	s.erase(call)
	br := ir.NewInstruction(ir.OpBr, ir.VoidType, s.blocks[0])
	br.MD = s.dl.callAttachment()
	b.Append(br)
	ed.placeAfter(b, append(s.blocks, cont))
	// Straight-line joins are merged, as LLVM's inliner does: the callee's
	// entry into the call's block, and the block after the call into the
	// one return.
	if merge(ed, b, s.blocks[0]) && retBlock == s.blocks[0] {
		retBlock = b
	}
	if retBlock != nil {
		merge(ed, retBlock, cont)
	}
	return outcome{md: s.dl.fresh, uses: s.uses}
}

// merge appends succ to pred when pred ends in an unconditional branch to
// succ and is its only predecessor; it reports whether it did.
func merge(ed *edit, pred, succ *ir.Block) bool {
	t := pred.Terminator()
	if t == nil || t.Op != ir.OpBr || t.NumOperands() != 1 || t.Operand(0) != ir.Value(succ) || len(succ.Preds()) != 1 || succ == ed.entry() {
		return false
	}
	if len(succ.Instrs) > 0 && succ.Instrs[0].Op == ir.OpPhi {
		return false
	}
	t.Erase()
	for _, in := range succ.Instrs {
		in.Parent = pred
	}
	pred.Instrs = append(pred.Instrs, succ.Instrs...)
	succ.Instrs = nil
	ir.ReplaceAllUsesWith(succ, pred)
	ed.remove(succ)
	return true
}

// split moves the instructions after the call into a new block and points
// the phis that named the call's block at it.
func (s *site) split() *ir.Block {
	b := s.call.Parent
	i := b.Index(s.call)
	cont := ir.NewBlock(s.ed.names.block(s.g.Name() + ".exit"))
	cont.Parent = s.caller
	cont.Instrs = append([]*ir.Instruction(nil), b.Instrs[i+1:]...)
	for _, in := range cont.Instrs {
		in.Parent = cont
	}
	clear(b.Instrs[i+1:])
	b.Instrs = b.Instrs[: i+1 : i+1]
	for _, u := range append([]ir.User(nil), b.Users()...) {
		if phi, ok := u.(*ir.Instruction); ok && phi.Op == ir.OpPhi {
			for k, op := range phi.Operands() {
				if op == ir.Value(b) {
					phi.SetOperand(k, cont)
				}
			}
		}
	}
	return cont
}

// copyBody clones g's blocks and instructions, names them apart from the
// caller's, maps the parameters to the call's arguments and links the
// copies' operands.
func (s *site) copyBody() {
	n := 0
	for _, gb := range s.g.Blocks {
		n += len(gb.Instrs)
	}
	s.vmap = make(ir.ValueMap, len(s.g.Params)+len(s.g.Blocks)+n)
	var copies []*ir.Instruction
	for i, p := range s.g.Params {
		s.vmap[p] = s.call.Args()[i]
		if bv, ok := s.call.ParamByval(i); ok {
			v, c := s.byvalCopy(p, bv.Type, s.call.Args()[i])
			s.vmap[p] = v
			copies = append(copies, c...)
		}
	}
	all := make([]*ir.Instruction, 0, n)
	for _, gb := range s.g.Blocks {
		nb := ir.NewBlock(s.ed.names.local(gb.Name()))
		nb.Parent = s.caller
		s.vmap[gb] = nb
		s.blocks = append(s.blocks, nb)
	}
	for i, gb := range s.g.Blocks {
		nb := s.blocks[i]
		nb.Instrs = make([]*ir.Instruction, 0, len(gb.Instrs))
		for _, in := range gb.Instrs {
			c := ir.CloneInstruction(in)
			c.SetName(s.ed.names.local(in.Name()))
			c.MD = s.dl.attachments(in.MD)
			c.SetDbgRecords(s.dl.records(in.DbgRecords(), s.vmap))
			c.Parent = nb
			nb.Instrs = append(nb.Instrs, c)
			s.vmap[in] = c
			all = append(all, c)
		}
	}
	for _, c := range all {
		ops := c.Operands()
		for i, op := range ops {
			if nv, ok := s.vmap[op]; ok {
				ops[i] = nv
			} else if mv, ok := op.(*ir.MetadataAsValue); ok {
				ops[i] = &ir.MetadataAsValue{MD: s.dl.valueMD(mv.MD, s.vmap)}
			}
		}
		s.link(c)
	}
	s.dl.linkRecords(s.vmap, s.linkUse)
	for i, in := range copies { // the byval copies open the inlined body
		s.insert(s.blocks[0], i, in)
	}
}

// byvalCopy makes the callee's own copy of a by-value argument, as the
// call did: an alloca of the parameter's type (hoisted to the caller's
// entry with the callee's), filled from the argument where the call was.
// The callee may write its copy; the caller's memory must not change.
// Why it holds in every execution: a byval parameter is a fresh copy that
// lives until the callee returns and that nothing outside the callee can
// name, which is exactly what a private alloca filled at the call point
// is; the body sees the same bytes at the same offsets. The alloca, like
// every alloca, is in the local space (what memspace-opt then infers).
// It is made in the data layout's alloca space (A5 on AMDGPU, where an
// alloca anywhere else is invalid); when the parameter has another space
// (a generic byval pointer), the body gets the alloca cast to it, as
// LLVM's inliner does. byvalCopy returns what stands for the parameter
// and the instructions to put at the top of the inlined body.
func (s *site) byvalCopy(p *ir.Argument, t ir.Type, arg ir.Value) (ir.Value, []*ir.Instruction) {
	// The argument promises only the align attribute; the copy must keep
	// every promise the callee's code relies on, which without the
	// attribute is the type's ABI alignment (LLVM's inliner takes the
	// larger of the two as well).
	argAlign := max(p.Attrs.Align(), 1)
	slotAlign := max(argAlign, alignBound(t))
	slotType := s.ctx.Module.WithAddrSpace(p.Type(), s.allocaSpace())
	alloca := ir.NewInstruction(ir.OpAlloca, slotType)
	alloca.ElemType = t
	alloca.SetName(s.ed.names.local(p.Name()))
	alloca.SetAlign(slotAlign)
	load := ir.NewInstruction(ir.OpLoad, t, arg)
	store := ir.NewInstruction(ir.OpStore, ir.VoidType, load, alloca)
	load.SetAlign(argAlign)
	store.SetAlign(slotAlign)
	for _, in := range []*ir.Instruction{load, store} {
		in.MD = s.dl.callAttachment()
	}
	if slotType == p.Type() {
		return alloca, []*ir.Instruction{alloca, load, store}
	}
	cast := ir.NewCast(ir.OpAddrSpaceCast, alloca, p.Type())
	cast.SetName(s.ed.names.local(p.Name() + ".cast"))
	return cast, []*ir.Instruction{alloca, load, store, cast}
}

// alignBound is an alignment at least the ABI alignment of t on every
// target: each scalar aligned to its size rounded up to a power of two
// (vectors included), aggregates to their largest member. Aligning a
// stack slot more than needed is always correct.
func alignBound(t ir.Type) uint64 {
	switch t := t.(type) {
	case *ir.IntType:
		return pow2Bytes(uint64(t.Bits))
	case *ir.FloatType:
		return pow2Bytes(uint64(t.Kind.Bits()))
	case *ir.PointerType:
		return 8
	case *ir.VectorType:
		return max(alignBound(t.Elem), pow2Bytes(uint64(t.Len)*8*alignBound(t.Elem)))
	case *ir.ArrayType:
		return alignBound(t.Elem)
	case *ir.StructType:
		a := uint64(1)
		if t.Packed {
			return a
		}
		for _, f := range t.Fields {
			a = max(a, alignBound(f))
		}
		return a
	}
	return 16
}

// pow2Bytes is the smallest power of two of bytes that holds bits.
func pow2Bytes(bits uint64) uint64 {
	a := uint64(1)
	for a*8 < bits {
		a *= 2
	}
	return a
}

// allocaSpace is the address space of the module's allocas (the data
// layout's A<N>, 0 without one).
func (s *site) allocaSpace() uint32 {
	dl, err := target.ParseDataLayout(s.ctx.Module.DataLayout)
	if err != nil {
		return 0
	}
	return uint32(dl.AllocaSpace)
}

// returnsTo turns every copied ret into a branch to cont and gives the
// call's users the returned value (a phi in cont when several rets return
// one). It returns the block of the only ret, if there is one.
func (s *site) returnsTo(cont *ir.Block) *ir.Block {
	type ret struct {
		v ir.Value
		b *ir.Block
	}
	var rets []ret
	for _, b := range s.blocks {
		t := b.Terminator()
		if t == nil || t.Op != ir.OpRet {
			continue
		}
		var v ir.Value
		if t.NumOperands() > 0 {
			v = t.Operand(0)
		}
		md := t.MD
		s.erase(t)
		br := ir.NewInstruction(ir.OpBr, ir.VoidType, cont)
		br.MD = md
		b.Append(br)
		rets = append(rets, ret{v, b})
	}
	var only *ir.Block
	if len(rets) == 1 {
		only = rets[0].b
	}
	if !s.call.HasResult() || s.call.NumUses() == 0 {
		return only
	}
	var result ir.Value
	switch len(rets) {
	case 0:
		result = ir.PoisonOf(s.call.Type())
	case 1:
		result = rets[0].v
	default:
		var ops []ir.Value
		for _, r := range rets {
			ops = append(ops, r.v, r.b)
		}
		phi := ir.NewInstruction(ir.OpPhi, s.call.Type(), ops...)
		phi.SetName(s.call.Name())
		s.call.SetName("")
		s.insert(cont, 0, phi)
		result = phi
	}
	s.replaceUses(s.call, result)
	return only
}

// hoistAllocas moves the static allocas of g's entry block to the top of
// the caller's entry block, as LLVM's inliner does, so they stay static.
// An addrspacecast of a moved alloca moves with it: memspace-opt writes an
// NVPTX alloca as the pair "alloca; addrspacecast to the local space", and
// keeping the pair together keeps the pipeline idempotent.
func (s *site) hoistAllocas() {
	var moved, kept []*ir.Instruction
	hoisted := map[ir.Value]bool{}
	for _, in := range s.blocks[0].Instrs {
		if in.Op == ir.OpAlloca && staticAlloca(in) || in.Op == ir.OpAddrSpaceCast && hoisted[in.Operand(0)] {
			hoisted[in] = true
			moved = append(moved, in)
			continue
		}
		kept = append(kept, in)
	}
	if len(moved) == 0 {
		return
	}
	s.blocks[0].Instrs = kept
	s.ed.hoist(moved)
}

// fixTail clears the tail marker of copied calls unless the call site was
// itself a tail call of a function without allocas: after inlining, the
// caller's allocas (the callee's among them) may reach those calls.
func (s *site) fixTail() {
	if s.call.Flags.Has(ir.Tail) && !hasAlloca(s.g) && !hasByval(s.call) {
		return
	}
	for _, b := range s.blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpCall {
				in.Flags &^= ir.Tail
			}
		}
	}
}

func hasAlloca(g *ir.Function) bool {
	for _, in := range g.Entry().Instrs {
		if in.Op == ir.OpAlloca {
			return true
		}
	}
	return false
}

// hasByval reports whether call copies an argument.
func hasByval(call *ir.Instruction) bool {
	for i := range call.Args() {
		if _, ok := call.ParamByval(i); ok {
			return true
		}
	}
	return false
}

// namer gives the copies fresh names: base, else base1, base2, ... the
// first one not taken. Names are only ever added, so the first free
// suffix of a base never goes down, and next remembers where to look
// from: a helper inlined thousands of times into one function would make
// the search quadratic.
type namer struct {
	taken map[string]bool
	next  map[string]int
}

func newNamer(f *ir.Function) *namer {
	return &namer{taken: f.LocalNames(), next: map[string]int{}}
}

// local names the copy of a value called n ("" stays unnamed).
func (n *namer) local(name string) string {
	if name == "" {
		return ""
	}
	return n.fresh(name + ".i")
}

// block names a new block.
func (n *namer) block(name string) string { return n.fresh(name) }

func (n *namer) fresh(base string) string {
	name := base
	if n.taken[name] {
		k := max(n.next[base], 1)
		for name = base + strconv.Itoa(k); n.taken[name]; k++ {
			name = base + strconv.Itoa(k+1)
		}
		n.next[base] = k
	}
	n.taken[name] = true
	return name
}

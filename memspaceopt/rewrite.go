package memspaceopt

import (
	"strings"

	"memspace/addrspace"
	"memspace/internal/scratch"
	"memspace/ir"
	"memspace/target"
)

// rewriter rewrites one function on the module-wide solution.
type rewriter struct {
	m            *ir.Module
	t            *target.Target
	res          *addrspace.Result
	rep          *reporter
	f            *ir.Function
	decls        *declarations
	global       target.AddrSpace
	trackInt2Ptr bool
	layout       target.DataLayout
	// paramCopies: f's target may copy kernel parameters to local
	// memory (param.go), once paramCopiesKnown.
	paramCopies, paramCopiesKnown bool

	// space holds the planned space of every value that can be made specific.
	space map[ir.Value]target.AddrSpace
	// specific maps a value to its form in its concrete space.
	specific map[ir.Value]ir.Value
	// busy holds the values whose specific form is being made: a value
	// that reaches itself (possible only in unreachable blocks) is cast.
	busy map[ir.Value]bool
	// clones lists, in creation order, the originals replaced by clones.
	clones  []cloned
	isClone map[*ir.Instruction]bool
	backs   map[ir.Value]*ir.Instruction
	// formsOf and backsOf list the keys of specific and backs that map
	// to an instruction, so that forget finds them without scanning the
	// tables (which would be quadratic in a huge function).
	formsOf, backsOf map[*ir.Instruction][]ir.Value
	// later holds the clones not yet in their block's list, each by the
	// original it goes right before (see placeBefore), and after the
	// casts that go right after an instruction, in the order they were
	// made; isLater marks both, laterIn counts them per block.
	later    map[*ir.Instruction]*ir.Instruction
	after    map[*ir.Instruction][]*ir.Instruction
	isLater  map[*ir.Instruction]bool
	laterIn  map[*ir.Block]int
	ours     map[*ir.Instruction]bool // casts this pass inserted
	lastArg  *ir.Instruction          // last parameter cast in the entry block
	names    map[string]bool
	accesses []access // generic accesses left, for metadata and reports
	// analyzed maps a value this pass made to the value of the input the
	// solve knows it by (a retyped load's cast back: the load), for
	// reports.
	analyzed map[ir.Value]ir.Value
	// dropped are values that lost a use to the rewrite; sweep deletes
	// those left without users.
	dropped []ir.Value
	// pending are the users of folded space tests, for prune; deferred
	// the to_* conversions that fold to their pointer once planned.
	pending, deferred []*ir.Instruction

	// Room kept from one function to the next: plan's candidates and
	// rewriteUses' instructions.
	order          []ir.Value
	list, compares []*ir.Instruction
}

// cloned is an original and the clone that replaces it. The clone takes
// the original's name only when the original goes, so that messages
// about the original name it as the input did until then.
type cloned struct {
	orig, clone *ir.Instruction
}

// access is a memory operation whose address stays generic.
type access struct {
	in  *ir.Instruction
	ptr ir.Value // the address as planned (before any cast back)
}

func newRewriter(m *ir.Module, res *addrspace.Result) *rewriter {
	t := res.Target()
	global, _ := t.SpaceByName("global")
	layout, _ := target.ParseDataLayout(m.DataLayout)
	return &rewriter{m: m, t: t, res: res, global: global, layout: layout}
}

// start readies r for function f, reporting to rep. One rewriter serves
// the functions of a part one after another, so its tables are emptied
// rather than made anew (a table that grew big is made anew, so that
// emptying stays cheap).
func (r *rewriter) start(rep *reporter, f *ir.Function) {
	r.rep, r.f, r.trackInt2Ptr = rep, f, rep.trackInt2Ptr
	r.space, r.specific, r.analyzed = scratch.Map(r.space, bigTable), scratch.Map(r.specific, bigTable), scratch.Map(r.analyzed, bigTable)
	r.busy = scratch.Map(r.busy, bigTable)
	r.isClone, r.backs, r.ours = scratch.Map(r.isClone, bigTable), scratch.Map(r.backs, bigTable), scratch.Map(r.ours, bigTable)
	r.formsOf, r.backsOf = scratch.Map(r.formsOf, bigTable), scratch.Map(r.backsOf, bigTable)
	r.later, r.laterIn = scratch.Map(r.later, bigTable), scratch.Map(r.laterIn, bigTable)
	r.after, r.isLater = scratch.Map(r.after, bigTable), scratch.Map(r.isLater, bigTable)
	r.clones, r.accesses, r.dropped = r.clones[:0], r.accesses[:0], r.dropped[:0]
	r.pending, r.deferred = r.pending[:0], r.deferred[:0]
	r.lastArg, r.names = nil, nil
	r.paramCopiesKnown = false
}

// bigTable is the size past which scratch.Map makes a table anew.
const bigTable = 256

// uniqueName returns base, or base.N, not yet used in the function. An
// empty base stays empty (the value is numbered when printed).
func (r *rewriter) uniqueName(base string) string {
	if base == "" {
		return ""
	}
	if r.names == nil {
		// Taken on first use: every name given since went through here
		// or took over an original's name, so none is missed.
		r.names = r.f.LocalNames()
	}
	name := base
	for i := 1; r.names[name]; i++ {
		name = base + "." + itoa(i)
	}
	r.names[name] = true
	return name
}

// spaceSuffix names a space for value names: "global", "shared_cluster".
func (r *rewriter) spaceSuffix(as target.AddrSpace) string {
	return suffixSafe.Replace(r.t.SpaceName(as))
}

// suffixSafe turns a space name into a value-name suffix.
var suffixSafe = strings.NewReplacer(":", "_", "(", "", ")", "")

// planned returns the space v will be made specific in.
func (r *rewriter) planned(v ir.Value) (target.AddrSpace, bool) {
	if c, ok := v.(ir.Constant); ok && r.isGeneric(v) {
		as, resolved := r.resolvedSpace(v)
		if _, isNull := c.(*ir.ConstSimple); isNull {
			return 0, false
		}
		return as, resolved && r.constIn(c, as)
	}
	as, ok := r.space[v]
	return as, ok
}

// specificOf returns v's form in space as, building it on first use.
func (r *rewriter) specificOf(v ir.Value, as target.AddrSpace) ir.Value {
	if nv, ok := r.specific[v]; ok {
		c, isConst := v.(ir.Constant)
		if got, _ := ir.AddrSpaceOf(nv.Type()); !isConst || got == uint32(as) {
			return nv
		}
		// One constant (a generic null, a cast of a global) may be an
		// operand of values made specific in different spaces: its form
		// in another space is built anew, never the first one bitcast.
		return r.specificConst(c, as)
	}
	var nv ir.Value
	switch x := v.(type) {
	case *ir.Argument:
		nv = r.castParam(x, as)
	case *ir.Instruction:
		if r.busy[x] {
			return r.castAfter(x, as)
		}
		r.busy[x] = true
		nv = r.specificInstr(x, as)
		delete(r.busy, x)
	case ir.Constant:
		nv = r.specificConst(x, as)
	}
	r.setSpecific(v, nv)
	return nv
}

// setSpecific records nv as the specific form of v.
func (r *rewriter) setSpecific(v, nv ir.Value) {
	r.specific[v] = nv
	if in, ok := nv.(*ir.Instruction); ok {
		r.formsOf[in] = append(r.formsOf[in], v)
	}
}

// specificOperand returns the form of an operand in space as: itself when
// already there (with a bitcast for a typed pointee change), or its
// specific form.
func (r *rewriter) specificOperand(op ir.Value, as target.AddrSpace, want ir.Type, before *ir.Instruction) ir.Value {
	if !r.isGeneric(op) {
		return r.retype(op, want, before)
	}
	return r.retype(r.specificOf(op, as), want, before)
}

// retype bitcasts v to type want when a typed pointee differs.
func (r *rewriter) retype(v ir.Value, want ir.Type, before *ir.Instruction) ir.Value {
	if want == nil || v.Type() == want {
		return v
	}
	if c, ok := v.(ir.Constant); ok {
		return ir.NewConstCast(ir.OpBitCast, c, want)
	}
	bc := ir.NewCast(ir.OpBitCast, v, want)
	r.insertBefore(before, bc)
	r.ours[bc] = true
	return bc
}

// castParam inserts "%p.space = addrspacecast %p" at the top of the entry
// block, after earlier parameter casts.
func (r *rewriter) castParam(p *ir.Argument, as target.AddrSpace) ir.Value {
	t := r.m.WithAddrSpace(p.Type(), uint32(as))
	if c := r.reusableCastAfter(r.f.Entry(), nil, p, t); c != nil {
		r.nameReused(c, p, as)
		// A cast made by an earlier run is reused, so running twice
		// changes nothing.
		r.rep.resolved()
		return c
	}
	c := ir.NewCast(ir.OpAddrSpaceCast, p, t)
	c.SetName(r.uniqueName(suffixed(p.Name(), r.spaceSuffix(as))))
	entry := r.f.Entry()
	r.settle(entry)
	if r.lastArg != nil {
		ir.InsertAfter(r.lastArg, c)
	} else {
		entry.InsertAt(afterAllocas(entry), c)
	}
	r.lastArg = c
	r.ours[c] = true
	r.rep.resolved()
	return c
}

// reusableCast finds "addrspacecast v to t" among the allocas and casts
// that directly follow position i of block b. Such a cast, left by an
// earlier run, dominates every later use of v, so reusing it keeps a second
// run from changing anything. Callers ask hasCastIn first, so the run
// (thousands of allocas in a big -O0 function) is walked only when v has
// such a cast in b.
func reusableCast(b *ir.Block, i int, v ir.Value, t ir.Type) *ir.Instruction {
	for ; i < len(b.Instrs); i++ {
		c := b.Instrs[i]
		if c.Op != ir.OpAlloca && c.Op != ir.OpAddrSpaceCast {
			return nil
		}
		if c.Op == ir.OpAddrSpaceCast && c.Operand(0) == v && c.Type() == t {
			return c
		}
	}
	return nil
}

// reusableCastAfter is reusableCast right after instruction after (or at
// the first insertion point of b when after is nil).
func (r *rewriter) reusableCastAfter(b *ir.Block, after *ir.Instruction, v ir.Value, t ir.Type) *ir.Instruction {
	if !hasCastIn(b, v, t) {
		return nil
	}
	r.settle(b)
	i := b.FirstInsertionPoint()
	if after != nil {
		i = b.Index(after) + 1
	}
	return reusableCast(b, i, v, t)
}

// hasCastIn reports whether v may have a user "addrspacecast v to t" in
// b. Only a function's own values are asked: the use lists of globals and
// constants change under other functions' rewrites.
func hasCastIn(b *ir.Block, v ir.Value, t ir.Type) bool {
	switch v.(type) {
	case *ir.Instruction, *ir.Argument:
	default:
		return true
	}
	for _, u := range ir.UsersOf(v) {
		if c, ok := u.(*ir.Instruction); ok && c.Op == ir.OpAddrSpaceCast && c.Parent == b && c.Type() == t {
			return true
		}
	}
	return false
}

// nameReused gives an unnamed reused cast the name a new one would get.
func (r *rewriter) nameReused(c *ir.Instruction, v ir.Value, as target.AddrSpace) {
	if c.Name() == "" {
		c.SetName(r.uniqueName(suffixed(v.Name(), r.spaceSuffix(as))))
	}
}

// afterAllocas is the position after the entry block's leading allocas.
func afterAllocas(b *ir.Block) int {
	i := b.FirstInsertionPoint()
	for i < len(b.Instrs) && b.Instrs[i].Op == ir.OpAlloca {
		i++
	}
	return i
}

func suffixed(name, suffix string) string {
	if name == "" {
		return ""
	}
	return name + "." + suffix
}

// specificInstr builds the form of an instruction.
func (r *rewriter) specificInstr(in *ir.Instruction, as target.AddrSpace) ir.Value {
	want := r.m.WithAddrSpace(in.Type(), uint32(as))
	ops, kind := r.formOperands(in)
	switch kind {
	case formAlias:
		return r.specificOperand(ops[0], as, want, in)
	case formClone:
		r.rep.resolved()
		return r.clone(in, as, want)
	}
	r.rep.resolved()
	if r.retypableLoad(in, as) {
		return r.retypeLoad(in, as, want)
	}
	if in.Op != ir.OpPhi && in.Parent != nil {
		if c := r.reusableCastAfter(in.Parent, in, in, want); c != nil {
			r.nameReused(c, in, as)
			return c
		}
	}
	return r.castAfter(in, as)
}

// castAfter casts in to space as right after it.
func (r *rewriter) castAfter(in *ir.Instruction, as target.AddrSpace) ir.Value {
	c := ir.NewCast(ir.OpAddrSpaceCast, in, r.m.WithAddrSpace(in.Type(), uint32(as)))
	c.SetName(r.uniqueName(suffixed(in.Name(), r.spaceSuffix(as))))
	c.MD = in.DebugLocOnly()
	r.insertAfter(in, c)
	r.ours[c] = true
	return c
}

// retypableLoad reports whether the load in, of a generic pointer planned
// in space as, may load that pointer in as instead (LoadsInSpace).
func (r *rewriter) retypableLoad(in *ir.Instruction, as target.AddrSpace) bool {
	_, scalar := in.Type().(*ir.PointerType)
	return in.Op == ir.OpLoad && scalar && LoadsInSpace(r.m, r.t, as)
}

// SameBits reports whether a pointer in space as has the bits of its
// generic form: on NVPTX a global address is its own generic address
// (cvta.global and cvta.to.global leave the bits alone); no other space
// has that property. So a generic null is the global null, and a generic
// pointer to global memory read from memory may be read as a global one.
func SameBits(t *target.Target, as target.AddrSpace) bool {
	global, _ := t.SpaceByName("global")
	return t.Name() == "nvptx" && as == global
}

// LoadsInSpace reports whether memspace-opt turns a load of a generic
// pointer that points into space as into a load of a pointer in as, with
// no cast (SameBits). Typed pointers would need the address bitcast too,
// and keep the cast.
func LoadsInSpace(m *ir.Module, t *target.Target, as target.AddrSpace) bool {
	return SameBits(t, as) && !m.TypedPointers
}

// retypeLoad turns the load in into a load of a pointer in space as and
// gives its users one cast back to generic, right after it; users that
// can take the specific pointer are moved to the load as the rewrite
// reaches them, and the cast goes if none is left.
//
//	%p = load ptr, ptr addrspace(1) %slot
//	%p = load ptr addrspace(1), ptr addrspace(1) %slot
//	%p.gen = addrspacecast ptr addrspace(1) %p to ptr
func (r *rewriter) retypeLoad(in *ir.Instruction, as target.AddrSpace, want ir.Type) ir.Value {
	old := in.Type()
	in.SetType(want)
	back := ir.NewCast(ir.OpAddrSpaceCast, in, old)
	back.SetName(r.uniqueName(suffixed(in.Name(), "gen")))
	back.MD = in.DebugLocOnly()
	r.insertAfter(in, back)
	ir.ReplaceUsesIf(in, back, func(u ir.User) bool {
		_, md := u.(*ir.ValueAsMetadata)
		return u != ir.User(back) && !md
	})
	r.ours[back] = true
	r.space[back], r.analyzed[back] = as, in
	r.setSpecific(back, in)
	return in
}

// analyzedValue is the value the solve knows v by.
func (r *rewriter) analyzedValue(v ir.Value) ir.Value {
	if a, ok := r.analyzed[v]; ok {
		return a
	}
	return v
}

// clone rebuilds an address expression on specific operands, right before
// the original, and takes over its metadata (and, in finishClones, its
// name).
func (r *rewriter) clone(in *ir.Instruction, as target.AddrSpace, want ir.Type) ir.Value {
	c := ir.NewInstruction(in.Op, want)
	c.Flags, c.ElemType, c.Pred = in.Flags, in.ElemType, in.Pred
	c.MD = append([]ir.MDAttachment(nil), in.MD...)
	r.clones = append(r.clones, cloned{in, c})
	r.isClone[in] = true
	if in.Op == ir.OpPhi {
		return r.clonePhi(in, c, as)
	}
	ops := append([]ir.Value(nil), in.Operands()...)
	ptrs, _ := r.formOperands(in)
	for i, op := range ops {
		if containsValue(ptrs, op) && addrspace.IsPtrLike(op.Type()) {
			ops[i] = r.specificOperand(op, as, r.m.WithAddrSpace(op.Type(), uint32(as)), in)
		}
	}
	if in.Op == ir.OpGetElementPtr {
		if t, err := r.m.GEPResultType(in.ElemType, ops[0].Type(), ops); err == nil {
			c.SetType(t)
		}
	}
	if in.Op == ir.OpCall {
		r.retargetPtrMask(in, c, ops)
	}
	c.SetOperandsRaw(ops)
	r.placeBefore(in, c)
	return c
}

// clonePhi makes the new phi first (so cycles through it find it), then
// fills its inputs.
func (r *rewriter) clonePhi(in, c *ir.Instruction, as target.AddrSpace) ir.Value {
	ops := append([]ir.Value(nil), in.Operands()...)
	for i := 0; i < len(ops); i += 2 {
		ops[i] = ir.PoisonOf(c.Type())
	}
	c.SetOperandsRaw(ops)
	r.insertBefore(in, c)
	r.setSpecific(in, c)
	for i := range in.NumIncoming() {
		v, _ := in.Incoming(i)
		c.SetOperand(2*i, r.specificOperand(v, as, c.Type(), r.edgeEnd(in, i)))
	}
	return c
}

// edgeEnd is where a bitcast feeding phi input i may go: the end of the
// incoming block.
func (r *rewriter) edgeEnd(phi *ir.Instruction, i int) *ir.Instruction {
	_, b := phi.Incoming(i)
	if b != nil && b.Terminator() != nil {
		return b.Terminator()
	}
	return phi
}

// retargetPtrMask points a cloned llvm.ptrmask call at the overload for
// the new pointer type.
func (r *rewriter) retargetPtrMask(old, c *ir.Instruction, ops []ir.Value) {
	args := ops[:old.Call().NumArgs]
	if as, ok := ir.AddrSpaceOf(args[0].Type()); ok {
		if mask, ok := r.maskIn(args[1], target.AddrSpace(as)); ok {
			args[1] = mask
		}
	}
	callee := old.CalledFunction()
	name := "llvm.ptrmask." + mangle(args[0].Type()) + "." + mangle(args[1].Type())
	nf := r.intrinsic(name, callee, c.Type(), []ir.Type{args[0].Type(), args[1].Type()})
	ops[len(ops)-1] = nf
	c.ElemType = nf.Sig
	call := *old.Call()
	call.ParamAttrs = append([]ir.AttrList(nil), call.ParamAttrs...)
	c.Ext().Call = &call
}

func containsValue(list []ir.Value, v ir.Value) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// specificConst rebuilds a generic constant in space as.
func (r *rewriter) specificConst(c ir.Constant, as target.AddrSpace) ir.Value {
	want := r.m.WithAddrSpace(c.Type(), uint32(as))
	switch x := c.(type) {
	case *ir.ConstSimple:
		if x.Kind == ir.KindNull && !SameBits(r.t, as) {
			return ir.NewConstExpr(ir.OpAddrSpaceCast, want, x)
		}
		return ir.NewConstSimple(want, x.Kind)
	case *ir.ConstExpr:
		if e := r.rebuildExpr(x, as, want); e != nil {
			return e
		}
	}
	return ir.NewConstExpr(ir.OpAddrSpaceCast, want, c)
}

// rebuildExpr rebuilds a cast or GEP expression on its operand's form.
func (r *rewriter) rebuildExpr(x *ir.ConstExpr, as target.AddrSpace, want ir.Type) ir.Constant {
	ops := x.Operands()
	switch x.Op {
	case ir.OpAddrSpaceCast, ir.OpBitCast:
		base := r.specificOperand(ops[0], as, want, nil).(ir.Constant)
		return base
	case ir.OpGetElementPtr:
		base := r.specificOperand(ops[0], as, r.m.WithAddrSpace(ops[0].Type(), uint32(as)), nil)
		nops := append([]ir.Value{base}, ops[1:]...)
		t, err := r.m.GEPResultType(x.ElemType, base.Type(), nops)
		if err != nil {
			return nil
		}
		e := ir.NewConstExpr(ir.OpGetElementPtr, t, nops...)
		e.Flags, e.ElemType, e.InRange, e.InRangeIndex = x.Flags, x.ElemType, x.InRange, x.InRangeIndex
		return e
	}
	return nil
}

// castBack returns a generic copy of v's specific form, for users that
// need generic: one addrspacecast right after the specific form.
func (r *rewriter) castBack(v ir.Value) ir.Value {
	if b, ok := r.backs[v]; ok {
		return b
	}
	nv := r.specific[v]
	if c, ok := nv.(ir.Constant); ok {
		return ir.NewConstCast(ir.OpAddrSpaceCast, c, v.Type())
	}
	b := ir.NewCast(ir.OpAddrSpaceCast, nv, v.Type())
	r.ours[b] = true
	switch d := nv.(type) {
	case *ir.Instruction:
		r.settle(d.Parent)
		if d.Op == ir.OpPhi {
			d.Parent.InsertAt(d.Parent.FirstInsertionPoint(), b)
		} else {
			ir.InsertAfter(d, b)
		}
	case *ir.Argument:
		entry := r.f.Entry()
		r.settle(entry)
		entry.InsertAt(entry.FirstInsertionPoint(), b)
	}
	r.backs[v] = b
	r.backsOf[b] = append(r.backsOf[b], v)
	return b
}

// finishClones serves the remaining users of every replaced original with
// a cast back to generic, then deletes the originals and gives their
// names to their clones.
func (r *rewriter) finishClones() {
	for _, cl := range r.clones {
		for _, u := range append([]ir.User(nil), ir.UsersOf(cl.orig)...) {
			r.serveGeneric(cl.orig, u)
		}
	}
	for _, cl := range r.clones {
		ir.ReplaceAllUsesWith(cl.orig, ir.PoisonOf(cl.orig.Type()))
	}
	r.settleAll()
	origs := make([]*ir.Instruction, len(r.clones))
	for i, cl := range r.clones {
		r.dropped = append(r.dropped, cl.orig.Operands()...)
		origs[i] = cl.orig
	}
	ir.EraseAll(origs)
	for _, cl := range r.clones {
		cl.clone.SetName(cl.orig.Name())
	}
}

// serveGeneric redirects one user of a replaced original.
func (r *rewriter) serveGeneric(orig *ir.Instruction, u ir.User) {
	switch w := u.(type) {
	case *ir.Instruction:
		if r.isClone[w] {
			return
		}
		for i, op := range w.Operands() {
			if op == ir.Value(orig) {
				w.SetOperand(i, r.castBack(orig))
			}
		}
	case *ir.ValueAsMetadata:
		w.SetOperand(0, r.specific[orig])
	}
}

// replaceOperand sets operand i of in to v, remembering the old operand.
func (r *rewriter) replaceOperand(in *ir.Instruction, i int, v ir.Value) {
	r.dropped = append(r.dropped, in.Operand(i))
	in.SetOperand(i, v)
}

// forget drops every record of an instruction about to be deleted.
func (r *rewriter) forget(in *ir.Instruction) {
	for _, v := range r.formsOf[in] {
		if r.specific[v] == ir.Value(in) {
			delete(r.specific, v)
		}
	}
	for _, v := range r.backsOf[in] {
		if r.backs[v] == in {
			delete(r.backs, v)
		}
	}
	delete(r.formsOf, in)
	delete(r.backsOf, in)
	if r.lastArg == in {
		r.lastArg = nil
	}
	delete(r.ours, in)
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b [20]byte
	n := len(b)
	for ; i > 0; i /= 10 {
		n--
		b[n] = byte('0' + i%10)
	}
	return string(b[n:])
}

// Clones go right before their originals, which finishClones deletes, and
// casts right after the value they cast. In a huge block (a fully
// unrolled loop, the allocas of a big -O0 function) putting each one into
// the block's list would move the rest of the list each time, so
// placeBefore and insertAfter only record them (each is linked and
// belongs to the block), and settle writes a block's recorded ones into
// its list in one pass. Every other step that needs positions in a block,
// or inserts or deletes there, settles the block first, as does an
// insertion next to an instruction not yet written; so the list is always
// what inserting each at once would have made, and a block that only
// gains clones and casts is written once.

// placeBefore puts clone c right before in, as recorded.
func (r *rewriter) placeBefore(in, c *ir.Instruction) {
	if r.isLater[in] {
		r.insertBefore(in, c)
		return
	}
	r.record(in.Parent, c)
	r.later[in] = c
}

// insertAfter puts c right after pos (before what was put there
// earlier), as recorded.
func (r *rewriter) insertAfter(pos, c *ir.Instruction) {
	if r.isLater[pos] {
		r.settle(pos.Parent)
		ir.InsertAfter(pos, c)
		return
	}
	r.record(pos.Parent, c)
	r.after[pos] = append(r.after[pos], c)
}

// record makes c an instruction of b that settle will write.
func (r *rewriter) record(b *ir.Block, c *ir.Instruction) {
	c.Parent = b
	ir.LinkOperands(c)
	r.isLater[c] = true
	r.laterIn[b]++
}

// settle writes b's recorded instructions into its list.
func (r *rewriter) settle(b *ir.Block) {
	n := r.laterIn[b]
	if n == 0 {
		return
	}
	delete(r.laterIn, b)
	instrs := make([]*ir.Instruction, 0, len(b.Instrs)+n)
	for _, in := range b.Instrs {
		if c, ok := r.later[in]; ok {
			instrs = append(instrs, c)
			delete(r.later, in)
			delete(r.isLater, c)
		}
		instrs = append(instrs, in)
		after := r.after[in]
		for i := len(after) - 1; i >= 0; i-- {
			instrs = append(instrs, after[i])
			delete(r.isLater, after[i])
		}
		delete(r.after, in)
	}
	b.Instrs = instrs
}

// settleAll settles every block of the function.
func (r *rewriter) settleAll() {
	for _, b := range r.f.Blocks {
		r.settle(b)
	}
}

// insertBefore is ir.InsertBefore for the rewrite: it settles the block
// first.
func (r *rewriter) insertBefore(pos, in *ir.Instruction) {
	r.settle(pos.Parent)
	ir.InsertBefore(pos, in)
}

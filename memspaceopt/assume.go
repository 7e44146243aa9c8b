package memspaceopt

import (
	"slices"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// Facts the program states.
//
// What: "call void @llvm.assume(i1 %c)", where %c is a space test
// (llvm.nvvm.isspacep.*, llvm.amdgcn.is.shared / is.private) of a generic
// pointer, its negation (xor with true, icmp eq with false) or a
// conjunction of such, tells where the pointer is from that point on. The
// solver knows nothing of assumptions, so the fact is written into the IR
// as a round trip through the space the solver does understand:
//
//	%s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
//	call void @llvm.assume(i1 %s)
//	%q = getelementptr float, ptr %p, i64 %i
//
//	call void @llvm.assume(i1 %s)
//	%p.shared = addrspacecast ptr %p to ptr addrspace(3)
//	%p.shared.gen = addrspacecast ptr addrspace(3) %p.shared to ptr
//	%q = getelementptr float, ptr %p.shared.gen, i64 %i
//
// and every use of %p the assumption dominates takes the round trip
// (not the test, not the new casts). The solver sees the space, the
// rewrite moves the accesses to it, and the cast folder removes the
// casts nothing needs: the generic users of the round trip get %p back.
//
// Why it is sound: the round trip is the identity on an address that is
// in that space, and where the assumption does not hold the program is
// undefined anyway.
//
// When: a positive fact is written before the module is solved. A
// negative one ("not shared") says something only against a set: after
// the first solve, if the set without the excluded spaces is one space
// (on AMDGPU, or global and constant, whose addresses share the global
// aperture), that space is written the same way, and the module is
// solved again. A fact that contradicts its pointer's set (a positive
// one that the set rules out, a negative one on a pointer that can only
// be in that space) is reported as a warning with notes and not applied;
// a positive fact that cannot narrow the set to the space its cast names
// (isspacep.global on what may be a kernel parameter's address, which
// lies in the global window but is no global address) is withdrawn
// quietly. Either way the module is solved again, once, only when some
// fact was added or withdrawn after the first solve.

// fact is one space test an assumption states, on one pointer.
type fact struct {
	assume  *ir.Instruction
	subject ir.Value
	test    spaceTest
	negated bool
	// trip is the round trip written for the fact, if any.
	trip *roundTrip
}

// roundTrip is "addrspacecast p to S" and the cast back, with the uses
// of p it took over.
type roundTrip struct {
	to, back  *ir.Instruction
	took      []takenUse
	made      bool // to is new (not left by an earlier run)
	withdrawn bool
}

// takenUse is operand i of user, which held old.
type takenUse struct {
	user *ir.Instruction
	i    int
	old  ir.Value
}

// contradiction is a fact its pointer's set rules out: the pointer is
// said to be in (or, negated, not in) the spaces claimed.
type contradiction struct {
	f       *fact
	set     lattice.Set
	claimed lattice.Set
}

// facts are the assumptions of a module about address spaces.
type facts struct {
	m     *ir.Module
	t     *target.Target
	list  []*fact
	doms  map[*ir.Function]*domTree
	names map[*ir.Function]map[string]bool
	// trips lists, per subject, the round trips written for it in order.
	trips          map[ir.Value][]*roundTrip
	contradictions []contradiction
}

// findFacts collects the assumptions of m, function by function in
// module order, each function's in instruction order.
func findFacts(m *ir.Module, t *target.Target) *facts {
	fs := &facts{m: m, t: t, doms: map[*ir.Function]*domTree{},
		names: map[*ir.Function]map[string]bool{}, trips: map[ir.Value][]*roundTrip{}}
	assume := m.Function("llvm.assume")
	if assume == nil {
		return fs
	}
	for _, in := range assumeCalls(m, assume) {
		for _, c := range conjuncts(in.Operand(0)) {
			fs.addLiteral(in, c)
		}
	}
	return fs
}

// assumeCalls lists the calls of llvm.assume in module order.
func assumeCalls(m *ir.Module, assume *ir.Function) []*ir.Instruction {
	byFunc := map[*ir.Function][]*ir.Instruction{}
	for _, u := range ir.UsersOf(assume) {
		in, ok := u.(*ir.Instruction)
		if ok && in.Op == ir.OpCall && in.CalledFunction() == assume && in.Parent != nil && in.NumOperands() == 2 {
			byFunc[in.Parent.Parent] = append(byFunc[in.Parent.Parent], in)
		}
	}
	var out []*ir.Instruction
	for _, f := range m.Functions {
		calls := byFunc[f]
		if len(calls) == 0 {
			continue
		}
		pos := positions(f)
		slices.SortFunc(calls, func(a, b *ir.Instruction) int { return pos[a] - pos[b] })
		out = append(out, slices.Compact(calls)...)
	}
	return out
}

// positions numbers f's instructions in order.
func positions(f *ir.Function) map[*ir.Instruction]int {
	pos := map[*ir.Instruction]int{}
	f.Instructions(func(in *ir.Instruction) { pos[in] = len(pos) })
	return pos
}

// conjuncts splits "and i1 a, b" (and "select i1 a, i1 b, i1 false")
// into the conditions that must all hold.
func conjuncts(c ir.Value) []ir.Value {
	in, ok := c.(*ir.Instruction)
	if !ok {
		return []ir.Value{c}
	}
	switch {
	case in.Op == ir.OpAnd && isI1(in.Type()):
		return append(conjuncts(in.Operand(0)), conjuncts(in.Operand(1))...)
	case in.Op == ir.OpSelect && isI1(in.Type()) && isConstBool(in.Operand(2), false):
		return append(conjuncts(in.Operand(0)), conjuncts(in.Operand(1))...)
	}
	return []ir.Value{c}
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntType)
	return ok && it.Bits == 1
}

// isConstBool reports whether v is the i1 constant b.
func isConstBool(v ir.Value, b bool) bool {
	c, ok := smallInt(v)
	return ok && isI1(c.Type()) && c.IsZero() != b
}

// literal strips negations from c: xor with true, icmp eq/ne with a
// constant. It returns the condition under them and whether an odd
// number of them negate it.
func literal(c ir.Value) (ir.Value, bool) {
	negated := false
	for {
		in, ok := c.(*ir.Instruction)
		if !ok || (in.Op != ir.OpXor && in.Op != ir.OpICmp) || !isI1(in.Operand(0).Type()) {
			return c, negated
		}
		a, b := in.Operand(0), in.Operand(1)
		if _, isConst := a.(*ir.ConstInt); isConst {
			a, b = b, a
		}
		k, isConst := smallInt(b)
		if !isConst {
			return c, negated
		}
		flip, ok := negation(in, k)
		if !ok {
			return c, negated
		}
		negated, c = negated != flip, a
	}
}

// negation says whether "in" (xor or icmp with constant k) negates its
// other operand; ok is false for anything else.
func negation(in *ir.Instruction, k *ir.ConstInt) (flip, ok bool) {
	switch {
	case in.Op == ir.OpXor:
		return !k.IsZero(), true
	case in.Op == ir.OpICmp && in.Pred.String() == "eq":
		return k.IsZero(), true
	case in.Op == ir.OpICmp && in.Pred.String() == "ne":
		return !k.IsZero(), true
	}
	return false, false
}

// addLiteral records the fact condition c states at assumption in, on
// the tested pointer and the pointers it is a bitcast of.
func (fs *facts) addLiteral(in *ir.Instruction, c ir.Value) {
	c, negated := literal(c)
	call, ok := c.(*ir.Instruction)
	if !ok || call.Op != ir.OpCall || len(addrspace.CallArgs(call)) != 1 {
		return
	}
	test, ok := testFor(fs.t, addrspace.CalleeName(call))
	if !ok {
		return
	}
	for p := addrspace.CallArgs(call)[0]; fs.isSubject(p); p = bitcastSource(p) {
		fs.list = append(fs.list, &fact{assume: in, subject: p, test: test, negated: negated})
	}
}

// isSubject: a generic pointer that is a parameter or an instruction.
func (fs *facts) isSubject(v ir.Value) bool {
	switch v.(type) {
	case *ir.Argument, *ir.Instruction:
		as, ok := ir.AddrSpaceOf(v.Type())
		_, scalar := v.Type().(*ir.PointerType)
		return ok && scalar && fs.t.IsGeneric(target.AddrSpace(as))
	}
	return false
}

// bitcastSource is the operand of a pointer bitcast (typed IR), or nil.
func bitcastSource(v ir.Value) ir.Value {
	if in, ok := v.(*ir.Instruction); ok && in.Op == ir.OpBitCast {
		return in.Operand(0)
	}
	return nil
}

// writePositive writes the round trips of the positive facts; it runs
// before the first solve.
func (fs *facts) writePositive() {
	for _, f := range fs.list {
		if !f.negated {
			fs.write(f, f.test.narrow)
		}
	}
}

// settle judges the facts against the first solve: it withdraws positive
// facts that are contradicted or cannot narrow, writes the negative ones
// that leave one space, and reports whether the module must be solved
// again.
func (fs *facts) settle(res *addrspace.Result) bool {
	again := false
	for _, f := range fs.list {
		set := res.Set(f.subject)
		if f.negated {
			again = fs.settleNegative(f, set) || again
		} else if f.trip != nil {
			again = fs.settlePositive(f, set) || again
		}
	}
	return again
}

func (fs *facts) settlePositive(f *fact, set lattice.Set) bool {
	possible := set.Intersect(f.test.maybe)
	switch {
	case !set.IsEmpty() && possible.IsEmpty():
		fs.contradictions = append(fs.contradictions, contradiction{f, set, f.test.maybe})
	case !possible.Minus(f.test.covers).IsEmpty():
	default:
		return false
	}
	fs.withdraw(f)
	return true
}

// settleNegative judges the negative facts on f's subject at f's
// assumption together, once, at the first of them.
func (fs *facts) settleNegative(f *fact, set lattice.Set) bool {
	group := fs.negativeGroup(f)
	if group[0] != f || set.IsEmpty() {
		return false
	}
	var excluded lattice.Set
	for _, g := range group {
		excluded = excluded.Union(g.test.yes)
	}
	if set.SubsetOf(excluded) {
		fs.contradictions = append(fs.contradictions, contradiction{f, set, excluded})
		return false
	}
	as, ok := fs.window(set.Minus(excluded))
	if !ok || !fs.write(f, as) {
		return false
	}
	for _, g := range group[1:] {
		g.trip = f.trip
	}
	return true
}

// negativeGroup lists the negative facts on f's subject at f's
// assumption, in order.
func (fs *facts) negativeGroup(f *fact) []*fact {
	var out []*fact
	for _, g := range fs.list {
		if g.negated && g.assume == f.assume && g.subject == f.subject {
			out = append(out, g)
		}
	}
	return out
}

// window is the one space a cast may name for a pointer with set rest:
// its only space, or on AMDGPU global for global and constant, which
// share the global aperture.
func (fs *facts) window(rest lattice.Set) (target.AddrSpace, bool) {
	if as, ok := rest.Single(fs.t); ok {
		return as, true
	}
	global, _ := fs.t.SpaceByName("global")
	if fs.t.Name() == "amdgpu" && !rest.IsEmpty() && rest.SubsetOf(spacesNamed(fs.t, "global constant")) {
		return global, true
	}
	return 0, false
}

// write writes f's round trip through space as and gives it the uses of
// the subject (and of earlier round trips of it) that f's assumption
// dominates. It reports whether it wrote anything.
func (fs *facts) write(f *fact, as target.AddrSpace) bool {
	if fs.t.Cast(fs.t.Generic(), as) != target.CastIfProven {
		return false
	}
	fn := f.assume.Parent.Parent
	trip := fs.castTo(f, as)
	back := ir.NewCast(ir.OpAddrSpaceCast, trip.to, f.subject.Type())
	back.SetName(fs.uniqueName(fn, suffixed(trip.to.Name(), "gen")))
	ir.InsertAfter(trip.to, back)
	trip.back = back
	dom := fs.dom(fn)
	for _, v := range append([]ir.Value{f.subject}, fs.backs(f.subject)...) {
		trip.took = append(trip.took, takeDominatedUses(dom, v, back)...)
	}
	f.trip = trip
	fs.trips[f.subject] = append(fs.trips[f.subject], trip)
	return true
}

// castTo returns a round trip of f's subject holding its cast to space
// as: the one an earlier run left right after the assumption (so a second
// run changes nothing), or a new one there.
func (fs *facts) castTo(f *fact, as target.AddrSpace) *roundTrip {
	t := fs.m.WithAddrSpace(f.subject.Type(), uint32(as))
	b := f.assume.Parent
	if hasCastIn(b, f.subject, t) {
		if c := reusableCast(b, b.Index(f.assume)+1, f.subject, t); c != nil {
			return &roundTrip{to: c}
		}
	}
	to := ir.NewCast(ir.OpAddrSpaceCast, f.subject, t)
	base := f.subject.Name()
	if base == "" {
		base = "assumed" // a numbered cast would renumber the values after it
	}
	to.SetName(fs.uniqueName(b.Parent, suffixed(base, suffixSafe.Replace(fs.t.SpaceName(as)))))
	ir.InsertAfter(f.assume, to)
	return &roundTrip{to: to, made: true}
}

// backs are the casts back of the subject's earlier round trips.
func (fs *facts) backs(subject ir.Value) []ir.Value {
	var out []ir.Value
	for _, t := range fs.trips[subject] {
		out = append(out, t.back)
	}
	return out
}

// takeDominatedUses makes the uses of v that back dominates use back,
// and returns them.
func takeDominatedUses(dom *domTree, v ir.Value, back *ir.Instruction) []takenUse {
	var took []takenUse
	for _, u := range slices.Clone(ir.UsersOf(v)) {
		user, ok := u.(*ir.Instruction)
		if !ok || user == back || user == back.Operand(0) || user.Parent == nil {
			continue
		}
		for i, op := range user.Operands() {
			if op == v && usedAfter(dom, back, user, i) {
				user.SetOperand(i, back)
				took = append(took, takenUse{user, i, v})
			}
		}
	}
	return took
}

// usedAfter reports whether def dominates operand i of user: a phi uses
// its value at the end of the incoming block.
func usedAfter(dom *domTree, def, user *ir.Instruction, i int) bool {
	at := user.Parent
	if user.Op == ir.OpPhi {
		_, at = user.Incoming(i / 2)
		if at == def.Parent {
			return true
		}
	} else if at == def.Parent {
		return at.Index(def) < at.Index(user)
	}
	return at != def.Parent && dom.dominates(def.Parent, at)
}

// withdraw removes f's round trip and gives its uses back.
func (fs *facts) withdraw(f *fact) {
	t := f.trip
	f.trip = nil
	if t.withdrawn {
		return // shared with a fact of the same group
	}
	t.withdrawn = true
	for _, u := range t.took {
		if u.user.Parent != nil && u.user.Operand(u.i) == ir.Value(t.back) {
			u.user.SetOperand(u.i, u.old)
		}
	}
	if len(ir.UsersOf(t.back)) == 0 {
		t.back.Erase()
		if t.made && len(ir.UsersOf(t.to)) == 0 {
			t.to.Erase()
		}
	}
	list := slices.DeleteFunc(fs.trips[f.subject], func(x *roundTrip) bool { return x == t })
	for _, later := range list {
		for i, u := range later.took {
			if u.old == ir.Value(t.back) {
				later.took[i].old = f.subject
			}
		}
	}
	fs.trips[f.subject] = list
}

// withdrawIn withdraws every fact of function fn (a function left
// unchanged).
func (fs *facts) withdrawIn(fn *ir.Function) {
	for i := len(fs.list) - 1; i >= 0; i-- {
		if f := fs.list[i]; f.trip != nil && f.assume.Parent.Parent == fn {
			fs.withdraw(f)
		}
	}
}

// casts lists, per function, the casts back written there, for the
// rewriter to treat as its own.
func (fs *facts) casts() map[*ir.Function][]*ir.Instruction {
	out := map[*ir.Function][]*ir.Instruction{}
	for _, f := range fs.list {
		if f.trip != nil {
			fn := f.assume.Parent.Parent
			out[fn] = append(out[fn], f.trip.back)
		}
	}
	return out
}

// functions lists the functions that hold facts, in module order.
func (fs *facts) functions() []*ir.Function {
	var out []*ir.Function
	for _, f := range fs.list {
		if fn := f.assume.Parent.Parent; len(out) == 0 || out[len(out)-1] != fn {
			out = append(out, fn)
		}
	}
	return out
}

func (fs *facts) dom(fn *ir.Function) *domTree {
	d, ok := fs.doms[fn]
	if !ok {
		d = newDomTree(fn)
		fs.doms[fn] = d
	}
	return d
}

// uniqueName returns base, or base.N, not yet used in fn.
func (fs *facts) uniqueName(fn *ir.Function, base string) string {
	if base == "" {
		return ""
	}
	names, ok := fs.names[fn]
	if !ok {
		names = fn.LocalNames()
		fs.names[fn] = names
	}
	name := base
	for i := 1; names[name]; i++ {
		name = base + "." + itoa(i)
	}
	names[name] = true
	return name
}

package randprog

import (
	"fmt"
	"math/rand"
	"strings"
)

// The third round of patterns (gen.more, one seed in two, decided by a
// generator of its own, so the other seeds give the modules they gave
// before): tables whose initializers hold constant-expression pointers
// (an internal or exported __device__ table, rewritten at run time and
// restored before the kernel ends, and a __constant__ one), pointers in
// the module's slots swapped by atomics whose compare may fail and read
// back, calls through a table of address-taken helpers or a select of
// two, recursion that stores into a caller's slot or passes its own local
// array down, a pointer stored through a T** by a helper two levels down,
// llvm.ptrmask, selects with a null arm tested before the access, pointer
// equality deciding which pointer to read, and memset over a struct of
// pointers rewritten before use.

// moreExtend decides, from a generator of its own, whether the module of
// seed gets the third round's patterns, and what its tables hold.
func (g *gen) moreExtend(seed int64) {
	g.y = rand.New(rand.NewSource(seed*104729 + 41))
	if g.y.Intn(2) != 0 {
		return
	}
	g.more = true
	g.iInit = []string{
		"addrspacecast (ptr addrspace(1) @gA to gptr)",
		"addrspacecast (ptr addrspace(1) getelementptr inbounds ([64 x i32], ptr addrspace(1) @gA, i64 0, i64 8) to gptr)",
		"getelementptr inbounds (i8, gptr addrspacecast (ptr addrspace(3) @sA to gptr), i64 16)",
		"addrspacecast (ptr addrspace(3) @sB to gptr)",
	}
	g.iAllowed = global | shared
	if g.fl.noConst {
		// OpenCL has no program-scope address of a __local variable
		// (lower-generic refuses one: no constant can carry its tag).
		g.iInit[2] = "addrspacecast (ptr addrspace(1) getelementptr inbounds ([64 x i32], ptr addrspace(1) @gA, i64 0, i64 4) to gptr)"
		g.iInit[3] = "addrspacecast (ptr addrspace(1) getelementptr inbounds ([64 x i32], ptr addrspace(1) @gA, i64 0, i64 12) to gptr)"
	}
	if !g.fl.noConst && g.y.Intn(2) == 0 {
		g.iInit[3] = "getelementptr inbounds (i32, gptr addrspacecast (ptr addrspace(CAS) @cA to gptr), i64 4)"
		g.iAllowed = global | shared | constant
	}
	if g.y.Intn(3) == 0 {
		g.iAllowed |= local // run-time stores may put a kernel's array there
	}
	g.iLink = []string{"internal", "dso_local"}[g.y.Intn(2)]
}

// moreDecls are the globals of the third round: @gI (a __device__ table
// of pointers with an initializer), @cI (a __constant__ one) and @fT (a
// table of helpers, where calls through pointers exist).
func (g *gen) moreDecls() string {
	var b strings.Builder
	fmt.Fprintf(&b, "@gI = %s addrspace(1) global [4 x gptr] [", g.iLink)
	for i, e := range g.iInit {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("gptr " + e)
	}
	b.WriteString("], align 8\n")
	c, d := "getelementptr inbounds (i32, gptr addrspacecast (ptr addrspace(CAS) @cA to gptr), i64 2)", "addrspacecast (ptr addrspace(3) @sB to gptr)"
	if g.fl.noConst {
		c = "addrspacecast (ptr addrspace(1) getelementptr inbounds ([64 x i32], ptr addrspace(1) @gA, i64 0, i64 2) to gptr)"
		d = "addrspacecast (ptr addrspace(1) @gA to gptr)"
	}
	fmt.Fprintf(&b, "@cI = internal addrspace(CAS) constant [2 x gptr] [gptr %s, gptr %s], align 8\n", c, d)
	if !g.fl.noIndirect {
		b.WriteString("@fT = internal addrspace(1) constant [2 x ptr] [ptr @fpa, ptr @fpb], align 8\n")
	}
	b.WriteString("\n")
	return b.String()
}

// cISet is what @cI's entries point to.
func (g *gen) cISet() space {
	if g.fl.noConst {
		return global
	}
	return constant | shared
}

// moreHelpers writes the third round's helpers: @fpa and @fpb (address
// taken: each reads through one pointer and returns the other), @rput
// (recursion that stores into a caller's slot and reads back through
// it), @rloc (recursion passing its own local array down), and @ppo,
// @ppi, @ppr (a pointer stored or read through a T** two levels down).
func (g *gen) moreHelpers() string {
	link := func() string { return []string{"internal", "dso_local"}[g.y.Intn(2)] }
	var b strings.Builder
	for _, h := range [][2]string{{"fpa", "p"}, {"fpb", "q"}} {
		ret := "q"
		if h[1] == "q" {
			ret = "p"
		}
		fmt.Fprintf(&b, `define %s FCC gptr @%s(gptr noundef %%p, gptr noundef %%q, i32 noundef %%n) #0 {
entry:
  %%e = and i32 %%n, 15
  %%a = getelementptr inbounds i32, gptr %%%s, i32 %%e
  %%v = load i32, gptr %%a, align 4
  %%c = icmp sgt i32 %%v, 100
  %%r = select i1 %%c, gptr null, gptr %%%s
  ret gptr %%r
}

`, link(), h[0], h[1], ret)
	}
	fmt.Fprintf(&b, `define %s FCC i32 @rput(gptr noundef %%slot, gptr noundef %%p, gptr noundef %%q, i32 noundef %%d) #0 {
entry:
  %%more = icmp sgt i32 %%d, 0
  br i1 %%more, label %%again, label %%last
again:
  %%d1 = sub i32 %%d, 1
  %%r = call FCC i32 @rput(gptr %%slot, gptr %%q, gptr %%p, i32 %%d1)
  %%w = load gptr, gptr %%slot, align 8
  %%a = getelementptr inbounds i32, gptr %%w, i32 %%d
  %%v = load i32, gptr %%a, align 4
  %%s = add i32 %%r, %%v
  ret i32 %%s
last:
  store gptr %%p, gptr %%slot, align 8
  %%x = load i32, gptr %%q, align 4
  ret i32 %%x
}

`, link())
	var al strings.Builder
	f := &fn{g: g}
	f.n = 100
	arr := f.array()
	al.WriteString(f.entry.String())
	fmt.Fprintf(&b, `define %s FCC i32 @rloc(gptr noundef %%p, i32 noundef %%d) #0 {
entry:
%s  %%own = getelementptr inbounds i32, gptr %s, i32 %%d
  store i32 %%d, gptr %%own, align 4
  %%more = icmp sgt i32 %%d, 0
  br i1 %%more, label %%again, label %%last
again:
  %%d1 = sub i32 %%d, 1
  %%odd = and i32 %%d, 1
  %%c = icmp ne i32 %%odd, 0
  %%x = select i1 %%c, gptr %s, gptr %%p
  %%r = call FCC i32 @rloc(gptr %%x, i32 %%d1)
  %%a = getelementptr inbounds i32, gptr %%p, i32 %%d
  %%v = load i32, gptr %%a, align 4
  %%s = add i32 %%r, %%v
  ret i32 %%s
last:
  %%w = load i32, gptr %%p, align 4
  ret i32 %%w
}

`, link(), al.String(), arr, arr)
	fmt.Fprintf(&b, `define %s FCC void @ppi(gptr noundef %%pp, gptr noundef %%v) #0 {
entry:
  store gptr %%v, gptr %%pp, align 8
  ret void
}

define %s FCC void @ppo(gptr noundef %%ppp, gptr noundef %%v) #0 {
entry:
  %%pp = load gptr, gptr %%ppp, align 8
  call FCC void @ppi(gptr %%pp, gptr %%v)
  ret void
}

define %s FCC gptr @ppr(gptr noundef %%ppp) #0 {
entry:
  %%pp = load gptr, gptr %%ppp, align 8
  %%p = load gptr, gptr %%pp, align 8
  ret gptr %%p
}

`, link(), link(), link())
	b.WriteString(g.moreHelpers2())
	return b.String()
}

const moreIntrinsics = `declare gptr @llvm.ptrmask.GP.i64(gptr, i64)
`

// moreStmt writes one statement of the third round.
func (f *fn) moreStmt() {
	switch f.g.r.Intn(16) {
	case 11, 12, 13, 14, 15:
		f.moreStmt2()
	case 0:
		f.atomicSlot()
	case 1:
		f.indirect()
	case 2:
		f.recPut()
	case 3:
		f.recLocal()
	case 4:
		f.tableRead()
	case 5:
		f.ptrMask()
	case 6:
		f.nullArm()
	case 7:
		f.eqPick()
	case 8:
		f.chain()
	case 9:
		f.memsetRewrite()
	default:
		f.tableWrite()
	}
}

// restoreTables puts @gI's initializer back (the kernel ends with the
// module's variables as it found them).
func (f *fn) restoreTables() {
	for i, e := range f.g.iInit {
		f.emit("store gptr %s, ptr addrspace(1) getelementptr inbounds ([4 x gptr], ptr addrspace(1) @gI, i32 0, i32 %d), align 8", e, i)
	}
}

// tableEntry emits the address of an entry of @gI picked at run time,
// specific or generic, and returns it with its type.
func (f *fn) tableEntry() (addr, ty string) {
	i, e := f.val("ix"), f.val("ie")
	f.emit("%s = and i32 %s, 3", i, f.int())
	if f.g.r.Intn(2) == 0 {
		f.emit("%s = getelementptr inbounds [4 x gptr], ptr addrspace(1) @gI, i32 0, i32 %s", e, i)
		return e, "ptr addrspace(1)"
	}
	f.emit("%s = getelementptr inbounds gptr, gptr addrspacecast (ptr addrspace(1) @gI to gptr), i32 %s", e, i)
	return e, "gptr"
}

// tableRead loads an entry of @gI or @cI and reads through it.
func (f *fn) tableRead() {
	x := f.val("il")
	if f.g.r.Intn(3) == 0 {
		i, e := f.val("ix"), f.val("ie")
		f.emit("%s = and i32 %s, 1", i, f.int())
		f.emit("%s = getelementptr inbounds [2 x gptr], ptr addrspace(CAS) @cI, i32 0, i32 %s", e, i)
		f.emit("%s = load gptr, ptr addrspace(CAS) %s, align 8", x, e)
		f.ptrs = append(f.ptrs, ptr{name: x, set: f.g.cISet(), off: gepMax})
	} else {
		e, ty := f.tableEntry()
		f.emit("%s = load gptr, %s %s, align 8", x, ty, e)
		f.ptrs = append(f.ptrs, ptr{name: x, set: f.g.iAllowed, off: gepMax})
	}
	v := f.val("v")
	f.emit("%s = load i32, gptr %s, align 4", v, f.element(f.ptrs[len(f.ptrs)-1]))
	f.addInt(v)
}

// tableWrite stores a pointer @gI may hold into an entry (kernels only,
// as slotStore: the kernel restores the table before it ends).
func (f *fn) tableWrite() {
	if !f.kernel {
		return
	}
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&^f.g.iAllowed == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	e, ty := f.tableEntry()
	f.emit("store gptr %s, %s %s, align 8", p.name, ty, e)
}

// atomicSlot swaps a pointer into a module slot or an entry of @gI with
// atomicrmw xchg or a cmpxchg whose expected pointer may not be there
// (so it may fail), then reads the slot again; both pointers are read
// through (kernels only, as slotStore; never local memory).
func (f *fn) atomicSlot() {
	if !f.kernel {
		return
	}
	r := f.g.r
	var addr, ty string
	var allowed space
	if r.Intn(3) == 0 {
		addr, ty = f.tableEntry()
		allowed = f.g.iAllowed
	} else {
		s := f.g.slots[r.Intn(len(f.g.slots))]
		addr, ty, allowed = s.addr, s.addrTy, s.allowed
		if ty != "gptr" && r.Intn(2) == 0 {
			c := f.val("ac")
			f.emit("%s = addrspacecast %s %s to gptr", c, ty, addr)
			addr, ty = c, "gptr"
		}
	}
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&^allowed == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	old := f.val("old")
	switch r.Intn(3) {
	case 0:
		f.emit("%s = atomicrmw xchg %s %s, gptr %s seq_cst, align 8", old, ty, addr, p.name)
	default:
		exp, pair, okv, z := f.pick(), f.val("pair"), f.val("ok"), f.val("z")
		weak := ""
		if r.Intn(2) == 0 {
			weak = "weak "
		}
		f.emit("%s = cmpxchg %s%s %s, gptr %s, gptr %s acq_rel monotonic, align 8", pair, weak, ty, addr, exp.name, p.name)
		f.emit("%s = extractvalue { gptr, i1 } %s, 0", old, pair)
		f.emit("%s = extractvalue { gptr, i1 } %s, 1", okv, pair)
		f.emit("%s = zext i1 %s to i32", z, okv)
		f.addInt(z)
	}
	now := f.val("now")
	f.emit("%s = load gptr, %s %s, align 8", now, ty, addr)
	o, n := ptr{name: old, set: allowed, off: gepMax}, ptr{name: now, set: allowed, off: gepMax}
	for _, q := range []ptr{o, n} {
		v := f.val("v")
		f.emit("%s = load i32, gptr %s, align 4", v, f.element(q))
		f.addInt(v)
	}
	f.ptrs = append(f.ptrs, o, n)
}

// indirect calls @fpa or @fpb through @fT (an entry picked at run time,
// read through the table's global or generic address) or a select of
// the two, with pointers of any space; or @set_* through a select
// (kernels only, into a slot that may hold the pointer).
func (f *fn) indirect() {
	if f.g.fl.noIndirect {
		return
	}
	r := f.g.r
	fp := f.val("fp")
	if f.kernel && r.Intn(3) == 0 {
		s := f.slots[r.Intn(len(f.slots))]
		p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax })
		if !ok {
			return
		}
		addr := s.generic()
		c := f.val("c")
		f.emit("%s = icmp slt i32 %s, %s", c, f.int(), f.int())
		f.emit("%s = select i1 %s, ptr @set_internal, ptr @set_dso_local", fp, c)
		f.emit("call FCC void %s(gptr %s, gptr %s)", fp, addr, p.name)
		return
	}
	ok := func(p ptr) bool { return p.off <= gepMax }
	a, ok1 := f.pickWhere(ok)
	b, ok2 := f.pickWhere(ok)
	if !ok1 || !ok2 {
		return
	}
	i, e := f.val("fi"), f.val("fe")
	switch r.Intn(3) {
	case 0:
		f.emit("%s = and i32 %s, 1", i, f.int())
		f.emit("%s = getelementptr inbounds [2 x ptr], ptr addrspace(1) @fT, i32 0, i32 %s", e, i)
		f.emit("%s = load ptr, ptr addrspace(1) %s, align 8", fp, e)
	case 1:
		f.emit("%s = and i32 %s, 1", i, f.int())
		f.emit("%s = getelementptr inbounds ptr, gptr addrspacecast (ptr addrspace(1) @fT to gptr), i32 %s", e, i)
		f.emit("%s = load ptr, gptr %s, align 8", fp, e)
	default:
		f.emit("%s = icmp slt i32 %s, %s", i, f.int(), f.int())
		f.emit("%s = select i1 %s, ptr @fpa, ptr @fpb", fp, i)
	}
	x := f.val("r")
	f.emit("%s = call FCC gptr %s(gptr %s, gptr %s, i32 %s)", x, fp, a.name, b.name, f.int())
	f.nonNull(merge(x, a, b))
}

// nonNull reads through p, which may be null, when it is not, and keeps
// p (as the pointer that is not null: the select of p and a fallback).
func (f *fn) nonNull(p ptr) {
	nz := f.val("nz")
	f.emit("%s = icmp ne gptr %s, null", nz, p.name)
	pre, yes, join := f.block, f.label("nn"), f.label("nnj")
	f.emit("br i1 %s, label %%%s, label %%%s", nz, yes, join)
	f.startBlock(yes)
	v := f.val("v")
	f.emit("%s = load i32, gptr %s, align 4", v, f.element(p))
	f.emit("br label %%%s", join)
	f.startBlock(join)
	x := f.val("v")
	f.emit("%s = phi i32 [ %s, %%%s ], [ 0, %%%s ]", x, v, yes, pre)
	f.addInt(x)
	fb, ok := f.pickWhere(func(q ptr) bool { return q.off <= gepMax && q.name != p.name })
	if !ok {
		return
	}
	s := f.val("s")
	f.emit("%s = select i1 %s, gptr %s, gptr %s", s, nz, p.name, fb.name)
	f.ptrs = append(f.ptrs, merge(s, p, fb))
}

// recPut has @rput store one of two pointers into a slot of the kernel
// three levels down and read through the slot on the way back (kernels
// only, as slotStore).
func (f *fn) recPut() {
	if !f.kernel {
		return
	}
	s := f.slots[f.g.r.Intn(len(f.slots))]
	fits := func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax }
	a, ok1 := f.pickWhere(fits)
	b, ok2 := f.pickWhere(fits)
	if !ok1 || !ok2 {
		return
	}
	addr := s.generic()
	x := f.val("r")
	f.emit("%s = call FCC i32 @rput(gptr %s, gptr %s, gptr %s, i32 %d)", x, addr, a.name, b.name, 1+f.g.r.Intn(3))
	f.addInt(x)
}

// recLocal calls @rloc, which passes its own array or the pointer it
// was given down three levels.
func (f *fn) recLocal() {
	p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax })
	if !ok {
		return
	}
	x := f.val("r")
	f.emit("%s = call FCC i32 @rloc(gptr %s, i32 %d)", x, p.name, 1+f.g.r.Intn(3))
	f.addInt(x)
}

// ptrMask clears bits no i32 address has set (llvm.ptrmask with -4, -1
// or a mask computed at run time that keeps every other bit).
func (f *fn) ptrMask() {
	p := f.pick()
	m := []string{"-4", "-1", ""}[f.g.r.Intn(3)]
	if m == "" {
		z, w := f.val("mz"), f.val("mw")
		f.emit("%s = and i32 %s, 3", z, f.int())
		f.emit("%s = zext i32 %s to i64", w, z)
		m = f.val("mk")
		f.emit("%s = or i64 %s, -4", m, w)
	}
	x := f.val("pm")
	f.emit("%s = call gptr @llvm.ptrmask.GP.i64(gptr %s, i64 %s)", x, p.name, m)
	p.name = x
	f.ptrs = append(f.ptrs, p)
}

// nullArm selects a pointer or null and reads through it when it is not
// null.
func (f *fn) nullArm() {
	p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax })
	if !ok {
		return
	}
	c, s := f.val("c"), f.val("sn")
	f.emit("%s = icmp slt i32 %s, %s", c, f.int(), f.int())
	if f.g.r.Intn(2) == 0 {
		f.emit("%s = select i1 %s, gptr %s, gptr null", s, c, p.name)
	} else {
		f.emit("%s = select i1 %s, gptr null, gptr %s", s, c, p.name)
	}
	p.name = s
	f.nonNull(p)
}

// eqPick compares two pointers of any origin and reads through the
// first when they are equal, else through a third.
func (f *fn) eqPick() {
	a, b, c := f.pick(), f.pick(), f.pick()
	eq, x := f.val("eq"), f.val("s")
	op := []string{"eq", "ne"}[f.g.r.Intn(2)]
	f.emit("%s = icmp %s gptr %s, %s", eq, op, a.name, b.name)
	if op == "eq" {
		f.emit("%s = select i1 %s, gptr %s, gptr %s", x, eq, a.name, c.name)
	} else {
		f.emit("%s = select i1 %s, gptr %s, gptr %s", x, eq, c.name, a.name)
	}
	p := merge(x, a, c)
	v := f.val("v")
	f.emit("%s = load i32, gptr %s, align 4", v, f.element(p))
	f.addInt(v)
	f.ptrs = append(f.ptrs, p)
}

// chain has @ppo store a pointer through a T** whose target is one of
// the kernel's slots, by way of @ppi, or @ppr read through it; the T**
// lives in a fresh local slot (kernels only, as slotStore).
func (f *fn) chain() {
	if !f.kernel {
		return
	}
	s := f.slots[f.g.r.Intn(len(f.slots))]
	addr := s.generic()
	pp := f.alloca("gptr", "8")
	f.emit("store gptr %s, gptr %s, align 8", addr, pp)
	if f.g.r.Intn(2) == 0 {
		if p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax }); ok {
			f.emit("call FCC void @ppo(gptr %s, gptr %s)", pp, p.name)
		}
	}
	x := f.val("pp")
	if f.g.r.Intn(2) == 0 {
		f.emit("%s = call FCC gptr @ppr(gptr %s)", x, pp)
	} else {
		f.emit("%s = load gptr, %s %s, align 8", x, s.addrTy, s.addr)
	}
	f.readThrough(x, s.allowed)
}

// memsetRewrite fills a fresh { gptr, i32, i32, gptr } (or, in an
// extended module, an element of a struct slot) with a byte, reads an
// integer field, rewrites both pointer fields and reads through them
// (kernels only: the struct slots are the kernel's).
func (f *fn) memsetRewrite() {
	if !f.kernel {
		return
	}
	r := f.g.r
	var base string
	var allowed [2]space
	offs := [2]int{0, 16}
	if len(f.rslots) > 0 && r.Intn(2) == 0 {
		s := f.rslots[r.Intn(len(f.rslots))]
		base, allowed = f.rElem(s), s.allowed
	} else {
		base = f.alloca("{ gptr, i32, i32, gptr }", "8")
		allowed = [2]space{f.g.allowed(), f.g.allowed()}
	}
	fill := []string{"0", "-1", "7"}[r.Intn(3)]
	f.emit("call void @llvm.memset.GP.i64(gptr %s, i8 %s, i64 24, i1 false)", base, fill)
	ip, v := f.val("mi"), f.val("v")
	f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", ip, base, 8+4*r.Intn(2))
	f.emit("%s = load i32, gptr %s, align 4", v, ip)
	f.addInt(v)
	for k, o := range offs {
		a := f.val("mf")
		f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", a, base, o)
		val := f.initial(allowed[k])
		if p, ok := f.pickWhere(func(p ptr) bool { return p.set&^allowed[k] == 0 && p.off <= gepMax }); ok && r.Intn(2) == 0 {
			val = p.name
		}
		f.emit("store gptr %s, gptr %s, align 8", val, a)
	}
	k := r.Intn(2)
	a, x := f.val("mf"), f.val("ml")
	f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", a, base, offs[k])
	f.emit("%s = load gptr, gptr %s, align 8", x, a)
	f.readThrough(x, allowed[k])
}

// moreStmt2 writes one of the third round's statements on memory and
// returns: copies of the pointer tables, pairs of pointers returned by
// value, pointers exchanged atomically as their i64 image or loaded and
// stored atomically, a store through a select of two slots' addresses,
// and a getelementptr forward and back.
func (f *fn) moreStmt2() {
	switch f.g.r.Intn(5) {
	case 0:
		f.tableCopy()
	case 1:
		f.pairCall()
	case 2:
		f.atomicImage()
	case 3:
		f.slotSelect()
	default:
		f.backAndForth()
	}
}

// moreHelpers2 writes @pair(p, q, n), which reads through p and returns
// { q, p } by value.
func (g *gen) moreHelpers2() string {
	link := []string{"internal", "dso_local"}[g.y.Intn(2)]
	return fmt.Sprintf(`define %s FCC { gptr, gptr } @pair(gptr noundef %%p, gptr noundef %%q, i32 noundef %%n) #0 {
entry:
  %%e = and i32 %%n, 15
  %%a = getelementptr inbounds i32, gptr %%p, i32 %%e
  %%v = load i32, gptr %%a, align 4
  %%r0 = insertvalue { gptr, gptr } poison, gptr %%q, 0
  %%r1 = insertvalue { gptr, gptr } %%r0, gptr %%p, 1
  ret { gptr, gptr } %%r1
}

`, link)
}

// tableCopy copies @gI (or @cI, where generic pointers may point to
// constant memory) into a fresh local array by memcpy and reads through
// an entry picked at run time.
func (f *fn) tableCopy() {
	src, n, set := "addrspacecast (ptr addrspace(1) @gI to gptr)", 4, f.g.iAllowed
	if !f.g.fl.noConst && f.g.r.Intn(3) == 0 {
		src, n, set = "addrspacecast (ptr addrspace(CAS) @cI to gptr)", 2, f.g.cISet()
	}
	dst := f.alloca(fmt.Sprintf("[%d x gptr]", n), "8")
	f.emit("call void @llvm.memcpy.GP.GP.i64(gptr %s, gptr %s, i64 %d, i1 false)", dst, src, 8*n)
	i, e, x := f.val("tk"), f.val("ce"), f.val("cl")
	f.emit("%s = and i32 %s, %d", i, f.int(), n-1)
	f.emit("%s = getelementptr inbounds gptr, gptr %s, i32 %s", e, dst, i)
	f.emit("%s = load gptr, gptr %s, align 8", x, e)
	f.readThrough(x, set)
}

// pairCall calls @pair and takes one or both pointers out.
func (f *fn) pairCall() {
	ok := func(p ptr) bool { return p.off <= gepMax }
	a, ok1 := f.pickWhere(ok)
	b, ok2 := f.pickWhere(ok)
	if !ok1 || !ok2 {
		return
	}
	r, x, y := f.val("pr"), f.val("px"), f.val("py")
	f.emit("%s = call FCC { gptr, gptr } @pair(gptr %s, gptr %s, i32 %s)", r, a.name, b.name, f.int())
	f.emit("%s = extractvalue { gptr, gptr } %s, 0", x, r)
	f.emit("%s = extractvalue { gptr, gptr } %s, 1", y, r)
	b.name, a.name = x, y
	f.ptrs = append(f.ptrs, b, a)
}

// atomicImage exchanges a pointer's i64 image into a module slot
// (atomicrmw xchg i64) and makes the old bits a pointer again; or loads
// and stores a slot atomically (kernels only, as slotStore).
func (f *fn) atomicImage() {
	if !f.kernel {
		return
	}
	s := f.g.slots[f.g.r.Intn(len(f.g.slots))]
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	x := f.val("ao")
	if f.g.r.Intn(2) == 0 {
		i, o := f.val("pi"), f.val("oi")
		f.emit("%s = ptrtoint gptr %s to i64", i, p.name)
		f.emit("%s = atomicrmw xchg %s %s, i64 %s seq_cst, align 8", o, s.addrTy, s.addr, i)
		f.emit("%s = inttoptr i64 %s to gptr", x, o)
	} else {
		f.emit("%s = load atomic gptr, %s %s monotonic, align 8", x, s.addrTy, s.addr)
		f.emit("store atomic gptr %s, %s %s release, align 8", p.name, s.addrTy, s.addr)
	}
	f.readThrough(x, s.allowed)
}

// slotSelect stores a pointer both slots may hold through a select of
// two slots' addresses, then reads one of them (kernels only).
func (f *fn) slotSelect() {
	if !f.kernel {
		return
	}
	r := f.g.r
	a, b := f.slots[r.Intn(len(f.slots))], f.slots[r.Intn(len(f.slots))]
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&^(a.allowed&b.allowed) == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	c, ss := f.val("c"), f.val("ss")
	f.emit("%s = icmp slt i32 %s, %s", c, f.int(), f.int())
	f.emit("%s = select i1 %s, gptr %s, gptr %s", ss, c, a.generic(), b.generic())
	f.emit("store gptr %s, gptr %s, align 8", p.name, ss)
	from, set := ss, a.allowed|b.allowed
	if r.Intn(2) == 0 {
		from, set = a.generic(), a.allowed
	}
	x := f.val("sl")
	f.emit("%s = load gptr, gptr %s, align 8", x, from)
	f.readThrough(x, set)
}

// backAndForth moves a pointer forward and part of the way back.
func (f *fn) backAndForth() {
	p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax-8 })
	if !ok {
		return
	}
	k := 1 + f.g.r.Intn(8)
	j := 1 + f.g.r.Intn(k)
	x, y := f.val("g"), f.val("g")
	f.emit("%s = getelementptr inbounds i32, gptr %s, i64 %d", x, p.name, k)
	f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", y, x, -4*j)
	p.name, p.off = y, p.off+k-j
	f.ptrs = append(f.ptrs, p)
}

// readThrough reads an integer through x, a pointer into set just loaded
// or returned, and keeps x for later steps.
func (f *fn) readThrough(x string, set space) {
	p := ptr{name: x, set: set, off: gepMax}
	v := f.val("v")
	f.emit("%s = load i32, gptr %s, align 4", v, f.element(p))
	f.addInt(v)
	f.ptrs = append(f.ptrs, p)
}

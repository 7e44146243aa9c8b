package randprog

import (
	"fmt"
	"math/rand"
)

// The statements of the extended modules (gen.ext, three seeds in four):
// struct slots (structs.go), a __device__ table of pointers, a __shared__
// pointer switched between two __shared__ buffers, vectors of pointers,
// freeze, and a pointer advanced by getelementptr around a loop.

// extDecls are the globals of an extended module.
const extDecls = `@gT = dso_local addrspace(1) global [8 x gptr] zeroinitializer, align 8
@sQ = internal addrspace(3) global gptr undef, align 8
@sR = internal addrspace(3) global [2 x %struct.R] undef, align 8

`

const extIntrinsics = `declare void @llvm.memmove.GP.GP.i64(gptr, gptr, i64, i1)
`

// extend decides, from its own generator, whether the module of seed is
// extended (the others are written as before extensions existed).
func (g *gen) extend(seed int64) {
	g.x = rand.New(rand.NewSource(seed*7919 + 17))
	if g.x.Intn(4) != 0 {
		g.ext = true
		g.rShared = [2]space{g.allowed(), g.allowed()}
		g.tAllowed = g.allowed()
	}
}

// extStmt writes one statement of the extended set.
func (f *fn) extStmt() {
	switch f.g.r.Intn(12) {
	case 0, 1, 2:
		f.rStmt()
	case 8:
		f.launderStore()
	case 9:
		f.launderFresh()
	case 10, 11:
		f.launderMixed()
	case 3:
		f.tableStmt()
	case 4:
		f.pingPong()
	case 5:
		f.vector()
	case 6:
		f.gepLoop()
	default:
		p := f.pick()
		x := f.val("fz")
		f.emit("%s = freeze gptr %s", x, p.name)
		p.name = x
		f.ptrs = append(f.ptrs, p)
	}
}

// tableInit fills the __device__ table @gT with pointers it may hold, in
// a loop that advances a pointer to the entry by getelementptr.
func (f *fn) tableInit() {
	init := f.initial(f.g.tAllowed)
	pre, body, exit := f.block, f.label("tinit"), f.label("tdone")
	f.emit("br label %%%s", body)
	f.startBlock(body)
	i, at, v, i2, at2, c := f.val("ti"), f.val("tp"), f.val("tv"), f.val("ti"), f.val("tp"), f.val("c")
	f.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]", i, pre, i2, body)
	f.emit("%s = phi ptr addrspace(1) [ @gT, %%%s ], [ %s, %%%s ]", at, pre, at2, body)
	f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %s", v, init, i)
	f.emit("store gptr %s, ptr addrspace(1) %s, align 8", v, at)
	f.emit("%s = getelementptr inbounds gptr, ptr addrspace(1) %s, i64 1", at2, at)
	f.loopBack(i, i2, c, 8, body, exit)
	f.startBlock(exit)
}

// tableStmt stores a pointer into an entry of @gT picked at run time,
// swaps one in, or loads one (kernels only, as slotStore).
func (f *fn) tableStmt() {
	if !f.kernel {
		return
	}
	r := f.g.r
	i, e := f.val("tx"), f.val("te")
	f.emit("%s = and i32 %s, 7", i, f.int())
	ty := "ptr addrspace(1)"
	if r.Intn(2) == 0 {
		f.emit("%s = getelementptr inbounds [8 x gptr], ptr addrspace(1) @gT, i32 0, i32 %s", e, i)
	} else {
		f.emit("%s = getelementptr inbounds gptr, gptr addrspacecast (ptr addrspace(1) @gT to gptr), i32 %s", e, i)
		ty = "gptr"
	}
	if r.Intn(3) == 0 { // the other form of the entry's address
		c := f.val("tc")
		if ty == "gptr" {
			f.emit("%s = addrspacecast gptr %s to ptr addrspace(1)", c, e)
			ty = "ptr addrspace(1)"
		} else {
			f.emit("%s = addrspacecast ptr addrspace(1) %s to gptr", c, e)
			ty = "gptr"
		}
		e = c
	}
	fits := func(p ptr) bool { return p.set&^f.g.tAllowed == 0 && p.off <= gepMax }
	switch r.Intn(3) {
	case 0:
		if p, ok := f.pickWhere(fits); ok {
			f.emit("store gptr %s, %s %s, align 8", p.name, ty, e)
		}
	case 1:
		if p, ok := f.pickWhere(fits); ok {
			cur, pair, x := f.val("cur"), f.val("pair"), f.val("old")
			f.emit("%s = load gptr, %s %s, align 8", cur, ty, e)
			f.emit("%s = cmpxchg %s %s, gptr %s, gptr %s monotonic monotonic, align 8", pair, ty, e, cur, p.name)
			f.emit("%s = extractvalue { gptr, i1 } %s, 0", x, pair)
			f.ptrs = append(f.ptrs, ptr{name: x, set: f.g.tAllowed, off: gepMax})
		}
	default:
		x := f.val("tl")
		f.emit("%s = load gptr, %s %s, align 8", x, ty, e)
		f.ptrs = append(f.ptrs, ptr{name: x, set: f.g.tAllowed, off: gepMax})
	}
}

// pingPong switches the __shared__ pointer @sQ between the __shared__
// buffers @sA and @sB three times, reading through it and writing through
// it.
func (f *fn) pingPong() {
	const a, b = "addrspacecast (ptr addrspace(3) @sA to gptr)", "addrspacecast (ptr addrspace(3) @sB to gptr)"
	first := []string{a, b}[f.g.r.Intn(2)]
	f.emit("store gptr %s, ptr addrspace(3) @sQ, align 8", first)
	pre, body, exit := f.block, f.label("pp"), f.label("ppdone")
	f.emit("br label %%%s", body)
	f.startBlock(body)
	i, acc, cur, e, ad, v, acc2, isA, nxt, i2, c := f.val("i"), f.val("acc"), f.val("cur"), f.val("e"), f.val("a"), f.val("v"), f.val("acc"), f.val("isa"), f.val("nxt"), f.val("i"), f.val("c")
	f.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]", i, pre, i2, body)
	f.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]", acc, f.acc, pre, acc2, body)
	f.emit("%s = load gptr, ptr addrspace(3) @sQ, align 8", cur)
	f.emit("%s = and i32 %s, 15", e, f.int())
	f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %s", ad, cur, e)
	f.emit("%s = load i32, gptr %s, align 4", v, ad)
	f.emit("%s = add i32 %s, %s", acc2, acc, v)
	f.emit("store i32 %s, gptr %s, align 4", acc2, ad)
	f.emit("%s = icmp eq gptr %s, %s", isA, cur, a)
	f.emit("%s = select i1 %s, gptr %s, gptr %s", nxt, isA, b, a)
	f.emit("store gptr %s, ptr addrspace(3) @sQ, align 8", nxt)
	f.loopBack(i, i2, c, 3, body, exit)
	f.startBlock(exit)
	f.acc = acc2
	last := f.val("l")
	f.emit("%s = load gptr, ptr addrspace(3) @sQ, align 8", last)
	f.ptrs = append(f.ptrs, ptr{name: cur, set: shared}, ptr{name: last, set: shared})
}

// vector puts two pointers in a <2 x gptr>, moves both lanes by a vector
// getelementptr, may keep the vector in a local slot, and takes a lane
// out (a lane picked at run time: either pointer).
func (f *fn) vector() {
	r := f.g.r
	ok := func(p ptr) bool { return p.off <= gepMax }
	a, ok1 := f.pickWhere(ok)
	b, ok2 := f.pickWhere(ok)
	if !ok1 || !ok2 {
		return
	}
	v0, v1 := f.val("vp"), f.val("vp")
	f.emit("%s = insertelement <2 x gptr> poison, gptr %s, i32 0", v0, a.name)
	f.emit("%s = insertelement <2 x gptr> %s, gptr %s, i32 1", v1, v0, b.name)
	vec := v1
	if r.Intn(2) == 0 {
		g := f.val("vg")
		f.emit("%s = getelementptr inbounds i32, <2 x gptr> %s, <2 x i32> <i32 1, i32 2>", g, vec)
		vec = g
		a.off, b.off = a.off+1, b.off+2
	}
	if r.Intn(2) == 0 {
		sl, l := f.alloca("<2 x gptr>", "16"), f.val("vl")
		f.emit("store <2 x gptr> %s, gptr %s, align 16", vec, sl)
		f.emit("%s = load <2 x gptr>, gptr %s, align 16", l, sl)
		vec = l
	}
	x := f.val("x")
	switch r.Intn(3) {
	case 0:
		f.emit("%s = extractelement <2 x gptr> %s, i32 0", x, vec)
		a.name = x
		f.ptrs = append(f.ptrs, a)
	case 1:
		f.emit("%s = extractelement <2 x gptr> %s, i64 1", x, vec)
		b.name = x
		f.ptrs = append(f.ptrs, b)
	default:
		i := f.val("lane")
		f.emit("%s = and i32 %s, 1", i, f.int())
		f.emit("%s = extractelement <2 x gptr> %s, i32 %s", x, vec, i)
		f.ptrs = append(f.ptrs, merge(x, a, b))
	}
}

// gepLoop walks a pointer four elements forward around a loop, reading
// through it (and writing where it may), and keeps the pointer it ends
// at.
func (f *fn) gepLoop() {
	p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax })
	if !ok {
		return
	}
	pre, body, exit := f.block, f.label("walk"), f.label("walked")
	f.emit("br label %%%s", body)
	f.startBlock(body)
	i, cur, acc, e, ad, v, acc2, nxt, i2, c := f.val("i"), f.val("w"), f.val("acc"), f.val("e"), f.val("a"), f.val("v"), f.val("acc"), f.val("w"), f.val("i"), f.val("c")
	f.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]", i, pre, i2, body)
	f.emit("%s = phi gptr [ %s, %%%s ], [ %s, %%%s ]", cur, p.name, pre, nxt, body)
	f.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]", acc, f.acc, pre, acc2, body)
	f.emit("%s = and i32 %s, 15", e, f.int())
	f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %s", ad, cur, e)
	f.emit("%s = load i32, gptr %s, align 4", v, ad)
	f.emit("%s = add i32 %s, %s", acc2, acc, v)
	if p.set&constant == 0 {
		f.emit("store i32 %s, gptr %s, align 4", acc2, ad)
	}
	f.emit("%s = getelementptr inbounds i32, gptr %s, i64 1", nxt, cur)
	f.loopBack(i, i2, c, 4, body, exit)
	f.startBlock(exit)
	f.acc = acc2
	f.ptrs = append(f.ptrs, ptr{name: nxt, set: p.set, off: p.off + 4, own: p.own})
}

// structForward writes sfI(struct S by value, i32 n), which passes its
// copy on by value to sI: it writes an integer field of its copy, reads
// the pointer field through a slot helper (a pointer to its copy), may
// put a pointer to @gA there instead, and adds what sI returns.
func (g *gen) structForward(i int) string {
	link := []string{"internal", "dso_local"}[g.r.Intn(2)]
	get := []string{"internal", "dso_local"}[g.r.Intn(2)]
	swap := ""
	if g.r.Intn(2) == 0 {
		swap = "  store gptr addrspacecast (ptr addrspace(1) @gA to gptr), gptr %s, align 8\n"
	}
	return fmt.Sprintf(`define %s i32 @sf%d(gptr noundef byval(%%struct.S) align 8 %%s, i32 noundef %%n) #0 {
entry:
  %%m = getelementptr inbounds i8, gptr %%s, i64 12
  store i32 %%n, gptr %%m, align 4
  %%d = call FCC gptr @get_%s(gptr %%s)
  %%e = and i32 %%n, 15
  %%a = getelementptr inbounds i32, gptr %%d, i32 %%e
  %%v = load i32, gptr %%a, align 4
%s  %%n2 = add i32 %%n, 1
  %%r = call i32 @s%d(gptr byval(%%struct.S) align 8 %%s, i32 %%n2)
  %%t = add i32 %%r, %%v
  ret i32 %%t
}

`, link, i, get, swap, i)
}

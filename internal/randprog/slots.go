package randprog

import (
	"fmt"
	"strings"
)

// Pointer slots: the module's and the kernel's memory that holds
// pointers, the helpers that reach a caller's slot, and structs passed by
// value.

// slotStore stores a pointer into a slot that may hold it (kernels only:
// a helper's own memory must not outlive it, and its parameters may be
// anything a caller passes).
func (f *fn) slotStore() {
	if !f.kernel {
		return
	}
	s := f.slots[f.g.r.Intn(len(f.slots))]
	if p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax }); ok {
		f.emit("store gptr %s, %s %s, align 8", p.name, s.addrTy, s.addr)
	}
}

// slotExchange swaps a pointer into one of the module's slots with an
// atomic exchange or compare-and-swap, which returns the old one (kernels
// only, as slotStore; never a local slot: no atomic on local memory).
func (f *fn) slotExchange() {
	if !f.kernel {
		return
	}
	s := f.slots[f.g.r.Intn(len(f.g.slots))]
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	x := f.val("old")
	if f.g.r.Intn(2) == 0 {
		f.emit("%s = atomicrmw xchg %s %s, gptr %s monotonic, align 8", x, s.addrTy, s.addr, p.name)
	} else {
		cur, pair := f.val("cur"), f.val("pair")
		f.emit("%s = load gptr, %s %s, align 8", cur, s.addrTy, s.addr)
		f.emit("%s = cmpxchg %s %s, gptr %s, gptr %s monotonic monotonic, align 8", pair, s.addrTy, s.addr, cur, p.name)
		f.emit("%s = extractvalue { gptr, i1 } %s, 0", x, pair)
	}
	f.ptrs = append(f.ptrs, ptr{name: x, set: s.allowed, off: gepMax})
}

// slotLoad loads a pointer from a slot (every slot is written first).
func (f *fn) slotLoad() {
	s := f.slots[f.g.r.Intn(len(f.slots))]
	x := f.val("l")
	f.emit("%s = load gptr, %s %s, align 8", x, s.addrTy, s.addr)
	f.ptrs = append(f.ptrs, ptr{name: x, set: s.allowed, off: gepMax})
}

// slotHelpers writes the helpers that reach a caller's slot through a
// pointer to it: @set stores a pointer there (exported and internal
// twins), @get loads what it holds.
func (g *gen) slotHelpers() string {
	var b strings.Builder
	for _, link := range []string{"internal", "dso_local"} {
		fmt.Fprintf(&b, "define %s FCC void @set_%s(gptr noundef %%slot, gptr noundef %%v) #0 {\nentry:\n  store gptr %%v, gptr %%slot, align 8\n  ret void\n}\n\n", link, link)
		fmt.Fprintf(&b, "define %s FCC gptr @get_%s(gptr noundef %%slot) #0 {\nentry:\n  %%v = load gptr, gptr %%slot, align 8\n  ret gptr %%v\n}\n\n", link, link)
	}
	return b.String()
}

// slotCall has a slot helper store a pointer into one of the kernel's
// slots, or load from one (kernels only, as slotStore).
func (f *fn) slotCall() {
	if !f.kernel {
		return
	}
	s := f.slots[f.g.r.Intn(len(f.slots))]
	addr := s.generic()
	link := []string{"internal", "dso_local"}[f.g.r.Intn(2)]
	if f.g.r.Intn(2) == 0 {
		if p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax }); ok {
			f.emit("call FCC void @set_%s(gptr %s, gptr %s)", link, addr, p.name)
		}
		return
	}
	x := f.val("l")
	f.emit("%s = call FCC gptr @get_%s(gptr %s)", x, link, addr)
	f.ptrs = append(f.ptrs, ptr{name: x, set: s.allowed, off: gepMax})
}

// slotCopy copies one of the kernel's pointer slots into another that may
// hold what it holds (memcpy of the pointer's bytes).
func (f *fn) slotCopy() {
	if !f.kernel {
		return
	}
	a, b := f.slots[f.g.r.Intn(len(f.slots))], f.slots[f.g.r.Intn(len(f.slots))]
	if a.addrTy != "gptr" || b.addrTy != "gptr" || b.allowed&^a.allowed != 0 || a.addr == b.addr {
		return
	}
	f.emit("call void @llvm.memcpy.GP.GP.i64(gptr %s, gptr %s, i64 8, i1 false)", a.addr, b.addr)
}

// structCall passes a struct S { int *data; int n, m; } by value to a
// struct helper: the pointer field beside the integer ones (kernels only,
// as slotStore).
func (f *fn) structCall() {
	if !f.kernel || f.g.structHelpers == 0 {
		return
	}
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&constant == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	callee := "s"
	if f.g.ext && f.g.x.Intn(2) == 0 {
		// Through a forwarding helper, with the kernel's own array
		// where it has one.
		callee = "sf"
		if l, ok := f.pickWhere(func(p ptr) bool { return p.set == local && p.off <= gepMax }); ok {
			p = l
		}
	}
	st := f.alloca("%struct.S", "8")
	if callee == "sf" && f.g.x.Intn(2) == 0 {
		f.emit("store i64 %s, gptr %s, align 8", f.laundered(p), st)
	} else {
		f.emit("store gptr %s, gptr %s, align 8", p.name, st)
	}
	n, m := f.val("sn"), f.val("sm")
	f.emit("%s = getelementptr inbounds i8, gptr %s, i64 8", n, st)
	f.emit("store i32 %s, gptr %s, align 8", f.int(), n)
	f.emit("%s = getelementptr inbounds %%struct.S, gptr %s, i32 0, i32 2", m, st)
	f.emit("store i32 %s, gptr %s, align 4", f.acc, m)
	x := f.val("r")
	f.emit("%s = call i32 @%s%d(gptr byval(%%struct.S) align 8 %s, i32 %s)", x, callee, f.g.r.Intn(f.g.structHelpers), st, f.int())
	f.addInt(x)
}

// structHelper writes sI(struct S by value, i32 n): it reads the struct's
// pointer and integers, reads through the pointer and writes through it.
func (g *gen) structHelper(i int) string {
	f := &fn{g: g, level: len(g.helpers), acc: "%n", block: "entry"}
	f.ints = []string{"%n"}
	f.slots = g.slots
	f.emit("%%d = load gptr, gptr %%s, align 8")
	f.emit("%%kp = getelementptr inbounds i8, gptr %%s, i64 8")
	f.emit("%%k = load i32, gptr %%kp, align 8")
	f.emit("%%jp = getelementptr inbounds %%struct.S, gptr %%s, i32 0, i32 2")
	f.emit("%%j = load i32, gptr %%jp, align 4")
	f.ints = append(f.ints, "%k", "%j")
	f.ptrs = []ptr{{name: "%d", set: writable, off: gepMax}}
	for range 2 + g.r.Intn(4) {
		f.stmt()
	}
	f.emit("ret i32 %s", f.acc)
	link := "internal"
	if g.r.Intn(2) == 0 {
		link = "dso_local"
	}
	return fmt.Sprintf("define %s i32 @s%d(gptr noundef byval(%%struct.S) align 8 %%s, i32 noundef %%n) #0 {\nentry:\n%s%s}\n\n",
		link, i, f.entry.String(), f.body.String())
}

// initial is a pointer of a space in allowed, for a slot's first store.
func (f *fn) initial(allowed space) string {
	var c []string
	if allowed&global != 0 {
		c = append(c, "%in")
	}
	if allowed&shared != 0 {
		c = append(c, "addrspacecast (ptr addrspace(3) @sB to gptr)")
	}
	if allowed&constant != 0 && !f.g.fl.noConst {
		c = append(c, "addrspacecast (ptr addrspace(CAS) @cA to gptr)")
	}
	if allowed&local != 0 {
		c = append(c, f.array())
	}
	return c[f.g.r.Intn(len(c))]
}

// generic returns the slot's address as a generic pointer operand.
func (s slot) generic() string {
	if s.addrTy == "gptr" {
		return s.addr
	}
	return fmt.Sprintf("addrspacecast (%s %s to gptr)", s.addrTy, s.addr)
}

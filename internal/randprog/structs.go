package randprog

import (
	"fmt"
	"strings"
)

// Structs with several pointer fields beside integer ones, in kernel
// allocas (one, or an array indexed by a variable) and in a __shared__
// array: struct R { int *a; int i, j; int *b; long k; }. Each pointer
// field of a slot has what it may hold (allowed); every field is written
// (memset, then the pointers) before anything reads it, a partial
// overwrite of a pointer field is always followed by a whole pointer
// before the field is read again, and copies only move a pointer field
// whole into a field that may hold what it holds.

// rDecl declares struct R; its fields lie at rOffsets (32 bytes, align 8:
// every target's generic pointer is 64-bit).
const rDecl = "%struct.R = type { gptr, i32, i32, gptr, i64 }\n"

var rOffsets = [5]int{0, 8, 12, 16, 24}

// rPtrFields are the pointer fields of R.
var rPtrFields = [2]int{0, 3}

const rSize = 32

// rslot is memory holding n elements of struct R.
type rslot struct {
	base    string // a gptr operand: the address of element 0
	n       int    // 1, 2 or 4
	allowed [2]space
	shared  string // the __shared__ variable, for @sR
}

// rRanges are field-aligned byte ranges of R a copy may move.
var rRanges = [][2]int{{0, 8}, {0, 16}, {8, 16}, {8, 24}, {16, 24}, {16, 32}, {0, 32}, {24, 32}, {0, 24}, {12, 24}}

// rHelpers writes the helpers that take a pointer to an R: @rget0 and
// @rget3 return field a or b, @rset stores over half of field b and then
// a whole pointer there, @rmid takes a pointer to field i and returns b
// (the field 8 bytes further), @rget2 passes its R to @rmid, and @rsum
// adds the integer fields.
func (g *gen) rHelpers() string {
	link := func() string { return []string{"internal", "dso_local"}[g.r.Intn(2)] }
	var b strings.Builder
	fmt.Fprintf(&b, "define %s FCC gptr @rget0(gptr noundef %%s) #0 {\nentry:\n  %%v = load gptr, gptr %%s, align 8\n  ret gptr %%v\n}\n\n", link())
	fmt.Fprintf(&b, "define %s FCC gptr @rget3(gptr noundef %%s) #0 {\nentry:\n  %%f = getelementptr inbounds %%struct.R, gptr %%s, i32 0, i32 3\n  %%v = load gptr, gptr %%f, align 8\n  ret gptr %%v\n}\n\n", link())
	fmt.Fprintf(&b, `define %s FCC void @rset(gptr noundef %%s, gptr noundef %%v, i32 noundef %%n) #0 {
entry:
  %%f = getelementptr inbounds i8, gptr %%s, i64 16
  %%h = getelementptr inbounds i8, gptr %%s, i64 %d
  store i32 %%n, gptr %%h, align 4
  %%j = getelementptr inbounds %%struct.R, gptr %%s, i32 0, i32 2
  store i32 %%n, gptr %%j, align 4
  store gptr %%v, gptr %%f, align 8
  ret void
}

`, link(), 16+4*g.r.Intn(2))
	fmt.Fprintf(&b, "define %s FCC gptr @rmid(gptr noundef %%m) #0 {\nentry:\n  %%f = getelementptr inbounds i8, gptr %%m, i64 8\n  %%v = load gptr, gptr %%f, align 8\n  ret gptr %%v\n}\n\n", link())
	fmt.Fprintf(&b, "define %s FCC gptr @rget2(gptr noundef %%s) #0 {\nentry:\n  %%m = getelementptr inbounds %%struct.R, gptr %%s, i32 0, i32 1\n  %%v = call FCC gptr @rmid(gptr %%m)\n  ret gptr %%v\n}\n\n", link())
	fmt.Fprintf(&b, `define %s FCC i32 @rsum(gptr noundef %%s) #0 {
entry:
  %%ip = getelementptr inbounds i8, gptr %%s, i64 8
  %%i = load i32, gptr %%ip, align 4
  %%jp = getelementptr inbounds %%struct.R, gptr %%s, i32 0, i32 2
  %%j = load i32, gptr %%jp, align 4
  %%kp = getelementptr inbounds %%struct.R, gptr %%s, i32 0, i32 4
  %%k = load i64, gptr %%kp, align 8
  %%kt = trunc i64 %%k to i32
  %%s1 = add i32 %%i, %%j
  %%s2 = add i32 %%s1, %%kt
  ret i32 %%s2
}

`, link())
	return b.String()
}

// rSlots adds the kernel's struct slots (allocas, and the module's
// __shared__ @sR) and writes every field of every element.
func (f *fn) rSlots() {
	g := f.g
	f.rslots = append(f.rslots, rslot{"addrspacecast (ptr addrspace(3) @sR to gptr)", 2, g.rShared, "@sR"})
	for range g.r.Intn(3) {
		n := []int{1, 4}[g.r.Intn(2)]
		ty := "%struct.R"
		if n > 1 {
			ty = fmt.Sprintf("[%d x %%struct.R]", n)
		}
		f.rslots = append(f.rslots, rslot{f.alloca(ty, "8"), n, [2]space{g.allowed(), g.allowed()}, ""})
	}
	for _, s := range f.rslots {
		f.emit("call void @llvm.memset.GP.i64(gptr %s, i8 0, i64 %d, i1 false)", s.base, s.n*rSize)
		for i := range s.n {
			for k, fi := range rPtrFields {
				a := f.val("ri")
				f.emit("%s = getelementptr inbounds %%struct.R, gptr %s, i32 %d, i32 %d", a, s.base, i, fi)
				f.emit("store gptr %s, gptr %s, align 8", f.initial(s.allowed[k]), a)
			}
		}
	}
}

// rElem emits the address of an element of s (a variable one when s has
// several).
func (f *fn) rElem(s rslot) string {
	if s.n == 1 {
		return s.base
	}
	r := f.g.r
	i, e := f.val("rx"), f.val("re")
	f.emit("%s = and i32 %s, %d", i, f.int(), s.n-1)
	if r.Intn(2) == 0 {
		f.emit("%s = getelementptr inbounds %%struct.R, gptr %s, i32 %s", e, s.base, i)
	} else {
		f.emit("%s = getelementptr inbounds [%d x %%struct.R], gptr %s, i32 0, i32 %s", e, s.n, s.base, i)
	}
	return e
}

// rField emits the address of field fi of an element of s, in one of the
// ways clang and the optimizer write it.
func (f *fn) rField(s rslot, fi int) string {
	r := f.g.r
	if s.n > 1 && r.Intn(3) == 0 {
		i, a := f.val("rx"), f.val("rf")
		f.emit("%s = and i32 %s, %d", i, f.int(), s.n-1)
		f.emit("%s = getelementptr inbounds [%d x %%struct.R], gptr %s, i32 0, i32 %s, i32 %d", a, s.n, s.base, i, fi)
		return a
	}
	if s.shared != "" && r.Intn(3) == 0 {
		i, a, c := f.val("rx"), f.val("rf"), f.val("rc")
		f.emit("%s = and i32 %s, %d", i, f.int(), s.n-1)
		f.emit("%s = getelementptr inbounds [%d x %%struct.R], ptr addrspace(3) %s, i32 0, i32 %s, i32 %d", a, s.n, s.shared, i, fi)
		f.emit("%s = addrspacecast ptr addrspace(3) %s to gptr", c, a)
		return c
	}
	e := f.rElem(s)
	if fi == 0 && r.Intn(3) == 0 {
		return e
	}
	a := f.val("rf")
	if r.Intn(2) == 0 {
		f.emit("%s = getelementptr inbounds %%struct.R, gptr %s, i32 0, i32 %d", a, e, fi)
	} else {
		f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", a, e, rOffsets[fi])
	}
	return a
}

// rPut stores p whole into the pointer field at a: as a pointer, as the
// i64 of its ptrtoint, or as two i32 halves.
func (f *fn) rPut(p ptr, a string) {
	switch f.g.r.Intn(6) {
	case 5:
		f.emit("store i64 %s, gptr %s, align 8", f.laundered(p), a)
	case 0:
		i := f.val("pi")
		f.emit("%s = ptrtoint gptr %s to i64", i, p.name)
		f.emit("store i64 %s, gptr %s, align 8", i, a)
	case 4:
		i, d := f.val("pi"), f.val("pd")
		f.emit("%s = ptrtoint gptr %s to i64", i, p.name)
		f.emit("%s = bitcast i64 %s to double", d, i)
		f.emit("store double %s, gptr %s, align 8", d, a)
	case 1:
		i, lo, sh, hi, a4 := f.val("pi"), f.val("lo"), f.val("sh"), f.val("hi"), f.val("rh")
		f.emit("%s = ptrtoint gptr %s to i64", i, p.name)
		f.emit("%s = trunc i64 %s to i32", lo, i)
		f.emit("%s = lshr i64 %s, 32", sh, i)
		f.emit("%s = trunc i64 %s to i32", hi, sh)
		f.emit("%s = getelementptr inbounds i8, gptr %s, i64 4", a4, a)
		f.emit("store i32 %s, gptr %s, align 8", lo, a)
		f.emit("store i32 %s, gptr %s, align 4", hi, a4)
	default:
		f.emit("store gptr %s, gptr %s, align 8", p.name, a)
	}
}

// rGet loads the pointer field at a: as a pointer, or as an i64 made a
// pointer again.
func (f *fn) rGet(a string, set space) {
	x := f.val("rl")
	switch f.g.r.Intn(3) {
	case 0:
		i := f.val("li")
		f.emit("%s = load i64, gptr %s, align 8", i, a)
		f.emit("%s = inttoptr i64 %s to gptr", x, i)
	default:
		// Not a double made an i64 and then a pointer: llc-22 -O0,
		// which builds the execution check's host program, folds
		// that into an address with an SSE register as its base.
		f.emit("%s = load gptr, gptr %s, align 8", x, a)
	}
	f.ptrs = append(f.ptrs, ptr{name: x, set: set, off: gepMax})
}

// rStmt writes one statement on the kernel's struct slots.
func (f *fn) rStmt() {
	if !f.kernel || len(f.rslots) == 0 {
		return
	}
	r := f.g.r
	s := f.rslots[r.Intn(len(f.rslots))]
	k := r.Intn(2)
	fi := rPtrFields[k]
	fits := func(p ptr) bool { return p.set&^s.allowed[k] == 0 && p.off <= gepMax }
	switch r.Intn(11) {
	case 0: // a pointer into a pointer field
		if p, ok := f.pickWhere(fits); ok {
			f.rPut(p, f.rField(s, fi))
		}
	case 1, 2: // a pointer field read
		f.rGet(f.rField(s, fi), s.allowed[k])
	case 3: // the integer fields
		a := f.rField(s, 1+r.Intn(2))
		f.emit("store i32 %s, gptr %s, align 4", f.acc, a)
		w, big := f.val("w"), f.val("wk")
		f.emit("%s = sext i32 %s to i64", w, f.int())
		f.emit("%s = mul i64 %s, 4294967311", big, w)
		f.emit("store i64 %s, gptr %s, align 8", big, f.rField(s, 4))
		v := f.val("v")
		f.emit("%s = load i32, gptr %s, align 4", v, f.rField(s, 1+r.Intn(2)))
		f.addInt(v)
	case 4: // half of a pointer field overwritten, then the whole field
		p, ok := f.pickWhere(fits)
		if !ok {
			return
		}
		e := f.rElem(s)
		h := f.val("rh")
		f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", h, e, rOffsets[fi]+4*r.Intn(2))
		// Read back only what was written: the rest of the field still
		// holds a pointer's bits.
		v := f.val("v")
		switch r.Intn(3) {
		case 0:
			f.emit("store i32 %s, gptr %s, align 4", f.acc, h)
			f.emit("%s = load i32, gptr %s, align 4", v, h)
		case 1:
			w := f.val("w")
			f.emit("store i16 7, gptr %s, align 2", h)
			f.emit("%s = load i16, gptr %s, align 2", w, h)
			f.emit("%s = zext i16 %s to i32", v, w)
		default:
			f.emit("call void @llvm.memset.GP.i64(gptr %s, i8 1, i64 4, i1 false)", h)
			f.emit("%s = load i32, gptr %s, align 4", v, h)
		}
		f.addInt(v)
		a := f.val("rf")
		f.emit("%s = getelementptr inbounds %%struct.R, gptr %s, i32 0, i32 %d", a, e, fi)
		f.rPut(p, a)
	case 5: // a copy of a field-aligned range, or of a whole element
		f.rCopy(s)
	case 6: // helpers that read the struct through a pointer to it
		e := f.rElem(s)
		x := f.val("rc")
		switch r.Intn(4) {
		case 0:
			f.emit("%s = call FCC gptr @rget%d(gptr %s)", x, fi, e)
		case 1:
			f.emit("%s = call FCC gptr @rget2(gptr %s)", x, e)
			k = 1
		case 2:
			m := f.val("rm")
			f.emit("%s = getelementptr inbounds i8, gptr %s, i64 8", m, e)
			f.emit("%s = call FCC gptr @rmid(gptr %s)", x, m)
			k = 1
		default:
			f.emit("%s = call FCC i32 @rsum(gptr %s)", x, e)
			f.addInt(x)
			return
		}
		f.ptrs = append(f.ptrs, ptr{name: x, set: s.allowed[k], off: gepMax})
	case 7: // a helper overwrites half of field b, then stores a pointer there
		if p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed[1] == 0 && p.off <= gepMax }); ok {
			f.emit("call FCC void @rset(gptr %s, gptr %s, i32 %s)", f.rElem(s), p.name, f.int())
		}
	case 9:
		f.rBits(s, k)
	case 10: // a laundered pointer stored by a helper
		p, ok := f.pickWhere(fits)
		if !ok {
			return
		}
		if fi == 3 && r.Intn(2) == 0 {
			f.emit("call FCC void @lput16(gptr %s, gptr %s)", f.rElem(s), p.name)
		} else {
			f.emit("call FCC void @lput(gptr %s, gptr %s)", f.rField(s, fi), p.name)
		}
	default: // the integer fields through a helper
		x := f.val("rc")
		f.emit("%s = call FCC i32 @rsum(gptr %s)", x, f.rElem(s))
		f.addInt(x)
	}
}

// rCopy copies a field-aligned range of one element to the same range of
// another (memmove when both lie in one slot: they may be the same
// element), where the destination's pointer fields the range covers may
// hold what the source's hold; or a whole slot to one of the same shape.
func (f *fn) rCopy(src rslot) {
	r := f.g.r
	dst := f.rslots[r.Intn(len(f.rslots))]
	if dst.n == src.n && dst.base != src.base && r.Intn(3) == 0 {
		if src.allowed[0]&^dst.allowed[0] == 0 && src.allowed[1]&^dst.allowed[1] == 0 {
			f.emit("call void @llvm.memcpy.GP.GP.i64(gptr %s, gptr %s, i64 %d, i1 false)", dst.base, src.base, src.n*rSize)
		}
		return
	}
	rg := rRanges[r.Intn(len(rRanges))]
	for k, fi := range rPtrFields {
		o := rOffsets[fi]
		if rg[0] <= o && o+8 <= rg[1] && src.allowed[k]&^dst.allowed[k] != 0 {
			return
		}
	}
	from, to := f.rElem(src), f.rElem(dst)
	if rg[0] != 0 {
		a, b := f.val("rs"), f.val("rd")
		f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", a, from, rg[0])
		f.emit("%s = getelementptr inbounds i8, gptr %s, i64 %d", b, to, rg[0])
		from, to = a, b
	}
	op := "memcpy"
	if src.base == dst.base {
		op = "memmove"
	}
	f.emit("call void @llvm.%s.GP.GP.i64(gptr %s, gptr %s, i64 %d, i1 false)", op, to, from, rg[1]-rg[0])
}

// bitsTypes are the 8-byte types a pointer's bits may move as.
var bitsTypes = []string{"i64", "double", "<2 x i32>", "<2 x float>", "<4 x i16>", "<8 x i8>"}

// rBits moves the pointer in pointer field k of an element of s into a
// pointer field of a slot, or an entry of @gT, that may hold it, as a
// value of another 8-byte type: the image of the pointer, through memory.
func (f *fn) rBits(s rslot, k int) {
	r := f.g.r
	ty := bitsTypes[r.Intn(len(bitsTypes))]
	if r.Intn(3) == 0 {
		if s.allowed[k]&^f.g.tAllowed != 0 {
			return
		}
		v, i, e := f.val("bits"), f.val("tx"), f.val("te")
		f.emit("%s = load %s, gptr %s, align 8", v, ty, f.rField(s, rPtrFields[k]))
		f.emit("%s = and i32 %s, 7", i, f.int())
		f.emit("%s = getelementptr inbounds [8 x gptr], ptr addrspace(1) @gT, i32 0, i32 %s", e, i)
		f.emit("store %s %s, ptr addrspace(1) %s, align 8", ty, v, e)
		return
	}
	d, k2 := f.rslots[r.Intn(len(f.rslots))], r.Intn(2)
	if s.allowed[k]&^d.allowed[k2] != 0 {
		return
	}
	v := f.val("bits")
	f.emit("%s = load %s, gptr %s, align 8", v, ty, f.rField(s, rPtrFields[k]))
	f.emit("store %s %s, gptr %s, align 8", ty, v, f.rField(d, rPtrFields[k2]))
}

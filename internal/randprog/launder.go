package randprog

import "fmt"

// Laundered pointers: @launder(i64 x) returns x rebuilt bit by bit, each
// bit set under a branch on x's bit, so no data flow leads from x to what
// it returns: the result is an integer that is no pointer's image, yet it
// holds a pointer's bits. Stored into memory the program owns (a kernel's
// alloca, a __shared__ variable, a byval copy: never memory the host may
// fill, where memspace takes such bits for a global pointer, as
// param-always-point-to-global says) and loaded back as a pointer, it is
// a valid pointer of its space that memspace can only know as unknown:
// the raw bits of addrspace/raw.go, tracked by byte range.

// launderHelpers writes @launder and the helpers that store a laundered
// pointer through a pointer they are given: @lput at its offset 0,
// @lput16 16 bytes further (field b of an R).
func (g *gen) launderHelpers() string {
	link := func() string { return []string{"internal", "dso_local"}[g.r.Intn(2)] }
	return fmt.Sprintf(`define %s FCC i64 @launder(i64 noundef %%x) #0 {
entry:
  br label %%bit
bit:
  %%i = phi i64 [ 0, %%entry ], [ %%i2, %%next ]
  %%y = phi i64 [ 0, %%entry ], [ %%y2, %%next ]
  %%m = shl i64 1, %%i
  %%b = and i64 %%x, %%m
  %%set = icmp ne i64 %%b, 0
  br i1 %%set, label %%one, label %%next
one:
  %%y1 = or i64 %%y, %%m
  br label %%next
next:
  %%y2 = phi i64 [ %%y1, %%one ], [ %%y, %%bit ]
  %%i2 = add i64 %%i, 1
  %%more = icmp ult i64 %%i2, 64
  br i1 %%more, label %%bit, label %%done
done:
  ret i64 %%y2
}

define %s FCC void @lput(gptr noundef %%slot, gptr noundef %%v) #0 {
entry:
  %%x = ptrtoint gptr %%v to i64
  %%y = call FCC i64 @launder(i64 %%x)
  store i64 %%y, gptr %%slot, align 8
  ret void
}

define %s FCC void @lput16(gptr noundef %%s, gptr noundef %%v) #0 {
entry:
  %%x = ptrtoint gptr %%v to i64
  %%y = call FCC i64 @launder(i64 %%x)
  %%f = getelementptr inbounds i8, gptr %%s, i64 16
  store i64 %%y, gptr %%f, align 8
  ret void
}

`, link(), link(), link())
}

// laundered returns an i64 holding p's bits that is no image of p.
func (f *fn) laundered(p ptr) string {
	i, y := f.val("pi"), f.val("ly")
	f.emit("%s = ptrtoint gptr %s to i64", i, p.name)
	f.emit("%s = call FCC i64 @launder(i64 %s)", y, i)
	return y
}

// launderStore stores a laundered pointer into one of the kernel's own
// slots or the __shared__ ones (not @gP, which the host may fill), in
// the kernel or through @lput.
func (f *fn) launderStore() {
	if !f.kernel {
		return
	}
	s := f.slots[f.g.r.Intn(len(f.slots))]
	if s.addrTy == "ptr addrspace(1)" || contains(s.addr, "@gP") {
		return
	}
	p, ok := f.pickWhere(func(p ptr) bool { return p.set&^s.allowed == 0 && p.off <= gepMax })
	if !ok {
		return
	}
	if s.addrTy == "gptr" && f.g.r.Intn(2) == 0 {
		f.emit("call FCC void @lput(gptr %s, gptr %s)", s.addr, p.name)
		return
	}
	f.emit("store i64 %s, %s %s, align 8", f.laundered(p), s.addrTy, s.addr)
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// launderFresh puts a global pointer into a fresh slot and then, over
// it, a laundered pointer (which may be of another space), and reads the
// slot back: the pointer read is the laundered one, which memspace knows
// only as unknown.
func (f *fn) launderFresh() {
	// Rather a pointer that is not global: then the slot's first
	// content is not what it holds.
	p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax && p.set&global == 0 })
	if !ok {
		if p, ok = f.pickWhere(func(p ptr) bool { return p.off <= gepMax }); !ok {
			return
		}
	}
	r := f.g.r
	slot, first := f.alloca("gptr", "8"), "addrspacecast (ptr addrspace(1) @gA to gptr)"
	if f.kernel {
		first = "%in"
	}
	f.emit("store gptr %s, gptr %s, align 8", first, slot)
	switch r.Intn(3) {
	case 0:
		f.emit("call FCC void @lput(gptr %s, gptr %s)", slot, p.name)
	case 1:
		f.emit("store i64 %s, gptr %s, align 8", f.laundered(p), slot)
	default:
		// Through a second slot, copied over the first.
		tmp := f.alloca("i64", "8")
		f.emit("store i64 %s, gptr %s, align 8", f.laundered(p), tmp)
		f.emit("call void @llvm.memcpy.GP.GP.i64(gptr %s, gptr %s, i64 8, i1 false)", slot, tmp)
	}
	x := f.val("lf")
	f.emit("%s = load gptr, gptr %s, align 8", x, slot)
	p.name = x
	f.ptrs = append(f.ptrs, p)
}

// launderMixed puts a laundered pointer beside a global one, in a fresh
// { gptr, i64 } and reads it back as a pointer after carrying it with the
// global one's image: as an i64 read from its field and stored into
// another slot, as the field of a { gptr, i64 } value stored whole, or as
// a lane of a <2 x i64> stored whole.
func (f *fn) launderMixed() {
	p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax && p.set&global == 0 })
	if !ok {
		if p, ok = f.pickWhere(func(p ptr) bool { return p.off <= gepMax }); !ok {
			return
		}
	}
	first := "addrspacecast (ptr addrspace(1) @gA to gptr)"
	if f.kernel {
		first = "%in"
	}
	s, y, at := f.alloca("{ gptr, i64 }", "16"), f.laundered(p), f.val("lm")
	f.emit("%s = getelementptr inbounds i8, gptr %s, i64 8", at, s)
	from := at
	switch f.g.r.Intn(3) {
	case 0:
		dst, v := f.alloca("i64", "8"), f.val("lv")
		f.emit("store gptr %s, gptr %s, align 8", first, s)
		f.emit("store i64 %s, gptr %s, align 8", y, at)
		f.emit("%s = load i64, gptr %s, align 8", v, at)
		f.emit("store i64 %s, gptr %s, align 8", v, dst)
		from = dst
	case 1:
		a0, a1 := f.val("la"), f.val("la")
		f.emit("%s = insertvalue { gptr, i64 } poison, gptr %s, 0", a0, first)
		f.emit("%s = insertvalue { gptr, i64 } %s, i64 %s, 1", a1, a0, y)
		f.emit("store { gptr, i64 } %s, gptr %s, align 8", a1, s)
	default:
		i, v0, v1 := f.val("li"), f.val("lw"), f.val("lw")
		f.emit("%s = ptrtoint gptr %s to i64", i, first)
		f.emit("%s = insertelement <2 x i64> poison, i64 %s, i32 0", v0, i)
		f.emit("%s = insertelement <2 x i64> %s, i64 %s, i32 1", v1, v0, y)
		f.emit("store <2 x i64> %s, gptr %s, align 16", v1, s)
	}
	x := f.val("lf")
	f.emit("%s = load gptr, gptr %s, align 8", x, from)
	p.name = x
	f.ptrs = append(f.ptrs, p)
}

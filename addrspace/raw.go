package addrspace

import (
	"memspace/ir"
	"memspace/target"
)

// Raw bits: integers stored to memory and loaded back as pointers.
//
// A value stored to memory is a pointer, the image of pointers (a
// non-pointer value data flow derives from one), or raw bits: an integer
// or float no pointer flows into. A value may carry both (cell.raw): an
// integer read over raw bits (the location's field-insensitive contents
// give it the image of the pointers stored beside), a phi or select one
// of whose inputs is raw, an aggregate or vector with a raw field or
// lane; storing it stores raw bits too. A pointer loaded from raw bits is
// made from an integer, like inttoptr of a plain integer, and may point
// anywhere:
//
//	%slot = alloca i64
//	store i64 4611686018427387904, ptr %slot   ; raw bits
//	%p = load ptr, ptr %slot                   ; unknown, not "nothing"
//
// Contents are field-insensitive (one cell per location), which is what
// makes this need care: most objects that hold pointers hold integers
// beside them (struct Span { float *data; int n; }), and tainting the
// whole object would make every pointer read from it unknown. So raw bits
// are kept apart from the contents, as byte ranges of the location they
// land in, and a load of a pointer reads them only where its bytes
// overlap one:
//
//	store ptr %buf, ptr %s                     ; bytes 0..8: a local pointer
//	%n = getelementptr inbounds i8, ptr %s, i64 8
//	store i32 8, ptr %n                        ; bytes 8..12: raw
//	%d = load ptr, ptr %s                      ; bytes 0..8: local, as stored
//
// A range is known when the address is the location's own value (the
// alloca or byval parameter) moved by constant offsets: casts, and
// getelementptr with constant indices over types laid out naturally
// (scalars and pointers aligned to their size, as every GPU data layout
// has them; i64 only where the layout says i64:64), looking through the
// parameters of functions whose every call the module shows. Otherwise
// the whole location counts as raw, and so does a load of a pointer whose
// own range is not known. Copies carry the ranges along: memcpy and
// memmove shifted by the difference of their offsets (a source indexed by
// a variable, an array of structs, repeats them every element), a byval
// argument into the callee's copy. Ranges are kept for the part's
// own locations only: in a module-wide location (a shared variable) raw
// bits cover the whole of it, and in one the host may fill
// (host memory, other global variables, a byval kernel parameter) they
// count as what the host stores there: global pointers under
// param-always-point-to-global, the same bits could have come from the
// host. That is the option's assumption, not a fact of every execution
// (a kernel may write a forged shared address there), as for the host's
// own bits; the spec (§2) adds nothing for such a store either. Raw bits
// written through a pointer to unknown memory (by an exported helper the
// kernel gave the address of its slot) may land in any escaped location:
// from then on a pointer read from one the host does not fill is
// unknown. Zero, undef and poison are not raw: null agrees with every
// space.
//
// Window offsets are kept the same way, as ranges of their own kind. On
// NVPTX a shared, local, constant or param pointer is an offset into its
// space's window, on AMDGPU a local or private one too, and on SPIR a
// generic local or private pointer carries a tag its own bits lack (only
// a global address is its own generic address everywhere:
// target.KeepsBits): stored with its own type (or as the integer of its
// ptrtoint) and read back as a generic pointer, the bits are no generic
// address of the object, and isspacep or to_local on them is false where the contents
// would say true:
//
//	store ptr addrspace(3) %s, ptr %slot       ; bytes 0..8: a window offset
//	%g = load ptr, ptr %slot                   ; unknown, not shared
//
// A read with the pointer's own type (OpenCL at -O0 keeps every __local
// pointer in a slot of that type) reads the offset as what it is, so only
// a read of a generic pointer over window ranges is unknown. An integer
// read over them carries raw bits, and so does ptrtoint of such a pointer
// (inttoptr of that very ptrtoint is ExactPair's business).
//
// Termination: ranges are only added (a location's list, then "all"),
// each addition queues the location's readers once, and the number of
// stores is finite.

// span is the byte range [lo, hi) of an access, relative to the start of
// its location.
type span struct{ lo, hi int64 }

// bitsKind is what a range of stored bytes holds that a pointer read over
// it cannot take for an address.
type bitsKind uint8

const (
	rawKind    bitsKind = iota // no pointer's bits: every pointer read over them is unknown
	windowKind                 // a window offset: a generic pointer read over it is unknown
	numKinds
)

// ranges are where bits of one kind lie in a location: a list of spans,
// or all of it.
type ranges struct {
	spans []span
	all   bool
}

func (r *ranges) empty() bool { return !r.all && len(r.spans) == 0 }

// setAll makes the kinds whose bit is set in m cover all of st.
func (st *locState) setAll(m uint8) {
	for k := range st.bits {
		if m&(1<<k) != 0 {
			st.bits[k] = ranges{all: true}
		}
	}
}

// allMask has bit k set when the ranges of kind k cover all of st.
func (st *locState) allMask() uint8 {
	var m uint8
	for k := range st.bits {
		if st.bits[k].all {
			m |= 1 << k
		}
	}
	return m
}

func (a span) overlaps(b span) bool { return a.lo < b.hi && b.lo < a.hi }

// rawText is the origin of a pointer loaded from raw bits.
func rawText() string { return "made from an integer stored to memory" }

// windowText is the origin of a generic pointer loaded over a window
// offset.
func windowText() string {
	return "loaded as a generic pointer where a pointer of another space was stored (its bits are no generic address of what it points to)"
}

// storeValues stores vals through the address addr (at: the store, atomic
// or intrinsic call; size: the bytes written, -1 when unknown): the
// pointers they are or carry the image of, and the raw bits of those that
// are raw (an intrinsic may store both kinds).
func (s *solver) storeValues(addr ir.Value, size int64, at *ir.Instruction, vals ...ir.Value) {
	ac := s.stateOf(addr)
	var c cell
	raw, window := false, false
	for _, v := range vals {
		vc := s.stateOf(v)
		c.raise(vc, s.n)
		raw = raw || s.rawValue(v)
		window = window || s.windowType(v.Type())
	}
	s.storeTo(ac, c, at.Parent.Parent)
	if !raw && !window {
		return
	}
	for _, l := range ac.locs {
		if l == locUnknown {
			s.rawIntoUnknown(at)
			continue
		}
		// Memory the host may fill keeps its global pointers:
		// param-always-point-to-global
		// takes what is read as a pointer there for a global address
		// whoever wrote the bits (the host could have written these
		// very bits), and with the option off a read there is unknown
		// (hostContent). Everywhere else the bits make a pointer read
		// over them unknown, which holds in every execution.
		if !s.info(l).hostFilled {
			sp, ok := s.spanIn(addr, l, size)
			if raw {
				s.addBits(l, rawKind, sp, ok)
			}
			if window {
				s.addBits(l, windowKind, sp, ok)
			}
		}
	}
}

// rawIntoUnknown records raw bits (or window offsets, counted as raw
// there) that at writes through a pointer to unknown memory. Reading unknown memory gives anything already, but the
// write may land in any escaped location: the alloca of a kernel that
// passed its address to an exported helper, which stores an integer
// there. So from then on (mem.rawW) a pointer read from an escaped
// location may be made from raw bits, and is unknown (rawRead), except in
// memory the host may fill, where raw bits count as the host's (see
// above). As for pointers written there (writeUnknown), only a write by
// code a kernel of the module reaches counts: other code runs only in
// launches of other modules' kernels.
func (s *solver) rawIntoUnknown(at *ir.Instruction) {
	if f := at.Parent.Parent; !s.fc.kernelCtx[f] || s.mem.rawW {
		return
	}
	s.mem.rawW, s.mem.wDirty = true, true
	s.enqueueRawEscaped()
}

// enqueueRawEscaped queues the readers of the escaped locations that raw
// bits written into unknown memory may reach.
func (s *solver) enqueueRawEscaped() {
	s.eachEscaped(func(st *locState) {
		if !st.hostFilled {
			s.enqueueReaders(st)
		}
	})
}

// rawValue reports whether v, a value stored to memory, may hold raw
// bits: it is no pointer's image (rawBits), or it carries images and raw
// bits together (cell.raw: read over raw bits, or made of a raw part and
// an image, such as insertvalue of a pointer and an integer).
func (s *solver) rawValue(v ir.Value) bool {
	if isPtrLike(v.Type()) {
		return false
	}
	vc := s.stateOf(v)
	return vc.raw || vc.isEmpty() && rawBits(v)
}

// rawPart adds to c, the value of a phi, select or lane- or
// field-building instruction, that operand v may hold raw bits: the
// result then may too, whatever images its other operands carry.
func (s *solver) rawPart(c *cell, v ir.Value) {
	if !c.raw && s.rawValue(v) {
		c.raw = true
	}
}

// windowType reports whether a value of type t holds a pointer whose bits
// are a window offset, not a generic address (target.KeepsBits): a
// pointer of a space other than the generic one.
func (s *solver) windowType(t ir.Type) bool {
	g := s.t.Generic()
	return hasLeaf(t, func(leaf ir.Type) bool {
		p, ok := leaf.(*ir.PointerType)
		if !ok {
			return false
		}
		as := target.AddrSpace(p.AddrSpace)
		return as != g && !s.t.KeepsBits(as, g)
	})
}

// readsGeneric reports whether a read of type t gives a generic pointer.
func (s *solver) readsGeneric(t ir.Type) bool {
	return hasLeaf(t, func(leaf ir.Type) bool {
		p, ok := leaf.(*ir.PointerType)
		return ok && s.t.IsGeneric(target.AddrSpace(p.AddrSpace))
	})
}

// ptrToIntBits marks c, the integer ptrtoint makes of p, as raw when p's
// bits are a window offset: read back as a generic pointer they are no
// address of p's object.
func (s *solver) ptrToIntBits(c *cell, p ir.Value) {
	if s.windowType(p.Type()) {
		c.raw = true
	}
}

// readsBits reports whether a read of type t gives a value that may hold
// raw bits without making a pointer of them: an integer, float or vector
// or aggregate of those.
func readsBits(t ir.Type) bool {
	return t != ir.VoidType && !holdsPointer(t)
}

// rawBits reports whether v may hold bits that are no pointer's image
// (asked of values whose cell is empty): any value but a pointer and a
// zero, undef or poison constant.
func rawBits(v ir.Value) bool {
	if isPtrLike(v.Type()) {
		return false
	}
	switch v := v.(type) {
	case *ir.ConstSimple:
		return false
	case *ir.ConstInt:
		return v.V != 0 || (v.Big != nil && v.Big.Sign() != 0)
	}
	return true
}

// addBits records bits of kind k over sp (the whole location when !ok)
// in location l, and queues its readers when that is new. Module-wide
// locations keep no ranges: such bits cover them whole, and go to shared
// memory with the rest of their state.
func (s *solver) addBits(l locID, k bitsKind, sp span, ok bool) {
	st := s.loc(l)
	r := &st.bits[k]
	switch {
	case r.all:
		return
	case !ok || l < s.moduleLocs:
		r.all, r.spans, st.dirty = true, nil, true
	case len(r.spans) >= maxRanges:
		r.all, r.spans = true, nil
	default:
		for i, x := range r.spans {
			if x.lo <= sp.lo && sp.hi <= x.hi {
				return
			}
			if x.lo <= sp.hi && sp.lo <= x.hi { // touching: one range
				r.spans[i] = span{min(x.lo, sp.lo), max(x.hi, sp.hi)}
				s.enqueueReaders(st)
				return
			}
		}
		r.spans = append(r.spans, sp)
	}
	s.enqueueReaders(st)
}

// maxRanges bounds a location's list of ranges of one kind; past it the
// whole location counts.
const maxRanges = 32

// rawRead is what a load at of a pointer reads from raw bits in the
// part's location l through addr: unknown where its bytes overlap them,
// or anywhere in an escaped location once raw bits were written into
// unknown memory, and unknown where a generic pointer's bytes overlap a
// window offset; else nothing.
func (s *solver) rawRead(l locID, st *locState, addr ir.Value, at *ir.Instruction) (cell, bool) {
	t := at.Type()
	switch {
	case !holdsPointer(t):
		return cell{}, false
	case s.bitsHit(l, st, addr, t, rawKind):
		return s.unknownAt(at, seedRaw, rawText), true
	case s.readsGeneric(t) && s.bitsHit(l, st, addr, t, windowKind):
		return s.unknownAt(at, seedWindow, windowText), true
	}
	return cell{}, false
}

// rawHit reports whether a read of type t through addr may read raw bits
// or a window offset in location l: an integer read there carries raw
// bits.
func (s *solver) rawHit(l locID, st *locState, addr ir.Value, t ir.Type) bool {
	return s.bitsHit(l, st, addr, t, rawKind) || s.bitsHit(l, st, addr, t, windowKind)
}

// bitsHit reports whether a read of type t through addr may read bits of
// kind k in location l.
func (s *solver) bitsHit(l locID, st *locState, addr ir.Value, t ir.Type, k bitsKind) bool {
	escRaw := k == rawKind && s.mem.rawW && st.escaped && !st.hostFilled
	r := &st.bits[k]
	if r.empty() && !escRaw {
		return false
	}
	sp, ok := s.spanIn(addr, l, s.typeBytes(t))
	hit := r.all || escRaw || !ok
	for _, x := range r.spans {
		hit = hit || x.overlaps(sp)
	}
	return hit
}

// copyRaw copies the raw bits and window offsets of what src points into
// to what dst points into (memcpy and memmove of n bytes, -1 when
// unknown, at: the call; a byval argument: dst nil, into the callee's
// copy dstLoc).
func (s *solver) copyRaw(dst ir.Value, dstLoc locID, src ir.Value, n int64, at *ir.Instruction) {
	for _, sl := range s.stateOf(src).locs {
		if sl == locUnknown {
			continue
		}
		st := s.loc(sl)
		// Raw bits written into unknown memory may be anywhere in an
		// escaped location (rawIntoUnknown): all of it is copied.
		escRaw := s.mem.rawW && st.escaped && !st.hostFilled
		if st.bits[rawKind].empty() && st.bits[windowKind].empty() && !escRaw {
			continue
		}
		from, stride, sok := s.offsetIn(src, s.info(sl).v)
		dsts := []locID{dstLoc}
		if dst != nil {
			dsts = s.stateOf(dst).locs
		}
		for _, dl := range dsts {
			if dl == locUnknown {
				s.rawIntoUnknown(at) // as a store of raw bits there
				continue
			}
			to, dstStride, dok := int64(0), int64(0), true
			if dst != nil {
				to, dstStride, dok = s.offsetIn(dst, s.info(dl).v)
			}
			c := rawCopy{from: from, stride: stride, to: to, n: n}
			ok := sok && dok && dstStride == 0
			for k := range numKinds {
				src := st.bits[k]
				if k == rawKind && escRaw {
					src = ranges{all: true}
				}
				if !src.empty() {
					s.shiftBits(dl, k, src, c, ok)
				}
			}
		}
	}
}

// rawCopy describes a copy of n bytes (-1: unknown) from offset from
// (plus an unknown multiple of stride, when stride is not 0) of a source
// location to offset to of a destination.
type rawCopy struct{ from, stride, to, n int64 }

// maxShifts bounds the copies of a range that shiftBits makes for a copy
// whose source offset is known up to a stride.
const maxShifts = 64

// shiftBits adds to location dl the ranges src of kind k where copy c
// puts them (all of dl when !ok, or when they are too many to list).
func (s *solver) shiftBits(dl locID, k bitsKind, src ranges, c rawCopy, ok bool) {
	switch {
	case dl == locUnknown || s.info(dl).hostFilled:
		return
	case src.all || !ok || c.stride != 0 && c.n < 0 || dl < s.moduleLocs:
		s.addBits(dl, k, span{}, false)
		return
	}
	window := span{c.to, c.to + c.n}
	for _, r := range append([]span(nil), src.spans...) {
		r = span{r.lo - c.from + c.to, r.hi - c.from + c.to}
		if c.stride == 0 {
			if c.n < 0 || r.overlaps(window) {
				s.addBits(dl, k, clip(r, window, c.n), true)
			}
			continue
		}
		// The copy starts j strides further than from, for some j: the
		// range lands j strides lower; keep the j that reach the window.
		lo := floorDiv(r.lo-window.hi, c.stride)
		hi := floorDiv(r.hi-window.lo, c.stride) + 1
		if hi-lo > maxShifts {
			s.addBits(dl, k, window, true)
			continue
		}
		for j := lo; j <= hi; j++ {
			if m := (span{r.lo - j*c.stride, r.hi - j*c.stride}); m.overlaps(window) {
				s.addBits(dl, k, clip(m, window, c.n), true)
			}
		}
	}
}

// clip cuts r to window when the copy's length n is known.
func clip(r, window span, n int64) span {
	if n < 0 {
		return r
	}
	return span{max(r.lo, window.lo), min(r.hi, window.hi)}
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// holdsPointer reports whether a value of type t has pointer bits.
func holdsPointer(t ir.Type) bool {
	return hasLeaf(t, func(leaf ir.Type) bool {
		_, ok := leaf.(*ir.PointerType)
		return ok
	})
}

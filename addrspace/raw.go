package addrspace

import (
	"memspace/ir"
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
// Termination: ranges are only added (a location's list, then "all"),
// each addition queues the location's readers once, and the number of
// stores is finite.

// span is the byte range [lo, hi) of an access, relative to the start of
// its location.
type span struct{ lo, hi int64 }

func (a span) overlaps(b span) bool { return a.lo < b.hi && b.lo < a.hi }

// rawText is the origin of a pointer loaded from raw bits.
func rawText() string { return "made from an integer stored to memory" }

// storeValues stores vals through the address addr (at: the store, atomic
// or intrinsic call; size: the bytes written, -1 when unknown): the
// pointers they are or carry the image of, and the raw bits of those that
// are raw (an intrinsic may store both kinds).
func (s *solver) storeValues(addr ir.Value, size int64, at *ir.Instruction, vals ...ir.Value) {
	ac := s.stateOf(addr)
	var c cell
	raw := false
	for _, v := range vals {
		vc := s.stateOf(v)
		c.raise(vc, s.n)
		raw = raw || s.rawValue(v)
	}
	s.storeTo(ac, c, at.Parent.Parent)
	if !raw {
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
			s.addRaw(l, sp, ok)
		}
	}
}

// rawIntoUnknown records raw bits that at writes through a pointer to
// unknown memory. Reading unknown memory gives anything already, but the
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

// addRaw records raw bits over sp (the whole location when !ok) in
// location l, and queues its readers when that is new. Module-wide
// locations keep no ranges: their raw bits cover them whole, and go to
// shared memory with the rest of their state.
func (s *solver) addRaw(l locID, sp span, ok bool) {
	st := s.loc(l)
	switch {
	case st.rawAll:
		return
	case !ok || l < s.moduleLocs:
		st.rawAll, st.raw, st.dirty = true, nil, true
	case len(st.raw) >= maxRanges:
		st.rawAll, st.raw = true, nil
	default:
		for i, r := range st.raw {
			if r.lo <= sp.lo && sp.hi <= r.hi {
				return
			}
			if r.lo <= sp.hi && sp.lo <= r.hi { // touching: one range
				st.raw[i] = span{min(r.lo, sp.lo), max(r.hi, sp.hi)}
				s.enqueueReaders(st)
				return
			}
		}
		st.raw = append(st.raw, sp)
	}
	s.enqueueReaders(st)
}

// maxRanges bounds a location's list of raw ranges; past it the whole
// location counts as raw.
const maxRanges = 32

// rawRead is what a load at of a pointer reads from raw bits in the
// part's location l through addr: unknown where its bytes overlap them,
// or anywhere in an escaped location once raw bits were written into
// unknown memory, else nothing.
func (s *solver) rawRead(l locID, st *locState, addr ir.Value, at *ir.Instruction) (cell, bool) {
	if !holdsPointer(at.Type()) || !s.rawHit(l, st, addr, at.Type()) {
		return cell{}, false
	}
	return s.unknownAt(at, seedRaw, rawText), true
}

// rawHit reports whether a read of type t through addr may read raw bits
// in location l.
func (s *solver) rawHit(l locID, st *locState, addr ir.Value, t ir.Type) bool {
	escRaw := s.mem.rawW && st.escaped && !st.hostFilled
	if !st.rawAll && len(st.raw) == 0 && !escRaw {
		return false
	}
	sp, ok := s.spanIn(addr, l, s.typeBytes(t))
	hit := st.rawAll || escRaw || !ok
	for _, r := range st.raw {
		hit = hit || r.overlaps(sp)
	}
	return hit
}

// copyRaw copies the raw bits of what src points into to what dst points
// into (memcpy and memmove of n bytes, -1 when unknown, at: the call; a
// byval argument: dst nil, into the callee's copy dstLoc).
func (s *solver) copyRaw(dst ir.Value, dstLoc locID, src ir.Value, n int64, at *ir.Instruction) {
	for _, sl := range s.stateOf(src).locs {
		if sl == locUnknown {
			continue
		}
		st := s.loc(sl)
		// Raw bits written into unknown memory may be anywhere in an
		// escaped location (rawIntoUnknown): all of it is copied.
		escRaw := s.mem.rawW && st.escaped && !st.hostFilled
		if !st.rawAll && len(st.raw) == 0 && !escRaw {
			continue
		}
		from, stride, sok := s.offsetIn(src, s.info(sl).v)
		sok = sok && !escRaw
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
			s.shiftRaw(dl, st, c, sok && dok && dstStride == 0)
		}
	}
}

// rawCopy describes a copy of n bytes (-1: unknown) from offset from
// (plus an unknown multiple of stride, when stride is not 0) of a source
// location to offset to of a destination.
type rawCopy struct{ from, stride, to, n int64 }

// maxShifts bounds the copies of a range that shiftRaw makes for a copy
// whose source offset is known up to a stride.
const maxShifts = 64

// shiftRaw adds to location dl the raw ranges of src where copy c puts
// them (all of dl when !ok, or when they are too many to list).
func (s *solver) shiftRaw(dl locID, src *locState, c rawCopy, ok bool) {
	switch {
	case dl == locUnknown || s.info(dl).hostFilled:
		return
	case src.rawAll || !ok || c.stride != 0 && c.n < 0 || dl < s.moduleLocs:
		s.addRaw(dl, span{}, false)
		return
	}
	window := span{c.to, c.to + c.n}
	for _, r := range append([]span(nil), src.raw...) {
		r = span{r.lo - c.from + c.to, r.hi - c.from + c.to}
		if c.stride == 0 {
			if c.n < 0 || r.overlaps(window) {
				s.addRaw(dl, clip(r, window, c.n), true)
			}
			continue
		}
		// The copy starts k strides further than from, for some k: the
		// range lands k strides lower; keep the k that reach the window.
		lo := floorDiv(r.lo-window.hi, c.stride)
		hi := floorDiv(r.hi-window.lo, c.stride) + 1
		if hi-lo > maxShifts {
			s.addRaw(dl, window, true)
			continue
		}
		for k := lo; k <= hi; k++ {
			if m := (span{r.lo - k*c.stride, r.hi - k*c.stride}); m.overlaps(window) {
				s.addRaw(dl, clip(m, window, c.n), true)
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

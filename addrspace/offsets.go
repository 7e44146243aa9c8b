package addrspace

import "memspace/ir"

// Byte offsets within a location: where an access through an address
// lands relative to the start of the object it points into, for the raw
// and window-offset ranges of raw.go. An offset is known when the address
// is the object's own value moved by casts and getelementptr with constant
// indices (one index may vary: a stride) over types laid out naturally,
// looking through the parameters of functions whose every call the
// module shows.

// spanIn is the byte range an access of size bytes through addr covers in
// location l, when addr is l's own value moved by a constant offset.
func (s *solver) spanIn(addr ir.Value, l locID, size int64) (span, bool) {
	off, stride, ok := s.offsetIn(addr, s.info(l).v)
	if !ok || stride != 0 || size < 0 {
		return span{}, false
	}
	return span{off, off + size}, true
}

// offsetIn returns the byte offset of addr from base, when addr is base
// moved by getelementptr (over types whose layout sizeAlign knows) and
// casts: a constant off, plus some multiple of stride when one index is
// not a constant (stride 0: none). A parameter of a function whose every
// caller the module shows stands for its arguments, when those that point
// into base agree (one that starts from another object cannot).
func (s *solver) offsetIn(addr, base ir.Value) (off, stride int64, ok bool) {
	off, stride, r := s.offsetFrom(addr, base, 0)
	return off, stride, r == reached
}

// What offsetFrom found at the start of an address.
type root uint8

const (
	unknownRoot root = iota // something else: a load, a phi, ...
	reached                 // base
	otherObject             // another alloca, global variable or byval copy
)

// maxOffsetCalls bounds how many parameters offsetFrom looks through.
const maxOffsetCalls = 4

func (s *solver) offsetFrom(addr, base ir.Value, calls int) (off, stride int64, r root) {
	for steps := 0; addr != base; steps++ {
		if base == nil || steps > 64 {
			return 0, 0, unknownRoot
		}
		var op ir.Opcode
		var ops []ir.Value
		var elem ir.Type
		switch a := addr.(type) {
		case *ir.Instruction:
			op, ops, elem = a.Op, a.Operands(), a.ElemType
		case *ir.ConstExpr:
			op, ops, elem = a.Op, a.Operands(), a.ElemType
		case *ir.GlobalVariable:
			return 0, 0, otherObject
		case *ir.Argument:
			if a.Attrs.Has("byval") {
				return 0, 0, otherObject // its own copy
			}
			o, st, r := s.paramOffset(a, base, calls)
			if r == reached && st != 0 && stride != 0 {
				return 0, 0, unknownRoot
			}
			return off + o, max(stride, st), r
		default:
			return 0, 0, unknownRoot
		}
		switch op {
		case ir.OpAlloca:
			return 0, 0, otherObject
		case ir.OpBitCast, ir.OpAddrSpaceCast:
		case ir.OpGetElementPtr:
			d, st, ok := s.gepOffset(elem, ops[1:])
			if !ok || st != 0 && stride != 0 {
				return 0, 0, unknownRoot
			}
			off += d
			stride = max(stride, st)
		default:
			return 0, 0, unknownRoot
		}
		addr = ops[0]
	}
	return off, stride, reached
}

// offsetKey and offsetAnswer memoize paramOffset: the answer depends on
// the code only, and a raw store or load is visited again whenever what
// it reads grows, so without them every visit would walk every call of
// every function between the access and its object again.
type offsetKey struct {
	p     *ir.Argument
	base  ir.Value
	calls int
}

type offsetAnswer struct {
	off, stride int64
	r           root
}

// paramOffset is the offset from base that every call of p's function
// that passes a pointer into base passes for p.
func (s *solver) paramOffset(p *ir.Argument, base ir.Value, calls int) (off, stride int64, r root) {
	k := offsetKey{p, base, calls}
	if a, ok := s.offsets[k]; ok {
		return a.off, a.stride, a.r
	}
	off, stride, r = s.callersOffset(p, base, calls)
	if s.offsets == nil {
		s.offsets = map[offsetKey]offsetAnswer{}
	}
	s.offsets[k] = offsetAnswer{off, stride, r}
	return off, stride, r
}

func (s *solver) callersOffset(p *ir.Argument, base ir.Value, calls int) (off, stride int64, r root) {
	f := p.Parent
	if calls >= maxOffsetCalls || f == nil || !s.fc.tracked[f] || len(s.fc.regionCallsOf[f]) > 0 {
		return 0, 0, unknownRoot
	}
	r = otherObject
	for _, call := range s.fc.callSites[f] {
		args := call.Args()
		if p.Index >= len(args) {
			return 0, 0, unknownRoot
		}
		o, st, ar := s.offsetFrom(args[p.Index], base, calls+1)
		switch {
		case ar == unknownRoot:
			return 0, 0, unknownRoot
		case ar == otherObject:
		case r == reached && (o != off || st != stride):
			return 0, 0, unknownRoot
		default:
			off, stride, r = o, st, reached
		}
	}
	return off, stride, r
}

// gepOffset is the byte offset of getelementptr indices over source
// element type t: a constant, plus a multiple of stride for the one index
// that may not be constant (stride 0: all are).
func (s *solver) gepOffset(t ir.Type, idx []ir.Value) (off, stride int64, ok bool) {
	for i, v := range idx {
		if i > 0 {
			switch at := t.(type) {
			case *ir.ArrayType:
				t = at.Elem
			case *ir.VectorType:
				t = at.Elem
			case *ir.StructType:
				c, isConst := v.(*ir.ConstInt)
				offs, _, _, known := s.structLayout(at)
				if !isConst || !known || c.V < 0 || c.V >= int64(len(offs)) {
					return 0, 0, false
				}
				off += offs[c.V]
				t = at.Fields[c.V]
				continue
			default:
				return 0, 0, false
			}
		}
		n, _, known := s.sizeAlign(t)
		if !known {
			return 0, 0, false
		}
		switch c, isConst := v.(*ir.ConstInt); {
		case isConst && c.Big == nil:
			off += c.V * n
		case stride == 0 && n > 0:
			stride = n
		default:
			return 0, 0, false
		}
	}
	return off, stride, true
}

// typeBytes is the size in memory of t, or -1 when sizeAlign does not
// know it.
func (s *solver) typeBytes(t ir.Type) int64 {
	if n, _, ok := s.sizeAlign(t); ok {
		return n
	}
	return -1
}

// sizeAlign is the allocation size and ABI alignment of t for the types
// laid out naturally under the data layout: integers of 1, 2, 4 and 8
// bytes aligned to their size (i64 only where the layout says so),
// floats and pointers of those sizes (every GPU target's layout aligns
// them so), arrays, vectors of a power-of-two length, and structs of
// those.
func (s *solver) sizeAlign(t ir.Type) (size, align int64, ok bool) {
	switch t := t.(type) {
	case *ir.IntType:
		// Natural alignment only: i64 is 4-aligned unless the layout
		// says i64:64 (LLVM's default), and then it is left out.
		if a, ok := s.fc.layout.IntABIAlign(t.Bits); ok && a == t.Bits && t.Bits >= 8 && t.Bits <= 64 {
			return int64(t.Bits / 8), int64(t.Bits / 8), true
		}
	case *ir.FloatType:
		switch t.Kind {
		case ir.Half, ir.BFloat:
			return 2, 2, true
		case ir.Float:
			return 4, 4, true
		case ir.Double:
			return 8, 8, true
		}
	case *ir.PointerType:
		if b := s.ptrBits(t); b >= 8 && b <= 64 && b&(b-1) == 0 {
			return int64(b / 8), int64(b / 8), true
		}
	case *ir.ArrayType:
		if n, a, ok := s.sizeAlign(t.Elem); ok {
			return n * int64(t.Len), a, true
		}
	case *ir.VectorType:
		if n, _, ok := s.sizeAlign(t.Elem); ok && !t.Scalable && t.Len&(t.Len-1) == 0 {
			return n * int64(t.Len), n * int64(t.Len), true
		}
	case *ir.StructType:
		_, size, align, ok := s.structLayout(t)
		return size, align, ok
	}
	return 0, 0, false
}

// structLayout returns the offsets of t's fields, its size (padded to its
// alignment) and its alignment.
func (s *solver) structLayout(t *ir.StructType) (offs []int64, size, align int64, ok bool) {
	if t.Opaque {
		return nil, 0, 0, false
	}
	align = 1
	for _, f := range t.Fields {
		n, a, known := s.sizeAlign(f)
		if !known {
			return nil, 0, 0, false
		}
		if t.Packed {
			a = 1
		}
		size = (size + a - 1) / a * a
		offs = append(offs, size)
		size += n
		align = max(align, a)
	}
	return offs, (size + align - 1) / align * align, align, true
}

// constBytes is a constant length, or -1.
func constBytes(v ir.Value) int64 {
	if c, ok := v.(*ir.ConstInt); ok && c.Big == nil && c.V >= 0 {
		return c.V
	}
	return -1
}

package hostrun

import "memspace/ir"

// dZero asks for a zeroed buffer: pointers in it are null, so linked
// structures end.
const dZero descKind = 100

// maxInferDepth bounds how many pointer levels inference follows; the level
// past it is zero, so lists and trees the driver builds end.
const maxInferDepth = 3

// inferDesc guesses what memory a pointer value points to from how the
// program uses it: the types it loads and stores through it (and through
// GEPs, casts, phis, calls of defined functions, and the allocas it is
// spilled to at -O0). A pointer loaded from it is followed in turn, so a
// buffer the kernel reads pointers from gets pointers into another buffer.
func inferDesc(v ir.Value, depth int) *typeDesc {
	if depth > maxInferDepth {
		return &typeDesc{kind: dZero}
	}
	u := &usage{seen: map[ir.Value]bool{}, ints: map[int]int{}}
	u.walk(v)
	switch {
	case len(u.loadedPtrs) > 0 || u.ptrStores > 0:
		var elem *typeDesc
		for _, l := range u.loadedPtrs {
			if d := inferDesc(l, depth+1); d.kind != dUnknown {
				elem = d
				break
			}
		}
		if elem == nil {
			elem = &typeDesc{kind: dUnknown}
		}
		return &typeDesc{kind: dPtr, elem: elem}
	case u.floats > 0:
		return &typeDesc{kind: dFloat, bits: 32}
	case u.doubles > 0:
		return &typeDesc{kind: dDouble, bits: 64}
	case u.halves > 0:
		return &typeDesc{kind: dHalf, bits: 16}
	case len(u.ints) > 0:
		best, n := 32, 0
		for bits, c := range u.ints {
			if c > n || c == n && bits < best {
				best, n = bits, c
			}
		}
		return &typeDesc{kind: dInt, bits: best}
	}
	return &typeDesc{kind: dUnknown}
}

type usage struct {
	seen                    map[ir.Value]bool
	loadedPtrs              []ir.Value
	ptrStores               int
	floats, doubles, halves int
	ints                    map[int]int // accesses per width in bits
}

func (u *usage) note(t ir.Type) {
	switch t := t.(type) {
	case *ir.VectorType:
		u.note(t.Elem)
	case *ir.ArrayType:
		u.note(t.Elem)
	case *ir.FloatType:
		switch t.Kind {
		case ir.Float:
			u.floats++
		case ir.Double:
			u.doubles++
		case ir.Half, ir.BFloat:
			u.halves++
		}
	case *ir.IntType:
		if t.Bits%8 == 0 && t.Bits <= 64 {
			u.ints[t.Bits]++
		}
	case *ir.PointerType:
		u.ptrStores++
	case *ir.StructType:
		for _, f := range t.Fields {
			u.note(f)
		}
	}
}

func (u *usage) walk(v ir.Value) {
	if u.seen[v] {
		return
	}
	u.seen[v] = true
	for _, user := range ir.UsersOf(v) {
		in, ok := user.(*ir.Instruction)
		if !ok {
			continue
		}
		switch in.Op {
		case ir.OpGetElementPtr:
			if in.Operand(0) == v {
				u.walk(in)
			}
		case ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpPhi, ir.OpSelect, ir.OpFreeze:
			if _, ok := in.Type().(*ir.PointerType); ok {
				u.walk(in)
			}
		case ir.OpLoad:
			if _, ok := in.Type().(*ir.PointerType); ok {
				u.loadedPtrs = append(u.loadedPtrs, in)
			} else {
				u.note(in.Type())
			}
		case ir.OpStore:
			if in.Operand(1) == v {
				if _, ok := in.Operand(0).Type().(*ir.PointerType); ok {
					u.ptrStores++
				} else {
					u.note(in.Operand(0).Type())
				}
			} else {
				// v itself is stored (spilled at -O0): follow what reloads it.
				for _, r := range ir.UsersOf(in.Operand(1)) {
					if l, ok := r.(*ir.Instruction); ok && l.Op == ir.OpLoad && l.Operand(0) == in.Operand(1) {
						if _, ok := l.Type().(*ir.PointerType); ok {
							u.walk(l)
						}
					}
				}
			}
		case ir.OpAtomicRMW, ir.OpCmpXchg:
			if in.Operand(0) == v {
				u.note(in.Operand(1).Type())
			}
		case ir.OpCall, ir.OpInvoke:
			f := in.CalledFunction()
			if f == nil || f.IsDeclaration() || f.Sig.Variadic {
				continue
			}
			for i, a := range in.Args() {
				if a == v && i < len(f.Params) {
					u.walk(f.Params[i])
				}
			}
		}
	}
}

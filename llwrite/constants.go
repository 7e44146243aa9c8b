package llwrite

import (
	"math"
	"strconv"

	"memspace/ir"
)

// constant appends a constant that is not a global value.
func (p *printer) constant(c ir.Constant) {
	switch c := c.(type) {
	case *ir.ConstInt:
		p.constInt(c)
	case *ir.ConstFloat:
		p.b = appendFloat(p.b, c)
	case *ir.ConstSimple:
		p.str(c.String())
	case *ir.ConstAggregate:
		p.aggregate(c)
	case *ir.ConstBytes:
		p.bytesConst(c)
	case *ir.ConstExpr:
		p.constExpr(c)
	case *ir.ConstRef:
		p.constRef(c)
	default:
		p.str("<badref>")
	}
}

func (p *printer) constInt(c *ir.ConstInt) {
	if t, ok := c.Type().(*ir.IntType); ok && t.Bits == 1 {
		if c.IsZero() {
			p.str("false")
		} else {
			p.str("true")
		}
		return
	}
	if c.Big != nil {
		p.b = c.Big.Append(p.b, 10)
		return
	}
	p.int(c.V)
}

// appendFloat appends a floating-point constant as LLVM does: float and
// double in "%e" form with six significant digits when that reads back
// exactly, else as the hex image of the double; other kinds through their
// hex spelling when one is kept.
func appendFloat(b []byte, c *ir.ConstFloat) []byte {
	if ft, ok := c.Type().(*ir.FloatType); ok && ft.Kind != ir.Float && ft.Kind != ir.Double && c.Raw != "" {
		return append(b, c.Raw...)
	}
	return appendDouble(b, c.F)
}

// appendDouble appends f in LLVM's decimal form if exact, else as
// 0x<upper-case hex of the IEEE double>.
func appendDouble(b []byte, f float64) []byte {
	if !math.IsInf(f, 0) && !math.IsNaN(f) {
		var tmp [32]byte
		s := strconv.AppendFloat(tmp[:0], f, 'e', 5, 64)
		if back, err := strconv.ParseFloat(string(s), 64); err == nil && back == f {
			// Six significant digits, printed with six decimals: "1.5e+00"
			// style padding of APFloat::toString gives one trailing 0.
			for i, ch := range s {
				if ch == 'e' {
					b = append(b, s[:i]...)
					b = append(b, '0')
					return append(b, s[i:]...)
				}
			}
		}
	}
	b = append(b, "0x"...)
	return appendHexUpper(b, math.Float64bits(f))
}

func (p *printer) bytesConst(c *ir.ConstBytes) {
	if allZeroBytes(c.Data) {
		p.str("zeroinitializer")
		return
	}
	p.str(`c"`)
	p.b = appendEscaped(p.b, c.Data)
	p.byte('"')
}

func allZeroBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != 0 {
			return false
		}
	}
	return true
}

// aggregate appends an array, vector, struct or splat constant, using the
// shorthands LLVM prints: zeroinitializer when every element is zero,
// c"..." for arrays of i8, splat (T v) for uniform int/float vectors.
func (p *printer) aggregate(c *ir.ConstAggregate) {
	if isNullConst(c, 0) {
		p.str("zeroinitializer")
		return
	}
	switch c.Kind {
	case ir.AggArray:
		if s, ok := byteString(c); ok {
			p.str(`c"`)
			p.b = appendEscaped(p.b, s)
			p.byte('"')
			return
		}
		p.elements('[', ']', c.Elems)
	case ir.AggVector:
		if !p.mi.typed && len(c.Elems) > 1 && uniformScalar(c.Elems) {
			p.splat(c.Elems[0])
			return
		}
		p.elements('<', '>', c.Elems)
	case ir.AggStruct:
		p.structConst(c)
	case ir.AggSplat:
		p.splatKind(c)
	}
}

func (p *printer) elements(open, close byte, elems []ir.Value) {
	p.byte(open)
	for i, e := range elems {
		if i > 0 {
			p.str(", ")
		}
		p.typedValue(e)
	}
	p.byte(close)
}

func (p *printer) splat(e ir.Value) {
	p.str("splat (")
	p.typedValue(e)
	p.byte(')')
}

// splatKind prints a splat constant; LLVM 14 has no splat syntax, so typed
// modules spell out fixed-length vectors element by element.
func (p *printer) splatKind(c *ir.ConstAggregate) {
	if len(c.Elems) == 0 {
		p.str("zeroinitializer")
		return
	}
	vt, ok := c.Type().(*ir.VectorType)
	if !p.mi.typed || !ok || vt.Scalable || vt.Len > 1<<16 {
		p.splat(c.Elems[0])
		return
	}
	p.byte('<')
	for i := uint64(0); i < vt.Len; i++ {
		if i > 0 {
			p.str(", ")
		}
		p.typedValue(c.Elems[0])
	}
	p.byte('>')
}

func (p *printer) structConst(c *ir.ConstAggregate) {
	st, _ := c.Type().(*ir.StructType)
	packed := st != nil && st.Packed
	if packed {
		p.byte('<')
	}
	p.byte('{')
	if len(c.Elems) > 0 {
		p.byte(' ')
		for i, e := range c.Elems {
			if i > 0 {
				p.str(", ")
			}
			p.typedValue(e)
		}
		p.byte(' ')
	}
	p.byte('}')
	if packed {
		p.byte('>')
	}
}

// byteString returns the bytes of an [N x i8] array whose elements are all
// integer constants.
func byteString(c *ir.ConstAggregate) (string, bool) {
	at, ok := c.Type().(*ir.ArrayType)
	if !ok || len(c.Elems) == 0 {
		return "", false
	}
	if it, ok := at.Elem.(*ir.IntType); !ok || it.Bits != 8 {
		return "", false
	}
	buf := make([]byte, len(c.Elems))
	for i, e := range c.Elems {
		ci, ok := e.(*ir.ConstInt)
		if !ok || ci.Big != nil {
			return "", false
		}
		buf[i] = byte(ci.V)
	}
	return string(buf), true
}

// uniformScalar reports whether all elements are the same integer or
// floating-point constant.
func uniformScalar(elems []ir.Value) bool {
	switch first := elems[0].(type) {
	case *ir.ConstInt:
		for _, e := range elems[1:] {
			ci, ok := e.(*ir.ConstInt)
			if !ok || ci.Type() != first.Type() || !sameInt(ci, first) {
				return false
			}
		}
		return true
	case *ir.ConstFloat:
		for _, e := range elems[1:] {
			cf, ok := e.(*ir.ConstFloat)
			if !ok || cf.Type() != first.Type() || cf.Raw != first.Raw ||
				math.Float64bits(cf.F) != math.Float64bits(first.F) {
				return false
			}
		}
		return true
	}
	return false
}

func sameInt(a, b *ir.ConstInt) bool {
	if a.Big != nil || b.Big != nil {
		return a.Big != nil && b.Big != nil && a.Big.Cmp(b.Big) == 0
	}
	return a.V == b.V
}

// isNullConst reports whether c is the all-zero value of its type, which
// LLVM prints as zeroinitializer (or null, 0, 0.0 for scalars).
func isNullConst(v ir.Value, depth int) bool {
	if depth > 64 {
		return false
	}
	switch c := v.(type) {
	case *ir.ConstInt:
		return c.IsZero()
	case *ir.ConstFloat:
		return isPosZeroFloat(c)
	case *ir.ConstSimple:
		return c.Kind == ir.KindNull || c.Kind == ir.KindZero
	case *ir.ConstBytes:
		return allZeroBytes(c.Data)
	case *ir.ConstAggregate:
		for _, e := range c.Elems {
			if !isNullConst(e, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// isPosZeroFloat reports whether c is +0.0.
func isPosZeroFloat(c *ir.ConstFloat) bool {
	if c.Raw == "" {
		return math.Float64bits(c.F) == 0
	}
	ft, _ := c.Type().(*ir.FloatType)
	if ft != nil && (ft.Kind == ir.Float || ft.Kind == ir.Double) {
		return math.Float64bits(c.F) == 0
	}
	// 0xH0000, 0xK0000..., 0xL..., 0xM..., 0xR0000.
	for i := 3; i < len(c.Raw); i++ {
		if c.Raw[i] != '0' {
			return false
		}
	}
	return len(c.Raw) > 3
}

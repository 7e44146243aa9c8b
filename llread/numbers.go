package llread

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"unsafe"
)

// intLit is the value of an integer literal: small when it fits in an
// int64, otherwise big.
type intLit struct {
	small int64
	big   *big.Int
}

// parseIntLit reads a decimal literal ("-12") or a hexadecimal one
// ("u0xFF", "s0xFF") as LLVM does: s0x values are signed in the width of
// their active bits.
func parseIntLit(text []byte) intLit {
	if len(text) > 3 && (text[0] == 'u' || text[0] == 's') {
		return parseHexLit(text[3:], text[0] == 's')
	}
	neg := text[0] == '-'
	digits := text
	if neg {
		digits = text[1:]
	}
	var v uint64
	for i, d := range digits {
		hi, lo := bits.Mul64(v, 10)
		lo, carry := bits.Add64(lo, uint64(d-'0'), 0)
		if hi != 0 || carry != 0 {
			return bigLit(text, i)
		}
		v = lo
	}
	switch {
	case !neg && v <= math.MaxInt64:
		return intLit{small: int64(v)}
	case neg && v <= 1<<63:
		return intLit{small: int64(-v)}
	}
	return intLit{big: new(big.Int).SetBytes(be64(v))}.negIf(neg)
}

// be64 returns v's bytes, most significant first (big.Int.SetBytes).
func be64(v uint64) []byte {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], v)
	return b[:]
}

func (l intLit) negIf(neg bool) intLit {
	if neg {
		l.big.Neg(l.big)
	}
	return l
}

// bigLit parses a decimal literal too large for 64 bits.
func bigLit(text []byte, _ int) intLit {
	b, ok := new(big.Int).SetString(string(text), 10)
	if !ok {
		b = new(big.Int)
	}
	return intLit{big: b}
}

func parseHexLit(hex []byte, signed bool) intLit {
	b, ok := new(big.Int).SetString(string(hex), 16)
	if !ok {
		b = new(big.Int)
	}
	if signed && b.Sign() != 0 {
		// The value is negative in the width of its active bits.
		b.Sub(b, new(big.Int).Lsh(big.NewInt(1), uint(b.BitLen())))
	}
	if b.IsInt64() {
		return intLit{small: b.Int64()}
	}
	return intLit{big: b}
}

// int64In returns the value truncated to n <= 64 bits and sign-extended.
func (l intLit) int64In(n int) int64 {
	v := uint64(l.small)
	if l.big != nil {
		v = l.big.Uint64()
		if l.big.Sign() < 0 {
			v = -new(big.Int).Neg(l.big).Uint64()
		}
	}
	if n < 64 {
		shift := uint(64 - n)
		return int64(v<<shift) >> shift
	}
	return int64(v)
}

// bigIn returns the value truncated to n > 64 bits, as a signed n-bit
// number.
func (l intLit) bigIn(n int) *big.Int {
	v := l.big
	if v == nil {
		return big.NewInt(l.small)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(n))
	v = new(big.Int).Mod(v, mod) // in [0, 2^n)
	if v.Bit(n-1) == 1 {
		v.Sub(v, mod)
	}
	return v
}

// parseHex64 reads up to 64 bits of hexadecimal digits; ok is false when the
// value needs more.
func parseHex64(hex []byte) (v uint64, ok bool) {
	for _, c := range hex {
		if v>>60 != 0 {
			return 0, false
		}
		v = v<<4 | hexVal(c)
	}
	return v, true
}

// parseDecimalFloat reads a decimal floating-point literal as a double.
func parseDecimalFloat(text []byte) float64 {
	f, _ := strconv.ParseFloat(unsafe.String(unsafe.SliceData(text), len(text)), 64)
	return f
}

// Binary formats a double constant may be converted to.
type fpFormat struct {
	prec       int // significand bits including the implicit one
	emin, emax int // exponent range of normal numbers
}

var (
	fmtHalf   = fpFormat{11, -14, 15}
	fmtBFloat = fpFormat{8, -126, 127}
	fmtFloat  = fpFormat{24, -126, 127}
)

// exactIn reports whether the double x converts to format f without losing
// information (LLVM's isValueValidForType).
func exactIn(x float64, f fpFormat) bool {
	if x == 0 || math.IsInf(x, 0) {
		return true
	}
	b := math.Float64bits(x)
	mant := b & (1<<52 - 1)
	exp := int(b>>52) & 0x7FF
	if exp == 0x7FF { // NaN: the payload must survive.
		return bits.TrailingZeros64(mant) >= 52-(f.prec-1)
	}
	if exp == 0 {
		exp = -1022
	} else {
		mant |= 1 << 52
		exp -= 1023
	}
	// x = mant * 2^(exp-52); the highest set bit of mant is at position hi.
	hi := bits.Len64(mant) - 1
	top := exp - 52 + hi                         // exponent of the leading bit
	low := exp - 52 + bits.TrailingZeros64(mant) // exponent of the lowest set bit
	if top > f.emax {
		return false
	}
	return low >= top-f.prec+1 && low >= f.emin-f.prec+1
}

package irverify

import (
	"math/big"

	"memspace/ir"
)

// LLVM's verifier reads the pairs of !range (and !noalias.addrspace) as
// ConstantRanges [lo, hi) that wrap around: each pair must be neither
// empty nor (but in !absolute_symbol) the full set, and the pairs must
// come in increasing signed order of their lower bounds, without
// overlapping or touching each other, the last one the first one
// included. rangeListProblem gives its messages.

// rangeKind tells apart the three range-like attachments.
type rangeKind uint8

const (
	rangeOfValues     rangeKind = iota // !range: bounds of the value's type
	rangeOfAddrSpaces                  // !noalias.addrspace: i32 bounds
	rangeOfAddresses                   // !absolute_symbol: pointer-wide, may be full
)

// rangeProblem returns LLVM's message for the first rule a range-like
// list breaks (its verifyRangeLikeMetadata), or "": pairs of integer
// bounds of one type, want (or i32 for address spaces), then the
// intervals as rangeListProblem reads them.
func rangeProblem(ops []ir.Metadata, want ir.Type, kind rangeKind) string {
	if len(ops)%2 != 0 {
		return "Unfinished range!"
	}
	if len(ops) == 0 {
		return "It should have at least one range!"
	}
	var pairs [][2]*ir.ConstInt
	for i := 0; i < len(ops); i += 2 {
		lo, okLo := mdConstInt(ops[i])
		if !okLo {
			return "The lower limit must be an integer!"
		}
		hi, okHi := mdConstInt(ops[i+1])
		if !okHi {
			return "The upper limit must be an integer!"
		}
		switch {
		case hi.Type() != lo.Type():
			return "Range pair types must match!"
		case kind == rangeOfAddrSpaces && !isIntBits(lo.Type(), 32):
			return "noalias.addrspace type must be i32!"
		case kind != rangeOfAddrSpaces && lo.Type() != want:
			return "Range types must match instruction type!"
		}
		pairs = append(pairs, [2]*ir.ConstInt{lo, hi})
	}
	return rangeListProblem(pairs, kind == rangeOfAddresses)
}

// wrapRange is [lo, hi) of width bits, as unsigned values.
type wrapRange struct {
	lo, hi *big.Int
	bits   int
}

// newWrapRange reads a pair of constants of one integer type.
func newWrapRange(lo, hi *ir.ConstInt) wrapRange {
	bits := lo.Type().(*ir.IntType).Bits
	return wrapRange{unsignedOf(lo, bits), unsignedOf(hi, bits), bits}
}

// unsignedOf is c's value modulo 2^bits.
func unsignedOf(c *ir.ConstInt, bits int) *big.Int {
	v := big.NewInt(c.V)
	if c.Big != nil {
		v = new(big.Int).Set(c.Big)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return v.Mod(v, mod)
}

func (r wrapRange) max() *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(r.bits))
	return m.Sub(m, big.NewInt(1))
}

func (r wrapRange) full() bool  { return r.lo.Cmp(r.hi) == 0 && r.lo.Cmp(r.max()) == 0 }
func (r wrapRange) empty() bool { return r.lo.Cmp(r.hi) == 0 && r.lo.Sign() == 0 }

// pieces are the range as at most two intervals [a, b) that do not wrap.
func (r wrapRange) pieces() [][2]*big.Int {
	end := new(big.Int).Add(r.max(), big.NewInt(1))
	switch {
	case r.empty():
		return nil
	case r.full():
		return [][2]*big.Int{{big.NewInt(0), end}}
	case r.lo.Cmp(r.hi) < 0:
		return [][2]*big.Int{{r.lo, r.hi}}
	}
	return [][2]*big.Int{{big.NewInt(0), r.hi}, {r.lo, end}}
}

// disjoint reports whether two ranges share no value.
func disjoint(a, b wrapRange) bool {
	for _, p := range a.pieces() {
		for _, q := range b.pieces() {
			if p[0].Cmp(q[1]) < 0 && q[0].Cmp(p[1]) < 0 {
				return false
			}
		}
	}
	return true
}

// contiguous is LLVM's isContiguous: one range ends where the other begins.
func contiguous(a, b wrapRange) bool { return a.hi.Cmp(b.lo) == 0 || a.lo.Cmp(b.hi) == 0 }

// signed is v, of width bits, read as a signed value.
func signed(v *big.Int, bits int) *big.Int {
	half := new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
	if v.Cmp(half) < 0 {
		return v
	}
	return new(big.Int).Sub(v, new(big.Int).Lsh(half, 1))
}

// rangeListProblem returns LLVM's message for the first rule the pairs
// break, or "". Each pair's bounds are integers of one type already; a
// full range is taken where fullOK (!absolute_symbol).
func rangeListProblem(pairs [][2]*ir.ConstInt, fullOK bool) string {
	var last wrapRange
	for i, p := range pairs {
		cur := newWrapRange(p[0], p[1])
		if cur.lo.Cmp(cur.hi) == 0 && cur.lo.Sign() != 0 && cur.lo.Cmp(cur.max()) != 0 {
			return "The upper and lower limits cannot be the same value"
		}
		if cur.empty() || !fullOK && cur.full() {
			return "Range must not be empty!"
		}
		if i > 0 {
			switch {
			case !disjoint(cur, last):
				return "Intervals are overlapping"
			case signed(cur.lo, cur.bits).Cmp(signed(last.lo, last.bits)) <= 0:
				return "Intervals are not in order"
			case contiguous(cur, last):
				return "Intervals are contiguous"
			}
		}
		last = cur
	}
	if len(pairs) > 2 {
		first := newWrapRange(pairs[0][0], pairs[0][1])
		switch {
		case !disjoint(first, last):
			return "Intervals are overlapping"
		case contiguous(first, last):
			return "Intervals are contiguous"
		}
	}
	return ""
}

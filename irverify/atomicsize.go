package irverify

import (
	"math/bits"

	"memspace/ir"
	"memspace/target"
)

// checkAtomicSize: what an atomic load, store, atomicrmw or cmpxchg
// moves is a power-of-two number of bytes (LLVM's verifier; the text
// reader refuses some of these at parse time, bitcode holds them all).
func (c *funcChecker) checkAtomicSize(in *ir.Instruction, t ir.Type) {
	n, ok := c.accessBits(t)
	switch {
	case !ok:
	case n < 8:
		c.errorf(in, "atomic memory access' size must be byte-sized")
	case bits.OnesCount64(n) != 1:
		c.errorf(in, "atomic memory access' operand must have a power-of-two size")
	}
}

// accessBits is the size in bits of a value of type t (a scalar, a
// pointer, or a fixed vector of them), as the data layout gives it.
func (c *funcChecker) accessBits(t ir.Type) (uint64, bool) {
	if v, ok := t.(*ir.VectorType); ok {
		n, ok := c.accessBits(v.Elem)
		return n * v.Len, ok && !v.Scalable
	}
	if as, ok := ir.AddrSpaceOf(t); ok {
		if c.m == nil {
			return 0, false
		}
		if c.layout == nil {
			dl, err := target.ParseDataLayout(c.m.DataLayout)
			if err != nil {
				return 0, false
			}
			c.layout = &dl
		}
		return uint64(c.layout.PointerBits(target.AddrSpace(as))), true
	}
	n := scalarBits(t)
	return uint64(n), n > 0
}

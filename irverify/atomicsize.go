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
		dl := c.dataLayout()
		if dl == nil {
			return 0, false
		}
		return uint64(dl.PointerBits(target.AddrSpace(as))), true
	}
	n := scalarBits(t)
	return uint64(n), n > 0
}

// dataLayout returns the module's data layout, parsed once per function
// checked, or nil when it does not parse (or there is no module).
func (c *funcChecker) dataLayout() *target.DataLayout {
	if c.layout == nil && c.m != nil {
		if dl, err := target.ParseDataLayout(c.m.DataLayout); err == nil {
			c.layout = &dl
		}
	}
	return c.layout
}

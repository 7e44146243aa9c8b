package llread

import (
	"encoding/binary"

	"memspace/ir"
)

// typeCache fronts the module's TypeContext for one goroutine: it remembers
// the types it has interned so repeated lookups take no lock.
type typeCache struct {
	ctx    *ir.TypeContext
	ints   map[int]*ir.IntType
	ptrs   [8]*ir.PointerType // opaque pointers in address spaces 0-7
	ptrMap map[ptrKey]*ir.PointerType
	arrays map[arrKey]*ir.ArrayType
	vecs   map[vecKey]*ir.VectorType
	ids    map[ir.Type]uint32 // local numbering used in list keys
	lists  map[string]ir.Type // literal structs and function types
	buf    []byte

	smallInts map[*ir.IntType]*[smallIntMax - smallIntMin + 1]*ir.ConstInt
	simple    map[constKey]*ir.ConstSimple
}

type ptrKey struct {
	elem ir.Type
	as   uint32
}

type arrKey struct {
	elem ir.Type
	n    uint64
}

type vecKey struct {
	elem     ir.Type
	n        uint64
	scalable bool
}

func newTypeCache(ctx *ir.TypeContext) *typeCache {
	return &typeCache{
		ctx:    ctx,
		ints:   map[int]*ir.IntType{},
		ptrMap: map[ptrKey]*ir.PointerType{},
		arrays: map[arrKey]*ir.ArrayType{},
		vecs:   map[vecKey]*ir.VectorType{},
		ids:    map[ir.Type]uint32{},
		lists:  map[string]ir.Type{},
	}
}

func (c *typeCache) intType(bits int) *ir.IntType {
	t := c.ints[bits]
	if t == nil {
		t = c.ctx.Int(bits)
		c.ints[bits] = t
	}
	return t
}

// ptr returns the opaque pointer type in address space as.
func (c *typeCache) ptr(as uint32) *ir.PointerType {
	if as < uint32(len(c.ptrs)) {
		if t := c.ptrs[as]; t != nil {
			return t
		}
		t := c.ctx.Ptr(as)
		c.ptrs[as] = t
		return t
	}
	return c.typedPtr(nil, as)
}

// typedPtr returns "elem addrspace(as)*" (opaque when elem is nil).
func (c *typeCache) typedPtr(elem ir.Type, as uint32) *ir.PointerType {
	k := ptrKey{elem, as}
	t := c.ptrMap[k]
	if t == nil {
		t = c.ctx.TypedPtr(elem, as)
		c.ptrMap[k] = t
	}
	return t
}

func (c *typeCache) array(n uint64, elem ir.Type) *ir.ArrayType {
	k := arrKey{elem, n}
	t := c.arrays[k]
	if t == nil {
		t = c.ctx.Array(n, elem)
		c.arrays[k] = t
	}
	return t
}

func (c *typeCache) vector(n uint64, elem ir.Type, scalable bool) *ir.VectorType {
	k := vecKey{elem, n, scalable}
	t := c.vecs[k]
	if t == nil {
		t = c.ctx.Vector(n, elem, scalable)
		c.vecs[k] = t
	}
	return t
}

// listKey builds a key naming a list of types by their local numbers.
func (c *typeCache) listKey(tag byte, first ir.Type, rest []ir.Type) []byte {
	b := append(c.buf[:0], tag)
	if first != nil {
		b = binary.AppendUvarint(b, uint64(c.id(first)))
	}
	for _, t := range rest {
		b = binary.AppendUvarint(b, uint64(c.id(t)))
	}
	c.buf = b
	return b
}

func (c *typeCache) id(t ir.Type) uint32 {
	id, ok := c.ids[t]
	if !ok {
		id = uint32(len(c.ids))
		c.ids[t] = id
	}
	return id
}

func (c *typeCache) structType(fields []ir.Type, packed bool) *ir.StructType {
	tag := byte('s')
	if packed {
		tag = 'p'
	}
	k := c.listKey(tag, nil, fields)
	if t, ok := c.lists[string(k)]; ok {
		return t.(*ir.StructType)
	}
	t := c.ctx.Struct(fields, packed)
	c.lists[string(k)] = t
	return t
}

func (c *typeCache) funcType(ret ir.Type, params []ir.Type, variadic bool) *ir.FuncType {
	tag := byte('f')
	if variadic {
		tag = 'v'
	}
	k := c.listKey(tag, ret, params)
	if t, ok := c.lists[string(k)]; ok {
		return t.(*ir.FuncType)
	}
	t := c.ctx.Func(ret, params, variadic)
	c.lists[string(k)] = t
	return t
}

// Small integer constants are shared: they carry no use list.
const (
	smallIntMin = -1
	smallIntMax = 64
)

type constKey struct {
	t ir.Type
	k ir.ConstKind
}

// constInt returns an integer constant, shared for small values of common
// widths.
func (c *typeCache) constInt(t *ir.IntType, lit intLit) *ir.ConstInt {
	if lit.big == nil && lit.small >= smallIntMin && lit.small <= smallIntMax && t.Bits <= 64 {
		if c.smallInts == nil {
			c.smallInts = map[*ir.IntType]*[smallIntMax - smallIntMin + 1]*ir.ConstInt{}
		}
		tab := c.smallInts[t]
		if tab == nil {
			tab = new([smallIntMax - smallIntMin + 1]*ir.ConstInt)
			c.smallInts[t] = tab
		}
		i := lit.small - smallIntMin
		if tab[i] == nil {
			tab[i] = ir.NewConstInt(t, lit.int64In(t.Bits))
		}
		return tab[i]
	}
	if t.Bits <= 64 {
		return ir.NewConstInt(t, lit.int64In(t.Bits))
	}
	return ir.NewConstBigInt(t, lit.bigIn(t.Bits))
}

// simpleConst returns the shared null/undef/poison/zeroinitializer/none of t.
func (c *typeCache) simpleConst(t ir.Type, k ir.ConstKind) *ir.ConstSimple {
	key := constKey{t, k}
	v := c.simple[key]
	if v == nil {
		if c.simple == nil {
			c.simple = map[constKey]*ir.ConstSimple{}
		}
		v = ir.NewConstSimple(t, k)
		c.simple[key] = v
	}
	return v
}

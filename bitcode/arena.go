package bitcode

import (
	"strconv"
	"unsafe"

	"memspace/ir"
)

// arena hands out the objects of function bodies (instructions, operand
// lists, blocks, call-site parts) carved from larger chunks, as the text
// reader does (llread/arena.go): one allocation serves hundreds of objects,
// which makes a big module much cheaper to build and to mark. Each body
// worker has its own arena; a chunk lives as long as any object in it.
// It also keeps the worker's scratch buffers, reused from body to body.
type arena struct {
	instrs chunks[ir.Instruction]
	blocks chunks[ir.Block]
	vals   chunks[ir.Value]
	ptrs   chunks[*ir.Instruction]
	bptrs  chunks[*ir.Block]
	calls  chunks[callExtra]
	lists  chunks[ir.AttrList]
	nodes  chunks[ir.MDNode]
	fields chunks[ir.MDField]
	attach chunks[ir.MDAttachment]
	nums   map[uint64]*ir.MDRaw // see number

	// scratch, reused by the next body
	fnVals    []ir.Value
	fnInstrs  []*ir.Instruction
	blockIns  []*ir.Instruction
	ops       []ir.Value
	locOps    []uint64
	locFields []ir.MDField
	stream    stream
	cursor    cursor
}

// callExtra is the extra part of a call instruction with its call-site
// information, carved together.
type callExtra struct {
	e ir.InstrExtra
	c ir.CallInfo
}

// chunkBytes is the size of a full chunk: the allocator's largest small
// size class, so that little is lost to rounding.
const chunkBytes = 32 << 10

// chunks hands out runs of T carved from chunks. The first chunk is a
// sixteenth of chunkBytes and each next one twice the last, up to
// chunkBytes, so that a small module costs little.
type chunks[T any] struct {
	free []T
	size int // elements in the last chunk
}

// take returns n zero elements with no spare capacity, so appending to
// them never writes into a neighbour. A run too big to share a chunk is
// allocated alone.
func (c *chunks[T]) take(n int) []T {
	var zero T
	full := max(1, chunkBytes/int(unsafe.Sizeof(zero)))
	if n > full/8 {
		return make([]T, n)
	}
	if len(c.free) < n {
		c.size = min(max(2*c.size, full/16, n), full)
		c.free = make([]T, c.size)
	}
	s := c.free[:n:n]
	c.free = c.free[n:]
	return s
}

// one returns a pointer to a new zero T.
func (c *chunks[T]) one() *T { return &c.take(1)[0] }

// copyOf returns a copy of vs taken from c (nil when vs is empty).
func (c *chunks[T]) copyOf(vs []T) []T {
	if len(vs) == 0 {
		return nil
	}
	s := c.take(len(vs))
	copy(s, vs)
	return s
}

// inst makes an instruction with a copy of ops as its operands.
func (a *arena) inst(op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	in := a.instrs.one()
	in.Op = op
	in.SetType(t)
	in.SetOperandsRaw(a.vals.copyOf(ops))
	return in
}

// callExtra gives a call instruction its extra part holding a copy of ci.
func (a *arena) callExtra(ci *ir.CallInfo) *ir.InstrExtra {
	x := a.calls.one()
	x.c = *ci
	x.e.Call = &x.c
	return &x.e
}

// maxNumbers bounds the numbers an arena shares (see number).
const maxNumbers = 1 << 14

// number returns an MDRaw of v in decimal. Line and column numbers
// repeat, so the first maxNumbers distinct ones are shared.
func (a *arena) number(v uint64) *ir.MDRaw {
	if n, ok := a.nums[v]; ok {
		return n
	}
	n := &ir.MDRaw{Text: strconv.FormatUint(v, 10)}
	if len(a.nums) < maxNumbers {
		if a.nums == nil {
			a.nums = map[uint64]*ir.MDRaw{}
		}
		a.nums[v] = n
	}
	return n
}

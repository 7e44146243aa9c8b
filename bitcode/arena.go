package bitcode

import (
	"strconv"

	"memspace/internal/chunk"
	"memspace/ir"
)

// arena hands out the objects of function bodies (instructions, operand
// lists, blocks, call-site parts) carved from larger chunks, as the text
// reader does (llread/arena.go): one allocation serves hundreds of objects,
// which makes a big module much cheaper to build and to mark. Each body
// worker has its own arena; a chunk lives as long as any object in it.
// It also keeps the worker's scratch buffers, reused from body to body.
type arena struct {
	instrs chunk.Of[ir.Instruction]
	blocks chunk.Of[ir.Block]
	vals   chunk.Of[ir.Value]
	ptrs   chunk.Of[*ir.Instruction]
	bptrs  chunk.Of[*ir.Block]
	calls  chunk.Of[callExtra]
	lists  chunk.Of[ir.AttrList]
	nodes  chunk.Of[ir.MDNode]
	fields chunk.Of[ir.MDField]
	attach chunk.Of[ir.MDAttachment]
	nums   map[uint64]*ir.MDRaw // see number
	locs   int                  // DILocation nodes made (readBodies sums them)

	// scratch, reused by the next body
	fnVals    []ir.Value
	fnInstrs  []*ir.Instruction
	blockIns  []*ir.Instruction
	ops       []ir.Value
	locOps    []uint64
	locFields []ir.MDField
	stream    stream
	cursor    cursor
	mdAtt     []ir.MDAttachment
	consts    constTable // a body's constants (readConstants)
	md        mdTable    // a body's metadata (bodyMDTable)
	fs        fnState    // a body's reading state (readFunction)
}

// callExtra is the extra part of a call instruction with its call-site
// information, carved together.
type callExtra struct {
	e ir.InstrExtra
	c ir.CallInfo
}

// inst makes an instruction with a copy of ops as its operands.
func (a *arena) inst(op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	in := a.instrs.One()
	in.Op = op
	in.SetType(t)
	in.SetOperandsRaw(a.vals.CopyOf(ops))
	return in
}

// callExtra gives a call instruction its extra part holding a copy of ci.
func (a *arena) callExtra(ci *ir.CallInfo) *ir.InstrExtra {
	x := a.calls.One()
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

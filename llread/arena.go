package llread

import (
	"memspace/ir"
)

// arena hands out instructions, blocks and operand slices carved from
// larger chunks: one allocation serves hundreds of objects, which makes
// building a large module much cheaper. A chunk lives as long as any object
// in it; modules are read whole, so that costs little.
type arena struct {
	instrs []ir.Instruction
	blocks []ir.Block
	vals   []ir.Value
}

const (
	instrChunk = 256
	blockChunk = 128
	valChunk   = 2048
)

// inst makes an instruction with a copy of ops as its operands.
func (a *arena) inst(op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	if len(a.instrs) == 0 {
		a.instrs = make([]ir.Instruction, instrChunk)
	}
	in := &a.instrs[0]
	a.instrs = a.instrs[1:]
	in.Op = op
	in.SetType(t)
	in.SetOperandsRaw(a.values(ops))
	return in
}

// values copies vs into a slice with no spare capacity, so appending to it
// never writes into a neighbour.
func (a *arena) values(vs []ir.Value) []ir.Value {
	n := len(vs)
	if n == 0 {
		return nil
	}
	if n > valChunk/8 {
		return append([]ir.Value(nil), vs...)
	}
	if len(a.vals) < n {
		a.vals = make([]ir.Value, valChunk)
	}
	s := a.vals[:n:n]
	a.vals = a.vals[n:]
	copy(s, vs)
	return s
}

// block makes an empty block called name.
func (a *arena) block(name string) *ir.Block {
	if len(a.blocks) == 0 {
		a.blocks = make([]ir.Block, blockChunk)
	}
	b := &a.blocks[0]
	a.blocks = a.blocks[1:]
	b.SetName(name)
	return b
}

// setOps gives in a copy of ops as its operands.
func (p *parser) setOps(in *ir.Instruction, ops ...ir.Value) {
	in.SetOperandsRaw(p.ar.values(ops))
}

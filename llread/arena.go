package llread

import (
	"unsafe"

	"memspace/internal/chunk"
	"memspace/ir"
)

// arena hands out instructions, blocks, operand slices and strings carved
// from larger chunks: one allocation serves hundreds of objects, which
// makes building a large module much cheaper. A chunk lives as long as any
// object in it; modules are read whole, so that costs little.
type arena struct {
	instrs chunk.Of[ir.Instruction]
	blocks chunk.Of[ir.Block]
	vals   chunk.Of[ir.Value]
	ptrs   chunk.Of[*ir.Instruction]
	bptrs  chunk.Of[*ir.Block]
	calls  chunk.Of[callExtra]
	lists  chunk.Of[ir.AttrList]
	fields chunk.Of[ir.MDField]
	mds    chunk.Of[ir.Metadata]
	strs   chunk.Of[byte]
	words  map[string]string    // see word
	raws   map[string]*ir.MDRaw // see raw
	attrs  map[string][]ir.Attr // see attrList

	sc scratch
}

// scratch holds buffers reused from one use to the next by the parser
// working with the arena. A nested use appends after what the outer one
// holds and truncates back to where it started.
type scratch struct {
	attrs  []ir.Attr
	args   []callArg
	params []ir.AttrList
	ops    []ir.Value
	instrs []*ir.Instruction
	blocks []*ir.Block
	fields []ir.MDField
	mds    []ir.Metadata
	argv   []argInfo
	types  []ir.Type
}

// callExtra is the extra part of a call instruction with its call-site
// information, carved together.
type callExtra struct {
	e ir.InstrExtra
	c ir.CallInfo
}

// maxWords bounds the strings an arena shares (see word).
const maxWords = 1 << 14

// inst makes an instruction with a copy of ops as its operands.
func (a *arena) inst(op ir.Opcode, t ir.Type, ops ...ir.Value) *ir.Instruction {
	in := a.instrs.One()
	in.Op = op
	in.SetType(t)
	in.SetOperandsRaw(a.values(ops))
	return in
}

// values copies an operand list.
func (a *arena) values(vs []ir.Value) []ir.Value { return a.vals.CopyOf(vs) }

// instrList copies a block's instructions.
func (a *arena) instrList(ins []*ir.Instruction) []*ir.Instruction { return a.ptrs.CopyOf(ins) }

// blockList copies a function's blocks.
func (a *arena) blockList(bs []*ir.Block) []*ir.Block { return a.bptrs.CopyOf(bs) }

// block makes an empty block called name.
func (a *arena) block(name string) *ir.Block {
	b := a.blocks.One()
	b.SetName(name)
	return b
}

// callExtra gives a call instruction its extra part holding a copy of ci.
func (a *arena) callExtra(ci *ir.CallInfo) *ir.InstrExtra {
	x := a.calls.One()
	x.c = *ci
	x.e.Call = &x.c
	return &x.e
}

// mdFields copies a node's fields.
func (a *arena) mdFields(fs []ir.MDField) []ir.MDField { return a.fields.CopyOf(fs) }

// mdList copies a node's operands.
func (a *arena) mdList(ms []ir.Metadata) []ir.Metadata { return a.mds.CopyOf(ms) }

// attrLists copies the attribute lists of a call's arguments.
func (a *arena) attrLists(ls []ir.AttrList) []ir.AttrList { return a.lists.CopyOf(ls) }

// attrList returns attrs, written as text, as a slice with no spare
// capacity that equal lists share: the many call sites and parameters
// with the same attributes keep one copy (AttrList copies on change).
func (a *arena) attrList(text string, attrs []ir.Attr) []ir.Attr {
	if l, ok := a.attrs[text]; ok {
		return l
	}
	l := append([]ir.Attr(nil), attrs...)
	if a.attrs == nil {
		a.attrs = map[string][]ir.Attr{}
	}
	a.attrs[text] = l
	return l
}

// str returns a copy of s. The module keeps no view of the input, so the
// input can be freed once it is read.
func (a *arena) str(s string) string {
	if s == "" {
		return ""
	}
	b := a.strs.Take(len(s))
	copy(b, s)
	return unsafe.String(&b[0], len(b))
}

// word is str for short strings that repeat, such as attribute and field
// names and literal values: each arena keeps one copy of the first
// maxWords distinct ones.
func (a *arena) word(s string) string {
	if w, ok := a.words[s]; ok {
		return w
	}
	w := a.str(s)
	if len(w) <= 64 && len(a.words) < maxWords {
		if a.words == nil {
			a.words = map[string]string{}
		}
		a.words[w] = w
	}
	return w
}

// raw returns an MDRaw of text s. Field values repeat (line numbers,
// flags), so the first maxWords distinct ones are shared: MDRaw is never
// changed.
func (a *arena) raw(s string) *ir.MDRaw {
	if r, ok := a.raws[s]; ok {
		return r
	}
	r := &ir.MDRaw{Text: a.word(s)}
	if len(s) <= 64 && len(a.raws) < maxWords {
		if a.raws == nil {
			a.raws = map[string]*ir.MDRaw{}
		}
		a.raws[r.Text] = r
	}
	return r
}

// setOps gives in a copy of ops as its operands.
func (p *parser) setOps(in *ir.Instruction, ops ...ir.Value) {
	in.SetOperandsRaw(p.ar.values(ops))
}

// keep returns a copy of s that does not point into the input.
func (p *parser) keep(s string) string { return p.ar.str(s) }

// word returns a shared copy of a short string that repeats.
func (p *parser) word(s string) string { return p.ar.word(s) }

// wordOf returns a shared copy of the current token's text.
func (p *parser) wordOf() string { return p.ar.word(bstr(p.text())) }

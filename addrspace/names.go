package addrspace

import (
	"strconv"
	"sync"

	"memspace/ir"
)

// Namer prints values the way they appear in the input file: "%buf" for
// named values and "%7" for unnamed ones, numbered as LLVM numbers them.
// A function's names are taken the first time it is asked about, so call
// Number before changing a function: later renames and new values do not
// change what it says about the originals. A Namer is safe for concurrent
// use.
type Namer struct {
	mu    sync.Mutex
	funcs map[*ir.Function]*snapshot
}

// snapshot is a function's values (parameters, blocks, instructions with
// a result) in order, with their names at the time it was taken. Taking
// one only copies; a lookup scans it until a function has been asked
// about often enough to be worth an index.
type snapshot struct {
	entries []entry
	index   map[ir.Value]int32
	asked   int
}

// entry is one value with its name then, or its number when unnamed (-1
// for named values).
type entry struct {
	v    ir.Value
	name string
	num  int32
}

// indexAfter is how many lookups a snapshot answers by scanning.
const indexAfter = 16

func (sn *snapshot) find(v ir.Value) (entry, bool) {
	if sn.index == nil {
		if sn.asked++; sn.asked <= indexAfter {
			for _, e := range sn.entries {
				if e.v == v {
					return e, true
				}
			}
			return entry{}, false
		}
		sn.index = make(map[ir.Value]int32, len(sn.entries))
		for i, e := range sn.entries {
			sn.index[e.v] = int32(i)
		}
	}
	i, ok := sn.index[v]
	if !ok {
		return entry{}, false
	}
	return sn.entries[i], true
}

// NewNamer returns an empty Namer.
func NewNamer() *Namer { return &Namer{funcs: map[*ir.Function]*snapshot{}} }

// Number records the names of f's arguments and instructions now.
func (n *Namer) Number(f *ir.Function) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.number(f)
}

func (n *Namer) number(f *ir.Function) *snapshot {
	if sn, ok := n.funcs[f]; ok {
		return sn
	}
	size := len(f.Params) + len(f.Blocks)
	for _, b := range f.Blocks {
		size += len(b.Instrs)
	}
	sn := &snapshot{entries: make([]entry, 0, size)}
	var next int32
	add := func(v ir.Value) {
		e := entry{v: v, name: v.Name(), num: -1}
		if e.name == "" {
			e.num, next = next, next+1
		}
		sn.entries = append(sn.entries, e)
	}
	for _, a := range f.Params {
		add(a)
	}
	for _, b := range f.Blocks {
		add(b)
		for _, in := range b.Instrs {
			if in.HasResult() {
				add(in)
			}
		}
	}
	n.funcs[f] = sn
	return sn
}

// Name returns v as written in the input: "%x", "%3", "@g", or a short
// description for constants.
func (n *Namer) Name(v ir.Value) string {
	switch v := v.(type) {
	case ir.GlobalValue:
		return "@" + ir.QuoteName(v.Name())
	case *ir.Argument:
		return n.local(v.Parent, v)
	case *ir.Instruction:
		var f *ir.Function
		if v.Parent != nil {
			f = v.Parent.Parent
		}
		return n.local(f, v)
	case *ir.ConstExpr:
		return "constant " + v.Op.String() + " expression"
	case *ir.ConstSimple:
		return v.String()
	}
	return "value"
}

func (n *Namer) local(f *ir.Function, v ir.Value) string {
	if f != nil {
		n.mu.Lock()
		e, ok := n.number(f).find(v)
		n.mu.Unlock()
		if ok && e.name != "" {
			return "%" + ir.QuoteName(e.name)
		}
		if ok {
			return "%" + strconv.Itoa(int(e.num))
		}
	}
	if v.Name() != "" {
		return "%" + ir.QuoteName(v.Name())
	}
	return "%<new>"
}

// ParamName returns a parameter's name for messages: its own name, or
// its number ("%2") when unnamed. Parameters are numbered first, so an
// unnamed one needs no numbering of the body.
func (n *Namer) ParamName(a *ir.Argument) string {
	if a.Name() != "" {
		return a.Name()
	}
	n.mu.Lock()
	_, numbered := n.funcs[a.Parent]
	n.mu.Unlock()
	if numbered || a.Parent == nil {
		return n.local(a.Parent, a)
	}
	num := 0
	for _, p := range a.Parent.Params {
		if p == a {
			break
		}
		if p.Name() == "" {
			num++
		}
	}
	return "%" + strconv.Itoa(num)
}

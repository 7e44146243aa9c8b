package addrspace

import (
	"strconv"
	"sync"

	"memspace/ir"
)

// Namer prints values the way they appear in the input file: "%buf" for
// named values and "%7" for unnamed ones, numbered as LLVM numbers them.
// A function's numbers are taken the first time it is asked about, so call
// Number before changing a function: new values do not change the
// numbers of the originals. Named values are printed with their current
// name, so a pass must not rename an original it may still report on. A
// Namer is safe for concurrent use.
type Namer struct {
	mu    sync.Mutex
	funcs map[*ir.Function]*snapshot
	// params holds the source names of a function's parameters, read
	// from its entry block once (debugParamNames) rather than per
	// question: a huge entry block would make that quadratic.
	params map[*ir.Function]map[*ir.Argument]string
}

// snapshot is a function's unnamed values (parameters, blocks,
// instructions with a result) in order: a value's number is its position.
// Taking one only copies; a lookup scans it until a function has been
// asked about often enough to be worth an index.
type snapshot struct {
	unnamed []ir.Value
	index   map[ir.Value]int32
	asked   int
}

// indexAfter is how many lookups a snapshot answers by scanning.
const indexAfter = 16

// number returns v's number, or false when v was not an unnamed value of
// the function when the snapshot was taken.
func (sn *snapshot) number(v ir.Value) (int, bool) {
	if sn.index == nil {
		if sn.asked++; sn.asked <= indexAfter {
			for i, u := range sn.unnamed {
				if u == v {
					return i, true
				}
			}
			return 0, false
		}
		sn.index = make(map[ir.Value]int32, len(sn.unnamed))
		for i, u := range sn.unnamed {
			sn.index[u] = int32(i)
		}
	}
	i, ok := sn.index[v]
	return int(i), ok
}

// NewNamer returns an empty Namer.
func NewNamer() *Namer {
	return &Namer{funcs: map[*ir.Function]*snapshot{}, params: map[*ir.Function]map[*ir.Argument]string{}}
}

// Number takes f's numbers now, if it has not been asked about yet.
func (n *Namer) Number(f *ir.Function) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.number(f)
}

func (n *Namer) number(f *ir.Function) *snapshot {
	if sn, ok := n.funcs[f]; ok {
		return sn
	}
	size := 0
	for _, p := range f.Params {
		if p.Name() == "" {
			size++
		}
	}
	for _, b := range f.Blocks {
		size += 1 + len(b.Instrs)
	}
	sn := &snapshot{unnamed: make([]ir.Value, 0, size)}
	for _, p := range f.Params {
		if p.Name() == "" {
			sn.unnamed = append(sn.unnamed, p)
		}
	}
	for _, b := range f.Blocks {
		if b.Name() == "" {
			sn.unnamed = append(sn.unnamed, b)
		}
		for _, in := range b.Instrs {
			if in.HasResult() && in.Name() == "" {
				sn.unnamed = append(sn.unnamed, in)
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
		num, ok := n.number(f).number(v)
		n.mu.Unlock()
		if ok {
			return "%" + strconv.Itoa(num)
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
	s := n.debugName(a)
	_, numbered := n.funcs[a.Parent]
	n.mu.Unlock()
	if s != "" {
		return s
	}
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

// debugName returns a's source name from the debug records, or "". A
// parameter missing from the table (one made after it was filled) reads
// the entry block again.
func (n *Namer) debugName(a *ir.Argument) string {
	names := n.params[a.Parent]
	if s, ok := names[a]; ok {
		return s
	}
	names = debugParamNames(a.Parent)
	n.params[a.Parent] = names
	return names[a]
}

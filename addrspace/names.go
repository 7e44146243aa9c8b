package addrspace

import (
	"strconv"

	"memspace/ir"
)

// Namer prints values the way they appear in the input file: "%buf" for
// named values and "%7" for unnamed ones, numbered as LLVM numbers them.
// A function's names are taken the first time it is asked about, so build
// a Namer (or call Number) before changing the module: later renames and
// new values do not change what it says about the originals.
type Namer struct {
	names map[*ir.Function]map[ir.Value]string
}

// NewNamer returns an empty Namer.
func NewNamer() *Namer { return &Namer{names: map[*ir.Function]map[ir.Value]string{}} }

// Number records the names of f's arguments and instructions now.
func (n *Namer) Number(f *ir.Function) {
	if _, ok := n.names[f]; ok {
		return
	}
	m := map[ir.Value]string{}
	next := 0
	name := func(v ir.Value) {
		if v.Name() != "" {
			m[v] = "%" + ir.QuoteName(v.Name())
			return
		}
		m[v] = "%" + strconv.Itoa(next)
		next++
	}
	for _, a := range f.Params {
		name(a)
	}
	for _, b := range f.Blocks {
		name(b)
		for _, in := range b.Instrs {
			if in.HasResult() {
				name(in)
			}
		}
	}
	n.names[f] = m
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
		n.Number(f)
		if s, ok := n.names[f][v]; ok {
			return s
		}
	}
	if v.Name() != "" {
		return "%" + ir.QuoteName(v.Name())
	}
	return "%<new>"
}

// ParamName returns a parameter's name for messages: its own name, or
// its number ("%2") when unnamed.
func (n *Namer) ParamName(a *ir.Argument) string {
	if a.Name() != "" {
		return a.Name()
	}
	return n.Name(a)
}

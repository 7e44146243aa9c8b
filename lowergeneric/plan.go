package lowergeneric

import (
	"memspace/addrspace"
	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
	"memspace/target"
)

// The SPIR address spaces (SYSTEM.md §0).
const (
	asPrivate  = 0
	asGlobal   = 1
	asConstant = 2
	asLocal    = 3
	asGeneric  = 4
)

// The tags kept in bits 61-63 of a generic pointer.
const (
	tagPrivate = 1
	tagLocal   = 2
	tagShift   = 61
	tagMask    = int64(0x1FFFFFFFFFFFFFFF) // clears bits 61-63
)

// class is one block of a switch: the space an access is made in.
type class uint8

const (
	cGlobal  class = iota // global and constant (and private in a global buffer)
	cLocal                // OpenCL local
	cPrivate              // private, when it is not in a global buffer
)

var classNames = [...]string{"global", "local", "private"}

func (c class) space() uint32 { return [...]uint32{asGlobal, asLocal, asPrivate}[c] }

// lowerer holds the module-wide decisions and the per-function state.
type lowerer struct {
	ctx *pass.Context
	m   *ir.Module
	t   *target.Target
	res *addrspace.Result
	i64 *ir.IntType
	i1  *ir.IntType

	privInGlobal bool
	privTag      bool        // private pointers carry tag 001
	reach        lattice.Set // spaces some reachable cast makes generic
	full         lattice.Set
	sets         map[ir.Value]lattice.Set // generic operands' sets, read before any change
	why          map[ir.Value]string
	decls        map[string]*ir.Function

	f       *ir.Function
	names   map[string]bool
	seq     int
	created []*ir.Block // blocks made while rebuilding the current one
	pending []extracted
	dead    []*ir.Instruction // dropped, still in their operands' use lists
	inputs  *inputText        // the input with positions, for errors

	st      stats
	failed  bool
	nErrors int
}

func newLowerer(ctx *pass.Context) *lowerer {
	return &lowerer{ctx: ctx, m: ctx.Module, t: ctx.Target, i64: ctx.Module.Types.Int(64),
		i1: ctx.Module.Types.Int(1), privInGlobal: ctx.Opts.Bool(OptPrivateInGlobal),
		full: lattice.Full(ctx.Target), sets: map[ir.Value]lattice.Set{}, why: map[ir.Value]string{}, decls: map[string]*ir.Function{}}
}

func (lw *lowerer) space(as uint32) lattice.Set {
	s, _ := lattice.Of(lw.t, target.AddrSpace(as))
	return s
}

// plan finds the spaces that reach generic pointers from the functions a
// kernel may run, and whether private pointers need a tag.
func (lw *lowerer) plan() {
	g := callgraph.Build(lw.m)
	live := lw.reachable(g)
	lw.reach = lw.space(asGlobal)
	for _, f := range lw.m.Functions {
		if !live[f] {
			continue
		}
		lw.noteParams(f, g.Node(f))
		f.Instructions(func(in *ir.Instruction) {
			lw.noteSources(in)
		})
	}
	if !lw.privInGlobal {
		lw.privTag = true
		return
	}
	for _, f := range lw.m.Functions {
		if !live[f] {
			continue
		}
		f.Instructions(func(in *ir.Instruction) {
			if sp, ok := lw.conversion(in); ok && (sp == "global" || sp == "private") {
				s := lw.effective(lw.res.Set(in.Args()[0]))
				if s.Has(lw.t, asPrivate) && s.Has(lw.t, asGlobal) {
					lw.privTag = true
				}
			}
		})
	}
}

// noteSources adds to reach the spaces that in turns into generic
// pointers: casts to generic, and the generic values whose set comes from
// outside the functions a kernel runs (inttoptr, loads, values taken out
// of aggregates and vectors, results of calls to code the module does not
// define): another module's code may have cast a local pointer to generic.
// Vectors of generic pointers count as their lanes do.
func (lw *lowerer) noteSources(in *ir.Instruction) {
	if !anyGeneric(in.Type()) {
		return
	}
	switch in.Op {
	case ir.OpAddrSpaceCast:
		if as, ok := ir.AddrSpaceOf(in.Operand(0).Type()); ok && as != asGeneric {
			lw.reach = lw.reach.Union(lw.space(as))
		}
	case ir.OpIntToPtr, ir.OpLoad, ir.OpAtomicRMW, ir.OpExtractValue, ir.OpExtractElement, ir.OpVAArg:
		lw.reach = lw.reach.Union(lw.res.Set(in))
	case ir.OpCall:
		if f := in.CalledFunction(); f == nil || f.IsDeclaration() {
			lw.reach = lw.reach.Union(lw.res.Set(in))
		}
	}
}

// noteParams adds to reach the sets of f's generic parameters when
// callers the module does not see may pass them (f is exported or its
// address is taken); the arguments of the calls it sees are counted where
// they are made.
func (lw *lowerer) noteParams(f *ir.Function, n *callgraph.Node) {
	if f.IsDeclaration() || !n.External() && !n.AddressTaken() {
		return
	}
	for _, a := range f.Params {
		if isGenericPtr(a.Type()) {
			lw.reach = lw.reach.Union(lw.res.Set(a))
		}
	}
}

// reachable lists the functions a kernel may run: the kernels, functions
// whose address is taken, functions other modules may call (external
// linkage: a kernel elsewhere may call them), and what they call directly.
// A module without kernels is a library: everything counts.
func (lw *lowerer) reachable(g *callgraph.Graph) map[*ir.Function]bool {
	live := map[*ir.Function]bool{}
	var work []*callgraph.Node
	for _, f := range lw.m.Functions {
		n := g.Node(f)
		if lw.res.IsKernel(f) || n.AddressTaken() || n.External() && !f.IsDeclaration() {
			live[f] = true
			work = append(work, n)
		}
	}
	if len(work) == 0 {
		for _, f := range lw.m.Functions {
			live[f] = true
		}
		return live
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range n.Callees() {
			if !live[c.F] {
				live[c.F] = true
				work = append(work, c)
			}
		}
	}
	return live
}

// effective cuts a solver set down to the spaces that can be behind a
// generic pointer at all.
func (lw *lowerer) effective(s lattice.Set) lattice.Set { return s.Intersect(lw.reach) }

// classes lists the blocks an access through a pointer of set s needs,
// global first (it is the switch's default); never empty.
func (lw *lowerer) classes(s lattice.Set) []class {
	s = lw.effective(s)
	var out []class
	if s.Has(lw.t, asGlobal) || s.Has(lw.t, asConstant) || lw.privInGlobal && s.Has(lw.t, asPrivate) {
		out = append(out, cGlobal)
	}
	if s.Has(lw.t, asLocal) {
		out = append(out, cLocal)
	}
	if !lw.privInGlobal && s.Has(lw.t, asPrivate) {
		out = append(out, cPrivate)
	}
	if len(out) == 0 {
		out = append(out, cGlobal) // null or dead code: any block will do
	}
	return out
}

// mustClear says whether a pointer of set s, made concrete in class c,
// may still carry a tag that the access must not see.
func (lw *lowerer) mustClear(c class, s lattice.Set) bool {
	switch c {
	case cLocal:
		return true
	case cPrivate:
		return lw.privTag
	}
	return lw.privTag && lw.effective(s).Has(lw.t, asPrivate)
}

// tagOf is the tag a cast from space as sets, and whether it sets one.
func (lw *lowerer) tagOf(as uint32) (int64, bool) {
	switch as {
	case asLocal:
		return tagLocal, true
	case asPrivate:
		return tagPrivate, lw.privTag
	}
	return 0, false
}

// setOf returns the recorded set of a generic operand (the solver's when
// none was recorded).
func (lw *lowerer) setOf(v ir.Value) lattice.Set {
	if s, ok := lw.sets[v]; ok {
		return s
	}
	return lw.res.Set(v)
}

func isGenericPtr(t ir.Type) bool {
	as, ok := ir.AddrSpaceOf(t)
	_, vec := t.(*ir.VectorType)
	return ok && !vec && as == asGeneric
}

// conversion recognizes a to_global, to_local or to_private call in any
// spelling, SPIR-V's explicit cast included (addrspace.ConversionCall).
func (lw *lowerer) conversion(in *ir.Instruction) (string, bool) {
	return addrspace.ConversionCall(lw.t, in)
}

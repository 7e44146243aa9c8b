package ipmsp

import (
	"errors"
	"strconv"
	"strings"

	"memspace/addrspace"
	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
)

// The size guard: a specialization may not make the module bigger.
//
// A clone is a copy of its original's body, and the default pipeline
// inlines it at every call it receives (always-inline), so specializing a
// helper for k calls puts k copies of its body in the module, one more
// when the original must stay (external linkage, address taken, other
// callers). What inlining saves is the call itself: the arguments stored
// to the parameter space and read back, the return value. When the body
// is larger than that, the module grows; a helper specialized for two
// vectors and called from three kernels may double the kernels' loads and
// stores. Each access the clones make is cheaper than a generic one, but
// the code is larger, and a pipeline stage should not trade size for
// speed unasked.
//
// So before cloning, the cost model estimates the loads and stores llc
// will emit (PTX ld/st, the unit in which code size shows on a GPU) with
// and without the clones, and declines every clone that would add more
// than ipmsp-max-growth of them. The default, auto, is 0 (the module
// never grows), except after -whole-program, where the user has asked for
// the furthest reach, and on SPIR, where resolving an access shrinks the
// code (maxGrowth says why); -1 lifts the bound. The same bound covers
// the local copies of byval parameters that llc would not make
// (byval.go), which add a load and a store per word of the struct.
// A declined clone gets a Missed remark (CloneDeclined) naming the
// accesses it would have moved to a space.
//
// The estimate, per function F with body B (loads, stores and atomics,
// one per scalar or vector they move, none for the stack slots llc's SROA
// keeps in registers; memcpy and memset by the words they move; the
// arguments and results of the calls it makes) and overhead P (its
// parameters read and its result written):
//
//	inlining a clone at a call c adds   B(c) - args(c)
//	an original that goes away saves    B + P
//
// B(c) is B less the accesses, at fixed offsets, through a parameter that
// c passes the address of its own stack slot, or that is byval (inlined,
// the callee's copy is a stack slot of the caller: it costs one load per
// word, unless its source is a stack slot too). SROA takes those into
// registers once the body is inlined: a helper that fills a struct
// through a pointer to the caller's local (a Hit record, an out
// parameter) shrinks to nothing.
//
// The clones of a function are judged together when the original goes
// away with them, else one by one beside the original.
//
// A clone over the bound is judged once more with what its own calls will
// cost: a call that passes a helper only concrete spaces moves, in turn,
// to the helper's clone, inlined in its place, when that clone resolves
// every access it makes and is smaller than the call (nestedSaving). The
// helper is judged later on its own, by the same rule; its real group may
// hold more calls than this one, whose memory says less, so the saving is
// an estimate like the rest (the corpus test counts the real PTX).
//
// It is an estimate: llc's own optimizations move the real counts both
// ways a little (a clone's folded isspacep may prune a whole branch).
// The corpus test of package alwaysinline counts the real PTX of every
// corpus file against its input's.

// OptMaxGrowth bounds the estimated loads and stores one specialization
// decision may add.
const OptMaxGrowth = "ipmsp-max-growth"

// maxGrowth reads the bound. "auto" is 0, with two exceptions where it
// is -1. After the whole-program pass the user has declared the module the
// whole program and asked for the furthest reach: the originals go away,
// and the clones may grow the code as an inliner's copies do. On SPIR
// (Intel GPUs) every generic access becomes a tag test and a branch per
// space (IGC's, or lower-generic's), so a clone that resolves accesses
// makes the code smaller, not larger, and the estimate does not apply.
func maxGrowth(ctx *pass.Context) int {
	if ctx.Opts.String(OptMaxGrowth) == "auto" {
		if ctx.WholeProgram || ctx.Target != nil && ctx.Target.Name() == "spir" {
			return -1
		}
		return 0
	}
	return ctx.Opts.Int(OptMaxGrowth)
}

// checkGrowth validates the option: auto or an integer.
func checkGrowth(v string) error {
	if v == "auto" || pass.CheckInt(v) == nil {
		return nil
	}
	return errors.New("expected auto or an integer")
}

// maxWords bounds the words counted for one aggregate (llc moves larger
// ones in a loop).
const maxWords = 64

// cost is the estimated ld/st of a function's body: body counts the
// accesses through anything but its parameters at fixed offsets, which
// viaParam counts per parameter; overhead is what it costs as a function
// of its own (parameters read, result written).
type cost struct {
	body, overhead int
	viaParam       []int
}

// bodyCost estimates f's cost.
func (s *state) bodyCost(f *ir.Function) cost {
	c := cost{viaParam: make([]int, len(f.Params))}
	access := func(p ir.Value, n int) {
		root := fixedBase(p)
		if a, ok := root.(*ir.Argument); ok && a.Parent == f {
			c.viaParam[a.Index] += n
		} else if !isAlloca(root) { // llc's SROA keeps a stack slot in registers
			c.body += n
		}
	}
	f.Instructions(func(in *ir.Instruction) {
		switch in.Op {
		case ir.OpLoad:
			access(in.Operand(0), words(in.Type()))
		case ir.OpStore:
			access(in.Operand(1), words(in.Operand(0).Type()))
		case ir.OpAtomicRMW, ir.OpCmpXchg:
			c.body++
		case ir.OpRet:
			if in.NumOperands() == 1 {
				c.overhead += words(in.Operand(0).Type())
			}
		case ir.OpCall:
			c.body += callCost(in)
		}
	})
	for i, p := range f.Params {
		if !p.Attrs.Has("byval") {
			c.overhead += words(p.Type())
		}
		c.body += c.viaParam[i] // as a function of its own
	}
	return c
}

// fixedBase strips address arithmetic with constant offsets (and casts)
// from p: an alloca or a parameter addressed at a fixed offset is what
// SROA promotes once the caller's memory is in view.
func fixedBase(p ir.Value) ir.Value {
	for range 16 {
		in, ok := p.(*ir.Instruction)
		if !ok {
			return p
		}
		switch in.Op {
		case ir.OpGetElementPtr:
			for _, x := range in.Operands()[1:] {
				if _, ok := x.(*ir.ConstInt); !ok {
					return p
				}
			}
		case ir.OpBitCast, ir.OpAddrSpaceCast:
		default:
			return p
		}
		p = in.Operand(0)
	}
	return p
}

// inlined is what the body costs once inlined at call in: an access
// through a parameter at a fixed offset goes away with SROA when the
// argument is the caller's own stack slot at a fixed offset, or when the
// parameter is byval (the callee's copy becomes an alloca of the caller,
// filled from the argument: one load per word unless that is a stack
// slot too).
func (c cost) inlined(in *ir.Instruction) int {
	n := c.body
	args := in.Args()
	for i, via := range c.viaParam {
		n -= via
		if i >= len(args) {
			continue
		}
		local := isAlloca(fixedBase(args[i]))
		if bv, ok := in.ParamByval(i); ok && bv.Type != nil {
			if !local {
				n += words(bv.Type)
			}
			continue
		}
		if !local {
			n += via
		}
	}
	return n
}

func isAlloca(v ir.Value) bool {
	in, ok := v.(*ir.Instruction)
	return ok && in.Op == ir.OpAlloca
}

// siteGrowth is what inlining a clone of cost c at each of sites adds.
func siteGrowth(c cost, sites []*callgraph.CallSite) int {
	n := 0
	for _, cs := range sites {
		n += c.inlined(cs.Instr) - callCost(cs.Instr)
	}
	return n
}

// callCost estimates the ld/st of one call: the words a memory
// intrinsic moves, or a real call's arguments (a byval one is copied:
// loaded and stored) and result. Other intrinsics cost nothing.
func callCost(in *ir.Instruction) int {
	name := addrspace.CalleeName(in)
	switch {
	case addrspace.IsMemTransfer(name):
		return 2 * memWords(in)
	case addrspace.IsMemSet(name):
		return memWords(in)
	case strings.HasPrefix(name, "llvm."):
		return 0
	}
	n := words(in.Type())
	for i, a := range in.Args() {
		if bv, ok := in.ParamByval(i); ok && bv.Type != nil {
			n += 2 * words(bv.Type)
			continue
		}
		n += words(a.Type())
	}
	return n
}

// memWords is the words a memcpy, memmove or memset moves, counting four
// bytes a word; one with an unknown or large length is a loop.
func memWords(in *ir.Instruction) int {
	args := addrspace.CallArgs(in)
	if len(args) < 3 {
		return 1
	}
	c, ok := args[2].(*ir.ConstInt)
	if !ok {
		return 4
	}
	if c.Big != nil || c.V < 0 || c.V > 4*maxWords {
		return 4
	}
	return int((c.V + 3) / 4)
}

// words is the number of scalar or vector values of type t, as llc
// loads and stores them one by one.
func words(t ir.Type) int {
	switch t := t.(type) {
	case *ir.SimpleType:
		if t.Kind == ir.VoidKind {
			return 0
		}
	case *ir.StructType:
		n := 0
		for _, f := range t.Fields {
			n += words(f)
		}
		return min(n, maxWords)
	case *ir.ArrayType:
		return int(min(t.Len*uint64(words(t.Elem)), maxWords))
	}
	return 1
}

// growthReason says why a clone was declined for size.
func (s *state) growthReason(sites, n int) string {
	return "its body, inlined at " + strconv.Itoa(sites) + " call(s), would add about " +
		strconv.Itoa(n) + " loads and stores to the module (" + OptMaxGrowth + "=" +
		strconv.Itoa(s.maxGrowth) + "; -1 lifts the bound)"
}

// nestedSaving estimates what one copy of f's body saves, beyond its own
// cost, when a clone of f gives the pointers it passes on the spaces get
// says: a call of a helper that then receives only concrete spaces moves
// in turn to a clone of that helper, inlined in place of the call, when
// such a clone resolves every access it makes (else it would not be made,
// see plan) and is smaller than the call's argument passing (else the
// size bound would decline it). A distance helper called in a loop of a
// nearest-centroid search is the usual shape: the search's clone alone
// looks bigger than the call it replaces, but its own calls shrink to
// two loads each. The result is zero or negative. Only one level is
// followed: the helper's own calls count as calls, so the estimate errs
// towards growth.
func (s *state) nestedSaving(f *ir.Function, get func(ir.Value) lattice.Set) int {
	saving := 0
	caller := s.cg.Node(f)
	// What depends on the helper alone, once per helper (a search may
	// call its helper more than once).
	type helper struct {
		now  score
		cost cost
	}
	helpers := map[*ir.Function]*helper{}
	f.Instructions(func(in *ir.Instruction) {
		h := in.CalledFunction()
		if h == nil || h == f || caller == nil || !matches(in, h) || !s.isCandidate(h) {
			return
		}
		n := s.cg.Node(h)
		if n == nil || n.Removed || callsItself(h) {
			return
		}
		g, ok := s.nestedGroup(in, &callgraph.CallSite{Instr: in, Caller: caller, Callee: n}, get)
		if !ok {
			return
		}
		hp := helpers[h]
		if hp == nil {
			hp = &helper{now: s.score(h, func(v ir.Value) lattice.Set { return s.setOf(h, v) }), cost: s.bodyCost(h)}
			helpers[h] = hp
		}
		sc := s.score(h, s.hypothetical(s.info(h), g))
		if sc.remaining() != 0 || sc.resolved <= hp.now.resolved && sc.flows <= hp.now.flows {
			return
		}
		if d := hp.cost.inlined(in) - callCost(in); d < 0 {
			saving += d
		}
	})
	return saving
}

// nestedGroup is the group a call in a clone would vote for, its
// arguments' sets given by get; false when some gaining slot gets no
// concrete space.
func (s *state) nestedGroup(in *ir.Instruction, cs *callgraph.CallSite, get func(ir.Value) lattice.Set) (*group, bool) {
	h := cs.Callee.F
	slots := s.gainingSlots(h)
	if len(slots) == 0 {
		return nil, false
	}
	vec := undetVector(len(h.Params))
	for _, i := range slots {
		vec[i] = s.voteOf(get(in.Operand(i)))
		if !vec[i].IsConcrete() {
			return nil, false
		}
	}
	return &group{vec: vec, sites: []*callgraph.CallSite{cs}}, true
}

// callsItself reports whether f calls itself directly: always-inline
// cannot inline such a clone. It reads f's body only (f is in the part
// being worked on), not the call graph's components, which other parts
// extend meanwhile.
func callsItself(f *ir.Function) bool {
	self := false
	f.Instructions(func(in *ir.Instruction) { self = self || in.CalledFunction() == f })
	return self
}

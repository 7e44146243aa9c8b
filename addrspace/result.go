package addrspace

import (
	"fmt"
	"slices"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// Result is the solution for one module. Ask it about values of the module
// as it was solved; values made later (by a rewrite) are judged by their
// type alone.
type Result struct {
	ms *moduleSolve
}

// Solve infers the address-space sets of every pointer of m.
func Solve(m *ir.Module, cfg Config) *Result {
	ms := newModuleSolve(m, cfg, nil)
	ms.solve()
	if cfg.Trace != nil {
		fmt.Fprintf(cfg.Trace, "memspace-opt: host memory holds %s\n", (&Result{ms: ms}).HostMemory().String(cfg.Target))
	}
	return &Result{ms: ms}
}

// Memory returns the module-wide memory the solve settled on.
func (r *Result) Memory() Memory {
	return Memory{shared: r.ms.shared, orig: r.ms.consts.orig, globals: r.ms.m.Globals}
}

// SolveParts solves the parts of m (functions linked by direct calls) that
// hold a function only accepts, starting from the module-wide memory mem
// of an earlier Solve of the whole module; functions of other parts are
// not answered for (Solved reports which are). It is meant for a module
// changed since that solve in ways that keep its meaning, such as clones
// specialized to the spaces of their callers: a clone only does what its
// original did for some of its inputs, so it writes nothing into memory
// that the original's solve did not account for. When the module's global
// variables changed, it solves the whole module instead.
func SolveParts(m *ir.Module, cfg Config, only func(*ir.Function) bool, mem Memory) *Result {
	if !slices.Equal(m.Globals, mem.globals) {
		return Solve(m, cfg)
	}
	ms := newModuleSolve(m, cfg, only)
	ms.resolve(mem)
	return &Result{ms: ms}
}

// Solved reports whether the solve answers for f's values: f is defined
// and its part was solved.
func (r *Result) Solved(f *ir.Function) bool {
	_, ok := r.ms.partOf[f]
	return ok
}

// Target returns the target the module was solved for.
func (r *Result) Target() *target.Target { return r.ms.cfg.Target }

// SetsOnly reports whether the solve recorded no origins
// (Config.SetsOnly): Origins answers "unknown origin".
func (r *Result) SetsOnly() bool { return r.ms.cfg.SetsOnly }

// Namer returns the namer that numbered the module's values before any
// change, for messages.
func (r *Result) Namer() *Namer { return r.ms.names }

// Set returns the spaces v may point into. Values of a concrete space
// give that space; unknown values give lattice.Unknown.
func (r *Result) Set(v ir.Value) lattice.Set {
	c, s := r.cellOf(v)
	r.done(s)
	return c.set
}

// cellOf returns v's cell and the solver whose origin table explains it.
// Values of a function are answered by its part's solver, which only the
// goroutine working on that part may ask (see Parts); the rest by the
// solver for constants, under a lock that the caller releases with
// r.done(s).
func (r *Result) cellOf(v ir.Value) (cell, *solver) {
	s := r.ms.consts
	if f := funcOf(v); f != nil {
		if p, ok := r.ms.partOf[f]; ok {
			s = p
		}
	}
	if s == r.ms.consts {
		r.ms.constMu.Lock()
	}
	if id, ok := s.idOf(v); ok {
		return s.cells[id], s
	}
	if !isPtrLike(v.Type()) {
		return cell{}, s
	}
	return s.stateOf(v), s
}

// done releases what cellOf took for solver s.
func (r *Result) done(s *solver) {
	if s == r.ms.consts {
		r.ms.constMu.Unlock()
	}
}

// Parts lists the defined functions in groups that may be changed and
// asked about concurrently, one goroutine per group: asking about a value
// of one group's functions touches no state of another group. Groups and
// the functions in them come in module order.
func (r *Result) Parts() [][]*ir.Function {
	out := make([][]*ir.Function, len(r.ms.parts))
	for i, p := range r.ms.parts {
		out[i] = p.funcs
	}
	return out
}

// Origins explains v's set: one origin per space, in the target's order.
func (r *Result) Origins(v ir.Value) []Origin {
	c, s := r.cellOf(v)
	defer r.done(s)
	return s.originsOf(c)
}

func (s *solver) originsOf(c cell) []Origin {
	var out []Origin
	for _, as := range c.set.Spaces(s.t) {
		i, _ := s.t.Index(as)
		o := s.orig.list[c.originOf(i)]
		if o.Text == "" {
			o = Origin{Kind: FromUnknown, Text: "unknown origin"}
		}
		o.Space = as
		out = append(out, o)
	}
	return out
}

// ReturnSet returns the set of what f returns, when callers may rely on it.
func (r *Result) ReturnSet(f *ir.Function) (lattice.Set, bool) {
	p, ok := r.ms.partOf[f]
	if !ok {
		return 0, false
	}
	id, ok := p.retID[f]
	if !ok {
		return 0, false
	}
	return p.cells[id].set, true
}

// IsKernel reports whether f is a kernel.
func (r *Result) IsKernel(f *ir.Function) bool { return r.ms.fc.kernels[f] }

// IsGlobalKernelParam reports whether a is a plain pointer parameter of a
// kernel (neither byval nor grid_constant), which points to global memory.
func (r *Result) IsGlobalKernelParam(a *ir.Argument) bool {
	if a.Parent == nil || !r.ms.fc.kernels[a.Parent] || !isPtrLike(a.Type()) {
		return false
	}
	return !a.Attrs.Has("byval") && !r.ms.fc.gridConst[a]
}

// IsGridConstantParam reports whether the solve took kernel parameter a
// for a grid_constant parameter (by attribute or !nvvm.annotations) and
// placed it in param space: what the FromGridConstant origin records,
// answered without origins (Config.SetsOnly).
func (r *Result) IsGridConstantParam(a *ir.Argument) bool {
	f := a.Parent
	if f == nil || !r.ms.fc.kernels[f] || !isPtrLike(a.Type()) || !r.ms.fc.gridConst[a] {
		return false
	}
	param, ok := r.ms.cfg.Target.SpaceByName("param")
	if !ok {
		return false
	}
	c, s := r.cellOf(a)
	defer r.done(s)
	if _, forced := s.forcedG[a]; forced {
		return false
	}
	if r.ms.cfg.ArgSeeds != nil {
		if _, fixed := r.ms.cfg.ArgSeeds(a); fixed {
			return false
		}
	}
	return c.set.Has(r.ms.cfg.Target, param)
}

// Frozen reports whether f exceeded the visit budget and must be left
// unchanged.
func (r *Result) Frozen(f *ir.Function) bool {
	p, ok := r.ms.partOf[f]
	return ok && p.frozen[f]
}

// OverBudget lists the functions that exceeded the visit budget, in the
// order they did.
func (r *Result) OverBudget() []*ir.Function {
	var out []*ir.Function
	for _, p := range r.ms.parts {
		out = append(out, p.overBudget...)
	}
	return out
}

// Conflicts lists the operands whose global-only constraint contradicted
// what they point to.
func (r *Result) Conflicts() []Conflict {
	var out []Conflict
	for _, p := range r.ms.parts {
		out = append(out, p.conflicts...)
	}
	return out
}

// PrivateSpace returns the target's per-thread stack space (NVPTX local,
// SPIR and AMDGPU private).
func (r *Result) PrivateSpace() target.AddrSpace { return r.ms.consts.privateSpace() }

// HostMemory says what the module may have stored where kernel pointer
// parameters point: the spaces of the pointers loads through them read.
func (r *Result) HostMemory() lattice.Set {
	set := r.ms.shared.contents[locHost].set
	if !r.ms.cfg.ParamAlwaysGlobal {
		return set.Union(lattice.Unknown(r.ms.cfg.Target))
	}
	g, _ := lattice.Of(r.ms.cfg.Target, r.ms.consts.globalSpace())
	return set.Union(g)
}

// LoadedThrough returns the spaces a load through pointer addr, made
// where at (an instruction of the same function) stands, may read: the
// contents of every location addr may point into, as the solve settled
// them (host memory's pointers and unknown writes included, as readLoc
// gives them). It reports false when the solve does not describe addr's
// function or does not know where addr points. A callee that only at's
// calls reach reads, through a parameter that receives addr, exactly
// what such a load reads: this is what its clone for those calls sees.
func (r *Result) LoadedThrough(addr ir.Value, at *ir.Instruction) (lattice.Set, bool) {
	f := funcOf(at)
	p, ok := r.ms.partOf[f]
	if !ok || funcOf(addr) != nil && funcOf(addr) != f {
		return 0, false
	}
	c := p.stateOf(addr)
	if len(c.locs) == 0 {
		return 0, false
	}
	var out cell
	for _, l := range c.locs {
		out.raise(p.readLoc(l, addr, at), p.n)
	}
	return out.set, true
}

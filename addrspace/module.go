package addrspace

import (
	"slices"
	"sync"

	"memspace/internal/disjoint"
	"memspace/internal/par"
	"memspace/ir"
)

// moduleSolve drives the solve of a whole module. The module is split into
// parts: sets of functions that direct calls connect. Values flow between
// functions only along calls (actual to formal, return to call) and
// through memory. Each part is solved on its own, in parallel with the
// others, against the module-wide memory (host memory, global variables,
// what unknown code writes) as the other parts left it; what it writes
// there is merged back, and the parts that read a location that grew are
// solved further, until nothing grows. Each part then has the answer a
// solve of the whole module would give it.
type moduleSolve struct {
	m     *ir.Module
	cfg   Config
	fc    *facts
	names *Namer
	parts []*solver
	// partOf maps each defined function to its part.
	partOf map[*ir.Function]*solver
	// consts answers for constants and values outside every part; after
	// the solve, under constMu. Its origin table also explains shared.
	consts  *solver
	constMu sync.Mutex
	shared  *sharedMem
}

// newModuleSolve prepares the solve of the parts of m that hold a function
// only accepts (every part when only is nil).
func newModuleSolve(m *ir.Module, cfg Config, only func(*ir.Function) bool) *moduleSolve {
	fc := newFacts(m, cfg.Target, cfg.Interprocedural)
	names := NewNamer()
	ms := &moduleSolve{m: m, cfg: cfg, fc: fc, names: names, partOf: map[*ir.Function]*solver{},
		consts: newSolver(m, cfg, fc, names, nil)}
	groups := partition(m, fc)
	if only != nil {
		groups = slices.DeleteFunc(groups, func(g []*ir.Function) bool { return !slices.ContainsFunc(g, only) })
	}
	ms.parts = make([]*solver, len(groups))
	ms.eachIndex(func(i int) { ms.parts[i] = newSolver(m, cfg, fc, names, groups[i]) })
	for _, p := range ms.parts {
		for _, f := range p.funcs {
			ms.partOf[f] = p
		}
	}
	return ms
}

// partition groups the defined functions of m: two functions are in one
// group when one calls the other directly. Groups come in the module order
// of their first function, functions in module order.
func partition(m *ir.Module, fc *facts) [][]*ir.Function {
	index := map[*ir.Function]int{}
	var defined []*ir.Function
	for _, f := range m.Functions {
		if !f.IsDeclaration() {
			index[f] = len(defined)
			defined = append(defined, f)
		}
	}
	uf := disjoint.New(len(defined))
	for j, callee := range defined {
		for _, calls := range [][]*ir.Instruction{fc.callSites[callee], fc.regionCallsOf[callee], fc.wrapperCallsOf[callee],
			fc.callbackCallsOf[callee]} {
			for _, call := range calls {
				if i, ok := index[call.Parent.Parent]; ok {
					uf.Union(i, j)
				}
			}
		}
	}
	return disjoint.Group(uf, defined, func(i int, _ *ir.Function) int { return i })
}

// solve runs the whole module: every part against the module's memory
// until nothing grows, then the backward constraints applied.
func (ms *moduleSolve) solve() {
	ms.shared = ms.initialShared()
	ms.runAll()
}

// resolve runs the parts from the module memory an earlier solve of the
// whole module left.
func (ms *moduleSolve) resolve(mem Memory) {
	ms.consts.orig = mem.orig.clone()
	ms.shared = mem.shared.clone()
	ms.runAll()
}

func (ms *moduleSolve) runAll() {
	lo := 0
	for _, hi := range waves(len(ms.parts)) {
		par.For(hi-lo, ms.cfg.Trace != nil, func(i int) {
			s := ms.parts[lo+i]
			s.shared, s.moduleOrig = ms.shared, ms.consts.orig
			s.run()
		})
		if hi < len(ms.parts) {
			ms.exportAll()
		}
		lo = hi
	}
	ms.settle()
	ms.each((*solver).applyConstraints)
	ms.settle()
}

// waves splits n parts into the groups runAll solves one after another:
// each group starts from the module-wide memory the groups before it
// wrote. A part that starts from memory closer to the final one visits
// fewer blocks again when settle brings it the rest: on a 50 MB module
// whose host memory every copy of a kernel widens, the first sixteenth of
// the parts settles most of it, and the blocks visited again drop by
// three quarters. Small modules are one group. The groups are fixed by
// the parts' order, so the result does not depend on timing.
func waves(n int) []int {
	if n < 64 {
		return []int{n}
	}
	return []int{n / 16, n / 4, n}
}

// settle merges what the parts wrote into module-wide memory and lets the
// parts read what grew, until nothing does. Memory only grows, so it ends.
func (ms *moduleSolve) settle() {
	for ms.exportAll() {
		ms.each((*solver).resume)
	}
}

// each runs fn on every part.
func (ms *moduleSolve) each(fn func(s *solver)) {
	ms.eachIndex(func(i int) { fn(ms.parts[i]) })
}

// eachIndex runs fn(i) for every part index, on all processors. Parts
// share nothing they write, so the result does not depend on the order;
// with a trace the parts run one after another so the trace is stable.
func (ms *moduleSolve) eachIndex(fn func(i int)) {
	par.For(len(ms.parts), ms.cfg.Trace != nil, fn)
}

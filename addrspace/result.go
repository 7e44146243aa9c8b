package addrspace

import (
	"fmt"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// Result is the solution for one module. Ask it about values of the module
// as it was solved; values made later (by a rewrite) are judged by their
// type alone.
type Result struct {
	s *solver
}

// Solve infers the address-space sets of every pointer of m.
func Solve(m *ir.Module, cfg Config) *Result {
	s := newSolver(m, cfg)
	s.trust = trustAll
	s.run()
	if cfg.TrackIndirLoad && cfg.ParamAlwaysGlobal {
		s.settleTrust()
	}
	s.applyConstraints()
	if cfg.Trace != nil {
		fmt.Fprintf(cfg.Trace, "memspace-opt: pointers loaded through kernel parameters trusted: %s\n", trustNames[s.trust])
	}
	return &Result{s: s}
}

// Target returns the target the module was solved for.
func (r *Result) Target() *target.Target { return r.s.t }

// Namer returns the namer that numbered the module's values before any
// change, for messages.
func (r *Result) Namer() *Namer { return r.s.names }

// Set returns the spaces v may point into. Values of a concrete space
// give that space; unknown values give lattice.Unknown.
func (r *Result) Set(v ir.Value) lattice.Set {
	return r.cellOf(v).set
}

func (r *Result) cellOf(v ir.Value) cell {
	if id, ok := r.s.ids[v]; ok {
		return r.s.cells[id]
	}
	if !isPtrLike(v.Type()) {
		return cell{}
	}
	return r.s.stateOf(v)
}

// Origins explains v's set: one origin per space, in the target's order.
func (r *Result) Origins(v ir.Value) []Origin {
	return r.origins(r.cellOf(v))
}

func (r *Result) origins(c cell) []Origin {
	var out []Origin
	for _, as := range c.set.Spaces(r.s.t) {
		i, _ := r.s.t.Index(as)
		o := r.s.orig.list[c.originOf(i)]
		if o.Text == "" {
			o = Origin{Space: as, Kind: FromUnknown, Text: "unknown origin"}
		}
		out = append(out, o)
	}
	return out
}

// ReturnSet returns the set of what f returns, when callers may rely on it.
func (r *Result) ReturnSet(f *ir.Function) (lattice.Set, bool) {
	id, ok := r.s.retID[f]
	if !ok {
		return 0, false
	}
	return r.s.cells[id].set, true
}

// IsKernel reports whether f is a kernel.
func (r *Result) IsKernel(f *ir.Function) bool { return r.s.fc.kernels[f] }

// IsGlobalKernelParam reports whether a is a plain pointer parameter of a
// kernel (neither byval nor grid_constant), which points to global memory.
func (r *Result) IsGlobalKernelParam(a *ir.Argument) bool {
	if a.Parent == nil || !r.s.fc.kernels[a.Parent] || !isPtrLike(a.Type()) {
		return false
	}
	return !a.Attrs.Has("byval") && !r.s.fc.gridConst[a]
}

// Frozen reports whether f exceeded the visit budget and must be left
// unchanged.
func (r *Result) Frozen(f *ir.Function) bool { return r.s.frozen[f] }

// OverBudget lists the functions that exceeded the visit budget, in the
// order they did.
func (r *Result) OverBudget() []*ir.Function {
	return append([]*ir.Function(nil), r.s.overBudget...)
}

// Conflicts lists the operands whose global-only constraint contradicted
// what they point to.
func (r *Result) Conflicts() []Conflict {
	return append([]Conflict(nil), r.s.conflicts...)
}

// PrivateSpace returns the target's per-thread stack space (NVPTX local,
// SPIR and AMDGPU private).
func (r *Result) PrivateSpace() target.AddrSpace { return r.s.privateSpace() }

// TrustedLoads says which pointers loaded through kernel parameters were
// trusted to be global: "all", "protected" or "none".
func (r *Result) TrustedLoads() string { return trustNames[r.s.trust] }

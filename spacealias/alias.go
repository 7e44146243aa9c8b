package spacealias

import (
	"memspace/ir"
	"memspace/target"
)

// Result is the answer to an alias query, as LLVM's AliasResult.
type Result uint8

// The alias results. This analysis answers only NoAlias and MayAlias; the
// others exist so that callers combining analyses can use one type.
const (
	NoAlias Result = iota
	MayAlias
	PartialAlias
	MustAlias
)

var resultNames = [...]string{"NoAlias", "MayAlias", "PartialAlias", "MustAlias"}

// String returns LLVM's spelling: "NoAlias", "MayAlias", ...
func (r Result) String() string { return resultNames[r] }

// ModRef says whether something may read (Ref) or write (Mod) a location.
type ModRef uint8

// The mod/ref values form a bit set: Ref = 1, Mod = 2.
const (
	NoModRef  ModRef = 0
	Ref       ModRef = 1
	Mod       ModRef = 2
	ModRefAll ModRef = Ref | Mod
)

// Mode selects whose rules the analysis follows.
type Mode uint8

const (
	// Memspace is §6 of the specification: walks through phis and selects,
	// and global may alias param on NVPTX.
	Memspace Mode = iota
	// LLVM reproduces LLVM 22's nvptx-aa and amdgpu-aa answer for answer.
	LLVM
)

// DefaultLimit is the default of nvptx-traverse-address-aliasing-limit.
const DefaultLimit = 6

// Options configure an Analysis.
type Options struct {
	// Limit is the most steps the walk takes back along one path (the
	// value the last step reaches counts, as in nvptx-aa); 0 means no walk
	// (as in nvptx-aa), a negative limit none (the walk is still bounded by
	// maxVisits values). Use DefaultLimit.
	Limit int
	Mode  Mode
}

// Analysis answers alias questions for one target. It holds no state
// between queries.
type Analysis struct {
	t     *target.Target // nil: no address-space knowledge, everything may alias
	limit int
	mode  Mode
}

// New returns the analysis for target t (nil for a module without a GPU
// target: every answer is then MayAlias / ModRef).
func New(t *target.Target, o Options) *Analysis {
	return &Analysis{t: t, limit: o.Limit, mode: o.Mode}
}

// Target returns the analysis' target (nil if none).
func (a *Analysis) Target() *target.Target { return a.t }

// Alias says whether pointers p and q may address the same memory.
func (a *Analysis) Alias(p, q ir.Value) Result { return a.alias(p, q, a.SpaceOf) }

// alias is Alias with the pointers' spaces found by spaceOf.
func (a *Analysis) alias(p, q ir.Value, spaceOf func(ir.Value) target.AddrSpace) Result {
	if a.t == nil {
		return MayAlias
	}
	if a.t.Name() == "amdgpu" {
		return a.amdgpuAlias(p, q, spaceOf(p), spaceOf(q))
	}
	return a.SpacesAlias(spaceOf(p), spaceOf(q))
}

// amdgpuAlias is the table on the two spaces, then amdgpu-aa's rule for a
// flat pointer against a local or private one.
func (a *Analysis) amdgpuAlias(p, q ir.Value, sp, sq target.AddrSpace) Result {
	if r := amdgpuRule(sp, sq); r == NoAlias {
		return r
	}
	if sp != amdFlat {
		p, q, sp, sq = q, p, sq, sp
	}
	if sp == amdFlat && (sq == amdLocal || sq == amdPrivate) && a.hostMade(p, q) {
		return NoAlias
	}
	return MayAlias
}

// hostMade reports whether the flat pointer p was made by the host: it is
// (derived from) a kernel argument or was loaded from constant memory.
// Only global and constant addresses exist on the host side. In mode
// LLVM, as LLVM 22's amdgpu-aa, a kernel argument counts only against a
// local or private q whose underlying object is an identified object (a
// variable, an alloca, a noalias argument or call result); the rule
// itself holds against any q.
func (a *Analysis) hostMade(p, q ir.Value) bool {
	switch o := underlyingObject(stripCasts(p), DefaultLimit).(type) {
	case *ir.Instruction:
		if o.Op == ir.OpLoad {
			as, _ := ptrSpace(o.Operand(0).Type())
			return target.AddrSpace(as) == amdConstant
		}
	case *ir.Argument:
		kernel := o.Parent != nil && o.Parent.CC == "amdgpu_kernel"
		return kernel && (a.mode != LLVM || identified(underlyingObject(stripCasts(q), DefaultLimit)))
	}
	return false
}

// identified reports whether v is an identified object as LLVM's
// isIdentifiedObject says: an alloca, a global variable (not an alias), a
// noalias or byval argument, or the result of a call whose return is
// noalias.
func identified(v ir.Value) bool {
	switch o := v.(type) {
	case *ir.GlobalVariable, *ir.Function:
		return true
	case *ir.Argument:
		return o.Attrs.Has("noalias") || o.Attrs.Has("byval")
	case *ir.Instruction:
		switch o.Op {
		case ir.OpAlloca:
			return true
		case ir.OpCall, ir.OpInvoke:
			return returnsNoAlias(o)
		}
	}
	return false
}

// SpacesAlias applies the target's rule to two spaces, as found by SpaceOf.
func (a *Analysis) SpacesAlias(x, y target.AddrSpace) Result {
	if a.t == nil {
		return MayAlias
	}
	switch a.t.Name() {
	case "nvptx":
		return a.nvptxRule(x, y)
	case "amdgpu":
		return amdgpuRule(x, y)
	}
	return spirRule(x, y)
}

// ModRefMask says what may be done to the memory p points to at all:
// NoModRef for memory nothing writes (constant memory; on NVPTX also the
// kernel parameter space), ModRefAll otherwise.
func (a *Analysis) ModRefMask(p ir.Value) ModRef { return a.modRefMask(p, a.SpaceOf) }

func (a *Analysis) modRefMask(p ir.Value, spaceOf func(ir.Value) target.AddrSpace) ModRef {
	if a.t == nil {
		return ModRefAll
	}
	if a.IsReadOnlySpace(spaceOf(p)) {
		return NoModRef
	}
	if a.t.Name() == "amdgpu" {
		// amdgpu-aa also asks the underlying object (six steps, no phis).
		as, _ := ptrSpace(underlyingObject(p, DefaultLimit).Type())
		if a.IsReadOnlySpace(target.AddrSpace(as)) {
			return NoModRef
		}
	}
	return ModRefAll
}

// IsReadOnlySpace reports whether nothing may write memory in space as:
// NVPTX constant (4) and param (101), AMDGPU constant (4) and 32-bit
// constant (6), SPIR constant (2).
func (a *Analysis) IsReadOnlySpace(as target.AddrSpace) bool {
	if a.t == nil {
		return false
	}
	switch a.t.Name() {
	case "nvptx":
		return as == target.NVPTXConstant || as == target.NVPTXParam
	case "amdgpu":
		return as == amdConstant || as == amdConstant32
	}
	return as == spirConstant
}

// Memo answers as its Analysis does, remembering each pointer's space:
// for callers that ask about the same pointers many times (aa-eval asks
// about every pair). It is not safe for concurrent use.
type Memo struct {
	a      *Analysis
	spaces map[ir.Value]target.AddrSpace
}

// Memo returns an empty memo over a.
func (a *Analysis) Memo() *Memo {
	return &Memo{a: a, spaces: map[ir.Value]target.AddrSpace{}}
}

// Analysis returns the memo's analysis.
func (m *Memo) Analysis() *Analysis { return m.a }

// SpaceOf is Analysis.SpaceOf, computed once per value.
func (m *Memo) SpaceOf(p ir.Value) target.AddrSpace {
	if s, ok := m.spaces[p]; ok {
		return s
	}
	s := m.a.SpaceOf(p)
	m.spaces[p] = s
	return s
}

// Alias is Analysis.Alias.
func (m *Memo) Alias(p, q ir.Value) Result { return m.a.alias(p, q, m.SpaceOf) }

// ModRefMask is Analysis.ModRefMask.
func (m *Memo) ModRefMask(p ir.Value) ModRef { return m.a.modRefMask(p, m.SpaceOf) }

// Reset forgets the remembered spaces (after the IR changed).
func (m *Memo) Reset() { clear(m.spaces) }

// returnsNoAlias reports whether call's result is noalias, on the call or
// on the function it calls.
func returnsNoAlias(call *ir.Instruction) bool {
	if ci := call.Call(); ci != nil && ci.RetAttrs.Has("noalias") {
		return true
	}
	f := call.CalledFunction()
	return f != nil && f.RetAttrs.Has("noalias")
}

package addrspace

import (
	"memspace/ir"
	"memspace/target"
)

// OriginKind says what sort of seed brought a space into a set.
type OriginKind uint8

// The seed kinds.
const (
	// FromUnknown: the value comes from somewhere we cannot see (memory,
	// an external call, inline asm, an argument with unknown callers).
	FromUnknown OriginKind = iota
	// FromKernelParam: a pointer parameter of a kernel.
	FromKernelParam
	// FromGridConstant: a grid_constant kernel parameter.
	FromGridConstant
	// FromByval: a byval kernel parameter.
	FromByval
	// FromAlloca: a stack slot.
	FromAlloca
	// FromGlobal: a global variable in a concrete space.
	FromGlobal
	// FromCast: an addrspacecast or conversion intrinsic from a concrete space.
	FromCast
	// FromParamLoad: a pointer loaded through a kernel parameter.
	FromParamLoad
	// FromConstraint: required by an intrinsic that only takes that space.
	FromConstraint
	// FromBudget: the function exceeded the visit budget.
	FromBudget
	// FromValue: a value whose type is already in a concrete space.
	FromValue
)

// Origin explains why one space is in a value's set.
type Origin struct {
	Space target.AddrSpace
	Kind  OriginKind
	// Text describes the seed: "kernel parameter 'in'", "from @tile".
	Text string
	// Pos is the seed's source position, when debug info gives one.
	Pos *ir.SourcePos
}

// Describe prints the origin as "shared: from @tile at k.cu:7".
func (o Origin) Describe(t *target.Target) string {
	s := t.SpaceName(o.Space) + ": " + o.Text
	if o.Pos != nil && o.Pos.File != "" && o.Pos.Line > 0 {
		s += " at " + o.Pos.String()
	}
	return s
}

// IsEvidence reports whether the origin is a real seed rather than the
// stand-in for a value we know nothing about.
func (o Origin) IsEvidence() bool {
	return o.Kind != FromUnknown && o.Kind != FromBudget
}

// origins is the table of every origin made during a solve; a value's
// per-space origin is an index into it (0: none). An entry leaves Space
// unset: one entry serves every space a seed brings (an unknown pointer
// brings them all), and the cell's slot says which space it explains.
type origins struct {
	list []Origin
	memo map[originKey]int32
	// off: origins are not recorded (Config.SetsOnly); every index is 0.
	off bool
}

type originKey struct {
	kind OriginKind
	text string
	pos  ir.SourcePos
}

func newOrigins(off bool) *origins {
	return &origins{list: []Origin{{}}, memo: map[originKey]int32{}, off: off}
}

// add returns the index of an origin, making it on first use.
func (o *origins) add(kind OriginKind, text string, pos *ir.SourcePos) int32 {
	if o.off {
		return 0
	}
	k := originKey{kind: kind, text: text}
	if pos != nil {
		k.pos = *pos
	}
	if i, ok := o.memo[k]; ok {
		return i
	}
	i := o.fresh(kind, text, pos)
	o.memo[k] = i
	return i
}

// fresh adds an origin without looking for an equal one, for callers that
// make each origin once.
func (o *origins) fresh(kind OriginKind, text string, pos *ir.SourcePos) int32 {
	if o.off {
		return 0
	}
	o.list = append(o.list, Origin{Kind: kind, Text: text, Pos: pos})
	return int32(len(o.list) - 1)
}

// posOf returns the source position of an instruction, or nil.
func posOf(in *ir.Instruction) *ir.SourcePos {
	if p, ok := ir.DebugLoc(in); ok {
		return &p
	}
	return nil
}

// globalPos returns where a global variable is declared, or nil.
func globalPos(g *ir.GlobalVariable) *ir.SourcePos {
	if p, ok := ir.VarPos(g); ok {
		return &p
	}
	return nil
}

// The solver's names for origin texts: empty, and positions nil, when it
// records no origins (Config.SetsOnly), so that nothing is computed for
// texts no one reads.

func (s *solver) posOf(in *ir.Instruction) *ir.SourcePos {
	if s.cfg.SetsOnly {
		return nil
	}
	return posOf(in)
}

func (s *solver) globalPos(g *ir.GlobalVariable) *ir.SourcePos {
	if s.cfg.SetsOnly {
		return nil
	}
	return globalPos(g)
}

func (s *solver) funcPos(f *ir.Function) *ir.SourcePos {
	if s.cfg.SetsOnly {
		return nil
	}
	return s.funcNames(f).pos
}

func (s *solver) funcDisplay(f *ir.Function) string {
	if s.cfg.SetsOnly {
		return ""
	}
	return s.funcNames(f).display
}

// funcNamed is what origin texts say about one function: its display
// name (demangled) and where it is declared.
type funcNamed struct {
	f       *ir.Function
	name    string // f's name when display was made
	display string
	pos     *ir.SourcePos
}

// funcNames returns f's display name and position, kept for the last
// function asked about: the seeds of one function's parameters ask
// about it one after another.
func (s *solver) funcNames(f *ir.Function) *funcNamed {
	if c := &s.lastFunc; c.f != f || c.name != f.Name() {
		*c = funcNamed{f: f, name: f.Name(), display: funcDisplay(f), pos: funcPos(f)}
	}
	return &s.lastFunc
}

func (s *solver) globalDisplay(g *ir.GlobalVariable) string {
	if s.cfg.SetsOnly {
		return ""
	}
	return globalDisplay(g)
}

func (s *solver) paramName(p *ir.Argument) string {
	if s.cfg.SetsOnly {
		return ""
	}
	return s.names.ParamName(p)
}

func (s *solver) valueName(v ir.Value) string {
	if s.cfg.SetsOnly {
		return ""
	}
	return s.names.Name(v)
}

func (s *solver) describeCall(in *ir.Instruction) string {
	if s.cfg.SetsOnly {
		return ""
	}
	return describeCall(in)
}

// funcPos returns where a function is declared, or nil.
func funcPos(f *ir.Function) *ir.SourcePos {
	if p, ok := ir.SubprogramPos(f); ok {
		return &p
	}
	return nil
}

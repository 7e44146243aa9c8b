package addrspace

import (
	"fmt"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// seedKind tells apart the different seeds one value can get.
type seedKind uint8

const (
	seedStatic    seedKind = iota // what compute gives when operands do not matter
	seedType                      // typeSeed
	seedParam                     // paramSeed, before the trust flags
	seedSlot                      // a poisoned slot's contents
	seedLoaded                    // a pointer loaded from device memory
	seedUntrusted                 // loaded through a parameter, not trusted
	seedTrusted                   // loaded through a parameter, trusted global
	seedWrite                     // what code we cannot see writes
	seedRaw                       // raw bits a store writes (storeValues)
	seedWindow                    // a window offset read as a generic pointer
)

type seedKey struct {
	v    ir.Value
	kind seedKind
}

// memo returns the seed of kind for v, building it on first use. A seed
// depends on the value alone, so it is built once per part: its origin
// text (names, concatenations) and origin entry are paid for once.
func (s *solver) memo(v ir.Value, kind seedKind, build func() cell) cell {
	if in, ok := v.(*ir.Instruction); ok && in.Slot.Owner == s.owner {
		// Most seeds belong to the part's instructions: a key of their
		// number makes the lookup cheap, and none for their static seed.
		if kind == seedStatic {
			if i := s.staticSeed[in.Slot.ID]; i > 0 {
				return s.staticCells[i-1]
			}
			c := build()
			s.staticCells = append(s.staticCells, c)
			s.staticSeed[in.Slot.ID] = int32(len(s.staticCells))
			return c
		}
		k := uint64(in.Slot.ID)<<8 | uint64(kind)
		if c, ok := s.instSeeds[k]; ok {
			return c
		}
		c := build()
		s.instSeeds[k] = c
		return c
	}
	k := seedKey{v, kind}
	if c, ok := s.seeds[k]; ok {
		return c
	}
	c := build()
	s.seeds[k] = c
	return c
}

// unknownAt is the memoized unknown cell of instruction in.
func (s *solver) unknownAt(in *ir.Instruction, kind seedKind, text func() string) cell {
	return s.memo(in, kind, func() cell {
		// Memoized per value, so the origin needs no lookup for a twin.
		if s.cfg.SetsOnly {
			return s.spread(s.unknownSet, FromUnknown, 0)
		}
		return s.spread(s.unknownSet, FromUnknown, s.orig.fresh(FromUnknown, text(), posOf(in)))
	})
}

// seed makes a cell holding one space with the given origin.
func (s *solver) seed(as target.AddrSpace, kind OriginKind, text string, pos *ir.SourcePos) cell {
	set, ok := lattice.Of(s.t, as)
	if !ok {
		return s.unknownCell(text, pos)
	}
	c := cell{set: set}
	i, _ := s.t.Index(as)
	c.org[i] = s.orig.fresh(kind, text, pos) // seeds are made once per value (memo)
	return c
}

// spreadCell makes a cell of set whose every space has the same story.
func (s *solver) spreadCell(set lattice.Set, kind OriginKind, text string, pos *ir.SourcePos) cell {
	return s.spread(set, kind, s.orig.add(kind, text, pos))
}

// spread makes a cell of set with one origin for every space.
func (s *solver) spread(set lattice.Set, kind OriginKind, origin int32) cell {
	c := cell{set: set}
	if kind == FromUnknown || kind == FromBudget {
		c.locs = unknownLocs
	}
	for i := range c.org {
		if set&(1<<i) != 0 {
			c.org[i] = origin
		}
	}
	return c
}

// unknownCell is a pointer we know nothing about: every space a generic
// pointer can reach.
func (s *solver) unknownCell(text string, pos *ir.SourcePos) cell {
	return s.spreadCell(s.unknownSet, FromUnknown, text, pos)
}

// fullCell holds every concrete space of the target.
func (s *solver) fullCell(kind OriginKind, text string) cell {
	return s.spreadCell(lattice.Full(s.t), kind, text, nil)
}

// stateOf is the abstract value of any operand: a pointer's cell, or the
// image of pointers a non-pointer value carries (empty for values that
// no pointer flows into, such as constants and comparisons).
func (s *solver) stateOf(v ir.Value) cell {
	if id, ok := s.idOf(v); ok {
		return s.cells[id]
	}
	switch v := v.(type) {
	case *ir.ConstSimple:
		if s.nullIsAddress(v) {
			return s.typeSeed(v) // its space, pointing to unknown memory
		}
		return cell{} // null, undef, poison, zeroinitializer: no evidence
	case *ir.ConstExpr, *ir.GlobalVariable, *ir.Alias, *ir.ConstAggregate:
		return s.constCell(v)
	case *ir.Function:
		return s.unknownCell("address of function @"+v.Name(), nil)
	}
	if isPtrLike(v.Type()) {
		return s.typeSeed(v)
	}
	return cell{}
}

// nullIsAddress reports whether c is the null of a specific address space
// other than 0. LLVM gives it the bits 0, an address like any other there
// (LLVM only takes address space 0's null to be no object): on NVPTX and
// AMDGPU the first __shared__/LDS variable may live at offset 0, a cast of
// it to generic gives the window's base, not the generic null (AMDGPU's
// local and private null is -1), and a store through it writes memory
// other pointers read. So it is a pointer of its space into unknown
// memory, not the null that agrees with every space.
func (s *solver) nullIsAddress(c *ir.ConstSimple) bool {
	if c.Kind != ir.KindNull && c.Kind != ir.KindZero { // zeroinitializer: a vector of such nulls
		return false
	}
	as, ok := ir.AddrSpaceOf(c.Type())
	return ok && as != 0 && s.t.IsConcrete(target.AddrSpace(as))
}

// constCell is the (memoized) value of a constant pointer.
func (s *solver) constCell(v ir.Value) cell {
	if c, ok := s.consts[v]; ok {
		return c
	}
	c := s.computeConst(v)
	s.consts[v] = c
	return c
}

func (s *solver) computeConst(v ir.Value) cell {
	if as, ok := ir.AddrSpaceOf(v.Type()); ok && !s.t.IsGeneric(target.AddrSpace(as)) {
		return s.typeSeed(v)
	}
	switch v := v.(type) {
	case *ir.ConstAggregate:
		var c cell
		for _, e := range v.Elems {
			c.raise(s.stateOf(e), s.n)
		}
		return c
	case *ir.GlobalVariable:
		return s.genericGlobal(v)
	case *ir.Alias:
		return s.stateOf(v.Target)
	case *ir.ConstExpr:
		ops := v.Operands()
		switch v.Op {
		case ir.OpAddrSpaceCast, ir.OpGetElementPtr, ir.OpBitCast:
			if len(ops) > 0 && isPtrLike(ops[0].Type()) {
				return s.stateOf(ops[0])
			}
		case ir.OpIntToPtr:
			return s.intToPtrCell(nil, ops[0], v.Type())
		}
		if !isPtrLike(v.Type()) {
			var c cell
			for _, op := range ops {
				c.raise(s.stateOf(op), s.n)
			}
			if v.Op == ir.OpPtrToInt && len(ops) > 0 {
				s.ptrToIntBits(&c, ops[0])
			}
			return c
		}
	}
	return s.unknownCell("constant expression", nil)
}

// genericGlobal: a global variable in the generic space. NVPTX moves such
// variables to global memory; elsewhere we do not know.
func (s *solver) genericGlobal(g *ir.GlobalVariable) cell {
	var c cell
	if s.t.Name() == "nvptx" {
		c = s.seed(s.globalSpace(), FromGlobal, "@"+g.Name()+" (a generic-space global lives in global memory)", s.globalPos(g))
	} else {
		c = s.unknownCell("@"+g.Name()+" in the generic space", s.globalPos(g))
	}
	c.locs = []locID{s.fc.globalLoc[g]}
	return c
}

// typeSeed is the value of a pointer whose type already names a space.
func (s *solver) typeSeed(v ir.Value) cell {
	return s.memo(v, seedType, func() cell { return s.buildTypeSeed(v) })
}

func (s *solver) buildTypeSeed(v ir.Value) cell {
	as32, _ := ir.AddrSpaceOf(v.Type())
	as := target.AddrSpace(as32)
	if !s.t.IsConcrete(as) {
		return s.unknownCell(fmt.Sprintf("pointer in %s", s.t.SpaceName(as)), nil)
	}
	base := stripAddress(v)
	switch b := base.(type) {
	case *ir.GlobalVariable:
		c := s.seed(as, FromGlobal, "from "+s.globalDisplay(b), s.globalPos(b))
		c.locs = []locID{s.fc.globalLoc[b]}
		return c
	case *ir.Argument:
		what := "parameter '"
		if s.fc.kernels[b.Parent] {
			what = "kernel parameter '" // declared global by ipmsp
		}
		return s.seed(as, FromValue, what+s.paramName(b)+"' of "+s.funcDisplay(b.Parent), s.funcPos(b.Parent))
	case *ir.Instruction:
		if b.Op == ir.OpAlloca {
			return s.seed(as, FromAlloca, "alloca "+s.valueName(b), s.posOf(b))
		}
		return s.seed(as, FromValue, s.valueName(b), s.posOf(b))
	}
	c := s.seed(as, FromValue, "a "+s.t.SpaceName(as)+" pointer", nil)
	c.locs = unknownLocs
	return c
}

// argSeed returns a set fixed for a parameter by the caller's hook or by
// a backward constraint.
func (s *solver) argSeed(p *ir.Argument) (cell, bool) {
	if o, ok := s.forcedG[p]; ok {
		return s.forcedGlobalCell(o), true
	}
	if s.cfg.ArgSeeds != nil {
		if set, ok := s.cfg.ArgSeeds(p); ok {
			return s.spreadCell(set, FromValue, "assumed for parameter '"+s.paramName(p)+"'", nil), true
		}
	}
	return cell{}, false
}

// paramCell is the initial value of a parameter (a pointer, or a value
// that may carry a pointer's image).
func (s *solver) paramCell(f *ir.Function, p *ir.Argument) cell {
	c := s.paramSeed(f, p)
	if as, ok := ir.AddrSpaceOf(p.Type()); ok && !s.t.IsGeneric(target.AddrSpace(as)) {
		c = c.withSet(s.typeSeed(p))
	}
	if s.forcedTop[p] {
		c = union(c, s.fullCell(FromConstraint, "contradicts the global-only operand of an intrinsic"), s.n)
	}
	return c
}

func (s *solver) paramSeed(f *ir.Function, p *ir.Argument) cell {
	if c, ok := s.argSeed(p); ok {
		return c
	}
	switch {
	case s.fc.kernels[f]:
		return s.memo(p, seedParam, func() cell { return s.kernelParamCell(f, p) })
	case s.byvalLoc[p] != 0:
		return s.memo(p, seedParam, func() cell { return s.byvalCopy(f, p) })
	case s.fc.tracked[f] && !s.regionUnknown[p], s.fedParams[p]:
		return cell{}
	case s.fc.tracked[f]:
		return s.memo(p, seedParam, func() cell {
			return s.unknownCell("parameter '"+s.paramName(p)+"' of "+s.funcDisplay(f)+
				", an OpenMP parallel region, which the runtime passes something memspace does not follow", s.funcPos(f))
		})
	}
	return s.memo(p, seedParam, func() cell {
		return s.unknownCell("parameter '"+s.paramName(p)+"' of "+s.funcDisplay(f)+", whose callers are unknown", s.funcPos(f))
	})
}

// kernelParamCell seeds a kernel's parameter. A pointer points to host
// memory and is global; a byval or grid_constant parameter is the
// kernel's copy in param space. On the OpenCL-on-NVPTX triple a kernel's
// generic pointer may be anything. A non-pointer parameter as wide as a
// pointer may be a global address the host passed as an integer.
func (s *solver) kernelParamCell(f *ir.Function, p *ir.Argument) cell {
	name := "'" + s.paramName(p) + "'"
	pos := s.funcPos(f)
	switch {
	case !isPtrLike(p.Type()):
		if typeBits(p.Type()) < s.fc.layout.PointerBits(s.t.Generic()) {
			return cell{}
		}
		c := s.seed(s.globalSpace(), FromKernelParam, "kernel parameter "+name, pos)
		c.locs = s.hostLocs
		return c
	case s.byvalLoc[p] != 0:
		return s.byvalCell(p, name, pos)
	case s.fc.nvcl:
		return s.unknownCell("kernel parameter "+name+" (OpenCL on NVPTX: any space)", pos)
	}
	c := s.seed(s.globalSpace(), FromKernelParam, "kernel parameter "+name, pos)
	c.locs = s.hostLocs
	if l, ok := s.noaliasLoc[p]; ok {
		c.locs = []locID{l}
	}
	return c
}

// byvalCell: a byval or grid_constant kernel parameter lives in param
// space (read with ld.param). A byval parameter whose address escapes may
// get a copy in local memory instead (NVPTX lowers it so); the escaped
// address of a grid_constant parameter is its param address made generic.
func (s *solver) byvalCell(p *ir.Argument, name string, pos *ir.SourcePos) cell {
	var c cell
	param, hasParam := s.t.SpaceByName("param")
	switch {
	case !hasParam:
		c = s.unknownCell("byval parameter "+name, pos)
	case s.fc.gridConst[p]:
		c = s.seed(param, FromGridConstant, "grid_constant parameter "+name, pos)
	default:
		c = s.seed(param, FromByval, "byval parameter "+name, pos)
		if s.fc.byvalEscapes[p] {
			c = union(c, s.seed(s.privateSpace(), FromByval, "local copy of byval parameter "+name+", whose address escapes", pos), s.n)
		}
	}
	c.locs = []locID{s.byvalLoc[p]}
	return c
}

// byvalCopy: a byval parameter of a device function is the callee's own
// copy on its stack (NVPTX). It holds what the caller's memory held.
func (s *solver) byvalCopy(f *ir.Function, p *ir.Argument) cell {
	text := "byval copy '" + s.paramName(p) + "' of " + s.funcDisplay(f)
	var c cell
	if s.t.Name() != "nvptx" {
		c = s.unknownCell(text, s.funcPos(f))
	} else {
		c = s.seed(s.privateSpace(), FromByval, text, s.funcPos(f))
	}
	c.locs = []locID{s.byvalLoc[p]}
	return c
}

// typeBits is the number of bits a value of type t holds (0 when unknown).
func typeBits(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntType:
		return t.Bits
	case *ir.FloatType:
		return t.Kind.Bits()
	case *ir.VectorType:
		return int(t.Len) * typeBits(t.Elem)
	case *ir.ArrayType:
		return int(t.Len) * typeBits(t.Elem)
	case *ir.StructType:
		n := 0
		for _, f := range t.Fields {
			n += typeBits(f)
		}
		return n
	case *ir.PointerType:
		return 64
	}
	return 0
}

// carriesImage reports whether a non-pointer value of type t can hold a
// pointer's image (all or part of its bits): integers of 8 bits or more,
// floating-point values, and vectors and aggregates of such.
func carriesImage(t ir.Type) bool {
	return hasLeaf(t, func(leaf ir.Type) bool {
		switch leaf := leaf.(type) {
		case *ir.IntType:
			return leaf.Bits >= 8
		case *ir.FloatType, *ir.PointerType:
			return true
		}
		return false
	})
}

// hasLeaf reports whether t, or an element or field of it at any depth,
// is a scalar that ok accepts.
func hasLeaf(t ir.Type, ok func(ir.Type) bool) bool {
	switch t := t.(type) {
	case *ir.VectorType:
		return hasLeaf(t.Elem, ok)
	case *ir.ArrayType:
		return hasLeaf(t.Elem, ok)
	case *ir.StructType:
		for _, f := range t.Fields {
			if hasLeaf(f, ok) {
				return true
			}
		}
		return false
	}
	return ok(t)
}

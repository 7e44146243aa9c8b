package irverify

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"strconv"
	"testing"

	"memspace/ir"
)

// TestNoPanicOnMutatedModules breaks well-formed modules in random ways,
// without regard for any invariant, and checks that Verify never panics.
func TestNoPanicOnMutatedModules(t *testing.T) {
	rounds := 3000
	if os.Getenv("IRVERIFY_FUZZ_ROUNDS") != "" {
		rounds, _ = strconv.Atoi(os.Getenv("IRVERIFY_FUZZ_ROUNDS"))
	}
	if testing.Short() {
		rounds = 300
	}
	for seed := range uint64(rounds) {
		r := rand.New(rand.NewPCG(seed, 7))
		x := newFixture()
		if seed%4 == 3 {
			x = newTypedFixture()
		}
		buildSample(x)
		for range 1 + r.IntN(6) {
			mutate(r, x)
		}
		if msg := verifyNoPanic(x.m); msg != "" {
			t.Fatalf("seed %d: %s", seed, msg)
		}
	}
}

func verifyNoPanic(m *ir.Module) (msg string) {
	defer func() {
		if p := recover(); p != nil {
			msg = fmt.Sprintf("Verify panicked: %v\n%s", p, debug.Stack())
		}
	}()
	_ = Verify(m)
	for _, f := range m.Functions {
		_ = VerifyFunction(f)
	}
	return ""
}

// buildSample fills x with a kernel, a diamond, a global with a constant
// expression initializer and an invoke.
func buildSample(x *fixture) {
	x.kernel()
	diamond(x)
	tile := x.global("tile", x.t.I32, 3, x.i32(0))
	x.global("p", x.ptr(0), 0, ir.NewConstExpr(ir.OpAddrSpaceCast, x.ptr(0), tile))
	callee := x.fn("callee", x.t.I32)
	f := x.fn("inv", x.t.I32)
	entry, normal, unwind := block(f, "entry"), block(f, "normal"), block(f, "unwind")
	inv := ir.NewInstruction(ir.OpInvoke, x.t.I32, normal, unwind, callee)
	inv.ElemType = callee.Sig
	inv.Ext().Call = &ir.CallInfo{}
	entry.Append(inv)
	ret(normal, inv)
	ins(unwind, "", ir.OpSwitch, ir.VoidType, x.i32(0), normal, x.i32(1), normal)
	funclets(x, callee)
}

// funclets adds a function with a catchswitch, its catchpad, a cleanup
// and their returns, for the funclet rules.
func funclets(x *fixture, callee *ir.Function) {
	f := x.fn("eh", ir.VoidType)
	f.Personality = callee
	entry, r, cs, h, cl := block(f, "entry"), block(f, "r"), block(f, "cs"), block(f, "h"), block(f, "cl")
	none := ir.NewConstSimple(ir.TokenType, ir.KindNone)
	inv := ir.NewInstruction(ir.OpInvoke, x.t.I32, r, cs, callee)
	inv.ElemType = callee.Sig
	inv.Ext().Call = &ir.CallInfo{}
	entry.Append(inv)
	ret(r)
	s := ins(cs, "s", ir.OpCatchSwitch, ir.TokenType, none, h, cl)
	s.Ext().HasUnwind = true
	p := ins(h, "p", ir.OpCatchPad, ir.TokenType, s)
	ins(h, "", ir.OpCatchRet, ir.VoidType, p, r)
	q := ins(cl, "q", ir.OpCleanupPad, ir.TokenType, none)
	ins(cl, "", ir.OpCleanupRet, ir.VoidType, q)
}

// pool collects values to plant as operands, some of them nil or typed nil.
func pool(x *fixture) []ir.Value {
	vals := []ir.Value{nil, (*ir.Instruction)(nil), (*ir.Block)(nil), (*ir.Argument)(nil),
		(*ir.ConstInt)(nil), (*ir.Function)(nil), x.i32(3), x.i1(true),
		ir.NewConstSimple((*ir.IntType)(nil), ir.KindUndef),
		ir.NewConstAggregateUnlinked(x.t.Vector(2, x.t.I32, false), ir.AggSplat, nil),
		&ir.MetadataAsValue{}, ir.NewInlineAsm(x.t.Func(ir.VoidType, nil, false), "", ""),
		ir.NewConstExprUnlinked(ir.OpAddrSpaceCast, x.ptr(0), nil),
	}
	for _, g := range x.m.Globals {
		vals = append(vals, g)
	}
	for _, f := range x.m.Functions {
		if f == nil {
			continue
		}
		vals = append(vals, f)
		for _, a := range f.Params {
			vals = append(vals, a)
		}
		for _, b := range f.Blocks {
			if b == nil {
				continue
			}
			vals = append(vals, b)
			for _, in := range b.Instrs {
				vals = append(vals, in)
			}
		}
	}
	return vals
}

var typePool = func(x *fixture) []ir.Type {
	return []ir.Type{nil, (*ir.IntType)(nil), (*ir.PointerType)(nil), ir.VoidType, ir.LabelType,
		x.t.I1, x.t.I32, x.ptr(0), x.ptr(3), x.t.TypedPtr(x.t.I32, 1),
		x.t.Vector(4, x.t.I32, false), x.t.Vector(2, x.ptr(1), true), x.t.Array(2, x.t.I32),
		x.t.Struct([]ir.Type{x.t.I32, nil}, false), x.t.Func(x.t.I32, []ir.Type{nil}, true),
		&ir.VectorType{Len: 3}, &ir.StructType{Name: "opaque", Opaque: true}, x.t.Func(nil, nil, false)}
}

// randInstr picks a random instruction of the module, or nil.
func randInstr(r *rand.Rand, x *fixture) (*ir.Block, int, *ir.Instruction) {
	var all []*ir.Block
	for _, f := range x.m.Functions {
		if f == nil {
			continue
		}
		for _, b := range f.Blocks {
			if b != nil && len(b.Instrs) > 0 {
				all = append(all, b)
			}
		}
	}
	if len(all) == 0 {
		return nil, 0, nil
	}
	b := all[r.IntN(len(all))]
	i := r.IntN(len(b.Instrs))
	return b, i, b.Instrs[i]
}

// site is where a mutation strikes: instruction in at index i of block b.
type site struct {
	r     *rand.Rand
	x     *fixture
	vals  []ir.Value
	types []ir.Type
	b     *ir.Block
	i     int
	in    *ir.Instruction
}

func (s *site) val() ir.Value { return s.vals[s.r.IntN(len(s.vals))] }
func (s *site) typ() ir.Type  { return s.types[s.r.IntN(len(s.types))] }

func mutate(r *rand.Rand, x *fixture) {
	b, i, in := randInstr(r, x)
	if in == nil {
		return
	}
	s := &site{r: r, x: x, vals: pool(x), types: typePool(x), b: b, i: i, in: in}
	mutations[r.IntN(len(mutations))](s)
}

// mutations break a module in one way each.
var mutations = []func(s *site){
	func(s *site) {
		if n := s.in.NumOperands(); n > 0 {
			ops := append([]ir.Value(nil), s.in.Operands()...)
			ops[s.r.IntN(n)] = s.val()
			s.in.SetOperandsRaw(ops)
		}
	},
	func(s *site) { s.in.SetOperandsRaw(append(s.in.Operands(), s.val())) },
	func(s *site) { s.in.SetType(s.typ()) },
	func(s *site) { s.in.Op = ir.Opcode(s.r.IntN(256)) },
	func(s *site) { s.b.Instrs = append(s.b.Instrs[:s.i:s.i], s.b.Instrs[s.i+1:]...) },
	func(s *site) { s.b.Instrs[s.i] = nil },
	func(s *site) { s.in.ElemType = s.typ() },
	func(s *site) { s.in.SetIndices([]uint32{uint32(s.r.IntN(4)), 1 << 31}) },
	func(s *site) { s.in.Parent = nil },
	func(s *site) {
		if c := s.in.Call(); c != nil {
			c.NumArgs, c.NumIndirect = s.r.IntN(5)-2, s.r.IntN(3)-1
			c.Bundles = []ir.Bundle{{Tag: "x", N: s.r.IntN(3) - 1}}
		} else {
			s.in.Extra = &ir.InstrExtra{Call: &ir.CallInfo{NumArgs: s.r.IntN(4)}}
		}
	},
	func(s *site) {
		if f := s.b.Parent; f != nil {
			f.Blocks = append(f.Blocks, nil, s.b)
		}
	},
	func(s *site) {
		if f := s.b.Parent; f != nil && s.r.IntN(2) == 0 {
			f.Sig = nil
		} else if f != nil {
			f.Params = append(f.Params, nil)
		}
	},
	func(s *site) {
		if gs := s.x.m.Globals; len(gs) > 0 {
			g := gs[s.r.IntN(len(gs))]
			g.Init, g.ValueType = (*ir.ConstInt)(nil), s.typ()
			g.SetType(s.typ())
		}
	},
	func(s *site) {
		m := s.x.m
		m.Order = append(m.Order, nil, (*ir.Function)(nil))
		m.Functions = append(m.Functions, nil)
		m.Aliases = append(m.Aliases, nil, ir.NewAlias("a", nil, nil, nil, true))
	},
	func(s *site) {
		node := &ir.MDNode{Ops: []ir.Metadata{&ir.ValueAsMetadata{V: s.val()}, nil, (*ir.MDNode)(nil)},
			Fields: []ir.MDField{{Name: "x", Value: &ir.ValueAsMetadata{}}}}
		m := s.x.m
		m.NamedMD = append(m.NamedMD, &ir.NamedMD{Nodes: []ir.Metadata{nil, node, (*ir.ValueAsMetadata)(nil)}}, nil)
		m.Metadata = append(m.Metadata, nil, node)
	},
	func(s *site) {
		rec := &ir.DbgRecord{Args: []ir.Metadata{nil, &ir.ValueAsMetadata{V: s.val()}}}
		s.in.SetDbgRecords(append(s.in.DbgRecords(), nil, rec))
		s.in.MD = append(s.in.MD, ir.MDAttachment{Kind: "k"}, ir.MDAttachment{Kind: "dbg", Node: &ir.MDNode{Kind: "DILocation"}})
	},
	func(s *site) {
		if usable(s.in.Operands()) {
			ir.LinkOperands(s.in) // a second, stale set of entries
		}
	},
}

// usable reports whether LinkOperands can link ops without touching a nil
// pointer (the ir package does not guard against that).
func usable(ops []ir.Value) bool {
	for _, op := range ops {
		if isNil(op) {
			return false
		}
	}
	return true
}

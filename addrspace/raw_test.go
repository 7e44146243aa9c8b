package addrspace

import (
	"testing"

	"memspace/addrspace/irtest"
	"memspace/ir"
)

const unknownNVPTX = "{global,shared,constant,local}"

// A slot that only ever held an integer gives an unknown pointer, as
// inttoptr of the integer would (found by the IGC GAS sweep). (An integer
// kernel parameter is not raw: it carries the image of a global pointer,
// what the host may pass.)
func TestRawSlotIsUnknown(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m)
	slot := k.Alloca("s", m.I64())
	k.Store(irtest.Int(m.I64(), 1<<62), slot)
	p := k.Load("p", m.Ptr(0), slot)
	k.Ret()
	r := solve(m)
	expectSet(t, r, p, unknownNVPTX)
	expectOrigin(t, r, p, "global: made from an integer stored to memory")
}

// Zero is null, which agrees with every space: a slot cleared and then
// given a local pointer holds a local pointer.
func TestZeroIsNotRaw(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m)
	buf := k.Alloca("buf", m.Types.Array(4, m.F32()))
	slot := k.Alloca("s", m.I64())
	k.Store(irtest.Int(m.I64(), 0), slot)
	k.Store(buf, slot)
	p := k.Load("p", m.Ptr(0), slot)
	k.Ret()
	expectSet(t, solve(m), p, "{local}")
}

// spanObject builds in kernel k a 16-byte object holding a pointer to a local
// array at 0 and the kernel's i32 parameter 0 at 8 (struct Span { float
// *data; int n; }), and returns the object and the address of n.
func spanObject(m *irtest.Module, k *irtest.Func) (s, nf ir.Value) {
	buf := k.Alloca("buf", m.Types.Array(8, m.F32()))
	s = k.Alloca("span", m.Types.Array(2, m.I64()))
	k.Store(buf, s)
	nf = k.GEP("nf", s, irtest.Int(m.I64(), 8))
	k.Store(k.Arg(0), nf)
	return s, nf
}

// The integer field does not spoil the pointer field beside it, but a
// load of the pointer through the integer's bytes is unknown.
func TestRawFieldBesidePointer(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("n", m.I32()))
	s, nf := spanObject(m, k)
	data := k.Load("data", m.Ptr(0), s)
	odd := k.Load("odd", m.Ptr(0), nf)
	k.Ret()
	r := solve(m)
	expectSet(t, r, data, "{local}")
	expectSet(t, r, odd, unknownNVPTX)
}

// A copy carries the raw bytes along, shifted: memcpy of the struct to
// another alloca at offset 8 puts the integer at 16..20.
func TestRawBitsFollowCopies(t *testing.T) {
	m := irtest.New(nvptxTriple)
	memcpy := m.Declare("llvm.memcpy.p0.p0.i64", ir.VoidType, m.Ptr(0), m.Ptr(0), m.I64(), m.I1())
	k := kernel(m, irtest.P("n", m.I32()))
	s, _ := spanObject(m, k)
	big := k.Alloca("big", m.Types.Array(4, m.I64()))
	to := k.GEP("to", big, irtest.Int(m.I64(), 8))
	k.Call("", memcpy, to, s, irtest.Int(m.I64(), 16), irtest.Int(m.I1(), 0))
	data := k.Load("data", m.Ptr(0), to)
	n := k.Load("n2", m.Ptr(0), k.GEP("at16", big, irtest.Int(m.I64(), 16)))
	k.Ret()
	r := solve(m)
	expectSet(t, r, data, "{local}")
	expectSet(t, r, n, unknownNVPTX)
}

// A byval argument's raw bytes reach the callee's copy at the same
// offsets.
func TestRawBitsIntoByvalCopy(t *testing.T) {
	m := irtest.New(nvptxTriple)
	h := m.Func("h", "", ir.VoidType, irtest.P("s", m.Ptr(0), "byval"))
	h.F.Linkage = ir.LinkInternal
	h.F.Params[0].Attrs.Set(ir.Attr{Kind: "byval", Form: ir.FormParen, Type: m.Types.Array(2, m.I64())})
	h.Block("entry")
	data := h.Load("data", m.Ptr(0), h.Arg(0))
	odd := h.Load("odd", m.Ptr(0), h.GEP("nf", h.Arg(0), irtest.Int(m.I64(), 8)))
	h.Ret()
	k := kernel(m, irtest.P("n", m.I32()))
	s, _ := spanObject(m, k)
	k.Call("", h.F, s)
	k.Ret()
	r := solve(m)
	expectSet(t, r, data, "{local}")
	expectSet(t, r, odd, unknownNVPTX)
}

// Raw bits the kernel writes into host memory are as good as what the
// host writes there (param-always-point-to-global): a pointer loaded
// from host memory stays global.
func TestRawBitsInHostMemory(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m, irtest.P("buf", m.Ptr(0)), irtest.P("x", m.I64()))
	k.Store(k.Arg(1), k.Arg(0))
	p := k.Load("p", m.Ptr(0), k.Arg(0))
	k.Ret()
	expectSet(t, solve(m), p, "{global}")
}

// A shared variable is module-wide memory without ranges: raw bits make
// what is loaded from it unknown.
func TestRawBitsInSharedVariable(t *testing.T) {
	m := irtest.New(nvptxTriple)
	g := m.Global("slot", 3, m.I64())
	k := kernel(m)
	k.Store(irtest.Int(m.I64(), 1<<62), g)
	p := k.Load("p", m.Ptr(0), g)
	k.Ret()
	expectSet(t, solve(m), p, unknownNVPTX)
}

// rawPut adds to m an exported function put(slot) that stores raw bits
// through its parameter, a pointer to unknown memory: directly, or (copy)
// by memcpy from a slot of its own.
func rawPut(m *irtest.Module, copy bool) *ir.Function {
	h := m.Func("put", "", ir.VoidType, irtest.P("slot", m.Ptr(0)))
	h.Block("entry")
	raw := irtest.Int(m.I64(), 1<<62)
	if copy {
		memcpy := m.Declare("llvm.memcpy.p0.p0.i64", ir.VoidType, m.Ptr(0), m.Ptr(0), m.I64(), m.I1())
		tmp := h.Alloca("tmp", m.I64())
		h.Store(raw, tmp)
		h.Call("", memcpy, h.Arg(0), tmp, irtest.Int(m.I64(), 8), irtest.Int(m.I1(), 0))
	} else {
		h.Store(raw, h.Arg(0))
	}
	h.Ret()
	return h.F
}

// An exported helper that the kernel passes its slot to stores raw bits
// there, or copies them there: the pointer the kernel loads back may be
// made from them (found while adding laundered pointers to
// internal/randprog: a laundered shared pointer was taken for the slot's
// first content, a global one). Host memory
// keeps its global pointers: raw bits there count as the host's.
func TestRawBitsThroughExportedHelper(t *testing.T) {
	for _, copy := range []bool{false, true} {
		m := irtest.New(nvptxTriple)
		put := rawPut(m, copy)
		k := kernel(m, irtest.P("buf", m.Ptr(0)), irtest.P("pp", m.Ptr(0)))
		slot := k.Alloca("s", m.Ptr(0))
		k.Store(k.Arg(0), slot)
		k.Call("", put, slot)
		p := k.Load("p", m.Ptr(0), slot)
		q := k.Load("q", m.Ptr(0), k.Arg(1))
		k.Ret()
		r := solve(m)
		expectSet(t, r, p, unknownNVPTX)
		expectSet(t, r, q, "{global}")
	}
}

// Raw bits an exported helper may have written into an escaped slot go
// along when the slot is copied (memcpy, or by value to a helper's copy).
func TestRawBitsThroughExportedHelperCopied(t *testing.T) {
	m := irtest.New(nvptxTriple)
	put := rawPut(m, false)
	memcpy := m.Declare("llvm.memcpy.p0.p0.i64", ir.VoidType, m.Ptr(0), m.Ptr(0), m.I64(), m.I1())
	h := m.Func("h", "", m.Ptr(0), irtest.P("s", m.Ptr(0), "byval"))
	h.F.Linkage = ir.LinkInternal
	h.F.Params[0].Attrs.Set(ir.Attr{Kind: "byval", Form: ir.FormParen, Type: m.Ptr(0)})
	h.Block("entry")
	inCopy := h.Load("incopy", m.Ptr(0), h.Arg(0))
	h.Ret(inCopy)
	k := kernel(m, irtest.P("buf", m.Ptr(0)))
	slot := k.Alloca("s", m.Ptr(0))
	k.Store(k.Arg(0), slot)
	k.Call("", put, slot)
	other := k.Alloca("o", m.Ptr(0))
	k.Store(k.Arg(0), other)
	k.Call("", memcpy, other, slot, irtest.Int(m.I64(), 8), irtest.Int(m.I1(), 0))
	p := k.Load("p", m.Ptr(0), other)
	k.Call("", h.F, slot)
	k.Ret()
	r := solve(m)
	expectSet(t, r, p, unknownNVPTX)
	expectSet(t, r, inCopy, unknownNVPTX)
}

// An integer read over raw bits is raw, though the location also holds a
// pointer (contents are field-insensitive, so its cell carries that
// pointer's image): copied into another slot and read there as a
// pointer, it is unknown; stored back into its own field, beside the
// pointer field, it leaves that field precise. (i32 fields: the test
// layout has no i64:64.)
func TestRawBitsReadAsInteger(t *testing.T) {
	m := irtest.New(nvptxTriple)
	k := kernel(m)
	buf := k.Alloca("buf", m.Types.Array(8, m.F32()))
	s := k.Alloca("s", m.Types.Array(4, m.I32()))
	k.Store(buf, s)
	nf := k.GEP("nf", s, irtest.Int(m.I64(), 8))
	k.Store(irtest.Int(m.I32(), 1<<30), nf)
	v := k.Load("v", m.I32(), nf)
	dst := k.Alloca("dst", m.Types.Array(2, m.I32()))
	k.Store(buf, dst)
	k.Store(v, dst)
	p := k.Load("p", m.Ptr(0), dst)
	k.Store(v, nf)
	data := k.Load("data", m.Ptr(0), s)
	k.Ret()
	r := solve(m)
	expectSet(t, r, p, unknownNVPTX)
	expectSet(t, r, data, "{local}")
}

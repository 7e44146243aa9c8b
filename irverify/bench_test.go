package irverify

import (
	"fmt"
	"testing"

	"memspace/ir"
)

// bigModule builds nFuncs copies of a loop kernel, each padded with pad
// extra instructions that load from and store to a shared global.
func bigModule(nFuncs, pad int) *ir.Module {
	x := newFixture()
	g := x.global("shared", x.t.Array(256, x.t.I32), 3, nil)
	g.Init = ir.NewConstSimple(g.ValueType, ir.KindUndef)
	g.Linkage = ir.LinkInternal
	use := x.fn("use", ir.VoidType, x.ptr(0))
	for i := range nFuncs {
		f := x.fn(fmt.Sprintf("k%d", i), ir.VoidType, x.ptr(1), x.t.I32)
		entry, loop, exit := block(f, "entry"), block(f, "loop"), block(f, "exit")
		br(entry, loop)
		iv := ins(loop, "i", ir.OpPhi, x.t.I32, x.i32(0), entry)
		acc := ir.Value(iv)
		for j := range pad {
			p := ins(loop, "", ir.OpGetElementPtr, x.ptr(3), g, x.i32(0), acc)
			p.ElemType = g.ValueType
			v := ins(loop, "", ir.OpLoad, x.t.I32, p)
			acc = ins(loop, "", ir.OpAdd, x.t.I32, v, acc)
			if j%16 == 0 {
				store(loop, acc, p)
				c := ins(loop, "", ir.OpAddrSpaceCast, x.ptr(0), p)
				call(loop, "", use, c)
			}
		}
		next := ins(loop, "next", ir.OpAdd, x.t.I32, iv, x.i32(1))
		c := ins(loop, "c", ir.OpICmp, x.t.I1, next, f.Params[1])
		c.Pred = pred("slt")
		condBr(loop, c, loop, exit)
		addIncoming(iv, next, loop)
		ret(exit)
	}
	return x.m
}

func TestBigModuleIsClean(t *testing.T) {
	if testing.Short() {
		t.Skip("large module")
	}
	wantClean(t, bigModule(200, 500))
}

// BenchmarkVerify verifies a module of about a million instructions (some
// 50 MB of text).
func BenchmarkVerify(b *testing.B) {
	m := bigModule(2000, 170)
	n := 0
	for _, f := range m.Functions {
		f.Instructions(func(*ir.Instruction) { n++ })
	}
	b.Logf("%d instructions", n)
	b.ResetTimer()
	for range b.N {
		if err := Verify(m); err != nil {
			b.Fatal(err)
		}
	}
}

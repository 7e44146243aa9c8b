package ir

import (
	"math/rand"
	"slices"
	"testing"
)

// Tests of the shortcuts that keep huge functions linear (Block.Index's
// hints, EraseAll, Used.remove from either end): each must give what the
// plain way gives.

// wideBlock makes a function whose one block holds n adds of %p's
// pointer-sized integer, each also using the previous one, then ret.
func wideBlock(n int) (*Function, *Block, *Argument) {
	m := NewModule()
	i64 := m.Types.I64
	f := NewFunction("f", m.Types.Func(VoidType, []Type{i64}, false), m.Types.Ptr(0))
	m.AddFunction(f)
	b := NewBlock("entry")
	f.AddBlock(b)
	var prev Value = f.Params[0]
	for range n {
		in := NewInstruction(OpAdd, i64, prev, f.Params[0])
		b.Append(in)
		prev = in
	}
	b.Append(NewInstruction(OpRet, VoidType))
	return f, b, f.Params[0]
}

func TestIndexAgreesWithScan(t *testing.T) {
	_, b, _ := wideBlock(300)
	r := rand.New(rand.NewSource(1))
	for k := range 2000 {
		var want int
		switch k % 3 {
		case 0: // near the last answer
			want = max(0, min(len(b.Instrs)-1, int(b.hints[0].Load())+r.Intn(9)-4))
		default:
			want = r.Intn(len(b.Instrs))
		}
		if got := b.Index(b.Instrs[want]); got != want {
			t.Fatalf("Index = %d, want %d", got, want)
		}
	}
	if b.Index(NewInstruction(OpRet, VoidType)) != -1 {
		t.Fatal("Index found an instruction not in the block")
	}
	if (&Block{}).Index(NewInstruction(OpRet, VoidType)) != -1 {
		t.Fatal("Index of an empty block")
	}
}

func TestEraseAllMatchesErase(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for range 50 {
		n := 1 + r.Intn(40)
		f1, b1, _ := wideBlock(n)
		f2, b2, _ := wideBlock(n)
		var pick []int
		for i := range n { // the adds only: the ret stays
			if r.Intn(3) == 0 {
				pick = append(pick, i)
			}
		}
		r.Shuffle(len(pick), func(i, j int) { pick[i], pick[j] = pick[j], pick[i] })
		for i := range b1.Instrs {
			recs := []*DbgRecord{{Kind: "value"}}
			b1.Instrs[i].SetDbgRecords(recs)
			b2.Instrs[i].SetDbgRecords(slices.Clone(recs))
			recs[0].Kind = string(rune('a' + i%26))
			b2.Instrs[i].DbgRecords()[0].Kind = recs[0].Kind
		}
		var ins1, ins2 []*Instruction
		for _, i := range pick {
			ins1 = append(ins1, b1.Instrs[i])
			ins2 = append(ins2, b2.Instrs[i])
		}
		for _, in := range ins1 {
			in.Erase()
		}
		EraseAll(ins2)
		if len(b1.Instrs) != len(b2.Instrs) {
			t.Fatalf("%d instructions left, want %d", len(b2.Instrs), len(b1.Instrs))
		}
		for i := range b1.Instrs {
			if kinds(b1.Instrs[i].DbgRecords()) != kinds(b2.Instrs[i].DbgRecords()) {
				t.Fatalf("records of %d: %q, want %q", i, kinds(b2.Instrs[i].DbgRecords()), kinds(b1.Instrs[i].DbgRecords()))
			}
			if f1.Blocks[0].Instrs[i].Op != f2.Blocks[0].Instrs[i].Op {
				t.Fatal("different instructions left")
			}
		}
		for _, in := range ins2 {
			if in.Parent != nil || in.DbgRecords() != nil || in.Operand(0) != nil && UsersOf(in.Operand(0)) != nil && slices.Contains(UsersOf(in.Operand(0)), User(in)) {
				t.Fatal("an erased instruction is still linked")
			}
		}
	}
}

func kinds(recs []*DbgRecord) string {
	s := ""
	for _, r := range recs {
		s += r.Kind
	}
	return s
}

// TestRemoveKeepsOrder removes uses in random order, from the front, and
// from users holding the value twice, against a plain list.
func TestRemoveKeepsOrder(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for round := range 30 {
		_, b, p := wideBlock(64)
		if round%3 == 0 { // some users hold %p in both operands
			for _, in := range b.Instrs[:len(b.Instrs)-1] {
				if r.Intn(2) == 0 {
					in.SetOperand(0, p)
				}
			}
		}
		want := slices.Clone(p.Users())
		for range 40 {
			var in *Instruction
			switch r.Intn(3) {
			case 0:
				in = p.Users()[0].(*Instruction)
			default:
				in = p.Users()[r.Intn(p.NumUses())].(*Instruction)
			}
			slot := slices.Index(in.Operands(), Value(p))
			// The plain way: the last entry of the user goes.
			last := -1
			for i, u := range want {
				if u == User(in) {
					last = i
				}
			}
			want = slices.Delete(want, last, last+1)
			in.SetOperand(slot, NewConstInt(in.Type().(*IntType), 0))
			if !slices.Equal(p.Users(), want) {
				t.Fatalf("round %d: users differ from the plain removal", round)
			}
		}
		for range 200 { // the list grows again after removals from the front
			in := NewInstruction(OpAdd, p.Type(), p, p)
			b.InsertAt(0, in)
			want = append(want, in, in)
		}
		if !slices.Equal(p.Users(), want) {
			t.Fatal("users differ after growing again")
		}
	}
}

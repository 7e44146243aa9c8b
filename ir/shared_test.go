package ir

import (
	"sync"
	"testing"
)

// Functions changed concurrently all add uses of one global; afterwards
// the global's users are in module order whatever the interleaving.
func TestConcurrentUsesEndInModuleOrder(t *testing.T) {
	m := NewModule()
	ptr := m.Types.Ptr(0)
	g := NewGlobalVariable("g", m.Types.I32, ptr)
	m.AddGlobal(g)
	var fns []*Function
	for _, name := range []string{"a", "b", "c", "d"} {
		f := NewFunction(name, m.Types.Func(VoidType, nil, false), ptr)
		m.AddFunction(f)
		b := NewBlock("entry")
		f.AddBlock(b)
		b.Append(NewInstruction(OpRet, VoidType))
		fns = append(fns, f)
	}
	for round := 0; round < 20; round++ {
		BeginConcurrent(m)
		var wg sync.WaitGroup
		for _, f := range fns {
			wg.Go(func() {
				for range 50 {
					st := NewInstruction(OpStore, VoidType, NewConstInt(m.Types.I32, 1), g)
					InsertBefore(f.Blocks[0].Instrs[0], st)
				}
			})
		}
		wg.Wait()
		EndConcurrent(m)
		users := UsersOf(g)
		if len(users) != 200*(round+1) {
			t.Fatalf("round %d: %d users of @g, want %d", round, len(users), 200*(round+1))
		}
		last := -1
		for _, u := range users {
			f := u.(*Instruction).Parent.Parent
			i := 0
			for fns[i] != f {
				i++
			}
			if i < last {
				t.Fatalf("round %d: users of @g not in module order", round)
			}
			last = i
		}
	}
}

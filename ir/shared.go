package ir

import (
	"cmp"
	"slices"
	"sync"
	"sync/atomic"
)

// Passes may change different functions of one module at the same time.
// Everything local to a function (its instructions, arguments and blocks,
// and the constants its instructions own) is then touched by one
// goroutine only; what functions share is the use lists of global values.
// Between BeginConcurrent and EndConcurrent those lists are changed under a
// lock, and EndConcurrent puts them back into an order that does not depend
// on how the goroutines interleaved.

var (
	concurrent atomic.Int32
	sharedUses sync.Mutex
	// touched holds the global values whose use lists changed in a
	// phase, under sharedUses.
	touched = map[Value]bool{}
)

// shared reports whether v's use list may be changed by several goroutines
// now: a value other than an instruction, argument or block, while some
// module is in a concurrent phase.
func shared(v Value) bool {
	if concurrent.Load() == 0 {
		return false
	}
	switch v.(type) {
	case *Instruction, *Argument, *Block:
		return false
	}
	return true
}

// touch notes, under sharedUses, that a global value's users changed.
// Other values' lists belong to one function's constants.
func touch(v Value) {
	if _, ok := v.(GlobalValue); ok {
		touched[v] = true
	}
}

// BeginConcurrent starts a phase in which goroutines may change different
// functions of m at the same time.
func BeginConcurrent(m *Module) { concurrent.Add(1) }

// EndConcurrent ends the phase: every global value's users are put in
// module order (users in earlier functions first; within a function, the
// order they had; users outside functions first), which the interleaving
// of the phase cannot change.
func EndConcurrent(m *Module) {
	concurrent.Add(-1)
	sharedUses.Lock()
	defer sharedUses.Unlock()
	index := make(map[*Function]int, len(m.Functions))
	for i, f := range m.Functions {
		index[f] = i
	}
	keys := map[User]int{}
	key := func(u User) int { return useKey(u, index, keys, 0) }
	sortUsers := func(u *Used) {
		if u.n > 1 {
			slices.SortStableFunc(u.Users(), func(a, b User) int { return cmp.Compare(key(a), key(b)) })
		}
	}
	for _, g := range m.Order {
		if touched[g] {
			sortUsers(g.Common().used())
			delete(touched, g)
		}
	}
}

// useKey is the module index of the function a user sits in: an
// instruction's own, a constant's through its first user; -1 outside
// functions.
func useKey(u User, index map[*Function]int, memo map[User]int, depth int) int {
	if in, ok := u.(*Instruction); ok {
		if in.Parent != nil && in.Parent.Parent != nil {
			if i, ok := index[in.Parent.Parent]; ok {
				return i
			}
		}
		return -1
	}
	if k, ok := memo[u]; ok {
		return k
	}
	k := -1
	if c, ok := u.(Usable); ok && depth < 16 {
		if users := c.used().Users(); len(users) > 0 {
			k = useKey(users[0], index, memo, depth+1)
		}
	}
	memo[u] = k
	return k
}

package llwrite

import "memspace/ir"

// LLVM's text reader cannot read every order of a module's entities. A
// "dso_local_equivalent @f" read before @f is defined stands for a
// placeholder variable of the data layout's globals address space (its
// "G"), so when @f lies in another space (a function in an AMDGPU module,
// whose layout says G1) the constant gets the wrong type ("constant
// expression type mismatch"); LLVM 14's reader crashes on any such
// forward reference in typed-pointer IR. llvm-dis prints a module's
// variables before its functions and so writes text it cannot read back.
//
// hoistEquivalents moves each such @f before the first entity that names
// it, with everything of @f's kind that comes before it, so the order
// within variables, within aliases and within functions (the order LLVM
// keeps in its lists) is the input's. Modules without such a reference,
// nearly all, keep llvm-dis's order. A cycle (two functions each naming
// the other in their bodies) cannot be ordered; it is left as it is.
func hoistEquivalents(m *ir.Module, order []ir.GlobalValue) []ir.GlobalValue {
	needs := equivalentNeeds(m, order)
	if len(needs) == 0 {
		return order
	}
	pos := make(map[ir.GlobalValue]int, len(order))
	prev := make([]int, len(order)) // the previous entity of the same kind, or -1
	last := map[int]int{}
	for i, g := range order {
		pos[g] = i
		k := ir.PrintGroup(g)
		prev[i] = -1
		if j, ok := last[k]; ok {
			prev[i] = j
		}
		last[k] = i
	}
	out := make([]ir.GlobalValue, 0, len(order))
	state := make([]byte, len(order)) // 0 not placed, 1 being placed, 2 placed
	var place func(i int)
	place = func(i int) {
		if state[i] != 0 {
			return
		}
		state[i] = 1
		if prev[i] >= 0 {
			place(prev[i])
		}
		for _, t := range needs[order[i]] {
			place(pos[t])
		}
		state[i] = 2
		out = append(out, order[i])
	}
	for i := range order {
		place(i)
	}
	return out
}

// equivalentNeeds maps each entity to the functions, aliases and ifuncs
// its dso_local_equivalent constants name and LLVM's reader must see
// first: those outside the globals address space, or any in
// typed-pointer IR.
func equivalentNeeds(m *ir.Module, order []ir.GlobalValue) map[ir.GlobalValue][]ir.GlobalValue {
	space := ir.GlobalsAddrSpace(m.DataLayout)
	var needs map[ir.GlobalValue][]ir.GlobalValue
	for _, t := range order {
		if _, ok := t.(*ir.GlobalVariable); ok || !m.TypedPointers && t.Common().AddrSpace == space {
			continue
		}
		for _, u := range t.Common().Users() {
			ref, ok := u.(*ir.ConstRef)
			if !ok || ref.Kind != ir.RefDSOLocalEquivalent {
				continue
			}
			for _, e := range holders(ref) {
				if needs == nil {
					needs = map[ir.GlobalValue][]ir.GlobalValue{}
				}
				needs[e] = append(needs[e], t)
			}
		}
	}
	return needs
}

// holders returns the module entities whose initializer, aliasee, body or
// function operands hold constant c, directly or inside other constants.
// Metadata is printed after every entity and holds nothing here.
func holders(c ir.Constant) []ir.GlobalValue {
	var out []ir.GlobalValue
	seen := map[ir.Value]bool{c: true}
	work := []ir.Value{c}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		u, ok := v.(interface{ Users() []ir.User })
		if !ok {
			continue
		}
		for _, user := range u.Users() {
			switch x := user.(type) {
			case ir.GlobalValue:
				out = append(out, x)
			case *ir.Instruction:
				if x.Parent != nil && x.Parent.Parent != nil {
					out = append(out, x.Parent.Parent)
				}
			case ir.Constant:
				if !seen[x] {
					seen[x] = true
					work = append(work, x)
				}
			}
		}
	}
	return out
}

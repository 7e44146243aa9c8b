package addrspace

import (
	"memspace/ir"
)

// A slot is an alloca whose address never escapes: it is only loaded from,
// stored to (as the address, never as the stored value), copied into or
// out of, and marked with lifetime intrinsics. Every write to it is then
// visible, so a pointer loaded from it is one of the pointers stored into
// it. That is how unoptimized code, which keeps every variable in an
// alloca, gets the same answers as optimized code.
//
// Slots are field-insensitive: one abstract value per alloca.

// slotInfo is the static description of one slot.
type slotInfo struct {
	alloca *ir.Instruction
	// loads are the pointer loads from the slot, whose blocks are revisited
	// when the slot's value grows.
	loads []*ir.Instruction
	// poison names why the slot may hold a pointer we cannot follow (an
	// integer of pointer width stored into it), or "".
	poison string
}

// slotTable maps every address derived from a slot to the slot.
type slotTable struct {
	list []slotInfo
	of   map[ir.Value]int32
}

func newSlotTable() *slotTable { return &slotTable{of: map[ir.Value]int32{}} }

// slotOf returns the slot that addr points into, or -1.
func (st *slotTable) slotOf(addr ir.Value) int32 {
	if i, ok := st.of[addr]; ok {
		return i
	}
	return -1
}

// scan finds the slots of f.
func (st *slotTable) scan(f *ir.Function) {
	f.Instructions(func(in *ir.Instruction) {
		if in.Op != ir.OpAlloca {
			return
		}
		addrs, info, ok := slotUses(in)
		if !ok {
			return
		}
		idx := int32(len(st.list))
		st.list = append(st.list, info)
		for _, a := range addrs {
			st.of[a] = idx
		}
	})
}

// slotUses walks the uses of an alloca. It returns the addresses derived
// from it and the slot's description, or ok=false when the address escapes.
func slotUses(alloca *ir.Instruction) (addrs []ir.Value, info slotInfo, ok bool) {
	info.alloca = alloca
	seen := map[ir.Value]bool{alloca: true}
	addrs = []ir.Value{alloca}
	for i := 0; i < len(addrs); i++ {
		v := addrs[i]
		for _, u := range ir.UsersOf(v) {
			in, isInstr := u.(*ir.Instruction)
			if !isInstr {
				if _, md := u.(*ir.ValueAsMetadata); md {
					continue
				}
				return nil, info, false
			}
			derived, good := slotUse(in, v, &info)
			if !good {
				return nil, info, false
			}
			if derived && !seen[in] {
				seen[in] = true
				addrs = append(addrs, in)
			}
		}
	}
	return addrs, info, true
}

// slotUse classifies one use of a slot address v by in.
func slotUse(in *ir.Instruction, v ir.Value, info *slotInfo) (derived, ok bool) {
	switch in.Op {
	case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
		return in.Operand(0) == v, in.Operand(0) == v
	case ir.OpLoad:
		if isPtrLike(in.Type()) {
			info.loads = append(info.loads, in)
		}
		return false, true
	case ir.OpStore:
		if in.Operand(0) == v {
			return false, false
		}
		if why := poisonStore(in.Operand(0)); why != "" && info.poison == "" {
			info.poison = why
		}
		return false, true
	case ir.OpCall:
		return false, slotCallUse(in, v, info)
	}
	return false, false
}

// slotCallUse accepts lifetime markers, memset of zero, and memcpy or
// memmove into or out of the slot.
func slotCallUse(in *ir.Instruction, v ir.Value, info *slotInfo) bool {
	name := calleeName(in)
	args := callArgs(in)
	switch {
	case isLifetimeOrDebug(name):
		return true
	case isMemSet(name):
		if c, ok := args[1].(*ir.ConstInt); !ok || !c.IsZero() {
			if info.poison == "" {
				info.poison = "memset with a non-zero byte"
			}
		}
		return args[0] == v
	case isMemTransfer(name):
		return args[0] != args[1]
	}
	return false
}

// poisonStore says why storing val into a slot could leave a pointer there
// that we cannot follow: an integer (all or part of a pointer's image) or
// an aggregate. Pointer values are followed; constants, floats and i1
// cannot make a pointer we do not know.
func poisonStore(val ir.Value) string {
	t := val.Type()
	if isPtrLike(t) {
		return ""
	}
	if _, isConst := val.(ir.Constant); isConst && !containsPointer(t) {
		return ""
	}
	switch t := t.(type) {
	case *ir.IntType:
		if t.Bits < 8 {
			return ""
		}
		return "an integer stored into it"
	case *ir.FloatType:
		return ""
	case *ir.StructType, *ir.ArrayType, *ir.VectorType:
		return "an aggregate stored into it"
	}
	return ""
}

// containsPointer reports whether a type holds a pointer anywhere.
func containsPointer(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.PointerType:
		return true
	case *ir.VectorType:
		return containsPointer(t.Elem)
	case *ir.ArrayType:
		return containsPointer(t.Elem)
	case *ir.StructType:
		for _, f := range t.Fields {
			if containsPointer(f) {
				return true
			}
		}
	}
	return false
}

package llwrite

import (
	"strconv"
	"sync"

	"memspace/ir"
)

// Names holds the printed names of one function's local values: the slot
// numbers of unnamed arguments, blocks and instructions, and the unique
// names given to values whose name a later value repeats. It is built once
// per function (NewNames) and read-only afterwards, so it may be shared.
type Names struct {
	f *ir.Function
	// slots maps unnamed arguments and instructions to their slot, and
	// every block to -2-position.
	slots slotTable
	bslot []int32 // slot per block position, -1 if named
	// renamed maps values whose name repeats an earlier one to the unique
	// name they print with.
	renamed map[ir.Value]string

	once sync.Once
	mi   *moduleInfo // for Ref, TypedRef and Instr
}

// NewNames numbers f's local values exactly as the printed function does:
// unnamed arguments, then each block (if unnamed) followed by its unnamed
// non-void instructions.
func NewNames(f *ir.Function) *Names {
	n := &Names{}
	n.build(f)
	return n
}

// build numbers f into n, reusing n's tables.
func (n *Names) build(f *ir.Function) {
	n.f, n.renamed = f, nil
	if f == nil {
		n.slots.reset(0)
		n.bslot = n.bslot[:0]
		return
	}
	count := len(f.Params) + len(f.Blocks)
	for _, b := range f.Blocks {
		count += len(b.Instrs)
	}
	n.slots.reset(count)
	n.bslot = n.bslot[:0]
	var slot int32
	named := 0
	for _, a := range f.Params {
		if a.Name() != "" {
			named++
			continue
		}
		n.slots.put(addr(a), slot)
		slot++
	}
	for i, b := range f.Blocks {
		n.slots.put(addr(b), int32(-2-i))
		if b.Name() == "" {
			n.bslot = append(n.bslot, slot)
			slot++
		} else {
			n.bslot = append(n.bslot, -1)
			named++
		}
		for _, in := range b.Instrs {
			if !in.HasResult() {
				continue
			}
			if in.Name() != "" {
				named++
				continue
			}
			n.slots.put(addr(in), slot)
			slot++
		}
	}
	if named > 1 {
		n.renamed = uniqueLocalNames(f, named)
	}
}

// blockIndex returns the position of b in the function.
func (n *Names) blockIndex(b *ir.Block) (int, bool) {
	v, ok := n.slots.get(addr(b))
	if !ok || v > -2 {
		return 0, false
	}
	return int(-2 - v), true
}

// forEachNamed calls fn for every named local value of f in print order.
func forEachNamed(f *ir.Function, fn func(v ir.Value, name string)) {
	for _, a := range f.Params {
		if a.Name() != "" {
			fn(a, a.Name())
		}
	}
	for _, b := range f.Blocks {
		if b.Name() != "" {
			fn(b, b.Name())
		}
		for _, in := range b.Instrs {
			if in.Name() != "" && in.HasResult() {
				fn(in, in.Name())
			}
		}
	}
}

// uniqueLocalNames finds values whose name an earlier value of f already
// has and gives each a fresh name: the name followed by the next number of
// a per-function counter that makes it unused, as LLVM's symbol table does
// for locals. It returns nil when all names are distinct.
func uniqueLocalNames(f *ir.Function, named int) map[ir.Value]string {
	all := make(map[string]bool, named)
	dup := false
	forEachNamed(f, func(_ ir.Value, name string) {
		if all[name] {
			dup = true
		}
		all[name] = true
	})
	if !dup {
		return nil
	}
	return renameDuplicates(all, "", func(fn func(ir.Value, string)) { forEachNamed(f, fn) })
}

// renameDuplicates walks values in order (through each) and renames every
// value whose name was already taken to name+sep+N, with N from a shared
// counter, skipping candidates that any value uses.
func renameDuplicates(all map[string]bool, sep string, each func(func(ir.Value, string))) map[ir.Value]string {
	taken := make(map[string]bool, len(all))
	renamed := map[ir.Value]string{}
	counter := 0
	each(func(v ir.Value, name string) {
		if !taken[name] {
			taken[name] = true
			return
		}
		for {
			counter++
			cand := name + sep + strconv.Itoa(counter)
			if !all[cand] && !taken[cand] {
				taken[cand] = true
				renamed[v] = cand
				return
			}
		}
	})
	return renamed
}

// appendLocal appends the reference to a local value of the function
// ("%name", "%5"), reporting false when v is not one of its values.
func (n *Names) appendLocal(b []byte, v ir.Value) ([]byte, bool) {
	if n == nil {
		return b, false
	}
	if len(n.renamed) > 0 {
		if s, ok := n.renamed[v]; ok {
			return appendName(append(b, '%'), s), true
		}
	}
	var slot int32 = -1
	switch v := v.(type) {
	case *ir.Instruction:
		if v == nil {
			return b, false
		}
		if v.Name() != "" {
			return appendName(append(b, '%'), v.Name()), true
		}
		s, ok := n.slots.get(addr(v))
		if !ok || s < 0 {
			return b, false
		}
		slot = s
	case *ir.Argument:
		if v == nil {
			return b, false
		}
		if v.Name() != "" {
			return appendName(append(b, '%'), v.Name()), true
		}
		s, ok := n.slots.get(addr(v))
		if !ok || s < 0 {
			return b, false
		}
		slot = s
	case *ir.Block:
		return n.appendBlockRef(b, v)
	default:
		return b, false
	}
	return appendInt(append(b, '%'), int64(slot)), true
}

func (n *Names) appendBlockRef(b []byte, v *ir.Block) ([]byte, bool) {
	if v == nil {
		return b, false
	}
	if v.Name() != "" {
		return appendName(append(b, '%'), v.Name()), true
	}
	i, ok := n.blockIndex(v)
	if !ok || n.bslot[i] < 0 {
		return b, false
	}
	return appendInt(append(b, '%'), int64(n.bslot[i])), true
}

// blockLabel appends the label that starts block i ("name" or "N"),
// reporting false for an unnamed entry block, which prints no label.
func (n *Names) blockLabel(b []byte, i int) ([]byte, bool) {
	blk := n.f.Blocks[i]
	if s, ok := n.renamed[blk]; ok {
		return appendName(b, s), true
	}
	if blk.Name() != "" {
		return appendName(b, blk.Name()), true
	}
	if i == 0 {
		return b, false
	}
	return appendInt(b, int64(n.bslot[i])), true
}

// defName appends the "%x = " prefix of an instruction with a result.
func (n *Names) defName(b []byte, in *ir.Instruction) []byte {
	if out, ok := n.appendLocal(b, in); ok {
		return append(out, " = "...)
	}
	return append(b, "<badref> = "...)
}

// argName appends a definition's argument name.
func (n *Names) argName(b []byte, a *ir.Argument) []byte {
	if out, ok := n.appendLocal(b, a); ok {
		return out
	}
	return append(b, "%<badref>"...)
}

// Ref returns v as the function's printed body shows it, without its type:
// "%5", "%x", "@g"; constants print in full.
func (n *Names) Ref(v ir.Value) string {
	p := &printer{mi: n.info(), names: n}
	return p.safe(func() { p.value(v) })
}

// TypedRef returns v with its type, as "i32 %5" or "ptr addrspace(3) @g".
func (n *Names) TypedRef(v ir.Value) string {
	p := &printer{mi: n.info(), names: n}
	return p.safe(func() { p.typedValue(v) })
}

// info returns the module-wide naming state, computed on first use.
func (n *Names) info() *moduleInfo {
	n.once.Do(func() {
		var m *ir.Module
		if n.f != nil {
			m = n.f.Parent
		}
		n.mi = newModuleInfo(m)
	})
	return n.mi
}

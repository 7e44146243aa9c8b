package restrict

import (
	"math/bits"
	"strings"

	"memspace/ir"
)

// Which values derive from which roots, one domain at a time.
//
// The values a domain's roots reach through GEP, casts, freeze, phi,
// select and the intrinsics that return their pointer operand (and, with
// apply-multi-level-restrict, pointer loads) form its closure. Each
// closure value gets the union of its inputs' root sets; an input outside
// the closure makes it unknown (top), unless it is null, undef or poison,
// which no access may dereference. Sets only grow and top absorbs, so the
// worklist drains after at most (roots + 1) changes per value.

// set is a set of labels (a function's scopes, by index).
type set []uint64

func (s *set) add(l int) {
	for len(*s) <= l/64 {
		*s = append(*s, 0)
	}
	(*s)[l/64] |= 1 << (l % 64)
}

func (s set) has(l int) bool { return l/64 < len(s) && s[l/64]&(1<<(l%64)) != 0 }

// union adds t to s and reports whether s grew.
func (s *set) union(t set) bool {
	grew := false
	for len(*s) < len(t) {
		*s = append(*s, 0)
	}
	for i, w := range t {
		if (*s)[i]|w != (*s)[i] {
			(*s)[i] |= w
			grew = true
		}
	}
	return grew
}

func (s set) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// minus returns s without t.
func (s set) minus(t set) set {
	out := make(set, len(s))
	for i, w := range s {
		if i < len(t) {
			w &^= t[i]
		}
		out[i] = w
	}
	return out
}

// each calls fn for every label in increasing order.
func (s set) each(fn func(l int)) {
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			fn(i*64 + b)
			w &^= 1 << b
		}
	}
}

// val is what a value derives from in one domain.
type val struct {
	roots set
	top   bool // unknown: something not derived from roots reaches it
}

// join adds w to v and reports whether v changed.
func (v *val) join(w val) bool {
	if v.top {
		return false
	}
	if w.top {
		v.top = true
		return true
	}
	return v.roots.union(w.roots)
}

// fnInfo is what the pass knows about one function.
type fnInfo struct {
	f        *ir.Function
	labels   []*ir.MDNode // scope nodes; a label is an index here
	labelIdx map[*ir.MDNode]int
	domains  []*domainInfo
	// structSeen: a pointer loaded through a struct field was not followed.
	structSeen bool
}

// label returns the label of scope node n, numbering it if new.
func (fi *fnInfo) label(n *ir.MDNode) int {
	if l, ok := fi.labelIdx[n]; ok {
		return l
	}
	fi.labelIdx[n] = len(fi.labels)
	fi.labels = append(fi.labels, n)
	return len(fi.labels) - 1
}

// domain returns f's domain with this node, or nil.
func (fi *fnInfo) domain(n *ir.MDNode) *domainInfo {
	for _, d := range fi.domains {
		if d.node == n {
			return d
		}
	}
	return nil
}

// domainInfo is one alias domain of a function: its own, or one
// inherited from its callers.
type domainInfo struct {
	node     *ir.MDNode
	own      bool
	universe set // every label of this domain the function uses
	// members is the closure, roots first; idx maps a value to its
	// position, vals holds what each derives from.
	members []ir.Value
	idx     map[ir.Value]int
	vals    []val
	nroots  int
}

func newDomain(n *ir.MDNode, own bool) *domainInfo {
	return &domainInfo{node: n, own: own, idx: map[ir.Value]int{}}
}

// addRoot makes v a root with the given labels (before propagate).
func (d *domainInfo) addRoot(v ir.Value, labels set) {
	if i, ok := d.idx[v]; ok {
		d.vals[i].roots.union(labels)
		return
	}
	d.idx[v] = len(d.members)
	d.members = append(d.members, v)
	d.vals = append(d.vals, val{roots: append(set(nil), labels...)})
	d.nroots++
}

// valueOf returns what x derives from: its state when in the closure,
// nothing for constants no access may dereference, top otherwise.
func (d *domainInfo) valueOf(x ir.Value) val {
	if i, ok := d.idx[x]; ok {
		return d.vals[i]
	}
	if nullish(x) {
		return val{}
	}
	return val{top: true}
}

func nullish(x ir.Value) bool {
	c, ok := x.(*ir.ConstSimple)
	return ok && (c.Kind == ir.KindNull || c.Kind == ir.KindUndef || c.Kind == ir.KindPoison)
}

// propagate computes the closure of d's roots and what each member
// derives from.
func (s *state) propagate(fi *fnInfo, d *domainInfo) {
	for i := 0; i < len(d.members); i++ {
		v := d.members[i]
		for _, u := range ir.UsersOf(v) {
			in, ok := u.(*ir.Instruction)
			if !ok || in.Parent == nil {
				continue
			}
			if _, member := d.idx[in]; member || !s.derives(fi, d, in, v) {
				continue
			}
			d.idx[in] = len(d.members)
			d.members = append(d.members, in)
			d.vals = append(d.vals, val{})
		}
	}
	queued := make([]bool, len(d.members))
	var work []int
	for i := d.nroots; i < len(d.members); i++ {
		work = append(work, i)
		queued[i] = true
	}
	for len(work) > 0 {
		i := work[0]
		work = work[1:]
		queued[i] = false
		in := d.members[i].(*ir.Instruction)
		changed := false
		for _, x := range inputs(in) {
			changed = d.vals[i].join(d.valueOf(x)) || changed
		}
		if !changed {
			continue
		}
		for _, u := range ir.UsersOf(in) {
			if j, ok := d.idx[ir.Value(asInstr(u))]; ok && j >= d.nroots && !queued[j] {
				queued[j] = true
				work = append(work, j)
			}
		}
	}
}

func asInstr(u ir.User) *ir.Instruction { in, _ := u.(*ir.Instruction); return in }

// derives reports whether in's result is a pointer computed from v by an
// operation that keeps v's roots.
func (s *state) derives(fi *fnInfo, d *domainInfo, in *ir.Instruction, v ir.Value) bool {
	if _, ptr := in.Type().(*ir.PointerType); !ptr {
		return false
	}
	switch in.Op {
	case ir.OpGetElementPtr:
		return in.Operand(0) == v
	case ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpFreeze, ir.OpPhi:
		return true
	case ir.OpSelect:
		return in.Operand(1) == v || in.Operand(2) == v
	case ir.OpCall:
		return passesPointer(in) && in.Operand(0) == v
	case ir.OpLoad:
		if !d.own || !s.opts.multi {
			return false
		}
		if throughStructField(v) && !s.opts.allowStruct {
			fi.structSeen = true
			return false
		}
		return true
	}
	return false
}

// throughStructField reports whether address v selects a struct field.
func throughStructField(v ir.Value) bool {
	g, ok := v.(*ir.Instruction)
	if !ok || g.Op != ir.OpGetElementPtr || g.NumOperands() < 3 {
		return false
	}
	_, st := g.ElemType.(*ir.StructType)
	return st
}

// inputs lists the operands a closure member takes its roots from.
func inputs(in *ir.Instruction) []ir.Value {
	switch in.Op {
	case ir.OpPhi:
		out := make([]ir.Value, in.NumIncoming())
		for i := range out {
			out[i], _ = in.Incoming(i)
		}
		return out
	case ir.OpSelect:
		return in.Operands()[1:3]
	}
	return in.Operands()[:1]
}

// passesPointer reports whether a call returns (a value based on) its
// first argument: llvm.ptrmask, the invariant.group intrinsics and
// NVVM's old address-space conversion intrinsics.
func passesPointer(in *ir.Instruction) bool {
	name := calleeName(in)
	for _, p := range []string{"llvm.ptrmask.", "llvm.launder.invariant.group.",
		"llvm.strip.invariant.group.", "llvm.nvvm.ptr.gen.to.", "llvm.nvvm.ptr."} {
		if strings.HasPrefix(name, p) {
			return in.Call() != nil && in.Call().NumArgs >= 1
		}
	}
	return false
}

func calleeName(in *ir.Instruction) string {
	if f := in.CalledFunction(); f != nil {
		return f.Name()
	}
	return ""
}

// memIntrinsic reports whether a call is an intrinsic that accesses
// memory only through its pointer arguments.
func memIntrinsic(in *ir.Instruction) bool {
	name := calleeName(in)
	for _, p := range []string{"llvm.memcpy.", "llvm.memmove.", "llvm.memset.",
		"llvm.masked.load.", "llvm.masked.store.", "llvm.masked.expandload.",
		"llvm.masked.compressstore.", "llvm.nvvm.ldu.global.", "llvm.nvvm.ldg.global."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// accessPointers returns the addresses an access instruction reads or
// writes through, or nil when in is not one.
func accessPointers(in *ir.Instruction) []ir.Value {
	switch in.Op {
	case ir.OpLoad, ir.OpAtomicRMW, ir.OpCmpXchg:
		return in.Operands()[:1]
	case ir.OpStore:
		return in.Operands()[1:2]
	case ir.OpCall:
		if !memIntrinsic(in) {
			return nil
		}
		var out []ir.Value
		for _, a := range in.Args() {
			if _, ptr := a.Type().(*ir.PointerType); ptr {
				out = append(out, a)
			}
		}
		return out
	}
	return nil
}

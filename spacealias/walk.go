package spacealias

import (
	"strings"

	"memspace/ir"
	"memspace/target"
)

// maxVisits bounds the values one SpaceOf query looks at, whatever the
// limit and however wide the phis: past it the answer is generic.
const maxVisits = 64

// SpaceOf returns the space p points into: its own space if that is not
// the target's generic space, else the first concrete space found walking
// back from p (see the package comment), else generic. A value that is not
// a pointer is generic.
func (a *Analysis) SpaceOf(p ir.Value) target.AddrSpace {
	if a.t == nil {
		return 0
	}
	generic := a.t.Generic()
	as, ok := ptrSpace(p.Type())
	if !ok {
		return generic
	}
	if target.AddrSpace(as) != generic {
		return target.AddrSpace(as)
	}
	if a.mode == LLVM {
		if a.t.Name() == "amdgpu" {
			return generic // amdgpu-aa uses the pointer's own space
		}
		return a.chainSpace(p)
	}
	var path [16]ir.Value
	w := walker{a: a, generic: generic, path: path[:0]}
	if s := w.space(p, a.depth()); s != bottom {
		return s
	}
	return generic
}

// depth is the step limit; a negative limit (none) still stops at
// maxVisits.
func (a *Analysis) depth() int {
	if a.limit < 0 {
		return maxVisits
	}
	return a.limit
}

// chainSpace is nvptx-aa's walk: at most limit steps back, one value at a
// time (no phis, no selects), until a value in a concrete space; the value
// reached by the last step counts.
func (a *Analysis) chainSpace(v ir.Value) target.AddrSpace {
	generic := a.t.Generic()
	for n := 0; n < a.depth(); n++ {
		if as, ok := ptrSpace(v.Type()); !ok || target.AddrSpace(as) != generic {
			break
		}
		next := step(v, false)
		if next == nil {
			break
		}
		v = next
	}
	if as, ok := ptrSpace(v.Type()); ok {
		return target.AddrSpace(as)
	}
	return generic
}

// bottom is the walk's "no value reaches here yet" (a cycle back to a phi
// on the current path).
const bottom = target.AddrSpace(1<<32 - 1)

// walker is one SpaceOf query: the values on the current path (to cut
// cycles) and the visit budget.
type walker struct {
	a       *Analysis
	generic target.AddrSpace
	path    []ir.Value
	visits  int
}

// space returns v's space looking at most depth values deep: a concrete
// space, generic (unknown), or bottom (only cycles reach v).
func (w *walker) space(v ir.Value, depth int) target.AddrSpace {
	as, ok := ptrSpace(v.Type())
	switch {
	case !ok:
		return w.generic
	case target.AddrSpace(as) != w.generic:
		return target.AddrSpace(as)
	case depth == 0 || w.visits >= maxVisits:
		return w.generic
	case w.onPath(v):
		return bottom
	}
	w.visits++
	w.path = append(w.path, v)
	s := w.generic
	if in, ok := v.(*ir.Instruction); ok && (in.Op == ir.OpSelect || in.Op == ir.OpPhi && in.NumIncoming() > 1) {
		s = w.meet(in, depth-1)
	} else if next := step(v, true); next != nil {
		s = w.space(next, depth-1)
	}
	w.path = w.path[:len(w.path)-1]
	return s
}

// meet is the space all of a phi's or select's inputs agree on: bottom
// meets anything, two different spaces or a generic input give generic.
func (w *walker) meet(in *ir.Instruction, depth int) target.AddrSpace {
	ops, stride := in.Operands(), 2 // a phi's operands: value, block, value, block...
	if in.Op == ir.OpSelect {
		ops, stride = ops[1:], 1
	}
	acc := bottom
	for i := 0; i < len(ops); i += stride {
		s := w.space(ops[i], depth)
		switch {
		case s == bottom:
		case s == w.generic:
			return w.generic
		case acc == bottom:
			acc = s
		case acc != s:
			return w.generic
		}
	}
	return acc
}

// onPath reports whether v is being walked already.
func (w *walker) onPath(v ir.Value) bool {
	for _, x := range w.path {
		if x == v {
			return true
		}
	}
	return false
}

// step is getUnderlyingObject(v, 1): the value v points into the same
// object as, or nil. memspace adds NVVM's old conversion intrinsics to
// generic, which are addrspacecasts.
func step(v ir.Value, memspace bool) ir.Value {
	switch x := v.(type) {
	case *ir.Instruction:
		switch x.Op {
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
			return pointerOperand(x.Operand(0))
		case ir.OpPhi:
			if x.NumIncoming() == 1 {
				return x.Operand(0)
			}
		case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
			return returnedArg(x, memspace)
		}
	case *ir.ConstExpr:
		switch x.Op {
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
			return pointerOperand(x.Operands()[0])
		}
	case *ir.Alias:
		if !interposable(x.Linkage) {
			return x.Target
		}
	}
	return nil
}

// pointerOperand returns op if it is a (scalar) pointer, else nil.
func pointerOperand(op ir.Value) ir.Value {
	if ir.IsPointer(op.Type()) {
		return op
	}
	return nil
}

// interposable reports linkages another definition may replace.
func interposable(l ir.Linkage) bool {
	switch l {
	case "weak", "linkonce", "common", "extern_weak":
		return true
	}
	return false
}

// returnedArg is the argument a call returns: one marked "returned" at the
// call or on the callee, or the first argument of the intrinsics that
// return their pointer operand.
func returnedArg(call *ir.Instruction, memspace bool) ir.Value {
	args := call.Args()
	info := call.Call()
	callee := call.CalledFunction()
	for i, arg := range args {
		if i < len(info.ParamAttrs) && info.ParamAttrs[i].Has("returned") ||
			callee != nil && i < len(callee.Params) && callee.Params[i].Attrs.Has("returned") {
			return arg
		}
	}
	if callee == nil || len(args) == 0 || !ir.IsPointer(args[0].Type()) {
		return nil
	}
	name := callee.Name()
	switch {
	case strings.HasPrefix(name, "llvm.launder.invariant.group."),
		strings.HasPrefix(name, "llvm.strip.invariant.group."),
		strings.HasPrefix(name, "llvm.ptrmask."),
		strings.HasPrefix(name, "llvm.threadlocal.address."),
		strings.HasPrefix(name, "llvm.amdgcn.make.buffer.rsrc."),
		name == "llvm.aarch64.irg", name == "llvm.aarch64.tagp":
		return args[0]
	case memspace && strings.HasPrefix(name, "llvm.nvvm.ptr.") && strings.Contains(name, ".to.gen"):
		return args[0]
	}
	return nil
}

// underlyingObject is getUnderlyingObject(v, limit): v followed back one
// step at a time, at most limit steps.
func underlyingObject(v ir.Value, limit int) ir.Value {
	for n := 0; n < limit; n++ {
		next := step(v, false)
		if next == nil {
			return v
		}
		v = next
	}
	return v
}

// stripCasts is stripPointerCastsForAliasAnalysis: casts, all-zero GEPs,
// aliases and calls returning their argument, without a limit (each step
// goes to an operand, and operands cannot form a cycle outside phis).
func stripCasts(v ir.Value) ir.Value {
	for n := 0; n < 1<<16; n++ {
		var next ir.Value
		switch x := v.(type) {
		case *ir.Instruction:
			switch {
			case x.Op == ir.OpBitCast || x.Op == ir.OpAddrSpaceCast:
				next = pointerOperand(x.Operand(0))
			case x.Op == ir.OpGetElementPtr && zeroIndices(x.Operands()[1:]):
				next = pointerOperand(x.Operand(0))
			case x.Op == ir.OpCall:
				next = returnedArg(x, false)
			}
		case *ir.ConstExpr:
			switch {
			case x.Op == ir.OpBitCast || x.Op == ir.OpAddrSpaceCast:
				next = pointerOperand(x.Operands()[0])
			case x.Op == ir.OpGetElementPtr && zeroIndices(x.Operands()[1:]):
				next = pointerOperand(x.Operands()[0])
			}
		case *ir.Alias:
			if !interposable(x.Linkage) {
				next = x.Target
			}
		}
		if next == nil {
			return v
		}
		v = next
	}
	return v
}

// zeroIndices reports whether every GEP index is the constant zero.
func zeroIndices(idx []ir.Value) bool {
	for _, i := range idx {
		c, ok := i.(*ir.ConstInt)
		if !ok || !c.IsZero() {
			if s, ok := i.(*ir.ConstSimple); !ok || s.Kind != ir.KindZero {
				return false
			}
		}
	}
	return true
}

// ptrSpace returns the space of a scalar pointer type; vectors of pointers
// and other types are not pointers here, as for LLVM's analyses.
func ptrSpace(t ir.Type) (uint32, bool) {
	if p, ok := t.(*ir.PointerType); ok {
		return p.AddrSpace, true
	}
	return 0, false
}

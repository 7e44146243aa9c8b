package irverify

import (
	"fmt"
	"strconv"
	"strings"

	"memspace/intrinsic"
	"memspace/ir"
)

// Signatures of the intrinsics memspace reads for their meaning: the
// space tests it folds (llvm.nvvm.isspacep.*, llvm.amdgcn.is.*) and the
// bulk memory operations whose pointers it retypes (llvm.memcpy and
// friends), checked at each call as LLVM matches a declaration against
// its intrinsic table, with its messages: these are the ones a wrong
// signature would lead memspace astray on (an isspacep of an integer
// folded as if it tested a pointer). Every other intrinsic is checked
// against LLVM 22's types (fixedSigProblem): all of them when it is not
// overloaded, the fixed ones and those that follow an overloaded slot's
// (followerFits) when it is.
// Typed-pointer modules are left alone, as is a memory operation with
// the five parameters of LLVM 6 and older, which LLVM upgrades.

// sigSlot is one position of an intrinsic signature.
type sigSlot uint8

const (
	slotVoid   sigSlot = iota
	slotI1             // i1
	slotI8             // i8
	slotPtr0           // ptr (address space 0)
	slotAnyPtr         // a pointer in any address space
	slotAnyInt         // an integer of any width
)

// intrinsicSig is a signature: the result, then the parameters.
type intrinsicSig []sigSlot

var (
	spaceTestSig = intrinsicSig{slotI1, slotPtr0}
	memCopySig   = intrinsicSig{slotVoid, slotAnyPtr, slotAnyPtr, slotAnyInt, slotI1}
	memSetSig    = intrinsicSig{slotVoid, slotAnyPtr, slotI8, slotAnyInt, slotI1}
)

// fixedIntrinsics are intrinsics without overloads, by name.
var fixedIntrinsics = map[string]intrinsicSig{
	"llvm.nvvm.isspacep.const":          spaceTestSig,
	"llvm.nvvm.isspacep.global":         spaceTestSig,
	"llvm.nvvm.isspacep.local":          spaceTestSig,
	"llvm.nvvm.isspacep.shared":         spaceTestSig,
	"llvm.nvvm.isspacep.shared.cluster": spaceTestSig,
	"llvm.amdgcn.is.shared":             spaceTestSig,
	"llvm.amdgcn.is.private":            spaceTestSig,
}

// overloadedIntrinsics are intrinsics whose names end with the mangled
// types of their overloaded slots (llvm.memcpy.p0.p3.i64), by base name.
var overloadedIntrinsics = map[string]intrinsicSig{
	"llvm.memcpy":        memCopySig,
	"llvm.memcpy.inline": memCopySig,
	"llvm.memmove":       memCopySig,
	"llvm.memset":        memSetSig,
	"llvm.memset.inline": memSetSig,
}

// checkKnownIntrinsic checks a call of one of the intrinsics above.
func (c *funcChecker) checkKnownIntrinsic(in *ir.Instruction) {
	callee, _ := in.Callee().(*ir.Function)
	if callee == nil || !callee.IsIntrinsic() || c.m == nil || c.m.TypedPointers {
		return
	}
	if msg := varargProblem(callee.Name(), in.FuncType()); msg != "" {
		c.errorf(in, "%s", msg)
		return
	}
	if msg := maskedProblem(callee.Name(), callee.Sig); msg != "" {
		c.errorf(in, "%s", msg)
		return
	}
	if msg := prefetchProblem(callee.Name(), in); msg != "" {
		c.errorf(in, "%s", msg)
		return
	}
	if callee.Name() == "llvm.experimental.noalias.scope.decl" && in.NumOperands() > 1 {
		if msg := scopeDeclProblem(in.Operand(0)); msg != "" {
			c.errorf(in, "%s", msg)
			return
		}
	}
	if callee.Sig == nil {
		return
	}
	var msg string
	if sig := knownSignature(callee.Name()); sig == nil {
		msg = fixedSigProblem(callee.Name(), callee.Sig)
	} else if !upgraded(sig, callee.Sig) {
		msg = sigProblem(sig, callee.Sig)
	}
	if msg != "" {
		c.errorf(in, "%s", msg)
	}
}

// fixedSigProblem matches the declared type ft of an intrinsic that is
// not overloaded against LLVM 22's table of its types (intrinsic.Signature;
// record mutants 768 of seed 8 and 3081 of seed 7 gave an NVVM special
// register read another result type), in LLVM's order and with its
// messages. Intrinsics LLVM rewrites as it reads them are left alone.
func fixedSigProblem(name string, ft *ir.FuncType) string {
	ret, params, ok := intrinsic.Signature(name)
	if !ok {
		ret, params, ok = overloadedSlots(name, ft)
	}
	if !ok || expandedByLLVM(name) {
		return ""
	}
	slot := func(p int) ir.Type { // a signature position: 0 the result
		if p == 0 {
			return ft.Ret
		}
		return ft.Params[p-1]
	}
	msg := matchSignature(ft, len(params), func(i int, t ir.Type) bool {
		want := ret
		if i >= 0 {
			want = params[i]
		} else if strings.HasPrefix(ret, "=") {
			return true // checked after the parameters, as LLVM defers it
		}
		if strings.HasPrefix(want, "=") {
			return followerFits(want, t, slot)
		}
		return wildFits(want, t) || typeStr(t) == want
	})
	if msg == "" && !followerFits(ret, ft.Ret, slot) {
		msg = "Intrinsic has incorrect return type!" // LLVM checks it last
	}
	return msg
}

// wildFits reports whether type t fits a slot the table spells as not
// fixed (intrinsic.OverloadedSignature), as LLVM's matchIntrinsicType
// takes its kinds: "*" any type, "*i" an integer or a vector of them
// (llvm_anyint_ty), "*f" a floating-point type or a vector of them
// (llvm_anyfloat_ty), "*v" a vector, "*p" a pointer. Other spellings
// are not wild, and do not fit here.
func wildFits(want string, t ir.Type) bool {
	kind, ok := strings.CutPrefix(want, "*")
	switch {
	case !ok:
		return false
	case kind == "i":
		return isIntOrIntVector(t)
	case kind == "f":
		return isFloatOrFloatVector(t)
	case kind == "v":
		return isVector(t)
	case kind == "p":
		return isPtr(t)
	}
	return true
}

// followerFits reports whether type t fits a slot the table spells as
// following an overloaded slot's type (intrinsic.OverloadedSignature), as
// LLVM's matchIntrinsicType has it: "=P", the type at signature position
// P (LLVMMatchType); "=P:iK", iK, or a vector of iK with as many elements
// (and as scalable) when position P holds a vector
// (LLVMScalarOrSameVectorWidth); "=P.e", the element type of position
// P's vector (LLVMVectorElementType); "=P/N", position P's vector with an
// Nth of its elements, rounded down as LLVM 22 takes it
// (LLVMOneNthElementsVectorType). Other spellings
// are not followers, and fit.
func followerFits(want string, t ir.Type, slot func(int) ir.Type) bool {
	spec, ok := strings.CutPrefix(want, "=")
	if !ok {
		return true
	}
	end := strings.IndexAny(spec, ":./")
	if end < 0 {
		end = len(spec)
	}
	p, err := strconv.Atoi(spec[:end])
	if err != nil {
		return true
	}
	ref, rule := slot(p), spec[end:]
	if rule == "" {
		return sameType(t, ref)
	}
	rv, refVec := ref.(*ir.VectorType)
	tv, isVec := t.(*ir.VectorType)
	switch {
	case rule == ".e":
		return refVec && sameType(t, rv.Elem)
	case rule[0] == '/':
		n, err := strconv.ParseUint(rule[1:], 10, 64)
		return err == nil && n > 0 && refVec && isVec && tv.Len == rv.Len/n &&
			tv.Scalable == rv.Scalable && sameType(tv.Elem, rv.Elem)
	case refVec != isVec:
		return false
	case isVec:
		return tv.Len == rv.Len && tv.Scalable == rv.Scalable && typeStr(tv.Elem) == rule[1:]
	}
	return typeStr(t) == rule[1:]
}

// sameType reports whether a and b are one type (interned types are one
// pointer; the text compares the others).
func sameType(a, b ir.Type) bool {
	return a == b || typeStr(a) == typeStr(b)
}

// overloadedSlots is the signature of an overloaded intrinsic, "*" and
// its kinds for its types that are not fixed (wildFits), "=P" and
// "=P:iK" for those that follow
// another slot's (followerFits). Record mutants 54 of seed 16 and 1111 of
// seed 18 gave a wmma load another result type, 2201 of seed 18 a wmma
// store another stride type, 2475 of seed 28 llvm.vp.store an i33
// length. Only a declaration
// with the table's number of parameters is matched: LLVM upgrades the
// older signatures it knows by adding or dropping parameters, and
// matching their types is its verifier's rule, not modelled here.
func overloadedSlots(name string, ft *ir.FuncType) (string, []string, bool) {
	ret, params, ok := intrinsic.OverloadedSignature(name)
	if !ok || ft == nil || len(params) != len(ft.Params) {
		return "", nil, false
	}
	return ret, params, true
}

// varargProblem: a call of an intrinsic LLVM 22 knows is variadic
// exactly when the intrinsic is (LLVM's messages; bitcode mutant 2255 of
// seed 411 called a barrier through a variadic type). Calls LLVM
// rewrites as it reads them are left alone.
func varargProblem(name string, ft *ir.FuncType) string {
	variadic, known := intrinsic.Variadic(name)
	switch {
	case !known || ft == nil || expandedByLLVM(name) || variadic == ft.Variadic:
		return ""
	case ft.Variadic:
		return "Intrinsic was not defined with variable arguments!"
	}
	return "Callsite was not defined with variable arguments!"
}

// maskedLoads and maskedStores are the masked memory intrinsics. In each,
// the data, the pointers and the mask are vectors of one element count;
// a load's last parameter (the pass-through) has its result's type. That
// holds for the forms with and without the alignment parameter (LLVM 21
// and older, which LLVM 22 upgrades), so it is checked on both.
var (
	maskedLoads  = map[string]bool{"llvm.masked.load": true, "llvm.masked.gather": true, "llvm.masked.expandload": true}
	maskedStores = map[string]bool{"llvm.masked.store": true, "llvm.masked.scatter": true, "llvm.masked.compressstore": true}
)

// maskedProblem checks a masked memory intrinsic's vectors as LLVM's
// table does (LLVMScalarOrSameVectorWidth, LLVMMatchType; bitcode
// mutants 2736 of seed 521 and 853 of seed 541 gave a scatter a mask of
// another width). The first vector, the result of a load and the data
// of a store, sets the width, so a mismatch is the argument's.
func maskedProblem(name string, ft *ir.FuncType) string {
	base, _ := intrinsic.Base(name)
	load := maskedLoads[base]
	if ft == nil || !load && !maskedStores[base] {
		return ""
	}
	var first *ir.VectorType
	for _, t := range append([]ir.Type{ft.Ret}, ft.Params...) {
		v, ok := t.(*ir.VectorType)
		if !ok {
			continue
		}
		if first == nil {
			first = v
		} else if v.Len != first.Len || v.Scalable != first.Scalable {
			return "Intrinsic has incorrect argument type!"
		}
	}
	if load && len(ft.Params) > 0 && ft.Params[len(ft.Params)-1] != ft.Ret {
		return "Intrinsic has incorrect argument type!"
	}
	return ""
}

// upgraded reports whether LLVM rewrites a declaration of type ft before
// it checks it: a memory operation with an alignment parameter (five
// parameters, LLVM 6 and older).
func upgraded(sig intrinsicSig, ft *ir.FuncType) bool {
	return sig[0] == slotVoid && len(sig) == 5 && len(ft.Params) == 5
}

// knownSignature returns the signature of intrinsic name, or nil when it
// is not one of the intrinsics above. An overloaded one is known by any
// suffix LLVM takes for it ("llvm.memcpy", "llvm.memcpy.x"): LLVM
// re-mangles its name from its types, which must fit the signature.
func knownSignature(name string) intrinsicSig {
	if sig, ok := fixedIntrinsics[name]; ok {
		return sig
	}
	if base, ok := intrinsic.Base(name); ok {
		return overloadedIntrinsics[base]
	}
	return nil
}

// sigProblem matches the declared type ft against sig (matchSignature).
func sigProblem(sig intrinsicSig, ft *ir.FuncType) string {
	return matchSignature(ft, len(sig)-1, func(i int, t ir.Type) bool { return slotMatches(sig[i+1], t) })
}

// matchSignature matches ft against a signature of n parameters, fits(i,
// t) saying whether type t fits parameter i (-1: the result), with LLVM's
// messages in its order: the result, each parameter, then the count and
// varargs.
func matchSignature(ft *ir.FuncType, n int, fits func(i int, t ir.Type) bool) string {
	if !fits(-1, ft.Ret) {
		return "Intrinsic has incorrect return type!"
	}
	for i, t := range ft.Params {
		if i >= n || !fits(i, t) {
			return "Intrinsic has incorrect argument type!"
		}
	}
	switch {
	case len(ft.Params) < n:
		return "Callsite was not defined with variable arguments!"
	case ft.Variadic:
		return "Intrinsic was not defined with variable arguments!"
	}
	return ""
}

// slotMatches reports whether type t fits slot s.
func slotMatches(s sigSlot, t ir.Type) bool {
	it, isInt := t.(*ir.IntType)
	pt, isPtr := t.(*ir.PointerType)
	switch s {
	case slotVoid:
		return t == ir.VoidType
	case slotI1:
		return isInt && it.Bits == 1
	case slotI8:
		return isInt && it.Bits == 8
	case slotPtr0:
		return isPtr && pt.AddrSpace == 0
	case slotAnyPtr:
		return isPtr
	case slotAnyInt:
		return isInt
	}
	return false
}

// scopeDeclProblem checks the argument of llvm.experimental.noalias.scope.decl
// as LLVM's verifier does: a list of exactly one scope (record mutant 2023
// of seed 15 emptied it; memspace's restrict processing makes such calls).
func scopeDeclProblem(arg ir.Value) string {
	mv, ok := arg.(*ir.MetadataAsValue)
	if !ok {
		return "llvm.experimental.noalias.scope.decl must have a MetadataAsValue argument"
	}
	list, ok := mv.MD.(*ir.MDNode)
	switch {
	case !ok || list == nil:
		return "!id.scope.list must point to an MDNode"
	case len(list.Ops) != 1:
		return "!id.scope.list must point to a list with a single scope"
	}
	return scopeListProblem(list)
}

// prefetchLimits are the bounds LLVM's verifier puts on llvm.prefetch's
// immediate arguments 1 to 3, with its names for them (record mutant 2545
// of seed 16 gave a locality of -2).
var prefetchLimits = []struct {
	what  string
	limit int64
}{{"rw", 2}, {"locality", 4}, {"cache type", 2}}

// prefetchProblem returns LLVM's message for a call of llvm.prefetch
// whose rw, locality or cache type is out of range, or "". Arguments that
// are not integer constants are the immarg check's to report.
func prefetchProblem(name string, in *ir.Instruction) string {
	if base, _ := intrinsic.Base(name); base != "llvm.prefetch" {
		return ""
	}
	args := in.Args()
	for i, l := range prefetchLimits {
		if i+1 >= len(args) {
			break
		}
		if c, ok := args[i+1].(*ir.ConstInt); ok && c.Big == nil && (c.V < 0 || c.V >= l.limit) {
			return fmt.Sprintf("%s argument to llvm.prefetch must be 0-%d", l.what, l.limit-1)
		}
	}
	return ""
}

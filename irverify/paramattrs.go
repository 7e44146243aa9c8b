package irverify

import (
	"strings"

	"memspace/ir"
)

// LLVM's verifier checks a function's, or a call's, parameter attribute
// lists together (verifyFunctionAttrs): elementtype only on intrinsics and
// inline asm, at most one parameter each with nest, returned, sret,
// swiftself, swiftasync and swifterror, a returned parameter whose type
// converts to the return type without loss, sret on the first or second
// parameter and inalloca on the last; and no writable parameter where the
// memory(...) attribute lets the function or call write no argument
// memory. Both readers take such lists; these checks, with LLVM's messages
// (read off llvm-as-22), keep them from being written out.

// onceKinds are the parameter attributes one parameter at most may hold,
// with LLVM's message for a second one.
var onceKinds = []struct{ kind, msg string }{
	{"nest", "More than one parameter has attribute nest!"},
	{"returned", "More than one parameter has attribute returned!"},
	{"sret", "Cannot have multiple 'sret' parameters!"},
	{"swiftself", "Cannot have multiple 'swiftself' parameters!"},
	{"swiftasync", "Cannot have multiple 'swiftasync' parameters!"},
	{"swifterror", "Cannot have multiple 'swifterror' parameters!"},
}

// paramListProblem returns LLVM's message for the first rule the
// parameter attribute lists attrs (one per parameter of ft, nil for none)
// break, or "". intrinsic and asm say what the callee is.
func paramListProblem(attrs func(i int) *ir.AttrList, ft *ir.FuncType, intrinsic, asm bool) string {
	var seen uint8 // one bit per onceKinds entry
	for i, t := range ft.Params {
		l := attrs(i)
		if l == nil || len(l.Attrs) == 0 {
			continue
		}
		has := listKinds(l)
		if !intrinsic && !asm && has&hasElementType != 0 {
			return "Attribute 'elementtype' can only be applied to intrinsics and inline asm."
		}
		for k, once := range onceKinds {
			if has&(1<<k) == 0 {
				continue
			}
			if seen&(1<<k) != 0 {
				return once.msg
			}
			seen |= 1 << k
			switch {
			case once.kind == "returned" && !losslessBitCast(t, ft.Ret):
				return "Incompatible argument and return types for 'returned' attribute"
			case once.kind == "sret" && i > 1:
				return "Attribute 'sret' is not on first or second parameter!"
			}
		}
		if has&hasInAlloca != 0 && i != len(ft.Params)-1 {
			return "inalloca isn't on the last parameter!"
		}
	}
	return ""
}

// The bits listKinds sets beside those of onceKinds.
const (
	hasElementType = 1 << 6
	hasInAlloca    = 1 << 7
)

// listKinds reads, in one pass over l, which of the keywords
// paramListProblem asks about it holds: bit k for onceKinds[k], and
// hasElementType and hasInAlloca.
func listKinds(l *ir.AttrList) uint8 {
	var has uint8
	for _, a := range l.Attrs {
		if a.Form == ir.FormString {
			continue
		}
		switch a.Kind {
		case "elementtype":
			has |= hasElementType
		case "inalloca":
			has |= hasInAlloca
		default:
			for k, once := range onceKinds {
				if a.Kind == once.kind {
					has |= 1 << k
				}
			}
		}
	}
	return has
}

// losslessBitCast is LLVM's Type::canLosslesslyBitCastTo: equal types,
// vectors of one size in bits (a pointer lane counts zero bits), pointers
// of one address space (typed-pointer IR), x86_amx and an 8192-bit vector,
// x86_mmx and a 64-bit one.
func losslessBitCast(from, to ir.Type) bool {
	if from == to {
		return true
	}
	if isNilType(from) || isNilType(to) || !ir.IsFirstClass(from) || !ir.IsFirstClass(to) {
		return false
	}
	fv, fvec := from.(*ir.VectorType)
	tv, tvec := to.(*ir.VectorType)
	switch {
	case fvec && tvec:
		return fv.Scalable == tv.Scalable && vectorBits(fv) == vectorBits(tv)
	case fvec:
		return !fv.Scalable && simpleBits(to) == vectorBits(fv)
	case tvec:
		return !tv.Scalable && simpleBits(from) == vectorBits(tv)
	}
	fp, fptr := from.(*ir.PointerType)
	tp, tptr := to.(*ir.PointerType)
	return fptr && tptr && fp.AddrSpace == tp.AddrSpace
}

// vectorBits is a vector's size in bits as LLVM's getPrimitiveSizeInBits
// gives it (the known minimum of a scalable one).
func vectorBits(v *ir.VectorType) uint64 {
	switch e := v.Elem.(type) {
	case *ir.IntType:
		return v.Len * uint64(e.Bits)
	case *ir.FloatType:
		return v.Len * uint64(e.Kind.Bits())
	}
	return 0
}

// simpleBits is the size a fixed vector must have to convert to t
// without loss: 8192 for x86_amx, 64 for x86_mmx, none (-1) otherwise.
func simpleBits(t ir.Type) uint64 {
	if s, ok := t.(*ir.SimpleType); ok {
		switch s.Kind {
		case ir.X86AMXKind:
			return 8192
		case ir.X86MMXKind:
			return 64
		}
	}
	return 1<<64 - 1
}

// writableProblem returns LLVM's message when a parameter of a function or
// call is writable (anyWritable) while its memory(...) attribute, inline
// or in a group, lets it write no argument memory.
func writableProblem(anyWritable bool, fn *ir.AttrList, groups map[int][]ir.Attr) string {
	if !anyWritable {
		return ""
	}
	mem, ok := fnAttr(fn, groups, "memory", false)
	if ok && !argMemWrites(mem.Value) {
		return "Attribute writable and memory without argmem: write are incompatible!"
	}
	return ""
}

// argMemWrites reports whether memory(v) lets argument memory be written:
// its "argmem:" access when it names one, else its default access.
func argMemWrites(v string) bool {
	writes := false
	for _, part := range strings.Split(v, ",") {
		loc, access, named := strings.Cut(strings.TrimSpace(part), ":")
		switch {
		case !named:
			writes = strings.Contains(loc, "write")
		case strings.TrimSpace(loc) == "argmem":
			return strings.Contains(access, "write")
		}
	}
	return writes
}

// anyWritable reports whether one of lists holds writable.
func anyWritable(n int, list func(i int) *ir.AttrList) bool {
	for i := range n {
		if l := list(i); l != nil && hasEnum(l, "writable") {
			return true
		}
	}
	return false
}

// memoryArgProblem returns LLVM's message for an argument passed as memory
// (byval, byref, inalloca, preallocated) of a type without a size, or of
// 4 GiB or more, or "".
func memoryArgProblem(l *ir.AttrList) string {
	for _, a := range l.Attrs {
		switch a.Kind {
		case "byval", "byref", "inalloca", "preallocated":
		default:
			continue
		}
		if a.Form == ir.FormString || a.Type == nil {
			continue
		}
		if !ir.IsSized(a.Type) {
			return "Attribute '" + a.Kind + "' does not support unsized types!"
		}
		if minBytes(a.Type) >= 1<<32 {
			return "huge '" + a.Kind + "' arguments are unsupported"
		}
	}
	return ""
}

// minBytes is a lower bound of the bytes a value of type t takes in
// memory (no padding counted, a pointer one byte), capped at 1<<40 so
// that it cannot overflow. It only serves to tell sizes that are surely
// too big: a module it would wrongly refuse does not exist.
func minBytes(t ir.Type) uint64 {
	const most = 1 << 40
	switch t := t.(type) {
	case *ir.IntType:
		return uint64(t.Bits+7) / 8
	case *ir.FloatType:
		return uint64(t.Kind.Bits()) / 8
	case *ir.PointerType:
		return 1
	case *ir.ArrayType:
		e := minBytes(t.Elem)
		if e != 0 && t.Len >= most/e {
			return most
		}
		return e * t.Len
	case *ir.VectorType:
		e := minBytes(t.Elem)
		if e != 0 && t.Len >= most/e {
			return most
		}
		return e * t.Len
	case *ir.StructType:
		var n uint64
		for _, f := range t.Fields {
			n = min(most, n+minBytes(f))
		}
		return n
	}
	return 0
}

// varargListProblem returns LLVM's message for the attributes of a
// variadic call's extra arguments: nest and returned once in the whole
// call (returned converting to the return type), no sret (but on
// llvm.experimental.gc.statepoint), inalloca only on the last argument.
func varargListProblem(in *ir.Instruction, ci *ir.CallInfo, ft *ir.FuncType, attrs func(i int) *ir.AttrList) string {
	if !ft.Variadic {
		return ""
	}
	sawNest, sawReturned := false, false
	for i := range ft.Params {
		if l := attrs(i); l != nil {
			sawNest = sawNest || hasEnum(l, "nest")
			sawReturned = sawReturned || hasEnum(l, "returned")
		}
	}
	callee, _ := in.Callee().(*ir.Function)
	statepoint := callee != nil && callee.Name() == "llvm.experimental.gc.statepoint"
	for i := len(ft.Params); i < ci.NumArgs; i++ {
		l := attrs(i)
		if l == nil {
			continue
		}
		switch {
		case hasEnum(l, "nest") && sawNest:
			return "More than one parameter has attribute nest!"
		case hasEnum(l, "returned") && sawReturned:
			return "More than one parameter has attribute returned!"
		case hasEnum(l, "returned") && !losslessBitCast(in.Operand(i).Type(), ft.Ret):
			return "Incompatible argument and return types for 'returned' attribute"
		case hasEnum(l, "sret") && !statepoint:
			return "Attribute 'sret' cannot be used for vararg call arguments!"
		case hasEnum(l, "inalloca") && i != ci.NumArgs-1:
			return "inalloca isn't on the last argument!"
		}
		sawNest = sawNest || hasEnum(l, "nest")
		sawReturned = sawReturned || hasEnum(l, "returned")
	}
	return ""
}

// swiftErrorArgProblem returns LLVM's message for a swifterror argument
// (marked on the call or on the callee's parameter) that does not come,
// through casts, inbounds GEPs and returned arguments, from a swifterror
// alloca or a swifterror parameter.
func swiftErrorArgProblem(in *ir.Instruction, ci *ir.CallInfo, ft *ir.FuncType) string {
	for i := range min(ci.NumArgs, len(ft.Params)) {
		if !argHas(in, ci, i, "swifterror") {
			continue
		}
		switch v := stripInBoundsOffsets(in.Operand(i)).(type) {
		case *ir.Instruction:
			if v.Op == ir.OpAlloca {
				if !v.Flags.Has(ir.SwiftError) {
					return "swifterror argument for call has mismatched alloca"
				}
				continue
			}
		case *ir.Argument:
			if !hasEnum(&v.Attrs, "swifterror") {
				return "swifterror argument for call has mismatched parameter"
			}
			continue
		}
		return "swifterror argument should come from an alloca or parameter"
	}
	return ""
}

// stripInBoundsOffsets follows v back through bitcasts, addrspacecasts,
// inbounds GEPs and calls' returned arguments, as LLVM's
// Value::stripInBoundsOffsets does for instructions.
func stripInBoundsOffsets(v ir.Value) ir.Value {
	for range 1 << 16 { // (a cycle only unreachable code can make)
		in, ok := v.(*ir.Instruction)
		if !ok || in.NumOperands() == 0 {
			return v
		}
		switch {
		case in.Op == ir.OpBitCast || in.Op == ir.OpAddrSpaceCast,
			in.Op == ir.OpGetElementPtr && in.Flags.Has(ir.InBounds):
			v = in.Operand(0)
		case in.IsCallLike():
			r := returnedArg(in)
			if r == nil {
				return v
			}
			v = r
		default:
			return v
		}
	}
	return v
}

// returnedArg is the argument a call marks (or its callee marks) returned,
// or nil.
func returnedArg(in *ir.Instruction) ir.Value {
	ci := in.Call()
	for i := range min(ci.NumArgs, len(ci.ParamAttrs)) {
		if hasEnum(&ci.ParamAttrs[i], "returned") {
			return in.Operand(i)
		}
	}
	if f, ok := in.Callee().(*ir.Function); ok {
		for i := range min(ci.NumArgs, len(f.Params)) {
			if paramHas(f, i, "returned") {
				return in.Operand(i)
			}
		}
	}
	return nil
}

// argHas reports whether argument i of a call is marked kind, on the call
// or on the callee's parameter (LLVM's CallBase::paramHasAttr).
func argHas(in *ir.Instruction, ci *ir.CallInfo, i int, kind string) bool {
	if i < len(ci.ParamAttrs) && hasEnum(&ci.ParamAttrs[i], kind) {
		return true
	}
	f, ok := in.Callee().(*ir.Function)
	return ok && paramHas(f, i, kind)
}

// paramHas reports whether parameter i of f holds keyword kind.
func paramHas(f *ir.Function, i int, kind string) bool {
	return i < len(f.Params) && f.Params[i] != nil && hasEnum(&f.Params[i].Attrs, kind)
}

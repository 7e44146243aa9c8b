package ir

import "strings"

// This file holds LLVM 22's rules on where a type may stand: aggregate and
// vector elements, scalable types, and what the target extension types
// LLVM knows allow (Type.cpp's getTargetTypeInfo). Both readers and the
// verifier ask them, so a module one refuses the others refuse too.

// IsValidStructElement reports whether t may be a struct field: not void,
// label, metadata, token or a function.
func IsValidStructElement(t Type) bool {
	switch t := t.(type) {
	case *SimpleType:
		return t.Kind != VoidKind && t.Kind != LabelKind && t.Kind != MetadataKind && t.Kind != TokenKind
	case *FuncType:
		return false
	}
	return true
}

// IsValidArrayElement reports whether t may be an array element: what a
// struct field may be, except x86_amx.
func IsValidArrayElement(t Type) bool {
	s, simple := t.(*SimpleType)
	return IsValidStructElement(t) && !(simple && s.Kind == X86AMXKind)
}

// IsValidVectorElement reports whether t may be a vector element: an
// integer, a floating-point type or a pointer.
func IsValidVectorElement(t Type) bool {
	switch t.(type) {
	case *IntType, *FloatType, *PointerType:
		return true
	}
	return false
}

// IsScalable reports whether t is or holds a scalable vector (LLVM's
// Type::isScalableTy): a scalable vector, an aggregate holding one, or a
// target extension type laid out as one.
func IsScalable(t Type) bool {
	switch t := t.(type) {
	case *VectorType:
		return t.Scalable
	case *ArrayType:
		return IsScalable(t.Elem)
	case *StructType:
		for _, f := range t.Fields {
			if IsScalable(f) {
				return true
			}
		}
	case *TargetExtType:
		return TargetExtPropsOf(t).Scalable
	}
	return false
}

// homogeneousScalable reports whether a struct holding a scalable type is
// nevertheless sized: its fields are all the same scalable vector type.
func homogeneousScalable(t *StructType) bool {
	if len(t.Fields) == 0 {
		return false
	}
	first, ok := t.Fields[0].(*VectorType)
	if !ok || !first.Scalable {
		return false
	}
	for _, f := range t.Fields[1:] {
		if f != Type(first) {
			return false
		}
	}
	return true
}

// TargetExtProps is what LLVM 22 knows of a target extension type.
type TargetExtProps struct {
	Sized    bool // it has a layout type (LLVM's layout is not void)
	Scalable bool // its layout is a scalable vector
	ZeroInit bool // zeroinitializer is a constant of it
	Global   bool // a global variable may hold it
	Local    bool // an alloca may hold it
	// TokenLike: it is treated as a token (no function takes or returns
	// one but an intrinsic, no phi holds one).
	TokenLike bool
}

// TargetExtPropsOf returns LLVM 22's properties of t. A name LLVM does
// not know has none: unsized, in no memory.
func TargetExtPropsOf(t *TargetExtType) TargetExtProps {
	name := t.Name
	switch {
	case name == "spirv.Image" || name == "spirv.SignedImage" || name == "spirv.Type":
		return TargetExtProps{Sized: true, Global: true, Local: true}
	case name == "spirv.Padding" || name == "dx.Padding" || name == "amdgcn.named.barrier":
		return TargetExtProps{Sized: true, Global: true}
	case strings.HasPrefix(name, "spirv."):
		return TargetExtProps{Sized: true, ZeroInit: true, Global: true, Local: true}
	case name == "aarch64.svcount" || name == "riscv.vector.tuple":
		return TargetExtProps{Sized: true, Scalable: true, ZeroInit: true, Local: true}
	case strings.HasPrefix(name, "dx."):
		return TargetExtProps{Sized: true, Global: true, Local: true, TokenLike: true}
	}
	return TargetExtProps{}
}

// TargetExtParamProblem returns LLVM's message when t's parameters do not
// fit its name, "" when they do.
func TargetExtParamProblem(t *TargetExtType) string {
	nt, ni := len(t.Types), len(t.Ints)
	switch t.Name {
	case "aarch64.svcount":
		if nt != 0 || ni != 0 {
			return "target extension type aarch64.svcount should have no parameters"
		}
	case "riscv.vector.tuple":
		if nt != 1 || ni != 1 {
			return "target extension type riscv.vector.tuple should have one type parameter and one integer parameter"
		}
	case "amdgcn.named.barrier":
		if nt != 0 || ni != 1 {
			return "target extension type amdgcn.named.barrier should have no type parameters and one integer parameter"
		}
	}
	return ""
}

// IsTokenLike reports whether t is token or a token-like target
// extension type (LLVM's Type::isTokenLikeTy).
func IsTokenLike(t Type) bool {
	switch t := t.(type) {
	case *SimpleType:
		return t.Kind == TokenKind
	case *TargetExtType:
		return TargetExtPropsOf(t).TokenLike
	}
	return false
}

// IsNullable reports whether zeroinitializer (a bitcode NULL record) is a
// constant of t as far as LLVM's readers care: not void, label or a
// function, and a target extension type only with zero initialization.
func IsNullable(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind != VoidKind && t.Kind != LabelKind
	case *TargetExtType:
		return TargetExtPropsOf(t).ZeroInit
	}
	return true
}

// TargetExtInside returns the first target extension type of t (itself,
// or inside its arrays and structs) for which ok is false, or nil.
func TargetExtInside(t Type, ok func(TargetExtProps) bool) *TargetExtType {
	switch t := t.(type) {
	case *TargetExtType:
		if !ok(TargetExtPropsOf(t)) {
			return t
		}
	case *ArrayType:
		return TargetExtInside(t.Elem, ok)
	case *StructType:
		for _, f := range t.Fields {
			if bad := TargetExtInside(f, ok); bad != nil {
				return bad
			}
		}
	}
	return nil
}

// AllocaTypeProblem returns LLVM's message when an alloca may not
// allocate t, "" when it may.
func AllocaTypeProblem(t Type) string {
	switch {
	case !IsValidGlobalType(t):
		return "invalid type for alloca"
	case !IsSized(t):
		return "Cannot allocate unsized type"
	}
	return ""
}

// GEPSourceProblem returns LLVM's message when a getelementptr may not
// index into t, "" when it may.
func GEPSourceProblem(t Type) string {
	if !IsSized(t) {
		return "base element of getelementptr must be sized"
	}
	if st, ok := t.(*StructType); ok && IsScalable(st) {
		return "getelementptr cannot target structure that contains scalable vector type"
	}
	return ""
}

// BitcastProblem says why bitcast may not convert src to dst (LLVM's
// CastInst::castIsValid), or "". Pointers go only to pointers of their
// address space, as many as they are (a pointer and a one-element vector
// of pointers are as many); other types go to types of their size.
func BitcastProblem(src, dst Type) string {
	sp, dp := scalarPointer(src), scalarPointer(dst)
	if (sp == nil) != (dp == nil) {
		return "a pointer can only be bitcast to a pointer"
	}
	if sp == nil {
		sb, ss := primitiveBits(src)
		db, ds := primitiveBits(dst)
		if sb == 0 || db == 0 {
			return "only scalars and vectors of scalars can be bitcast"
		}
		if sb != db || ss != ds {
			return "the types have different sizes"
		}
		return ""
	}
	if sp.AddrSpace != dp.AddrSpace {
		return "it changes the address space (use addrspacecast)"
	}
	sv, _ := src.(*VectorType)
	dv, _ := dst.(*VectorType)
	switch {
	case sv != nil && dv != nil && (sv.Len != dv.Len || sv.Scalable != dv.Scalable):
		return "the vectors have different lengths"
	case sv != nil && dv == nil && (sv.Len != 1 || sv.Scalable):
		return "only a one-element vector of pointers can become a pointer"
	case sv == nil && dv != nil && (dv.Len != 1 || dv.Scalable):
		return "a pointer can only become a one-element vector of pointers"
	}
	return ""
}

// scalarPointer returns t, or t's element, when it is a pointer.
func scalarPointer(t Type) *PointerType {
	if v, ok := t.(*VectorType); ok && v != nil {
		t = v.Elem
	}
	p, _ := t.(*PointerType)
	return p
}

// primitiveBits is LLVM's getPrimitiveSizeInBits for the types a bitcast
// takes (0 for others), and whether it is scaled by vscale.
func primitiveBits(t Type) (bits uint64, scalable bool) {
	if v, ok := t.(*VectorType); ok && v != nil {
		return v.Len * scalarBits(v.Elem), v.Scalable
	}
	return scalarBits(t), false
}

func scalarBits(t Type) uint64 {
	switch t := t.(type) {
	case *IntType:
		if t != nil {
			return uint64(t.Bits)
		}
	case *FloatType:
		if t != nil {
			return uint64(t.Kind.Bits())
		}
	case *SimpleType:
		if t != nil && t.Kind == X86MMXKind {
			return 64
		}
		if t != nil && t.Kind == X86AMXKind {
			return 8192
		}
	}
	return 0
}

// FPMathType reports whether a phi, select or call of type t may carry
// fast-math flags, as LLVM's FPMathOperator decides: a floating-point
// scalar or vector, arrays of one (nested), or a literal struct whose
// fields are all one such scalar or vector type (not in typed-pointer IR:
// LLVM 14 has no struct). Both readers apply it.
func FPMathType(t Type, typed bool) bool {
	switch tt := t.(type) {
	case *StructType:
		if typed || tt.Name != "" || tt.Numbered || len(tt.Fields) == 0 {
			return false
		}
		for _, f := range tt.Fields {
			if f != tt.Fields[0] {
				return false
			}
		}
		t = tt.Fields[0]
	case *ArrayType:
		for a, ok := tt, true; ok; a, ok = t.(*ArrayType) {
			t = a.Elem
		}
	}
	if v, ok := t.(*VectorType); ok {
		t = v.Elem
	}
	_, ok := t.(*FloatType)
	return ok
}

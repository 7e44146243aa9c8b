package ir

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Type is an LLVM type. Types are interned by a module's TypeContext, so two
// types are equal exactly when they are the same Go pointer.
type Type interface {
	// String returns the LLVM spelling, e.g. "i32", "ptr addrspace(3)", "%struct.S".
	String() string
	isType()
}

// FloatKind names one of LLVM's floating-point types.
type FloatKind uint8

// The floating-point kinds.
const (
	Half FloatKind = iota
	BFloat
	Float
	Double
	X86FP80
	FP128
	PPCFP128
)

var floatNames = [...]string{"half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128"}

// Bits is the width of the floating-point format.
func (k FloatKind) Bits() int { return [...]int{16, 16, 32, 64, 80, 128, 128}[k] }

// SimpleKind names a type with no parameters.
type SimpleKind uint8

// The simple kinds.
const (
	VoidKind SimpleKind = iota
	LabelKind
	MetadataKind
	TokenKind
	X86AMXKind
	X86MMXKind
)

var simpleNames = [...]string{"void", "label", "metadata", "token", "x86_amx", "x86_mmx"}

// The simple and floating-point types carry no parameters, so every module
// shares one instance of each.
var (
	simpleTypes = [...]*SimpleType{{VoidKind}, {LabelKind}, {MetadataKind}, {TokenKind}, {X86AMXKind}, {X86MMXKind}}
	floatTypes  = [...]*FloatType{{Half}, {BFloat}, {Float}, {Double}, {X86FP80}, {FP128}, {PPCFP128}}

	VoidType     = simpleTypes[VoidKind]
	LabelType    = simpleTypes[LabelKind]
	MetadataType = simpleTypes[MetadataKind]
	TokenType    = simpleTypes[TokenKind]
)

// SimpleType is void, label, metadata, token, x86_amx or x86_mmx.
type SimpleType struct{ Kind SimpleKind }

// IntType is iN.
type IntType struct{ Bits int }

// FloatType is one of the floating-point types.
type FloatType struct{ Kind FloatKind }

// PointerType is "ptr addrspace(N)" (opaque, Elem == nil) or, in typed-pointer
// IR, "T addrspace(N)*".
type PointerType struct {
	AddrSpace uint32
	Elem      Type
}

// VectorType is "<N x T>" or "<vscale x N x T>".
type VectorType struct {
	Len      uint64
	Elem     Type
	Scalable bool
}

// ArrayType is "[N x T]".
type ArrayType struct {
	Len  uint64
	Elem Type
}

// StructType is a literal struct ("{ i32, ptr }", "<{ i8 }>") when Name is
// empty, or an identified struct ("%struct.S") otherwise. Identified structs
// are created once per name and their body may be set later; Opaque marks a
// body-less "%T = type opaque".
type StructType struct {
	Name     string
	Numbered bool // the name is an unnamed type number like %0
	Fields   []Type
	Packed   bool
	Opaque   bool
}

// FuncType is "R (P1, P2, ...)".
type FuncType struct {
	Ret      Type
	Params   []Type
	Variadic bool
}

// TargetExtType is `target("name", T..., N...)`.
type TargetExtType struct {
	Name  string
	Types []Type
	Ints  []uint32
}

func (*SimpleType) isType()    {}
func (*IntType) isType()       {}
func (*FloatType) isType()     {}
func (*PointerType) isType()   {}
func (*VectorType) isType()    {}
func (*ArrayType) isType()     {}
func (*StructType) isType()    {}
func (*FuncType) isType()      {}
func (*TargetExtType) isType() {}

func (t *SimpleType) String() string { return simpleNames[t.Kind] }
func (t *IntType) String() string    { return "i" + strconv.Itoa(t.Bits) }
func (t *FloatType) String() string  { return floatNames[t.Kind] }

func (t *PointerType) String() string {
	var b strings.Builder
	if t.Elem == nil {
		b.WriteString("ptr")
		if t.AddrSpace != 0 {
			b.WriteString(" addrspace(" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ")")
		}
		return b.String()
	}
	b.WriteString(t.Elem.String())
	if t.AddrSpace != 0 {
		b.WriteString(" addrspace(" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ")")
	}
	b.WriteString("*")
	return b.String()
}

func (t *VectorType) String() string {
	s := "<"
	if t.Scalable {
		s += "vscale x "
	}
	return s + strconv.FormatUint(t.Len, 10) + " x " + t.Elem.String() + ">"
}

func (t *ArrayType) String() string {
	return "[" + strconv.FormatUint(t.Len, 10) + " x " + t.Elem.String() + "]"
}

func (t *StructType) String() string {
	if t.Name != "" {
		if t.Numbered {
			return "%" + t.Name
		}
		return "%" + QuoteName(t.Name)
	}
	return t.BodyString()
}

// BodyString prints the struct's body: "{ i32, ptr }", "<{ i8 }>", "{}" or "opaque".
func (t *StructType) BodyString() string {
	if t.Opaque {
		return "opaque"
	}
	if len(t.Fields) == 0 {
		if t.Packed {
			return "<{}>"
		}
		return "{}"
	}
	var b strings.Builder
	if t.Packed {
		b.WriteString("<")
	}
	b.WriteString("{ ")
	for i, f := range t.Fields {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(f.String())
	}
	b.WriteString(" }")
	if t.Packed {
		b.WriteString(">")
	}
	return b.String()
}

func (t *FuncType) String() string {
	var b strings.Builder
	b.WriteString(t.Ret.String())
	b.WriteString(" (")
	for i, p := range t.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.String())
	}
	if t.Variadic {
		if len(t.Params) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	return b.String()
}

func (t *TargetExtType) String() string {
	var b strings.Builder
	b.WriteString(`target("` + EscapeString(t.Name) + `"`)
	for _, p := range t.Types {
		b.WriteString(", " + p.String())
	}
	for _, n := range t.Ints {
		b.WriteString(", " + strconv.FormatUint(uint64(n), 10))
	}
	b.WriteString(")")
	return b.String()
}

// IsPointer reports whether t is a pointer type.
func IsPointer(t Type) bool { _, ok := t.(*PointerType); return ok }

// AddrSpaceOf returns the address space of a pointer or vector-of-pointer type.
func AddrSpaceOf(t Type) (uint32, bool) {
	if v, ok := t.(*VectorType); ok {
		t = v.Elem
	}
	if p, ok := t.(*PointerType); ok {
		return p.AddrSpace, true
	}
	return 0, false
}

// IsVoid reports whether t is void.
func IsVoid(t Type) bool { s, ok := t.(*SimpleType); return ok && s.Kind == VoidKind }

// IsFirstClass reports whether values of t can be SSA registers.
func IsFirstClass(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind != VoidKind
	}
	return true
}

// IsValidReturnType reports whether t may be a function's result (LLVM's
// FunctionType::isValidReturnType): not a function, label or metadata.
func IsValidReturnType(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind != LabelKind && t.Kind != MetadataKind
	}
	return true
}

// IsValidArgumentType reports whether t may be a function's parameter
// (LLVM's FunctionType::isValidArgumentType): first class, not a label.
func IsValidArgumentType(t Type) bool {
	s, simple := t.(*SimpleType)
	return IsFirstClass(t) && !(simple && s.Kind == LabelKind)
}

// IsValidGlobalType reports whether t may be a global variable's value
// type: what a function may return, except void, token and x86_amx.
func IsValidGlobalType(t Type) bool {
	s, simple := t.(*SimpleType)
	return IsValidReturnType(t) && !(simple && (s.Kind == VoidKind || s.Kind == TokenKind || s.Kind == X86AMXKind))
}

// TypeContext interns the types of one module. It is safe for concurrent use.
type TypeContext struct {
	mu       sync.Mutex
	Void     *SimpleType
	Label    *SimpleType
	Metadata *SimpleType
	Token    *SimpleType
	I1, I8   *IntType
	I16, I32 *IntType
	I64      *IntType

	simple [len(simpleNames)]*SimpleType
	floats [len(floatNames)]*FloatType
	ints   map[int]*IntType
	ptrs   map[ptrKey]*PointerType
	// opaque caches "ptr addrspace(N)" for small N, read without the lock.
	opaque  [16]atomic.Pointer[PointerType]
	vecs    map[vecKey]*VectorType
	arrays  map[arrKey]*ArrayType
	structs map[string]*StructType // literal structs by body key
	funcs   map[string]*FuncType
	exts    map[string]*TargetExtType
	named   map[string]*StructType
	// NamedOrder lists identified structs in creation order (for printing).
	NamedOrder []*StructType
}

type ptrKey struct {
	as   uint32
	elem Type
}
type vecKey struct {
	n        uint64
	elem     Type
	scalable bool
}
type arrKey struct {
	n    uint64
	elem Type
}

// NewTypeContext returns an empty context with the common types made.
func NewTypeContext() *TypeContext {
	c := &TypeContext{
		ints:    map[int]*IntType{},
		ptrs:    map[ptrKey]*PointerType{},
		vecs:    map[vecKey]*VectorType{},
		arrays:  map[arrKey]*ArrayType{},
		structs: map[string]*StructType{},
		funcs:   map[string]*FuncType{},
		exts:    map[string]*TargetExtType{},
		named:   map[string]*StructType{},
	}
	c.simple = simpleTypes
	c.floats = floatTypes
	c.Void, c.Label = c.simple[VoidKind], c.simple[LabelKind]
	c.Metadata, c.Token = c.simple[MetadataKind], c.simple[TokenKind]
	c.I1, c.I8, c.I16, c.I32, c.I64 = c.Int(1), c.Int(8), c.Int(16), c.Int(32), c.Int(64)
	return c
}

// Simple returns the simple type of kind k.
func (c *TypeContext) Simple(k SimpleKind) *SimpleType { return c.simple[k] }

// FloatOf returns the floating-point type of kind k.
func (c *TypeContext) FloatOf(k FloatKind) *FloatType { return c.floats[k] }

// Int returns iN.
func (c *TypeContext) Int(bits int) *IntType {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.ints[bits]
	if t == nil {
		t = &IntType{Bits: bits}
		c.ints[bits] = t
	}
	return t
}

// Ptr returns the opaque pointer type in address space as.
func (c *TypeContext) Ptr(as uint32) *PointerType { return c.TypedPtr(nil, as) }

// TypedPtr returns "elem addrspace(as)*" (opaque when elem is nil).
func (c *TypeContext) TypedPtr(elem Type, as uint32) *PointerType {
	fast := elem == nil && as < uint32(len(c.opaque))
	if fast {
		if t := c.opaque[as].Load(); t != nil {
			return t
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k := ptrKey{as, elem}
	t := c.ptrs[k]
	if t == nil {
		t = &PointerType{AddrSpace: as, Elem: elem}
		c.ptrs[k] = t
	}
	if fast {
		c.opaque[as].Store(t)
	}
	return t
}

// Vector returns "<n x elem>" (or scalable).
func (c *TypeContext) Vector(n uint64, elem Type, scalable bool) *VectorType {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := vecKey{n, elem, scalable}
	t := c.vecs[k]
	if t == nil {
		t = &VectorType{Len: n, Elem: elem, Scalable: scalable}
		c.vecs[k] = t
	}
	return t
}

// Array returns "[n x elem]".
func (c *TypeContext) Array(n uint64, elem Type) *ArrayType {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := arrKey{n, elem}
	t := c.arrays[k]
	if t == nil {
		t = &ArrayType{Len: n, Elem: elem}
		c.arrays[k] = t
	}
	return t
}

// typeListKey identifies a list of interned types by their addresses.
func typeListKey(prefix string, ts []Type) string {
	var b strings.Builder
	b.WriteString(prefix)
	for _, t := range ts {
		b.WriteString(strconv.FormatUint(uint64(typeID(t)), 36))
		b.WriteByte(',')
	}
	return b.String()
}

// Struct returns the literal struct with the given fields.
func (c *TypeContext) Struct(fields []Type, packed bool) *StructType {
	p := "s"
	if packed {
		p = "p"
	}
	k := typeListKey(p, fields)
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.structs[k]
	if t == nil {
		t = &StructType{Fields: append([]Type(nil), fields...), Packed: packed}
		c.structs[k] = t
	}
	return t
}

// Func returns the function type "ret (params...)".
func (c *TypeContext) Func(ret Type, params []Type, variadic bool) *FuncType {
	p := "f"
	if variadic {
		p = "v"
	}
	k := typeListKey(p, append([]Type{ret}, params...))
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.funcs[k]
	if t == nil {
		t = &FuncType{Ret: ret, Params: append([]Type(nil), params...), Variadic: variadic}
		c.funcs[k] = t
	}
	return t
}

// TargetExt returns `target("name", types..., ints...)`.
func (c *TypeContext) TargetExt(name string, types []Type, ints []uint32) *TargetExtType {
	k := typeListKey(name+"\x00", types)
	for _, n := range ints {
		k += "#" + strconv.FormatUint(uint64(n), 10)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.exts[k]
	if t == nil {
		t = &TargetExtType{Name: name, Types: append([]Type(nil), types...), Ints: append([]uint32(nil), ints...)}
		c.exts[k] = t
	}
	return t
}

// Named returns the identified struct called name, creating an opaque one if
// it does not exist yet. numbered marks names like %0.
func (c *TypeContext) Named(name string, numbered bool) *StructType {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.named[name]
	if t == nil {
		t = &StructType{Name: name, Numbered: numbered, Opaque: true}
		c.named[name] = t
		c.NamedOrder = append(c.NamedOrder, t)
	}
	return t
}

// Subtypes lists the types t holds, in LLVM's order (Type::subtypes): a
// struct's fields, an array's or vector's element, a typed pointer's
// pointee, a function's result then parameters, a target type's types.
func Subtypes(t Type) []Type {
	switch t := t.(type) {
	case *StructType:
		return t.Fields
	case *ArrayType:
		return []Type{t.Elem}
	case *VectorType:
		return []Type{t.Elem}
	case *PointerType:
		if t.Elem != nil {
			return []Type{t.Elem}
		}
	case *FuncType:
		return append([]Type{t.Ret}, t.Params...)
	case *TargetExtType:
		return t.Types
	}
	return nil
}

// Reorder lists the identified structs of order first, in that order, the
// others after them as they were, and numbers the unnamed ones (%0, %1,
// ...) in the new order, as LLVM's printer numbers them.
func (c *TypeContext) Reorder(order []*StructType) {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]*StructType, 0, len(c.NamedOrder))
	met := make(map[*StructType]bool, len(order))
	for _, t := range slices.Concat(order, c.NamedOrder) {
		if !met[t] && c.named[t.Name] == t {
			met[t] = true
			out = append(out, t)
		}
	}
	n := 0
	for _, t := range out {
		if t.Numbered {
			delete(c.named, t.Name)
		}
	}
	for _, t := range out {
		if t.Numbered {
			t.Name = strconv.Itoa(n)
			c.named[t.Name] = t
			n++
		}
	}
	c.NamedOrder = out
}

// LookupNamed returns the identified struct called name, or nil.
func (c *TypeContext) LookupNamed(name string) *StructType {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.named[name]
}

// SetBody gives an identified struct its fields.
func (t *StructType) SetBody(fields []Type, packed bool) {
	t.Fields, t.Packed, t.Opaque = fields, packed, false
}

// IsRecursive reports whether a value of t holds a value of t (not
// through a pointer), which would make it infinitely large: LLVM refuses
// such a body ("identified structure type 'T' is recursive").
func (t *StructType) IsRecursive() bool {
	return containsStruct(t, t.Fields, map[*StructType]bool{})
}

// containsStruct reports whether a value of one of types holds a value of
// st.
func containsStruct(st *StructType, types []Type, seen map[*StructType]bool) bool {
	for _, t := range types {
		for {
			if a, ok := t.(*ArrayType); ok {
				t = a.Elem
				continue
			}
			if v, ok := t.(*VectorType); ok {
				t = v.Elem
				continue
			}
			break
		}
		s, ok := t.(*StructType)
		if !ok || seen[s] {
			continue
		}
		if s == st {
			return true
		}
		seen[s] = true
		if containsStruct(st, s.Fields, seen) {
			return true
		}
	}
	return false
}

// typeID identifies an interned type by its address: interned types live as
// long as their context, and Go's collector does not move objects.
func typeID(t Type) uintptr {
	switch t := t.(type) {
	case *SimpleType:
		return uintptr(unsafe.Pointer(t))
	case *IntType:
		return uintptr(unsafe.Pointer(t))
	case *FloatType:
		return uintptr(unsafe.Pointer(t))
	case *PointerType:
		return uintptr(unsafe.Pointer(t))
	case *VectorType:
		return uintptr(unsafe.Pointer(t))
	case *ArrayType:
		return uintptr(unsafe.Pointer(t))
	case *StructType:
		return uintptr(unsafe.Pointer(t))
	case *FuncType:
		return uintptr(unsafe.Pointer(t))
	case *TargetExtType:
		return uintptr(unsafe.Pointer(t))
	}
	return 0
}

// SmallDecimal parses s, decimal digits only, as a number below 2^24 (an
// address space).
func SmallDecimal(s string) (uint32, bool) {
	if s == "" {
		return 0, false
	}
	var v uint32
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = v*10 + uint32(s[i]-'0')
		if v >= 1<<24 {
			return 0, false
		}
	}
	return v, true
}

// IsSized reports whether values of t have a size in memory.
func IsSized(t Type) bool {
	switch t := t.(type) {
	case *FuncType:
		return false
	case *SimpleType:
		return t.Kind == X86AMXKind || t.Kind == X86MMXKind
	case *StructType:
		if t.Opaque || (IsScalable(t) && !homogeneousScalable(t)) {
			return false
		}
		for _, f := range t.Fields {
			if !IsSized(f) {
				return false
			}
		}
	case *ArrayType:
		return IsSized(t.Elem)
	case *TargetExtType:
		return TargetExtPropsOf(t).Sized
	}
	return true
}

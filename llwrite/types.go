package llwrite

import (
	"sort"
	"strconv"

	"memspace/ir"
)

// appendType appends t as LLVM spells it. Typed pointers print as
// "T addrspace(N)*", opaque ones as "ptr addrspace(N)".
func appendType(b []byte, t ir.Type) []byte {
	switch t := t.(type) {
	case *ir.IntType:
		return appendInt(append(b, 'i'), int64(t.Bits))
	case *ir.PointerType:
		return appendPointerType(b, t)
	case *ir.SimpleType, *ir.FloatType:
		return append(b, t.String()...)
	case *ir.StructType:
		return appendStructRef(b, t)
	case *ir.ArrayType:
		b = appendUint(append(b, '['), t.Len)
		b = appendType(append(b, " x "...), t.Elem)
		return append(b, ']')
	case *ir.VectorType:
		b = append(b, '<')
		if t.Scalable {
			b = append(b, "vscale x "...)
		}
		b = appendUint(b, t.Len)
		b = appendType(append(b, " x "...), t.Elem)
		return append(b, '>')
	case *ir.FuncType:
		return appendFuncType(b, t)
	case *ir.TargetExtType:
		return appendTargetExt(b, t)
	}
	return append(b, "<invalid type>"...)
}

func appendPointerType(b []byte, t *ir.PointerType) []byte {
	if t.Elem == nil {
		b = append(b, "ptr"...)
		if t.AddrSpace != 0 {
			b = appendAddrSpace(append(b, ' '), t.AddrSpace)
		}
		return b
	}
	b = appendType(b, t.Elem)
	if t.AddrSpace != 0 {
		b = appendAddrSpace(append(b, ' '), t.AddrSpace)
	}
	return append(b, '*')
}

func appendAddrSpace(b []byte, as uint32) []byte {
	b = appendUint(append(b, "addrspace("...), uint64(as))
	return append(b, ')')
}

// appendStructRef appends an identified struct's name, or a literal
// struct's body.
func appendStructRef(b []byte, t *ir.StructType) []byte {
	if t.Name == "" {
		return appendStructBody(b, t)
	}
	b = append(b, '%')
	if t.Numbered {
		return append(b, t.Name...)
	}
	return appendName(b, t.Name)
}

// appendStructBody appends "{ T, U }", "<{ T }>", "{}" or "opaque".
func appendStructBody(b []byte, t *ir.StructType) []byte {
	if t.Opaque {
		return append(b, "opaque"...)
	}
	if t.Packed {
		b = append(b, '<')
	}
	if len(t.Fields) == 0 {
		b = append(b, "{}"...)
	} else {
		b = append(b, "{ "...)
		for i, f := range t.Fields {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendType(b, f)
		}
		b = append(b, " }"...)
	}
	if t.Packed {
		b = append(b, '>')
	}
	return b
}

func appendFuncType(b []byte, t *ir.FuncType) []byte {
	b = appendType(b, t.Ret)
	b = append(b, " ("...)
	for i, p := range t.Params {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendType(b, p)
	}
	if t.Variadic {
		if len(t.Params) > 0 {
			b = append(b, ", "...)
		}
		b = append(b, "..."...)
	}
	return append(b, ')')
}

func appendTargetExt(b []byte, t *ir.TargetExtType) []byte {
	b = append(b, "target("...)
	b = appendQuoted(b, t.Name)
	for _, p := range t.Types {
		b = appendType(append(b, ", "...), p)
	}
	for _, n := range t.Ints {
		b = appendUint(append(b, ", "...), uint64(n))
	}
	return append(b, ')')
}

// appendTypeDefs appends the identified struct definitions: numbered types
// first (in numeric order, as the parser requires), then named ones in
// creation order. The leading blank line is included when there are any.
func appendTypeDefs(b []byte, tc *ir.TypeContext) []byte {
	if tc == nil || len(tc.NamedOrder) == 0 {
		return b
	}
	var numbered, named []*ir.StructType
	for _, t := range tc.NamedOrder {
		if t.Numbered {
			numbered = append(numbered, t)
		} else {
			named = append(named, t)
		}
	}
	sort.SliceStable(numbered, func(i, j int) bool { return typeNum(numbered[i]) < typeNum(numbered[j]) })
	b = append(b, '\n')
	for _, t := range append(numbered, named...) {
		b = appendStructRef(b, t)
		b = append(b, " = type "...)
		b = appendStructBody(b, t)
		b = append(b, '\n')
	}
	return b
}

func typeNum(t *ir.StructType) int {
	n, err := strconv.Atoi(t.Name)
	if err != nil {
		return 1 << 30
	}
	return n
}

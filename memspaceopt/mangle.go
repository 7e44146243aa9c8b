package memspaceopt

import (
	"strconv"
	"strings"

	"memspace/ir"
)

// mangle spells a type the way LLVM names the overloads of an intrinsic:
// "p3" for ptr addrspace(3), "p1f32" for float addrspace(1)* in typed IR,
// "v4p0" for <4 x ptr>, "i64", "f32", "a4i32", "s_struct.S".
func mangle(t ir.Type) string {
	switch t := t.(type) {
	case *ir.PointerType:
		s := "p" + strconv.FormatUint(uint64(t.AddrSpace), 10)
		if t.Elem != nil {
			s += mangle(t.Elem)
		}
		return s
	case *ir.IntType:
		return "i" + strconv.Itoa(t.Bits)
	case *ir.FloatType:
		return floatMangling[t.Kind]
	case *ir.VectorType:
		s := "v" + strconv.FormatUint(t.Len, 10) + mangle(t.Elem)
		if t.Scalable {
			s = "nx" + s
		}
		return s
	case *ir.ArrayType:
		return "a" + strconv.FormatUint(t.Len, 10) + mangle(t.Elem)
	case *ir.StructType:
		return mangleStruct(t)
	case *ir.FuncType:
		return mangleFunc(t)
	case *ir.SimpleType:
		return simpleMangling(t)
	case *ir.TargetExtType:
		return mangleTargetExt(t)
	}
	return t.String()
}

var floatMangling = map[ir.FloatKind]string{
	ir.Half: "f16", ir.BFloat: "bf16", ir.Float: "f32", ir.Double: "f64",
	ir.X86FP80: "f80", ir.FP128: "f128", ir.PPCFP128: "ppcf128",
}

func mangleStruct(t *ir.StructType) string {
	if t.Name != "" {
		return "s_" + t.Name
	}
	var b strings.Builder
	b.WriteString("sl_")
	for _, f := range t.Fields {
		b.WriteString(mangle(f))
	}
	b.WriteString("s")
	return b.String()
}

func mangleFunc(t *ir.FuncType) string {
	var b strings.Builder
	b.WriteString("f_" + mangle(t.Ret))
	for _, p := range t.Params {
		b.WriteString(mangle(p))
	}
	if t.Variadic {
		b.WriteString("vararg")
	}
	b.WriteString("f")
	return b.String()
}

func simpleMangling(t *ir.SimpleType) string {
	switch t.Kind {
	case ir.VoidKind:
		return "isVoid"
	case ir.MetadataKind:
		return "Metadata"
	case ir.X86AMXKind:
		return "x86amx"
	case ir.X86MMXKind:
		return "x86mmx"
	}
	return t.String()
}

func mangleTargetExt(t *ir.TargetExtType) string {
	var b strings.Builder
	b.WriteString("t" + t.Name)
	for _, p := range t.Types {
		b.WriteString("_" + mangle(p))
	}
	for _, n := range t.Ints {
		b.WriteString("_" + strconv.FormatUint(uint64(n), 10))
	}
	b.WriteString("t")
	return b.String()
}

// intrinsic returns the function called name, declaring it after old
// with old's attributes and the given signature when it does not exist.
func (r *rewriter) intrinsic(name string, old *ir.Function, ret ir.Type, params []ir.Type) *ir.Function {
	if f := r.m.Function(name); f != nil {
		return f
	}
	sig := r.m.Types.Func(ret, params, old.Sig.Variadic)
	ptrType := old.Type()
	if r.m.TypedPointers {
		ptrType = r.m.Types.TypedPtr(sig, 0)
	}
	f := ir.NewFunction(name, sig, ptrType)
	f.CC = old.CC
	f.FnAttrs = old.FnAttrs.Clone()
	f.RetAttrs = old.RetAttrs.Clone()
	for i, p := range f.Params {
		if i < len(old.Params) {
			p.Attrs = old.Params[i].Attrs.Clone()
		}
	}
	f.Linkage = old.Linkage
	f.UnnamedAddr = old.UnnamedAddr
	r.m.InsertFunctionAfter(old, f)
	return f
}

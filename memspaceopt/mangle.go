package memspaceopt

import (
	"slices"
	"strconv"
	"strings"
	"sync"

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

// declarations guards the module's function list while functions are
// rewritten concurrently, and remembers the intrinsics declared meanwhile.
type declarations struct {
	m     *ir.Module
	mu    sync.Mutex
	added map[*ir.Function]bool
}

func newDeclarations(m *ir.Module) *declarations {
	return &declarations{m: m, added: map[*ir.Function]bool{}}
}

// settle orders each run of declarations added after one function by
// name, so the module's order does not depend on which goroutine came
// first.
func (d *declarations) settle() {
	if len(d.added) == 0 {
		return
	}
	isNewFunc := func(f *ir.Function) bool { return d.added[f] }
	sortRuns(d.m.Functions, isNewFunc, (*ir.Function).Name)
	isNew := func(g ir.GlobalValue) bool {
		f, ok := g.(*ir.Function)
		return ok && d.added[f]
	}
	sortRuns(d.m.Order, isNew, ir.GlobalValue.Name)
}

// sortRuns sorts, by name, every maximal run of consecutive elements of s
// for which isNew holds.
func sortRuns[T any](s []T, isNew func(T) bool, name func(T) string) {
	for i := 0; i < len(s); {
		if !isNew(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isNew(s[j]) {
			j++
		}
		slices.SortFunc(s[i:j], func(a, b T) int { return strings.Compare(name(a), name(b)) })
		i = j
	}
}

// intrinsic returns the function called name, declaring it after old
// with old's attributes and the given signature when it does not exist.
func (r *rewriter) intrinsic(name string, old *ir.Function, ret ir.Type, params []ir.Type) *ir.Function {
	d := r.decls
	d.mu.Lock()
	defer d.mu.Unlock()
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
	d.added[f] = true
	return f
}

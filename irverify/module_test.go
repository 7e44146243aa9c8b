package irverify

import (
	"strings"
	"testing"

	"memspace/ir"
)

func TestArgumentsAgainstSignature(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType, x.ptr(0), x.t.I32)
	block := ir.NewBlock("entry")
	f.AddBlock(block)
	ret(block)
	f.Params[0].SetType(x.ptr(1)) // retyped without SetSig
	f.Params[1].Index = 0
	wantProblem(t, x.m, "function @f: argument 0 (%0) has type ptr addrspace(1), but the signature says ptr")
	wantProblem(t, x.m, "function @f: argument 1 (%1) has Index 0")

	x2 := newFixture()
	g := x2.fn("g", ir.VoidType, x2.t.I32)
	g.Params = append(g.Params, ir.NewArgument(x2.t.I32, "extra"))
	wantProblem(t, x2.m, "function @g: function has 2 arguments, but its signature void (i32) has 1 parameters")
	wantProblem(t, x2.m, "function @g: argument 1 (%extra) has a Parent other than this function")
}

func TestDeclarationLinkage(t *testing.T) {
	x := newFixture()
	f := x.fn("f", ir.VoidType)
	f.Linkage = ir.LinkInternal
	wantOnly(t, x.m, `function @f: invalid linkage "internal" for a function declaration`)
	f.Linkage = ir.LinkExternWeak
	wantClean(t, x.m)
	g := x.global("g", x.t.I32, 0, nil)
	g.Linkage = ir.LinkPrivate
	wantOnly(t, x.m, `global @g: a global without initializer cannot have linkage "private"`)
}

func TestGlobalInitializerAndAddress(t *testing.T) {
	x := newFixture()
	g := x.global("g", x.t.Array(8, x.t.I32), 3, ir.NewConstSimple(x.t.Array(4, x.t.I32), ir.KindZero))
	wantOnly(t, x.m, "global @g: initializer has type [4 x i32], expected [8 x i32]")
	g.Init = ir.NewConstSimple(g.ValueType, ir.KindUndef)
	wantClean(t, x.m)
	g.SetType(x.ptr(0)) // moved in type only
	wantOnly(t, x.m, "global @g: address has type ptr, but the symbol is in addrspace(3)")
}

func TestTypedGlobalAddress(t *testing.T) {
	x := newTypedFixture()
	g := x.global("g", x.t.I32, 1, x.i32(0))
	wantClean(t, x.m)
	g.SetType(x.t.TypedPtr(x.t.I64, 1))
	wantOnly(t, x.m, "global @g: address has type i64 addrspace(1)*, but the value type is i32")
}

func TestGlobalNames(t *testing.T) {
	x := newFixture()
	a := x.global("a", x.t.I32, 0, x.i32(0))
	b := x.global("b", x.t.I32, 0, x.i32(0))
	b.SetName("a") // renamed without Module.Rename
	wantOnly(t, x.m, "global @a: name is already used by another global value")
	b.SetName("c")
	wantOnly(t, x.m, `global @c: Module.Lookup("c") does not find it (renamed without Module.Rename?)`)
	x.m.Rename(b, "c")
	wantClean(t, x.m)
	_ = a
}

func TestModuleOrderAndParents(t *testing.T) {
	x := newFixture()
	g := x.global("g", x.t.I32, 0, x.i32(0))
	f := x.fn("f", ir.VoidType)
	x.m.Functions = nil // dropped from the list but not from Order
	g.Parent = nil
	wantProblem(t, x.m, "module: Order entry 1 (@f) is not in the module's lists")
	wantProblem(t, x.m, "global @g: Parent is not this module")
	_ = f
}

func TestAlias(t *testing.T) {
	x := newFixture()
	g := x.global("g", x.t.I32, 1, x.i32(0))
	a := ir.NewAlias("a", x.t.I32, x.ptr(1), g, false)
	a.AddrSpace = 1
	x.m.AddAlias(a)
	ir.LinkOperands(a)
	wantClean(t, x.m)
	a.SetType(x.ptr(0))
	a.AddrSpace = 0
	wantOnly(t, x.m, "alias @a: aliasee has type ptr addrspace(1), but the alias has type ptr")
}

func TestUnnamedGlobalsAreNumbered(t *testing.T) {
	x := newFixture()
	x.global("", x.t.I32, 0, x.i64(0))
	wantOnly(t, x.m, "global @0: initializer has type i64, expected i32")
}

func TestErrorsTypeAndDeterminism(t *testing.T) {
	x := newFixture()
	for i := range 20 {
		f := x.fn("f"+string(rune('a'+i)), x.t.I32, x.t.I32)
		b := block(f, "entry")
		ins(b, "v", ir.OpAdd, x.t.I64, f.Params[0], f.Params[0])
		ret(b, x.i64(0))
	}
	err := Verify(x.m)
	errs, ok := err.(*Errors)
	if !ok || len(errs.List) != 40 {
		t.Fatalf("want *Errors with 40 problems, got %T %v", err, err)
	}
	if err.Error() != strings.Join(errs.List, "\n") {
		t.Fatalf("Error() is not the list joined by newlines")
	}
	for range 10 {
		if again := Verify(x.m).Error(); again != err.Error() {
			t.Fatalf("output differs between runs:\n%s\n---\n%s", err, again)
		}
	}
	if !strings.HasPrefix(errs.List[0], "function @fa: ") || !strings.HasPrefix(errs.List[39], "function @ft: ") {
		t.Fatalf("problems are not in module order: %q ... %q", errs.List[0], errs.List[39])
	}
}

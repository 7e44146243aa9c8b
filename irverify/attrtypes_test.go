package irverify_test

import (
	"strings"
	"testing"

	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
)

// attrTypeCases are attributes on values of types they do or do not fit,
// as llvm-as-22's verifier judges them (TestAttrTypesMatchLLVM).
var attrTypeCases = map[string]string{ // source: message, "" when it fits
	"declare void @f(i32 nonnull %x)\n":                                                               incompatible,
	"declare void @f(<2 x ptr> nonnull %x)\n":                                                         incompatible,
	"declare void @f(<2 x ptr> align 8 %x, ptr align 8 %y)\n":                                         "",
	"declare void @f(float signext %x)\n":                                                             incompatible,
	"declare void @f(i8 signext %x, i32 zeroext %y)\n":                                                "",
	"declare void @f(i32 nofpclass(nan) %x)\n":                                                        incompatible,
	"declare void @f({float, double} nofpclass(nan) %x)\n":                                            incompatible,
	"declare void @f([2 x {float}] nofpclass(nan) %x)\n":                                              incompatible,
	"declare void @f(i64 range(i32 0, 4) %x)\n":                                                       incompatible,
	"declare noundef void @f()\n":                                                                     incompatible,
	"declare void @f(i32 captures(none) %x)\n":                                                        incompatible,
	"declare void @f(ptr addrspace(1) captures(none) %x)\n":                                           "",
	"declare void @f(i32 \"nonnull\" %x)\n":                                                           "",
	"declare void @f(i32 byval(i32) %x)\n":                                                            incompatible,
	"define void @g(i32 %x) {\n  call void @f(i32 nonnull %x)\n  ret void\n}\ndeclare void @f(i32)\n": incompatible,
	"define void @g() {\n  %r = call nonnull i32 @f()\n  ret void\n}\ndeclare i32 @f()\n":             incompatible,
	"declare void @f({float, float} nofpclass(nan) %x, [2 x [2 x half]] nofpclass(nan) %y, <2 x i32> range(i32 0, 4) %z, <vscale x 2 x float> nofpclass(inf) %w)\n": "",
}

// incompatible is LLVM's message for an attribute on a type it does not fit.
const incompatible = "applied to incompatible type!"

func TestAttrTypes(t *testing.T)          { verifyCases(t, attrTypeCases) }
func TestAttrTypesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, attrTypeCases) }

// TestAttrPlaces checks what the bitcode reader may hand over: attributes
// where LLVM does not take them (the text reader refuses them first).
func TestAttrPlaces(t *testing.T) {
	src := "define void @g(ptr %p) {\n  call void @f(ptr %p)\n  ret void\n}\ndeclare void @f(ptr)\n"
	for _, c := range []struct {
		mutate func(m *ir.Module)
		want   string
	}{
		{func(m *ir.Module) { m.Functions[1].Params[0].Attrs.Set(ir.Attr{Kind: "nounwind"}) }, "Attribute 'nounwind' does not apply to parameters"},
		{func(m *ir.Module) {
			m.Functions[1].RetAttrs.Set(ir.Attr{Kind: "byval", Form: ir.FormParen, Type: m.Types.I32})
		}, "does not apply to function return values"},
		{func(m *ir.Module) { m.Functions[1].FnAttrs.Set(ir.Attr{Kind: "noundef"}) }, "Attribute 'noundef' does not apply to functions!"},
		{func(m *ir.Module) { m.Functions[0].Blocks[0].Instrs[0].Call().ParamAttrs[0].Set(ir.Attr{Kind: "cold"}) }, "Attribute 'cold' does not apply to parameters"},
		{func(m *ir.Module) { m.Functions[1].Params[0].Attrs.Set(ir.Attr{Kind: "nounwind", Form: ir.FormString}) }, ""},
	} {
		m, err := llread.Parse("k.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		c.mutate(m)
		err = irverify.VerifyRead(m)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}

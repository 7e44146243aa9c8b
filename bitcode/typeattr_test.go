package bitcode

import (
	"strings"
	"testing"

	"memspace/ir"
	"memspace/llread"
)

// A byval, sret or inalloca that names no type comes from bitcode older
// than LLVM 12 (a type attribute record without its type). With a typed
// pointer the reader takes the pointee type, as LLVM's does; with an
// opaque pointer there is none, and the reader stops rather than leave a
// byval whose copy has no size (an inliner would then skip the copy).
func TestTypeAttrWithoutType(t *testing.T) {
	src := "%S = type { float, i32 }\n" +
		"declare void @g(ptr byval(%S) align 4)\n" +
		"define void @f(ptr %p) {\n  call void @g(ptr byval(%S) align 4 %p)\n  ret void\n}\n"
	m, err := llread.Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := m.Function("g")
	g.Params[0].Attrs.Set(ir.Attr{Kind: "byval"}) // as old bitcode has it
	data, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Read("k.bc", data)
	if err == nil || !strings.Contains(err.Error(), "missing param element type for attribute upgrade") {
		t.Fatalf("got %v, want the upgrade error", err)
	}
	if !errShape.MatchString(err.Error()) {
		t.Errorf("error %q is not FILE: error: bitcode: ... (bit offset N)", err)
	}
}

func TestTypeAttrUpgradedFromPointee(t *testing.T) {
	var r reader
	m := ir.NewModule()
	s := m.Types.Int(32)
	pt := m.Types.TypedPtr(s, 0)
	l := ir.AttrList{Attrs: []ir.Attr{{Kind: "sret"}, {Kind: "align", Form: ir.FormSpace, Value: "4"}}}
	shared := l.Attrs
	r.upgradeTypeAttrs(&l, pt)
	a, ok := l.Get("sret")
	if !ok || a.Type != ir.Type(s) || a.Form != ir.FormParen {
		t.Fatalf("sret = %+v, want sret(i32)", a)
	}
	if shared[0].Type != nil {
		t.Error("the upgrade changed a list other parameters may share")
	}
}

package llread

import (
	"fmt"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/par"
	"memspace/ir"
)

// placeSample is an attribute as it is written, with its arguments.
func placeSample(kind string) string {
	switch kind {
	case "align":
		return "align 8"
	case "alignstack":
		return "alignstack(8)"
	case "allockind":
		return `allockind("alloc")`
	case "allocsize":
		return "allocsize(0)"
	case "byref", "byval", "elementtype", "inalloca", "preallocated", "sret":
		return kind + "(i32)"
	case "captures":
		return "captures(none)"
	case "dereferenceable", "dereferenceable_or_null":
		return kind + "(8)"
	case "initializes":
		return "initializes((0, 4))"
	case "memory":
		return "memory(none)"
	case "nofpclass":
		return "nofpclass(nan)"
	case "range":
		return "range(i32 0, 4)"
	case "vscale_range":
		return "vscale_range(1, 2)"
	}
	return kind
}

// TestAttrPlacesMatchLLVM checks the table of where attributes stand
// against llvm-as-22 and llvm-as-14: an attribute may stand where either
// takes it (or its verifier, not its parser, refuses it), and nowhere
// else.
func TestAttrPlacesMatchLLVM(t *testing.T) {
	tools := []struct{ name, ptr string }{{as22, "ptr"}, {as14, "i8*"}}
	for _, tool := range tools {
		llvmtools.Tool(t, tool.name)
	}
	kinds := ir.PlacedAttrs()
	for _, k := range kinds {
		if !isAttrKeyword([]byte(k)) {
			t.Errorf("%s is in the table but not a keyword", k)
		}
	}
	places := []struct {
		place ir.AttrPlace
		src   func(attr, ptr string) string
	}{
		{ir.PlaceFn, func(a, _ string) string { return "declare void @f(i32, i32) " + a + "\n" }},
		{ir.PlaceParam, func(a, ptr string) string { return "declare void @f(" + ptr + " " + a + " %p)\n" }},
		{ir.PlaceRet, func(a, ptr string) string { return "declare " + a + " " + ptr + " @f()\n" }},
	}
	dir := t.TempDir()
	errs := make([]string, len(kinds))
	par.For(len(kinds), false, func(i int) {
		k := kinds[i]
		for _, pl := range places {
			taken := false
			for j, tool := range tools {
				name := fmt.Sprintf("%s-%d-%d", k, pl.place, j)
				msg, err := asMessageWith(tool.name, dir, name, pl.src(placeSample(k), tool.ptr))
				if err == nil || !strings.Contains(msg, "error:") {
					taken = true // read (a verifier message has no position)
				}
			}
			// builtin belongs to calls, which LLVM checks apart.
			if k == "builtin" && pl.place == ir.PlaceFn {
				taken = true
			}
			if want := (ir.Attr{Kind: k}).MayStand(pl.place); taken != want {
				errs[i] += fmt.Sprintf("%s at place %d: LLVM takes it %v, the table %v; ", k, pl.place, taken, want)
			}
		}
	})
	for _, e := range errs {
		if e != "" {
			t.Error(e)
		}
	}
}

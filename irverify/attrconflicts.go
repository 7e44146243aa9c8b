package irverify

import (
	"memspace/ir"
)

// Attributes that contradict each other, with LLVM's verifier messages
// (read off llvm-as-22; attrconflicts_test.go asks it again). A pass that
// trusts one of the pair (readonly) would be wrong under the other
// (writeonly), so such a module is refused.

// abiKinds are the parameter attributes that each say how the argument
// is passed; at most one may stand on a parameter.
var abiKinds = []string{"byval", "inalloca", "preallocated", "inreg", "nest", "byref", "sret"}

// paramConflicts are the pairs a parameter or return value may not hold
// together, in the order LLVM checks them.
var paramConflicts = []struct{ a, b, msg string }{
	{"inalloca", "readonly", "Attributes 'inalloca and readonly' are incompatible!"},
	{"sret", "returned", "Attributes 'sret and returned' are incompatible!"},
	{"zeroext", "signext", "Attributes 'zeroext and signext' are incompatible!"},
	{"readnone", "readonly", "Attributes 'readnone and readonly' are incompatible!"},
	{"readnone", "writeonly", "Attributes 'readnone and writeonly' are incompatible!"},
	{"readonly", "writeonly", "Attributes 'readonly and writeonly' are incompatible!"},
	{"writable", "readnone", "Attributes writable and readnone are incompatible!"},
	{"writable", "readonly", "Attributes writable and readonly are incompatible!"},
}

// fnConflicts are the pairs a function or call may not hold together.
var fnConflicts = []struct{ a, b, msg string }{
	{"noinline", "alwaysinline", "Attributes 'noinline and alwaysinline' are incompatible!"},
	{"optnone", "minsize", "Attributes 'minsize and optnone' are incompatible!"},
	{"optnone", "optsize", "Attributes 'optsize and optnone' are incompatible!"},
	{"optnone", "optdebug", "Attributes 'optdebug and optnone' are incompatible!"},
	{"optsize", "optdebug", "Attributes 'optsize and optdebug' are incompatible!"},
	{"minsize", "optdebug", "Attributes 'minsize and optdebug' are incompatible!"},
}

// fnConflictKinds are the function attributes fnConflictProblem asks
// about, which groupFnAttrs keeps.
var fnConflictKinds = map[string]bool{"noinline": true, "alwaysinline": true, "optnone": true,
	"minsize": true, "optsize": true, "optdebug": true, "jumptable": true}

// paramConflictProblem returns LLVM's message for contradicting
// attributes of a parameter or return value, or "".
func paramConflictProblem(l *ir.AttrList) string {
	n := 0
	for _, k := range abiKinds {
		if hasEnum(l, k) {
			n++
		}
	}
	if n > 1 {
		return "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!"
	}
	for _, c := range paramConflicts {
		if hasEnum(l, c.a) && hasEnum(l, c.b) {
			return c.msg
		}
	}
	return ""
}

// fnConflictProblem returns LLVM's message for contradicting attributes
// of a function or call (inline or in one of its groups), or "".
func fnConflictProblem(l *ir.AttrList, groups map[int][]ir.Attr) string {
	if len(l.Groups) == 0 && len(l.Attrs) == 0 {
		return ""
	}
	has := func(kind string) bool { return fnHas(l, groups, kind) }
	for _, c := range fnConflicts {
		if has(c.a) && has(c.b) {
			return c.msg
		}
	}
	if has("optnone") && !has("noinline") {
		return "Attribute 'optnone' requires 'noinline'!"
	}
	return ""
}

// hasEnum reports whether l holds the keyword attribute kind.
func hasEnum(l *ir.AttrList, kind string) bool {
	for _, a := range l.Attrs {
		if a.Kind == kind && a.Form != ir.FormString {
			return true
		}
	}
	return false
}

// fnHas reports whether function attributes l (or one of their groups)
// hold the keyword attribute kind.
func fnHas(l *ir.AttrList, groups map[int][]ir.Attr, kind string) bool {
	if hasEnum(l, kind) {
		return true
	}
	for _, id := range l.Groups {
		for _, a := range groups[id] {
			if a.Kind == kind && a.Form != ir.FormString {
				return true
			}
		}
	}
	return false
}

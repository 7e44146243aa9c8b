package irverify

import (
	"memspace/ir"
)

// Attributes that contradict each other, with LLVM's verifier messages
// (read off llvm-as-22; attrconflicts_test.go asks it again). A pass that
// trusts one of the pair (readonly) would be wrong under the other
// (writeonly), so such a module is refused.

// abiKinds are the parameter attributes that each say how the argument
// is passed; at most one may stand on a parameter, but for inreg with
// sret.
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
	{"sanitize_realtime", "sanitize_realtime_blocking", "Attributes 'sanitize_realtime and sanitize_realtime_blocking' are incompatible!"},
	{"optsize", "optdebug", "Attributes 'optsize and optdebug' are incompatible!"},
	{"minsize", "optdebug", "Attributes 'minsize and optdebug' are incompatible!"},
}

// fnConflictKinds are the function attributes fnConflictProblem, the
// jumptable rule, the writable rule and the naked rule ask about, which
// groupFnAttrs keeps.
var fnConflictKinds = func() map[string]bool {
	kinds := map[string]bool{"noinline": true, "jumptable": true, "speculatable": true, "builtin": true, "memory": true, "naked": true}
	for _, c := range fnConflicts {
		kinds[c.a], kinds[c.b] = true, true
	}
	return kinds
}()

// paramConflictProblem returns LLVM's message for contradicting
// attributes of a parameter or return value, or "".
func paramConflictProblem(l *ir.AttrList) string {
	n := 0
	for _, k := range abiKinds {
		if hasEnum(l, k) {
			n++
		}
	}
	if hasEnum(l, "sret") && hasEnum(l, "inreg") {
		n-- // the one pair LLVM takes: inreg with sret
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
	has := func(kind string) bool { return fnHas(l, groups, kind, false) }
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
func hasEnum(l *ir.AttrList, kind string) bool { return holds(l.Attrs, kind, false) }

// fnHas reports whether function attributes l (or one of their groups)
// hold attribute kind: a string attribute if str, else a keyword.
func fnHas(l *ir.AttrList, groups map[int][]ir.Attr, kind string, str bool) bool {
	_, ok := fnAttr(l, groups, kind, str)
	return ok
}

// fnAttr returns attribute kind of function attributes l, inline or from
// one of their groups: a string attribute if str, else a keyword.
func fnAttr(l *ir.AttrList, groups map[int][]ir.Attr, kind string, str bool) (ir.Attr, bool) {
	if a, ok := attrIn(l.Attrs, kind, str); ok {
		return a, true
	}
	for _, id := range l.Groups {
		if a, ok := attrIn(groups[id], kind, str); ok {
			return a, true
		}
	}
	return ir.Attr{}, false
}

// holds reports whether attrs hold kind, of string form if str.
func holds(attrs []ir.Attr, kind string, str bool) bool {
	_, ok := attrIn(attrs, kind, str)
	return ok
}

// attrIn returns attribute kind of attrs, of string form if str.
func attrIn(attrs []ir.Attr, kind string, str bool) (ir.Attr, bool) {
	for _, a := range attrs {
		if a.Kind == kind && (a.Form == ir.FormString) == str {
			return a, true
		}
	}
	return ir.Attr{}, false
}

package irverify

import (
	"slices"
	"strconv"
	"strings"

	"memspace/ir"
)

// LLVM's verifier refuses an attribute on a value of a type it does not
// fit ("Attribute 'nonnull' applied to incompatible type!"): a pointer
// attribute on an integer, signext on a float, nofpclass on an integer,
// range of another width. Both readers take such text; the checks below,
// read off llvm-as-22 (and llvm-as-14 for typed pointers, whose rules are
// the same), keep it from being written out.

// ptrAttrs apply to pointers only (not vectors of pointers).
var ptrAttrs = map[string]bool{
	"noalias": true, "nonnull": true, "readnone": true, "readonly": true,
	"dereferenceable": true, "dereferenceable_or_null": true, "writable": true,
	"dead_on_unwind": true, "initializes": true, "captures": true, "nocapture": true,
	"dead_on_return": true, "nest": true, "swifterror": true, "preallocated": true,
	"inalloca": true, "byval": true, "sret": true, "byref": true, "allocptr": true,
}

// placeProblem returns LLVM's verifier message for the first attribute
// of l that may not stand at place (ir.AttrPlace), or "". The text reader
// refuses such lists as it reads them; the bitcode reader takes them.
func placeProblem(l *ir.AttrList, place ir.AttrPlace) string {
	for _, a := range l.Attrs {
		if place == ir.PlaceRet && a.Form != ir.FormString && a.Kind == "nocapture" {
			// LLVM 22's parser takes it there, as the captures(none) it
			// reads it as, which its verifier then refuses.
			return "Attribute 'captures(none)' does not apply to function return values"
		}
		if !a.MayStand(place) {
			switch place {
			case ir.PlaceParam:
				return "Attribute '" + a.String() + "' does not apply to parameters"
			case ir.PlaceRet:
				return "Attribute '" + a.String() + "' does not apply to function return values"
			}
			return "Attribute '" + a.String() + "' does not apply to functions!"
		}
	}
	return ""
}

// checkGroupPlaces reports attribute groups holding an attribute that
// does not apply to functions: groups stand only among a function's or a
// call's attributes.
func checkGroupPlaces(m *ir.Module) []problem {
	var out []problem
	for _, g := range m.AttrGroups {
		if g != nil {
			if msg := placeProblem(&ir.AttrList{Attrs: g.Attrs}, ir.PlaceFn); msg != "" {
				out = append(out, problem{"attributes #" + strconv.Itoa(g.ID) + ": " + msg, nil})
			}
		}
	}
	return out
}

// attrProblem returns the first problem of l on a value of type t at
// place: a misplaced attribute, or one that does not fit t.
func attrProblem(l *ir.AttrList, t ir.Type, place ir.AttrPlace) string {
	if msg := placeProblem(l, place); msg != "" {
		return msg
	}
	if msg := paramConflictProblem(l); msg != "" {
		return msg
	}
	if msg := attrTypeProblem(l, t); msg != "" {
		return msg
	}
	return memoryArgProblem(l)
}

// attrTypeProblem returns LLVM's message for the first attribute of l
// that does not fit type t, or "".
func attrTypeProblem(l *ir.AttrList, t ir.Type) string {
	for _, a := range l.Attrs {
		if a.Form != ir.FormString && !attrFits(a, t) {
			return "Attribute '" + a.String() + "' applied to incompatible type!"
		}
	}
	return ""
}

// attrFits reports whether attribute a may stand on a value of type t.
func attrFits(a ir.Attr, t ir.Type) bool {
	switch {
	case ptrAttrs[a.Kind]:
		return isPtr(t)
	case a.Kind == "align":
		return isPtrOrPtrVector(t)
	case a.Kind == "allocalign", a.Kind == "signext", a.Kind == "zeroext":
		return isInt(t)
	case a.Kind == "range":
		it, ok := scalarOf(t).(*ir.IntType)
		return ok && strings.HasPrefix(a.Value, "i"+strconv.Itoa(it.Bits)+" ")
	case a.Kind == "nofpclass":
		return fpClassFits(t)
	case a.Kind == "noundef":
		return !ir.IsVoid(t)
	}
	return true
}

// fpClassFits reports whether nofpclass may stand on t: a floating-point
// type or vector, an array (of arrays) of one, or a struct whose fields
// are all one such type.
func fpClassFits(t ir.Type) bool {
	if st, ok := t.(*ir.StructType); ok {
		if len(st.Fields) == 0 || !isFloatOrFloatVector(st.Fields[0]) {
			return false
		}
		for _, f := range st.Fields[1:] {
			if f != st.Fields[0] {
				return false
			}
		}
		return true
	}
	for {
		a, ok := t.(*ir.ArrayType)
		if !ok {
			break
		}
		t = a.Elem
	}
	return isFloatOrFloatVector(t)
}

// DropIncompatibleAttrs removes from l the attributes that do not fit
// type t, as LLVM's bitcode reader does on functions and calls before its
// verifier sees them (record mutant 175 of seed 1: readonly on an i32
// argument; record mutant 736 of seed 22: a range of another width than
// its integer); text is verified instead, and refused. The list's slice
// is copied, not changed: lists share it.
func DropIncompatibleAttrs(l *ir.AttrList, t ir.Type) {
	fits := func(a ir.Attr) bool {
		return a.Form == ir.FormString || attrFits(a, t)
	}
	for i, a := range l.Attrs {
		if fits(a) {
			continue
		}
		kept := slices.Clone(l.Attrs[:i])
		for _, b := range l.Attrs[i+1:] {
			if fits(b) {
				kept = append(kept, b)
			}
		}
		l.Attrs = kept
		return
	}
}

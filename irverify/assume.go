package irverify

import (
	"memspace/ir"
)

// llvm.assume's operand bundles state facts as attributes: a call that
// has them assumes i1 true, each tag names an attribute LLVM knows (or is
// "ignore" or "separate_storage"), "align" takes a pointer, an integer
// and maybe a second integer, "dereferenceable" a pointer and an integer,
// "separate_storage" two pointers, and no bundle more than two inputs.
// With LLVM's messages; the other per-attribute argument counts are left
// to LLVM.

// assumeProblem returns LLVM's message for the first rule a call of
// llvm.assume breaks, or "".
func assumeProblem(in *ir.Instruction, ci *ir.CallInfo) string {
	if len(ci.Bundles) == 0 || ci.NumArgs < 1 {
		return ""
	}
	if c, ok := in.Operand(0).(*ir.ConstInt); !ok || c.IsZero() {
		return "assume with operand bundles must have i1 true condition"
	}
	next := ci.NumArgs
	for _, b := range ci.Bundles {
		ops := in.Operands()[next : next+b.N]
		next += b.N
		if msg := assumeBundleProblem(b.Tag, ops); msg != "" {
			return msg
		}
	}
	return ""
}

func assumeBundleProblem(tag string, ops []ir.Value) string {
	typeOf := func(i int) ir.Type { return ops[i].Type() }
	switch tag {
	case "separate_storage":
		if len(ops) != 2 {
			return "separate_storage assumptions should have 2 arguments"
		}
		if !isPtr(typeOf(0)) || !isPtr(typeOf(1)) {
			return "arguments to separate_storage assumptions should be pointers"
		}
		return ""
	case "align":
		switch {
		case len(ops) < 2 || len(ops) > 3:
			return "alignment assumptions should have 2 or 3 arguments"
		case !isPtr(typeOf(0)):
			return "first argument should be a pointer"
		case !isInt(typeOf(1)):
			return "second argument should be an integer"
		case len(ops) == 3 && !isInt(typeOf(2)):
			return "third argument should be an integer if present"
		}
		return ""
	case "dereferenceable":
		switch {
		case len(ops) != 2:
			return "dereferenceable assumptions should have 2 arguments"
		case !isPtr(typeOf(0)):
			return "first argument should be a pointer"
		case !isInt(typeOf(1)):
			return "second argument should be an integer"
		}
		return ""
	}
	if tag != "ignore" && (!ir.KnownAttr(tag) || llvm14Only[tag]) {
		return "tags must be valid attribute names"
	}
	if len(ops) > 2 {
		return "too many arguments"
	}
	return ""
}

// llvm14Only are attribute keywords LLVM 22 no longer has (it reads them
// as memory(...) and captures(none)), so no assume bundle may name them.
var llvm14Only = map[string]bool{"argmemonly": true, "inaccessiblememonly": true,
	"inaccessiblemem_or_argmemonly": true, "nocapture": true}

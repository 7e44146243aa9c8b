package bitcode

import (
	"strings"

	"memspace/ir"
)

// Typed-pointer bitcode is read by LLVM 14 (or older) as well as by
// LLVM 22, so its records are those both read the same way. LLVM 14
// reads a constant of a code it does not know as undef, silently: a
// constant getelementptr (LLVM 19's CST_CODE_CE_GEP, with its flags) is
// written in the older form (typedGEP).
//
// Debug info in typed-pointer bitcode. A typed-pointer module comes from
// LLVM 14 (or older) and goes back to it, so its debug-info records are
// written in the layouts LLVM 14's reader takes: it refuses a record of
// another length ("Invalid record"), and reads a size written as a
// metadata reference (LLVM 21 and later) as a number. The fields LLVM 14
// lacks are dropped when they hold their defaults. A record where one
// does not (typed-pointer IR of LLVM 15 or 16) keeps LLVM 22's length,
// which LLVM 14 refuses aloud and later readers take: no field is lost.

// rawSize reports whether field spec of node n is written as a plain
// number, as LLVM 14 writes the sizes and offsets of types: in a
// typed-pointer module, when every size and offset of n is a number (LLVM
// 21 lets one be a node, which only LLVM 22's layout can hold).
func (e *encoder) rawSize(n *ir.MDNode, spec diSpec) bool {
	return (spec.name == "size" || spec.name == "offset") && e.rawSizes(n)
}

// rawSizes reports whether node n gets LLVM 14's layout of a type.
func (e *encoder) rawSizes(n *ir.MDNode) bool {
	if !e.m.TypedPointers || !isTypeNode(n) {
		return false
	}
	for _, name := range []string{"size", "offset"} {
		if v := n.Field(name); v != nil {
			if t, ok := rawText(v); !ok {
				return false
			} else if _, ok := literal64(t); !ok {
				return false
			}
		}
	}
	return true
}

// isTypeNode reports whether n is a type whose sizes LLVM 21 made
// metadata.
func isTypeNode(n *ir.MDNode) bool {
	return n.Kind == "DIBasicType" || n.Kind == "DIDerivedType" || n.Kind == "DICompositeType" || n.Kind == "DIStringType"
}

// llvm14Lengths are LLVM 14's record lengths of the nodes whose layout
// grew since.
var llvm14Lengths = map[string]int{
	"DILocation":      6,
	"DIBasicType":     7,
	"DIDerivedType":   14,
	"DICompositeType": 22,
	"DICompileUnit":   22,
	"DISubprogram":    19,
	"DILabel":         5,
}

// llvm14Node returns the record ops of node n as LLVM 14 lays it out,
// in place: sizes are numbers (no flag says otherwise), and the fields it
// lacks are dropped when they hold their defaults.
func (e *encoder) llvm14Node(n *ir.MDNode, ops []uint64) []uint64 {
	if isTypeNode(n) && !e.rawSizes(n) {
		return ops // a size that is a node: LLVM 22's layout
	}
	switch n.Kind {
	case "DIBasicType", "DIDerivedType":
		ops[0] &= 1 // no flag: sizes are numbers
	case "DICompositeType":
		ops[0] &= 3 // distinct, and "not used in an old type ref"
	case "DIStringType":
		ops[0] &= 1 // no flag: the size is a number
		// LLVM 15 put stringLocationExpression before the size.
		if ops[5] == 0 {
			ops = append(ops[:5], ops[6:]...)
		}
		return ops
	}
	want, ok := llvm14Lengths[n.Kind]
	if !ok || len(ops) <= want || n.Kind == "DILabel" && ops[0] > 1 {
		return ops // DILabel's isArtificial: a flag LLVM 14 lacks
	}
	for i := want; i < len(ops); i++ {
		if ops[i] != diDefault(n.Kind, i) {
			return ops
		}
	}
	return ops[:want]
}

// llvm14DebugLoc returns a DEBUG_LOC record's ops as LLVM 14 reads them:
// without the key-instruction fields (atom group and rank) when they are 0.
func llvm14DebugLoc(ops []uint64) []uint64 {
	if ops[5] != 0 || ops[6] != 0 {
		return ops
	}
	return ops[:5]
}

// typedGEP is a constant getelementptr in the form LLVM 14 writes and
// every later reader takes: CE_INBOUNDS_GEP or CE_GEP_OLD, [source
// element type, (type, value)...]. Flags other than inbounds and a range
// (LLVM 19) have no such form, and no typed-pointer IR has them (LLVM 19
// dropped typed pointers): an error, where LLVM 14 would read undef.
func (e *encoder) typedGEP(k *ir.ConstExpr, id func(ir.Value) uint64) (uint64, []uint64) {
	if k.Flags&^ir.InBounds != 0 || strings.TrimSpace(k.InRange) != "" {
		e.fail("a constant getelementptr with nusw, nuw or inrange cannot be written in typed-pointer (LLVM 14) bitcode")
	}
	code := uint64(cstGEPOld)
	if k.Flags&ir.InBounds != 0 {
		code = cstInboundsGEP
	}
	r := []uint64{e.typeIDs[k.ElemType]}
	for _, op := range k.Operands() {
		r = append(r, e.typeIDs[op.Type()], id(op))
	}
	return code, r
}

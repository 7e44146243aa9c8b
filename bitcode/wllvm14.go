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
// metadata reference (LLVM 21 and later) as a number. Every field LLVM 14
// lacks must then hold its default; one that does not cannot be written
// for LLVM 14, and the writer says so rather than drop it.

// rawSize reports whether field spec of a kind-node is, in a typed-pointer
// module, written as a plain number (LLVM 14's sizes and offsets of
// types) rather than as a reference to an i64 constant.
func (e *encoder) rawSize(kind string, spec diSpec) bool {
	if !e.m.TypedPointers || spec.name != "size" && spec.name != "offset" {
		return false
	}
	return kind == "DIBasicType" || kind == "DIDerivedType" || kind == "DICompositeType"
}

// llvm14Lengths are LLVM 14's record lengths of the nodes whose layout
// grew since; each dropped field must be 0 (but those llvm14Defaults
// names).
var llvm14Lengths = map[string]int{
	"DILocation":      6,
	"DIBasicType":     7,
	"DIDerivedType":   14,
	"DICompositeType": 22,
	"DICompileUnit":   22,
	"DISubprogram":    19,
	"DILabel":         5,
}

// llvm14Defaults are the dropped fields whose default is not 0.
var llvm14Defaults = map[string]map[int]uint64{
	"DICompositeType": {24: 0xFFFFFFFF},
	"DILabel":         {6: ^uint64(0)},
}

// llvm14Node returns the record ops of node n (kind) as LLVM 14 lays it
// out, in place.
func (e *encoder) llvm14Node(n *ir.MDNode, ops []uint64) []uint64 {
	switch n.Kind {
	case "DIBasicType", "DIDerivedType":
		ops[0] &= 1 // no flag: sizes are numbers
	case "DICompositeType":
		ops[0] &= 3 // distinct, and "not used in an old type ref"
	case "DIStringType":
		// LLVM 15 put stringLocationExpression before the size.
		e.llvm14Zero(n, ops, 5)
		ops = append(ops[:5], ops[6:]...)
	case "DILabel":
		e.llvm14Zero(n, ops[:1], 0) // no flags field: not artificial
		if ops[0] > 1 {
			e.fail("!DILabel with isArtificial cannot be written in typed-pointer (LLVM 14) bitcode")
		}
	}
	want, ok := llvm14Lengths[n.Kind]
	if !ok || len(ops) <= want {
		return ops
	}
	for i := want; i < len(ops); i++ {
		e.llvm14Zero(n, ops, i)
	}
	return ops[:want]
}

// llvm14Zero fails unless field i of n's record holds its default.
func (e *encoder) llvm14Zero(n *ir.MDNode, ops []uint64, i int) {
	if i >= len(ops) {
		return
	}
	if ops[i] != llvm14Defaults[n.Kind][i] {
		e.fail("!%s with fields LLVM 14 does not have cannot be written in typed-pointer bitcode", n.Kind)
	}
}

// llvm14DebugLoc returns a DEBUG_LOC record's ops as LLVM 14 reads them:
// without the key-instruction fields (atom group and rank), which must
// be 0.
func (e *encoder) llvm14DebugLoc(ops []uint64) []uint64 {
	if ops[5] != 0 || ops[6] != 0 {
		e.fail("a !DILocation with atomGroup or atomRank cannot be written in typed-pointer (LLVM 14) bitcode")
	}
	return ops[:5]
}

// typedGEP is a constant getelementptr in the form LLVM 14 writes and
// every later reader takes: CE_INBOUNDS_GEP or CE_GEP_OLD, [source
// element type, (type, value)...]. Flags other than inbounds and a range
// (LLVM 19) have no such form.
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

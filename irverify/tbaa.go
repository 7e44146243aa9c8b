package irverify

import (
	"slices"

	"memspace/ir"
)

// !tbaa access tags checked as LLVM's verifier checks them, with its
// messages. A tag names a base type, an access type and an offset (the
// struct-path form); the type nodes are either scalars, whose parents
// chain up to a root, or structs listing (field type, offset) pairs. The
// "new" format (an access type whose first operand is a node) adds sizes.
// The old scalar form (!{!"int", !root}) is what LLVM's readers upgrade
// to <tag, tag, i64 0> before verifying, and so is it here. Offsets wider
// than 64 bits are not checked.

// tbaaProblem returns LLVM's message for the access tag tag on in, or "".
func tbaaProblem(in *ir.Instruction, tag *ir.MDNode) string {
	if msg := tbaaPlaceProblem(in, tag); msg != "" {
		return msg
	}
	return tbaaTagProblem(tag)
}

// tbaaPlaceProblem returns LLVM's message for an access tag on an
// instruction that accesses no memory, or "".
func tbaaPlaceProblem(in *ir.Instruction, tag *ir.MDNode) string {
	switch in.Op {
	case ir.OpLoad, ir.OpStore, ir.OpCall, ir.OpVAArg, ir.OpAtomicRMW, ir.OpCmpXchg:
	default:
		if len(tag.Ops) > 0 { // (LLVM names an empty tag first)
			return "This instruction shall not have a TBAA access tag!"
		}
	}
	return ""
}

// tbaaTagProblem returns LLVM's message for access tag tag, wherever it
// stands (on an instruction, or in !llvm.errno.tbaa), or "".
func tbaaTagProblem(tag *ir.MDNode) string {
	if len(tag.Ops) == 0 {
		return "TBAA metadata cannot have 0 operands"
	}
	ops := upgradedTag(tag)
	access, _ := ops[1].(*ir.MDNode)
	isNew := isNewTBAAType(access)
	if msg := tbaaTagShape(ops, isNew); msg != "" {
		return msg
	}
	base, _ := ops[0].(*ir.MDNode)
	if base == nil || access == nil {
		return "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes"
	}
	if !isNew && !isScalarTBAA(access) {
		return "Access type node must be a valid scalar type"
	}
	off, ok := mdConstInt(ops[2])
	if !ok {
		return "Offset must be constant integer"
	}
	width, offset, ok := unsignedValue(off)
	if !ok {
		return ""
	}
	return tbaaPath(base, access, width, offset, isNew)
}

// isStructPathTag reports whether tag is in the struct-path form: a node
// first, and at least three operands.
func isStructPathTag(tag *ir.MDNode) bool {
	_, isNode := tag.Ops[0].(*ir.MDNode)
	return isNode && len(tag.Ops) >= 3
}

// upgradedTag returns the operands of tag as LLVM verifies them: an old
// scalar tag !{!"T", !parent [, const]} becomes <T', T', i64 0 [, const]>.
func upgradedTag(tag *ir.MDNode) []ir.Metadata {
	if isStructPathTag(tag) {
		return tag.Ops
	}
	if len(tag.Ops) == 3 {
		scalar := &ir.MDNode{Ops: tag.Ops[:2], Slot: -1}
		return []ir.Metadata{scalar, scalar, tbaaZero, tag.Ops[2]}
	}
	return []ir.Metadata{tag, tag, tbaaZero}
}

// tbaaZero is the i64 0 offset of an upgraded tag.
var tbaaZero = &ir.ValueAsMetadata{V: ir.NewConstInt(&ir.IntType{Bits: 64}, 0)}

// tbaaTagShape checks the tag's operand count, access size and
// immutability flag.
func tbaaTagShape(ops []ir.Metadata, isNew bool) string {
	flag := 3
	if isNew {
		if len(ops) != 4 && len(ops) != 5 {
			return "Access tag metadata must have either 4 or 5 operands"
		}
		if _, ok := mdConstInt(ops[3]); !ok {
			return "Access size field must be a constant"
		}
		flag = 4
	} else if len(ops) >= 5 {
		return "Struct tag metadata must have either 3 or 4 operands"
	}
	if len(ops) == flag+1 {
		ci, ok := mdConstInt(ops[flag])
		if !ok {
			return "Immutability tag on struct tag metadata must be a constant"
		}
		if _, v, ok := unsignedValue(ci); !ok || v > 1 {
			return "Immutability part of the struct tag metadata must be either 0 or 1"
		}
	}
	return ""
}

// tbaaPath walks from base down the fields the offset falls in until it
// meets the access type.
func tbaaPath(base, access *ir.MDNode, width int, offset uint64, isNew bool) string {
	seen := false
	var onPath []*ir.MDNode
	for base != nil && !tbaaRoot(base) {
		if slices.Contains(onPath, base) {
			return "Cycle detected in struct path"
		}
		onPath = append(onPath, base)
		fieldWidth, msg, valid := tbaaBaseNode(base, isNew)
		if !valid {
			return msg // LLVM gives up on an invalid node, silently if it said nothing
		}
		seen = seen || base == access
		if (base == access || isScalarTBAA(base)) && offset != 0 {
			return "Offset not zero at the point of scalar access"
		}
		if fieldWidth != width && !(fieldWidth == 0 && offset == 0) && !(isNew && fieldWidth == anyWidth) {
			return "Access bit-width not the same as description bit-width"
		}
		if isNew && seen {
			break
		}
		if base, offset, msg = tbaaField(base, width, offset, isNew); msg != "" {
			return msg
		}
	}
	if !seen {
		return "Did not see access type in access path!"
	}
	return ""
}

// anyWidth is the field width of a node without fields (LLVM's ~0u).
const anyWidth = -1

// tbaaBaseNode checks a node used as a base type and returns the width
// of its field offsets (0 for a scalar). valid is false for a node LLVM
// refuses to walk; msg is then its message, "" where LLVM says nothing.
func tbaaBaseNode(n *ir.MDNode, isNew bool) (width int, msg string, valid bool) {
	ops := n.Ops
	if n.Kind == "DILocation" {
		return 0, "", false // its two operands (tbaaRoot) are no scalar type
	}
	if len(ops) == 2 {
		return 0, "", isScalarTBAA(n)
	}
	first, step := 1, 2
	if isNew {
		first, step = 3, 3
		if len(ops)%3 != 0 {
			return 0, "Access tag nodes must have the number of operands that is a multiple of 3!", false
		}
		if _, ok := mdConstInt(ops[1]); !ok {
			return 0, "Type size nodes must be constants!", false
		}
	} else {
		if len(ops)%2 != 1 {
			return 0, "Struct tag nodes must have an odd number of operands!", false
		}
		if _, ok := ops[0].(*ir.MDString); !ok {
			return 0, "Struct tag nodes have a string as their first operand", false
		}
	}
	width = anyWidth
	var prev uint64
	for i := first; i < len(ops); i += step {
		if _, ok := ops[i].(*ir.MDNode); !ok {
			return 0, "Incorrect field entry in struct type node!", false
		}
		ci, ok := mdConstInt(ops[i+1])
		if !ok {
			return 0, "Offset entries must be constants!", false
		}
		w, v, ok := unsignedValue(ci)
		switch {
		case !ok:
			return 0, "", false // wider than 64 bits: not checked
		case width != anyWidth && w != width:
			return 0, "Bitwidth between the offsets and struct type entries must match", false
		case i > first && v < prev:
			return 0, "Offsets must be increasing!", false
		}
		width, prev = w, v
		if isNew {
			if _, ok := mdConstInt(ops[i+2]); !ok {
				return 0, "Member size entries must be constants!", false
			}
		}
	}
	return width, "", true
}

// tbaaField returns the field of base the offset falls in and the offset
// within it.
func tbaaField(base *ir.MDNode, width int, offset uint64, isNew bool) (*ir.MDNode, uint64, string) {
	ops := base.Ops
	if len(ops) == 2 {
		parent, _ := ops[1].(*ir.MDNode)
		return parent, offset, ""
	}
	first, step := 1, 2
	if isNew {
		first, step = 3, 3
	}
	mask := widthMask(width)
	at := len(ops) - step
	for i := first; i < len(ops); i += step {
		if fieldOffset(ops[i+1]) > offset {
			if i == first {
				return nil, 0, "Could not find TBAA parent in struct type node"
			}
			at = i - step
			break
		}
	}
	field, _ := ops[at].(*ir.MDNode)
	return field, (offset - fieldOffset(ops[at+1])) & mask, ""
}

// isScalarTBAA reports whether n is a scalar type node: a name, a parent
// that is a root or a scalar, and optionally a zero offset. The chain of
// parents is short; a parent met twice is a cycle.
func isScalarTBAA(n *ir.MDNode) bool {
	var visited []*ir.MDNode
	for {
		if len(n.Ops) != 2 && len(n.Ops) != 3 {
			return false
		}
		if _, ok := n.Ops[0].(*ir.MDString); !ok {
			return false
		}
		if len(n.Ops) == 3 {
			ci, ok := mdConstInt(n.Ops[2])
			if !ok || !ci.IsZero() {
				return false
			}
		}
		parent, ok := n.Ops[1].(*ir.MDNode)
		if !ok || parent == nil || slices.Contains(visited, parent) {
			return false
		}
		if parent.Kind != "" {
			return diRoot(parent)
		}
		if len(parent.Ops) < 2 {
			return true
		}
		visited = append(visited, parent)
		n = parent
	}
}

// diRoot reports whether LLVM takes specialized node n for a TBAA root:
// a node of fewer than two operands, as a DIExpression, a DIAssignID, a
// DIEnumerator or a DILocation without inlinedAt are. The others have two
// or more, and none is a scalar type node (record mutant 3223 of seed 7
// gave a scalar type a DICompositeType for parent, whose text memspace
// took and LLVM refuses).
func diRoot(n *ir.MDNode) bool {
	switch n.Kind {
	case "DIExpression", "DIAssignID", "DIEnumerator":
		return true
	case "DILocation":
		return n.Field("inlinedAt") == nil
	}
	return false
}

// tbaaRoot reports whether LLVM's walk of a struct path ends at n: a node
// of fewer than two operands. Of the specialized nodes, a DILocation with
// inlinedAt has two (its scope and that), and LLVM gives up on the path
// there without a word (record mutant 2388 of seed 38 made one the base
// type of !llvm.errno.tbaa's tag); the others end the walk as before.
func tbaaRoot(n *ir.MDNode) bool {
	if n.Kind == "" {
		return len(n.Ops) < 2
	}
	return n.Kind != "DILocation" || diRoot(n)
}

// isNewTBAAType reports whether an access type is in the new format: at
// least three operands, the first a node (its parent).
func isNewTBAAType(t *ir.MDNode) bool {
	if t == nil || len(t.Ops) < 3 {
		return false
	}
	p, ok := t.Ops[0].(*ir.MDNode)
	return ok && p != nil
}

// unsignedValue returns an integer constant's width and value as
// unsigned; ok is false past 64 bits.
func unsignedValue(ci *ir.ConstInt) (width int, v uint64, ok bool) {
	it, _ := ci.Type().(*ir.IntType)
	if it == nil || it.Bits > 64 || ci.Big != nil {
		return 0, 0, false
	}
	return it.Bits, uint64(ci.V) & widthMask(it.Bits), true
}

func widthMask(width int) uint64 {
	if width <= 0 || width >= 64 {
		return ^uint64(0)
	}
	return 1<<width - 1
}

// fieldOffset is the unsigned value of a field offset tbaaBaseNode
// accepted.
func fieldOffset(md ir.Metadata) uint64 {
	ci, _ := mdConstInt(md)
	_, v, _ := unsignedValue(ci)
	return v
}

// StripInvalidTBAA does what LLVM's bitcode reader does with access tags
// its verifier would refuse: if the !tbaa of any instruction breaks a
// rule, every instruction's !tbaa goes, silently, so the module reads
// (text is verified instead, and refused). It reports whether it
// stripped. (Record mutant 207 of seed 1 gave a tag a non-constant
// immutability flag; opt-22 read the module without its tags.)
func StripInvalidTBAA(m *ir.Module) bool {
	if !anyInvalidTBAA(m) {
		return false
	}
	for _, f := range m.Functions {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				in.SetMetadata("tbaa", nil)
			}
		}
	}
	return true
}

// anyInvalidTBAA reports whether the !tbaa of some instruction of m
// breaks a rule; each tag is checked once.
func anyInvalidTBAA(m *ir.Module) bool {
	valid := map[*ir.MDNode]bool{}
	for _, f := range m.Functions {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				tag, ok := in.Metadata("tbaa").(*ir.MDNode)
				if !ok || tag == nil {
					continue
				}
				ok, seen := valid[tag]
				if !seen {
					ok = tbaaTagProblem(tag) == ""
					valid[tag] = ok
				}
				if !ok || tbaaPlaceProblem(in, tag) != "" {
					return true
				}
			}
		}
	}
	return false
}

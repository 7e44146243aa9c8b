package irverify

import (
	"math"
	"math/big"
	"math/bits"
	"strings"

	"memspace/ir"
)

// Metadata attachments that tell passes facts about a value (!nonnull,
// !align, !dereferenceable, !range, !fpmath, !noalias.addrspace, which
// memspace-opt writes, and !implicit.ref on globals), checked as LLVM's
// verifier checks them, with its messages. A pass trusting a misplaced
// one (a !nonnull on an integer, an !align of 3) would optimize on a
// fact LLVM refuses to read, and llvm-as-22 refuses our output.

// checkAttachments checks the attachments of one instruction.
func (c *funcChecker) checkAttachments(in *ir.Instruction) {
	for _, a := range in.MD {
		n, ok := a.Node.(*ir.MDNode)
		if !ok || n == nil {
			continue
		}
		if msg := c.attachmentProblem(in, a.Kind, n); msg != "" {
			c.errorf(in, "%s", msg)
		}
		if a.Kind == "dbg" && n.Kind == "DILocation" && !inlinedAtChain(n) && c.f.Metadata("dbg") != nil {
			// LLVM's verifier walks the chain to the location's scope in
			// the function and, finding none, refuses the module ("Failed
			// to find DILocalScope"; bitcode mutant 122 of seed 401).
			c.errorf(in, "!dbg: inlined-at should be a location")
		}
		if a.Kind != "dbg" && a.Kind != "llvm.loop" && holdsLocation(n, 0) && !c.isLoopID(n) {
			// LLVM's verifier calls it invalid debug info, strips the
			// debug info and still finds the location: the module is
			// refused.
			c.errorf(in, "!%s: DILocation not allowed within this metadata node", a.Kind)
		}
	}
}

// inlinedAtChain reports whether every inlinedAt of location n's chain
// is a DILocation (a chain longer than any real inlining counts as one).
func inlinedAtChain(n *ir.MDNode) bool {
	for range 1 << 10 {
		at := n.Field("inlinedAt")
		if at == nil {
			return true
		}
		if n, _ = at.(*ir.MDNode); n == nil || n.Kind != "DILocation" {
			return false
		}
	}
	return true
}

// holdsLocation reports whether tuple n holds a DILocation, directly or
// through nested tuples (depth bounds the search on cyclic nodes).
func holdsLocation(n *ir.MDNode, depth int) bool {
	if n.Kind != "" || depth > 8 {
		return false
	}
	for _, op := range n.Ops {
		if m, ok := op.(*ir.MDNode); ok && m != nil {
			if m.Kind == "DILocation" || holdsLocation(m, depth+1) {
				return true
			}
		}
	}
	return false
}

// isLoopID reports whether n is also some instruction's !llvm.loop in
// the function: LLVM checks a node once, and a loop ID may hold
// locations.
func (c *funcChecker) isLoopID(n *ir.MDNode) bool {
	for _, in := range c.instrs {
		if in.Metadata("llvm.loop") == ir.Metadata(n) {
			return true
		}
	}
	return false
}

// llvm22Kinds are attachment kinds LLVM 22 checks that LLVM 14 did not
// have: typed-pointer IR may carry them unchecked.
var llvm22Kinds = map[string]bool{"callee_type": true, "nofree": true, "alloc_token": true, "captures": true}

// capturesProblem checks !captures: on a store of a pointer, a list of
// the components the store may capture (record mutant 2607 of seed 7: on
// a load).
func capturesProblem(in *ir.Instruction, ops []ir.Metadata) string {
	switch {
	case in.Op != ir.OpStore:
		return "!captures metadata can only be applied to store instructions"
	case !isPtr(in.Operand(0).Type()):
		return "!captures metadata can only be applied to store with value operand of pointer type"
	case len(ops) == 0:
		return "!captures metadata cannot be empty"
	}
	for _, op := range ops {
		s, ok := op.(*ir.MDString)
		if !ok {
			return "!captures metadata must be a list of strings"
		}
		switch s.Value {
		case "address_is_null", "address", "read_provenance", "provenance":
		default:
			return "invalid entry in !captures metadata"
		}
	}
	return ""
}

// attachmentProblem returns LLVM's message for attachment kind with
// node n on in, or "".
func (c *funcChecker) attachmentProblem(in *ir.Instruction, kind string, n *ir.MDNode) string {
	ops := n.Ops
	if llvm22Kinds[kind] && c.m != nil && c.m.TypedPointers {
		return "" // LLVM 14 has no such kind, and checks none
	}
	switch kind {
	case "dbg":
		// LLVM calls it invalid debug info and strips the module's; the
		// bitcode reader refuses it as it reads, and memspace strips no
		// debug info (pipeline mutant 1229 of seed 871: a catchret's !dbg
		// made a DIDerivedType).
		if n.Kind != "DILocation" {
			return "invalid !dbg metadata attachment"
		}
		return ""
	case "alias.scope", "noalias":
		return scopeListProblem(n)
	case "tbaa":
		return tbaaProblem(in, n)
	case "llvm.access.group":
		if c.m != nil && c.m.TypedPointers {
			return "" // LLVM 14 does not check them
		}
		return accessGroupProblem(n)
	case "callee_type":
		if !in.IsCallLike() { // (record mutant 1644 of seed 3)
			return "!callee_type metadata should only exist on calls"
		}
		return calleeTypeProblem(ops)
	case "nofree":
		switch {
		case !isPtrOrPtrVector(in.Type()): // (record mutant 1628 of seed 5)
			return "nofree applies only to pointer types"
		case in.Op != ir.OpIntToPtr:
			return "nofree applies only to inttoptr instruction"
		case len(ops) != 0:
			return "nofree metadata must be empty"
		}
		return ""
	case "alloc_token":
		if !in.IsCallLike() { // (record mutant 393 of seed 4)
			return "!alloc_token should only exist on calls"
		}
		if len(ops) != 2 {
			return "!alloc_token must have 2 operands"
		}
		if _, ok := ops[0].(*ir.MDString); !ok {
			return "expected string"
		}
		if _, ok := mdConstInt(ops[1]); !ok {
			return "expected integer constant"
		}
		return ""
	case "captures":
		return capturesProblem(in, ops)
	case "prof":
		return profProblem(in, ops, c.m != nil && c.m.TypedPointers)
	case "invariant.group":
		return invariantGroupProblem(in)
	case "nonnull":
		return nonNullProblem(in, ops)
	case "align":
		return alignProblem(in, ops)
	case "dereferenceable", "dereferenceable_or_null":
		return derefProblem(in, ops)
	case "range":
		if in.Op != ir.OpLoad && in.Op != ir.OpCall && in.Op != ir.OpInvoke {
			return "Ranges are only for loads, calls and invokes!"
		}
		return rangeProblem(ops, scalarOf(in.Type()), rangeOfValues)
	case "noalias.addrspace":
		switch in.Op {
		case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg, ir.OpCall:
			return rangeProblem(ops, nil, rangeOfAddrSpaces)
		}
		return "noalias.addrspace are only for memory operations!"
	case "fpmath":
		return fpMathProblem(in, ops)
	case "annotation": // (bit-flip mutant 1281 of seed 841)
		return annotationProblem(n, c.m != nil && c.m.TypedPointers)
	}
	return ""
}

// annotationProblem checks an instruction's !annotation: a tuple of
// strings, or, from LLVM 15 on, also of tuples of strings. (LLVM checks
// no function's or global's.)
func annotationProblem(n *ir.MDNode, typed bool) string {
	switch {
	case n.Kind != "":
		return "annotation must be a tuple"
	case len(n.Ops) == 0:
		return "annotation must have at least one operand"
	}
	for _, op := range n.Ops {
		if _, ok := op.(*ir.MDString); ok {
			continue
		}
		if typed {
			return "operands must be strings"
		}
		if t, ok := op.(*ir.MDNode); !ok || t == nil || t.Kind != "" || !allStrings(t.Ops) {
			return "operands must be a string or a tuple of strings"
		}
	}
	return ""
}

func allStrings(ops []ir.Metadata) bool {
	for _, op := range ops {
		if _, ok := op.(*ir.MDString); !ok {
			return false
		}
	}
	return true
}

// loadedPointerProblem: !nonnull and !align (kind) tell facts about a
// pointer a load produces.
func loadedPointerProblem(in *ir.Instruction, kind string) string {
	switch {
	case !isPtr(in.Type()):
		return kind + " applies only to pointer types"
	case in.Op != ir.OpLoad:
		return kind + " applies only to load instructions, use attributes for calls or invokes"
	}
	return ""
}

func nonNullProblem(in *ir.Instruction, ops []ir.Metadata) string {
	if msg := loadedPointerProblem(in, "nonnull"); msg != "" || len(ops) == 0 {
		return msg
	}
	return "nonnull metadata must be empty"
}

// maxAlignment is LLVM's Value::MaximumAlignment.
const maxAlignment = 1 << 32

func alignProblem(in *ir.Instruction, ops []ir.Metadata) string {
	if msg := loadedPointerProblem(in, "align"); msg != "" {
		return msg
	}
	if len(ops) != 1 {
		return "align takes one operand!"
	}
	v, ok := mdInt(ops[0], 64)
	switch {
	case !ok:
		return "align metadata value must be an i64!"
	case bits.OnesCount64(v) != 1:
		return "align metadata value must be a power of 2!"
	case v > maxAlignment:
		return "alignment is larger that implementation defined limit"
	}
	return ""
}

func derefProblem(in *ir.Instruction, ops []ir.Metadata) string {
	switch {
	case !isPtr(in.Type()):
		return "dereferenceable, dereferenceable_or_null apply only to pointer types"
	case in.Op != ir.OpLoad && in.Op != ir.OpIntToPtr:
		return "dereferenceable, dereferenceable_or_null apply only to load and inttoptr instructions, use attributes for calls or invokes"
	case len(ops) != 1:
		return "dereferenceable, dereferenceable_or_null take one operand!"
	}
	if _, ok := mdInt(ops[0], 64); !ok {
		return "dereferenceable, dereferenceable_or_null metadata value must be an i64!"
	}
	return ""
}

func fpMathProblem(in *ir.Instruction, ops []ir.Metadata) string {
	if _, ok := scalarOf(in.Type()).(*ir.FloatType); !ok {
		return "fpmath requires a floating point result!"
	}
	if len(ops) != 1 {
		return "fpmath takes one operand!"
	}
	vm, _ := ops[0].(*ir.ValueAsMetadata)
	if vm == nil {
		return "invalid fpmath accuracy!"
	}
	f, ok := vm.V.(*ir.ConstFloat)
	if !ok {
		return "invalid fpmath accuracy!"
	}
	if ft, _ := f.Type().(*ir.FloatType); ft == nil || ft.Kind != ir.Float {
		return "fpmath accuracy must have float type"
	}
	if f.Raw == "" && (f.F <= 0 || math.IsInf(f.F, 0) || math.IsNaN(f.F)) {
		return "fpmath accuracy not a positive number!"
	}
	return ""
}

// calleeTypeProblem checks a call's !callee_type list: generalized type
// metadata, each !{i0, !"<type>.generalized"} (record mutant 9 of seed 31
// made one !{i64 2710}, which LLVM refuses).
func calleeTypeProblem(ops []ir.Metadata) string {
	for _, op := range ops {
		t, ok := op.(*ir.MDNode)
		switch {
		case !ok || t == nil:
			return "The callee_type metadata must be a list of type metadata nodes"
		case t.Kind != "" || len(t.Ops) != 2:
			return "Well-formed generalized type metadata must contain exactly two operands"
		}
		if ci, ok := mdConstInt(t.Ops[0]); !ok || !ci.IsZero() {
			return "The first operand of type metadata for functions must be zero"
		}
		if s, ok := t.Ops[1].(*ir.MDString); !ok || s == nil || !strings.HasSuffix(s.Value, ".generalized") {
			return "Only generalized type metadata can be part of the callee_type metadata list"
		}
	}
	return ""
}

// mdConstInt returns the integer constant a metadata operand wraps.
func mdConstInt(md ir.Metadata) (*ir.ConstInt, bool) {
	vm, ok := md.(*ir.ValueAsMetadata)
	if !ok || vm == nil {
		return nil, false
	}
	ci, ok := vm.V.(*ir.ConstInt)
	return ci, ok
}

// mdInt returns the value of an iN constant operand, as unsigned.
func mdInt(md ir.Metadata, width int) (uint64, bool) {
	ci, ok := mdConstInt(md)
	if !ok || ci.Big != nil {
		return 0, false
	}
	if it, _ := ci.Type().(*ir.IntType); it == nil || it.Bits != width {
		return 0, false
	}
	return uint64(ci.V), true
}

// checkImplicitRefs: !implicit.ref on a function or global variable names
// one other global by a pointer.
func checkImplicitRefs(m *ir.Module) []problem {
	var out []problem
	check := func(g ir.Value, c *ir.GlobalCommon) {
		for _, a := range c.MD {
			if a.Kind != "implicit.ref" {
				continue
			}
			if msg := implicitRefProblem(g, a.Node); msg != "" {
				out = append(out, problem{"@" + g.Name() + ": " + msg, g})
			}
		}
	}
	for _, g := range m.Globals {
		if g != nil {
			check(g, g.Common())
		}
	}
	for _, f := range m.Functions {
		if f != nil {
			check(f, f.Common())
		}
	}
	return out
}

func implicitRefProblem(g ir.Value, md ir.Metadata) string {
	n, ok := md.(*ir.MDNode)
	if !ok || n == nil {
		return ""
	}
	if len(n.Ops) != 1 {
		return "ref metadata must have one operand"
	}
	vm, ok := n.Ops[0].(*ir.ValueAsMetadata)
	switch {
	case !ok || vm == nil:
		return "ref metadata must be ValueAsMetadata"
	case !isPtr(vm.V.Type()):
		return "ref value must be pointer typed"
	case vm.V == g:
		return "values should not reference themselves"
	}
	return ""
}

// checkDebugNodes: a DIGlobalVariableExpression, numbered or attached to
// a global, names a DIGlobalVariable. LLVM's verifier reads its var as
// one unchecked: another node is invalid debug info, which it drops, and
// a DIExpression crashes it (record mutant 2237 of seed 16). A
// DIFixedPointType has only its kind's fields (fixedPointProblem). memspace
// keeps debug info whole, so it refuses the module instead.
func checkDebugNodes(m *ir.Module) []problem {
	var out []problem
	seen := map[*ir.MDNode]bool{}
	check := func(md ir.Metadata) {
		n, ok := md.(*ir.MDNode)
		if !ok || n == nil || seen[n] {
			return
		}
		seen[n] = true
		switch n.Kind {
		case "DIGlobalVariableExpression":
			if v := n.NodeField("var"); v != nil && v.Kind != "DIGlobalVariable" {
				out = append(out, problem{"the var of a !DIGlobalVariableExpression is no DIGlobalVariable", nil})
			}
		case "DIFixedPointType":
			if msg := fixedPointProblem(n); msg != "" {
				out = append(out, problem{msg, nil})
			}
		}
	}
	for _, md := range m.Metadata {
		check(md)
	}
	for _, g := range m.Globals {
		if g != nil {
			for _, a := range g.MD {
				check(a.Node)
			}
		}
	}
	return out
}

// fixedPointProblem: a rational DIFixedPointType has no factor, and one
// of another kind no numerator or denominator (LLVM's verifier, in its
// words; LLVM's printer shows only the fields of the node's kind, and
// the text reader takes them all).
func fixedPointProblem(n *ir.MDNode) string {
	nonzero := func(name string) bool {
		r, ok := n.Field(name).(*ir.MDRaw)
		if !ok {
			return false
		}
		v, ok := new(big.Int).SetString(r.Text, 10)
		return !ok || v.Sign() != 0
	}
	switch e, _ := n.Field("encoding").(*ir.MDRaw); {
	case e == nil:
		return "invalid encoding"
	case e.Text != "DW_ATE_signed_fixed" && e.Text != "DW_ATE_unsigned_fixed" && e.Text != "13" && e.Text != "14":
		return "invalid encoding"
	}
	if k, _ := n.Field("kind").(*ir.MDRaw); k != nil && k.Text == "Rational" {
		if nonzero("factor") {
			return "factor should be 0 for rationals"
		}
	} else if nonzero("numerator") || nonzero("denominator") {
		return "numerator and denominator should be 0 for non-rationals"
	}
	return ""
}

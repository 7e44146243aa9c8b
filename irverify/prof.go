package irverify

import "memspace/ir"

// !prof and !invariant.group attachments, checked as LLVM's verifier
// checks them, with its messages. A !prof whose branch weights do not
// match the instruction's successors would be misread by any pass that
// updates weights, and llvm-as-22 refuses the module. Typed-pointer
// modules get LLVM 14's rules, which know only branch_weights and accept
// any other name.

// profProblem returns LLVM's message for a !prof attachment with
// operands ops on in, or "".
func profProblem(in *ir.Instruction, ops []ir.Metadata, typed bool) string {
	if len(ops) == 0 {
		return "!prof annotations should have at least 1 operand"
	}
	if ops[0] == nil {
		return "first operand should not be null"
	}
	name, ok := ops[0].(*ir.MDString)
	if !ok {
		return "expected string with name of the !prof annotation"
	}
	if !typed && name.Value == "unknown" {
		return unknownProfProblem(in, ops)
	}
	if len(ops) < 2 {
		return "!prof annotations should have no less than 2 operands"
	}
	switch {
	case name.Value == "branch_weights":
		return branchWeightsProblem(in, ops)
	case typed:
		return ""
	case name.Value == "VP":
		return valueProfileProblem(in, ops)
	}
	return "expected either branch_weights or VP profile name"
}

// unknownProfProblem: !{!"unknown", !"pass"} marks weights a pass could
// not compute, where branch weights could stand.
func unknownProfProblem(in *ir.Instruction, ops []ir.Metadata) string {
	if len(ops) != 2 {
		return "'unknown' !prof should have a single additional operand"
	}
	pass, ok := ops[1].(*ir.MDString)
	switch {
	case !ok:
		return "'unknown' !prof should have an additional operand of type string"
	case pass.Value == "":
		return "the 'unknown' !prof operand should not be an empty string"
	case weightsExpected(in) == 0 && in.Op != ir.OpInvoke:
		return "'unknown' !prof should only appear on instructions on which 'branch_weights' would"
	}
	return ""
}

// branchWeightsProblem: one integer weight per successor (a call has one,
// an invoke one or two, a select two), after an optional origin string
// when there are three operands or more.
func branchWeightsProblem(in *ir.Instruction, ops []ir.Metadata) string {
	first := weightsStart(ops)
	n := len(ops) - first
	if in.Op == ir.OpInvoke {
		if n != 1 && n != 2 {
			return "Wrong number of InvokeInst branch_weights operands"
		}
	} else if want := weightsExpected(in); want == 0 {
		return "!prof branch_weights are not allowed for this instruction"
	} else if n != want {
		return "Wrong number of operands"
	}
	for _, op := range ops[first:] {
		if op == nil {
			return "second operand should not be null"
		}
		if _, ok := mdConstInt(op); !ok {
			return "!prof brunch_weights operand is not a const int"
		}
	}
	return ""
}

// weightsStart is the index of the first branch weight of a !prof's
// operands ops: after the name, and after an origin string when there are
// two operands more.
func weightsStart(ops []ir.Metadata) int {
	if len(ops) >= 3 {
		if _, origin := ops[1].(*ir.MDString); origin {
			return 2
		}
	}
	return 1
}

// ReaderDropsWeights reports whether LLVM's bitcode reader drops prof from
// in as it reads: branch weights of another count than a br's, switch's
// or indirectbr's successors, a call's one or a select's two ("upgrading"
// older incorrect weights), which so never reach its verifier. An
// invoke's or a callbr's it keeps.
func ReaderDropsWeights(in *ir.Instruction, prof *ir.MDNode) bool {
	if len(prof.Ops) == 0 || in.Op == ir.OpCallBr {
		return false
	}
	if name, ok := prof.Ops[0].(*ir.MDString); !ok || name.Value != "branch_weights" {
		return false
	}
	want := weightsExpected(in)
	return want != 0 && len(prof.Ops) != weightsStart(prof.Ops)+want
}

// weightsExpected is the number of branch weights in takes, 0 for an
// instruction that takes none.
func weightsExpected(in *ir.Instruction) int {
	switch in.Op {
	case ir.OpBr, ir.OpSwitch, ir.OpIndirectBr, ir.OpCallBr:
		n := 0
		for _, op := range in.Operands() {
			if _, ok := op.(*ir.Block); ok {
				n++
			}
		}
		return n
	case ir.OpCall:
		return 1
	case ir.OpSelect:
		return 2
	}
	return 0
}

// Value profile kinds (InstrProfValueKind): indirect call targets, memop
// sizes, vtable targets.
const (
	vpIndirectCall = 0
	vpMemOpSize    = 1
	vpLast         = 2
)

// valueProfileProblem: !{!"VP", i32 kind, i64 total, (i64 value, i64
// count)...}.
func valueProfileProblem(in *ir.Instruction, ops []ir.Metadata) string {
	if len(ops) < 5 {
		return "invalid value profiling metadata"
	}
	kind, ok := mdConstInt(ops[1])
	switch {
	case !ok:
		return "VP !prof missing kind argument"
	case kind.Big != nil || uint64(kind.V) > vpLast:
		return "Invalid VP !prof kind"
	case len(ops)%2 != 1:
		return "VP !prof should have an even number of arguments after 'VP'"
	case (kind.V == vpIndirectCall || kind.V == vpMemOpSize) && !in.IsCallLike():
		return "VP !prof indirect call or memop size expected to be applied to CallBase instructions only"
	}
	return ""
}

// invariantGroupProblem: !invariant.group marks loads and stores only.
func invariantGroupProblem(in *ir.Instruction) string {
	if in.Op != ir.OpLoad && in.Op != ir.OpStore {
		return "invariant.group metadata is only for loads and stores"
	}
	return ""
}

// functionProfProblem checks a function's !prof attachments as LLVM's
// verifier does (bitcode mutant 1276 of seed 631 attached a subprogram
// as !prof): at most one, an entry count !{!"function_entry_count" (or
// "synthetic_function_entry_count"), i64 N, ...}, or in LLVM 22 an
// !{!"unknown", !"pass"}.
func functionProfProblem(mds []ir.MDAttachment, typed bool) string {
	seen := false
	for _, a := range mds {
		if a.Kind != "prof" {
			continue
		}
		if seen {
			return "function must have a single !prof attachment"
		}
		seen = true
		n, ok := a.Node.(*ir.MDNode)
		if !ok || n == nil {
			continue
		}
		if msg := entryCountProblem(n.Ops, typed); msg != "" {
			return msg
		}
	}
	return ""
}

func entryCountProblem(ops []ir.Metadata, typed bool) string {
	if s, ok := firstString(ops); ok && s == "unknown" && !typed && len(ops) >= 2 {
		switch {
		case len(ops) != 2:
			return "'unknown' !prof should have a single additional operand"
		case !isString(ops[1]):
			return "'unknown' !prof should have an additional operand of type string"
		case ops[1].(*ir.MDString).Value == "":
			return "the 'unknown' !prof operand should not be an empty string"
		}
		return ""
	}
	switch name, isStr := firstString(ops); {
	case len(ops) < 2:
		return "!prof annotations should have no less than 2 operands"
	case ops[0] == nil:
		return "first operand should not be null"
	case !isStr:
		return "expected string with name of the !prof annotation"
	case name != "function_entry_count" && name != "synthetic_function_entry_count":
		return "first operand should be 'function_entry_count' or 'synthetic_function_entry_count'"
	case ops[1] == nil:
		return "second operand should not be null"
	}
	if _, ok := ops[1].(*ir.ValueAsMetadata); !ok {
		return "expected integer argument to function_entry_count"
	}
	return ""
}

// firstString returns the first operand as a string, if it is one.
func firstString(ops []ir.Metadata) (string, bool) {
	if len(ops) == 0 {
		return "", false
	}
	s, ok := ops[0].(*ir.MDString)
	if !ok {
		return "", false
	}
	return s.Value, true
}

func isString(md ir.Metadata) bool { _, ok := md.(*ir.MDString); return ok }

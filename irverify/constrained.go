package irverify

import (
	"strings"

	"memspace/ir"
)

// Constrained floating-point intrinsics (llvm.experimental.constrained.*)
// name their exception behavior, and most of them their rounding mode,
// by a metadata string; LLVM's verifier refuses any other (with these
// messages), and LLVM's passes would read the missing one as a default
// the program did not ask for. The comparisons put a predicate where the
// others put the rounding mode.

var (
	exceptionBehaviors = map[string]bool{"fpexcept.ignore": true, "fpexcept.maytrap": true, "fpexcept.strict": true}
	roundingModes      = map[string]bool{"round.dynamic": true, "round.tonearest": true, "round.downward": true,
		"round.upward": true, "round.towardzero": true, "round.tonearestaway": true}
)

// constrainedProblem returns LLVM's message for a call of intrinsic name
// with arguments args whose exception behavior or rounding mode is not
// one LLVM knows, or "".
func constrainedProblem(name string, args []ir.Value) string {
	op, ok := strings.CutPrefix(name, "llvm.experimental.constrained.")
	if !ok || len(args) == 0 {
		return ""
	}
	if !mdStringIn(args[len(args)-1], exceptionBehaviors) {
		return "invalid exception behavior argument"
	}
	if len(args) < 2 || strings.HasPrefix(op, "fcmp") {
		return ""
	}
	if r, ok := args[len(args)-2].(*ir.MetadataAsValue); ok && !mdStringIn(r, roundingModes) {
		return "invalid rounding mode argument"
	}
	return ""
}

// mdStringIn reports whether v is metadata holding one of the strings.
func mdStringIn(v ir.Value, set map[string]bool) bool {
	m, ok := v.(*ir.MetadataAsValue)
	if !ok || m == nil {
		return false
	}
	s, ok := m.MD.(*ir.MDString)
	return ok && s != nil && set[s.Value]
}

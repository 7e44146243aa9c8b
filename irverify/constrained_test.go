package irverify_test

import "testing"

// constrainedCases: constrained floating-point calls, as llvm-as-22
// judges their exception behavior and rounding mode (text mutant 2584 of
// seed 461 put a node where the rounding mode goes).
var constrainedCases = map[string]string{
	constrained(`round.dynamic`, `fpexcept.strict`):    "",
	constrained(`round.towardzero`, `fpexcept.ignore`): "",
	constrained(`round.sideways`, `fpexcept.strict`):   "invalid rounding mode argument",
	constrained(`round.dynamic`, `fpexcept.never`):     "invalid exception behavior argument",
	"declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)\ndefine double @f(double %a) {\n  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !0, metadata !\"fpexcept.strict\")\n  ret double %r\n}\n!0 = !{}\n": "invalid rounding mode argument",
	"declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata)\ndefine i32 @f(double %a) {\n  %r = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %a, metadata !\"fpexcept.maytrap\")\n  ret i32 %r\n}\n":                                                    "",
	"declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)\ndefine i1 @f(double %a) {\n  %r = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %a, metadata !\"olt\", metadata !\"fpexcept.strict\")\n  ret i1 %r\n}\n":                     "",
}

// constrained is a module with a constrained fadd of rounding mode round
// and exception behavior except.
func constrained(round, except string) string {
	return "declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)\ndefine double @f(double %a) {\n" +
		"  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !\"" + round + "\", metadata !\"" + except + "\")\n  ret double %r\n}\n"
}

func TestConstrainedFP(t *testing.T)          { verifyCases(t, constrainedCases) }
func TestConstrainedFPMatchLLVM(t *testing.T) { verifyCasesLLVM(t, constrainedCases) }

package irverify

import (
	"strconv"
	"strings"

	"memspace/ir"
)

// The string function attributes whose values LLVM 22's verifier checks,
// on functions and call sites. The rules were read off llvm-as-22's
// answers (strattrs_test.go asks it again): a backend reading a value it
// does not know would guess, so the module is refused instead.

// stringAttrChecks maps each checked key to its check, which returns
// LLVM's message for a bad value or "".
var stringAttrChecks = map[string]func(key, v string) string{
	"frame-pointer":             oneOf("all", "non-leaf", "none", "reserved", "non-leaf-no-reserve"),
	"sign-return-address":       oneOf("none", "all", "non-leaf"),
	"sign-return-address-key":   oneOf("a_key", "b_key"),
	"patchable-function-entry":  unsigned32,
	"patchable-function-prefix": unsigned32,
	"warn-stack-size":           unsigned32,
	"denormal-fp-math":          denormalMode,
	"denormal-fp-math-f32":      denormalMode,
	"target-features":           targetFeatures,
}

// boolStringAttrs take "true", "false" or nothing.
var boolStringAttrs = []string{"branch-target-enforcement", "branch-protection-pauth-lr",
	"guarded-control-stack", "no-jump-tables", "less-precise-fpmad", "no-infs-fp-math",
	"no-nans-fp-math", "no-signed-zeros-fp-math", "use-sample-profile", "no-inline-line-tables",
	"profile-sample-accurate"}

func init() {
	for _, k := range boolStringAttrs {
		stringAttrChecks[k] = oneOf("true", "false", "")
	}
}

func invalidValue(key, v string) string {
	return "invalid value for '" + key + "' attribute: " + v
}

func oneOf(values ...string) func(key, v string) string {
	return func(key, v string) string {
		for _, ok := range values {
			if v == ok {
				return ""
			}
		}
		return invalidValue(key, v)
	}
}

// unsigned32 takes decimal digits that fit 32 bits.
func unsigned32(key, v string) string {
	if _, err := strconv.ParseUint(v, 10, 32); err != nil {
		return strconv.Quote(key) + " takes an unsigned integer: " + v
	}
	return ""
}

// denormalMode takes one mode, or two joined by a comma (outputs, inputs).
func denormalMode(key, v string) string {
	if v == "" {
		return ""
	}
	parts := strings.Split(v, ",")
	if len(parts) > 2 {
		return invalidValue(key, v)
	}
	for _, p := range parts {
		switch p {
		case "ieee", "preserve-sign", "positive-zero", "dynamic":
		default:
			return invalidValue(key, v)
		}
	}
	return ""
}

// targetFeatures takes comma-separated features, each "+name" or "-name".
func targetFeatures(_, v string) string {
	if v == "" {
		return ""
	}
	for _, f := range strings.Split(v, ",") {
		switch {
		case f == "":
			return "target-features attribute should not contain an empty string"
		case f[0] != '+' && f[0] != '-':
			return "target feature '" + f + "' must start with a '+' or '-'"
		}
	}
	return ""
}

// stringAttrProblem returns LLVM's message for a checked string attribute
// with a bad value, or "".
func stringAttrProblem(a ir.Attr) string {
	if a.Form != ir.FormString {
		return ""
	}
	if check := stringAttrChecks[a.Kind]; check != nil {
		return check(a.Kind, a.Value)
	}
	return ""
}

// signKeyProblem: a return-address signing key means nothing without
// signing.
func signKeyProblem(l *ir.AttrList, groups map[int][]ir.Attr) string {
	if fnHas(l, groups, "sign-return-address-key", true) && !fnHas(l, groups, "sign-return-address", true) {
		return "'sign-return-address-key' present without `sign-return-address`"
	}
	return ""
}

package irverify_test

import (
	"fmt"
	"testing"
)

// stringAttrCases are string function attributes and LLVM's verdict on
// their values, on a definition, a declaration and a call site.
var stringAttrCases = func() map[string]string {
	out := map[string]string{}
	add := func(attrs, want string) {
		out[fmt.Sprintf("define void @f() #0 {\n  ret void\n}\nattributes #0 = { %s }\n", attrs)] = want
	}
	add(`"frame-pointer"="bogus"`, "invalid value for 'frame-pointer' attribute: bogus")
	add(`"frame-pointer"`, "invalid value for 'frame-pointer' attribute: ")
	add(`"frame-pointer"="non-leaf" "no-trapping-math"="bogus"`, "")
	add(`"sign-return-address"="non-leaf" "sign-return-address-key"="b_key"`, "")
	add(`"sign-return-address"="some"`, "invalid value for 'sign-return-address' attribute: some")
	add(`"sign-return-address-key"="a_key"`, "'sign-return-address-key' present without `sign-return-address`")
	add(`"sign-return-address"="all" "sign-return-address-key"="c_key"`, "invalid value for 'sign-return-address-key' attribute: c_key")
	add(`"patchable-function-entry"="01" "warn-stack-size"="4294967295"`, "")
	add(`"patchable-function-prefix"="-1"`, `"patchable-function-prefix" takes an unsigned integer: -1`)
	add(`"warn-stack-size"="4294967296"`, `"warn-stack-size" takes an unsigned integer: 4294967296`)
	add(`"no-jump-tables"="true" "less-precise-fpmad"="false" "use-sample-profile"`, "")
	add(`"no-nans-fp-math"="1"`, "invalid value for 'no-nans-fp-math' attribute: 1")
	add(`"denormal-fp-math"="preserve-sign,ieee" "denormal-fp-math-f32"="dynamic"`, "")
	add(`"denormal-fp-math-f32"="ieee,ieee,ieee"`, "invalid value for 'denormal-fp-math-f32' attribute: ieee,ieee,ieee")
	add(`"target-features"="+ptx42,-sm_90,+"`, "")
	add(`"target-features"="+a,"`, "target-features attribute should not contain an empty string")
	add(`"target-features"="ptx42"`, "target feature 'ptx42' must start with a '+' or '-'")
	out["declare void @f() #0\nattributes #0 = { \"frame-pointer\"=\"x\" }\n"] = "invalid value for 'frame-pointer' attribute: x"
	out["declare void @f()\ndefine void @g() {\n  call void @f() #0\n  ret void\n}\nattributes #0 = { \"warn-stack-size\"=\"x\" }\n"] = `"warn-stack-size" takes an unsigned integer: x`
	out["declare void @f(ptr \"frame-pointer\"=\"x\")\n"] = ""
	return out
}()

func TestStringAttrs(t *testing.T)          { verifyCases(t, stringAttrCases) }
func TestStringAttrsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, stringAttrCases) }

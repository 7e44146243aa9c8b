package irverify_test

import "testing"

// attrConflictCases hold attributes that may or may not stand together,
// and LLVM's verdict.
var attrConflictCases = map[string]string{
	"declare void @f(ptr readnone readonly)\n":                     "Attributes 'readnone and readonly' are incompatible!",
	"declare void @f(ptr readnone writeonly)\n":                    "Attributes 'readnone and writeonly' are incompatible!",
	"declare void @f(ptr readonly writeonly)\n":                    "Attributes 'readonly and writeonly' are incompatible!",
	"declare void @f(ptr writable readonly)\n":                     "Attributes writable and readonly are incompatible!",
	"declare void @f(ptr inalloca(i32) readonly)\n":                "Attributes 'inalloca and readonly' are incompatible!",
	"declare void @f(ptr sret(i32) returned)\n":                    "Attributes 'sret and returned' are incompatible!",
	"declare zeroext signext i32 @f()\n":                           "Attributes 'zeroext and signext' are incompatible!",
	"declare void @f(ptr byval(i32) inreg)\n":                      "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!",
	"declare void @f(ptr nest byref(i32))\n":                       "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!",
	"declare void @f(ptr noalias nonnull readonly)\n":              "",
	"declare void @f() noinline alwaysinline\n":                    "Attributes 'noinline and alwaysinline' are incompatible!",
	"declare void @f() optnone\n":                                  "Attribute 'optnone' requires 'noinline'!",
	"declare void @f() #0\nattributes #0 = { optnone }\n":          "Attribute 'optnone' requires 'noinline'!",
	"declare void @f() noinline #0\nattributes #0 = { optnone }\n": "",
	"declare void @f() optnone noinline minsize\n":                 "Attributes 'minsize and optnone' are incompatible!",
	"declare void @f() optnone noinline optsize\n":                 "Attributes 'optsize and optnone' are incompatible!",
	"declare void @f() optsize optdebug\n":                         "Attributes 'optsize and optdebug' are incompatible!",
	"declare void @f() jumptable\n":                                "Attribute 'jumptable' requires 'unnamed_addr'",
	"declare void @f() unnamed_addr jumptable\n":                   "",
	"declare void @f(ptr)\ndefine void @g(ptr %p) {\n  call void @f(ptr readnone readonly %p)\n  ret void\n}\n": "Attributes 'readnone and readonly' are incompatible!",
	"declare void @f()\ndefine void @g() {\n  call void @f() noinline alwaysinline\n  ret void\n}\n":            "Attributes 'noinline and alwaysinline' are incompatible!",
}

func TestAttrConflicts(t *testing.T)          { verifyCases(t, attrConflictCases) }
func TestAttrConflictsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, attrConflictCases) }

package irverify_test

import "testing"

// ehCases: the exception-handling rules, as llvm-as-22 judges them.
var ehCases = map[string]string{
	ehModule("personality ptr @pers", "invoke void @f() to label %a unwind label %b\na:\n  ret void\nb:\n  %x = landingpad { ptr, i32 } cleanup\n  resume { ptr, i32 } %x"): "",
	ehModule("", "invoke void @f() to label %a unwind label %b\na:\n  ret void\nb:\n  %x = landingpad { ptr, i32 } cleanup\n  ret void"):                                    "LandingPadInst needs to be in a function with a personality.",
	ehModule("personality ptr @pers", "invoke void @f() to label %a unwind label %b\na:\n  ret void\nb:\n  ret void"):                                                       "The unwind destination does not have an exception handling instruction!",
	ehModule("personality ptr @pers", "br i1 %c, label %b, label %a\na:\n  ret void\nb:\n  %x = landingpad { ptr, i32 } cleanup\n  ret void"):                               "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
	ehModule("personality ptr @pers", "invoke void @f() to label %b unwind label %b\nb:\n  %x = landingpad { ptr, i32 } cleanup\n  ret void"):                               "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
	ehModule("", "resume { ptr, i32 } zeroinitializer"): "ResumeInst needs to be in a function with a personality.",
	ehModule("", "invoke void @f() to label %a unwind label %b\na:\n  ret void\nb:\n  %p = cleanuppad within none []\n  cleanupret from %p unwind to caller"):                      "CleanupPadInst needs to be in a function with a personality.",
	ehModule("personality ptr @pers", "invoke void @f() to label %a unwind label %b\na:\n  ret void\nb:\n  %p = cleanuppad within none []\n  cleanupret from %p unwind to caller"): "",
	ehModule("personality ptr @pers", "%p = cleanuppad within none []\n  cleanupret from %p unwind to caller"):                                                                     "EH pad cannot be in entry block.",
	ehModule("personality ptr @pers", "invoke void @f() to label %a unwind label %cs\na:\n  ret void\ncs:\n  %s = catchswitch within none [label %h] unwind to caller\n"+
		"h:\n  %p = catchpad within %s []\n  catchret from %p to label %a"): "",
	ehModule("", "invoke void @f() to label %a unwind label %cs\na:\n  ret void\ncs:\n  %s = catchswitch within none [label %h] unwind to caller\n"+
		"h:\n  %p = catchpad within %s []\n  catchret from %p to label %a"): "CatchSwitchInst needs to be in a function with a personality.",
}

// ehModule is a function @k(i1 %c) with attrs after its parameters and
// body (from its entry block on).
func ehModule(attrs, body string) string {
	return "declare i32 @pers(...)\ndeclare void @f()\ndefine void @k(i1 %c) " + attrs + " {\nentry:\n  " + body + "\n}\n"
}

func TestEH(t *testing.T)          { verifyCases(t, ehCases) }
func TestEHMatchLLVM(t *testing.T) { verifyCasesLLVM(t, ehCases) }

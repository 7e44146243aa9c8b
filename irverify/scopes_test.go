package irverify_test

import "testing"

// withScopes is a load carrying attachment kind !0, with the nodes given.
func withScopes(kind, nodes string) string {
	return "define void @f(ptr %p) {\n  %a = load i32, ptr %p, !" + kind + " !0\n  ret void\n}\n" + nodes
}

// scopeCases are alias scope lists and access groups, with LLVM 22's
// verdict.
var scopeCases = map[string]string{
	withScopes("alias.scope", "!0 = !{!1}\n!1 = distinct !{!1, !2, !\"s\"}\n!2 = distinct !{!2, !\"d\"}\n"): "",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!\"s\", !2}\n!2 = !{!\"d\"}\n"):                               "",
	withScopes("alias.scope", "!0 = !{!\"x\"}\n"):                                                           "scope list must consist of MDNodes",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!1}\n"):                                                       "scope must have two or three operands",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{i32 0, !2}\n!2 = !{!\"d\"}\n"):                                "first scope operand must be self-referential or string",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!\"s\", !2, i32 3}\n!2 = !{!\"d\"}\n"):                        "third scope operand must be string (if used)",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!\"s\", !\"d\"}\n"):                                           "second scope operand must be MDNode",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!\"s\", !2}\n!2 = !{}\n"):                                     "domain must have one or two operands",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!\"s\", !2}\n!2 = !{i32 1}\n"):                                "first domain operand must be self-referential or string",
	withScopes("noalias", "!0 = !{!1}\n!1 = !{!\"s\", !2}\n!2 = !{!\"d\", i32 1}\n"):                        "second domain operand must be string (if used)",
	withScopes("llvm.access.group", "!0 = distinct !{}\n"):                                                  "",
	withScopes("llvm.access.group", "!0 = !{}\n"):                                                           "",
	withScopes("llvm.access.group", "!0 = !{!1, !2}\n!1 = distinct !{}\n!2 = distinct !{}\n"):               "",
	withScopes("llvm.access.group", "!0 = !{!1, !2}\n!1 = distinct !{}\n!2 = !{}\n"):                        "Access scope list contains invalid access scope",
	withScopes("llvm.access.group", "!0 = !{!\"x\"}\n"):                                                     "Access scope list must consist of MDNodes",
	withScopes("llvm.access.group", "!0 = distinct !{!1}\n!1 = distinct !{i32 0}\n"):                        "Access scope list contains invalid access scope",
}

func TestScopes(t *testing.T)          { verifyCases(t, scopeCases) }
func TestScopesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, scopeCases) }

// typedScopeCases: LLVM 14 checks scopes but not access groups.
var typedScopeCases = map[string]string{
	"define void @f(i32* %p) {\n  %a = load i32, i32* %p, !noalias !0\n  ret void\n}\n!0 = !{!1}\n!1 = !{!1}\n":   "scope must have two or three operands",
	"define void @f(i32* %p) {\n  %a = load i32, i32* %p, !llvm.access.group !0\n  ret void\n}\n!0 = !{!\"x\"}\n": "",
}

func TestTypedScopes(t *testing.T)            { verifyCases(t, typedScopeCases) }
func TestTypedScopesMatchLLVM14(t *testing.T) { verifyCasesWith(t, "llvm-as-14", typedScopeCases) }

package irverify_test

import "testing"

// globalVarCases: common globals, the intrinsic lists and the attachments
// LLVM checks on global objects, as llvm-as-22 judges them.
var globalVarCases = map[string]string{
	withGlobals("@llvm.used = appending global [1 x ptr] [ptr @b], section \"llvm.metadata\""):                                       "",
	withGlobals("@llvm.used = appending global [1 x ptr] [ptr @al]"):                                                                 "",
	withGlobals("@llvm.used = appending global [0 x ptr] []"):                                                                        "wrong initializer for intrinsic global variable",
	withGlobals("@llvm.compiler.used = appending global [1 x ptr] [ptr null]"):                                                       "wrong initializer for intrinsic global variable",
	withGlobals("@llvm.used = appending global [2 x ptr] [ptr null, ptr @b]"):                                                        "invalid llvm.used member",
	withGlobals("@llvm.used = appending global [1 x ptr] [ptr @i]"):                                                                  "invalid llvm.used member",
	withGlobals("@llvm.used = appending global [1 x ptr] [ptr @0]"):                                                                  "members of llvm.used must be named",
	withGlobals("@llvm.used = appending global [1 x ptr] [ptr @\"7\"]\n@\"7\" = global i32 0"):                                       "",
	withGlobals("@llvm.used = global [1 x ptr] [ptr @b]"):                                                                            "invalid linkage for intrinsic global variable",
	withGlobals("@llvm.used = appending global [1 x i32] [i32 0]"):                                                                   "wrong type for intrinsic global variable",
	withGlobals("@llvm.global_ctors = appending global [1 x { i64, ptr, ptr }] zeroinitializer"):                                     "wrong type for intrinsic global variable",
	withGlobals("@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr null }]"):                   "the third field of the element type is mandatory",
	withGlobals("@x = global ptr @llvm.global_dtors\n@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] zeroinitializer"): "invalid uses of intrinsic global variable",
	withGlobals("@llvm.global_ctors = external global [1 x { i32, ptr, ptr }]"):                                                      "",
	withGlobals("@g = common global i32 1"):                                                                                          "'common' global must have a zero initializer!",
	withGlobals("@g = common global float -0.0"):                                                                                     "'common' global must have a zero initializer!",
	withGlobals("@g = common global [2 x i32] [i32 0, i32 0]"):                                                                       "",
	withGlobals("@g = common constant i32 0"):                                                                                        "'common' global may not be marked constant!",
	withGlobals("$cd = comdat any\n@g = common global i32 0, comdat($cd)"):                                                           "'common' global may not be in a Comdat!",
	withGlobals("@g = global i32 0, !associated !{ptr @g}"):                                                                          "global values should not associate to themselves",
	withGlobals("@g = global i32 0, !associated !{}"):                                                                                "associated metadata must have one operand",
	withGlobals("@g = global i32 0, !associated !{i32 1}"):                                                                           "associated value must be pointer typed",
	withGlobals("@g = global i32 0, !associated !{ptr null}"):                                                                        "",
	withGlobals("define void @h() !associated !{ptr @h} {\n  ret void\n}"):                                                           "global values should not associate to themselves",
	withGlobals("@c1 = alias i32, ptr @c2\n@c2 = alias i32, ptr @c1\n@g = global i32 0, !associated !{ptr @c1}"):                     "Aliases cannot form a cycle",
	withGlobals("@g = external global i32, !absolute_symbol !{i64 -1, i64 -1}"):                                                      "",
	withGlobals("@g = external global i32, !absolute_symbol !{i64 0, i64 0}"):                                                        "Range must not be empty!",
	withGlobals("@g = external global i32, !absolute_symbol !{i32 0, i32 4}"):                                                        "Range types must match instruction type!",
}

// withGlobals is a module holding decl and some globals it may name.
func withGlobals(decl string) string {
	return decl + "\n@b = global i32 0\n@0 = global i32 0\n@i = ifunc void(), ptr @r\n@al = alias i32, ptr @b\ndefine ptr @r() {\n  ret ptr null\n}\n"
}

func TestGlobalVars(t *testing.T)          { verifyCases(t, globalVarCases) }
func TestGlobalVarsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, globalVarCases) }

// typedGlobalVarCases: typed IR names a list member through casts and
// zero-index getelementptrs (clang 14's -fsanitize=address lists a
// string's first element so), which LLVM looks through.
var typedGlobalVarCases = map[string]string{
	"@s = private constant { [3 x i8], [5 x i8] } zeroinitializer\n" +
		"@llvm.compiler.used = appending global [1 x i8*] [i8* getelementptr inbounds ({ [3 x i8], [5 x i8] }, { [3 x i8], [5 x i8] }* @s, i32 0, i32 0, i32 0)], section \"llvm.metadata\"": "",
	"@s = global [4 x i8] zeroinitializer\n" +
		"@llvm.used = appending global [1 x i8*] [i8* getelementptr ([4 x i8], [4 x i8]* @s, i64 0, i64 1)]": "invalid llvm.used member",
	"define void @f() {\n  ret void\n}\n" +
		"@llvm.used = appending global [1 x i8*] [i8* bitcast (void ()* @f to i8*)]": "",
}

func TestTypedGlobalVars(t *testing.T) { verifyCases(t, typedGlobalVarCases) }
func TestTypedGlobalVarsMatchLLVM(t *testing.T) {
	verifyCasesWith(t, "llvm-as-14", typedGlobalVarCases)
}

// declComdatCases: a comdat groups definitions, not declarations.
var declComdatCases = map[string]string{
	"$c = comdat any\ndeclare void @f() comdat($c)\n":             "Declaration may not be in a Comdat!",
	"$g = comdat any\n@g = external global i32, comdat\n":         "Declaration may not be in a Comdat!",
	"$f = comdat any\ndefine void @f() comdat {\n  ret void\n}\n": "",
	"$g = comdat any\n@g = global i32 0, comdat\n":                "",
}

func TestDeclarationComdat(t *testing.T)          { verifyCases(t, declComdatCases) }
func TestDeclarationComdatMatchLLVM(t *testing.T) { verifyCasesLLVM(t, declComdatCases) }

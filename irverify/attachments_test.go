package irverify_test

import (
	"os"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// attachmentCases are metadata attachments LLVM's verifier checks, and
// its verdict.
var attachmentCases = map[string]string{
	noFree("store i32 0, ptr %p", "!{}"):                                                                         "nofree applies only to pointer types",
	noFree("%q = load ptr, ptr %p", "!{}"):                                                                       "nofree applies only to inttoptr instruction",
	noFree("%q = inttoptr i64 %i to ptr", "!{i32 1}"):                                                            "nofree metadata must be empty",
	noFree("%q = inttoptr i64 %i to ptr", "!{}"):                                                                 "",
	allocToken("load i32, ptr %p", `!{!"int", i1 false}`):                                                        "!alloc_token should only exist on calls",
	allocToken("call ptr @m(i64 4)", `!{!"int", i1 false}`):                                                      "",
	allocToken("call ptr @m(i64 4)", `!{i32 1}`):                                                                 "!alloc_token must have 2 operands",
	allocToken("call ptr @m(i64 4)", `!{i32 1, i1 false}`):                                                       "expected string",
	allocToken("call ptr @m(i64 4)", `!{!"x", !"y"}`):                                                            "expected integer constant",
	"define void @f() {\n  ret void, !callee_type !0\n}\n!0 = !{!1}\n!1 = !{i64 0, !\"_ZTSFvvE.generalized\"}\n": "!callee_type metadata should only exist on calls",
	"define void @f(ptr %g) {\n  call void %g(), !callee_type !0\n  ret void\n}\n!0 = !{!1}\n!1 = !{i64 0, !\"_ZTSFvvE.generalized\"}\n": "",
	calleeType(`!{i64 2710}`):                                                                 "The callee_type metadata must be a list of type metadata nodes",
	calleeType(`!{!{i64 0}}`):                                                                 "Well-formed generalized type metadata must contain exactly two operands",
	calleeType(`!{!{i64 0, !"_ZTSFvvE.generalized", i64 0}}`):                                 "Well-formed generalized type metadata must contain exactly two operands",
	calleeType(`!{!{i64 1, !"_ZTSFvvE.generalized"}}`):                                        "The first operand of type metadata for functions must be zero",
	calleeType(`!{!{!"x", !"_ZTSFvvE.generalized"}}`):                                         "The first operand of type metadata for functions must be zero",
	calleeType(`!{!{i64 0, !"_ZTSFvvE"}}`):                                                    "Only generalized type metadata can be part of the callee_type metadata list",
	calleeType(`!{!{i64 0, i64 3}}`):                                                          "Only generalized type metadata can be part of the callee_type metadata list",
	calleeType(`!{!{i32 0, !"_ZTSFvvE.generalized"}, !{i64 0, !"x.generalized"}}`):            "",
	calleeType(`!{}`):                                                                         "",
	kcfiType(`!{i32 5}`):                                                                      "",
	kcfiType(`!{i32 5, i32 6}`):                                                               "!kcfi_type must have exactly one operand",
	kcfiType(`!{}`):                                                                           "!kcfi_type must have exactly one operand",
	kcfiType(`!{!"x"}`):                                                                       "expected a constant operand for !kcfi_type",
	kcfiType(`!{float 1.0}`):                                                                  "expected a constant integer operand for !kcfi_type",
	kcfiType(`!{i64 5}`):                                                                      "expected a 32-bit integer constant operand for !kcfi_type",
	body("store ptr null, ptr %p, !nonnull !{}"):                                              "nonnull applies only to pointer types",
	body("%v = load float, ptr %p, !nonnull !{}"):                                             "nonnull applies only to pointer types",
	body("%v = call ptr @g(), !nonnull !{}"):                                                  "nonnull applies only to load instructions, use attributes for calls or invokes",
	body("%v = load ptr, ptr %p, !nonnull !{i64 4}"):                                          "nonnull metadata must be empty",
	body("%v = load ptr, ptr %p, !nonnull !{}"):                                               "",
	body("store float 0.0, ptr %p, align 4, !align !{i64 4}"):                                 "align applies only to pointer types",
	body("%v = load ptr, ptr %p, !align !{i64 3}"):                                            "align metadata value must be a power of 2!",
	body("%v = load ptr, ptr %p, !align !{i32 4}"):                                            "align metadata value must be an i64!",
	body("%v = load ptr, ptr %p, !align !{i64 4, i64 4}"):                                     "align takes one operand!",
	body("%v = load ptr, ptr %p, !align !{i64 8589934592}"):                                   "alignment is larger that implementation defined limit",
	body("%v = load ptr, ptr %p, !align !{i64 4294967296}"):                                   "",
	body("%v = call ptr @g(), !align !{i64 4}"):                                               "align applies only to load instructions, use attributes for calls or invokes",
	body("%v = call ptr @g(), !dereferenceable !{i64 4}"):                                     "dereferenceable, dereferenceable_or_null apply only to load and inttoptr instructions, use attributes for calls or invokes",
	body("%v = load i32, ptr %p, !dereferenceable_or_null !{i64 4}"):                          "dereferenceable, dereferenceable_or_null apply only to pointer types",
	body("%v = load ptr, ptr %p, !dereferenceable !{i32 4}"):                                  "dereferenceable, dereferenceable_or_null metadata value must be an i64!",
	body("%v = load ptr, ptr %p, !dereferenceable !{i64 4, i64 4}"):                           "dereferenceable, dereferenceable_or_null take one operand!",
	body("%v = inttoptr i64 0 to ptr, !dereferenceable !{i64 4}"):                             "",
	body("%v = load i32, ptr %p, !range !{i64 0, i64 4}"):                                     "Range types must match instruction type!",
	body("%v = load i32, ptr %p, !range !{i32 0, i32 4, i32 2}"):                              "Unfinished range!",
	body("%v = load i32, ptr %p, !range !{i32 4, i32 4}"):                                     "The upper and lower limits cannot be the same value",
	body("%v = load <2 x i32>, ptr %p, !range !{i32 0, i32 4}"):                               "",
	body("%v = add i32 0, 0, !range !{i32 0, i32 4}"):                                         "Ranges are only for loads, calls and invokes!",
	body("%v = fadd float 0.0, 0.0, !fpmath !{float 2.5, float 1.0}"):                         "fpmath takes one operand!",
	body("%v = fadd float 0.0, 0.0, !fpmath !{double 2.5}"):                                   "fpmath accuracy must have float type",
	body("%v = fadd float 0.0, 0.0, !fpmath !{float -2.5}"):                                   "fpmath accuracy not a positive number!",
	body("%v = fadd float 0.0, 0.0, !fpmath !{float 2.5}"):                                    "",
	body("%v = load float, ptr %p, !fpmath !{float 2.5}"):                                     "",
	body("%v = load ptr, ptr %p, !fpmath !{float 2.5}"):                                       "fpmath requires a floating point result!",
	body("%v = load i32, ptr %p, !noalias.addrspace !{i32 0, i32 4}"):                         "",
	body("%v = call ptr @g(), !noalias.addrspace !{i32 0, i32 4}"):                            "",
	body("%v = add i32 0, 0, !noalias.addrspace !{i32 0, i32 4}"):                             "noalias.addrspace are only for memory operations!",
	body("%v = load i32, ptr %p, !noalias.addrspace !{i64 0, i64 4}"):                         "noalias.addrspace type must be i32!",
	body("%v = load i32, ptr %p, !noalias.addrspace !{i32 0, i32 4, i32 5}"):                  "Unfinished range!",
	dbgModule("ret void, !foo !5\n!5 = !{!4}"):                                                "DILocation not allowed within this metadata node",
	dbgModule("ret void, !foo !5\n!5 = !{!6}\n!6 = !{!4}"):                                    "DILocation not allowed within this metadata node",
	dbgModule("ret void, !llvm.loop !5\n!5 = distinct !{!5, !4}"):                             "",
	"define void @f() !implicit.ref !0 {\n  ret void\n}\n!0 = !{}\n":                          "ref metadata must have one operand",
	"define void @f() !implicit.ref !0 {\n  ret void\n}\n!0 = !{i32 1}\n":                     "ref value must be pointer typed",
	"define void @f() !implicit.ref !0 {\n  ret void\n}\n!0 = !{ptr @f}\n":                    "values should not reference themselves",
	"define void @f() !implicit.ref !0 {\n  ret void\n}\n!0 = !{!\"x\"}\n":                    "ref metadata must be ValueAsMetadata",
	"@h = global i32 0\ndefine void @f() !implicit.ref !0 {\n  ret void\n}\n!0 = !{ptr @h}\n": "",
	"@h = global i32 0, !implicit.ref !0\n!0 = !{i32 1}\n":                                    "ref value must be pointer typed",
}

// body wraps one instruction into a function.
func body(in string) string {
	return "declare ptr @g()\ndefine void @f(ptr %p) {\n  " + in + "\n  ret void\n}\n"
}

func TestAttachments(t *testing.T)          { verifyCases(t, attachmentCases) }
func TestAttachmentsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, attachmentCases) }

// dbgModule makes a function with debug info whose only instruction is
// ret (with what follows it; the text after the newline is metadata).
func dbgModule(ret string) string {
	in, md, _ := strings.Cut(ret, "\n")
	return dbgDefine("void @f()", in, md)
}

// dbgDefine makes a function of signature head (with its attributes) and
// body, with debug info: its subprogram !3, a location !4 in it, and md
// after (from !5).
func dbgDefine(head, body, md string) string {
	return "define " + head + " !dbg !3 {\n  " + body + "\n}\n" +
		"!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!2}\n" +
		"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n" +
		"!1 = !DIFile(filename: \"k.c\", directory: \"/\")\n!2 = !{i32 2, !\"Debug Info Version\", i32 3}\n" +
		"!3 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)\n" +
		"!4 = !DILocation(line: 1, scope: !3)\n" + md + "\n"
}

// TestInlinedAtChain: in a function with a subprogram, every inlinedAt of
// an instruction's location chain is a location. LLVM 22's verifier
// reads such a chain as locations whatever it holds: llvm-as-22 crashes
// on this input, and refused bitcode mutant 122 of seed 401 ("Failed to
// find DILocalScope"); memspace refuses it with a message. A chain of
// locations passes.
func TestInlinedAtChain(t *testing.T) {
	src := func(at string) string {
		return `define void @f() !dbg !4 {
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!8 = !DILocation(line: 2, scope: !4, inlinedAt: !9)
!9 = distinct !DILocation(line: 3, scope: !4` + at + `)
!10 = distinct !DILocation(line: 4, scope: !4)
`
	}
	verifyCases(t, map[string]string{
		src(", inlinedAt: i32 2"): "!dbg: inlined-at should be a location",
		src(", inlinedAt: !10"):   "",
		src(""):                   "",
	})
}

// allocToken is a function whose instruction in carries !alloc_token md.
func allocToken(in, md string) string {
	return "declare ptr @m(i64)\ndefine void @f(ptr %p) {\n  %v = " + in + ", !alloc_token !0\n  ret void\n}\n!0 = " + md + "\n"
}

// noFree is a function whose instruction in carries !nofree md.
func noFree(in, md string) string {
	return "define void @f(ptr %p, i64 %i) {\n  " + in + ", !nofree !0\n  ret void\n}\n!0 = " + md + "\n"
}

// TestGlobalVarExprVar: a DIGlobalVariableExpression's var is a
// DIGlobalVariable. LLVM's verifier takes any node for one: llvm-as-22
// crashes on the DIExpression below and drops the debug info holding the
// basic type; memspace refuses both.
func TestGlobalVarExprVar(t *testing.T) {
	gve := func(v string) string {
		return "@g = global i32 0, !dbg !0\n!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())\n" +
			"!1 = " + v + "\n!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug)\n" +
			"!3 = !DIFile(filename: \"k.c\", directory: \"/\")\n!4 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n"
	}
	const msg = "the var of a !DIGlobalVariableExpression is no DIGlobalVariable"
	verifyCases(t, map[string]string{
		gve("!DIExpression()"): msg,
		gve("!DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)"):                                                      msg,
		gve("distinct !DIGlobalVariable(name: \"g\", scope: !2, file: !3, line: 1, type: !4, isLocal: false, isDefinition: true)"): "",
	})
}

// fixedPointCases: a DIFixedPointType has a fixed-point encoding (record
// mutant 531 of seed 40 gave one encoding 142) and only its kind's fields:
// no factor for a rational, no numerator or denominator for the others
// (bit-flip mutant 1585 of seed 911 gave a rational a factor, which the
// bitcode reader dropped as LLVM's printer does not show it).
var fixedPointCases = map[string]string{
	fixedPoint("kind: Rational, numerator: 1, denominator: 3"):                                                "",
	fixedPoint("kind: Rational, numerator: 0, denominator: 0, factor: 0"):                                     "",
	fixedPoint("kind: Binary, factor: -4"):                                                                    "",
	fixedPoint("kind: Decimal, numerator: 0"):                                                                 "",
	fixedPoint("kind: Rational, numerator: 1, denominator: 3, factor: -3"):                                    "factor should be 0 for rationals",
	fixedPoint("kind: Binary, numerator: 1, factor: 2"):                                                       "numerator and denominator should be 0 for non-rationals",
	fixedPoint("kind: Decimal, denominator: -18446744073709551616"):                                           "numerator and denominator should be 0 for non-rationals",
	strings.Replace(fixedPoint("kind: Binary, factor: 1"), "DW_ATE_signed_fixed", "DW_ATE_unsigned_fixed", 1): "",
	strings.Replace(fixedPoint("kind: Binary, factor: 1"), "DW_ATE_signed_fixed", "DW_ATE_signed", 1):         "invalid encoding",
	strings.Replace(fixedPoint("kind: Binary, factor: 1"), "DW_ATE_signed_fixed", "142", 1):                   "invalid encoding",
}

// fixedPoint is a module whose named metadata holds a DIFixedPointType of
// the given fields.
func fixedPoint(fields string) string {
	return "!named = !{!0}\n!0 = !DIFixedPointType(name: \"q\", size: 32, encoding: DW_ATE_signed_fixed, " + fields + ")\n"
}

func TestFixedPointFields(t *testing.T)          { verifyCases(t, fixedPointCases) }
func TestFixedPointFieldsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, fixedPointCases) }

// annotation is a function whose ret carries !annotation md; typed gives
// it a typed pointer parameter, so that it reads as LLVM 14's IR.
func annotation(md string, typed bool) string {
	param := "ptr %p"
	if typed {
		param = "i32* %p"
	}
	return "define void @f(" + param + ") !annotation !1 {\n  ret void, !annotation !0\n}\n!0 = " + md + "\n!1 = !{i32 1}\n"
}

// annotationCases: an instruction's !annotation is a tuple of strings
// and (LLVM 15 on) tuples of strings; LLVM checks no function's (bit-flip
// mutant 1281 of seed 841 had an i32 in one).
var annotationCases = map[string]string{
	annotation(`!{!"a", !{!"b", !"c"}}`, false):  "",
	annotation(`!{!{}}`, false):                  "",
	annotation(`distinct !{!"a"}`, false):        "",
	annotation(`!{}`, false):                     "annotation must have at least one operand",
	annotation(`!{i32 10}`, false):               "operands must be a string or a tuple of strings",
	annotation(`!{!"a", !{!"b", i32 1}}`, false): "operands must be a string or a tuple of strings",
	annotation(`!{!{!"a", !{!"b"}}}`, false):     "operands must be a string or a tuple of strings",
	annotation(`!DIExpression()`, false):         "annotation must be a tuple",
}

var typedAnnotationCases = map[string]string{
	annotation(`!{!"a"}`, true):          "",
	annotation(`!{!"a", !{!"b"}}`, true): "operands must be strings",
	annotation(`!{}`, true):              "annotation must have at least one operand",
	annotation(`!DIExpression()`, true):  "annotation must be a tuple",
}

func TestAnnotations(t *testing.T) {
	verifyCases(t, annotationCases)
	verifyCases(t, typedAnnotationCases)
	// LLVM 22 crashes on a null operand, which is no string either.
	verifyCases(t, map[string]string{annotation(`!{!{!"a", null}}`, false): "operands must be a string or a tuple of strings"})
}

func TestAnnotationsMatchLLVM(t *testing.T) {
	verifyCasesLLVM(t, annotationCases)
	verifyCasesWith(t, "llvm-as-14", typedAnnotationCases)
}

// TestDbgIsALocation: an instruction's !dbg is a DILocation. LLVM calls
// another node invalid debug info and strips the module's debug info
// with a warning (checked here with llvm-as-22); memspace strips none, and
// refuses it, as its bitcode reader does (pipeline mutant 1229 of seed
// 871: a catchret's !dbg made a DIDerivedType).
func TestDbgIsALocation(t *testing.T) {
	bad := dbgModule("ret void, !dbg !1")
	verifyCases(t, map[string]string{bad: "invalid !dbg metadata attachment", dbgModule("ret void, !dbg !4"): ""})
	_, stderr, err := llvmtools.RunInput(t, []byte(bad), "llvm-as-22", "-", "-o", os.DevNull)
	if err != nil || !strings.Contains(stderr, "invalid !dbg metadata attachment") {
		t.Errorf("llvm-as-22 (%v): %s", err, stderr)
	}
}

// calleeType calls through a pointer with !callee_type list.
func calleeType(list string) string {
	return "define void @f(ptr %g) {\n  call void %g(), !callee_type !0\n  ret void\n}\n!0 = " + list + "\n"
}

// TestFunctionDbgIsASubprogram: a function's !dbg is a DISubprogram,
// distinct on a definition (bitcode mutant 2399 of seed 871 made it a
// DICompileUnit). LLVM strips such debug info with a warning, which
// llvm-as-22 prints with the message; memspace refuses it.
func TestFunctionDbgIsASubprogram(t *testing.T) {
	cu := strings.Replace(dbgModule("ret void"), "define void @f() !dbg !3", "define void @f() !dbg !0", 1)
	uniqued := strings.Replace(dbgModule("ret void"), "distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)",
		"!DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, spFlags: 0)", 1)
	decl := dbgModule("ret void") + "declare !dbg !5 void @g()\n!5 = !DISubprogram(name: \"g\", scope: !1, file: !1, line: 2, spFlags: 0)\n"
	cases := map[string]string{
		cu:      "function !dbg attachment must be a subprogram",
		uniqued: "function definition may only have a distinct !dbg attachment",
		decl:    "",
	}
	verifyCases(t, cases)
	for src, want := range cases {
		_, stderr, err := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-", "-o", os.DevNull)
		if err != nil || !strings.Contains(stderr, want) || (want == "") != (stderr == "") {
			t.Errorf("llvm-as-22 (%v), want %q: %s", err, want, stderr)
		}
	}
}

// kcfiType defines a function with !kcfi_type node.
func kcfiType(node string) string {
	return "define void @f() !kcfi_type !0 {\n  ret void\n}\n!0 = " + node + "\n"
}

// nakedCases: a naked function uses none of its parameters but in debug
// information.
var nakedCases = map[string]string{
	"define void @f(ptr %p) naked {\n  store i32 0, ptr %p\n  unreachable\n}\n":                           "cannot use argument of naked function",
	"define void @f(ptr %p) #0 {\n  %q = load ptr, ptr %p\n  unreachable\n}\nattributes #0 = { naked }\n": "cannot use argument of naked function",
	"define void @f(ptr %p) naked {\n  call void asm sideeffect \"ret\", \"\"()\n  unreachable\n}\n":      "",
	"define void @f(ptr %p) {\n  store i32 0, ptr %p\n  ret void\n}\n":                                    "",
	"declare void @llvm.dbg.value(metadata, metadata, metadata)\n" + dbgDefine("void @f(i32 %x) naked",
		"call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !4\n  unreachable",
		"!5 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n!6 = !DILocalVariable(name: \"x\", arg: 1, scope: !3, file: !1, line: 1, type: !5)"): "",
}

// typedNakedCases: LLVM 14 lets a naked function use its parameters.
var typedNakedCases = map[string]string{
	"define void @f(i32* %p) naked {\n  store i32 0, i32* %p\n  unreachable\n}\n": "",
}

func TestNakedParams(t *testing.T) {
	verifyCases(t, nakedCases)
	verifyCases(t, typedNakedCases)
}

func TestNakedParamsMatchLLVM(t *testing.T) {
	verifyCasesLLVM(t, nakedCases)
	verifyCasesWith(t, "llvm-as-14", typedNakedCases)
}

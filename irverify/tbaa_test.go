package irverify_test

import "testing"

// tbaaTypes are a root, char and int (old struct-path format), a struct S
// of two ints at 0 and 4, and the same in the new format (!10-!13).
const tbaaTypes = `!0 = !{!"root"}
!1 = !{!"char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!4 = !{!"S", !2, i64 0, !2, i64 4}
!10 = !{!0, i64 1, !"char"}
!11 = !{!10, i64 4, !"int"}
!12 = !{!10, i64 8, !"S", !11, i64 0, i64 4, !11, i64 4, i64 4}
`

// tbaaStore is a store whose !tbaa is !3 = tag, with extra nodes.
func tbaaStore(tag, extra string) string {
	return "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !3\n  ret void\n}\n" + tbaaTypes + "!3 = " + tag + "\n" + extra
}

// tbaaCases are access tags and type nodes with LLVM 22's verdict.
var tbaaCases = map[string]string{
	tbaaStore("!{!2, !2, i64 0}", ""):                                                       "",
	tbaaStore("!{!4, !2, i64 4}", ""):                                                       "",
	tbaaStore("!{!2, !2, i64 0, i64 1}", ""):                                                "",
	tbaaStore("!{!12, !11, i64 4, i64 4}", ""):                                              "",
	tbaaStore("!{!\"int\", !1}", ""):                                                        "", // old scalar form, upgraded
	tbaaStore("!{!2, !2, i64 0, i64 0, i64 0}", ""):                                         "Struct tag metadata must have either 3 or 4 operands",
	tbaaStore("!{!2, !2, i64 0, i64 2}", ""):                                                "Immutability part of the struct tag metadata must be either 0 or 1",
	tbaaStore("!{!2, !2, i64 0, !\"x\"}", ""):                                               "Immutability tag on struct tag metadata must be a constant",
	tbaaStore("!{!2, !2, !\"x\"}", ""):                                                      "Offset must be constant integer",
	tbaaStore("!{!2, !\"x\", i64 0}", ""):                                                   "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
	tbaaStore("!{!4, !2, i64 2}", ""):                                                       "Offset not zero at the point of scalar access",
	tbaaStore("!{!5, !2, i64 4}", "!5 = !{!\"T\", !2, i64 4, !2, i64 0}\n"):                 "Offsets must be increasing!",
	tbaaStore("!{!5, !2, i64 4}", "!5 = !{!\"T\", !2, i32 0, !2, i64 4}\n"):                 "Bitwidth between the offsets and struct type entries must match",
	tbaaStore("!{!5, !2, i64 4}", "!5 = !{!\"T\", !2, i32 0, !2, i32 4}\n"):                 "Access bit-width not the same as description bit-width",
	tbaaStore("!{!5, !2, i64 0}", "!5 = !{!\"T\", !2, i64 4, !2, i64 8}\n"):                 "Could not find TBAA parent in struct type node",
	tbaaStore("!{!5, !2, i64 0}", "!5 = !{!\"T\", !6, i64 0}\n!6 = !{!\"U\", !5, i64 0}\n"): "Cycle detected in struct path",
	tbaaStore("!{!5, !2, i64 0}", "!5 = !{!\"T\", !1, i64 0}\n"):                            "Did not see access type in access path!",
	// A scalar's parent that is a specialized node: a root when LLVM gives
	// it fewer than two operands (record mutant 3223 of seed 7).
	tbaaStore("!{!5, !5, i64 0}", "!5 = !{!\"T\", !6, i64 0}\n!6 = !DIFile(filename: \"a\", directory: \"b\")\n"): "Access type node must be a valid scalar type",
	tbaaStore("!{!5, !5, i64 0}", "!5 = !{!\"T\", !6, i64 0}\n!6 = !DIExpression()\n"):                            "",
	tbaaStore("!{!5, !5, i64 0}", "!5 = !{!\"T\", !6, i64 0}\n!6 = !DIEnumerator(name: \"a\", value: 1)\n"):       "",
	tbaaStore("!{!5, !2, i64 0}", "!5 = !{!\"T\", !2, i64 0, !2}\n"):                                              "Struct tag nodes must have an odd number of operands!",
	tbaaStore("!{!5, !2, i64 0}", "!5 = !{i32 1, !2, i64 0}\n"):                                                   "Struct tag nodes have a string as their first operand",
	tbaaStore("!{!5, !2, i64 4}", "!5 = !{!\"T\", !\"x\", i64 0, !2, i64 4}\n"):                                   "Incorrect field entry in struct type node!",
	tbaaStore("!{!5, !5, i64 0}", "!5 = !{!\"T\", !1, i64 1}\n"):                                                  "Access type node must be a valid scalar type",
	tbaaStore("!{!11, !11, i64 0}", ""):                                                                           "Access tag metadata must have either 4 or 5 operands",
	tbaaStore("!{!11, !11, i64 0, !\"x\"}", ""):                                                                   "Access size field must be a constant",
	tbaaStore("!{!5, !11, i64 4, i64 4}", "!5 = !{!10, i64 8, !\"T\", !11, i64 0, i64 4, !11, i64 4, !\"x\"}\n"):  "Member size entries must be constants!",
	"define void @f() {\n  %a = add i32 0, 0, !tbaa !3\n  ret void\n}\n" + tbaaTypes + "!3 = !{!2, !2, i64 0}\n":  "This instruction shall not have a TBAA access tag!",
}

func TestTBAA(t *testing.T)          { verifyCases(t, tbaaCases) }
func TestTBAAMatchLLVM(t *testing.T) { verifyCasesLLVM(t, tbaaCases) }

// typedTBAACases: LLVM 14 has the same rules.
var typedTBAACases = map[string]string{
	"define void @f(i32* %p) {\n  store i32 0, i32* %p, !tbaa !3\n  ret void\n}\n" + tbaaTypes + "!3 = !{!4, !2, i64 4}\n": "",
	"define void @f(i32* %p) {\n  store i32 0, i32* %p, !tbaa !3\n  ret void\n}\n" + tbaaTypes + "!3 = !{!4, !2, i64 2}\n": "Offset not zero at the point of scalar access",
}

func TestTypedTBAA(t *testing.T)            { verifyCases(t, typedTBAACases) }
func TestTypedTBAAMatchLLVM14(t *testing.T) { verifyCasesWith(t, "llvm-as-14", typedTBAACases) }

package irverify_test

import "testing"

// paramListCases are parameter attribute lists as a whole, and the
// captures(none) LLVM 22 reads nocapture as on a return value, as
// llvm-as-22's verifier judges them (TestParamListsMatchLLVM). The
// mutant that found the last one: roundtrip's seed 241, mutant 715 of
// ptrmask-spir-unknown-mask.ll.
var paramListCases = map[string]string{ // source: message, "" when taken
	"declare ptr @f(ptr returned, ptr returned)\n":                                                             "More than one parameter has attribute returned!",
	"declare ptr @f(ptr returned, ptr)\n":                                                                      "",
	"declare void @f(ptr returned)\n":                                                                          "Incompatible argument and return types for 'returned' attribute",
	"declare ptr addrspace(1) @f(ptr returned)\n":                                                              "Incompatible argument and return types for 'returned' attribute",
	"declare i64 @f(<2 x i32> returned)\n":                                                                     "Incompatible argument and return types for 'returned' attribute",
	"declare <4 x i16> @f(<2 x i32> returned)\n":                                                               "",
	"declare <4 x ptr> @f(<2 x ptr> returned)\n":                                                               "",
	"declare void @f(i32, i32, ptr sret(i32))\n":                                                               "Attribute 'sret' is not on first or second parameter!",
	"declare void @f(i32, ptr sret(i32))\n":                                                                    "",
	"declare void @f(ptr sret(i32), ptr sret(i32))\n":                                                          "Cannot have multiple 'sret' parameters!",
	"declare void @f(ptr nest, ptr nest)\n":                                                                    "More than one parameter has attribute nest!",
	"declare void @f(ptr swiftself, ptr swiftself)\n":                                                          "Cannot have multiple 'swiftself' parameters!",
	"declare void @f(ptr swiftasync, ptr swiftasync)\n":                                                        "Cannot have multiple 'swiftasync' parameters!",
	"declare void @f(ptr swifterror, ptr swifterror)\n":                                                        "Cannot have multiple 'swifterror' parameters!",
	"declare void @f(ptr inalloca(i32), i32)\n":                                                                "inalloca isn't on the last parameter!",
	"declare void @f(i32, ptr inalloca(i32))\n":                                                                "",
	"declare void @f(ptr elementtype(i32))\n":                                                                  "Attribute 'elementtype' can only be applied to intrinsics and inline asm.",
	"define void @g(ptr %p) {\n  call void @f(ptr elementtype(i32) %p)\n  ret void\n}\ndeclare void @f(ptr)\n": "Attribute 'elementtype' can only be applied to intrinsics and inline asm.",
	"define void @g(ptr %p) {\n  call void asm \"\", \"=*m\"(ptr elementtype(i32) %p)\n  ret void\n}\n":        "",
	"define void @g(ptr %p) {\n  %r = call ptr @f(ptr returned %p, ptr returned %p)\n  ret void\n}\ndeclare ptr @f(ptr, ptr)\n": "More than one parameter has attribute returned!",
	"define void @g(ptr %p) {\n  call void @f(ptr preallocated(i32) %p)\n  ret void\n}\ndeclare void @f(ptr)\n":                 "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)",
	"define void @g(ptr %p) {\n  call void @f(ptr %p)\n  ret void\n}\ndeclare void @f(ptr preallocated(i32))\n":                 "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)",
	"define void @g() {\n  %t = call token @llvm.call.preallocated.setup(i32 1)\n  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)\n  call void @f(ptr preallocated(i32) %a) [\"preallocated\"(token %t)]\n  ret void\n}\ndeclare void @f(ptr preallocated(i32))\ndeclare token @llvm.call.preallocated.setup(i32)\ndeclare ptr @llvm.call.preallocated.arg(token, i32)\n": "",
	"declare void @f(ptr writable) memory(read)\n":                                                                  "Attribute writable and memory without argmem: write are incompatible!",
	"declare void @f(ptr writable) #0\nattributes #0 = { memory(none) }\n":                                          "Attribute writable and memory without argmem: write are incompatible!",
	"declare void @f(ptr writable) memory(write, argmem: read)\n":                                                   "Attribute writable and memory without argmem: write are incompatible!",
	"declare void @f(ptr writable) memory(read, argmem: write)\n":                                                   "",
	"declare void @f(ptr writable) memory(readwrite)\n":                                                             "",
	"define void @g(ptr %p) {\n  call void @f(ptr writable %p) memory(read)\n  ret void\n}\ndeclare void @f(ptr)\n": "Attribute writable and memory without argmem: write are incompatible!",
	"declare void @f() sanitize_realtime sanitize_realtime_blocking\n":                                              "Attributes 'sanitize_realtime and sanitize_realtime_blocking' are incompatible!",
	"declare void @f(ptr sret(i32) inreg)\n":                                                                        "",
	"declare void @f(ptr byval(i32) inreg)\n":                                                                       "are incompatible!",
	"declare void @f(ptr byval([4294967295 x i8]))\n":                                                               "",
	"declare void @f(ptr byval([4294967296 x i8]))\n":                                                               "huge 'byval' arguments are unsupported",
	"declare void @f(ptr byref([2147483648 x i16]))\n":                                                              "huge 'byref' arguments are unsupported",
	"declare void @f(ptr byval({[4294967295 x i8], i8}))\n":                                                         "huge 'byval' arguments are unsupported",
	"%t = type opaque\ndeclare void @f(ptr byval(%t))\n":                                                            "Attribute 'byval' does not support unsized types!",
	"%t = type opaque\ndeclare void @f(ptr inalloca(%t))\n":                                                         "Attribute 'inalloca' does not support unsized types!",
	"declare nocapture ptr @f()\n":                                                                                  "Attribute 'captures(none)' does not apply to function return values",
	"define void @g() {\n  %l = call nocapture ptr @f()\n  ret void\n}\ndeclare ptr @f()\n":                         "Attribute 'captures(none)' does not apply to function return values",
}

func TestParamLists(t *testing.T)          { verifyCases(t, paramListCases) }
func TestParamListsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, paramListCases) }

// TestReturnedTyped: in typed-pointer IR a returned pointer may have
// another pointee type than the return (llvm-as-14 takes it).
func TestReturnedTyped(t *testing.T) {
	cases := map[string]string{"declare i8* @f(i32* returned)\n": ""}
	verifyCases(t, cases)
	verifyCasesWith(t, "llvm-as-14", cases)
}

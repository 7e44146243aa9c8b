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
	"define void @llvm.foo() {\n  ret void\n}\n":                                                                    "llvm intrinsics cannot be defined!",
	"declare nocapture ptr @f()\n":                                                                                  "Attribute 'captures(none)' does not apply to function return values",
	"define void @g() {\n  %l = call nocapture ptr @f()\n  ret void\n}\ndeclare ptr @f()\n":                         "Attribute 'captures(none)' does not apply to function return values",
}

// varargAndSwiftErrorCases: attributes on a variadic call's extra
// arguments (immarg and preallocated are not looked at there), and the
// rules for swifterror values.
var varargAndSwiftErrorCases = map[string]string{
	vcall("ptr sret(i32) %p"):                                       "Attribute 'sret' cannot be used for vararg call arguments!",
	vcall("ptr returned %p"):                                        "Incompatible argument and return types for 'returned' attribute",
	vcall("ptr inalloca(i32) %p, i32 1"):                            "inalloca isn't on the last argument!",
	vcall("ptr nest %p, ptr nest %p"):                               "More than one parameter has attribute nest!",
	vcall("ptr immarg %p"):                                          "",
	vcall("ptr preallocated(i32) %p"):                               "",
	vcall("ptr byval(i32) %p"):                                      "",
	swift("  call void @w(ptr swifterror %p)\n"):                    "swifterror argument for call has mismatched parameter",
	swift("  call void @w(ptr swifterror null)\n"):                  "swifterror argument should come from an alloca or parameter",
	swift("  %c = alloca ptr\n  call void @w(ptr swifterror %c)\n"): "swifterror argument for call has mismatched alloca",
	swift("  %c = alloca ptr\n  %q = getelementptr inbounds i8, ptr %c, i64 4\n  call void @w(ptr swifterror %q)\n"):              "swifterror argument for call has mismatched alloca",
	swift("  %c = alloca ptr\n  %q = getelementptr i8, ptr %c, i64 4\n  call void @w(ptr swifterror %q)\n"):                       "swifterror argument should come from an alloca or parameter",
	swift("  %a = alloca swifterror ptr\n  call void @w(ptr swifterror %a)\n  %x = load ptr, ptr %a\n  store ptr null, ptr %a\n"): "",
	swift("  %a = alloca swifterror ptr\n  store ptr %a, ptr %p\n"):                                                               "swifterror value should be the second operand when used by stores",
	swift("  %a = alloca swifterror ptr\n  call void @u(ptr %a)\n"):                                                               "swifterror value when used in a callsite should be marked with swifterror attribute",
	swift("  %g = getelementptr i8, ptr %b, i64 0\n"):                                                                             "swifterror value can only be loaded and stored from, or as a swifterror argument!",
	swift("  %a = alloca swifterror i32\n"):                                                                                       "swifterror alloca must have pointer type",
	swift("  %a = alloca swifterror ptr, i32 2\n"):                                                                                "swifterror alloca must not be array allocation",
	swift("  %x = load ptr, ptr %b\n  store ptr null, ptr %b\n  call void @w(ptr swifterror %b)\n"):                               "",
}

// vcall is a module calling a variadic function with extra arguments args.
func vcall(args string) string {
	return "declare void @v(i32, ...)\ndefine void @f(ptr %p) {\n  call void (i32, ...) @v(i32 0, " + args + ")\n  ret void\n}\n"
}

// swift is a module whose function @f, with a swifterror parameter %b,
// has body.
func swift(body string) string {
	return "declare void @w(ptr swifterror)\ndeclare void @u(ptr)\ndefine void @f(ptr %p, ptr swifterror %b) {\n" + body + "  ret void\n}\n"
}

func TestVarargsAndSwiftError(t *testing.T)          { verifyCases(t, varargAndSwiftErrorCases) }
func TestVarargsAndSwiftErrorMatchLLVM(t *testing.T) { verifyCasesLLVM(t, varargAndSwiftErrorCases) }

func TestParamLists(t *testing.T)          { verifyCases(t, paramListCases) }
func TestParamListsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, paramListCases) }

// TestReturnedTyped: in typed-pointer IR a returned pointer may have
// another pointee type than the return (llvm-as-14 takes it).
func TestReturnedTyped(t *testing.T) {
	cases := map[string]string{"declare i8* @f(i32* returned)\n": ""}
	verifyCases(t, cases)
	verifyCasesWith(t, "llvm-as-14", cases)
}

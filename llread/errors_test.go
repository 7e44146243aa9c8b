package llread

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// badCase is a malformed module and the exact error Parse must report.
// llvm names the assembler whose line:column must agree with ours ("" when
// LLVM accepts the input or reports something unrelated).
type badCase struct {
	name string
	src  string
	want string // "LINE:COL: error: MESSAGE" (the file name is prepended)
	llvm string
}

const as22, as14 = "llvm-as-22", "llvm-as-14"

var badCases = []badCase{
	// Truncated input.
	{"trunc_define", "define void @f() {\n  ret void\n", "3:1: error: expected instruction, found end of file", as22},
	{"trunc_type", "@g = global [4 x i32", "1:21: error: expected ']', found end of file", as22},
	{"trunc_call", "define void @f() {\n  call void @f(\n", "3:1: error: expected type, found end of file", as22},
	{"empty_body", "define void @f() {\n}\n", "2:1: error: function body requires at least one basic block", as22},
	{"no_terminator", "define void @f() {\n  %x = add i32 1, 2\n}\n", "3:1: error: expected instruction opcode, found '}'", as22},
	// Types and layouts LLVM refuses (the rules ir shares with the bitcode reader).
	{"layout_space", "target datalayout = \"e-G1x\"\n", "1:21: error: address space must be a 24-bit integer", as22},
	{"layout_align", "target datalayout = \"e-i64:12\"\n", "1:21: error: ABI alignment must be a power of two times the byte width", as22},
	{"token_global", "@g = global token none\n", "1:13: error: invalid type for global variable", as22},
	{"void_global", "@g = external global void\n", "1:22: error: void type only allowed for function results", as22},
	{"label_result", "declare label @f()\n", "1:9: error: invalid function return type", as22},
	// Constant expressions LLVM 22 no longer has (typed-pointer IR, LLVM 14's, keeps them).
	{"old_mul_constexpr", "@g = global i32 0\n@h = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 3)\n", "2:17: error: mul constexprs are no longer supported", as22},
	{"old_icmp_constexpr", "@g = global i32 0\n@h = global i1 icmp eq (ptr @g, ptr null)\n", "2:16: error: icmp constexprs are no longer supported", as22},
	{"scalable_gep_constexpr", "@g = global i32 0\ndefine ptr @f() {\n  ret ptr getelementptr (<vscale x 1 x i8>, ptr @g, i64 1)\n}\n", "3:11: error: invalid base element for constant getelementptr", as22},
	{"old_zext_constexpr", "define i64 @f() {\n  ret i64 zext (i32 ptrtoint (ptr @f to i32) to i64)\n}\n", "2:11: error: zext constexprs are no longer supported", as22},
	// memory(...) read as LLVM reads it (the analysis trusts its text).
	{"memory_location", "declare void @f() memory(read, loc6: none)\n", "1:32: error: expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)", as22},
	{"memory_access", "declare void @f() memory(argmem: bogus)\n", "1:34: error: expected access kind (none, read, write, readwrite)", as22},
	{"memory_colon", "attributes #0 = { memory(argmem read) }\n", "1:33: error: expected ':' after location", as22},
	{"memory_default_last", "declare void @f() memory(argmem: none, readwrite)\n", "1:49: error: default access kind must be specified first", as22},
	{"memory_unterminated", "declare void @f() memory(read argmem: none)\n", "1:31: error: unterminated memory attribute", as22},
	{"range_type", "declare range(float 1, 2) i32 @f()\n", "1:15: error: the range must have integer type!", as22},
	{"range_width", "declare range(i8 1, 300) i32 @f()\n", "1:21: error: integer is too large for the bit width of specified type", as22},
	{"range_empty", "declare range(i8 -1, 255) i32 @f()\n", "1:25: error: the range represent the empty set but limits aren't 0!", as22},
	{"unknown_di_kind", "!0 = !DILoYation(line: 1)\n", "1:6: error: expected metadata type", as22},
	{"empty_group", "declare void @f() #0\nattributes #0 = { }\n", "2:1: error: attribute group has no attributes", as22},
	{"group_bare_range", "declare void @f() #0\nattributes #0 = { range }\n", "2:25: error: expected '('", as22},
	// Lexical errors.
	{"unterminated_string", "@s = constant [3 x i8] c\"ab\n", "1:25: error: unterminated string constant", as22},
	{"unterminated_md_string", "!0 = !{!\"abc}\n", "1:9: error: unterminated string constant", as22},
	{"unterminated_name", "@\"abc = global i32 0\n", "1:1: error: unterminated quoted name", as22},
	{"unterminated_comment", "/* hello\n@g = global i32 0\n", "1:1: error: unterminated comment", as22},
	{"invalid_utf8", "@g = global i32 0 \xff\n", "1:19: error: invalid UTF-8 encoding", as22},
	{"unexpected_char", "define void @f() {\n  ret void ~\n}\n", "2:12: error: unexpected character '~'", as22},
	{"int_width", "@g = global i9999999 0\n", "1:13: error: bitwidth for integer type out of range", as22},
	{"value_number_too_large", "@g = global i32 %99999999999\n", "1:17: error: invalid value number (too large)", as22},
	{"hex_too_large", "@g = global double 0x12345678901234567\n", "1:20: error: constant bigger than 64 bits detected", ""},
	// Unknown or misplaced tokens.
	{"bad_top", "foo bar\n", "1:1: error: expected top-level entity, found 'foo'", as22},
	{"unknown_opcode", "define void @f() {\n  %x = frobnicate i32 1, 2\n  ret void\n}\n", "2:8: error: unknown instruction opcode 'frobnicate'", as22},
	{"expected_type", "@g = global foo 0\n", "1:13: error: expected type, found 'foo'", as22},
	{"missing_comma", "define void @f(i32 %x) {\n  %y = add i32 %x 1\n  ret void\n}\n", "2:19: error: expected ',', found '1'", as22},
	{"vls_cc_vlen", "define riscv_vls_cc(3) void @f() {\n  ret void\n}\n", "1:24: error: unknown RISC-V ABI VLEN", as22},
	{"vls_cc_int", "define riscv_vls_cc(x) void @f() {\n  ret void\n}\n", "1:21: error: expected integer, found 'x'", as22},
	// The ptr keyword takes no '*', even where "T**" reads as ptr.
	{"ptr_star", "define void @f() {\n  %a = alloca float addrspace(4)**\n  %x = alloca ptr*\n  ret void\n}\n", "3:18: error: ptr* is invalid - use ptr instead", as22},
	{"symbolic_addrspace", "@g = addrspace(\"X\") global i32 0\n", "1:16: error: invalid symbolic addrspace 'X'", as22},
	{"symbolic_addrspace_unnamed", "target datalayout = \"p1(global):64:64\"\n@g = addrspace(\"shared\") global i32 0\n", "2:16: error: invalid symbolic addrspace 'shared'", as22},
	{"bad_cc", "define cc x void @f() {\n ret void\n}\n", "1:11: error: expected calling convention number, found 'x'", as22},
	{"summary", "^0 = ()\n", "1:6: error: Expected 'gv', 'module', 'typeid', 'flags' or 'blockcount' at the start of summary entry", ""},
	{"summary_eof", "^0 = gv: (name: \"f\"\n", "2:1: error: found end of file while parsing summary entry", ""},
	{"bare_byval", "define void @f(ptr byval %p) {\n  ret void\n}\n", "1:26: error: expected '('", as22},
	{"bare_sret_typed", "define void @f(i32* sret align 4 %p) {\n  ret void\n}\n", "1:26: error: expected '('", as14},
	{"bare_elementtype_call", "declare void @g(ptr)\ndefine void @f(ptr %p) {\n  call void @g(ptr elementtype %p)\n  ret void\n}\n", "3:32: error: expected '('", as22},
	// Type mismatches.
	{"binop_mismatch", "define void @f(i32 %a, i64 %b) {\n  %x = add i32 %a, %b\n  ret void\n}\n", "2:20: error: '%b' defined with type 'i64' but expected 'i32'", as22},
	{"ret_mismatch", "define i32 @f() {\n  ret i64 0\n}\n", "2:7: error: value doesn't match function result type 'i32'", as22},
	{"phi_incoming", "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %p = phi i32 [ 1, %entry ], [ 2.0, %a ]\n  ret i32 %p\n}\n", "7:33: error: floating point constant invalid for type", as22},
	{"call_arg", "declare void @g(i32)\ndefine void @f(i64 %x) {\n  call void (i32) @g(i64 %x)\n  ret void\n}\n", "3:22: error: argument is not of expected type 'i32'", as22},
	{"call_too_many", "declare void @g(i32)\ndefine void @f() {\n  call void (i32) @g(i32 1, i32 2)\n  ret void\n}\n", "3:29: error: too many arguments specified", as22},
	{"call_not_enough", "declare void @g(i32, i32)\ndefine void @f() {\n  call void (i32, i32) @g(i32 1)\n  ret void\n}\n", "3:8: error: not enough parameters specified for call", as22},
	{"store_typed", "define void @f(i32* %p) {\n  store i64 0, i32* %p\n  ret void\n}\n", "2:9: error: stored value and pointer type do not match", as14},
	{"load_typed", "define void @f(i32* %p) {\n  %x = load i64, i32* %p\n  ret void\n}\n", "2:13: error: explicit pointee type doesn't match operand's pointee type", as14},
	{"global_addrspace", "@g = addrspace(1) global i32 0\ndefine void @f() {\n  store i32 1, ptr @g\n  ret void\n}\n", "3:20: error: '@g' defined with type 'ptr addrspace(1)' but expected 'ptr'", as22},
	{"fwd_ref_type", "define void @f() {\n  %y = add i32 %x, 1\n  %x = add i64 1, 2\n  ret void\n}\n", "3:3: error: instruction forward referenced with type 'i32'", as22},
	{"label_is_value", "define void @f() {\n  %x = add i32 1, 2\n  br label %x\n}\n", "3:12: error: '%x' is not a basic block", as22},
	{"bad_cast", "define void @f(i32 %x) {\n  %y = trunc i32 %x to i64\n  ret void\n}\n", "2:14: error: invalid cast opcode for cast from 'i32' to 'i64'", as22},
	{"select_cond", "define void @f(i32 %c) {\n  %x = select i32 %c, i32 1, i32 2\n  ret void\n}\n", "2:15: error: select condition must be i1 or <n x i1>", as22},
	{"br_cond", "define void @f(i32 %c) {\n  br i32 %c, label %a, label %a\na:\n  ret void\n}\n", "2:6: error: branch condition must have 'i1' type", as22},
	{"icmp_float", "define void @f(float %a) {\n  %x = icmp eq float %a, %a\n  ret void\n}\n", "2:16: error: icmp requires integer operands", as22},
	{"fmf_select_int", "define void @f(i1 %c) {\n  %x = select nnan i1 %c, i32 1, i32 2\n  ret void\n}\n", "2:8: error: fast-math-flags specified for select without floating-point scalar or vector return type", as22},
	{"fmf_phi_struct", "define void @f() {\ne:\n  br label %b\nb:\n  %x = phi nnan { float, double } [ zeroinitializer, %e ]\n  ret void\n}\n", "5:8: error: fast-math-flags specified for phi without floating-point scalar or vector return type", as22},
	{"unknown_intrinsic_dot", "define void @k(ptr %a) {\n  call void @llvm.memcpy.(ptr %a, ptr %a, i64 4, i1 false)\n  ret void\n}\n", "2:13: error: unknown intrinsic 'llvm.memcpy.'", as22},
	{"fmf_call_struct_typed", "declare {float, float} @g()\ndefine void @f(i32* %p) {\n  %x = call nnan {float, float} @g()\n  ret void\n}\n", "3:13: error: fast-math-flags specified for call without floating-point scalar or vector return type", as14},
	{"fmf_call_int", "declare i32 @g()\ndefine void @f() {\n  %x = call nnan i32 @g()\n  ret void\n}\n", "3:13: error: fast-math-flags specified for call without floating-point scalar or vector return type", as22},
	{"fmf_sitofp", "define void @f(i32 %i) {\n  %x = sitofp nnan i32 %i to float\n  ret void\n}\n", "2:15: error: expected type, found 'nnan'", as22},
	{"fadd_int", "define void @f(i32 %a) {\n  %x = fadd i32 %a, %a\n  ret void\n}\n", "2:13: error: invalid operand type for instruction", as22},
	{"gep_indices", "define void @f(ptr %p) {\n  %q = getelementptr {i32}, ptr %p, i32 0, i32 5\n  ret void\n}\n", "2:29: error: invalid getelementptr indices", as22},
	{"gep_const_base", "@g = global ptr getelementptr (i8, i64 0, i32 0)\n", "1:17: error: base of getelementptr must be a pointer", as22},
	{"gep_const_index", "@g = global ptr getelementptr (i8, ptr null, ptr null)\n", "1:17: error: getelementptr index must be an integer", as22},
	{"gep_const_struct", "@g = global <2 x ptr> getelementptr ({i32, i32}, <2 x ptr> zeroinitializer, i32 0, <2 x i32> <i32 0, i32 1>)\n", "1:23: error: invalid getelementptr indices", as22},
	{"gep_struct_i64", "define void @f(ptr %p) {\n  %q = getelementptr {i32}, ptr %p, i32 0, i64 0\n  ret void\n}\n", "2:29: error: invalid getelementptr indices", as22},
	{"gep_struct_unequal", "define void @f(<2 x ptr> %p) {\n  %q = getelementptr {i32, i32}, <2 x ptr> %p, i32 0, <2 x i32> <i32 0, i32 1>\n  ret void\n}\n", "2:34: error: invalid getelementptr indices", as22},
	{"atomicrmw_type", "define void @f(ptr %p) {\n  %x = atomicrmw fadd ptr %p, i32 1 seq_cst\n  ret void\n}\n", "2:31: error: atomicrmw fadd operand must be a floating point type", as22},
	{"load_release", "define void @f(ptr %p) {\n  %x = load atomic i32, ptr %p release, align 4\n  ret void\n}\n", "2:25: error: atomic load cannot use Release ordering", as22},
	{"fence_monotonic", "define void @f() {\n  fence monotonic\n  ret void\n}\n", "3:3: error: fence cannot be monotonic", as22},
	{"void_load", "define void @f(ptr %p) {\n  %x = load void, ptr %p\n  ret void\n}\n", "2:13: error: void type only allowed for function results", as22},
	{"void_param", "define void @f(void %x) {\n  ret void\n}\n", "1:16: error: void type only allowed for function results", as22},
	{"extractvalue_range", "define void @f({i32} %s) {\n  %x = extractvalue {i32} %s, 1\n  ret void\n}\n", "2:21: error: invalid indices for extractvalue", as22},
	// Constants.
	{"null_int", "@g = global i32 null\n", "1:17: error: null must be a pointer type", as22},
	{"float_for_int", "@g = global i32 1.5\n", "1:17: error: floating point constant invalid for type", as22},
	{"float_fp80", "@g = global x86_fp80 1.0\n", "1:22: error: floating point constant does not have type 'x86_fp80'", as22},
	{"float_inexact", "@g = global float 0.1\n", "1:19: error: floating point constant invalid for type", as22},
	{"true_i32", "@g = global i32 true\n", "1:17: error: constant expression type mismatch: got type 'i1' but expected 'i32'", as22},
	{"vector_length", "@g = global <2 x i32> <i32 1, i32 2, i32 3>\n", "1:23: error: constant expression type mismatch: got type '<3 x i32>' but expected '<2 x i32>'", as22},
	{"struct_length", "@g = global {i32, i32} {i32 1}\n", "1:24: error: initializer with struct type has wrong # elements", as22},
	{"string_length", "@s = constant [2 x i8] c\"\\\\zz\"\n", "1:24: error: constant expression type mismatch: got type '[3 x i8]' but expected '[2 x i8]'", as22},
	{"empty_array", "@a = global [2 x i32] []\n", "1:23: error: invalid empty array initializer", as22},
	{"zero_vector", "@g = global <0 x i32> zeroinitializer\n", "1:14: error: zero element vector is illegal", as22},
	{"bad_align", "@g = global i32 0, align 3\n", "1:26: error: alignment is not a power of two", as22},
	{"switch_dup", "define void @f(i32 %c) {\nentry:\n  switch i32 %c, label %d [ i32 1, label %d\n i32 1, label %d ]\nd:\n  ret void\n}\n", "4:2: error: duplicate case value", as22},
	// Undefined names.
	{"undef_local", "define i32 @f() {\n  ret i32 %nope\n}\n", "2:11: error: use of undefined value '%nope'", as22},
	{"undef_block", "define void @f() {\n  br label %nowhere\n}\n", "2:12: error: use of undefined value '%nowhere'", as22},
	{"undef_global", "define void @f() {\n  call void @missing()\n  ret void\n}\n", "2:13: error: use of undefined value '@missing'", as22},
	{"intrinsic_not_callee", "define void @f(ptr %p) {\n  store ptr @llvm.donothing, ptr %p\n  call void @llvm.donothing()\n  ret void\n}\n", "2:13: error: use of undefined value '@llvm.donothing'", as22},
	{"undef_global_order", "define void @f() {\n  call void @zz()\n  call void @aa()\n  ret void\n}\n", "3:13: error: use of undefined value '@aa'", as22},
	{"undef_local_order", "define void @f() {\n  br i1 %zz, label %bb, label %aa\n}\n", "2:31: error: use of undefined value '%aa'", as22},
	{"undef_type", "@g = external global %T\n", "1:22: error: use of undefined type '%T'", as22},
	{"undef_md", "define void @f() {\n  ret void, !dbg !7\n}\n", "2:19: error: use of undefined metadata '!7'", as22},
	{"undef_md_in_md", "!0 = !{!1}\n", "1:9: error: use of undefined metadata '!1'", as22},
	{"undef_comdat", "@g = global i32 0, comdat($c)\n", "1:27: error: use of undefined comdat '$c'", as22},
	{"blockaddress_entry", "@g = global ptr blockaddress(@f, %entry)\ndefine void @f() {\nentry:\n  br label %b\nb:\n  ret void\n}\n", "1:34: error: blockaddress may not be used with the entry block!", ""},
	{"equivalent_global", "@g = global i32 0\n@h = global ptr dso_local_equivalent @g\n", "2:38: error: expected a function, alias to function, or ifunc in dso_local_equivalent", as22},
	{"equivalent_later_alias", "@h = global ptr dso_local_equivalent @a\n@a = alias i32, ptr @g\n@g = global i32 0\n", "1:38: error: expected a function, alias to function, or ifunc in dso_local_equivalent", as22},
	{"equivalent_in_body", "define void @x() {\n  call void @use(ptr dso_local_equivalent @g)\n  ret void\n}\ndeclare void @use(ptr)\n@g = global i32 0\n", "2:43: error: expected a function, alias to function, or ifunc in dso_local_equivalent", as22},
	{"alias_common", "@g = global i32 0\n@b = common alias i32, ptr @g\n", "2:1: error: invalid linkage type for alias", as22},
	{"alias_extern_weak", "@g = global i32 0\n@b = extern_weak alias i32, ptr @g\n", "2:1: error: invalid linkage type for alias", as22},
	{"attr_paren_group", "declare void @f()\nattributes #0 = { nounwind (argmem: write) }\n", "2:28: error: expected attribute or '}', found '('", as22},
	{"attr_paren_fn", "declare void @f() nounwind (argmem: write)\n", "1:28: error: expected top-level entity, found '('", as22},
	{"attr_paren_param", "define void @f(ptr nonnull (i32) %p) {\n  ret void\n}\n", "1:28: error: expected ',', found '('", as22},
	{"ellipsis_nonvarargs", "declare void @f(ptr, ...)\ndefine void @g(ptr %p) {\n  musttail call void (ptr, ...) @f(ptr %p, ...)\n  ret void\n}\n", "3:44: error: unexpected ellipsis in argument list for musttail call in non-varargs function", as22},
	{"musttail_no_ellipsis", "declare void @f(...)\ndefine void @g(...) {\n  musttail call void (...) @f()\n  ret void\n}\n", "3:31: error: expected '...' at end of argument list for musttail call in varargs function", as22},
	{"local_hidden_global", "@g = internal hidden global i32 0\n", "1:1: error: symbol with local linkage must have default visibility", as22},
	{"local_dll_function", "define private dllexport void @f() {\n  ret void\n}\n", "1:8: error: symbol with local linkage cannot have a DLL storage class", as22},
	{"local_protected_alias", "@g = global i32 0\n@a = internal protected alias i32, ptr @g\n", "2:1: error: symbol with local linkage must have default visibility", as22},
	{"declare_internal", "declare internal void @f()\n", "1:9: error: invalid linkage for function declaration", as22},
	{"define_common", "define common void @f() {\n  ret void\n}\n", "1:8: error: invalid function linkage type", as22},
	{"alias_metadata", "@g = global i32 0\n@a = alias i32, ptr @g, !foo !0\n!0 = !{}\n", "2:25: error: unknown alias or ifunc property!", as22},
	{"opaque_undef", "%t = type opaque\n@x = global ptr null\n@y = global %t undef\n", "3:16: error: invalid type for undef constant", as22},
	{"opaque_poison", "%t = type opaque\n@x = global ptr null\n@y = global %t poison\n", "3:16: error: invalid type for poison constant", as22},
	{"ptrauth_base", "@a = global ptr ptrauth (i32 42, i32 0)\n", "1:17: error: constant ptrauth base pointer must be a pointer", as22},
	{"ptrauth_key", "@v = global i32 0\n@a = global ptr ptrauth (ptr @v, i32 ptrtoint (ptr @v to i32))\n", "2:17: error: constant ptrauth key must be i32 constant", as22},
	{"ptrauth_disc", "@v = global i32 0\n@a = global ptr ptrauth (ptr @v, i32 2, ptr @v)\n", "2:17: error: constant ptrauth integer discriminator must be i64 constant", as22},
	{"ptrauth_addr", "@v = global i32 0\n@a = global ptr ptrauth (ptr @v, i32 2, i64 1, i8 0)\n", "2:17: error: constant ptrauth address discriminator must be a pointer", as22},
	{"ptrauth_ds", "@v = global i32 0\n@a = global ptr ptrauth (ptr @v, i32 0, i64 1, ptr null, i64 0)\n", "2:17: error: constant ptrauth deactivation symbol must be a pointer", as22},
	{"dbg_record_variable", "define void @f(i32 %a) {\n    #dbg_value(i32 %a, i32 0, !DIExpression(), !1)\n  ret void\n}\n", "2:24: error: expected '!' here", as22},
	{"dbg_record_location", "define void @f(i32 %a) {\n    #dbg_value(i32 %a, !1, !DIExpression(), i32 0)\n  ret void\n}\n", "2:45: error: expected '!' here", as22},
	{"dbg_record_string", "define void @f(i32 %a) {\n    #dbg_value(i32 %a, !\"x\", !DIExpression(), !1)\n  ret void\n}\n", "2:25: error: expected integer", as22},
	{"uselistorder_bb_numbered", "@ba = constant ptr blockaddress(@foo, %1)\ndefine void @foo() {\n  br label %1\n1:\n  unreachable\n}\nuselistorder_bb @foo, %1, { 1, 0 }\n", "7:23: error: invalid numeric label in uselistorder_bb", as22},
	{"uselistorder_label_count", "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %x\na:\n  br label %x\nx:\n  ret void\n\n  uselistorder label %x, { 1, 0, 2 }\n}\n", "9:3: error: wrong number of indexes, expected 2", as22},
	{"uselistorder_label_one_use", "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %x\na:\n  br label %x\nx:\n  ret void\n\n  uselistorder label %a, { 1, 0 }\n}\n", "9:3: error: value only has one use", as22},
	{"uselistorder_value_count", "define i32 @f(i32 %v) {\n  %a = add i32 %v, 1\n  %b = add i32 %a, %a\n  %c = add i32 %b, %a\n  call void @llvm.dbg.value(metadata i32 %a, metadata !1, metadata !DIExpression())\n  ret i32 %c\n\n  uselistorder i32 %a, { 1, 0 }\n}\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)\n!1 = !{}\n", "8:3: error: wrong number of indexes, expected 3", as22},
	{"uselistorder_argument_one_use", "define i32 @f(i32 %v) {\n  %a = add i32 %v, 1\n  ret i32 %a\n\n  uselistorder i32 %v, { 1, 0 }\n}\n", "5:3: error: value only has one use", as22},
	{"uselistorder_bb_one_use", "define void @h(i1 %c) {\nentry:\n  br i1 %c, label %j, label %k\nk:\n  ret void\nj:\n  ret void\n}\nuselistorder_bb @h, %j, { 1, 0 }\n", "9:1: error: value only has one use", as22},
	{"uselistorder_no_uses", "define i32 @f(i32 %v) {\n  %a = add i32 %v, 1\n  ret i32 0\n\n  uselistorder i32 %a, { 1, 0 }\n}\n", "5:3: error: value has no uses", as22},
	{"dw_cc_llvm14_name_opaque", "!0 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !{})\n!n = !{!0}\n", "1:28: error: invalid DWARF calling convention 'DW_CC_LLVM_OpenCLKernel'", as22},
	{"diarglist_definition", "!0 = !DIArgList()\n", "1:6: error: expected metadata type", as22},
	{"builtin_function", "declare ptr @g(ptr) builtin\n", "1:21: error: 'builtin' attribute not valid on function", as22},
	{"dbg_mixed_intrinsic_later", "define void @f(i32 %a) !dbg !3 {\n    #dbg_value(i32 %a, !4, !DIExpression(), !5)\n  ret void\n}\ndefine void @g(i32 %a) !dbg !3 {\n  call void @llvm.dbg.value(metadata i32 %a, metadata !4, metadata !DIExpression()), !dbg !5\n  ret void\n}\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)\n!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!6}\n!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n!2 = !DISubroutineType(types: !{})\n!3 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, type: !2, spFlags: DISPFlagDefinition, unit: !0)\n!4 = !DILocalVariable(name: \"a\", scope: !3, file: !1)\n!5 = !DILocation(line: 1, scope: !3)\n!6 = !{i32 2, !\"Debug Info Version\", i32 3}\n", "6:8: error: llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info", as22},
	{"dbg_mixed_record_later", "define void @g(i32 %a) !dbg !3 {\n  call void @llvm.dbg.value(metadata i32 %a, metadata !4, metadata !DIExpression()), !dbg !5\n  ret void\n}\ndefine void @f(i32 %a) !dbg !3 {\n    #dbg_value(i32 %a, !4, !DIExpression(), !5)\n  ret void\n}\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)\n!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!6}\n!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n!2 = !DISubroutineType(types: !{})\n!3 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, type: !2, spFlags: DISPFlagDefinition, unit: !0)\n!4 = !DILocalVariable(name: \"a\", scope: !3, file: !1)\n!5 = !DILocation(line: 1, scope: !3)\n!6 = !{i32 2, !\"Debug Info Version\", i32 3}\n", "6:5: error: debug record should not appear in a module containing debug info intrinsics", as22},
	{"ellipsis_call", "declare void @f(ptr, ...)\ndefine void @g(ptr %p, ...) {\n  call void (ptr, ...) @f(ptr %p, ...)\n  ret void\n}\n", "3:35: error: unexpected ellipsis in argument list for non-musttail call", as22},
	{"inrange_empty", "%vt = type { [4 x ptr] }\n@vt = constant %vt zeroinitializer\n@r = global ptr getelementptr inbounds inrange(16, 16) (%vt, ptr @vt, i32 0, i32 0, i32 2)\n", "3:17: error: expected end to be larger than start", as22},
	{"inrange_wraps", "%vt = type { [4 x ptr] }\n@vt = constant %vt zeroinitializer\n@r = global ptr getelementptr inbounds inrange(-1, 18446744073709551615) (%vt, ptr @vt, i32 0, i32 0, i32 2)\n", "3:17: error: expected end to be larger than start", as22},
	{"inrange_three", "%vt = type { [4 x ptr] }\n@vt = constant %vt zeroinitializer\n@r = global ptr getelementptr inbounds inrange(1, 2, 3) (%vt, ptr @vt, i32 0, i32 0, i32 2)\n", "3:52: error: expected ')'", as22},
	{"inrange_word", "%vt = type { [4 x ptr] }\n@vt = constant %vt zeroinitializer\n@r = global ptr getelementptr inbounds inrange(a, 2) (%vt, ptr @vt, i32 0, i32 0, i32 2)\n", "3:48: error: expected integer", as22},
	{"inrange_index_opaque", "%vt = type { [4 x ptr] }\n@vt = constant %vt zeroinitializer\n@r = global ptr getelementptr inbounds (%vt, ptr @vt, i32 0, inrange i32 0, i32 2)\n", "3:62: error: expected ')' in constantexpr", as22},
	{"inrange_comma", "%vt = type { [4 x ptr] }\n@vt = constant %vt zeroinitializer\n@r = global ptr getelementptr inbounds inrange(1 2) (%vt, ptr @vt, i32 0, i32 0, i32 2)\n", "3:50: error: expected ','", as22},
	{"flag_twice", "define i32 @f(i32 %a) {\n  %r = add nuw nsw nuw i32 %a, 1\n  ret i32 %r\n}\n", "2:20: error: expected type, found 'nuw'", as22},
	{"nneg_twice", "define i64 @f(i32 %a) {\n  %r = zext nneg nneg i32 %a to i64\n  ret i64 %r\n}\n", "2:18: error: expected type, found 'nneg'", as22},
	{"group_bare_align", "declare void @f() #0\nattributes #0 = { align }\n", "2:25: error: expected '=' here", as22},
	// In a group only align and alignstack take '=', and an integer.
	{"group_equals_enum", "declare void @f() #0\nattributes #0 = { noinline = nosync }\n", "2:28: error: expected attribute or '}', found '='", as22},
	{"group_equals_memory", "declare void @f() #0\nattributes #0 = { memory=read }\n", "2:25: error: expected '('", as22},
	{"group_align_word", "declare void @f() #0\nattributes #0 = { align=x }\n", "2:25: error: expected integer", as22},
	{"group_alignstack_wide", "declare void @f() #0\nattributes #0 = { alignstack=4294967296 }\n", "2:30: error: expected 32-bit integer (too large)", as22},
	{"group_align_space", "declare void @f() #0\nattributes #0 = { align 4 }\n", "2:25: error: expected '=' here", as22},
	{"blockaddress_block", "define void @f() {\nentry:\n  ret void\n}\n@g = global ptr blockaddress(@f, %nope)\n", "5:34: error: referenced value is not a basic block", as22},
	// Duplicates.
	{"dup_local", "define void @f() {\n  %x = add i32 1, 2\n  %x = add i32 3, 4\n  ret void\n}\n", "3:3: error: redefinition of value '%x'", as22},
	{"dup_global", "@g = global i32 0\n@g = global i32 1\n", "2:1: error: redefinition of global '@g'", as22},
	{"dup_function", "declare void @f()\ndefine void @f() {\n  ret void\n}\n", "2:13: error: invalid redefinition of function '@f'", as22},
	{"dup_argument", "define void @f(i32 %a, i32 %a) {\n  ret void\n}\n", "1:24: error: redefinition of argument '%a'", as22},
	{"recursive_type", "%T = type { %U }\n%U = type { [2 x %T] }\n", "3:1: error: identified structure type 'U' is recursive", as22},
	{"dup_type", "%T = type { i32 }\n%T = type { i64 }\n", "2:1: error: redefinition of type '%T'", as22},
	{"dup_metadata", "!0 = !{}\n!0 = !{}\n", "2:1: error: redefinition of metadata '!0'", ""},
	// Numbering.
	{"instr_numbering", "define void @f() {\n  %1 = add i32 1, 2\n  %0 = add i32 3, 4\n  ret void\n}\n", "3:3: error: instruction expected to be numbered '%2' or greater", as22},
	{"label_numbering", "define void @f() {\n5:\n  br label %3\n3:\n  ret void\n}\n", "4:1: error: label expected to be numbered '6' or greater", as22},
	{"arg_numbering", "define void @f(i32 %1, i32 %0) {\n  ret void\n}\n", "1:24: error: argument expected to be numbered '%2' or greater", as22},
	{"global_numbering", "@1 = global i32 0\n@0 = global i32 0\n", "2:1: error: global expected to be numbered '@2' or greater", as22},
	{"void_named", "define void @f() {\n  %x = call void @f()\n  ret void\n}\n", "2:3: error: instructions returning void cannot have a name", as22},
	// Attribute groups and metadata syntax.
	{"bad_attr_group", "attributes #0 = { nounwind bogus }\n", "1:28: error: unknown attribute 'bogus'", as22},
	{"unterminated_attr_group", "attributes #0 = { nounwind\n", "2:1: error: expected attribute or '}', found end of file", ""},
	{"attr_group_id", "attributes 0 = { nounwind }\n", "1:12: error: expected attribute group id, found '0'", ""},
	{"md_field_label", "!0 = !DILocation(line 5)\n", "1:18: error: expected field label here", as22},
	{"generic_operands_twice", "!0 = !GenericDINode(tag: DW_TAG_variable, operands: {}, operands: {})\n",
		"1:57: error: field 'operands' cannot be specified more than once", as22},
	{"generic_operands_brace", "!0 = !GenericDINode(tag: DW_TAG_variable, operands: !{})\n",
		"1:53: error: expected '{' here", as22},
	// Ordering: the error a one-pass reader meets first wins.
	{"order_syntax_before_undef_global", "define void @f() {\n  call void @missing()\n  %x = add i32 1\n  ret void\n}\n", "4:3: error: expected ',', found 'ret'", as22},
	{"order_type_before_undef_local", "define i32 @f() {\n  %a = add i32 %nope, 1\n  %b = add i32 %a, 1.5\n  ret i32 %b\n}\n", "3:20: error: floating point constant invalid for type", as22},
	{"order_body_before_top", "define void @f() {\n  %x = add i32 1, 2.0\n  ret void\n}\n@g = global i32 x\n", "2:19: error: floating point constant invalid for type", as22},
	{"order_top_before_body", "@g = global i32 x\ndefine void @f() {\n  %x = add i32 1, 2.0\n  ret void\n}\n", "1:17: error: expected value, found 'x'", as22},
	{"order_first_body", "define void @f() {\n  ret i32 0\n}\ndefine void @g() {\n  ret i64 0\n}\n", "2:7: error: value doesn't match function result type 'void'", as22},
	{"order_unbalanced_body", "define void @f() {\n  ret void\n\ndefine void @g() {\n  ret void\n}\n", "4:1: error: unknown instruction opcode 'define'", as22},
}

func TestBadInputs(t *testing.T) {
	if len(badCases) < 30 {
		t.Fatalf("only %d bad cases", len(badCases))
	}
	for _, c := range badCases {
		t.Run(c.name, func(t *testing.T) {
			file := c.name + ".ll"
			m, err := Parse(file, []byte(c.src))
			if err == nil {
				t.Fatalf("Parse succeeded (%d functions), want %q", len(m.Functions), c.want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is a %T, not *Error", err, err)
			}
			if got, want := err.Error(), file+":"+c.want; got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
}

var llvmPos = regexp.MustCompile(`:(\d+):(\d+): error:`)

// TestBadInputsMatchLLVM checks that llvm-as reports the same line and
// column as we do, where the case says it should.
func TestBadInputsMatchLLVM(t *testing.T) {
	dir := t.TempDir()
	for _, c := range badCases {
		if c.llvm == "" {
			continue
		}
		llvmtools.Tool(t, c.llvm) // under CI a missing tool fails the test
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.name+".ll")
			if err := os.WriteFile(path, []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(c.llvm, path, "-o", os.DevNull).CombinedOutput()
			if err == nil {
				t.Fatalf("%s accepted the input", c.llvm)
			}
			m := llvmPos.FindSubmatch(out)
			if m == nil {
				t.Fatalf("no position in %s output: %s", c.llvm, out)
			}
			ours := llvmPos.FindStringSubmatch(":" + c.want)
			if ours == nil || ours[1] != string(m[1]) || ours[2] != string(m[2]) {
				t.Errorf("llvm says %s:%s, we say %s", m[1], m[2], c.want)
			}
		})
	}
}

// TestDeepNesting checks that deeply nested input is refused rather than
// exhausting the stack.
func TestDeepNesting(t *testing.T) {
	const n = 5000
	for _, c := range []struct{ name, src, want string }{
		{"types", "@g = global " + strings.Repeat("[1 x ", n) + "i8" + strings.Repeat("]", n) + " zeroinitializer\n",
			"1:5013: error: nesting is too deep"},
		{"metadata", "!0 = " + strings.Repeat("!{", n) + strings.Repeat("}", n) + "\n",
			"1:2008: error: nesting is too deep"},
		{"constants", "@g = global ptr " + strings.Repeat("getelementptr (i8, ptr ", n) + "@g" + strings.Repeat(", i64 0)", n) + "\n",
			"1:23009: error: nesting is too deep"},
	} {
		_, err := Parse(c.name+".ll", []byte(c.src))
		if err == nil || err.Error() != c.name+".ll:"+c.want {
			t.Errorf("%s: got %v, want %s", c.name, err, c.want)
		}
	}
}

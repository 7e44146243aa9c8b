package llread

import (
	"testing"

	"memspace/irverify"
)

// attrBad are attribute arguments LLVM 22 refuses, with its messages.
var attrBad = []struct{ name, src, want string }{
	{"captures_ret_colon", "declare void @f(ptr captures(ret address) %p)\n", "1:34: error: expected ':'"},
	{"captures_ret_twice", "declare void @f(ptr captures(ret: address, ret: provenance) %p)\n", "1:49: error: duplicate 'ret' location"},
	{"captures_none_after", "declare void @f(ptr captures(address, none) %p)\n", "1:43: error: cannot use 'none' with other component"},
	{"captures_none_before", "declare void @f(ptr captures(none, address) %p)\n", "1:36: error: cannot use 'none' with other component"},
	{"captures_unknown", "declare void @f(ptr captures(foo) %p)\n", "1:30: error: expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'"},
	{"captures_comma", "declare void @f(ptr captures(address %p)\n", "1:38: error: expected ',' or ')'"},
	{"captures_bare", "declare void @f(ptr captures %p)\n", "1:30: error: expected '('"},
	{"nofpclass_comma", "declare void @f(float nofpclass(nan, inf) %x)\n", "1:36: error: expected nofpclass test mask"},
	{"nofpclass_empty", "declare void @f(float nofpclass() %x)\n", "1:33: error: expected nofpclass test mask"},
	{"nofpclass_zero", "declare void @f(float nofpclass(0) %x)\n", "1:34: error: invalid mask value for 'nofpclass'"},
	{"nofpclass_wide", "declare void @f(float nofpclass(1024) %x)\n", "1:37: error: invalid mask value for 'nofpclass'"},
	{"nofpclass_two", "declare void @f(float nofpclass(2 4) %x)\n", "1:35: error: expected ')'"},
	{"nofpclass_mixed", "declare void @f(float nofpclass(nan 42) %x)\n", "1:37: error: expected nofpclass test mask"},
	{"nofpclass_negative", "declare void @f(float nofpclass(-1) %x)\n", "1:33: error: expected nofpclass test mask"},
	{"allocsize_same", "declare void @f() allocsize(0, 0)\n", "1:32: error: 'allocsize' indices can't refer to the same parameter"},
	{"allocsize_negative", "declare void @f() allocsize(-1)\n", "1:29: error: expected integer"},
	{"allocsize_wide", "declare void @f() allocsize(4294967296)\n", "1:29: error: expected 32-bit integer (too large)"},
	{"allocsize_paren", "declare void @f() allocsize(1 2)\n", "1:31: error: expected ')'"},
	{"vscale_three", "declare void @f() vscale_range(1, 2, 3)\n", "1:36: error: expected ')'"},
	{"vscale_word", "declare void @f() vscale_range(x)\n", "1:32: error: expected integer"},
	{"uwtable_kind", "declare void @f() uwtable(bogus)\n", "1:27: error: expected unwind table kind"},
	{"uwtable_paren", "declare void @f() uwtable(sync\n", "2:1: error: expected ')'"},
	{"allockind_space", "declare void @f() allockind(\"alloc, zeroed\")\n", "1:29: error: unknown allockind  zeroed"},
	{"allockind_empty", "declare void @f() allockind(\"\")\n", "1:29: error: unknown allockind "},
	{"allockind_word", "declare void @f() allockind(alloc)\n", "1:29: error: expected allockind value"},
	{"initializes_touch", "declare void @f(ptr initializes((0, 4), (4, 8)) %p)\n", "1:49: error: Invalid (unordered or overlapping) range list"},
	{"initializes_reversed", "declare void @f(ptr initializes((4, 0)) %p)\n", "1:41: error: Invalid (unordered or overlapping) range list"},
	{"initializes_empty_range", "declare void @f(ptr initializes((0, 0)) %p)\n", "1:38: error: the range should not represent the full or empty set!"},
	{"initializes_flat", "declare void @f(ptr initializes(0, 4) %p)\n", "1:33: error: expected '('"},
	{"initializes_comma", "declare void @f(ptr initializes((0 4)) %p)\n", "1:36: error: expected ','"},
	{"initializes_list", "declare void @f(ptr initializes((0, 4) (8, 12)) %p)\n", "1:40: error: expected ')'"},
	{"deref_zero", "declare void @f(ptr dereferenceable(0) %p)\n", "1:37: error: dereferenceable bytes must be non-zero"},
	{"deref_paren", "declare void @f(ptr dereferenceable(8 %p)\n", "1:39: error: expected ')'"},
	{"deref_negative", "declare void @f(ptr dereferenceable_or_null(-1) %p)\n", "1:45: error: expected integer"},
	{"alignstack_three", "declare void @f() alignstack(3)\n", "1:30: error: stack alignment is not a power of two"},
	{"alignstack_wide", "declare void @f() alignstack(4294967296)\n", "1:30: error: expected 32-bit integer (too large)"},
	{"align_three", "declare void @f(ptr align(3) %p)\n", "1:26: error: alignment is not a power of two"},
	{"align_paren", "declare void @f(ptr align(8 %p)\n", "1:26: error: expected ')'"},
	{"align_huge", "declare void @f(ptr align(8589934592) %p)\n", "1:26: error: huge alignments are not supported yet"},
	{"place_param", "declare void @f(ptr nounwind %p)\n", "1:21: error: this attribute does not apply to parameters"},
	{"place_ret", "declare nounwind ptr @f()\n", "1:9: error: this attribute does not apply to return values"},
	{"place_fn", "declare void @f() noalias\n", "1:19: error: this attribute does not apply to functions"},
	{"place_last_wins", "declare void @f(ptr nounwind cold %p)\n", "1:30: error: this attribute does not apply to parameters"},
	{"place_later_error", "declare void @f(ptr nounwind align(3) %p)\n", "1:35: error: alignment is not a power of two"},
	{"place_group", "declare void @f() #0\nattributes #0 = { noundef nounwind }\n", "2:19: error: this attribute does not apply to functions"},
	{"place_call", "define void @g() {\n  call void @f() noalias\n  ret void\n}\ndeclare void @f()\n", "2:18: error: this attribute does not apply to functions"},
	{"group_alignstack_paren", "declare void @f() #0\nattributes #0 = { alignstack(8) }\n", "2:29: error: expected '=' here"},
}

// attrGood are attribute arguments LLVM 22 takes.
var attrGood = []string{
	"declare void @f(ptr captures(none) %a, ptr captures(ret: none) %b, ptr captures(address_is_null, ret: address, provenance) %c, ptr captures(ret : address) %d)\n",
	"declare void @f(float nofpclass(nan inf) %x, float nofpclass(3) %y, float nofpclass(u0x3) %z)\n",
	"declare void @f(i32, i32) allocsize(0, 1) vscale_range(0) uwtable(async) allockind(\"alloc,zeroed\") alignstack(16)\n",
	"declare void @f(ptr \"nounwind\" readonly %p) readonly\n",
	"declare void @f(ptr initializes((-8, -4), (0, 4)) %p, ptr dereferenceable_or_null(18446744073709551616) %q, ptr align(8) %r)\n",
}

func TestAttrArgErrors(t *testing.T)     { parseBad(t, attrBad, attrGood) }
func TestAttrArgsMatchLLVM(t *testing.T) { matchLLVM(t, attrBad, attrGood) }

// TestRepeatedAttributeKeepsLast: of two attributes of one kind in a list,
// LLVM keeps the last ("frame-pointer" "frame-pointer"="all" is
// "frame-pointer"="all", which the verifier accepts; the first alone is
// not a valid value).
func TestRepeatedAttributeKeepsLast(t *testing.T) {
	src := "define void @f(ptr align 4 \"a\" align 8 \"a\"=\"1\" %p) #0 {\n  ret void\n}\n" +
		"attributes #0 = { \"frame-pointer\" nounwind \"frame-pointer\"=\"all\" nounwind }\n"
	m, err := Parse("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := irverify.VerifyRead(m); err != nil {
		t.Fatal(err)
	}
	if got := m.AttrGroup(0).Attrs; len(got) != 2 || got[0].Value != "all" || got[1].Kind != "nounwind" {
		t.Errorf("group #0 holds %v", got)
	}
	if got := m.Function("f").Params[0].Attrs.Attrs; len(got) != 2 || got[0].Value != "8" || got[1].Value != "1" {
		t.Errorf("parameter attributes %v", got)
	}
}

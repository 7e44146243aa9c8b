package llread

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"memspace/dinames"
	"memspace/internal/llvmtools"
	"memspace/internal/par"
)

// diFile is a node the cases below may point at.
const diFile = "!9 = !DIFile(filename: \"a\", directory: \"b\")\n"

// diBad are !DI nodes LLVM 22 refuses, each with the message llvm-as-22
// gives (TestDIFieldsMatchLLVM checks every one against it).
var diBad = []struct{ name, src, want string }{
	{"unknown_field", diFile + "!0 = !DILocation(line: 1, bogus: 2, scope: !9)\n", "2:27: error: invalid field 'bogus'"},
	{"twice", diFile + "!0 = !DILocation(line: 1, line: 2, scope: !9)\n", "2:27: error: field 'line' cannot be specified more than once"},
	{"required", "!0 = !DILocation(line: 1)\n", "1:25: error: missing required field 'scope'"},
	{"required_order", "!0 = !DIDerivedType(name: \"x\")\n", "1:30: error: missing required field 'tag'"},
	{"string", "!0 = !DIFile(filename: 1, directory: \"\")\n", "1:24: error: expected string constant"},
	{"string_empty", "!0 = !DIGlobalVariable(name: \"\")\n", "1:30: error: 'name' cannot be empty"},
	{"size_word", "!0 = !DIBasicType(name: \"a\", size: \"x\")\n", "1:36: error: expected metadata operand"},
	{"size_negative", "!0 = !DIBasicType(name: \"a\", size: -1)\n", "1:36: error: expected unsigned integer"},
	{"unsigned_limit", diFile + "!0 = !DILocation(line: 1, scope: !9, column: 70000)\n", "2:46: error: value for 'column' too large, limit is 65535"},
	{"unsigned_signed_hex", diFile + "!0 = !DILocation(scope: !9, line: s0x10)\n", "2:35: error: expected unsigned integer"},
	{"unsigned_minus_zero", diFile + "!0 = !DILocation(scope: !9, line: -0)\n", "2:35: error: expected unsigned integer"},
	{"signed_small", "!0 = !DISubprogram(thisAdjustment: -9223372036854775809)\n", "1:36: error: value for 'thisAdjustment' too small, limit is -2147483648"},
	{"signed_large", "!0 = !DISubprogram(thisAdjustment: 2147483648)\n", "1:36: error: value for 'thisAdjustment' too large, limit is 2147483647"},
	{"count_null", "!0 = !DISubrange(count: null)\n", "1:25: error: 'count' cannot be null"},
	{"count_small", "!0 = !DISubrange(count: -2)\n", "1:25: error: value for 'count' too small, limit is -1"},
	{"count_signed_hex", "!0 = !DISubrange(count: s0x10)\n", "1:25: error: value for 'count' too small, limit is -1"},
	{"bool", diFile + "!0 = !DILocation(line: 1, scope: !9, isImplicitCode: 1)\n", "2:54: error: expected 'true' or 'false'"},
	{"scope_null", "!0 = !DILocation(line: 1, scope: null)\n", "1:34: error: 'scope' cannot be null"},
	{"scope_string", "!0 = !DILocation(line: 1, scope: \"x\")\n", "1:34: error: expected metadata operand"},
	{"scope_distinct", "!0 = !DILocation(scope: distinct !{})\n", "1:25: error: expected metadata operand"},
	{"tag_unknown", "!0 = !DIBasicType(name: \"a\", tag: DW_TAG_bogus)\n", "1:35: error: invalid DWARF tag 'DW_TAG_bogus'"},
	{"tag_other_family", "!0 = !DIBasicType(name: \"a\", tag: DW_ATE_signed)\n", "1:35: error: expected DWARF tag"},
	{"tag_limit", "!0 = !DIBasicType(tag: 70000)\n", "1:24: error: value for 'tag' too large, limit is 65535"},
	{"encoding", "!0 = !DIBasicType(name: \"a\", encoding: DW_TAG_member)\n", "1:40: error: expected DWARF type attribute encoding"},
	{"language", diFile + "!0 = distinct !DICompileUnit(file: !9, language: DW_LANG_bogus)\n", "2:50: error: invalid DWARF language 'DW_LANG_bogus'"},
	{"source_language", diFile + "!0 = distinct !DICompileUnit(file: !9, sourceLanguageName: DW_LANG_C)\n", "2:60: error: expected DWARF source language name"},
	{"cc", "!0 = !DISubroutineType(types: null, cc: DW_CC_bogus)\n", "1:41: error: invalid DWARF calling convention 'DW_CC_bogus'"},
	{"macinfo", "!0 = !DIMacro(type: DW_MACINFO_bogus, name: \"a\")\n", "1:21: error: invalid DWARF macinfo type 'DW_MACINFO_bogus'"},
	{"virtuality", "!0 = distinct !DISubprogram(virtuality: DW_VIRTUALITY_bogus)\n", "1:41: error: invalid DWARF virtuality code 'DW_VIRTUALITY_bogus'"},
	{"enum_kind", "!0 = !DICompositeType(tag: 1, enumKind: DW_APPLE_ENUM_KIND_bogus)\n", "1:41: error: invalid DWARF enum kind code 'DW_APPLE_ENUM_KIND_bogus'"},
	{"emission_kind", diFile + "!0 = distinct !DICompileUnit(file: !9, language: 1, emissionKind: FullDebugx)\n", "2:67: error: expected emission kind"},
	{"fixed_point_kind", "!0 = !DIFixedPointType(kind: DW_TAG_member)\n", "1:30: error: expected fixed-point kind"},
	{"checksum_kind", "!0 = !DIFile(filename: \"a\", directory: \"\", checksumkind: CSK_MD6, checksum: \"x\")\n", "1:58: error: invalid checksum kind 'CSK_MD6'"},
	{"checksum_kind_string", "!0 = !DIFile(filename: \"a\", directory: \"b\", checksumkind: \"x\", checksum: \"0\")\n", "1:59: error: invalid checksum kind 'x'"},
	{"checksum_kind_label", "!0 = !DIFile(filename: \"a\", directory: \"b\", checksumkind: bogus, checksum: \"0\")\n", "1:59: error: invalid checksum kind 'checksumkind'"},
	{"checksum_alone", "!0 = !DIFile(filename: \"a\", directory: \"b\", checksumkind: CSK_MD5)\n!1 = !{}\n", "2:1: error: 'checksumkind' and 'checksum' must be provided together"},
	{"flag_unknown", "!0 = !DIBasicType(name: \"a\", flags: DIFlagBogus)\n", "1:37: error: invalid debug info flag 'DIFlagBogus'"},
	{"flag_sp_in_di", "!0 = !DIBasicType(flags: DIFlagPublic | DISPFlagPure)\n", "1:41: error: expected debug info flag"},
	{"flag_negative", "!0 = !DIBasicType(flags: DIFlagPublic | -1)\n", "1:41: error: expected debug info flag"},
	{"flag_wide", "!0 = !DIBasicType(flags: DIFlagPublic | 4294967296)\n", "1:41: error: expected 32-bit integer (too large)"},
	{"flag_missing", "!0 = !DIBasicType(flags: DIFlagPublic |)\n", "1:40: error: expected debug info flag"},
	{"spflag_unknown", "!0 = !DISubprogram(spFlags: DISPFlagZero)\n", "1:29: error: invalid subprogram debug info flag 'DISPFlagZero'"},
	{"spflag_di", "!0 = !DISubprogram(spFlags: DISPFlagLocalToUnit | DIFlagPublic)\n", "1:51: error: expected debug info flag"},
	{"enumerator_sign", "!0 = !DIEnumerator(name: \"a\", value: -1, isUnsigned: true)\n!1 = !{}\n", "2:1: error: unsigned enumerator with negative value"},
	{"assign_id_distinct", "!0 = !DIAssignID()\n", "1:6: error: missing 'distinct', required for !DIAssignID()"},
	{"assign_id_fields", "!0 = distinct !DIAssignID(line: 1)\n", "1:27: error: expected ')' here"},
	{"compile_unit_distinct", diFile + "!0 = !DICompileUnit(file: !9, language: 1)\n", "2:6: error: missing 'distinct', required for !DICompileUnit"},
	{"compile_unit_language", diFile + "!0 = distinct !DICompileUnit(file: !9)\n", "2:15: error: missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit"},
	{"compile_unit_languages", diFile + "!0 = distinct !DICompileUnit(file: !9, sourceLanguageName: 1, language: 1)\n", "2:15: error: can only specify one of 'language' and 'sourceLanguageName' on !DICompileUnit"},
	{"subprogram_distinct", "!0 = !DISubprogram()\n", "1:6: error: missing 'distinct', required for !DISubprogram that is a Definition"},
	{"subprogram_spflags", "!0 = !DISubprogram(spFlags: DISPFlagDefinition)\n", "1:6: error: missing 'distinct', required for !DISubprogram that is a Definition"},
	{"expression_op", "!0 = !DIExpression(DW_OP_bogus)\n", "1:20: error: invalid DWARF op 'DW_OP_bogus'"},
	{"expression_encoding", "!0 = !DIExpression(DW_ATE_bogus)\n", "1:20: error: invalid DWARF attribute encoding 'DW_ATE_bogus'"},
	{"expression_word", "!0 = !DIExpression(DW_TAG_member)\n", "1:20: error: expected unsigned integer"},
	{"expression_large", "!0 = !DIExpression(18446744073709551616)\n", "1:20: error: element too large, limit is 18446744073709551615"},
	{"expression_comma", "!0 = !DIExpression(DW_OP_deref DW_OP_deref)\n", "1:32: error: expected ')' here"},
	{"label_missing", "!0 = !DILocation(1)\n", "1:18: error: expected field label here"},
	{"field_comma", diFile + "!0 = !DILocation(scope: !9 line: 2)\n", "2:28: error: expected ')' here"},
	{"operands_twice", "!0 = !GenericDINode(tag: 1, operands: {!9}, operands: {})\n!9 = !{}\n", "1:45: error: field 'operands' cannot be specified more than once"},
	{"operands_brace", "!0 = !GenericDINode(tag: 1, operands: !9)\n!9 = !{}\n", "1:39: error: expected '{' here"},
}

// diGood are !DI nodes LLVM 22 accepts in forms easy to get wrong.
var diGood = []string{
	diFile + "!0 = !DILocation(scope: !9, line: u0x10, column: 01)\n",
	"!0 = !DIBasicType(tag: u0x24, flags: 3 | DIFlagPublic | u0x10, size: i64 8)\n",
	"!0 = !DISubrange(count: -0, lowerBound: s0x10)\n",
	"!0 = !DIEnumerator(name: \"a\", value: -0, isUnsigned: true)\n",
	"!0 = !DISubprogram(spFlags: 0)\n!1 = !DISubprogram(isDefinition: false, isLocal: true)\n",
	"!0 = distinct !DISubprogram(spFlags: DISPFlagDefinition | DISPFlagOptimized, virtuality: DW_VIRTUALITY_virtual)\n",
	diFile + "!0 = distinct !DICompileUnit(file: !9, sourceLanguageName: DW_LNAME_C, emissionKind: FullDebug, nameTableKind: None)\n",
	"!0 = !DIFile(filename: \"a\", directory: \"b\", checksum: \"0\", checksumkind: CSK_SHA256)\n",
	"!0 = !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_constu, u0x10, DW_OP_stack_value)\n",
	"!0 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, ptrAuthKey: 7, ptrAuthIsaPointer: true)\n",
	"!0 = !DICompositeType(tag: DW_TAG_enumeration_type, enumKind: DW_APPLE_ENUM_KIND_Open, rank: -1)\n",
	"!0 = !DIFixedPointType(kind: Rational, numerator: -18446744073709551616, factor: -3)\n",
	"!0 = distinct !DIAssignID()\n",
	"!0 = !GenericDINode(tag: DW_TAG_entry_point, header: \"h\", operands: {null, !0})\n",
}

func TestDIFieldErrors(t *testing.T) { parseBad(t, diBad, diGood) }

// TestDIFieldsMatchLLVM checks the cases above against llvm-as-22: the
// same message at the same place for the bad ones, acceptance for the
// good ones.
func TestDIFieldsMatchLLVM(t *testing.T) {
	matchLLVM(t, diBad, diGood)
}

// matchLLVM checks bad and good cases against llvm-as-22: the same
// message for each bad one.
func matchLLVM(t *testing.T, bad []struct{ name, src, want string }, good []string) {
	matchLLVMWith(t, bad, good, func(got, want string) bool { return got == want })
}

// matchLLVMWith is matchLLVM with llvm-as-22's message compared to the
// case's by same.
func matchLLVMWith(t *testing.T, bad []struct{ name, src, want string }, good []string, same func(got, want string) bool) {
	as := llvmtools.Tool(t, as22)
	dir := t.TempDir()
	for _, c := range bad {
		got, err := asMessage(t, as, dir, c.name, c.src)
		if err == nil || !same(got, c.want) {
			t.Errorf("%s: llvm-as-22 says %q, the case %q", c.name, got, c.want)
		}
	}
	for i, src := range good {
		if got, err := asMessage(t, as, dir, "good", src); err != nil {
			t.Errorf("good case %d: llvm-as-22 refuses it: %s", i, got)
		}
	}
}

// asMessage runs llvm-as-22 on src and returns its first message without
// the file name ("1:5: error: ...").
func asMessage(t *testing.T, as, dir, name, src string) (string, error) {
	msg, err := asMessageWith(as, dir, name, src)
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return msg, err
}

// asMessageWith runs assembler as on src, written to dir/name.ll, and
// returns its first message without the file name.
func asMessageWith(as, dir, name, src string) (string, error) {
	path := filepath.Join(dir, name+".ll")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		return "", err
	}
	out, err := exec.Command(as, path, "-o", os.DevNull).CombinedOutput()
	first, _, _ := strings.Cut(string(out), "\n")
	_, msg, _ := strings.Cut(first, path+":")
	return msg, err
}

// parseBad checks that Parse refuses each case with its message and
// takes each good one.
func parseBad(t *testing.T, bad []struct{ name, src, want string }, good []string) {
	parseBadWith(t, bad, good, func(got, want string) bool { return got == want })
}

// parseBadWith is parseBad with Parse's message compared to the case's
// by same.
func parseBadWith(t *testing.T, bad []struct{ name, src, want string }, good []string, same func(got, want string) bool) {
	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(c.name+".ll", []byte(c.src))
			if err == nil {
				t.Fatalf("Parse succeeded, want %q", c.want)
			}
			if got, want := err.Error(), c.name+".ll:"+c.want; !same(got, want) {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
	for i, src := range good {
		if _, err := Parse("good.ll", []byte(src)); err != nil {
			t.Errorf("good case %d: %v\n%s", i, err, src)
		}
	}
}

// TestDIFieldValuesMatchLLVM gives every field of every kind values of
// each sort and checks that Parse and llvm-as-22 agree on each: both
// accept it, or both refuse it with the same message at the same place.
func TestDIFieldValuesMatchLLVM(t *testing.T) {
	as := llvmtools.Tool(t, as22)
	values := []string{`"s"`, "null", "-1", "18446744073709551616", "DW_TAG_member", "true", "u0x10"}
	type job struct{ name, src string }
	var jobs []job
	for _, kind := range dinames.Kinds() {
		fields, _ := dinames.Fields(kind)
		for _, f := range fields {
			for _, v := range values {
				src := "!1 = !{}\n!0 = distinct !" + kind + "(" + f.Name + ": " + v + ")\n"
				jobs = append(jobs, job{kind + "." + f.Name + "=" + v, src})
			}
		}
	}
	dir := t.TempDir()
	errs := make([]string, len(jobs))
	par.For(len(jobs), false, func(i int) {
		j := jobs[i]
		path := filepath.Join(dir, strconv.Itoa(i)+".ll")
		if err := os.WriteFile(path, []byte(j.src), 0o644); err != nil {
			errs[i] = err.Error()
			return
		}
		out, err := exec.Command(as, "-disable-verify", path, "-o", os.DevNull).CombinedOutput()
		llvm := ""
		if err != nil {
			first, _, _ := strings.Cut(string(out), "\n")
			_, llvm, _ = strings.Cut(first, path+":")
		}
		ours := ""
		if _, err := Parse(path, []byte(j.src)); err != nil {
			_, ours, _ = strings.Cut(err.Error(), path+":")
		}
		if llvm != ours {
			errs[i] = fmt.Sprintf("%s: llvm-as-22 %q, ours %q", j.name, llvm, ours)
		}
	})
	bad := 0
	for _, e := range errs {
		if e != "" && bad < 20 {
			t.Error(e)
			bad++
		}
	}
	t.Logf("%d cases", len(jobs))
}

package bitcode

import (
	"strconv"
	"strings"

	"memspace/ir"
)

var dwTags = map[uint64]string{}

func init() {
	names := map[uint64]string{
		0x01: "array_type", 0x02: "class_type", 0x03: "entry_point", 0x04: "enumeration_type",
		0x05: "formal_parameter", 0x08: "imported_declaration", 0x0a: "label", 0x0b: "lexical_block",
		0x0d: "member", 0x0f: "pointer_type", 0x10: "reference_type", 0x11: "compile_unit",
		0x12: "string_type", 0x13: "structure_type", 0x15: "subroutine_type", 0x16: "typedef",
		0x17: "union_type", 0x18: "unspecified_parameters", 0x19: "variant", 0x1a: "common_block",
		0x1b: "common_inclusion", 0x1c: "inheritance", 0x1d: "inlined_subroutine", 0x1e: "module",
		0x1f: "ptr_to_member_type", 0x20: "set_type", 0x21: "subrange_type", 0x22: "with_stmt",
		0x23: "access_declaration", 0x24: "base_type", 0x25: "catch_block", 0x26: "const_type",
		0x27: "constant", 0x28: "enumerator", 0x29: "file_type", 0x2a: "friend", 0x2b: "namelist",
		0x2c: "namelist_item", 0x2d: "packed_type", 0x2e: "subprogram", 0x2f: "template_type_parameter",
		0x30: "template_value_parameter", 0x31: "thrown_type", 0x32: "try_block", 0x33: "variant_part",
		0x34: "variable", 0x35: "volatile_type", 0x36: "dwarf_procedure", 0x37: "restrict_type",
		0x38: "interface_type", 0x39: "namespace", 0x3a: "imported_module", 0x3b: "unspecified_type",
		0x3c: "partial_unit", 0x3d: "imported_unit", 0x3f: "condition", 0x40: "shared_type",
		0x41: "type_unit", 0x42: "rvalue_reference_type", 0x43: "template_alias", 0x44: "coarray_type",
		0x45: "generic_subrange", 0x46: "dynamic_type", 0x47: "atomic_type", 0x48: "call_site",
		0x49: "call_site_parameter", 0x4a: "skeleton_unit", 0x4b: "immutable_type",
		0x4106: "GNU_template_template_param", 0x4107: "GNU_template_parameter_pack",
		0x4108: "GNU_formal_parameter_pack", 0x4200: "APPLE_property",
		// Vendor tags LLVM 22 knows by name (a GenericDINode may carry any).
		0x4081: "MIPS_loop", 0x4101: "format_label", 0x4102: "function_template", 0x4103: "class_template",
		0x4104: "GNU_BINCL", 0x4105: "GNU_EINCL", 0x4109: "GNU_call_site", 0x410a: "GNU_call_site_parameter",
		0x4201: "SUN_function_template", 0x4202: "SUN_class_template", 0x4203: "SUN_struct_template",
		0x4204: "SUN_union_template", 0x4205: "SUN_indirect_inheritance", 0x4206: "SUN_codeflags",
		0x4207: "SUN_memop_info", 0x4208: "SUN_omp_child_func", 0x4209: "SUN_rtti_descriptor",
		0x420a: "SUN_dtor_info", 0x420b: "SUN_dtor", 0x420c: "SUN_f90_interface",
		0x420d: "SUN_fortran_vax_structure", 0x4300: "LLVM_ptrauth_type", 0x5101: "ALTIUM_circ_type",
		0x5102: "ALTIUM_mwa_circ_type", 0x5103: "ALTIUM_rev_carry_type", 0x5111: "ALTIUM_rom",
		0x6000: "LLVM_annotation", 0x8004: "GHS_namespace", 0x8005: "GHS_using_namespace",
		0x8006: "GHS_using_declaration", 0x8007: "GHS_template_templ_param", 0x8765: "UPC_shared_type",
		0x8766: "UPC_strict_type", 0x8767: "UPC_relaxed", 0xa000: "PGI_kanji_type",
		0xa020: "PGI_interface_block", 0xb000: "BORLAND_property", 0xb001: "BORLAND_Delphi_string",
		0xb002: "BORLAND_Delphi_dynamic_array", 0xb003: "BORLAND_Delphi_set", 0xb004: "BORLAND_Delphi_variant",
	}
	for k, v := range names {
		dwTags[k] = "DW_TAG_" + v
	}
}

var dwATE = prefixed("DW_ATE_", map[uint64]string{
	1: "address", 2: "boolean", 3: "complex_float", 4: "float", 5: "signed", 6: "signed_char",
	7: "unsigned", 8: "unsigned_char", 9: "imaginary_float", 10: "packed_decimal", 11: "numeric_string",
	12: "edited", 13: "signed_fixed", 14: "unsigned_fixed", 15: "decimal_float", 16: "UTF", 17: "UCS", 18: "ASCII",
})

var dwLang = prefixed("DW_LANG_", map[uint64]string{
	1: "C89", 2: "C", 3: "Ada83", 4: "C_plus_plus", 5: "Cobol74", 6: "Cobol85", 7: "Fortran77",
	8: "Fortran90", 9: "Pascal83", 10: "Modula2", 11: "Java", 12: "C99", 13: "Ada95", 14: "Fortran95",
	15: "PLI", 16: "ObjC", 17: "ObjC_plus_plus", 18: "UPC", 19: "D", 20: "Python", 21: "OpenCL",
	22: "Go", 23: "Modula3", 24: "Haskell", 25: "C_plus_plus_03", 26: "C_plus_plus_11", 27: "OCaml",
	28: "Rust", 29: "C11", 30: "Swift", 31: "Julia", 32: "Dylan", 33: "C_plus_plus_14", 34: "Fortran03",
	35: "Fortran08", 36: "RenderScript", 37: "BLISS", 38: "Kotlin", 39: "Zig", 40: "Crystal",
	42: "C_plus_plus_17", 43: "C_plus_plus_20", 44: "C17", 45: "Fortran18", 46: "Ada2005", 47: "Ada2012",
	48: "HIP", 49: "Assembly", 50: "C_sharp", 51: "Mojo", 52: "GLSL", 53: "GLSL_ES", 54: "HLSL",
	55: "OpenCL_CPP", 56: "CPP_for_OpenCL", 57: "SYCL", 0x40: "Ruby", 0x41: "Move", 0x42: "Hylo",
	0x43: "Metal", 0x8001: "Mips_Assembler",
	0x8e57: "GOOGLE_RenderScript", 0xb000: "BORLAND_Delphi",
})

var dwCC = prefixed("DW_CC_", map[uint64]string{
	1: "normal", 2: "program", 3: "nocall", 4: "pass_by_reference", 5: "pass_by_value",
	0xc0: "LLVM_vectorcall", 0xc1: "LLVM_Win64", 0xc2: "LLVM_X86_64SysV", 0xc3: "LLVM_AAPCS",
	0xc4: "LLVM_AAPCS_VFP", 0xc5: "LLVM_IntelOclBicc", 0xc6: "LLVM_SpirFunction",
	0xc7: "LLVM_DeviceKernel", 0xc8: "LLVM_Swift", 0xc9: "LLVM_PreserveMost",
	0xca: "LLVM_PreserveAll", 0xcb: "LLVM_X86RegCall", 0xcc: "LLVM_M68kRTD",
	0xcd: "LLVM_PreserveNone", 0xce: "LLVM_RISCVVectorCall", 0xcf: "LLVM_SwiftTail",
	0xfe: "GNU_renesas_sh", 0xff: "GNU_borland_fastcall_i386",
})

var macinfo = prefixed("DW_MACINFO_", map[uint64]string{1: "define", 2: "undef", 3: "start_file", 4: "end_file", 255: "vendor_ext"})

var appleEnumKinds = map[uint64]string{0: "DW_APPLE_ENUM_KIND_Closed", 1: "DW_APPLE_ENUM_KIND_Open"}

var checksumKinds = map[uint64]string{1: "CSK_MD5", 2: "CSK_SHA1", 3: "CSK_SHA256"}
var emissionKinds = map[uint64]string{0: "NoDebug", 1: "FullDebug", 2: "LineTablesOnly", 3: "DebugDirectivesOnly"}
var nameTableKinds = map[uint64]string{0: "Default", 1: "GNU", 2: "None", 3: "Apple"}

func prefixed(p string, m map[uint64]string) map[uint64]string {
	out := make(map[uint64]string, len(m))
	for k, v := range m {
		out[k] = p + v
	}
	return out
}

var diFlagBits = []struct {
	v    uint64
	name string
}{
	{1 << 2, "FwdDecl"}, {1 << 3, "AppleBlock"}, {1 << 4, "ReservedBit4"}, {1 << 5, "Virtual"},
	{1 << 6, "Artificial"}, {1 << 7, "Explicit"}, {1 << 8, "Prototyped"}, {1 << 9, "ObjcClassComplete"},
	{1 << 10, "ObjectPointer"}, {1 << 11, "Vector"}, {1 << 12, "StaticMember"}, {1 << 13, "LValueReference"},
	{1 << 14, "RValueReference"}, {1 << 15, "ExportSymbols"}, {1 << 18, "IntroducedVirtual"},
	{1 << 19, "BitField"}, {1 << 20, "NoReturn"}, {1 << 22, "TypePassByValue"},
	{1 << 23, "TypePassByReference"}, {1 << 24, "EnumClass"}, {1 << 25, "Thunk"}, {1 << 26, "NonTrivial"},
	{1 << 27, "BigEndian"}, {1 << 28, "LittleEndian"}, {1 << 29, "AllCallsDescribed"},
}

// flags adds a DIFlags field in LLVM's spelling.
func (d *diw) flags(name string, i int) {
	v := d.at(i)
	if v == 0 {
		return
	}
	var parts []string
	switch v & 3 {
	case 1:
		parts = append(parts, "DIFlagPrivate")
	case 2:
		parts = append(parts, "DIFlagProtected")
	case 3:
		parts = append(parts, "DIFlagPublic")
	}
	switch (v >> 16) & 3 {
	case 1:
		parts = append(parts, "DIFlagSingleInheritance")
	case 2:
		parts = append(parts, "DIFlagMultipleInheritance")
	case 3:
		parts = append(parts, "DIFlagVirtualInheritance")
	}
	v &^= 3 | 3<<16
	for _, b := range diFlagBits {
		if v&b.v != 0 {
			parts = append(parts, "DIFlag"+b.name)
			v &^= b.v
		}
	}
	if v != 0 {
		parts = append(parts, strconv.FormatUint(v, 10))
	}
	d.raw(name, strings.Join(parts, " | "))
}

var spFlagBits = []struct {
	v    uint64
	name string
}{
	{1 << 2, "LocalToUnit"}, {1 << 3, "Definition"}, {1 << 4, "Optimized"}, {1 << 5, "Pure"},
	{1 << 6, "Elemental"}, {1 << 7, "Recursive"}, {1 << 8, "MainSubprogram"}, {1 << 9, "Deleted"},
	{1 << 11, "ObjCDirect"},
}

func (d *diw) spFlags(name string, i int) {
	v := d.at(i)
	if v == 0 {
		// Without spFlags the text means a definition (the old default).
		d.raw(name, "0")
		return
	}
	var parts []string
	switch v & 3 {
	case 1:
		parts = append(parts, "DISPFlagVirtual")
	case 2:
		parts = append(parts, "DISPFlagPureVirtual")
	}
	v &^= 3
	for _, b := range spFlagBits {
		if v&b.v != 0 {
			parts = append(parts, "DISPFlag"+b.name)
			v &^= b.v
		}
	}
	if v != 0 {
		parts = append(parts, strconv.FormatUint(v, 10))
	}
	d.raw(name, strings.Join(parts, " | "))
}

// dwOps names DWARF expression operators and the number of arguments
// each takes.
var dwOps = map[uint64]struct {
	name string
	args int
}{
	0x03: {"DW_OP_addr", 1}, 0x06: {"DW_OP_deref", 0}, 0x08: {"DW_OP_const1u", 1},
	0x09: {"DW_OP_const1s", 1}, 0x0a: {"DW_OP_const2u", 1}, 0x0b: {"DW_OP_const2s", 1},
	0x0c: {"DW_OP_const4u", 1}, 0x0d: {"DW_OP_const4s", 1}, 0x0e: {"DW_OP_const8u", 1},
	0x0f: {"DW_OP_const8s", 1}, 0x10: {"DW_OP_constu", 1}, 0x11: {"DW_OP_consts", 1},
	0x12: {"DW_OP_dup", 0}, 0x13: {"DW_OP_drop", 0}, 0x14: {"DW_OP_over", 0}, 0x15: {"DW_OP_pick", 1},
	0x16: {"DW_OP_swap", 0}, 0x17: {"DW_OP_rot", 0}, 0x18: {"DW_OP_xderef", 0}, 0x19: {"DW_OP_abs", 0},
	0x1a: {"DW_OP_and", 0}, 0x1b: {"DW_OP_div", 0}, 0x1c: {"DW_OP_minus", 0}, 0x1d: {"DW_OP_mod", 0},
	0x1e: {"DW_OP_mul", 0}, 0x1f: {"DW_OP_neg", 0}, 0x20: {"DW_OP_not", 0}, 0x21: {"DW_OP_or", 0},
	0x22: {"DW_OP_plus", 0}, 0x23: {"DW_OP_plus_uconst", 1}, 0x24: {"DW_OP_shl", 0},
	0x25: {"DW_OP_shr", 0}, 0x26: {"DW_OP_shra", 0}, 0x27: {"DW_OP_xor", 0}, 0x29: {"DW_OP_eq", 0},
	0x2a: {"DW_OP_ge", 0}, 0x2b: {"DW_OP_gt", 0}, 0x2c: {"DW_OP_le", 0}, 0x2d: {"DW_OP_lt", 0},
	0x2e: {"DW_OP_ne", 0}, 0x90: {"DW_OP_regx", 1}, 0x92: {"DW_OP_bregx", 2},
	0x94: {"DW_OP_deref_size", 1}, 0x96: {"DW_OP_nop", 0}, 0x97: {"DW_OP_push_object_address", 0},
	0x9f: {"DW_OP_stack_value", 0}, 0xa3: {"DW_OP_entry_value", 1}, 0xa8: {"DW_OP_convert", 1},
	0xe0:   {"DW_OP_GNU_push_tls_address", 0},
	0x1000: {"DW_OP_LLVM_fragment", 2}, 0x1001: {"DW_OP_LLVM_convert", 2},
	0x1002: {"DW_OP_LLVM_tag_offset", 1}, 0x1003: {"DW_OP_LLVM_entry_value", 1},
	0x1004: {"DW_OP_LLVM_implicit_pointer", 0}, 0x1005: {"DW_OP_LLVM_arg", 1},
	0x1006: {"DW_OP_LLVM_extract_bits_sext", 2}, 0x1007: {"DW_OP_LLVM_extract_bits_zext", 2},
}

// expressionOps prints the elements of a DIExpression.
func expressionOps(elems []uint64) []ir.Metadata {
	out := make([]ir.Metadata, 0, len(elems))
	for i := 0; i < len(elems); {
		e := elems[i]
		var name string
		args := 0
		switch {
		case e >= 0x30 && e <= 0x4f:
			name = "DW_OP_lit" + strconv.FormatUint(e-0x30, 10)
		case e >= 0x50 && e <= 0x6f:
			name = "DW_OP_reg" + strconv.FormatUint(e-0x50, 10)
		case e >= 0x70 && e <= 0x8f:
			name, args = "DW_OP_breg"+strconv.FormatUint(e-0x70, 10), 1
		default:
			if op, ok := dwOps[e]; ok {
				name, args = op.name, op.args
			}
		}
		if name == "" {
			// Not an operator we know: the rest prints as numbers.
			for _, x := range elems[i:] {
				out = append(out, &ir.MDRaw{Text: strconv.FormatUint(x, 10)})
			}
			return out
		}
		out = append(out, &ir.MDRaw{Text: name})
		i++
		for j := 0; j < args && i < len(elems); j++ {
			text := strconv.FormatUint(elems[i], 10)
			if e == 0x1001 && j == 1 {
				if s, ok := dwATE[elems[i]]; ok {
					text = s
				}
			}
			if (e == 0x11 || e == 0x70 || (e >= 0x70 && e <= 0x8f) || (e == 0x92 && j == 1)) && int64(elems[i]) < 0 {
				text = strconv.FormatInt(int64(elems[i]), 10)
			}
			out = append(out, &ir.MDRaw{Text: text})
			i++
		}
	}
	return out
}

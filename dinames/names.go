package dinames

// The names of each family's numbers, without the family's prefix, as
// llvm-dis-22 prints them and llvm-as-22 reads them (numbers it prints
// as numbers are left out). dinames_test.go checks them against both.

var tagNames = map[uint64]string{
	0: "null", 1: "array_type", 2: "class_type", 3: "entry_point", 4: "enumeration_type",
	5: "formal_parameter", 8: "imported_declaration", 0xa: "label", 0xb: "lexical_block",
	0xd: "member", 0xf: "pointer_type", 0x10: "reference_type", 0x11: "compile_unit",
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
	0x49: "call_site_parameter", 0x4a: "skeleton_unit", 0x4b: "immutable_type", 0x4081: "MIPS_loop",
	0x4101: "format_label", 0x4102: "function_template", 0x4103: "class_template",
	0x4104: "GNU_BINCL", 0x4105: "GNU_EINCL", 0x4106: "GNU_template_template_param",
	0x4107: "GNU_template_parameter_pack", 0x4108: "GNU_formal_parameter_pack",
	0x4109: "GNU_call_site", 0x410a: "GNU_call_site_parameter", 0x4200: "APPLE_property",
	0x4201: "SUN_function_template", 0x4202: "SUN_class_template", 0x4203: "SUN_struct_template",
	0x4204: "SUN_union_template", 0x4205: "SUN_indirect_inheritance", 0x4206: "SUN_codeflags",
	0x4207: "SUN_memop_info", 0x4208: "SUN_omp_child_func", 0x4209: "SUN_rtti_descriptor",
	0x420a: "SUN_dtor_info", 0x420b: "SUN_dtor", 0x420c: "SUN_f90_interface",
	0x420d: "SUN_fortran_vax_structure", 0x42ff: "SUN_hi", 0x4300: "LLVM_ptrauth_type",
	0x5101: "ALTIUM_circ_type", 0x5102: "ALTIUM_mwa_circ_type", 0x5103: "ALTIUM_rev_carry_type",
	0x5111: "ALTIUM_rom", 0x6000: "LLVM_annotation", 0x8004: "GHS_namespace",
	0x8005: "GHS_using_namespace", 0x8006: "GHS_using_declaration",
	0x8007: "GHS_template_templ_param", 0x8765: "UPC_shared_type", 0x8766: "UPC_strict_type",
	0x8767: "UPC_relaxed", 0xa000: "PGI_kanji_type", 0xa020: "PGI_interface_block",
	0xb000: "BORLAND_property", 0xb001: "BORLAND_Delphi_string",
	0xb002: "BORLAND_Delphi_dynamic_array", 0xb003: "BORLAND_Delphi_set",
	0xb004: "BORLAND_Delphi_variant",
}

var encodingNames = map[uint64]string{
	1: "address", 2: "boolean", 3: "complex_float", 4: "float", 5: "signed", 6: "signed_char",
	7: "unsigned", 8: "unsigned_char", 9: "imaginary_float", 0xa: "packed_decimal",
	0xb: "numeric_string", 0xc: "edited", 0xd: "signed_fixed", 0xe: "unsigned_fixed",
	0xf: "decimal_float", 0x10: "UTF", 0x11: "UCS", 0x12: "ASCII", 0x81: "HP_complex_float",
	0x82: "HP_float128", 0x83: "HP_complex_float128", 0x84: "HP_floathpintel",
	0x85: "HP_imaginary_float90", 0x86: "HP_imaginary_float128",
}

var languageNames = map[uint64]string{
	1: "C89", 2: "C", 3: "Ada83", 4: "C_plus_plus", 5: "Cobol74", 6: "Cobol85", 7: "Fortran77",
	8: "Fortran90", 9: "Pascal83", 0xa: "Modula2", 0xb: "Java", 0xc: "C99", 0xd: "Ada95",
	0xe: "Fortran95", 0xf: "PLI", 0x10: "ObjC", 0x11: "ObjC_plus_plus", 0x12: "UPC", 0x13: "D",
	0x14: "Python", 0x15: "OpenCL", 0x16: "Go", 0x17: "Modula3", 0x18: "Haskell",
	0x19: "C_plus_plus_03", 0x1a: "C_plus_plus_11", 0x1b: "OCaml", 0x1c: "Rust", 0x1d: "C11",
	0x1e: "Swift", 0x1f: "Julia", 0x20: "Dylan", 0x21: "C_plus_plus_14", 0x22: "Fortran03",
	0x23: "Fortran08", 0x24: "RenderScript", 0x25: "BLISS", 0x26: "Kotlin", 0x27: "Zig",
	0x28: "Crystal", 0x2a: "C_plus_plus_17", 0x2b: "C_plus_plus_20", 0x2c: "C17", 0x2d: "Fortran18",
	0x2e: "Ada2005", 0x2f: "Ada2012", 0x30: "HIP", 0x31: "Assembly", 0x32: "C_sharp", 0x33: "Mojo",
	0x34: "GLSL", 0x35: "GLSL_ES", 0x36: "HLSL", 0x37: "OpenCL_CPP", 0x38: "CPP_for_OpenCL",
	0x39: "SYCL", 0x3d: "Metal", 0x40: "Ruby", 0x41: "Move", 0x42: "Hylo", 0x8001: "Mips_Assembler",
	0x8e57: "GOOGLE_RenderScript", 0xb000: "BORLAND_Delphi",
}

var sourceLanguageNames = map[uint64]string{
	1: "Ada", 2: "BLISS", 3: "C", 4: "C_plus_plus", 5: "Cobol", 6: "Crystal", 7: "D", 8: "Dylan",
	9: "Fortran", 0xa: "Go", 0xb: "Haskell", 0xc: "Java", 0xd: "Julia", 0xe: "Kotlin", 0xf: "Modula2",
	0x10: "Modula3", 0x11: "ObjC", 0x12: "ObjC_plus_plus", 0x13: "OCaml", 0x14: "OpenCL_C",
	0x15: "Pascal", 0x16: "PLI", 0x17: "Python", 0x18: "RenderScript", 0x19: "Rust", 0x1a: "Swift",
	0x1b: "UPC", 0x1c: "Zig", 0x1d: "Assembly", 0x1e: "C_sharp", 0x1f: "Mojo", 0x20: "GLSL",
	0x21: "GLSL_ES", 0x22: "HLSL", 0x23: "OpenCL_CPP", 0x24: "CPP_for_OpenCL", 0x25: "SYCL",
	0x26: "Ruby", 0x27: "Move", 0x28: "Hylo", 0x2c: "Metal",
}

var callingConvNames = map[uint64]string{
	1: "normal", 2: "program", 3: "nocall", 4: "pass_by_reference", 5: "pass_by_value",
	0x40: "GNU_renesas_sh", 0x41: "GNU_borland_fastcall_i386", 0xb0: "BORLAND_safecall",
	0xb1: "BORLAND_stdcall", 0xb2: "BORLAND_pascal", 0xb3: "BORLAND_msfastcall",
	0xb4: "BORLAND_msreturn", 0xb5: "BORLAND_thiscall", 0xb6: "BORLAND_fastcall",
	0xc0: "LLVM_vectorcall", 0xc1: "LLVM_Win64", 0xc2: "LLVM_X86_64SysV", 0xc3: "LLVM_AAPCS",
	0xc4: "LLVM_AAPCS_VFP", 0xc5: "LLVM_IntelOclBicc", 0xc6: "LLVM_SpirFunction",
	0xc7: "LLVM_DeviceKernel", 0xc8: "LLVM_Swift", 0xc9: "LLVM_PreserveMost",
	0xca: "LLVM_PreserveAll", 0xcb: "LLVM_X86RegCall", 0xcc: "LLVM_M68kRTD",
	0xcd: "LLVM_PreserveNone", 0xce: "LLVM_RISCVVectorCall", 0xcf: "LLVM_SwiftTail",
	0xd0: "LLVM_RISCVVLSCall", 0xff: "GDB_IBM_OpenCL",
}

var macinfoNames = map[uint64]string{
	1: "define", 2: "undef", 3: "start_file", 4: "end_file", 0xff: "vendor_ext",
}
var virtualityNames = map[uint64]string{0: "none", 1: "virtual", 2: "pure_virtual"}

var enumKindNames = map[uint64]string{0: "Closed", 1: "Open"}

var checksumKindNames = map[uint64]string{1: "MD5", 2: "SHA1", 3: "SHA256"}

var emissionKindNames = map[uint64]string{0: "NoDebug", 1: "FullDebug", 2: "LineTablesOnly", 3: "DebugDirectivesOnly"}

var nameTableKindNames = map[uint64]string{0: "Default", 1: "GNU", 2: "None", 3: "Apple"}

var fixedPointKindNames = map[uint64]string{0: "Binary", 1: "Decimal", 2: "Rational"}

var opNames = map[uint64]string{
	0x3: "addr", 0x6: "deref", 0x8: "const1u", 0x9: "const1s", 0xa: "const2u", 0xb: "const2s",
	0xc: "const4u", 0xd: "const4s", 0xe: "const8u", 0xf: "const8s", 0x10: "constu", 0x11: "consts",
	0x12: "dup", 0x13: "drop", 0x14: "over", 0x15: "pick", 0x16: "swap", 0x17: "rot", 0x18: "xderef",
	0x19: "abs", 0x1a: "and", 0x1b: "div", 0x1c: "minus", 0x1d: "mod", 0x1e: "mul", 0x1f: "neg",
	0x20: "not", 0x21: "or", 0x22: "plus", 0x23: "plus_uconst", 0x24: "shl", 0x25: "shr",
	0x26: "shra", 0x27: "xor", 0x28: "bra", 0x29: "eq", 0x2a: "ge", 0x2b: "gt", 0x2c: "le",
	0x2d: "lt", 0x2e: "ne", 0x2f: "skip", 0x30: "lit0", 0x31: "lit1", 0x32: "lit2", 0x33: "lit3",
	0x34: "lit4", 0x35: "lit5", 0x36: "lit6", 0x37: "lit7", 0x38: "lit8", 0x39: "lit9", 0x3a: "lit10",
	0x3b: "lit11", 0x3c: "lit12", 0x3d: "lit13", 0x3e: "lit14", 0x3f: "lit15", 0x40: "lit16",
	0x41: "lit17", 0x42: "lit18", 0x43: "lit19", 0x44: "lit20", 0x45: "lit21", 0x46: "lit22",
	0x47: "lit23", 0x48: "lit24", 0x49: "lit25", 0x4a: "lit26", 0x4b: "lit27", 0x4c: "lit28",
	0x4d: "lit29", 0x4e: "lit30", 0x4f: "lit31", 0x50: "reg0", 0x51: "reg1", 0x52: "reg2",
	0x53: "reg3", 0x54: "reg4", 0x55: "reg5", 0x56: "reg6", 0x57: "reg7", 0x58: "reg8", 0x59: "reg9",
	0x5a: "reg10", 0x5b: "reg11", 0x5c: "reg12", 0x5d: "reg13", 0x5e: "reg14", 0x5f: "reg15",
	0x60: "reg16", 0x61: "reg17", 0x62: "reg18", 0x63: "reg19", 0x64: "reg20", 0x65: "reg21",
	0x66: "reg22", 0x67: "reg23", 0x68: "reg24", 0x69: "reg25", 0x6a: "reg26", 0x6b: "reg27",
	0x6c: "reg28", 0x6d: "reg29", 0x6e: "reg30", 0x6f: "reg31", 0x70: "breg0", 0x71: "breg1",
	0x72: "breg2", 0x73: "breg3", 0x74: "breg4", 0x75: "breg5", 0x76: "breg6", 0x77: "breg7",
	0x78: "breg8", 0x79: "breg9", 0x7a: "breg10", 0x7b: "breg11", 0x7c: "breg12", 0x7d: "breg13",
	0x7e: "breg14", 0x7f: "breg15", 0x80: "breg16", 0x81: "breg17", 0x82: "breg18", 0x83: "breg19",
	0x84: "breg20", 0x85: "breg21", 0x86: "breg22", 0x87: "breg23", 0x88: "breg24", 0x89: "breg25",
	0x8a: "breg26", 0x8b: "breg27", 0x8c: "breg28", 0x8d: "breg29", 0x8e: "breg30", 0x8f: "breg31",
	0x90: "regx", 0x91: "fbreg", 0x92: "bregx", 0x93: "piece", 0x94: "deref_size",
	0x95: "xderef_size", 0x96: "nop", 0x97: "push_object_address", 0x98: "call2", 0x99: "call4",
	0x9a: "call_ref", 0x9b: "form_tls_address", 0x9c: "call_frame_cfa", 0x9d: "bit_piece",
	0x9e: "implicit_value", 0x9f: "stack_value", 0xa0: "implicit_pointer", 0xa1: "addrx",
	0xa2: "constx", 0xa3: "entry_value", 0xa4: "const_type", 0xa5: "regval_type", 0xa6: "deref_type",
	0xa7: "xderef_type", 0xa8: "convert", 0xa9: "reinterpret", 0xe0: "GNU_push_tls_address",
	0xe1: "HP_is_value", 0xe2: "HP_fltconst4", 0xe3: "HP_fltconst8", 0xe4: "HP_mod_range",
	0xe5: "HP_unmod_range", 0xe6: "HP_tls", 0xe8: "INTEL_bit_piece", 0xe9: "LLVM_user",
	0xed: "WASM_location", 0xee: "WASM_location_int", 0xf0: "APPLE_uninit",
	0xf2: "GNU_implicit_pointer", 0xf3: "GNU_entry_value", 0xf8: "PGI_omp_thread_num",
	0xfb: "GNU_addr_index", 0xfc: "GNU_const_index", 0x1000: "LLVM_fragment", 0x1001: "LLVM_convert",
	0x1002: "LLVM_tag_offset", 0x1003: "LLVM_entry_value", 0x1004: "LLVM_implicit_pointer",
	0x1005: "LLVM_arg", 0x1006: "LLVM_extract_bits_sext", 0x1007: "LLVM_extract_bits_zext",
}

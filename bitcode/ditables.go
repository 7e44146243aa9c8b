package bitcode

import (
	"strconv"
	"strings"

	"memspace/dinames"
	"memspace/ir"
)

// The names of debug-info constants, in full ("DW_TAG_member"), by
// number: package dinames has LLVM 22's.
var (
	dwTags          = fullNames(dinames.Tag)
	dwATE           = fullNames(dinames.Encoding)
	dwLang          = fullNames(dinames.Language)
	dwLName         = fullNames(dinames.SourceLanguage)
	dwCC            = fullNames(dinames.CallingConv)
	macinfo         = fullNames(dinames.Macinfo)
	appleEnumKinds  = fullNames(dinames.EnumKind)
	checksumKinds   = fullNames(dinames.ChecksumKind)
	emissionKinds   = fullNames(dinames.EmissionKind)
	nameTableKinds  = fullNames(dinames.NameTableKind)
	fixedPointKinds = fullNames(dinames.FixedPointKind)
)

func fullNames(f dinames.Family) map[uint64]string {
	out := make(map[uint64]string, len(f.Names()))
	for v := range f.Names() {
		out[v], _ = f.Name(v)
	}
	return out
}

// flagGroup is a pattern of flag bits printed under one name: a field
// of two bits (accessibility, inheritance, virtuality), named by its
// value, or bits named together only when all are set (whole).
type flagGroup struct {
	mask  uint64
	whole bool
}

var (
	diFlagGroups = []flagGroup{{3, false}, {3 << 16, false}, {1<<2 | 1<<5, true}}
	spFlagGroups = []flagGroup{{3, false}}
)

// flags adds a DIFlags field in LLVM's spelling (DINode::splitFlags).
func (d *diw) flags(name string, i int) {
	if v := d.at(i); v != 0 {
		d.raw(name, flagText(v, dinames.DIFlags, diFlagGroups))
	}
}

// spFlags adds a DISubprogram's spFlags field. Zero is written out:
// without spFlags the text would mean a definition.
func (d *diw) spFlags(name string, i int) {
	if v := d.at(i); v != 0 {
		d.raw(name, flagText(v, dinames.SPFlags, spFlagGroups))
	} else {
		d.raw(name, "0")
	}
}

// flagText spells v with the names of list: the groups first, then each
// named single bit outside the two-bit fields in order, then what is
// left as a number.
func flagText(v uint64, list []dinames.Flag, groups []flagGroup) string {
	var parts []string
	var fields uint64
	for _, g := range groups {
		if !g.whole {
			fields |= g.mask
		}
		x := v & g.mask
		if x == 0 || g.whole && x != g.mask {
			continue
		}
		for _, f := range list {
			if f.Value == x {
				parts = append(parts, f.Name)
				v &^= x
				break
			}
		}
	}
	for _, f := range list {
		if f.Value&(f.Value-1) == 0 && f.Value&fields == 0 && v&f.Value != 0 {
			parts = append(parts, f.Name)
			v &^= f.Value
		}
	}
	if v != 0 {
		parts = append(parts, strconv.FormatUint(v, 10))
	}
	return strings.Join(parts, " | ")
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

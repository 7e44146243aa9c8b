package dinames

import (
	"strings"

	"memspace/ir"
)

// Family is a set of named constants that a field may hold.
type Family uint8

// The families, each with its prefix in the text ("DW_TAG_") and the
// words LLVM's messages use for it.
const (
	Tag            Family = iota // DW_TAG_*
	Encoding                     // DW_ATE_*
	Language                     // DW_LANG_*
	SourceLanguage               // DW_LNAME_*
	CallingConv                  // DW_CC_*
	Macinfo                      // DW_MACINFO_*
	Virtuality                   // DW_VIRTUALITY_*
	EnumKind                     // DW_APPLE_ENUM_KIND_*
	ChecksumKind                 // CSK_*
	EmissionKind                 // NoDebug, FullDebug, ...
	NameTableKind                // Default, GNU, None, Apple
	FixedPointKind               // Binary, Decimal, Rational
	Op                           // DW_OP_*, in a DIExpression
)

// Families is the number of families: they are 0 to Families-1.
const Families = Family(len(families))

type family struct {
	prefix string // "" for the families of plain words
	desc   string // for "expected DWARF tag" and "invalid DWARF tag 'x'"
	names  map[uint64]string
}

var families = [...]family{
	Tag:            {"DW_TAG_", "DWARF tag", tagNames},
	Encoding:       {"DW_ATE_", "DWARF type attribute encoding", encodingNames},
	Language:       {"DW_LANG_", "DWARF language", languageNames},
	SourceLanguage: {"DW_LNAME_", "DWARF source language name", sourceLanguageNames},
	CallingConv:    {"DW_CC_", "DWARF calling convention", callingConvNames},
	Macinfo:        {"DW_MACINFO_", "DWARF macinfo type", macinfoNames},
	Virtuality:     {"DW_VIRTUALITY_", "DWARF virtuality code", virtualityNames},
	EnumKind:       {"DW_APPLE_ENUM_KIND_", "DWARF enum kind code", enumKindNames},
	ChecksumKind:   {"CSK_", "checksum kind", checksumKindNames},
	EmissionKind:   {"", "emission kind", emissionKindNames},
	NameTableKind:  {"", "nameTable kind", nameTableKindNames},
	FixedPointKind: {"", "fixed-point kind", fixedPointKindNames},
	Op:             {"DW_OP_", "DWARF op", opNames},
}

// values maps each family's full names back to their numbers.
var values = func() (v [len(families)]map[string]uint64) {
	for f, fam := range families {
		v[f] = make(map[string]uint64, len(fam.names))
		for n, s := range fam.names {
			v[f][fam.prefix+s] = n
		}
	}
	return v
}()

// Name returns the full name of value v in f ("DW_TAG_member").
func (f Family) Name(v uint64) (string, bool) {
	s, ok := families[f].names[v]
	if !ok {
		return "", false
	}
	return families[f].prefix + s, true
}

// Value returns the number a full name stands for.
func (f Family) Value(name string) (uint64, bool) {
	v, ok := values[f][name]
	return v, ok
}

// Prefix is the prefix every name of f starts with ("DW_TAG_"); "" for the
// families of plain words.
func (f Family) Prefix() string { return families[f].prefix }

// Desc names the family in LLVM's messages ("DWARF tag").
func (f Family) Desc() string { return families[f].desc }

// Names returns the number-to-name table of f, names without the prefix.
// Callers must not change it.
func (f Family) Names() map[uint64]string { return families[f].names }

// HasPrefix reports whether word is spelled as a name of f, known or not
// (LLVM's lexer makes a token of that family from the prefix alone).
func (f Family) HasPrefix(word string) bool {
	p := families[f].prefix
	if p == "" {
		_, ok := values[f][word]
		return ok
	}
	return strings.HasPrefix(word, p)
}

// A Flag is one named bit pattern of DIFlags or DISPFlags.
type Flag struct {
	Name  string
	Value uint64
}

// DIFlags are the names of a node's flags field, in the order of their
// values. Public, the inheritance kinds and IndirectVirtualBase are
// patterns of more than one bit.
var DIFlags = []Flag{
	{"DIFlagPrivate", 1}, {"DIFlagProtected", 2}, {"DIFlagPublic", 3}, {"DIFlagFwdDecl", 1 << 2},
	{"DIFlagAppleBlock", 1 << 3}, {"DIFlagReservedBit4", 1 << 4}, {"DIFlagVirtual", 1 << 5},
	{"DIFlagIndirectVirtualBase", 1<<2 | 1<<5}, {"DIFlagArtificial", 1 << 6}, {"DIFlagExplicit", 1 << 7},
	{"DIFlagPrototyped", 1 << 8}, {"DIFlagObjcClassComplete", 1 << 9}, {"DIFlagObjectPointer", 1 << 10},
	{"DIFlagVector", 1 << 11}, {"DIFlagStaticMember", 1 << 12}, {"DIFlagLValueReference", 1 << 13},
	{"DIFlagRValueReference", 1 << 14}, {"DIFlagExportSymbols", 1 << 15},
	{"DIFlagSingleInheritance", 1 << 16}, {"DIFlagMultipleInheritance", 2 << 16},
	{"DIFlagVirtualInheritance", 3 << 16}, {"DIFlagIntroducedVirtual", 1 << 18},
	{"DIFlagBitField", 1 << 19}, {"DIFlagNoReturn", 1 << 20}, {"DIFlagTypePassByValue", 1 << 22},
	{"DIFlagTypePassByReference", 1 << 23}, {"DIFlagEnumClass", 1 << 24}, {"DIFlagThunk", 1 << 25},
	{"DIFlagNonTrivial", 1 << 26}, {"DIFlagBigEndian", 1 << 27}, {"DIFlagLittleEndian", 1 << 28},
	{"DIFlagAllCallsDescribed", 1 << 29}, {"DIFlagNameIsSimplified", 1 << 30},
}

// SPFlags are the names of a DISubprogram's spFlags field.
var SPFlags = []Flag{
	{"DISPFlagVirtual", 1}, {"DISPFlagPureVirtual", 2}, {"DISPFlagLocalToUnit", 1 << 2},
	{"DISPFlagDefinition", 1 << 3}, {"DISPFlagOptimized", 1 << 4}, {"DISPFlagPure", 1 << 5},
	{"DISPFlagElemental", 1 << 6}, {"DISPFlagRecursive", 1 << 7}, {"DISPFlagMainSubprogram", 1 << 8},
	{"DISPFlagDeleted", 1 << 9}, {"DISPFlagObjCDirect", 1 << 11},
}

// Bits of spFlags the older DISubprogram fields (isLocal, isDefinition,
// isOptimized) stand for.
const (
	SPFlagLocalToUnit = 1 << 2
	SPFlagDefinition  = 1 << 3
	SPFlagOptimized   = 1 << 4
)

// FlagValue returns the value of a flag name in list.
func FlagValue(list []Flag, name string) (uint64, bool) {
	for _, f := range list {
		if f.Name == name {
			return f.Value, true
		}
	}
	return 0, false
}

// FlagsValue returns the value a flags field spells: names of list and
// integer literals joined by '|'. It reports false for a part that is
// neither.
func FlagsValue(list []Flag, text string) (uint64, bool) {
	var v uint64
	for _, part := range strings.Split(text, "|") {
		part = strings.TrimSpace(part)
		if x, ok := FlagValue(list, part); ok {
			v |= x
			continue
		}
		x, ok := ir.ParseIntLiteral(part)
		if !ok || x.Sign() < 0 || !x.IsUint64() {
			return 0, false
		}
		v |= x.Uint64()
	}
	return v, true
}

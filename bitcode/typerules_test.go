package bitcode

import (
	"strings"
	"testing"
)

// targetTypes is a type table whose type 2 is target(name, ints...) (the
// name record is not a type: the last NUMENTRY counts three).
func targetTypes(name string, ints ...uint64) [][]uint64 {
	named := append([]uint64{typeStructName}, strOps(name)...)
	return [][]uint64{{typeVoid}, {typeFunction, 0, 0}, named, append([]uint64{typeTargetType, 0}, ints...), {typeNumEntry, 3}}
}

// nullGlobal is a module with a global of type 2 initialized by a NULL
// constant.
func nullGlobal(types [][]uint64) []byte {
	return moduleTyped(nil, types, func(b *blockWriter) {
		b.record(modGlobalVar, []uint64{0, 1, 2, 2, 2, 0, 0, 0})
		b.enter(constantsBlock, 4)
		b.record(cstSetType, []uint64{2})
		b.record(cstNull, nil)
		b.exit()
	}, 1, ret)
}

// typeRulesBad break the rules the text reader applies (ir's
// IsValid...Element, TargetExtParamProblem, IsNullable), which LLVM's
// bitcode reader applies too; typeRulesGood keep them.
var typeRulesBad = []struct {
	name string
	data []byte
	want string
}{
	{"vector of scalable vectors", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeInteger, 32},
		{typeVector, 2, 2, 1}, {typeVector, 2, 3}}, nil, 1, ret), "invalid element type <vscale x 2 x i32>"},
	{"array of x86_amx", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeX86AMX}, {typeArray, 2, 2}},
		nil, 1, ret), "invalid element type x86_amx"},
	{"svcount with a parameter", moduleTyped(nil, targetTypes("aarch64.svcount", 1), nil, 1, ret),
		"target extension type aarch64.svcount should have no parameters"},
	{"null image", nullGlobal(targetTypes("spirv.Image")), "invalid type for a constant null value"},
	// dso_local_equivalent names its global's type: one past the table
	// is refused (a bit flip); another type LLVM ignores.
	{"dso_local_equivalent type past the table", dsoLocalEquivalent(99), "invalid type id 99"},
}

// dsoLocalEquivalent is a module with a global @f of i32 and a constant
// dso_local_equivalent @f whose record names type id typeID.
func dsoLocalEquivalent(typeID uint64) []byte {
	types := [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeInteger, 32}, {typeOpaquePtr, 0}}
	return moduleTyped(nil, types, func(b *blockWriter) {
		b.record(modGlobalVar, []uint64{0, 1, 2, 2, 0, 0, 0, 0})
		b.enter(constantsBlock, 4)
		b.record(cstSetType, []uint64{3})
		b.record(cstDSOLocalEquiv, []uint64{typeID, 0})
		b.exit()
	}, 1, ret)
}

var typeRulesGood = map[string][]byte{
	"dso_local_equivalent":                 dsoLocalEquivalent(3),
	"dso_local_equivalent of another type": dsoLocalEquivalent(2),
	"struct of x86_amx":                    moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeX86AMX}, {typeStructAnon, 0, 2}}, nil, 1, ret),
	"null sampler":                         nullGlobal(targetTypes("spirv.Sampler")),
}

// structOfToken is refused by the text reader's rule. LLVM's bitcode
// reader checks no struct field (it takes { void } too), but the text
// llvm-dis would print for a use of it reads back nowhere.
var structOfToken = moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeToken}, {typeStructAnon, 0, 2}}, nil, 1, ret)

func TestTypeRulesInBitcode(t *testing.T) {
	if _, err := Read("k.bc", structOfToken); err == nil || !strings.Contains(err.Error(), "invalid element type token") {
		t.Errorf("struct of token: got %v", err)
	}
	for _, tc := range typeRulesBad {
		if _, err := Read("k.bc", tc.data); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
	for name, data := range typeRulesGood {
		if _, err := Read("k.bc", data); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestTypeRulesInBitcodeMatchLLVM: llvm-dis-22 refuses the bad cases and
// reads the good ones.
func TestTypeRulesInBitcodeMatchLLVM(t *testing.T) {
	for _, tc := range typeRulesBad {
		if _, err := disOf(t, tc.data, "llvm-dis-22"); err == nil {
			t.Errorf("%s: llvm-dis-22 reads it", tc.name)
		}
	}
	for name, data := range typeRulesGood {
		if _, err := disOf(t, data, "llvm-dis-22"); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

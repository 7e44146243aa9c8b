package bitcode

import (
	"encoding/binary"
	"os"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// module builds a minimal bitcode module: one function @f of type void()
// whose body the caller writes (after DECLAREBLOCKS); extra, if not nil,
// runs first inside the module block.
func module(extra func(b *blockWriter), fnType uint64, body func(b *blockWriter)) []byte {
	return moduleTyped(extra, [][]uint64{{typeVoid}, {typeFunction, 0, 0}}, nil, fnType, body)
}

// moduleTyped is module with its type table given, one record (code,
// then operands) per type, and records written after it (globals).
func moduleTyped(extra func(b *blockWriter), types [][]uint64, after func(b *blockWriter), fnType uint64, body func(b *blockWriter)) []byte {
	return moduleAttrs(extra, types, after, fnType, 0, body)
}

// moduleAttrs is moduleTyped with the function given attribute list
// attrs (1-based; 0: none).
func moduleAttrs(extra func(b *blockWriter), types [][]uint64, after func(b *blockWriter), fnType, attrs uint64, body func(b *blockWriter)) []byte {
	b := newBlockWriter()
	b.w.out = append(b.w.out, 'B', 'C', 0xC0, 0xDE)
	b.enter(identBlock, 5)
	b.record(1, strOps(producer))
	b.record(2, []uint64{0})
	b.exit()
	b.enter(moduleBlock, 3)
	b.record(modVersion, []uint64{2})
	if extra != nil {
		extra(b)
	}
	b.enter(typeBlock, 4)
	b.record(typeNumEntry, []uint64{uint64(len(types))})
	for _, t := range types {
		b.record(t[0], t[1:])
	}
	b.exit()
	if after != nil {
		after(b)
	}
	b.record(modFunction, []uint64{0, 1, fnType, 0, 0, 0, attrs, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	b.enter(functionBlock, 4)
	b.record(1, []uint64{1})
	body(b)
	b.exit()
	b.exit()
	b.enter(strtabBlock, 3)
	id := b.defineAbbrev(&abbrev{ops: []abbrevOp{{enc: encLiteral, value: 1}, {enc: encBlob}}})
	b.abbrRecord(id, 1, nil, []byte("f"))
	b.exit()
	return b.w.bytes()
}

// producer is the identification string module writes.
var producer = "LLVM22.1.8"

func ret(b *blockWriter) { b.record(10, nil) }

var errShape = regexp.MustCompile(`^k\.bc: error: bitcode: .+ \(bit offset [0-9]+\)$`)

func TestMinimalModuleReads(t *testing.T) {
	m, err := Read("k.bc", module(nil, 1, ret))
	if err != nil {
		t.Fatal(err)
	}
	if f := m.Function("f"); f == nil || len(f.Blocks) != 1 {
		t.Fatalf("@f missing or wrong: %+v", m.Functions)
	}
}

func TestBadBitcode(t *testing.T) {
	good := module(nil, 1, ret)
	wrapped := make([]byte, 20)
	binary.LittleEndian.PutUint32(wrapped[0:], 0x0B17C0DE)
	binary.LittleEndian.PutUint32(wrapped[8:], 20)
	binary.LittleEndian.PutUint32(wrapped[12:], 8)
	wrapped = append(wrapped, 'X', 'C', 0xC0, 0xDE, 0, 0, 0, 0)
	flipped := append([]byte(nil), good...)
	flipped[len(flipped)-20] ^= 0xFF
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", good[:len(good)/2&^3], "longer than the file"},
		{"not a multiple of 4", good[:len(good)-3], "multiple of 4"},
		{"wrong magic in wrapper", wrapped, "invalid magic number"},
		{"bad abbreviation", module(func(b *blockWriter) {
			b.w.emit(abbrDefine, b.width)
			b.w.vbr(1, 5)
			b.w.emit(0, 1)
			b.w.emit(7, 3)
		}, 1, ret), "invalid abbreviation encoding 7"},
		{"undefined abbreviation", module(func(b *blockWriter) { b.w.emit(6, b.width) }, 1, ret), "invalid abbreviation id 6"},
		{"type id out of range", module(nil, 9, ret), "invalid type id 9"},
		{"block id out of range", module(nil, 1, func(b *blockWriter) { b.record(11, []uint64{3}) }), "invalid basic block id 3"},
		{"value id out of range", module(nil, 1, func(b *blockWriter) { b.record(11, []uint64{0, 0, 5}) }), "invalid value id"},
		{"unknown record", module(nil, 1, func(b *blockWriter) { b.record(99, []uint64{1}) }), "unknown record code 99 in FUNCTION_BLOCK"},
		{"unknown module record", module(func(b *blockWriter) { b.record(77, nil) }, 1, ret), "unknown record code 77 in MODULE_BLOCK"},
		// Bodies are read in parallel: a record that changes the module
		// belongs at module level (LLVM writes it there).
		{"metadata kind in a body", module(nil, 1, func(b *blockWriter) {
			b.enter(metadataBlock, 3)
			b.record(mdKind, []uint64{0, 'x'})
			b.exit()
			ret(b)
		}), "METADATA_KIND record in a function's METADATA_BLOCK"},
		{"named metadata in a body", module(nil, 1, func(b *blockWriter) {
			b.enter(metadataBlock, 3)
			b.record(mdName, []uint64{'n'})
			b.exit()
			ret(b)
		}), "METADATA_NAME record in a function's METADATA_BLOCK"},
		{"body ends inside a block", module(nil, 1, func(b *blockWriter) {}), "ends inside a block"},
		// A function type returning label, and a global of function type
		// (printed, neither would read back as text).
		{"label result", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeLabel}, {typeFunction, 0, 2}},
			nil, 3, ret), "invalid function return type label"},
		{"void parameter", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0, 0}}, nil, 1, ret),
			"invalid function argument type void"},
		// (bitcode mutant 1691 of seed 641)
		{"label parameter", moduleTyped(nil, [][]uint64{{typeVoid}, {typeLabel}, {typeFunction, 0, 0, 1}}, nil, 2, ret),
			"invalid function argument type label"},
		{"global of function type", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}}, func(b *blockWriter) {
			b.record(modGlobalVar, []uint64{0, 1, 1, 3, 0, 0, 0, 0})
		}, 1, ret), "invalid type for global variable"},
		{"type past NUMENTRY", moduleTyped(nil, [][]uint64{{typeNumEntry, 1}, {typeVoid}, {typeFunction, 0, 0}}, nil, 1, ret),
			"type 1 is past the 1 entries"},
		{"type table short of NUMENTRY", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeNumEntry, 3}}, nil, 1, ret),
			"declares 3 entries (NUMENTRY) and holds 2"},
		{"cast constant of unknown operand type", moduleTyped(nil, i32Types, func(b *blockWriter) {
			b.enter(constantsBlock, 4)
			b.record(cstSetType, []uint64{2})
			b.record(cstCast, []uint64{11, 99, 0})
			b.exit()
		}, 1, ret), "invalid type id 99"},
		{"initializer past every value", moduleTyped(nil, i32Types, func(b *blockWriter) {
			b.record(modGlobalVar, []uint64{0, 1, 2, 2, 5, 0, 0, 0})
		}, 1, ret), "an initializer names value 4"},
		{"DEBUG_LOC inlinedAt a string", module(debugMD, 1, func(b *blockWriter) {
			ret(b)
			b.record(35, []uint64{1, 1, 2, 1})
		}), "DEBUG_LOC inlinedAt is not a metadata node"},
		{"DEBUG_LOC scope a string", module(debugMD, 1, func(b *blockWriter) {
			ret(b)
			b.record(35, []uint64{1, 1, 1, 0})
		}), "DEBUG_LOC scope is not a metadata node"},
		{"END_BLOCK before the declared end", module(func(b *blockWriter) {
			b.enter(syncScopeNameBlock, 3)
			b.w.emit(abbrEndBlock, b.width)
			b.w.align32()
			b.record(1, strOps("x"))
			b.exit()
		}, 1, ret), "block SYNC_SCOPE_NAMES_BLOCK ends before its declared length"},
		{"monotonic fence", module(nil, 1, func(b *blockWriter) {
			b.record(36, []uint64{2, 1})
			ret(b)
		}), "invalid fence ordering 2"},
		{"unordered atomicrmw", moduleTyped(nil, ptrArgTypes, nil, 2, func(b *blockWriter) {
			b.record(59, []uint64{1, 1, 0, 0, 1, 1, 3})
			ret(b)
		}), "invalid atomicrmw ordering 1"},
		{"release cmpxchg failure", moduleTyped(nil, ptrArgTypes, nil, 2, func(b *blockWriter) {
			b.record(46, []uint64{1, 1, 1, 0, 6, 1, 4, 0, 3})
			ret(b)
		}), "invalid cmpxchg failure ordering 4"},
		{"atomic load without alignment", moduleTyped(nil, ptrArgTypes, nil, 2, func(b *blockWriter) {
			b.record(41, []uint64{1, 1, 0, 0, 6, 1})
			ret(b)
		}), "atomic load or store without an alignment"},
		{"type referred to ahead", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeArray, 2, 3}, {typeInteger, 32}}, nil, 1, ret),
			"type 2 refers ahead to type 3, which is not a named struct"},
		// (record mutant 652 of seed 3)
		{"opaque pointer of two operands", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeOpaquePtr, 0, 3}}, nil, 1, ret),
			"invalid opaque pointer record"},
		// (bitcode mutant 81 of seed 651)
		{"struct body referring ahead", moduleTyped(nil, [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeStructNamed, 0, 3}, {typeInteger, 32}}, nil, 1, ret),
			"type 2 refers ahead to type 3, which is not a named struct"},
		{"captures without a spelling", module(func(b *blockWriter) {
			b.enter(paramAttrGroup, 3)
			b.record(3, []uint64{1, 1, 1, 102, 8}) // captures(ret: <provenance bit alone>)
			b.exit()
		}, 1, ret), "invalid captures value 8"},
		{"corrupted", flipped, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Read("k.bc", tc.data)
			if err == nil {
				if tc.want != "" {
					t.Fatalf("no error; module %v", m != nil)
				}
				return
			}
			if m != nil {
				t.Error("a module came back with the error")
			}
			msg := err.Error()
			if !errShape.MatchString(msg) {
				t.Errorf("error %q is not FILE: error: bitcode: ... (bit offset N)", msg)
			}
			if !strings.Contains(msg, tc.want) {
				t.Errorf("error %q does not say %q", msg, tc.want)
			}
			if strings.Contains(msg, "internal error") {
				t.Errorf("internal error: %s", msg)
			}
		})
	}
}

// ptrArgTypes is a type table whose type 2 is void (ptr).
var ptrArgTypes = [][]uint64{{typeVoid}, {typeOpaquePtr, 0}, {typeFunction, 0, 0, 1}}

// i32Types is the minimal type table with i32 as type 2.
var i32Types = [][]uint64{{typeVoid}, {typeFunction, 0, 0}, {typeInteger, 32}}

// debugMD writes module metadata !0 = !"s" and !1 = !{}.
func debugMD(b *blockWriter) {
	b.enter(metadataBlock, 3)
	b.record(mdStringOld, strOps("s"))
	b.record(mdNode, nil)
	b.exit()
}

// TestNewerProducer: a record this reader does not know, from a newer
// LLVM, says which LLVM made the file.
func TestNewerProducer(t *testing.T) {
	producer = "LLVM99.0.0"
	data := module(nil, 1, func(b *blockWriter) { b.record(99, []uint64{1}) })
	producer = "LLVM22.1.8"
	_, err := Read("k.bc", data)
	if err == nil || !strings.Contains(err.Error(), "produced by LLVM99.0.0, newest known LLVM 22") {
		t.Fatalf("error %v does not name the producer", err)
	}
}

// TestComparisonPredicates: an icmp holding an fcmp predicate (12, fcmp's
// ult) is refused, as LLVM refuses it, not read as icmp's ult (36). The
// file is llvm-as-22's bitcode of a test input with bits flipped (bitcode
// mutant 631 of seed 291).
func TestComparisonPredicates(t *testing.T) {
	data, err := os.ReadFile("testdata/icmp-float-predicate.bc")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Read("k.bc", data); err == nil || !strings.Contains(err.Error(), "invalid icmp predicate 12") {
		t.Fatalf("got %v, want invalid icmp predicate 12", err)
	}
}

// TestConstantGEPBaseType: a constant getelementptr whose record gives its
// base a type that is no pointer is refused, as LLVM refuses it, though
// the value the record names is a pointer (the file is llvm-as-22's
// bitcode of soundness/testdata/gen-wmma.nvptx.O0.ll with one type id
// changed: bitcode mutant 542 of seed 401).
func TestConstantGEPBaseType(t *testing.T) {
	data, err := os.ReadFile("testdata/gep-base-not-pointer.bc")
	if err != nil {
		t.Fatal(err)
	}
	want := "GEP base operand must be pointer or vector of pointer"
	if _, err := Read("k.bc", data); err == nil || !errShape.MatchString(err.Error()) || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %s", err, want)
	}
}

// TestTruncatedEverywhere cuts a real module at many points: every cut
// is an error, none a panic.
func TestTruncatedEverywhere(t *testing.T) {
	src, err := os.ReadFile("../llread/testdata/features2.ll")
	if err != nil {
		t.Fatal(err)
	}
	bc, err := asOf(t, src, "llvm-as-22")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Read("k.bc", bc); err != nil {
		t.Fatal(err)
	}
	for n := 4; n < len(bc); n += 4 * (1 + len(bc)/1500) {
		if _, err := Read("k.bc", bc[:n]); err == nil {
			t.Errorf("cut at %d of %d bytes read without error", n, len(bc))
		} else if strings.Contains(err.Error(), "internal error") {
			t.Errorf("cut at %d: %v", n, err)
		}
	}
	_ = llvmtools.InCI
}

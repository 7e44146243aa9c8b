package bitcode

import (
	"encoding/binary"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"memspace/ir"
)

// typeID returns the number of t, numbering it (and what it is made of)
// first if need be.
func (e *encoder) typeID(t ir.Type) uint64 {
	if id, ok := e.typeIDs[t]; ok {
		return id
	}
	if st, ok := t.(*ir.StructType); ok && st.Name != "" {
		// An identified struct may be referred to before its entry (the
		// reader makes a placeholder), so a cycle through it stops here;
		// its fields come first otherwise.
		if e.visiting[st] {
			return 0
		}
		e.visiting[st] = true
	}
	for _, s := range ir.Subtypes(t) {
		e.typeID(s)
	}
	if id, ok := e.typeIDs[t]; ok { // a typed pointer cycle numbered it
		return id
	}
	return e.newType(t)
}

func (e *encoder) newType(t ir.Type) uint64 {
	id := uint64(len(e.types))
	e.typeIDs[t] = id
	e.types = append(e.types, t)
	return id
}

func (e *encoder) typeTable() {
	b := e.b
	b.enter(typeBlock, 4)
	e.typeAbbrevs()
	b.record(typeNumEntry, []uint64{uint64(len(e.types))})
	for _, t := range e.types {
		switch tt := t.(type) {
		case *ir.SimpleType:
			code := map[ir.SimpleKind]uint64{ir.VoidKind: typeVoid, ir.LabelKind: typeLabel, ir.MetadataKind: typeMetadata,
				ir.TokenKind: typeToken, ir.X86AMXKind: typeX86AMX, ir.X86MMXKind: typeX86MMX}[tt.Kind]
			b.record(code, nil)
		case *ir.FloatType:
			code := map[ir.FloatKind]uint64{ir.Half: typeHalf, ir.BFloat: typeBFloat, ir.Float: typeFloat, ir.Double: typeDouble,
				ir.X86FP80: typeX86FP80, ir.FP128: typeFP128, ir.PPCFP128: typePPCFP128}[tt.Kind]
			b.record(code, nil)
		case *ir.IntType:
			b.record(typeInteger, []uint64{uint64(tt.Bits)})
		case *ir.PointerType:
			if tt.Elem == nil {
				b.record(typeOpaquePtr, []uint64{uint64(tt.AddrSpace)})
			} else {
				b.record(typePointer, []uint64{e.typeIDs[tt.Elem], uint64(tt.AddrSpace)})
			}
		case *ir.ArrayType:
			b.record(typeArray, []uint64{tt.Len, e.typeIDs[tt.Elem]})
		case *ir.VectorType:
			ops := []uint64{tt.Len, e.typeIDs[tt.Elem]}
			if tt.Scalable {
				ops = append(ops, 1)
			}
			b.record(typeVector, ops)
		case *ir.FuncType:
			ops := []uint64{boolU(tt.Variadic), e.typeIDs[tt.Ret]}
			for _, p := range tt.Params {
				ops = append(ops, e.typeIDs[p])
			}
			b.record(typeFunction, ops)
		case *ir.StructType:
			if tt.Name != "" && !tt.Numbered {
				b.record(typeStructName, strOps(tt.Name))
			}
			if tt.Name != "" && tt.Opaque {
				b.record(typeOpaque, []uint64{0})
				continue
			}
			ops := []uint64{boolU(tt.Packed)}
			for _, f := range tt.Fields {
				ops = append(ops, e.typeIDs[f])
			}
			code := uint64(typeStructAnon)
			if tt.Name != "" {
				code = typeStructNamed
			}
			b.record(code, ops)
		case *ir.TargetExtType:
			b.record(typeStructName, strOps(tt.Name))
			ops := []uint64{uint64(len(tt.Types))}
			for _, p := range tt.Types {
				ops = append(ops, e.typeIDs[p])
			}
			for _, n := range tt.Ints {
				ops = append(ops, uint64(n))
			}
			b.record(typeTargetType, ops)
		default:
			e.fail("type %s is not supported", t)
		}
	}
	b.exit()
}

// typeAbbrevs defines the abbreviations LLVM's writer opens the type
// table with: pointers in address space 0, functions, structs, struct
// names in char6, arrays. A typed-pointer module's table starts with
// LLVM 14's abbreviation for its pointers.
func (e *encoder) typeAbbrevs() {
	tb, flag := opFixed(e.typeBits()), opFixed(1)
	if e.m.TypedPointers {
		e.b.defineAbbrevs([]abbrevOp{opLit(typePointer), tb, opLit(0)})
	}
	e.b.defineAbbrevs(
		[]abbrevOp{opLit(typeOpaquePtr), opLit(0)},
		[]abbrevOp{opLit(typeFunction), flag, opArray, tb},
		[]abbrevOp{opLit(typeStructAnon), flag, opArray, tb},
		[]abbrevOp{opLit(typeStructName), opArray, opChar6},
		[]abbrevOp{opLit(typeStructNamed), flag, opArray, tb},
		[]abbrevOp{opLit(typeArray), opVBR(8), tb})
}

func boolU(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// --- attributes ---

var attrCodes = func() map[string]uint64 {
	m := map[string]uint64{}
	for i, n := range attrNames {
		if n != "" {
			m[n] = uint64(i)
		}
	}
	return m
}()

// attrList returns the PARAMATTR id (1-based, 0 for none) of a function
// or call site's attributes. It runs for every function and call, so
// its keys are built in reused buffers (a map lookup by string(buf)
// copies nothing).
func (e *encoder) attrList(fn ir.AttrList, ret ir.AttrList, params []ir.AttrList) uint64 {
	gids := e.gidsBuf[:0]
	if len(fn.Attrs) > 0 || len(fn.Groups) > 0 {
		if len(fn.Attrs) == 0 && len(fn.Groups) == 1 {
			// Common case: one group reference; its id is cached.
			if id := e.groupRef(fn.Groups[0]); id != 0 {
				gids = append(gids, id)
			}
		} else if id := e.fnGroup(fn); id != 0 {
			gids = append(gids, id)
		}
	}
	if len(ret.Attrs) > 0 {
		gids = append(gids, e.cachedGroup(0, ret.Attrs))
	}
	for i, p := range params {
		if len(p.Attrs) > 0 {
			gids = append(gids, e.cachedGroup(uint64(i+1), p.Attrs))
		}
	}
	e.gidsBuf = gids
	if len(gids) == 0 {
		return 0
	}
	key := e.keyBuf[:0]
	for _, g := range gids {
		key = binary.AppendUvarint(key, g)
	}
	e.keyBuf = key
	if id, ok := e.lists[string(key)]; ok {
		return id
	}
	e.listOrder = append(e.listOrder, slices.Clone(gids))
	id := uint64(len(e.listOrder))
	e.lists[string(key)] = id
	return id
}

// fnGroup returns the group id of function attributes given inline and
// by groups (0: none), remembered by their content.
func (e *encoder) fnGroup(fn ir.AttrList) uint64 {
	key := appendAttrsKey(append(e.keyBuf[:0], 'F'), fn.Attrs)
	for _, g := range fn.Groups {
		key = binary.AppendVarint(key, int64(g))
	}
	e.keyBuf = key
	if id, ok := e.groupByAttrs[string(key)]; ok {
		return id
	}
	k := string(key)
	var id uint64
	if attrs := e.fnAttrs(fn); len(attrs) > 0 {
		id = e.group(fnIndex, attrs)
	}
	e.groupByAttrs[k] = id
	return id
}

// contentGroup is group remembered by the content of attrs, which is
// cheaper to key than their encoding. An attribute naming a type keys it
// by identity: another copy of an equal type only misses the cache.
func (e *encoder) contentGroup(index uint64, attrs []ir.Attr) uint64 {
	key := appendAttrsKey(binary.AppendUvarint(e.keyBuf[:0], index), attrs)
	e.keyBuf = key
	if id, ok := e.groupByAttrs[string(key)]; ok {
		return id
	}
	k := string(key)
	id := e.group(index, attrs)
	e.groupByAttrs[k] = id
	return id
}

// appendAttrsKey appends a key that tells attribute lists apart.
func appendAttrsKey(key []byte, attrs []ir.Attr) []byte {
	for _, a := range attrs {
		key = append(key, byte(a.Form), boolByte(a.HasValue))
		key = binary.AppendUvarint(key, uint64(len(a.Kind)))
		key = append(key, a.Kind...)
		key = binary.AppendUvarint(key, uint64(len(a.Value)))
		key = append(key, a.Value...)
		var t uintptr
		if a.Type != nil {
			t = (*[2]uintptr)(unsafe.Pointer(&a.Type))[1]
		}
		key = binary.AppendUvarint(key, uint64(t))
	}
	return key
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// groupRef returns the PARAMATTR_GROUP id of attribute group #g as
// function attributes (0: none).
func (e *encoder) groupRef(g int) uint64 {
	if id, ok := e.groupRefs[g]; ok {
		return id
	}
	var id uint64
	if attrs := e.groupAttrs(g); len(attrs) > 0 {
		id = e.group(fnIndex, attrs)
	}
	e.groupRefs[g] = id
	return id
}

// cachedGroup is group for a list that readers often share between
// users (the same backing array).
func (e *encoder) cachedGroup(index uint64, attrs []ir.Attr) uint64 {
	k := sharedAttrs{index, &attrs[0], len(attrs)}
	if id, ok := e.sharedGroups[k]; ok {
		return id
	}
	id := e.contentGroup(index, attrs)
	e.sharedGroups[k] = id
	return id
}

type sharedAttrs struct {
	index uint64
	first *ir.Attr
	n     int
}

// fnAttrs flattens inline attributes and referenced groups.
func (e *encoder) fnAttrs(l ir.AttrList) []ir.Attr {
	attrs := append([]ir.Attr(nil), l.Attrs...)
	for _, g := range l.Groups {
		attrs = append(attrs, e.groupAttrs(g)...)
	}
	return attrs
}

// groupAttrs returns the attributes of group #g. A reference to a group
// the module does not define stands for no attributes, as in LLVM 22
// (llvm-as takes "define void @f() #0" with no #0 and writes no
// attributes).
func (e *encoder) groupAttrs(g int) []ir.Attr {
	if grp := e.m.AttrGroup(g); grp != nil {
		return grp.Attrs
	}
	return nil
}

// group returns the PARAMATTR_GROUP id of attrs at index.
func (e *encoder) group(index uint64, attrs []ir.Attr) uint64 {
	var ops []uint64
	for _, a := range attrs {
		ops = append(ops, e.encodeAttr(a)...)
	}
	var sb strings.Builder
	sb.WriteString(strconv.FormatUint(index, 10))
	sb.WriteByte(':')
	for _, x := range ops {
		sb.WriteString(strconv.FormatUint(x, 10))
		sb.WriteByte(',')
	}
	key := sb.String()
	if id, ok := e.groupByK[key]; ok {
		return id
	}
	e.groups = append(e.groups, groupEntry{index: index, ops: ops})
	id := uint64(len(e.groups))
	e.groupByK[key] = id
	return id
}

func (e *encoder) encodeAttr(a ir.Attr) []uint64 {
	if a.Form == ir.FormString {
		// Bitcode ends each string with a null byte: one inside would
		// end it early (LLVM 22 writes such a file, then cannot read it).
		if strings.IndexByte(a.Kind, 0) >= 0 || a.HasValue && strings.IndexByte(a.Value, 0) >= 0 {
			e.fail("attribute %s holds a null byte, which bitcode cannot store", a.String())
		}
		ops := []uint64{3}
		if a.HasValue {
			ops[0] = 4
		}
		ops = append(ops, strOps(a.Kind)...)
		ops = append(ops, 0)
		if a.HasValue {
			ops = append(ops, strOps(a.Value)...)
			ops = append(ops, 0)
		}
		return ops
	}
	code, ok := attrCodes[a.Kind]
	if !ok {
		e.fail("attribute %q is not supported", a.Kind)
	}
	if ir.IsTypeAttr(a.Kind) {
		if a.Type == nil {
			return []uint64{5, code}
		}
		return []uint64{6, code, e.typeID(a.Type)}
	}
	v := strings.TrimSpace(a.Value)
	switch a.Kind {
	case "range":
		sp := strings.IndexByte(v, ' ')
		if sp < 0 || v[0] != 'i' {
			e.fail("bad range attribute %q", v)
		}
		width, _ := strconv.ParseUint(v[1:sp], 10, 32)
		if width > 64 {
			return append([]uint64{7, code, width}, e.wideRange(v[sp+1:], int(width))...)
		}
		lo, hi := e.rangePair(v[sp+1:])
		return []uint64{7, code, width, lo, hi}
	case "initializes":
		var ops []uint64
		n := 0
		for _, part := range strings.Split(v, "),") {
			part = strings.Trim(strings.TrimSpace(part), "()")
			lo, hi := e.rangePair(part)
			ops = append(ops, lo, hi)
			n++
		}
		return append([]uint64{8, code, uint64(n), 64}, ops...)
	}
	if v == "" && (a.Kind != "uwtable" || e.m.TypedPointers) {
		// A typed-pointer module's plain uwtable is LLVM 14's enum
		// attribute, which LLVM 14 reads (it refuses the int form LLVM
		// 15 gave it) and LLVM 22 reads as uwtable(async), the meaning
		// of the plain word.
		return []uint64{0, code}
	}
	return []uint64{1, code, e.intAttrValue(a.Kind, v)}
}

// wideRange encodes the bounds of a range wider than 64 bits: their
// active word counts (lower | upper << 32), then each bound's words.
func (e *encoder) wideRange(s string, width int) []uint64 {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		e.fail("bad range %q", s)
	}
	var words [2][]uint64
	for i, part := range parts {
		v, ok := new(big.Int).SetString(strings.TrimSpace(part), 10)
		if !ok {
			e.fail("bad range %q", s)
		}
		words[i] = wideWords(v, width)
	}
	ops := []uint64{uint64(len(words[0])) | uint64(len(words[1]))<<32}
	return append(append(ops, words[0]...), words[1]...)
}

func (e *encoder) rangePair(s string) (uint64, uint64) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		e.fail("bad range %q", s)
	}
	lo, ok1 := literal64(strings.TrimSpace(parts[0]))
	hi, ok2 := literal64(strings.TrimSpace(parts[1]))
	if !ok1 || !ok2 {
		e.fail("bad range %q", s)
	}
	return encodeSigned(int64(lo)), encodeSigned(int64(hi))
}

func encodeSigned(v int64) uint64 {
	if v >= 0 {
		return uint64(v) << 1
	}
	return uint64(-v)<<1 | 1
}

func (e *encoder) intAttrValue(kind, v string) uint64 {
	switch kind {
	case "uwtable":
		if v == "sync" {
			return 1
		}
		return 2
	case "allocsize":
		parts := strings.Split(v, ",")
		elem := e.argUint32(kind, parts[0])
		count := uint64(0xFFFFFFFF)
		if len(parts) > 1 {
			count = e.argUint32(kind, parts[1])
		}
		return elem<<32 | count
	case "vscale_range":
		parts := strings.Split(v, ",")
		lo := e.argUint32(kind, parts[0])
		hi := lo
		if len(parts) > 1 {
			hi = e.argUint32(kind, parts[1])
		}
		return lo<<32 | hi
	case "memory":
		return e.memoryValue(v)
	case "nofpclass":
		if n, ok := literal64(v); ok {
			return n
		}
		var bits uint64
		for _, w := range strings.Fields(v) {
			m := ir.FPClassMask(w)
			if m == 0 && w != "none" {
				e.fail("bad nofpclass %q", v)
			}
			bits |= m
		}
		return bits
	case "captures":
		return e.capturesValue(v)
	case "allockind":
		var bits uint64
		for _, w := range strings.Split(strings.Trim(v, `"`), ",") {
			for i, n := range ir.AllocKinds {
				if n == strings.TrimSpace(w) {
					bits |= 1 << i
				}
			}
		}
		return bits
	}
	n, ok := literal64(v)
	if !ok {
		e.fail("bad value %q of attribute %s", v, kind)
	}
	return n
}

// argUint32 reads one argument of an attribute: an integer literal of at
// most 32 bits.
func (e *encoder) argUint32(kind, s string) uint64 {
	n, ok := literal64(strings.TrimSpace(s))
	if !ok || n > 0xFFFFFFFF {
		e.fail("bad argument %q of attribute %s", s, kind)
	}
	return n
}

// memoryValue encodes memory(...) in layout version 1: an access kind
// alone sets every location (the text reader lets it come only before
// the first location), a "location: access" pair sets one.
func (e *encoder) memoryValue(v string) uint64 {
	locs := make([]uint64, len(memLocNames))
	for _, part := range strings.Split(v, ",") {
		name, mr, found := strings.Cut(strings.TrimSpace(part), ":")
		if !found {
			def := e.modRef(name)
			for j := range locs {
				locs[j] = def
			}
			continue
		}
		name, mr = strings.TrimSpace(name), strings.TrimSpace(mr)
		k := -1
		for j, n := range memLocNames {
			if n == name && n != "" {
				k = j
			}
		}
		if k < 0 {
			e.fail("unknown memory location %q", name)
		}
		locs[k] = e.modRef(mr)
	}
	out := uint64(1) << 56
	for j, x := range locs {
		out |= x << (2 * j)
	}
	return out
}

func (e *encoder) modRef(s string) uint64 {
	for i, n := range modRefNames {
		if n == s {
			return uint64(i)
		}
	}
	e.fail("bad memory access kind %q", s)
	return 0
}

func (e *encoder) capturesValue(v string) uint64 {
	comps := func(s string) uint64 {
		var c uint64
		for _, w := range strings.Split(s, ",") {
			switch strings.TrimSpace(w) {
			case "none", "":
			case "address_is_null":
				c |= 1
			case "address":
				c |= 3
			case "read_provenance":
				c |= 4
			case "provenance":
				c |= 12
			case "all":
				c |= 15
			default:
				e.fail("bad captures %q", v)
			}
		}
		return c
	}
	other, ret := v, ""
	if i := strings.Index(v, "ret:"); i >= 0 {
		other, ret = strings.TrimSuffix(strings.TrimSpace(v[:i]), ","), v[i+4:]
		o := comps(other)
		return o<<4 | comps(ret)
	}
	c := comps(other)
	return c<<4 | c
}

func (e *encoder) attrBlocks() {
	b := e.b
	if len(e.groups) == 0 {
		return
	}
	b.enter(paramAttrGroup, 3)
	for i, g := range e.groups {
		b.record(3, append([]uint64{uint64(i + 1), g.index}, g.ops...))
	}
	b.exit()
	b.enter(paramAttrBlock, 3)
	for _, l := range e.listOrder {
		b.record(2, l)
	}
	b.exit()
}

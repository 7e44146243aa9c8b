package bitcode

import (
	"math/big"
	"slices"
	"strconv"

	"memspace/dinames"
	"memspace/ir"
)

// diSpec is one field of a specialized node's record: its position, its
// name in the text and how it is encoded.
type diSpec struct {
	pos  int
	name string
	enc  byte // m: node (id+1), s: string (id+1), n: unsigned, i: signed, b: bool, t: table, f: DIFlags, p: spFlags, z: size (plain), L: source language name, l: legacy DISubprogram field, v: bound (number or node), g: generic bound (number as DW_OP_consts, or node)
	tab  map[uint64]string
}

type diLayout struct {
	code  uint64
	size  int
	flags uint64 // constant bits of field 0 besides distinct
	specs []diSpec
}

var diLayouts = map[string]diLayout{
	"DILocation": {mdLocation, 8, 0, []diSpec{{1, "line", 'n', nil}, {2, "column", 'n', nil}, {3, "scope", 'M', nil},
		{4, "inlinedAt", 'm', nil}, {5, "isImplicitCode", 'b', nil}, {6, "atomGroup", 'n', nil}, {7, "atomRank", 'n', nil}}},
	"DIFile": {mdFile, 6, 0, []diSpec{{1, "filename", 's', nil}, {2, "directory", 's', nil}, {3, "checksumkind", 't', checksumKinds},
		{4, "checksum", 's', nil}, {5, "source", 'S', nil}}},
	"DIBasicType": {mdBasicType, 9, 2, []diSpec{{1, "tag", 't', dwTags}, {2, "name", 's', nil}, {3, "size", 'v', nil},
		{4, "align", 'n', nil}, {5, "encoding", 't', dwATE}, {6, "flags", 'f', nil}, {7, "num_extra_inhabitants", 'n', nil}, {8, "dataSize", 'n', nil}}},
	"DIDerivedType": {mdDerivedType, 15, 2, []diSpec{{1, "tag", 't', dwTags}, {2, "name", 's', nil}, {3, "file", 'm', nil},
		{4, "line", 'n', nil}, {5, "scope", 'm', nil}, {6, "baseType", 'm', nil}, {7, "size", 'v', nil}, {8, "align", 'n', nil},
		{9, "offset", 'v', nil}, {10, "flags", 'f', nil}, {11, "extraData", 'm', nil}, {12, "dwarfAddressSpace", 'a', nil},
		{13, "annotations", 'm', nil}, {14, "ptrAuthKey", 'l', nil}, {14, "ptrAuthIsAddressDiscriminated", 'l', nil},
		{14, "ptrAuthExtraDiscriminator", 'l', nil}, {14, "ptrAuthIsaPointer", 'l', nil},
		{14, "ptrAuthAuthenticatesNullValues", 'l', nil}}},
	"DICompositeType": {mdCompositeType, 26, 6, []diSpec{{1, "tag", 't', dwTags}, {2, "name", 's', nil}, {3, "file", 'm', nil},
		{4, "line", 'n', nil}, {5, "scope", 'm', nil}, {6, "baseType", 'm', nil}, {7, "size", 'v', nil}, {8, "align", 'n', nil},
		{9, "offset", 'v', nil}, {10, "flags", 'f', nil}, {11, "elements", 'm', nil}, {12, "runtimeLang", 't', dwLang},
		{13, "vtableHolder", 'm', nil}, {14, "templateParams", 'm', nil}, {15, "identifier", 's', nil},
		{16, "discriminator", 'm', nil}, {17, "dataLocation", 'm', nil}, {18, "associated", 'm', nil},
		{19, "allocated", 'm', nil}, {20, "rank", 'v', nil}, {21, "annotations", 'm', nil},
		{22, "num_extra_inhabitants", 'n', nil}, {23, "specification", 'm', nil}, {24, "enumKind", 'e', appleEnumKinds},
		{25, "bitStride", 'm', nil}}},
	"DISubroutineType": {mdSubroutine, 4, 2, []diSpec{{1, "flags", 'f', nil}, {2, "types", 'm', nil}, {3, "cc", 't', dwCC}}},
	"DICompileUnit": {mdCompileUnit, 23, 0, []diSpec{{1, "language", 't', dwLang}, {2, "file", 'm', nil}, {3, "producer", 's', nil},
		{4, "isOptimized", 'b', nil}, {5, "flags", 's', nil}, {6, "runtimeVersion", 'n', nil}, {7, "splitDebugFilename", 's', nil},
		{8, "emissionKind", 't', emissionKinds}, {9, "enums", 'm', nil}, {10, "retainedTypes", 'm', nil},
		{12, "globals", 'm', nil}, {13, "imports", 'm', nil}, {14, "dwoId", 'n', nil}, {15, "macros", 'm', nil},
		{16, "splitDebugInlining", 'B', nil}, {17, "debugInfoForProfiling", 'b', nil}, {18, "nameTableKind", 't', nameTableKinds},
		{19, "rangesBaseAddress", 'b', nil}, {20, "sysroot", 's', nil}, {21, "sdk", 's', nil},
		{1, "sourceLanguageName", 'L', nil}, {22, "sourceLanguageVersion", 'n', nil}}},
	"DISubprogram": {mdSubprogram, 21, 6, []diSpec{{1, "scope", 'm', nil}, {2, "name", 's', nil}, {3, "linkageName", 's', nil},
		{4, "file", 'm', nil}, {5, "line", 'n', nil}, {6, "type", 'm', nil}, {7, "scopeLine", 'n', nil},
		{8, "containingType", 'm', nil}, {9, "spFlags", 'p', nil}, {10, "virtualIndex", 'n', nil}, {11, "flags", 'f', nil},
		{12, "unit", 'm', nil}, {13, "templateParams", 'm', nil}, {14, "declaration", 'm', nil}, {15, "retainedNodes", 'm', nil},
		{16, "thisAdjustment", 'i', nil}, {17, "thrownTypes", 'm', nil}, {18, "annotations", 'm', nil},
		{19, "targetFuncName", 's', nil}, {20, "keyInstructions", 'b', nil},
		{0, "isLocal", 'l', nil}, {0, "isDefinition", 'l', nil}, {0, "isOptimized", 'l', nil}, {0, "virtuality", 'l', nil}}},
	"DILexicalBlock":          {mdLexicalBlock, 5, 0, []diSpec{{1, "scope", 'm', nil}, {2, "file", 'm', nil}, {3, "line", 'n', nil}, {4, "column", 'n', nil}}},
	"DILexicalBlockFile":      {mdLexBlockFile, 4, 0, []diSpec{{1, "scope", 'm', nil}, {2, "file", 'm', nil}, {3, "discriminator", 'n', nil}}},
	"DINamespace":             {mdNamespace, 3, 0, []diSpec{{1, "scope", 'm', nil}, {2, "name", 's', nil}, {0, "exportSymbols", 'x', nil}}},
	"DITemplateTypeParameter": {mdTemplateType, 4, 0, []diSpec{{1, "name", 's', nil}, {2, "type", 'm', nil}, {3, "defaulted", 'b', nil}}},
	"DITemplateValueParameter": {mdTemplateValue, 6, 0, []diSpec{{1, "tag", 'T', dwTags}, {2, "name", 's', nil}, {3, "type", 'm', nil},
		{4, "defaulted", 'b', nil}, {5, "value", 'm', nil}}},
	"DIGlobalVariable": {mdGlobalVar, 13, 4, []diSpec{{1, "scope", 'm', nil}, {2, "name", 's', nil}, {3, "linkageName", 's', nil},
		{4, "file", 'm', nil}, {5, "line", 'n', nil}, {6, "type", 'm', nil}, {7, "isLocal", 'b', nil}, {8, "isDefinition", 'b', nil},
		{9, "declaration", 'm', nil}, {10, "templateParams", 'm', nil}, {11, "align", 'n', nil}, {12, "annotations", 'm', nil}}},
	"DILocalVariable": {mdLocalVar, 10, 2, []diSpec{{1, "scope", 'm', nil}, {2, "name", 's', nil}, {3, "file", 'm', nil},
		{4, "line", 'n', nil}, {5, "type", 'm', nil}, {6, "arg", 'n', nil}, {7, "flags", 'f', nil}, {8, "align", 'n', nil},
		{9, "annotations", 'm', nil}}},
	"DILabel": {mdLabel, 7, 0, []diSpec{{1, "scope", 'm', nil}, {2, "name", 's', nil}, {3, "file", 'm', nil}, {4, "line", 'n', nil},
		{5, "column", 'n', nil}, {0, "isArtificial", 'x', nil}, {6, "coroSuspendIdx", 'c', nil}}},
	"DIGlobalVariableExpression": {mdGlobalVarExpr, 3, 0, []diSpec{{1, "var", 'm', nil}, {2, "expr", 'm', nil}}},
	"DIImportedEntity": {mdImported, 8, 0, []diSpec{{1, "tag", 't', dwTags}, {2, "scope", 'm', nil}, {3, "entity", 'm', nil},
		{4, "line", 'n', nil}, {5, "name", 's', nil}, {6, "file", 'm', nil}, {7, "elements", 'm', nil}}},
	"DIEnumerator": {mdEnumerator, 0, 0, nil},
	"DISubrange":   {mdSubrange, 5, 4, []diSpec{{1, "count", 'v', nil}, {2, "lowerBound", 'v', nil}, {3, "upperBound", 'v', nil}, {4, "stride", 'v', nil}}},
	"DIAssignID":   {mdAssignID, 1, 0, nil},
	"DIGenericSubrange": {mdGenericSubrng, 5, 0, []diSpec{{1, "count", 'g', nil}, {2, "lowerBound", 'g', nil},
		{3, "upperBound", 'g', nil}, {4, "stride", 'g', nil}}},
	"DIStringType": {mdStringType, 9, 2, []diSpec{{1, "tag", 't', dwTags}, {2, "name", 's', nil}, {3, "stringLength", 'm', nil},
		{4, "stringLengthExpression", 'm', nil}, {5, "stringLocationExpression", 'm', nil}, {6, "size", 'v', nil},
		{7, "align", 'n', nil}, {8, "encoding", 't', dwATE}}},
	"DISubrangeType": {mdSubrangeType, 13, 2, []diSpec{{1, "name", 's', nil}, {2, "file", 'm', nil}, {3, "line", 'n', nil},
		{4, "scope", 'm', nil}, {5, "size", 'v', nil}, {6, "align", 'n', nil}, {7, "flags", 'f', nil}, {8, "baseType", 'm', nil},
		{9, "lowerBound", 'v', nil}, {10, "upperBound", 'v', nil}, {11, "stride", 'v', nil}, {12, "bias", 'v', nil}}},
	"DICommonBlock": {mdCommonBlock, 6, 0, []diSpec{{1, "scope", 'm', nil}, {2, "declaration", 'm', nil}, {3, "name", 's', nil},
		{4, "file", 'm', nil}, {5, "line", 'n', nil}}},
	"DIObjCProperty": {mdObjCProperty, 8, 0, []diSpec{{1, "name", 's', nil}, {2, "file", 'm', nil}, {3, "line", 'n', nil},
		{4, "setter", 's', nil}, {5, "getter", 's', nil}, {6, "attributes", 'n', nil}, {7, "type", 'm', nil}}},
	"DIModule": {mdModule, 9, 0, []diSpec{{1, "file", 'm', nil}, {2, "scope", 'm', nil}, {3, "name", 's', nil},
		{4, "configMacros", 's', nil}, {5, "includePath", 's', nil}, {6, "apinotes", 's', nil}, {7, "line", 'n', nil},
		{8, "isDecl", 'b', nil}}},
	"DIMacro": {mdMacro, 5, 0, []diSpec{{1, "type", 't', macinfo}, {2, "line", 'n', nil}, {3, "name", 's', nil},
		{4, "value", 's', nil}}},
	"DIMacroFile": {mdMacroFile, 5, 0, []diSpec{{1, "type", 't', macinfo}, {2, "line", 'n', nil}, {3, "file", 'm', nil},
		{4, "nodes", 'm', nil}}},
}

// diDefaults are the record operands of fields that LLVM's text form may
// omit and whose default is not zero (LLParser's OPTIONAL defaults).
var diDefaults = map[string][]struct {
	pos int
	v   uint64
}{
	"DIBasicType":              {{1, 0x24}},        // DW_TAG_base_type
	"DIStringType":             {{1, 0x12}},        // DW_TAG_string_type
	"DITemplateValueParameter": {{1, 0x30}},        // DW_TAG_template_value_parameter
	"DIGlobalVariable":         {{8, 1}},           // isDefinition: true
	"DIMacroFile":              {{1, 3}},           // DW_MACINFO_start_file
	"DICompileUnit":            {{16, 1}},          // splitDebugInlining: true
	"DILabel":                  {{6, ^uint64(0)}},  // no coroSuspendIdx
	"DICompositeType":          {{24, 0xFFFFFFFF}}, // no enumKind
}

// diDefault is the record operand at pos of a kind node whose field the
// text leaves out.
func diDefault(kind string, pos int) uint64 {
	for _, d := range diDefaults[kind] {
		if d.pos == pos {
			return d.v
		}
	}
	return 0
}

func reverse(m map[uint64]string) map[string]uint64 {
	out := make(map[string]uint64, len(m))
	for k, v := range m {
		out[v] = k
	}
	return out
}

var reverseTables = map[*map[uint64]string]map[string]uint64{}

// rawText returns the literal text of a field (nil: "").
func rawText(md ir.Metadata) (string, bool) {
	r, ok := md.(*ir.MDRaw)
	if !ok {
		return "", false
	}
	return r.Text, true
}

// fieldString returns a string field's value.
func (e *encoder) fieldString(md ir.Metadata) (string, bool) {
	switch v := md.(type) {
	case *ir.MDString:
		return v.Value, true
	case *ir.MDRaw:
		if len(v.Text) >= 2 && v.Text[0] == '"' {
			return ir.UnescapeString(v.Text[1 : len(v.Text)-1]), true
		}
		if v.Text == "null" {
			return "", false
		}
	}
	return "", false
}

// eachMDChild calls fn with each metadata a node refers to, operands
// first, then fields (for numbering).
func eachMDChild(n *ir.MDNode, fn func(ir.Metadata)) {
	for _, op := range n.Ops {
		fn(op)
	}
	for _, f := range n.Fields {
		fn(f.Value)
	}
}

// isLocalMD reports whether md wraps a function's own value.
func isLocalMD(md ir.Metadata) bool {
	if ir.WrapsLocal(md) {
		return true
	}
	switch v := md.(type) {
	case *ir.MDNode:
		if v != nil && v.Kind == "DIArgList" {
			for _, op := range v.Ops {
				if isLocalMD(op) {
					return true
				}
			}
		}
	}
	return false
}

// mdKey identifies metadata for numbering: nodes by identity, strings and
// values by content.
func (e *encoder) mdKey(md ir.Metadata) any {
	switch v := md.(type) {
	case *ir.MDString:
		return "s:" + v.Value
	case *ir.ValueAsMetadata:
		if c, ok := v.V.(ir.Constant); ok {
			if _, g := c.(ir.GlobalValue); !g {
				return "c:" + e.constKey(c)
			}
		}
		return v.V
	}
	return md
}

// enumerateMetadata numbers the module's metadata: strings first, then
// nodes and values, operands before the nodes that use them.
func (e *encoder) enumerateMetadata() {
	m := e.m
	// The module's numbered nodes other than locations (which the bodies
	// number) are about what is met here, with half as many strings: the
	// tables start that big rather than grow there by copies.
	nodes := 0
	for _, n := range m.Metadata {
		if n.Kind != "DILocation" {
			nodes++
		}
	}
	order := make([]ir.Metadata, 0, nodes)
	e.mdIDs = make(map[any]uint64, nodes+nodes/2)
	var visit func(md ir.Metadata)
	visit = func(md ir.Metadata) {
		if md == nil || isLocalMD(md) {
			return
		}
		if n, ok := md.(*ir.MDNode); ok && n == nil {
			return
		}
		if r, ok := md.(*ir.MDRaw); ok {
			if s, ok := e.fieldString(r); ok {
				md = &ir.MDString{Value: s}
			} else {
				return
			}
		}
		k := e.mdKey(md)
		if _, seen := e.mdIDs[k]; seen {
			return
		}
		e.mdIDs[k] = 0 // seen; nodes get their ids below (strings by strIDs)
		switch v := md.(type) {
		case *ir.MDString:
			e.strIDs[v.Value] = uint64(len(e.mdStrs))
			e.mdStrs = append(e.mdStrs, v.Value)
			return
		case *ir.ValueAsMetadata:
			if c, ok := v.V.(ir.Constant); ok {
				e.modConst(c)
			}
			e.typeID(v.V.Type())
		case *ir.MDNode:
			for _, f := range v.Fields {
				spec, ok := findSpec(diLayouts[v.Kind].specs, f.Name)
				if !ok || spec.enc != 'v' && spec.enc != 'g' {
					continue
				}
				if t, ok := rawText(f.Value); ok {
					x, ok := literal64(t)
					switch {
					case !ok || e.rawSize(v, spec):
					case spec.enc == 'v':
						visit(e.i64Const(int64(x)))
					default:
						visit(e.constsExpr(int64(x)))
					}
				}
			}
			eachMDChild(v, visit)
		}
		order = append(order, md)
	}
	for _, g := range m.Globals {
		for _, a := range g.MD {
			e.kindID(a.Kind)
			visit(a.Node)
		}
	}
	for _, a := range m.Aliases { // ifuncs
		for _, at := range a.MD {
			e.kindID(at.Kind)
			visit(at.Node)
		}
	}
	for _, nm := range m.NamedMD {
		for _, op := range nm.Nodes {
			visit(op)
		}
	}
	for _, f := range m.Functions {
		for _, a := range f.MD {
			e.kindID(a.Kind)
			visit(a.Node)
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				for _, op := range in.Operands() {
					if mv, ok := op.(*ir.MetadataAsValue); ok {
						visit(mv.MD)
						if n, ok := mv.MD.(*ir.MDNode); ok && n.Kind == "DIArgList" {
							for _, a := range n.Ops {
								if !isLocalMD(a) {
									visit(a)
								}
							}
						}
					}
				}
				for _, a := range in.MD {
					e.kindID(a.Kind)
					if a.Kind == "dbg" {
						if n, ok := a.Node.(*ir.MDNode); ok && n.Kind == "DILocation" {
							eachMDChild(n, visit)
							continue
						}
					}
					visit(a.Node)
				}
				for _, d := range in.DbgRecords() {
					for _, a := range d.Args {
						visit(a)
						if n, ok := a.(*ir.MDNode); ok && n.Kind == "DIArgList" {
							for _, x := range n.Ops {
								if !isLocalMD(x) {
									visit(x)
								}
							}
						}
					}
				}
			}
		}
	}
	base := uint64(len(e.mdStrs))
	for i, md := range order {
		e.mdIDs[e.mdKey(md)] = base + uint64(i)
	}
	e.mdNodes = order
}

func (e *encoder) kindID(k string) uint64 {
	if id, ok := e.kinds[k]; ok {
		return id
	}
	id := uint64(len(e.kindOrd))
	e.kinds[k] = id
	e.kindOrd = append(e.kindOrd, k)
	return id
}

// mdID returns the id of md (which must be numbered), module or function.
func (e *encoder) mdID(md ir.Metadata, fs *fnEnc) uint64 {
	if r, ok := md.(*ir.MDRaw); ok {
		s, ok := e.fieldString(r)
		if !ok {
			e.fail("metadata %q is not a string", r.Text)
		}
		md = &ir.MDString{Value: s}
	}
	if s, ok := md.(*ir.MDString); ok {
		if id, ok := e.strIDs[s.Value]; ok {
			return id
		}
		e.fail("metadata string %q is not numbered", s.Value)
	}
	k := e.mdKey(md)
	if fs != nil {
		if id, ok := fs.mdIDs[k]; ok {
			return id
		}
	}
	if id, ok := e.mdIDs[k]; ok {
		return id
	}
	e.fail("metadata %T is not numbered", md)
	return 0
}

// writeMD writes one metadata record.
func (e *encoder) writeMD(md ir.Metadata, fs *fnEnc) {
	b := e.b
	ref := func(x ir.Metadata) uint64 {
		if x == nil {
			return 0
		}
		if n, ok := x.(*ir.MDNode); ok && n == nil {
			return 0
		}
		return e.mdID(x, fs) + 1
	}
	switch v := md.(type) {
	case *ir.ValueAsMetadata:
		b.record(mdValue, []uint64{e.typeIDs[v.V.Type()], e.valueID(v.V, fs)})
	case *ir.MDNode:
		switch v.Kind {
		case "":
			var ops []uint64
			for _, op := range v.Ops {
				ops = append(ops, ref(op))
			}
			code := uint64(mdNode)
			if v.Distinct {
				code = mdDistinctNode
			}
			b.record(code, ops)
		case "DIArgList":
			var ops []uint64
			for _, op := range v.Ops {
				ops = append(ops, e.mdID(op, fs))
			}
			b.record(mdArgList, ops)
		case "DIExpression":
			ops := []uint64{boolU(v.Distinct) | 6}
			for _, op := range v.Ops {
				ops = append(ops, e.exprElem(op))
			}
			b.record(mdExpression, ops)
		case "DIEnumerator":
			e.enumerator(v, fs)
		case "GenericDINode":
			e.genericDINode(v, ref)
		case "DIFixedPointType":
			e.fixedPointType(v, ref)
		default:
			e.diNode(v, ref)
		}
	default:
		e.fail("metadata %T cannot be written", md)
	}
}

var dwOpCodes = func() map[string]uint64 {
	m := map[string]uint64{}
	for k, v := range dwOps {
		m[v.name] = k
	}
	for i := uint64(0); i < 32; i++ {
		m["DW_OP_lit"+strconv.FormatUint(i, 10)] = 0x30 + i
		m["DW_OP_reg"+strconv.FormatUint(i, 10)] = 0x50 + i
		m["DW_OP_breg"+strconv.FormatUint(i, 10)] = 0x70 + i
	}
	for k, v := range dwATE {
		m[v] = k
	}
	return m
}()

func (e *encoder) exprElem(md ir.Metadata) uint64 {
	t, ok := rawText(md)
	if !ok {
		e.fail("bad DIExpression element")
	}
	if v, ok := dwOpCodes[t]; ok {
		return v
	}
	if n, ok := literal64(t); ok {
		return n
	}
	e.fail("DIExpression element %q is not supported", t)
	return 0
}

func (e *encoder) enumerator(n *ir.MDNode, fs *fnEnc) {
	val, _ := rawText(n.Field("value"))
	v, ok := new(big.Int).SetString(val, 10)
	if !ok {
		e.fail("bad DIEnumerator value %q", val)
	}
	unsigned := false
	if t, _ := rawText(n.Field("isUnsigned")); t == "true" {
		unsigned = true
	}
	width := 64
	if v.BitLen() > 63 && !(unsigned && v.BitLen() == 64) {
		width = v.BitLen() + 1
	}
	w := new(big.Int).Set(v)
	if w.Sign() < 0 {
		w.Add(w, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	ops := []uint64{4 | boolU(unsigned)<<1 | boolU(n.Distinct), uint64(width), 0}
	if name := n.Field("name"); name != nil {
		ops[2] = e.mdID(name, fs) + 1
	}
	words := w.Bits()
	if len(words) == 0 {
		ops = append(ops, 0)
	}
	for _, x := range words {
		ops = append(ops, encodeSigned(int64(x)))
	}
	e.b.record(mdEnumerator, ops)
}

// diNode writes a specialized node by its layout.
func (e *encoder) diNode(n *ir.MDNode, ref func(ir.Metadata) uint64) {
	lay, ok := diLayouts[n.Kind]
	if !ok {
		e.fail("!%s nodes are not supported", n.Kind)
	}
	ops := slices.Grow(e.diOps[:0], lay.size)[:lay.size] // reused: record keeps none
	clear(ops)
	e.diOps = ops
	ops[0] = boolU(n.Distinct) | lay.flags
	if n.Kind == "DICompileUnit" {
		ops[0] = 1
	}
	for _, d := range diDefaults[n.Kind] {
		ops[d.pos] = d.v
	}
	for _, f := range n.Fields {
		spec, ok := findSpec(lay.specs, f.Name)
		if spec.enc == 'l' {
			continue // legacySPFlags or ptrAuthData reads it
		}
		if !ok {
			e.fail("field %s of !%s is not supported", f.Name, n.Kind)
		}
		v := e.fieldValue(n, spec, f.Value, ref)
		if spec.pos == 0 {
			ops[0] |= v
		} else {
			ops[spec.pos] = v
		}
	}
	if n.Kind == "DIFile" && n.Field("source") == nil {
		ops = ops[:5]
	}
	if n.Kind == "DISubprogram" && n.Field("spFlags") == nil {
		ops[9] = e.legacySPFlags(n)
	}
	if n.Kind == "DIDerivedType" {
		ops[14] = e.ptrAuthData(n)
	}
	if e.m.TypedPointers {
		ops = e.llvm14Node(n, ops)
	}
	e.b.record(lay.code, ops)
}

func findSpec(specs []diSpec, name string) (diSpec, bool) {
	for _, s := range specs {
		if s.name == name {
			return s, true
		}
	}
	return diSpec{}, false
}

func (e *encoder) fieldValue(n *ir.MDNode, spec diSpec, v ir.Metadata, ref func(ir.Metadata) uint64) uint64 {
	text, isRaw := rawText(v)
	num := func() uint64 {
		x, ok := literal64(text)
		if !ok {
			e.fail("field %s of !%s: %q is not a number", spec.name, n.Kind, text)
		}
		return x
	}
	switch spec.enc {
	case 'm', 'M':
		if isRaw && text == "null" {
			return 0
		}
		if isRaw {
			e.fail("field %s of !%s: %q is not a node", spec.name, n.Kind, text)
		}
		r := ref(v)
		if spec.enc == 'M' {
			return r - 1
		}
		return r
	case 's', 'S':
		if isRaw && text == "null" {
			return 0
		}
		return ref(v)
	case 'n', 'i':
		if !isRaw {
			// A size given as a constant: LLVM keeps the number.
			if vm, ok := v.(*ir.ValueAsMetadata); ok {
				if c, ok := vm.V.(*ir.ConstInt); ok && c.Big == nil {
					return uint64(c.V)
				}
			}
			e.fail("field %s of !%s is not a number", spec.name, n.Kind)
		}
		return num()
	case 'b', 'B':
		if text == "true" {
			return 1
		}
		return 0
	case 'x':
		if text == "true" {
			return 2
		}
		return 0
	case 'a':
		return num() + 1
	case 'c':
		return num()
	case 't', 'T', 'e':
		for k, name := range spec.tab {
			if name == text {
				return k
			}
		}
		if v, ok := dinames.ValueOld(text); ok {
			return v // LLVM 14's spelling, in typed-pointer text
		}
		return num()
	case 'L':
		if v, ok := dinames.SourceLanguage.Value(text); ok {
			return v | 1<<63
		}
		return num() | 1<<63
	case 'f':
		return e.flagBits(text, dinames.DIFlags, n)
	case 'p':
		return e.flagBits(text, dinames.SPFlags, n)
	case 'v':
		// A bound (DISubrange, DISubrangeType), a rank, a size or an
		// offset: a number becomes an i64 constant as metadata, as
		// LLVM's text reader makes it, and an absent field stays null
		// (their layouts flag sizes as metadata, as LLVM 21 and later
		// write them).
		if !isRaw {
			return ref(v)
		}
		x, ok := literal64(text)
		if !ok {
			e.fail("bad subrange bound %q", text)
		}
		if e.rawSize(n, spec) {
			return x
		}
		k := e.i64Const(int64(x))
		return e.mdID(k, nil) + 1
	case 'g':
		// A bound of DIGenericSubrange: a number becomes the expression
		// DW_OP_consts N, as LLVM's text reader makes it (and its text
		// writer prints such an expression back as the number).
		if !isRaw || text == "null" {
			return e.fieldValue(n, diSpec{spec.pos, spec.name, 'm', nil}, v, ref)
		}
		x, ok := literal64(text)
		if !ok {
			e.fail("bad subrange bound %q", text)
		}
		return e.mdID(e.constsExpr(int64(x)), nil) + 1
	}
	e.fail("field %s of !%s cannot be written", spec.name, n.Kind)
	return 0
}

// literal64 reads an integer literal (ir.ParseIntLiteral) that fits 64
// bits, a negative one in two's complement. Plain decimals, nearly all
// of debug info's numbers, are read without a big.Int.
func literal64(text string) (uint64, bool) {
	if text != "" && text[0] != '+' {
		if x, err := strconv.ParseUint(text, 10, 64); err == nil {
			return x, true
		}
		if x, err := strconv.ParseInt(text, 10, 64); err == nil {
			return uint64(x), true
		}
	}
	x, ok := ir.ParseIntLiteral(text)
	switch {
	case !ok:
		return 0, false
	case x.IsUint64():
		return x.Uint64(), true
	case x.IsInt64():
		return uint64(x.Int64()), true
	}
	return 0, false
}

// legacySPFlags encodes a DISubprogram written without spFlags from the
// fields older text used instead, as LLVM's parser does: isLocal,
// isDefinition (true when absent), isOptimized and virtuality.
func (e *encoder) legacySPFlags(n *ir.MDNode) uint64 {
	text := func(name string) string {
		t, _ := rawText(n.Field(name))
		return t
	}
	var v uint64
	if text("isLocal") == "true" {
		v |= dinames.SPFlagLocalToUnit
	}
	if text("isDefinition") != "false" {
		v |= dinames.SPFlagDefinition
	}
	if text("isOptimized") == "true" {
		v |= dinames.SPFlagOptimized
	}
	if virt := text("virtuality"); virt != "" {
		x, ok := dinames.Virtuality.Value(virt)
		if !ok {
			x, ok = literal64(virt)
		}
		if !ok || x > 2 {
			e.fail("bad virtuality %q in !DISubprogram", virt)
		}
		v |= x
	}
	return v
}

// i64Const returns the constant-as-metadata of an i64 subrange bound;
// it was numbered by enumerateBounds.
// constsExpr returns the one !DIExpression(DW_OP_consts, x) node of the
// module being written.
func (e *encoder) constsExpr(x int64) *ir.MDNode {
	if n, ok := e.constsExprs[x]; ok {
		return n
	}
	if e.constsExprs == nil {
		e.constsExprs = map[int64]*ir.MDNode{}
	}
	n := &ir.MDNode{Kind: "DIExpression", Slot: -1,
		Ops: []ir.Metadata{&ir.MDRaw{Text: "DW_OP_consts"}, &ir.MDRaw{Text: strconv.FormatInt(x, 10)}}}
	e.constsExprs[x] = n
	return n
}

func (e *encoder) i64Const(x int64) *ir.ValueAsMetadata {
	return &ir.ValueAsMetadata{V: ir.NewConstInt(e.m.Types.I64, x)}
}

// flagBits encodes a flags field: names of list and integer literals
// joined by '|'.
func (e *encoder) flagBits(text string, list []dinames.Flag, n *ir.MDNode) uint64 {
	v, ok := dinames.FlagsValue(list, text)
	if !ok {
		e.fail("unknown flag in %q in !%s", text, n.Kind)
	}
	return v
}

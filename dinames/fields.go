package dinames

import (
	"math"
	"sort"
)

// Class is the kind of value a field holds, as LLVM's parser reads it.
type Class uint8

// The classes.
const (
	Node           Class = iota // a node, a string, a typed value or null: !3, !"s", i32 1
	String                      // a string constant: "name"
	Bool                        // true or false
	Unsigned                    // a decimal integer in [0, Max]
	Signed                      // a decimal integer in [Min, Max]
	Integer                     // any integer literal (DIEnumerator's value)
	UnsignedOrNode              // Unsigned, or a node (a size given by an expression)
	SignedOrNode                // Signed, or a node (a bound given by an expression)
	Keyword                     // a name of Family, or Unsigned
	FlagBits                    // DIFlag names and integers joined by '|'
	SPFlagBits                  // DISPFlag names and integers joined by '|'
	Operands                    // GenericDINode's operands: {!1, !2}
)

// Field is one field of a specialized node.
type Field struct {
	Name     string
	Required bool
	Class    Class
	Family   Family // for Keyword
	NonNull  bool   // Node, SignedOrNode: null is refused
	NonEmpty bool   // String: "" is refused
	Min      int64  // Signed, SignedOrNode
	Max      uint64 // Unsigned, UnsignedOrNode, Keyword; Signed, SignedOrNode: as int64
}

// Fields returns the fields of kind ("DILocation"), required ones first
// in the order LLVM checks them. DIExpression, DIArgList and DIAssignID
// have no fields: they return false.
func Fields(kind string) ([]Field, bool) {
	f, ok := kinds[kind]
	return f, ok
}

// Kinds lists the kinds that have fields, sorted.
func Kinds() []string {
	out := make([]string, 0, len(kinds))
	for k := range kinds {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Lookup returns kind's field called name.
func Lookup(kind, name string) (Field, bool) {
	for _, f := range kinds[kind] {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// The field makers of the table below.
var (
	node        = Field{Class: Node}
	nodeNonNull = Field{Class: Node, NonNull: true}
	str         = Field{Class: String}
	nonEmptyStr = Field{Class: String, NonEmpty: true}
	boolean     = Field{Class: Bool}
	integer     = Field{Class: Integer}
	flags       = Field{Class: FlagBits}
	spFlags     = Field{Class: SPFlagBits}
	operands    = Field{Class: Operands}
)

func unsigned(max uint64) Field       { return Field{Class: Unsigned, Max: max} }
func unsignedOrNode(max uint64) Field { return Field{Class: UnsignedOrNode, Max: max} }
func kw(f Family, max uint64) Field   { return Field{Class: Keyword, Family: f, Max: max} }
func checksumKind() Field             { return Field{Class: Keyword, Family: ChecksumKind} }

func signed(min, max int64) Field { return Field{Class: Signed, Min: min, Max: uint64(max)} }

func signedOrNode(min, max int64) Field {
	return Field{Class: SignedOrNode, Min: min, Max: uint64(max)}
}

func signedOrNodeNonNull(min, max int64) Field {
	f := signedOrNode(min, max)
	f.NonNull = true
	return f
}

// field names a field made by one of the makers.
func field(name string, required bool, f Field) Field {
	f.Name, f.Required = name, required
	return f
}

// kinds lists the fields of every specialized node with fields.
var kinds = map[string][]Field{
	"DIBasicType": {
		field("align", false, unsigned(math.MaxUint32)),
		field("dataSize", false, unsigned(math.MaxUint32)),
		field("encoding", false, kw(Encoding, math.MaxUint8)),
		field("flags", false, flags),
		field("name", false, str),
		field("num_extra_inhabitants", false, unsigned(math.MaxUint32)),
		field("size", false, unsignedOrNode(math.MaxUint64)),
		field("tag", false, kw(Tag, math.MaxUint16)),
	},
	"DICommonBlock": {
		field("scope", true, node),
		field("declaration", false, node),
		field("file", false, node),
		field("line", false, unsigned(math.MaxUint32)),
		field("name", false, str),
	},
	"DICompileUnit": {
		field("file", true, nodeNonNull),
		field("debugInfoForProfiling", false, boolean),
		field("dwoId", false, unsigned(math.MaxUint64)),
		field("emissionKind", false, kw(EmissionKind, 3)),
		field("enums", false, node),
		field("flags", false, str),
		field("globals", false, node),
		field("imports", false, node),
		field("isOptimized", false, boolean),
		field("language", false, kw(Language, math.MaxUint16)),
		field("macros", false, node),
		field("nameTableKind", false, kw(NameTableKind, 3)),
		field("producer", false, str),
		field("rangesBaseAddress", false, boolean),
		field("retainedTypes", false, node),
		field("runtimeVersion", false, unsigned(math.MaxUint32)),
		field("sdk", false, str),
		field("sourceLanguageName", false, kw(SourceLanguage, math.MaxUint32)),
		field("sourceLanguageVersion", false, unsigned(math.MaxUint32)),
		field("splitDebugFilename", false, str),
		field("splitDebugInlining", false, boolean),
		field("sysroot", false, str),
	},
	"DICompositeType": {
		field("tag", true, kw(Tag, math.MaxUint16)),
		field("align", false, unsigned(math.MaxUint32)),
		field("allocated", false, node),
		field("annotations", false, node),
		field("associated", false, node),
		field("baseType", false, node),
		field("bitStride", false, node),
		field("dataLocation", false, node),
		field("discriminator", false, node),
		field("elements", false, node),
		field("enumKind", false, kw(EnumKind, 1)),
		field("file", false, node),
		field("flags", false, flags),
		field("identifier", false, str),
		field("line", false, unsigned(math.MaxUint32)),
		field("name", false, str),
		field("num_extra_inhabitants", false, unsigned(math.MaxUint32)),
		field("offset", false, unsignedOrNode(math.MaxUint64)),
		field("rank", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("runtimeLang", false, kw(Language, math.MaxUint16)),
		field("scope", false, node),
		field("size", false, unsignedOrNode(math.MaxUint64)),
		field("specification", false, node),
		field("templateParams", false, node),
		field("vtableHolder", false, node),
	},
	"DIDerivedType": {
		field("tag", true, kw(Tag, math.MaxUint16)),
		field("baseType", true, node),
		field("align", false, unsigned(math.MaxUint32)),
		field("annotations", false, node),
		field("dwarfAddressSpace", false, unsigned(math.MaxUint32)),
		field("extraData", false, node),
		field("file", false, node),
		field("flags", false, flags),
		field("line", false, unsigned(math.MaxUint32)),
		field("name", false, str),
		field("offset", false, unsignedOrNode(math.MaxUint64)),
		field("ptrAuthAuthenticatesNullValues", false, boolean),
		field("ptrAuthExtraDiscriminator", false, unsigned(math.MaxUint16)),
		field("ptrAuthIsAddressDiscriminated", false, boolean),
		field("ptrAuthIsaPointer", false, boolean),
		field("ptrAuthKey", false, unsigned(7)),
		field("scope", false, node),
		field("size", false, unsignedOrNode(math.MaxUint64)),
	},
	"DIEnumerator": {
		field("name", true, str),
		field("value", true, integer),
		field("isUnsigned", false, boolean),
	},
	"DIFile": {
		field("filename", true, str),
		field("directory", true, str),
		field("checksum", false, str),
		field("checksumkind", false, checksumKind()),
		field("source", false, str),
	},
	"DIFixedPointType": {
		field("align", false, unsigned(math.MaxUint32)),
		field("denominator", false, integer),
		field("encoding", false, kw(Encoding, math.MaxUint8)),
		field("factor", false, signed(math.MinInt64, math.MaxInt64)),
		field("flags", false, flags),
		field("kind", false, kw(FixedPointKind, 2)),
		field("name", false, str),
		field("numerator", false, integer),
		field("size", false, unsignedOrNode(math.MaxUint64)),
		field("tag", false, kw(Tag, math.MaxUint16)),
	},
	"DIGenericSubrange": {
		field("count", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("lowerBound", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("stride", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("upperBound", false, signedOrNode(math.MinInt64, math.MaxInt64)),
	},
	"DIGlobalVariable": {
		field("align", false, unsigned(math.MaxUint32)),
		field("annotations", false, node),
		field("declaration", false, node),
		field("file", false, node),
		field("isDefinition", false, boolean),
		field("isLocal", false, boolean),
		field("line", false, unsigned(math.MaxUint32)),
		field("linkageName", false, str),
		field("name", false, nonEmptyStr),
		field("scope", false, node),
		field("templateParams", false, node),
		field("type", false, node),
	},
	"DIGlobalVariableExpression": {
		field("var", true, node),
		field("expr", true, node),
	},
	"DIImportedEntity": {
		field("tag", true, kw(Tag, math.MaxUint16)),
		field("scope", true, node),
		field("elements", false, node),
		field("entity", false, node),
		field("file", false, node),
		field("line", false, unsigned(math.MaxUint32)),
		field("name", false, str),
	},
	"DILabel": {
		field("scope", true, nodeNonNull),
		field("name", true, str),
		field("file", true, node),
		field("line", true, unsigned(math.MaxUint32)),
		field("column", false, unsigned(math.MaxUint16)),
		field("coroSuspendIdx", false, unsigned(math.MaxUint64)),
		field("isArtificial", false, boolean),
	},
	"DILexicalBlock": {
		field("scope", true, nodeNonNull),
		field("column", false, unsigned(math.MaxUint16)),
		field("file", false, node),
		field("line", false, unsigned(math.MaxUint32)),
	},
	"DILexicalBlockFile": {
		field("scope", true, nodeNonNull),
		field("discriminator", true, unsigned(math.MaxUint32)),
		field("file", false, node),
	},
	"DILocalVariable": {
		field("scope", true, nodeNonNull),
		field("align", false, unsigned(math.MaxUint32)),
		field("annotations", false, node),
		field("arg", false, unsigned(math.MaxUint16)),
		field("file", false, node),
		field("flags", false, flags),
		field("line", false, unsigned(math.MaxUint32)),
		field("name", false, str),
		field("type", false, node),
	},
	"DILocation": {
		field("scope", true, nodeNonNull),
		field("atomGroup", false, unsigned(math.MaxUint64)),
		field("atomRank", false, unsigned(math.MaxUint8)),
		field("column", false, unsigned(math.MaxUint16)),
		field("inlinedAt", false, node),
		field("isImplicitCode", false, boolean),
		field("line", false, unsigned(math.MaxUint32)),
	},
	"DIMacro": {
		field("type", true, kw(Macinfo, math.MaxUint8)),
		field("name", true, str),
		field("line", false, unsigned(math.MaxUint32)),
		field("value", false, str),
	},
	"DIMacroFile": {
		field("file", true, node),
		field("line", false, unsigned(math.MaxUint32)),
		field("nodes", false, node),
		field("type", false, kw(Macinfo, math.MaxUint8)),
	},
	"DIModule": {
		field("scope", true, node),
		field("name", true, str),
		field("apinotes", false, str),
		field("configMacros", false, str),
		field("file", false, node),
		field("includePath", false, str),
		field("isDecl", false, boolean),
		field("line", false, unsigned(math.MaxUint32)),
	},
	"DINamespace": {
		field("scope", true, node),
		field("exportSymbols", false, boolean),
		field("name", false, str),
	},
	"DIObjCProperty": {
		field("attributes", false, unsigned(math.MaxUint32)),
		field("file", false, node),
		field("getter", false, str),
		field("line", false, unsigned(math.MaxUint32)),
		field("name", false, str),
		field("setter", false, str),
		field("type", false, node),
	},
	"DIStringType": {
		field("align", false, unsigned(math.MaxUint32)),
		field("encoding", false, kw(Encoding, math.MaxUint8)),
		field("name", false, str),
		field("size", false, unsignedOrNode(math.MaxUint64)),
		field("stringLength", false, node),
		field("stringLengthExpression", false, node),
		field("stringLocationExpression", false, node),
		field("tag", false, kw(Tag, math.MaxUint16)),
	},
	"DISubprogram": {
		field("annotations", false, node),
		field("containingType", false, node),
		field("declaration", false, node),
		field("file", false, node),
		field("flags", false, flags),
		field("isDefinition", false, boolean),
		field("isLocal", false, boolean),
		field("isOptimized", false, boolean),
		field("keyInstructions", false, boolean),
		field("line", false, unsigned(math.MaxUint32)),
		field("linkageName", false, str),
		field("name", false, str),
		field("retainedNodes", false, node),
		field("scope", false, node),
		field("scopeLine", false, unsigned(math.MaxUint32)),
		field("spFlags", false, spFlags),
		field("targetFuncName", false, str),
		field("templateParams", false, node),
		field("thisAdjustment", false, signed(math.MinInt32, math.MaxInt32)),
		field("thrownTypes", false, node),
		field("type", false, node),
		field("unit", false, node),
		field("virtualIndex", false, unsigned(math.MaxUint32)),
		field("virtuality", false, kw(Virtuality, 2)),
	},
	"DISubrange": {
		field("count", false, signedOrNodeNonNull(-1, math.MaxInt64)),
		field("lowerBound", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("stride", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("upperBound", false, signedOrNode(math.MinInt64, math.MaxInt64)),
	},
	"DISubrangeType": {
		field("align", false, unsigned(math.MaxUint32)),
		field("baseType", false, node),
		field("bias", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("file", false, node),
		field("flags", false, flags),
		field("line", false, unsigned(math.MaxUint32)),
		field("lowerBound", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("name", false, str),
		field("scope", false, node),
		field("size", false, unsignedOrNode(math.MaxUint64)),
		field("stride", false, signedOrNode(math.MinInt64, math.MaxInt64)),
		field("upperBound", false, signedOrNode(math.MinInt64, math.MaxInt64)),
	},
	"DISubroutineType": {
		field("types", true, node),
		field("cc", false, kw(CallingConv, math.MaxUint8)),
		field("flags", false, flags),
	},
	"DITemplateTypeParameter": {
		field("type", true, node),
		field("defaulted", false, boolean),
		field("name", false, str),
	},
	"DITemplateValueParameter": {
		field("value", true, node),
		field("defaulted", false, boolean),
		field("name", false, str),
		field("tag", false, kw(Tag, math.MaxUint16)),
		field("type", false, node),
	},
	"GenericDINode": {
		field("tag", true, kw(Tag, math.MaxUint16)),
		field("header", false, str),
		field("operands", false, operands),
	},
}

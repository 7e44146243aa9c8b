package ir

import (
	"strconv"
	"strings"
)

// Metadata is a metadata operand: *MDString, *MDNode, *ValueAsMetadata or
// *MDRaw (a literal field value of a specialized node). A nil Metadata in an
// operand list prints as "null".
type Metadata interface{ isMetadata() }

// MDString is !"text".
type MDString struct{ Value string }

// MDRaw is a literal field value of a specialized node, kept as written:
// 12, -1, true, DW_TAG_member, DIFlagPrototyped | DIFlagDefinition, or a
// quoted string "name" (quotes and escapes included).
type MDRaw struct{ Text string }

// ValueAsMetadata is a value used as metadata: "i32 1", "ptr @f", "ptr %x".
// It records itself as a user of local values so replacing them updates it.
type ValueAsMetadata struct{ V Value }

// Operands returns the wrapped value.
func (m *ValueAsMetadata) Operands() []Value { return []Value{m.V} }

// SetOperand replaces the wrapped value.
func (m *ValueAsMetadata) SetOperand(_ int, v Value) {
	removeUse(m, m.V)
	addUse(m, v)
	m.V = v
}

// diKinds are the specialized nodes LLVM 22 knows (!DIArgList only inside
// a debug record or a call's metadata argument).
var diKinds = map[string]bool{}

func init() {
	for _, k := range strings.Fields(`DILocation DIExpression DIGlobalVariableExpression GenericDINode
		DISubrange DIGenericSubrange DIEnumerator DIBasicType DIFixedPointType DIStringType
		DIDerivedType DISubrangeType DICompositeType DISubroutineType DIFile DICompileUnit
		DISubprogram DILexicalBlock DILexicalBlockFile DICommonBlock DINamespace DIModule
		DITemplateTypeParameter DITemplateValueParameter DIGlobalVariable DILocalVariable DILabel
		DIObjCProperty DIImportedEntity DIAssignID DIMacro DIMacroFile DIArgList`) {
		diKinds[k] = true
	}
}

// IsDIKind reports whether !kind(...) is a specialized node LLVM 22 knows.
func IsDIKind(kind string) bool { return diKinds[kind] }

// WrapsLocal reports whether md is a value of a function (an argument or
// instruction) used as metadata. A node may not hold one, except a
// DIArgList, which a debug record names directly (LLVM's verifier:
// "Invalid operand for global metadata!").
func WrapsLocal(md Metadata) bool {
	v, ok := md.(*ValueAsMetadata)
	if !ok || v == nil {
		return false
	}
	switch v.V.(type) {
	case *Argument, *Instruction:
		return true
	}
	return false
}

// MDNode is a tuple (!{...}, Kind == "") or a specialized node
// (!DILocation(...), Kind == "DILocation"). Tuples keep operands in Ops;
// specialized nodes keep named fields in Fields (DIExpression and
// DIArgList, whose operands are unnamed, use Ops; GenericDINode keeps tag
// and header in Fields and the list of its "operands: {...}" in Ops).
//
// Nodes in Module.Metadata print as "!N = ..." and are referenced as "!N",
// where N is the node's Slot, assigned before printing. Other nodes print
// inline wherever they are used.
type MDNode struct {
	Kind     string
	Distinct bool
	Ops      []Metadata
	Fields   []MDField
	// Slot is the node's number in the printed module, or -1 when inline.
	Slot int
}

// MDField is one "name: value" of a specialized node.
type MDField struct {
	Name  string
	Value Metadata
}

func (*MDString) isMetadata()        {}
func (*MDRaw) isMetadata()           {}
func (*ValueAsMetadata) isMetadata() {}
func (*MDNode) isMetadata()          {}

// NewTuple makes a tuple node that is not yet numbered.
func NewTuple(ops ...Metadata) *MDNode { return &MDNode{Ops: ops, Slot: -1} }

// Field returns the value of the named field, or nil.
func (n *MDNode) Field(name string) Metadata {
	for _, f := range n.Fields {
		if f.Name == name {
			return f.Value
		}
	}
	return nil
}

// HiddenField reports whether the text leaves field f out, as LLVM's
// printer does: a zero size or offset held as a constant (bitcode from
// clang has them), which prints as a size of none does.
func HiddenField(f MDField) bool {
	if f.Name != "size" && f.Name != "offset" {
		return false
	}
	v, ok := f.Value.(*ValueAsMetadata)
	if !ok {
		return false
	}
	c, ok := v.V.(*ConstInt)
	return ok && c.Big == nil && c.V == 0
}

// IntField returns a numeric field's value.
func (n *MDNode) IntField(name string) (int64, bool) {
	r, ok := n.Field(name).(*MDRaw)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseInt(r.Text, 10, 64)
	return v, err == nil
}

// StringField returns a string field's value, unquoted.
func (n *MDNode) StringField(name string) (string, bool) {
	switch v := n.Field(name).(type) {
	case *MDRaw:
		if len(v.Text) >= 2 && v.Text[0] == '"' {
			return UnescapeString(v.Text[1 : len(v.Text)-1]), true
		}
	case *MDString:
		return v.Value, true
	}
	return "", false
}

// NodeField returns a field that refers to another node.
func (n *MDNode) NodeField(name string) *MDNode { m, _ := n.Field(name).(*MDNode); return m }

// NamedMD is a named metadata list: !nvvm.annotations = !{!0, !1}.
type NamedMD struct {
	Name  string
	Nodes []Metadata
}

// DbgRecord is a debug record printed before an instruction:
// "#dbg_value(ptr %x, !12, !DIExpression(), !20)". Kind is "value",
// "declare", "declare_value", "assign" or "label"; Args are the record's
// operands in order.
type DbgRecord struct {
	Kind string
	Args []Metadata
}

// SourcePos is a position in the program's source, from debug info.
type SourcePos struct {
	File      string // directory-joined file name as recorded
	Line, Col int
}

func (p SourcePos) String() string {
	s := p.File + ":" + strconv.Itoa(p.Line)
	if p.Col > 0 {
		s += ":" + strconv.Itoa(p.Col)
	}
	return s
}

// DebugLoc maps an instruction to its source position through
// !dbg -> DILocation -> scope -> DIFile. ok is false without debug info.
func DebugLoc(in *Instruction) (SourcePos, bool) {
	loc, _ := in.Metadata("dbg").(*MDNode)
	return LocationPos(loc)
}

// LocationPos reads a DILocation node.
func LocationPos(loc *MDNode) (SourcePos, bool) {
	if loc == nil || loc.Kind != "DILocation" {
		return SourcePos{}, false
	}
	line, _ := loc.IntField("line")
	col, _ := loc.IntField("column")
	return SourcePos{File: ScopeFile(loc.NodeField("scope")), Line: int(line), Col: int(col)}, true
}

// ScopeFile returns the file name of a debug scope (subprogram, lexical
// block, file, ...), following "scope:" links until a "file:" is found.
func ScopeFile(scope *MDNode) string {
	for i := 0; scope != nil && i < 64; i++ {
		if scope.Kind == "DIFile" {
			return fileName(scope)
		}
		if f := scope.NodeField("file"); f != nil && f.Kind == "DIFile" {
			return fileName(f)
		}
		scope = scope.NodeField("scope")
	}
	return ""
}

func fileName(f *MDNode) string {
	name, _ := f.StringField("filename")
	return name
}

// SubprogramPos returns the declaration line of a function's DISubprogram.
func SubprogramPos(f *Function) (SourcePos, bool) {
	sp, _ := f.Metadata("dbg").(*MDNode)
	if sp == nil || sp.Kind != "DISubprogram" {
		return SourcePos{}, false
	}
	line, _ := sp.IntField("line")
	return SourcePos{File: ScopeFile(sp), Line: int(line)}, true
}

// VarPos returns the name and declaration position of a global variable from
// its !dbg DIGlobalVariableExpression.
func VarPos(g *GlobalVariable) (SourcePos, bool) {
	for _, a := range g.MD {
		if a.Kind != "dbg" {
			continue
		}
		e, _ := a.Node.(*MDNode)
		if e == nil {
			continue
		}
		v := e
		if e.Kind == "DIGlobalVariableExpression" {
			v = e.NodeField("var")
		}
		if v != nil && v.Kind == "DIGlobalVariable" {
			line, _ := v.IntField("line")
			return SourcePos{File: ScopeFile(v), Line: int(line)}, true
		}
	}
	return SourcePos{}, false
}

// IsKernelAnnotation reports whether a !nvvm.annotations entry marks a kernel
// ({ptr @f, !"kernel", i32 1}) and returns the function.
func IsKernelAnnotation(n *MDNode) (*Function, bool) {
	f, key, _ := Annotation(n)
	return f, f != nil && key == "kernel"
}

// Annotation splits an !nvvm.annotations entry {ptr @g, !"key", i32 v, ...}
// into its global, first key and first value.
func Annotation(n *MDNode) (*Function, string, int64) {
	if n == nil || len(n.Ops) < 3 {
		return nil, "", 0
	}
	vm, _ := n.Ops[0].(*ValueAsMetadata)
	key, _ := n.Ops[1].(*MDString)
	val, _ := n.Ops[2].(*ValueAsMetadata)
	if vm == nil || key == nil {
		return nil, "", 0
	}
	f, _ := StripCasts(vm.V).(*Function)
	var v int64
	if val != nil {
		if c, ok := val.V.(*ConstInt); ok {
			v = c.V
		}
	}
	return f, key.Value, v
}

// StripCasts looks through bitcasts, addrspacecasts and getelementptrs
// whose indices are all zero (typed IR's way to point at a global's first
// element), constant expressions or instructions, as LLVM's
// stripPointerCasts does. The walk is bounded: only unreachable code can
// make instructions a cycle, and the verifier may see such code.
func StripCasts(v Value) Value {
	for range 1 << 16 {
		var op Opcode
		var ops []Value
		switch x := v.(type) {
		case *ConstExpr:
			op, ops = x.Op, x.ops
		case *Instruction:
			op, ops = x.Op, x.Operands()
		default:
			return v
		}
		if len(ops) == 0 || op != OpBitCast && op != OpAddrSpaceCast && !(op == OpGetElementPtr && zeroIndices(ops[1:])) {
			return v
		}
		v = ops[0]
	}
	return v
}

// zeroIndices reports whether every index is the integer zero.
func zeroIndices(idx []Value) bool {
	for _, i := range idx {
		if k, ok := i.(*ConstInt); !ok || !k.IsZero() {
			return false
		}
	}
	return true
}

// EscapeString escapes s the way LLVM prints quoted strings: printable ASCII
// other than '"' and '\' stays, everything else becomes \XX.
func EscapeString(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// UnescapeString undoes LLVM's \XX and \\ escapes.
func UnescapeString(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) && s[i+1] == '\\' {
			b.WriteByte('\\')
			i++
			continue
		}
		if c == '\\' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(hexVal(s[i+1])<<4 | hexVal(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// QuoteName returns a value or type name as LLVM prints it after the sigil:
// bare when it is made of [-a-zA-Z$._0-9] and does not start with a digit,
// quoted and escaped otherwise.
func QuoteName(name string) string {
	if name == "" {
		return `""`
	}
	bare := name[0] < '0' || name[0] > '9'
	for i := 0; bare && i < len(name); i++ {
		c := name[i]
		bare = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '-' || c == '$' || c == '.' || c == '_'
	}
	if bare {
		return name
	}
	return `"` + EscapeString(name) + `"`
}

package ir

import (
	"strconv"
	"strings"
)

// AttrForm records how an attribute with a value is spelled, so it prints
// back the way it was read.
type AttrForm uint8

// The spellings.
const (
	FormBare   AttrForm = iota // nounwind
	FormParen                  // memory(argmem: readwrite), byval(%T), dereferenceable(8)
	FormSpace                  // align 4 (parameter and return attributes)
	FormEquals                 // alignstack=16 (inside attribute groups)
	FormString                 // "key"="value" or "key"
)

// Attr is one attribute. Kind is the keyword (or the key of a string
// attribute); Value is the raw argument text ("argmem: readwrite", "4",
// "i32 0, 10") or a string attribute's unescaped value; Type is the type of
// byval/sret/byref/inalloca/preallocated/elementtype.
type Attr struct {
	Kind     string
	Form     AttrForm
	Value    string
	HasValue bool // string attribute with "=value"
	Type     Type
}

// StringAttr makes "key"="value".
func StringAttr(key, value string) Attr {
	return Attr{Kind: key, Form: FormString, Value: value, HasValue: true}
}

// EnumAttr makes a bare keyword attribute such as noalias.
func EnumAttr(kind string) Attr { return Attr{Kind: kind} }

// IsTypeAttr reports whether the keyword takes a type argument.
func IsTypeAttr(kind string) bool {
	switch kind {
	case "byval", "sret", "byref", "inalloca", "preallocated", "elementtype":
		return true
	}
	return false
}

// MemoryLocations are the locations memory(...) names, in the order
// bitcode encodes them, two bits each; "" is other memory, which the
// text gives first without a name (LLVM 22).
var MemoryLocations = []string{"argmem", "inaccessiblemem", "errnomem", "", "target_mem0", "target_mem1"}

// MemoryAccesses are memory(...)'s access kinds, in their bitcode values.
var MemoryAccesses = []string{"none", "read", "write", "readwrite"}

// MaxCallingConv is the largest calling convention number LLVM takes.
const MaxCallingConv = 1023

// NeedsValue reports whether the keyword cannot appear bare: LLVM 22's
// reader wants its value, in parentheses (or alignstack=N in a group).
func NeedsValue(kind string) bool {
	switch kind {
	case "dereferenceable", "dereferenceable_or_null", "allocsize", "alignstack",
		"vscale_range", "memory", "nofpclass", "captures", "range", "initializes", "allockind":
		return true
	}
	return false
}

// IsIntAttr reports whether the keyword's value is one integer in
// bitcode (an integer attribute; range and initializes hold ranges).
func IsIntAttr(kind string) bool {
	switch kind {
	case "align", "uwtable":
		return true
	case "range", "initializes":
		return false
	}
	return NeedsValue(kind)
}

// String prints the attribute as it appears inline (not in a group).
func (a Attr) String() string {
	switch a.Form {
	case FormString:
		s := `"` + EscapeString(a.Kind) + `"`
		if a.HasValue {
			s += `="` + EscapeString(a.Value) + `"`
		}
		return s
	case FormParen:
		if a.Type != nil {
			return a.Kind + "(" + a.Type.String() + ")"
		}
		return a.Kind + "(" + a.Value + ")"
	case FormSpace:
		return a.Kind + " " + a.Value
	case FormEquals:
		return a.Kind + "=" + a.Value
	}
	return a.Kind
}

// AttrList is a list of attributes and references to attribute groups (#N),
// kept in the order read. Lists may share their Attrs array (a reader gives
// equal lists one copy), so change Attrs only through Set and Remove, which
// copy it first.
type AttrList struct {
	Attrs  []Attr
	Groups []int
}

// Has reports whether the list itself (not its groups) holds kind.
func (l *AttrList) Has(kind string) bool { return l.Index(kind) >= 0 }

// Index returns the position of kind in Attrs, or -1.
func (l *AttrList) Index(kind string) int {
	for i, a := range l.Attrs {
		if a.Kind == kind {
			return i
		}
	}
	return -1
}

// Get returns the attribute named kind.
func (l *AttrList) Get(kind string) (Attr, bool) {
	if i := l.Index(kind); i >= 0 {
		return l.Attrs[i], true
	}
	return Attr{}, false
}

// Align returns the value of an align(N) attribute, 0 when there is none
// (or it does not read as a number).
func (l *AttrList) Align() uint64 {
	a, ok := l.Get("align")
	if !ok {
		return 0
	}
	n, err := strconv.ParseUint(a.Value, 10, 64)
	if err != nil {
		return 0
	}
	return n
}

// Set adds a, replacing an attribute of the same kind.
func (l *AttrList) Set(a Attr) {
	if i := l.Index(a.Kind); i >= 0 {
		attrs := append([]Attr(nil), l.Attrs...)
		attrs[i] = a
		l.Attrs = attrs
		return
	}
	l.Attrs = append(l.Attrs[:len(l.Attrs):len(l.Attrs)], a)
}

// Repeats returns the position in attrs of the attribute a repeats (the
// same keyword, or the same string key), or -1.
func Repeats(attrs []Attr, a Attr) int {
	for i, b := range attrs {
		if b.Kind == a.Kind && (b.Form == FormString) == (a.Form == FormString) {
			return i
		}
	}
	return -1
}

// AppendAttr appends a to attrs, or puts it in place of the attribute it
// repeats: LLVM keeps the last of two ("frame-pointer" "frame-pointer"="all"
// is "frame-pointer"="all").
func AppendAttr(attrs []Attr, a Attr) []Attr {
	if i := Repeats(attrs, a); i >= 0 {
		attrs[i] = a
		return attrs
	}
	return append(attrs, a)
}

// Remove deletes the attribute named kind.
func (l *AttrList) Remove(kind string) {
	if i := l.Index(kind); i >= 0 {
		l.Attrs = append(l.Attrs[:i:i], l.Attrs[i+1:]...)
	}
}

// IsEmpty reports whether the list has neither attributes nor groups.
func (l *AttrList) IsEmpty() bool { return len(l.Attrs) == 0 && len(l.Groups) == 0 }

// Clone returns an independent copy.
func (l AttrList) Clone() AttrList {
	return AttrList{Attrs: append([]Attr(nil), l.Attrs...), Groups: append([]int(nil), l.Groups...)}
}

// String prints the attributes separated by spaces, groups last as #N.
func (l AttrList) String() string {
	var parts []string
	for _, a := range l.Attrs {
		parts = append(parts, a.String())
	}
	for _, g := range l.Groups {
		parts = append(parts, "#"+itoa(g))
	}
	return strings.Join(parts, " ")
}

// AttrGroup is "attributes #N = { ... }".
type AttrGroup struct {
	ID    int
	Attrs []Attr
}

package llread

import (
	"math/big"
	"strconv"
	"strings"

	"memspace/dinames"
	"memspace/ir"
)

// The fields of a specialized node (!DILocation(line: 3, scope: !7)) are
// checked against LLVM 22's table of them (package dinames): a field the
// kind does not have, one given twice, a missing required one, or a value
// of the wrong sort is an error with LLVM's message at LLVM's column, so
// that nothing memspace prints is refused by llvm-as. A value that passes
// is kept as parseMDFieldValue keeps it.

// checkDIField checks the label of field name, at namePos, of a node of
// kind whose fields so far are seen, and returns its entry in the table.
func (p *parser) checkDIField(kind, name string, namePos int32, seen []ir.MDField) (dinames.Field, error) {
	f, ok := dinames.Lookup(kind, name)
	if !ok {
		return f, p.errAt(namePos, "invalid field '%s'", name)
	}
	for _, s := range seen {
		if s.Name == name {
			return f, p.errAt(namePos, "field '%s' cannot be specified more than once", name)
		}
	}
	return f, nil
}

// checkDIValue checks the value of field f at the current token without
// reading it.
func (p *parser) checkDIValue(f dinames.Field) error {
	switch f.Class {
	case dinames.Node:
		return p.checkDINode(f)
	case dinames.String:
		if p.tok.kind != tString {
			return p.errHere("expected string constant")
		}
		if f.NonEmpty && p.tok.end-p.tok.pos == 2 {
			return p.errHere("'%s' cannot be empty", f.Name)
		}
	case dinames.Bool:
		if !p.isWord("true") && !p.isWord("false") {
			return p.errHere("expected 'true' or 'false'")
		}
	case dinames.Unsigned:
		return p.checkDIUnsigned(f)
	case dinames.Signed:
		if !p.isIntToken() {
			return p.errHere("expected signed integer")
		}
		return p.checkDISigned(f)
	case dinames.Integer:
		if !p.isIntToken() {
			return p.errHere("expected integer")
		}
	case dinames.UnsignedOrNode:
		if p.isIntToken() {
			return p.checkDIUnsigned(f)
		}
		return p.checkDINode(f)
	case dinames.SignedOrNode:
		if p.isIntToken() {
			return p.checkDISigned(f)
		}
		return p.checkDINode(f)
	case dinames.Keyword:
		return p.checkDIKeyword(f)
	case dinames.FlagBits, dinames.SPFlagBits:
		return p.checkDIFlags(f.Class == dinames.SPFlagBits)
	}
	return nil
}

// isIntToken reports whether the current token is an integer literal
// (LLVM's APSInt: 12, -3, u0x1F, s0xFF).
func (p *parser) isIntToken() bool { return p.tok.kind == tInt || p.tok.kind == tHexInt }

// checkDINode checks a node operand: a reference, an inline node, a
// string, a typed value, or null where f allows it.
func (p *parser) checkDINode(f dinames.Field) error {
	switch p.tok.kind {
	case tExclaim, tMetaVar, tIntType, tLocal, tLocalID, tLBrace, tLess, tLSquare:
		return nil
	case tWord:
		if p.isWord("null") {
			if f.NonNull {
				return p.errHere("'%s' cannot be null", f.Name)
			}
			return nil
		}
		if !p.isWord("distinct") && p.isTypeStart() {
			return nil
		}
	}
	return p.errHere("expected metadata operand")
}

// checkDIUnsigned checks an unsigned integer no larger than f.Max.
func (p *parser) checkDIUnsigned(f dinames.Field) error {
	t := p.text()
	if !p.isIntToken() || t[0] == '-' || t[0] == 's' {
		return p.errHere("expected unsigned integer")
	}
	if v, ok := ir.ParseIntLiteral(string(t)); !ok || !v.IsUint64() || v.Uint64() > f.Max {
		return p.errHere("value for '%s' too large, limit is %d", f.Name, f.Max)
	}
	return nil
}

// checkDISigned checks an integer in [f.Min, f.Max].
func (p *parser) checkDISigned(f dinames.Field) error {
	v, ok := p.signedValue()
	if v.Cmp(big.NewInt(f.Min)) < 0 {
		return p.errHere("value for '%s' too small, limit is %d", f.Name, f.Min)
	}
	if !ok || v.Cmp(new(big.Int).SetUint64(f.Max)) > 0 {
		return p.errHere("value for '%s' too large, limit is %d", f.Name, int64(f.Max))
	}
	return nil
}

// signedValue returns the value of the integer literal at hand
// (ir.ParseIntLiteral); ok is false for an unreadable one.
func (p *parser) signedValue() (*big.Int, bool) {
	v, ok := ir.ParseIntLiteral(string(p.text()))
	if !ok {
		return new(big.Int), false
	}
	return v, true
}

// checkDIKeyword checks a named constant of f's family, or a number.
func (p *parser) checkDIKeyword(f dinames.Field) error {
	fam := f.Family
	w := string(p.text())
	switch {
	case fam == dinames.ChecksumKind:
		return p.checkChecksumKind(f.Name)
	case p.isIntToken():
		return p.checkDIUnsigned(f)
	case p.tok.kind == tWord && fam.HasPrefix(w):
		if _, ok := fam.Value(w); ok {
			return nil
		}
		if _, old := fam.Value14(w); old && p.mod.typed {
			return nil // typed-pointer IR is LLVM 14's (dinames/llvm14.go)
		}
		return p.errHere("invalid %s '%s'", fam.Desc(), w)
	}
	return p.errHere("expected %s", fam.Desc())
}

// checkChecksumKind checks a DIFile's checksumkind, a CSK_ name. LLVM's
// message names the last text its lexer kept: the string or name at hand,
// else the field's label.
func (p *parser) checkChecksumKind(label string) error {
	w := string(p.text())
	if p.tok.kind == tWord && strings.HasPrefix(w, "CSK_") {
		if _, ok := dinames.ChecksumKind.Value(w); ok {
			return nil
		}
	}
	switch {
	case p.tok.kind == tString:
		label = string(stringOf(p.src, p.tok))
	case p.tok.kind == tWord && isDIConstant(w):
		label = w
	}
	return p.errHere("invalid checksum kind '%s'", label)
}

// isDIConstant reports whether LLVM's lexer reads w as a debug-info
// constant (and keeps its text): a word with a family's prefix, a flag, or
// one of the plain words of a family.
func isDIConstant(w string) bool {
	if strings.HasPrefix(w, "DIFlag") || strings.HasPrefix(w, "DISPFlag") {
		return true
	}
	for f := range dinames.Families {
		if f.HasPrefix(w) {
			return true
		}
	}
	return false
}

// checkDIFlags checks "A | B | 4": names of DIFlags (or DISPFlags when sp)
// and 32-bit integers, joined by '|'. It looks ahead on a copy of the
// lexer; parseMDRaw reads the value afterwards.
func (p *parser) checkDIFlags(sp bool) error {
	prefix, list, what := "DIFlag", dinames.DIFlags, "debug info flag"
	if sp {
		prefix, list, what = "DISPFlag", dinames.SPFlags, "subprogram debug info flag"
	}
	l, t := p.lex, p.tok
	for {
		s := string(p.src[t.pos:t.end])
		switch {
		case t.kind == tInt && s[0] != '-', t.kind == tHexInt && s[0] == 'u':
			if !literalFits32(s) {
				return p.errAt(t.pos, "expected 32-bit integer (too large)")
			}
		case t.kind == tWord && strings.HasPrefix(s, prefix):
			if _, ok := dinames.FlagValue(list, s); !ok {
				return p.errAt(t.pos, "invalid %s '%s'", what, s)
			}
		default:
			return p.errAt(t.pos, "expected debug info flag")
		}
		if t = l.next(); t.kind != tBar {
			return nil
		}
		t = l.next()
	}
}

// literalFits32 reports whether integer literal s fits 32 bits.
func literalFits32(s string) bool {
	v, ok := ir.ParseIntLiteral(s)
	return ok && v.Sign() >= 0 && v.BitLen() <= 32
}

// checkDIRequired reports the first required field of kind that fields
// lack, at the node's closing parenthesis, as LLVM does.
func (p *parser) checkDIRequired(kind string, fields []ir.MDField) error {
	specs, _ := dinames.Fields(kind)
	for _, f := range specs {
		if f.Required && !hasField(fields, f.Name) {
			return p.errHere("missing required field '%s'", f.Name)
		}
	}
	return nil
}

func hasField(fields []ir.MDField, name string) bool {
	for _, f := range fields {
		if f.Name == name {
			return true
		}
	}
	return false
}

// fieldText returns the literal text of a field, "" when absent.
func fieldText(fields []ir.MDField, name string) string {
	for _, f := range fields {
		if r, ok := f.Value.(*ir.MDRaw); ok && f.Name == name {
			return r.Text
		}
	}
	return ""
}

// checkDINodeAfter applies the rules LLVM checks once a node's fields are
// read (the closing parenthesis is behind; kindPos is the !DIxxx token).
func (p *parser) checkDINodeAfter(n *ir.MDNode, kindPos int32) error {
	switch n.Kind {
	case "DIFile":
		if hasField(n.Fields, "checksumkind") != hasField(n.Fields, "checksum") {
			return p.errHere("'checksumkind' and 'checksum' must be provided together")
		}
	case "DIEnumerator":
		v := fieldText(n.Fields, "value")
		if fieldText(n.Fields, "isUnsigned") == "true" && strings.HasPrefix(v, "-") && strings.Trim(v[1:], "0") != "" {
			return p.errHere("unsigned enumerator with negative value")
		}
	case "DICompileUnit":
		lang, name := hasField(n.Fields, "language"), hasField(n.Fields, "sourceLanguageName")
		if !lang && !name {
			return p.errAt(kindPos, "missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit")
		}
		if lang && name {
			return p.errAt(kindPos, "can only specify one of 'language' and 'sourceLanguageName' on !DICompileUnit")
		}
	case "DISubprogram":
		if !n.Distinct && isDefinition(n.Fields) {
			return p.errAt(kindPos, "missing 'distinct', required for !DISubprogram that is a Definition")
		}
	}
	return nil
}

// isDefinition reports whether a DISubprogram's fields make it a
// definition: spFlags when given, else isDefinition (true by default).
func isDefinition(fields []ir.MDField) bool {
	if !hasField(fields, "spFlags") {
		return fieldText(fields, "isDefinition") != "false"
	}
	v, _ := dinames.FlagsValue(dinames.SPFlags, fieldText(fields, "spFlags"))
	return v&dinames.SPFlagDefinition != 0
}

// checkDIExpressionOp checks one element of a DIExpression: a DW_OP_ or
// DW_ATE_ name LLVM knows, or an unsigned 64-bit integer.
func (p *parser) checkDIExpressionOp() error {
	s := string(p.text())
	switch {
	case p.tok.kind == tWord && strings.HasPrefix(s, "DW_OP_"):
		if _, ok := dinames.Op.Value(s); !ok {
			return p.errHere("invalid DWARF op '%s'", s)
		}
	case p.tok.kind == tWord && strings.HasPrefix(s, "DW_ATE_"):
		if _, ok := dinames.Encoding.Value(s); !ok {
			return p.errHere("invalid DWARF attribute encoding '%s'", s)
		}
	case p.tok.kind == tInt && s[0] != '-':
		if _, err := strconv.ParseUint(s, 10, 64); err != nil {
			return p.errHere("element too large, limit is 18446744073709551615")
		}
	case p.tok.kind == tHexInt && s[0] == 'u':
	default:
		return p.errHere("expected unsigned integer")
	}
	return nil
}

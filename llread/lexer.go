package llread

import (
	"fmt"
	"unicode/utf8"
)

// lexer splits LLVM assembly into tokens without allocating: a token is a
// kind and a byte range. Lines and columns are computed only for errors.
type lexer struct {
	src    []byte
	pos    int    // offset of the next unread byte
	limit  int    // tokens starting at or after limit read as end of file
	errMsg string // message of the last tError token
}

func newLexer(src []byte, start, limit int) lexer {
	return lexer{src: src, pos: start, limit: limit}
}

// at returns src[i], or 0 past the end (like LLVM's terminating NUL).
func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

func (l *lexer) tok(k tokKind, start, end int) token {
	l.pos = end
	return token{k, int32(start), int32(end)}
}

// fail returns an error token covering [start, end) with message msg.
func (l *lexer) fail(start, end int, msg string) token {
	l.errMsg = msg
	if end <= start {
		end = start + 1
	}
	return l.tok(tError, start, end)
}

// Byte classes for the first byte of a token.
const (
	lxOther   = iota // anything else: an error
	lxSpace          // white space (and NUL, as in LLVM)
	lxWord           // [a-zA-Z_]
	lxPunct          // one-byte punctuation
	lxNumber         // [0-9-]
	lxSpecial        // % @ $ " ! # ^ . + ; /
)

var lexClass = func() (t [256]uint8) {
	for _, c := range " \t\n\r\x00" {
		t[c] = lxSpace
	}
	for c := 0; c < 256; c++ {
		if charClass[c]&cAlpha != 0 || c == '_' {
			t[c] = lxWord
		}
		if punctKind(byte(c)) != tEOF {
			t[c] = lxPunct
		}
	}
	for _, c := range "0123456789-" {
		t[c] = lxNumber
	}
	for _, c := range "%@$\"!#^.+;/" {
		t[c] = lxSpecial
	}
	return
}()

// next returns the next token, skipping white space and comments.
func (l *lexer) next() token {
	src := l.src
	i := l.pos
	for i < l.limit {
		c := src[i]
		switch lexClass[c] {
		case lxSpace:
			i++
			continue
		case lxWord:
			return l.lexWord(i, c)
		case lxPunct:
			l.pos = i + 1
			return token{punctKind(c), int32(i), int32(i + 1)}
		case lxNumber:
			return l.lexNumber(i, c)
		case lxSpecial:
			switch c {
			case ';':
				l.skipLine(i)
				i = l.pos
				continue
			case '/':
				if l.at(i+1) != '*' {
					return l.fail(i, i+1, "unexpected character '/'")
				}
				if !l.skipCComment(i) {
					return l.fail(i, i+2, "unterminated comment")
				}
				i = l.pos
				continue
			}
			return l.lexSpecial(i, c)
		}
		return l.badChar(i)
	}
	l.pos = i
	return token{tEOF, int32(l.limit), int32(l.limit)}
}

// lexSpecial lexes the tokens that start with % @ $ " ! # ^ . or +.
func (l *lexer) lexSpecial(i int, c byte) token {
	switch c {
	case '%':
		return l.lexVar(i, tLocal, tLocalID)
	case '@':
		return l.lexVar(i, tGlobal, tGlobalID)
	case '$':
		return l.lexDollar(i)
	case '"':
		return l.lexQuote(i)
	case '!':
		return l.lexExclaim(i)
	case '#':
		if isDigit(l.at(i + 1)) {
			return l.lexID(i, tAttrGrpID)
		}
		return l.tok(tHash, i, i+1)
	case '^':
		if isDigit(l.at(i + 1)) {
			return l.lexID(i, tSummaryID)
		}
		return l.fail(i, i+1, "expected summary number after '^'")
	case '.':
		if end := l.labelTail(i + 1); end > 0 {
			return l.tok(tLabel, i, end)
		}
		if l.at(i+1) == '.' && l.at(i+2) == '.' {
			return l.tok(tDotDotDot, i, i+3)
		}
		return l.fail(i, i+1, "unexpected character '.'")
	}
	return l.lexPositive(i)
}

func punctKind(c byte) tokKind {
	switch c {
	case '=':
		return tEqual
	case ',':
		return tComma
	case '*':
		return tStar
	case '[':
		return tLSquare
	case ']':
		return tRSquare
	case '{':
		return tLBrace
	case '}':
		return tRBrace
	case '<':
		return tLess
	case '>':
		return tGreater
	case '(':
		return tLParen
	case ')':
		return tRParen
	case '|':
		return tBar
	case ':':
		return tColon
	}
	return tEOF
}

// badChar reports a byte that cannot start a token.
func (l *lexer) badChar(i int) token {
	c := l.src[i]
	if c < utf8.RuneSelf {
		return l.fail(i, i+1, fmt.Sprintf("unexpected character %s", quoteByte(c)))
	}
	r, n := utf8.DecodeRune(l.src[i:])
	if r == utf8.RuneError && n <= 1 {
		return l.fail(i, i+1, "invalid UTF-8 encoding")
	}
	return l.fail(i, i+n, fmt.Sprintf("unexpected character '%c'", r))
}

func quoteByte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return "'" + string(rune(c)) + "'"
	}
	return fmt.Sprintf("'\\x%02x'", c)
}

func (l *lexer) skipLine(i int) {
	for i < len(l.src) && l.src[i] != '\n' && l.src[i] != '\r' {
		i++
	}
	l.pos = i
}

// skipCComment skips a nesting /* */ comment starting at i; false if it
// does not end.
func (l *lexer) skipCComment(i int) bool {
	depth := 0
	for i < len(l.src) {
		switch {
		case l.src[i] == '/' && l.at(i+1) == '*':
			depth++
			i += 2
		case l.src[i] == '*' && l.at(i+1) == '/':
			depth--
			i += 2
			if depth == 0 {
				l.pos = i
				return true
			}
		default:
			i++
		}
	}
	return false
}

// labelTail returns the offset just past the ':' if [-a-zA-Z$._0-9]* ':'
// starts at i, else 0.
func (l *lexer) labelTail(i int) int {
	for i < len(l.src) {
		c := l.src[i]
		if c == ':' {
			return i + 1
		}
		if !isLabel(c) {
			return 0
		}
		i++
	}
	return 0
}

// scanDigits returns the first offset at or after i that is not a digit.
func (l *lexer) scanDigits(i int) int {
	for i < len(l.src) && isDigit(l.src[i]) {
		i++
	}
	return i
}

// lexID lexes a sigil followed by a decimal number that must fit in 32 bits.
func (l *lexer) lexID(i int, k tokKind) token {
	end := l.scanDigits(i + 1)
	if !fitsUint32(l.src[i+1 : end]) {
		return l.fail(i, end, "invalid value number (too large)")
	}
	return l.tok(k, i, end)
}

func fitsUint32(digits []byte) bool {
	var v uint64
	for _, d := range digits {
		v = v*10 + uint64(d-'0')
		if v > 0xFFFFFFFF {
			return false
		}
	}
	return true
}

// closeQuote returns the offset of the '"' closing a string whose body
// starts at i, or -1.
func (l *lexer) closeQuote(i int) int {
	for i < len(l.src) {
		if l.src[i] == '"' {
			return i
		}
		i++
	}
	return -1
}

// lexVar lexes %name, %"name", %7 (and the @ forms).
func (l *lexer) lexVar(i int, named, numbered tokKind) token {
	c := l.at(i + 1)
	switch {
	case c == '"':
		q := l.closeQuote(i + 2)
		if q < 0 {
			return l.fail(i, i+1, "unterminated quoted name")
		}
		if hasNullByte(l.src[i+2 : q]) {
			return l.fail(i, q+1, "null bytes are not allowed in names")
		}
		return l.tok(named, i, q+1)
	case isNameStart(c):
		j := i + 2
		for j < len(l.src) && isLabel(l.src[j]) {
			j++
		}
		return l.tok(named, i, j)
	case isDigit(c):
		return l.lexID(i, numbered)
	}
	return l.fail(i, i+1, fmt.Sprintf("expected name or number after '%c'", l.src[i]))
}

// lexDollar lexes $name, $"name" (comdats) and $label:.
func (l *lexer) lexDollar(i int) token {
	if end := l.labelTail(i + 1); end > 0 {
		return l.tok(tLabel, i, end)
	}
	c := l.at(i + 1)
	if c == '"' {
		q := l.closeQuote(i + 2)
		if q < 0 {
			return l.fail(i, i+1, "unterminated quoted name")
		}
		if hasNullByte(l.src[i+2 : q]) {
			return l.fail(i, q+1, "null bytes are not allowed in names")
		}
		return l.tok(tComdat, i, q+1)
	}
	if isNameStart(c) {
		j := i + 2
		for j < len(l.src) && isLabel(l.src[j]) {
			j++
		}
		return l.tok(tComdat, i, j)
	}
	return l.fail(i, i+1, "expected name after '$'")
}

// lexQuote lexes "string" or the label "name":.
func (l *lexer) lexQuote(i int) token {
	q := l.closeQuote(i + 1)
	if q < 0 {
		return l.fail(i, i+1, "unterminated string constant")
	}
	if l.at(q+1) == ':' {
		if hasNullByte(l.src[i+1 : q]) {
			return l.fail(i, q+2, "null bytes are not allowed in names")
		}
		return l.tok(tLabel, i, q+2)
	}
	return l.tok(tString, i, q+1)
}

// lexExclaim lexes !name or a lone '!'.
func (l *lexer) lexExclaim(i int) token {
	j := i + 1
	c := l.at(j)
	if charClass[c]&cMDName == 0 || isDigit(c) {
		return l.tok(tExclaim, i, j)
	}
	for j < len(l.src) && charClass[l.src[j]]&cMDName != 0 {
		j++
	}
	return l.tok(tMetaVar, i, j)
}

// lexWord lexes a label, an integer type, a [us]0x integer or a keyword.
func (l *lexer) lexWord(i int, c byte) token {
	src := l.src
	j := i + 1
	for j < len(src) && charClass[src[j]]&cWord != 0 {
		j++
	}
	if j < len(src) && (src[j] == ':' || (isLabel(src[j]) && src[j] != '_')) {
		if end := l.labelTail(j); end > 0 {
			return l.tok(tLabel, i, end)
		}
	}
	if c == 'i' && isDigit(l.at(i+1)) {
		end := l.scanDigits(i + 1)
		if !validIntWidth(src[i+1 : end]) {
			return l.fail(i, end, "bitwidth for integer type out of range")
		}
		return l.tok(tIntType, i, end)
	}
	if (c == 'u' || c == 's') && l.at(i+1) == '0' && l.at(i+2) == 'x' && isHex(l.at(i+3)) {
		for h := i + 3; h < j; h++ {
			if !isHex(src[h]) {
				return l.fail(i, j, "invalid hexadecimal integer constant")
			}
		}
		return l.tok(tHexInt, i, j)
	}
	return l.tok(tWord, i, j)
}

// maxIntBits is LLVM's largest integer type width.
const maxIntBits = 1 << 23

func validIntWidth(digits []byte) bool {
	var v uint64
	for _, d := range digits {
		v = v*10 + uint64(d-'0')
		if v > maxIntBits {
			return false
		}
	}
	return v >= 1
}

// lexNumber lexes integers, decimal floats, hex floats and labels that start
// with a digit or '-'.
func (l *lexer) lexNumber(i int, c byte) token {
	if c == '-' && !isDigit(l.at(i+1)) {
		if end := l.labelTail(i + 1); end > 0 {
			return l.tok(tLabel, i, end)
		}
		return l.fail(i, i+1, "unexpected character '-'")
	}
	j := l.scanDigits(i + 1)
	if c != '-' && l.at(j) == ':' {
		if !fitsUint32(l.src[i:j]) {
			return l.fail(i, j+1, "invalid value number (too large)")
		}
		return l.tok(tLabelID, i, j+1)
	}
	if isLabel(l.at(j)) || l.at(j) == ':' {
		if end := l.labelTail(j); end > 0 {
			return l.tok(tLabel, i, end)
		}
	}
	if l.at(j) != '.' {
		if c == '0' && l.at(i+1) == 'x' {
			return l.lex0x(i)
		}
		return l.tok(tInt, i, j)
	}
	return l.tok(tFloat, i, l.scanFraction(j+1))
}

// scanFraction skips [0-9]*([eE][-+]?[0-9]+)? from i.
func (l *lexer) scanFraction(i int) int {
	i = l.scanDigits(i)
	if c := l.at(i); c == 'e' || c == 'E' {
		if isDigit(l.at(i + 1)) {
			i = l.scanDigits(i + 1)
		} else if s := l.at(i + 1); (s == '-' || s == '+') && isDigit(l.at(i+2)) {
			i = l.scanDigits(i + 2)
		}
	}
	return i
}

// lexPositive lexes +1.5: a '+' only starts floating-point constants.
func (l *lexer) lexPositive(i int) token {
	if !isDigit(l.at(i + 1)) {
		return l.fail(i, i+1, "unexpected character '+'")
	}
	j := l.scanDigits(i + 1)
	if l.at(j) != '.' {
		return l.fail(i, i+1, "expected floating-point constant after '+'")
	}
	return l.tok(tFloat, i, l.scanFraction(j+1))
}

// lex0x lexes 0x[KLMHR]?[0-9A-Fa-f]+.
func (l *lexer) lex0x(i int) token {
	j := i + 2
	switch l.at(j) {
	case 'K', 'L', 'M', 'H', 'R':
		j++
	}
	if !isHex(l.at(j)) {
		return l.fail(i, j, "expected hexadecimal digits after '0x'")
	}
	for j < len(l.src) && isHex(l.src[j]) {
		j++
	}
	return l.tok(tHexFloat, i, j)
}

// hasNullByte reports whether a quoted name contains a NUL, literally or as
// the escape \00.
func hasNullByte(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case 0:
			return true
		case '\\':
			if i+1 < len(b) && b[i+1] == '\\' {
				i++
			} else if i+2 < len(b) && b[i+1] == '0' && b[i+2] == '0' {
				return true
			}
		}
	}
	return false
}

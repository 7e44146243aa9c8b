package llread

import (
	"fmt"

	"memspace/ir"
)

// parser reads tokens for one unit of work: the module's top level, or one
// function body in a worker. Workers share the module state read-only.
type parser struct {
	src []byte
	lex lexer
	tok token
	mod *modState
	tc  *typeCache
	ar  *arena
	fn  *funcState // nil outside function bodies

	sc *scratch // the arena's

	// stands holds a body worker's stand-ins for globals on the fast path.
	stands map[standKey]*ir.GlobalVariable

	depth int // nesting of types, constants and metadata being read
}

// maxDepth bounds the nesting of types, constants and metadata, so that no
// input can exhaust the stack.
const maxDepth = 1000

// enter notes one more level of nesting; leave must follow.
func (p *parser) enter() error {
	p.depth++
	if p.depth > maxDepth {
		return p.errHere("nesting is too deep")
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// progAS is the program address space for the code being read: the data
// layout's as of the enclosing function's definition.
func (p *parser) progAS() uint32 {
	if p.fn != nil {
		return p.fn.job.progAS
	}
	return p.mod.progAS
}

// spaces are the address spaces of the data layout in effect here.
func (p *parser) spaces() *dlSpaces {
	sp := p.mod.spaces
	if p.fn != nil {
		sp = p.fn.job.spaces
	}
	if sp == nil {
		return &dlSpaces{}
	}
	return sp
}

func newParser(mod *modState, tc *typeCache, ar *arena, start, limit int) *parser {
	p := &parser{}
	p.init(mod, tc, ar, start, limit)
	return p
}

// init readies p to read src[start:limit].
func (p *parser) init(mod *modState, tc *typeCache, ar *arena, start, limit int) {
	*p = parser{src: mod.src, lex: newLexer(mod.src, start, limit), mod: mod, tc: tc, ar: ar, sc: &ar.sc}
	p.next()
}

func (p *parser) next() { p.tok = p.lex.next() }

// text returns the bytes of the current token.
func (p *parser) text() []byte { return p.src[p.tok.pos:p.tok.end] }

// isWord reports whether the current token is the bare word w.
func (p *parser) isWord(w string) bool {
	return p.tok.kind == tWord && string(p.src[p.tok.pos:p.tok.end]) == w
}

// eatWord consumes the bare word w if it is next.
func (p *parser) eatWord(w string) bool {
	if p.isWord(w) {
		p.next()
		return true
	}
	return false
}

// eat consumes a token of kind k if it is next.
func (p *parser) eat(k tokKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

// expect consumes a punctuation token of kind k or fails.
func (p *parser) expect(k tokKind) error {
	if p.tok.kind == k {
		p.next()
		return nil
	}
	return p.unexpected("'" + punctText[k] + "'")
}

// expectWord consumes the bare word w or fails.
func (p *parser) expectWord(w string) error {
	if p.eatWord(w) {
		return nil
	}
	return p.unexpected("'" + w + "'")
}

// errAt makes an error reported at offset off. It is met (seq) no earlier
// than the current token, which is where a one-pass reader notices it.
func (p *parser) errAt(off int32, format string, args ...any) error {
	seq := int(off)
	if int(p.tok.pos) > seq {
		seq = int(p.tok.pos)
	}
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &perr{seq: seq, off: int(off), msg: msg}
}

// errHere makes an error at the current token.
func (p *parser) errHere(format string, args ...any) error {
	return p.errAt(p.tok.pos, format, args...)
}

// unexpected reports that what was expected but the current token was
// found. A lexical error token reports its own message instead.
func (p *parser) unexpected(what string) error {
	if p.tok.kind == tError {
		return p.errHere("%s", p.lex.errMsg)
	}
	return p.errHere("expected %s, found %s", what, p.describe(p.tok))
}

// describe quotes a token for messages.
func (p *parser) describe(t token) string {
	if t.kind == tEOF {
		return "end of file"
	}
	b := p.src[t.pos:t.end]
	const max = 40
	cut := len(b) > max
	if cut {
		b = b[:max]
	}
	for i, c := range b {
		if c == '\n' || c == '\r' {
			b, cut = b[:i], true
			break
		}
	}
	s := string(b)
	if cut {
		s += "..."
	}
	return "'" + s + "'"
}

// typeStr spells a type for messages.
func typeStr(t ir.Type) string {
	if t == nil {
		return "<nil>"
	}
	return t.String()
}

// parseUint32 reads an unsigned integer token that must fit in 32 bits.
func (p *parser) parseUint32(what string) (uint32, error) {
	pos := p.tok.pos
	v, err := p.parseUint64(what)
	if err != nil {
		return 0, err
	}
	if v > 0xFFFFFFFF {
		return 0, p.errAt(pos, "%s is too large", what)
	}
	return uint32(v), nil
}

// parseUint64 reads an unsigned integer token: decimal, or hexadecimal
// in its unsigned form (u0x1F), as LLVM does.
func (p *parser) parseUint64(what string) (uint64, error) {
	if !(p.tok.kind == tInt && p.text()[0] != '-' || p.tok.kind == tHexInt && p.text()[0] == 'u') {
		return 0, p.unexpected(what)
	}
	lit := parseIntLit(p.text())
	v := uint64(lit.small)
	if lit.big != nil {
		// Past int64 but within 64 bits (an array of 2^64-1
		// elements) is a number LLVM takes.
		if lit.big.Sign() < 0 || !lit.big.IsUint64() {
			return 0, p.errHere("%s is too large", what)
		}
		v = lit.big.Uint64()
	}
	p.next()
	return v, nil
}

// parseString reads a string token and returns a copy of its unescaped
// contents.
func (p *parser) parseString(what string) (string, error) {
	if p.tok.kind != tString {
		return "", p.unexpected(what)
	}
	s := p.keep(stringOf(p.src, p.tok))
	p.next()
	return s, nil
}

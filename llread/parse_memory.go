package llread

import (
	"bytes"
	"slices"

	"memspace/ir"
)

// parseMemoryArgs reads the parenthesized argument of memory(...) as
// LLVM 22's parser does: an optional access kind for every location, then
// "location: access" pairs, comma-separated, with LLVM's messages. The
// analysis reads this text (what a call may touch), so text LLVM rejects
// must not reach it. The value is the items as written, joined by ", ",
// as rawParen would give them.
func (p *parser) parseMemoryArgs() (string, error) {
	p.next() // '('
	var buf []byte
	seenLoc := false
	for {
		if len(buf) > 0 {
			buf = append(buf, ", "...)
		}
		if loc, ok := p.memoryLocation(); ok {
			if p.tok.kind != tColon {
				return "", p.errAt(p.tok.pos, "expected ':' after location")
			}
			p.next()
			acc, ok := p.memoryAccess()
			if !ok {
				return "", p.errAt(p.tok.pos, "expected access kind (none, read, write, readwrite)")
			}
			buf = append(append(append(buf, loc...), ": "...), acc...)
			seenLoc = true
		} else if acc, ok := p.memoryAccess(); ok {
			if seenLoc {
				return "", p.errAt(p.tok.pos, "default access kind must be specified first")
			}
			buf = append(buf, acc...)
		} else {
			return "", p.errAt(p.tok.pos, "expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)")
		}
		switch p.tok.kind {
		case tRParen:
			p.next()
			return p.word(bstr(buf)), nil
		case tComma:
			p.next()
		default:
			return "", p.errAt(p.tok.pos, "unterminated memory attribute")
		}
	}
}

// memoryLocation reads a location of memory(...): a word, or a word and
// its colon lexed together as a label (the colon is then left as a
// separate token for the caller, by moving past the word alone).
func (p *parser) memoryLocation() ([]byte, bool) {
	w := p.text()
	label := p.tok.kind == tLabel && bytes.HasSuffix(w, []byte(":"))
	if label {
		w = w[:len(w)-1]
	} else if p.tok.kind != tWord {
		return nil, false
	}
	if len(w) == 0 || !slices.Contains(ir.MemoryLocations, string(w)) {
		return nil, false
	}
	if label {
		p.tok = token{kind: tColon, pos: p.tok.end - 1, end: p.tok.end}
	} else {
		p.next()
	}
	return w, true
}

// memoryAccess reads an access kind of memory(...).
func (p *parser) memoryAccess() ([]byte, bool) {
	w := p.text()
	if p.tok.kind != tWord || !slices.Contains(ir.MemoryAccesses, string(w)) {
		return nil, false
	}
	p.next()
	return w, true
}

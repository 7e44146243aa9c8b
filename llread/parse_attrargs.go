package llread

import (
	"slices"
	"strings"

	"memspace/ir"
)

// The parenthesized arguments of captures, nofpclass, allocsize,
// vscale_range, uwtable, allockind, initializes, dereferenceable,
// dereferenceable_or_null, alignstack and align are checked as LLVM 22's
// parser reads them, with its messages at its columns; what passes is
// kept as rawParen keeps it. memory(...) and range(...) have parsers of
// their own (parse_memory.go, parse_range.go).

// attrArgs maps an attribute to the checker of its arguments.
var attrArgs = map[string]func(c *argCursor) error{
	"captures":                (*argCursor).captures,
	"nofpclass":               (*argCursor).nofpclass,
	"allocsize":               (*argCursor).allocsize,
	"vscale_range":            (*argCursor).vscaleRange,
	"uwtable":                 (*argCursor).uwtable,
	"allockind":               (*argCursor).allockind,
	"initializes":             (*argCursor).initializes,
	"dereferenceable":         (*argCursor).byteCount,
	"dereferenceable_or_null": (*argCursor).byteCount,
	"alignstack":              (*argCursor).stackAlign,
	"align":                   (*argCursor).align,
}

// checkAttrArgs checks the arguments of kind, at the '(' at hand, when
// kind has a checker; it reads nothing.
func (p *parser) checkAttrArgs(kind string) error {
	check := attrArgs[kind]
	if check == nil {
		return nil
	}
	return check(&argCursor{p: p, l: p.lex, t: p.tok})
}

// argCursor walks the tokens of an attribute's arguments on a copy of the
// lexer.
type argCursor struct {
	p *parser
	l lexer
	t token
}

func (c *argCursor) next()                 { c.t = c.l.next() }
func (c *argCursor) text() string          { return string(c.p.src[c.t.pos:c.t.end]) }
func (c *argCursor) is(k tokKind) bool     { return c.t.kind == k }
func (c *argCursor) isWord(w string) bool  { return c.t.kind == tWord && c.text() == w }
func (c *argCursor) fail(msg string) error { return c.p.errAt(c.t.pos, "%s", msg) }

// eat consumes a token of kind k, or fails with msg there.
func (c *argCursor) eat(k tokKind, msg string) error {
	if !c.is(k) {
		return c.fail(msg)
	}
	c.next()
	return nil
}

// uint reads an unsigned integer of at most bits bits (LLVM's parseUInt32
// and parseUInt64: a wider literal saturates in 64 bits).
func (c *argCursor) uint(bits int) (uint64, error) {
	v, ok := ir.ParseIntLiteral(c.text())
	if !c.is(tInt) && !c.is(tHexInt) || !ok || v.Sign() < 0 || c.text()[0] == 's' {
		return 0, c.fail("expected integer")
	}
	if v.BitLen() > bits {
		if bits == 32 {
			return 0, c.fail("expected 32-bit integer (too large)")
		}
		c.next()
		return 1<<64 - 1, nil
	}
	c.next()
	return v.Uint64(), nil
}

// captures: '(' [ret ':'] component (',' [ret ':'] component)* ')'.
func (c *argCursor) captures() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	bits := map[string]uint8{"address_is_null": 1, "address": 3, "read_provenance": 4, "provenance": 12}
	var other, ret uint8
	cur, seen, retSeen := &other, false, false
	for {
		if c.isWord("ret") || c.is(tLabel) && c.text() == "ret:" {
			if c.is(tWord) {
				c.next()
				if err := c.eat(tColon, "expected ':'"); err != nil {
					return err
				}
			} else {
				c.next()
			}
			if retSeen {
				return c.fail("duplicate 'ret' location")
			}
			retSeen, cur, seen = true, &ret, false
		}
		if c.isWord("none") {
			c.next()
			if seen {
				return c.fail("cannot use 'none' with other component")
			}
			*cur = 0
		} else {
			if seen && *cur == 0 {
				return c.fail("cannot use 'none' with other component")
			}
			b, ok := bits[c.text()]
			if !c.is(tWord) || !ok {
				return c.fail("expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'")
			}
			*cur |= b
			c.next()
		}
		seen = true
		if c.is(tRParen) {
			return nil
		}
		if err := c.eat(tComma, "expected ',' or ')'"); err != nil {
			return err
		}
	}
}

// nofpclass: '(' name+ ')' with names separated by spaces, or '(' N ')'
// with N a mask of the ten classes.
func (c *argCursor) nofpclass() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	for named := false; ; named = true {
		if c.is(tWord) && ir.FPClassMask(c.text()) != 0 {
			c.next()
			if c.is(tRParen) {
				return nil
			}
			continue
		}
		if !named && (c.is(tInt) || c.is(tHexInt)) {
			if v, err := c.uint(64); err == nil {
				if v == 0 || v&^0x3ff != 0 {
					return c.fail("invalid mask value for 'nofpclass'")
				}
				return c.eat(tRParen, "expected ')'")
			}
		}
		return c.fail("expected nofpclass test mask")
	}
}

// allocsize: '(' N [',' M] ')', M not N.
func (c *argCursor) allocsize() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	n, err := c.uint(32)
	if err != nil {
		return err
	}
	if c.is(tComma) {
		c.next()
		at := c.t.pos
		m, err := c.uint(32)
		if err != nil {
			return err
		}
		if m == n {
			return c.p.errAt(at, "'allocsize' indices can't refer to the same parameter")
		}
	}
	return c.eat(tRParen, "expected ')'")
}

// vscaleRange: '(' Min [',' Max] ')'.
func (c *argCursor) vscaleRange() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	if _, err := c.uint(32); err != nil {
		return err
	}
	if c.is(tComma) {
		c.next()
		if _, err := c.uint(32); err != nil {
			return err
		}
	}
	return c.eat(tRParen, "expected ')'")
}

// uwtable: '(' sync|async ')'.
func (c *argCursor) uwtable() error {
	c.next() // '('
	if !c.isWord("sync") && !c.isWord("async") {
		return c.fail("expected unwind table kind")
	}
	c.next()
	return c.eat(tRParen, "expected ')'")
}

// allockind: '(' "kind,kind,..." ')'.
func (c *argCursor) allockind() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	if !c.is(tString) {
		return c.fail("expected allockind value")
	}
	for _, part := range strings.Split(string(stringOf(c.p.src, c.t)), ",") {
		if !slices.Contains(ir.AllocKinds, part) {
			return c.fail("unknown allockind " + part)
		}
	}
	c.next()
	return c.eat(tRParen, "expected ')'")
}

// initializes: '(' '(' lo ',' hi ')' (',' '(' lo ',' hi ')')* ')', the
// ranges ordered, apart and not empty, compared as signed 64-bit numbers.
func (c *argCursor) initializes() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	type rng struct{ lo, hi int64 }
	var ranges []rng
	for {
		if err := c.eat(tLParen, "expected '('"); err != nil {
			return err
		}
		lo, err := c.int64()
		if err != nil {
			return err
		}
		if err := c.eat(tComma, "expected ','"); err != nil {
			return err
		}
		hi, err := c.int64()
		if err != nil {
			return err
		}
		if lo == hi {
			return c.fail("the range should not represent the full or empty set!")
		}
		if err := c.eat(tRParen, "expected ')'"); err != nil {
			return err
		}
		ranges = append(ranges, rng{lo, hi})
		if !c.is(tComma) {
			break
		}
		c.next()
	}
	if err := c.eat(tRParen, "expected ')'"); err != nil {
		return err
	}
	for i, r := range ranges {
		if r.lo >= r.hi || i > 0 && r.lo <= ranges[i-1].hi {
			return c.fail("Invalid (unordered or overlapping) range list")
		}
	}
	return nil
}

// int64 reads an integer literal as LLVM extends it to 64 bits.
func (c *argCursor) int64() (int64, error) {
	v, ok := ir.ParseIntLiteral(c.text())
	if !c.is(tInt) && !c.is(tHexInt) || !ok {
		return 0, c.fail("expected integer")
	}
	c.next()
	if v.IsInt64() {
		return v.Int64(), nil
	}
	return int64(v.Uint64()), nil
}

// byteCount: '(' N ')', N not zero.
func (c *argCursor) byteCount() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	at := c.t.pos
	n, err := c.uint(64)
	if err != nil {
		return err
	}
	if err := c.eat(tRParen, "expected ')'"); err != nil {
		return err
	}
	if n == 0 {
		return c.p.errAt(at, "dereferenceable bytes must be non-zero")
	}
	return nil
}

// stackAlign: '(' N ')', N a power of two.
func (c *argCursor) stackAlign() error {
	if err := c.eat(tLParen, "expected '('"); err != nil {
		return err
	}
	at := c.t.pos
	n, err := c.uint(32)
	if err != nil {
		return err
	}
	if err := c.eat(tRParen, "expected ')'"); err != nil {
		return err
	}
	if n == 0 || n&(n-1) != 0 {
		return c.p.errAt(at, "stack alignment is not a power of two")
	}
	return nil
}

// align: '(' N ')', N a power of two up to 2^32; LLVM reports at the '('.
func (c *argCursor) align() error {
	at := c.t.pos
	c.next() // '('
	n, err := c.uint(64)
	if err != nil {
		return err
	}
	if !c.is(tRParen) {
		return c.p.errAt(at, "expected ')'")
	}
	if n == 0 || n&(n-1) != 0 {
		return c.p.errAt(at, "alignment is not a power of two")
	}
	if n > 1<<32 {
		return c.p.errAt(at, "huge alignments are not supported yet")
	}
	return nil
}

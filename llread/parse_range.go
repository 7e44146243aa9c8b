package llread

import (
	"math/big"

	"memspace/ir"
)

// parseRangeArgs reads the parenthesized argument of range(...) as LLVM
// 22's parser does: an integer type and the two bounds, each fitting its
// width, with LLVM's messages. The value is the text as rawParen would
// give it: "i32 1, 10".
func (p *parser) parseRangeArgs() (string, error) {
	p.next() // '('
	tpos := p.tok.pos
	t, err := p.parseType()
	if err != nil {
		return "", err
	}
	it, ok := t.(*ir.IntType)
	if !ok {
		return "", p.errAt(tpos, "the range must have integer type!")
	}
	lo, loText, err := p.rangeBound(it.Bits)
	if err != nil {
		return "", err
	}
	if p.tok.kind != tComma {
		return "", p.errHere("expected ','")
	}
	p.next()
	hi, hiText, err := p.rangeBound(it.Bits)
	if err != nil {
		return "", err
	}
	if p.tok.kind != tRParen {
		return "", p.errHere("expected ')'")
	}
	if lo.Cmp(hi) == 0 && lo.Sign() != 0 {
		return "", p.errHere("the range represent the empty set but limits aren't 0!")
	}
	p.next()
	return p.word(it.String() + " " + loText + ", " + hiText), nil
}

// rangeBound reads one bound: a decimal integer that fits bits bits,
// signed or unsigned. It returns the bound modulo 2^bits, as LLVM
// compares bounds, and its text.
func (p *parser) rangeBound(bits int) (*big.Int, string, error) {
	if p.tok.kind != tInt {
		return nil, "", p.errHere("expected integer")
	}
	text := string(p.text())
	v, ok := new(big.Int).SetString(text, 10)
	if !ok {
		return nil, "", p.errHere("expected integer")
	}
	limit := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	half := new(big.Int).Rsh(limit, 1)
	if v.Cmp(limit) >= 0 || v.Cmp(new(big.Int).Neg(half)) < 0 {
		return nil, "", p.errHere("integer is too large for the bit width of specified type")
	}
	p.next()
	return v.Mod(v, limit), text, nil
}

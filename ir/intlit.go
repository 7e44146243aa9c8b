package ir

import "math/big"

// ParseIntLiteral reads an integer literal of the text form as LLVM's
// lexer does: decimal ("-12"), or hexadecimal with a sign mode, "u0xFF"
// unsigned and "s0xFF" signed in the width of its active bits (so s0xFF
// and s0x10 are negative: -1 and -16). It reports false for other text.
func ParseIntLiteral(s string) (*big.Int, bool) {
	v := new(big.Int)
	if len(s) > 3 && (s[0] == 'u' || s[0] == 's') && s[1:3] == "0x" {
		if _, ok := v.SetString(s[3:], 16); !ok || s[3] == '-' || s[3] == '+' {
			return nil, false
		}
		if s[0] == 's' && v.Sign() != 0 {
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(v.BitLen())))
		}
		return v, true
	}
	if s == "" || s[0] == '+' {
		return nil, false
	}
	if _, ok := v.SetString(s, 10); !ok {
		return nil, false
	}
	return v, true
}

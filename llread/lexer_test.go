package llread

import "testing"

func TestLexer(t *testing.T) {
	for _, c := range []struct {
		src  string
		kind tokKind
		text string
	}{
		{"define", tWord, "define"},
		{"x86_fp80", tWord, "x86_fp80"},
		{"i32", tIntType, "i32"},
		{"i32*", tIntType, "i32"},
		{"%x", tLocal, "%x"},
		{"%-a.b$c", tLocal, "%-a.b$c"},
		{`%"a b"`, tLocal, `%"a b"`},
		{"%12", tLocalID, "%12"},
		{"@g", tGlobal, "@g"},
		{"@0", tGlobalID, "@0"},
		{"$c", tComdat, "$c"},
		{"!dbg", tMetaVar, "!dbg"},
		{"!0", tExclaim, "!"},
		{"!{", tExclaim, "!"},
		{"#0", tAttrGrpID, "#0"},
		{"#dbg_value", tHash, "#"},
		{"entry:", tLabel, "entry:"},
		{"for.body:", tLabel, "for.body:"},
		{`"quoted label":`, tLabel, `"quoted label":`},
		{"7:", tLabelID, "7:"},
		{"$lbl:", tLabel, "$lbl:"},
		{"-12", tInt, "-12"},
		{"42,", tInt, "42"},
		{"u0xFF", tHexInt, "u0xFF"},
		{"s0x7F", tHexInt, "s0x7F"},
		{"1.5e3", tFloat, "1.5e3"},
		{"-0.0", tFloat, "-0.0"},
		{"+1.0", tFloat, "+1.0"},
		{"0x3FF0000000000000", tHexFloat, "0x3FF0000000000000"},
		{"0xK4000C000000000000000", tHexFloat, "0xK4000C000000000000000"},
		{"0xH3C00", tHexFloat, "0xH3C00"},
		{`"str"`, tString, `"str"`},
		{"...", tDotDotDot, "..."},
		{"  ; comment\n  =", tEqual, "="},
		{"/* a /* nested */ comment */ (", tLParen, "("},
		{"", tEOF, ""},
	} {
		l := newLexer([]byte(c.src), 0, len(c.src))
		tok := l.next()
		if tok.kind != c.kind || c.src[tok.pos:tok.end] != c.text {
			t.Errorf("%q: got kind %d %q (%s), want kind %d %q", c.src, tok.kind, c.src[tok.pos:tok.end], l.errMsg, c.kind, c.text)
		}
	}
}

func TestLexerErrors(t *testing.T) {
	for _, c := range []struct{ src, msg string }{
		{`"abc`, "unterminated string constant"},
		{`%"abc`, "unterminated quoted name"},
		{`%"a\00b"`, "null bytes are not allowed in names"},
		{"/* x", "unterminated comment"},
		{"i0", "bitwidth for integer type out of range"},
		{"%4294967296", "invalid value number (too large)"},
		{"\xff", "invalid UTF-8 encoding"},
		{"é", "unexpected character 'é'"},
		{"~", "unexpected character '~'"},
		{"\x01", `unexpected character '\x01'`},
		{"u0xFG", "invalid hexadecimal integer constant"},
	} {
		l := newLexer([]byte(c.src), 0, len(c.src))
		if tok := l.next(); tok.kind != tError || l.errMsg != c.msg {
			t.Errorf("%q: got kind %d %q, want error %q", c.src, tok.kind, l.errMsg, c.msg)
		}
	}
}

func TestLineCol(t *testing.T) {
	src := []byte("ab\ncd\n\nef")
	for _, c := range []struct{ off, line, col int }{
		{0, 1, 1}, {1, 1, 2}, {3, 2, 1}, {6, 3, 1}, {7, 4, 1}, {8, 4, 2}, {9, 4, 3},
	} {
		if l, col := lineCol(src, c.off); l != c.line || col != c.col {
			t.Errorf("offset %d: got %d:%d, want %d:%d", c.off, l, col, c.line, c.col)
		}
	}
}

// TestIntLiterals: a literal takes the type's width, truncated when it
// is wider, as LLVM's reader does.
func TestIntLiterals(t *testing.T) {
	for _, c := range []struct {
		text string
		bits int
		v    int64
	}{
		{"255", 8, -1},
		{"-128", 8, -128},
		{"256", 8, 0},
		{"-129", 8, 127},
		{"1", 1, -1},
		{"2", 1, 0},
		{"18446744073709551615", 64, -1},
		{"18446744073709551616", 64, 0},
		{"18446744073709551617", 32, 1},
		{"9223372036854775808", 64, -9223372036854775808},
		{"12345678901234567890", 64, -6101065172474983726},
		{"-9223372036854775809", 64, 9223372036854775807},
		{"-9223372036854775808", 64, -9223372036854775808},
		{"u0xFF", 8, -1},
		{"u0x1FF", 8, -1},
		{"s0xFF", 8, -1},
		{"s0x1", 8, -1},
	} {
		if got := parseIntLit([]byte(c.text)).int64In(c.bits); got != c.v {
			t.Errorf("%s as i%d = %d, want %d", c.text, c.bits, got, c.v)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"-170141183460469231731687303715884105728", "-170141183460469231731687303715884105728"},
		{"170141183460469231731687303715884105728", "-170141183460469231731687303715884105728"},
		{"680564733841876926926749214863536422912", "0"},
		{"-340282366920938463463374607431768211457", "-1"},
		{"12345678901234567890", "12345678901234567890"},
		{"-12345678901234567890", "-12345678901234567890"},
	} {
		if got := parseIntLit([]byte(c.text)).bigIn(128).String(); got != c.want {
			t.Errorf("%s as i128 = %s, want %s", c.text, got, c.want)
		}
	}
}

func TestExactFloat(t *testing.T) {
	for _, c := range []struct {
		f    float64
		fmt  fpFormat
		want bool
	}{
		{1.0, fmtHalf, true},
		{0.1, fmtFloat, false},
		{0.5, fmtFloat, true},
		{65504, fmtHalf, true},
		{65536, fmtHalf, false},
		{1.0 / 16777216, fmtHalf, true}, // 2^-24, the smallest subnormal half
		{1.0 / 33554432, fmtHalf, false},
		{3.0 / 33554432, fmtHalf, false},
		{1.0 / 16384, fmtHalf, true},
		{1 + 1.0/1024, fmtHalf, true},
		{1 + 1.0/2048, fmtHalf, false},
	} {
		if got := exactIn(c.f, c.fmt); got != c.want {
			t.Errorf("exactIn(%g, %+v) = %v, want %v", c.f, c.fmt, got, c.want)
		}
	}
}

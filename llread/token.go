package llread

// tokKind classifies a token. Keywords are not separate kinds: a bare word is
// tWord and the parser compares its bytes, so no keyword table is needed.
type tokKind uint8

const (
	tEOF   tokKind = iota
	tError         // a lexical error; the lexer holds its message
	tWord          // a bare keyword or identifier: define, i32 is tIntType
	tIntType
	tLabel     // name: or "name":
	tLabelID   // 7:
	tLocal     // %name or %"name"
	tLocalID   // %7
	tGlobal    // @name or @"name"
	tGlobalID  // @7
	tComdat    // $name or $"name"
	tMetaVar   // !name
	tAttrGrpID // #7
	tSummaryID // ^7
	tInt       // -12, 42
	tHexInt    // u0x1F, s0xFF
	tFloat     // 1.5e3, -0.0
	tHexFloat  // 0x3FF0000000000000, 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
	tString    // "text"
	tExclaim   // !
	tHash      // #
	tEqual     // =
	tComma     // ,
	tStar      // *
	tLSquare   // [
	tRSquare   // ]
	tLBrace    // {
	tRBrace    // }
	tLess      // <
	tGreater   // >
	tLParen    // (
	tRParen    // )
	tBar       // |
	tColon     // :
	tDotDotDot // ...
)

// token is one lexeme: its kind and the byte range [pos, end) in the source.
type token struct {
	kind tokKind
	pos  int32
	end  int32
}

// punctText spells the punctuation kinds for messages.
var punctText = [...]string{
	tExclaim: "!", tHash: "#", tEqual: "=", tComma: ",", tStar: "*",
	tLSquare: "[", tRSquare: "]", tLBrace: "{", tRBrace: "}", tLess: "<",
	tGreater: ">", tLParen: "(", tRParen: ")", tBar: "|", tColon: ":",
	tDotDotDot: "...",
}

// Character classes used by the lexer.
const (
	cDigit  = 1 << iota // 0-9
	cHex                // 0-9a-fA-F
	cAlpha              // a-zA-Z
	cLabel              // [-a-zA-Z$._0-9]
	cWord               // [a-zA-Z0-9_]
	cMDName             // [-a-zA-Z$._0-9\\]
)

var charClass = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] |= cDigit | cHex | cLabel | cWord | cMDName
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= cAlpha | cLabel | cWord | cMDName
		t[c-'a'+'A'] |= cAlpha | cLabel | cWord | cMDName
	}
	for c := 'a'; c <= 'f'; c++ {
		t[c] |= cHex
		t[c-'a'+'A'] |= cHex
	}
	for _, c := range "-$._" {
		t[c] |= cLabel | cMDName
	}
	t['_'] |= cWord
	t['\\'] |= cMDName
	return
}()

func isDigit(c byte) bool { return charClass[c]&cDigit != 0 }
func isHex(c byte) bool   { return charClass[c]&cHex != 0 }
func isLabel(c byte) bool { return charClass[c]&cLabel != 0 }

// isNameStart reports whether c may begin an unquoted %, @, $ or ! name.
func isNameStart(c byte) bool {
	return charClass[c]&cAlpha != 0 || c == '-' || c == '$' || c == '.' || c == '_'
}

func hexVal(c byte) uint64 {
	switch {
	case c >= '0' && c <= '9':
		return uint64(c - '0')
	case c >= 'a' && c <= 'f':
		return uint64(c-'a') + 10
	default:
		return uint64(c-'A') + 10
	}
}

package llwrite

import "strconv"

const hexDigits = "0123456789ABCDEF"

// appendEscaped appends s as LLVM's printEscapedString writes it inside
// quotes: printable ASCII stays, '\' becomes "\\", everything else
// (including '"') becomes \XX.
func appendEscaped(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			continue
		}
		b = append(b, s[start:i]...)
		if c == '\\' {
			b = append(b, '\\', '\\')
		} else {
			b = append(b, '\\', hexDigits[c>>4], hexDigits[c&15])
		}
		start = i + 1
	}
	return append(b, s[start:]...)
}

// appendQuoted appends "s" escaped.
func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	b = appendEscaped(b, s)
	return append(b, '"')
}

// isNameChar reports whether c may appear in an unquoted LLVM name.
func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '.' || c == '_'
}

// nameNeedsQuotes reports whether LLVM prints name in quotes: when it starts
// with a digit or holds a character other than [-a-zA-Z0-9._].
func nameNeedsQuotes(name string) bool {
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		return true
	}
	for i := 0; i < len(name); i++ {
		if !isNameChar(name[i]) {
			return true
		}
	}
	return false
}

// appendName appends a value, type, label or comdat name (without sigil) as
// LLVM prints it: bare when possible, else quoted and escaped.
func appendName(b []byte, name string) []byte {
	if !nameNeedsQuotes(name) {
		return append(b, name...)
	}
	return appendQuoted(b, name)
}

// appendMDIdent appends a metadata name (a named-metadata list or an
// attachment kind) as printMetadataIdentifier does: [-a-zA-Z$._] first,
// [-a-zA-Z$._0-9] after, anything else as \XX.
func appendMDIdent(b []byte, name string) []byte {
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' ||
			c == '.' || c == '_' || i > 0 && c >= '0' && c <= '9'
		if ok {
			b = append(b, c)
		} else {
			b = append(b, '\\', hexDigits[c>>4], hexDigits[c&15])
		}
	}
	return b
}

func appendInt(b []byte, v int64) []byte   { return strconv.AppendInt(b, v, 10) }
func appendUint(b []byte, v uint64) []byte { return strconv.AppendUint(b, v, 10) }

// appendHexUpper appends v in upper-case hex without leading zeros.
func appendHexUpper(b []byte, v uint64) []byte {
	var tmp [16]byte
	i := len(tmp)
	for {
		i--
		tmp[i] = hexDigits[v&15]
		v >>= 4
		if v == 0 {
			break
		}
	}
	return append(b, tmp[i:]...)
}

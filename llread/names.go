package llread

import (
	"bytes"
	"unsafe"
)

// bstr views b as a string without copying, for lookups and other
// short-lived uses. What the module keeps is copied (parser.keep, word), so
// the module holds no view of the input.
func bstr(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// unescape turns LLVM's \xx and \\ escapes into bytes. Text without a
// backslash is returned without copying (a view of b).
func unescape(b []byte) string {
	if bytes.IndexByte(b, '\\') < 0 {
		return bstr(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\\' {
			if i+1 < len(b) && b[i+1] == '\\' {
				i++
			} else if i+2 < len(b) && isHex(b[i+1]) && isHex(b[i+2]) {
				c = byte(hexVal(b[i+1])<<4 | hexVal(b[i+2]))
				i += 2
			}
		}
		out = append(out, c)
	}
	return string(out)
}

// quotedOrBare returns the unescaped name in b, which is either "text" or
// bare text.
func quotedOrBare(b []byte) string {
	if len(b) >= 2 && b[0] == '"' {
		return unescape(b[1 : len(b)-1])
	}
	return bstr(b)
}

// nameOf returns the name carried by a %, @, $ or ! token, without its
// sigil, possibly as a view of src (see bstr).
func nameOf(src []byte, t token) string {
	b := src[t.pos+1 : t.end]
	if t.kind == tMetaVar {
		return unescape(b)
	}
	return quotedOrBare(b)
}

// labelOf returns the name of a label token (without the ':'), possibly as a
// view of src.
func labelOf(src []byte, t token) string {
	return quotedOrBare(src[t.pos : t.end-1])
}

// stringOf returns the unescaped contents of a string token, possibly as a
// view of src.
func stringOf(src []byte, t token) string {
	return unescape(src[t.pos+1 : t.end-1])
}

// idOf returns the number of a %7, @7, #7, ^7 or 7: token.
func idOf(src []byte, t token) uint32 {
	b := src[t.pos:t.end]
	switch t.kind {
	case tLabelID:
		b = b[:len(b)-1]
	default:
		b = b[1:]
	}
	var v uint32
	for _, d := range b {
		v = v*10 + uint32(d-'0')
	}
	return v
}

package llread

import "bytes"

// skipBody returns the offset of the '}' that closes the '{' at open, or -1
// when the braces do not balance before the end of src. It skips strings,
// quoted names and comments exactly as the lexer reads them, so it finds the
// same '}' the body parser will stop at.
func skipBody(src []byte, open int) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		case '"':
			q := bytes.IndexByte(src[i+1:], '"')
			if q < 0 {
				return -1
			}
			i += q + 1
		case ';':
			nl := bytes.IndexAny(src[i:], "\n\r")
			if nl < 0 {
				return -1
			}
			i += nl
		case '/':
			if i+1 < len(src) && src[i+1] == '*' {
				l := lexer{src: src}
				if !l.skipCComment(i) {
					return -1
				}
				i = l.pos - 1
			}
		}
	}
	return -1
}

// guessBodyEnd returns the offset of the first '}' that starts a line after
// open, or -1. LLVM writes the closing brace of every function that way and
// nowhere else, so this is where a body almost always ends; the body parser
// confirms it, and a wrong guess makes Parse read the module again with
// skipBody.
func guessBodyEnd(src []byte, open int) int {
	for i := open + 1; i < len(src); i++ {
		j := bytes.IndexByte(src[i:], '}')
		if j < 0 {
			return -1
		}
		i += j
		if src[i-1] == '\n' {
			return i
		}
	}
	return -1
}

// usesOpaquePointers reports whether src spells the opaque pointer type
// "ptr" as a keyword outside comments and strings. Such a module reads
// "T*" as "ptr", as LLVM 17 and later do; a module without it reads "T*" as
// a typed pointer (LLVM 14 IR).
func usesOpaquePointers(src []byte) bool {
	for off := 0; ; {
		i := bytes.Index(src[off:], []byte("ptr"))
		if i < 0 {
			return false
		}
		i += off
		off = i + 3
		if i > 0 && !ptrMayFollow(src[i-1]) {
			continue
		}
		if i+3 < len(src) && isLabel(src[i+3]) {
			continue
		}
		if !inCommentOrString(src[bytes.LastIndexByte(src[:i], '\n')+1 : i]) {
			return true
		}
	}
}

// ptrMayFollow reports whether a type keyword may follow byte c.
func ptrMayFollow(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '(', ',', '<', '[', '{', '=':
		return true
	}
	return false
}

// inCommentOrString reports whether the end of a line prefix lies in a
// string or a comment.
func inCommentOrString(line []byte) bool {
	inStr := false
	for _, c := range line {
		switch {
		case c == '"':
			inStr = !inStr
		case c == ';' && !inStr:
			return true
		}
	}
	return inStr
}

// usesTypedPointers reports whether src spells a typed pointer ("i32*")
// outside comments and strings.
func usesTypedPointers(src []byte) bool {
	for off := 0; ; {
		i := bytes.IndexByte(src[off:], '*')
		if i < 0 {
			return false
		}
		i += off
		off = i + 1
		if (i > 0 && src[i-1] == '/') || (i+1 < len(src) && src[i+1] == '/') {
			continue
		}
		if !inCommentOrString(src[bytes.LastIndexByte(src[:i], '\n')+1 : i]) {
			return true
		}
	}
}

// topScan is what a quick look at the lines of a module finds: the numbers
// N of the lines that start "!N =", the way LLVM writes numbered metadata,
// and how many lines start a global value ("@", "define", "declare"), so
// that tables can be sized in advance.
type topScan struct {
	mdIDs   []uint32
	globals int
	defines int // lines that start a function definition
}

// scanTop looks at the first bytes of every line of src.
func scanTop(src []byte) topScan {
	var s topScan
	for off := 0; off < len(src); {
		switch src[off] {
		case '!':
			if id, ok := mdDefID(src[off:]); ok {
				s.mdIDs = append(s.mdIDs, id)
			}
		case '@':
			s.globals++
		case 'd':
			if bytes.HasPrefix(src[off:], []byte("define ")) {
				s.globals++
				s.defines++
			} else if bytes.HasPrefix(src[off:], []byte("declare ")) {
				s.globals++
			}
		}
		nl := bytes.IndexByte(src[off:], '\n')
		if nl < 0 {
			break
		}
		off += nl + 1
	}
	return s
}

// mdDefID reads the N of a line that starts "!N =".
func mdDefID(line []byte) (uint32, bool) {
	k := 1
	var id uint64
	for k < len(line) && isDigit(line[k]) && id <= 0xFFFFFFFF {
		id = id*10 + uint64(line[k]-'0')
		k++
	}
	if k == 1 || id > 0xFFFFFFFF {
		return 0, false
	}
	for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
		k++
	}
	return uint32(id), k < len(line) && line[k] == '='
}

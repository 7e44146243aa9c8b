package ir

import (
	"strconv"
	"strings"
)

// DataLayoutProblem returns what LLVM 22 says of the first malformed
// specification of data layout dl ("ABI alignment must be a power of two
// times the byte width"), or "" when LLVM takes dl. The rules were read
// off llvm-as-22's answers (datalayout_test.go asks it again). The
// analysis reads pointer sizes and address spaces from the layout, and
// LLVM refuses a module whose layout does not parse, so both readers
// refuse it too.
func DataLayoutProblem(dl string) string {
	if dl == "" {
		return ""
	}
	for _, spec := range strings.Split(dl, "-") {
		if msg := specProblem(spec); msg != "" {
			return msg
		}
	}
	return ""
}

// specProblem checks one specification.
func specProblem(spec string) string {
	if spec == "" {
		return "empty specification is not allowed"
	}
	if strings.HasPrefix(spec, "ni") {
		return nonIntegralProblem(spec)
	}
	rest := spec[1:]
	switch c := spec[0]; c {
	case 'e', 'E':
		if rest != "" {
			return "malformed specification, must be just 'e' or 'E'"
		}
	case 'm':
		if len(spec) < 3 || spec[1] != ':' {
			return `malformed specification, must be of the form "m:<mangling>"`
		}
		if len(spec) != 3 || !strings.ContainsRune("elomwxa", rune(spec[2])) {
			return "unknown mangling mode"
		}
	case 'S':
		if rest == "" {
			return `malformed specification, must be of the form "S<size>"`
		}
		return alignProblem(rest, "stack natural alignment", false)
	case 'A', 'P', 'G':
		if rest == "" {
			return `malformed specification, must be of the form "` + string(c) + `<address space>"`
		}
		return spaceProblem(rest)
	case 'p':
		return pointerSpecProblem(rest)
	case 'i', 'v', 'f', 'a':
		return typeSpecProblem(c, rest)
	case 'n':
		for _, s := range strings.Split(rest, ":") {
			if s == "" {
				return "size component cannot be empty"
			}
			if !sizeOK(s) {
				return "size must be a non-zero 24-bit integer"
			}
		}
	case 'F':
		return funcAlignProblem(rest)
	case 's':
		// The old stack-object alignment: LLVM ignores it, whatever
		// follows, so that older IR still reads.
	default:
		return "unknown specifier '" + string(c) + "'"
	}
	return ""
}

// decimal parses digits only, below limit.
func decimal(s string, limit uint64) (uint64, bool) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, false
	}
	v, err := strconv.ParseUint(s, 10, 64)
	return v, err == nil && v < limit
}

func sizeOK(s string) bool { v, ok := decimal(s, 1<<24); return ok && v != 0 }

func spaceProblem(s string) string {
	if _, ok := decimal(s, 1<<24); !ok {
		return "address space must be a 24-bit integer"
	}
	return ""
}

// alignProblem checks an alignment in bits: a 16-bit integer, a power of
// two times 8, and non-zero unless zeroOK.
func alignProblem(s, what string, zeroOK bool) string {
	v, ok := decimal(s, 1<<16)
	switch {
	case !ok:
		return what + " must be a 16-bit integer"
	case v == 0 && zeroOK:
		return ""
	case v == 0:
		return what + " must be non-zero"
	case v%8 != 0 || (v/8)&(v/8-1) != 0:
		return what + " must be a power of two times the byte width"
	}
	return ""
}

// alignComponent checks an alignment component that may not be empty.
func alignComponent(s, what string, zeroOK bool) string {
	if s == "" {
		return what + " component cannot be empty"
	}
	return alignProblem(s, what, zeroOK)
}

// pointerSpecProblem checks
// "p[<flags>][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]".
func pointerSpecProblem(rest string) string {
	parts := strings.Split(rest, ":")
	if len(parts) < 3 || len(parts) > 5 {
		return `malformed specification, must be of the form "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"`
	}
	if msg := pointerSpaceProblem(parts[0]); msg != "" {
		return msg
	}
	if parts[1] == "" {
		return "pointer size component cannot be empty"
	}
	if !sizeOK(parts[1]) {
		return "pointer size must be a non-zero 24-bit integer"
	}
	if msg := alignComponent(parts[2], "ABI alignment", false); msg != "" {
		return msg
	}
	abi, _ := decimal(parts[2], 1<<16)
	if len(parts) > 3 {
		if msg := alignComponent(parts[3], "preferred alignment", false); msg != "" {
			return msg
		}
	}
	if len(parts) > 4 {
		if parts[4] == "" {
			return "index size component cannot be empty"
		}
		if !sizeOK(parts[4]) {
			return "index size must be a non-zero 24-bit integer"
		}
	}
	if len(parts) > 3 {
		if pref, _ := decimal(parts[3], 1<<16); pref < abi {
			return "preferred alignment cannot be less than the ABI alignment"
		}
	}
	if len(parts) > 4 {
		size, _ := decimal(parts[1], 1<<24)
		if idx, _ := decimal(parts[4], 1<<24); idx > size {
			return "index size cannot be larger than the pointer size"
		}
	}
	return ""
}

// pointerSpaceProblem checks the first component of a pointer
// specification: flags (e: external state, u: unstable), an address
// space (0 when left out, which may carry no flag) and a name in
// parentheses.
func pointerSpaceProblem(c string) string {
	flags := 0
	for ; flags < len(c) && (c[flags]|0x20 >= 'a' && c[flags]|0x20 <= 'z'); flags++ {
		if c[flags] != 'e' && c[flags] != 'u' {
			return "'" + c[flags:flags+1] + "' is not a valid pointer specification flag"
		}
	}
	space := c[flags:]
	name := ""
	if i := strings.IndexByte(space, '('); i >= 0 {
		space, name = space[:i], space[i:]
	}
	var as uint64
	if space != "" {
		var ok bool
		if as, ok = decimal(space, 1<<24); !ok {
			return "address space must be a 24-bit integer"
		}
	}
	if name != "" && (len(name) < 3 || name[len(name)-1] != ')') {
		return "Expected `( address space name )`"
	}
	if flags > 0 && as == 0 {
		return "address space 0 cannot be unstable or have external state"
	}
	return ""
}

// typeSpecProblem checks "i<size>:<abi>[:<pref>]" and the v, f and a
// forms (a's size is empty or 0, and its ABI alignment may be 0).
func typeSpecProblem(c byte, rest string) string {
	parts := strings.Split(rest, ":")
	if len(parts) < 2 || len(parts) > 3 {
		if c == 'a' {
			return `malformed specification, must be of the form "a:<abi>[:<pref>]"`
		}
		return `malformed specification, must be of the form "` + string(c) + `<size>:<abi>[:<pref>]"`
	}
	if c == 'a' {
		if v, ok := decimal(parts[0], 1<<24); parts[0] != "" && (!ok || v != 0) {
			return "size must be zero"
		}
	} else if parts[0] == "" {
		return "size component cannot be empty"
	} else if !sizeOK(parts[0]) {
		return "size must be a non-zero 24-bit integer"
	}
	if msg := alignComponent(parts[1], "ABI alignment", c == 'a'); msg != "" {
		return msg
	}
	abi, _ := decimal(parts[1], 1<<16)
	if size, _ := decimal(parts[0], 1<<24); c == 'i' && size == 8 && abi != 8 {
		return "i8 must be 8-bit aligned"
	}
	if len(parts) == 3 {
		if msg := alignComponent(parts[2], "preferred alignment", false); msg != "" {
			return msg
		}
		if pref, _ := decimal(parts[2], 1<<16); pref < abi {
			return "preferred alignment cannot be less than the ABI alignment"
		}
	}
	return ""
}

// funcAlignProblem checks "F<type><abi>", the type i or n.
func funcAlignProblem(rest string) string {
	if rest == "" {
		return `malformed specification, must be of the form "F<type><abi>"`
	}
	if rest[0] != 'i' && rest[0] != 'n' {
		return "unknown function pointer alignment type '" + rest[:1] + "'"
	}
	return alignComponent(rest[1:], "ABI alignment", false)
}

// nonIntegralProblem checks "ni:<address space>[:<address space>]...".
func nonIntegralProblem(spec string) string {
	if !strings.HasPrefix(spec, "ni:") {
		return `malformed specification, must be of the form "ni:<address space>[:<address space>]..."`
	}
	for _, s := range strings.Split(spec[3:], ":") {
		if s == "" {
			return "address space component cannot be empty"
		}
		v, ok := decimal(s, 1<<24)
		if !ok {
			return "address space must be a 24-bit integer"
		}
		if v == 0 {
			return "address space 0 cannot be non-integral"
		}
	}
	return ""
}

// AllocaAddrSpace returns the alloca address space data layout dl names
// ("A5"), 0 without one. It allocates nothing: the bitcode reader asks
// for every alloca.
func AllocaAddrSpace(dl string) uint32 { return layoutSpace(dl, 'A') }

// GlobalsAddrSpace returns the default address space of global variables
// data layout dl names ("G1"), 0 without one.
func GlobalsAddrSpace(dl string) uint32 { return layoutSpace(dl, 'G') }

// layoutSpace returns the address space of dl's component letter, 0
// without one.
func layoutSpace(dl string, letter byte) uint32 {
	for rest, more := dl, true; more; {
		var part string
		part, rest, more = strings.Cut(rest, "-")
		if len(part) > 1 && part[0] == letter {
			if n, err := strconv.ParseUint(part[1:], 10, 32); err == nil {
				return uint32(n)
			}
		}
	}
	return 0
}

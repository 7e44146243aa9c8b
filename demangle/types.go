package demangle

import (
	"strconv"
	"strings"
)

var builtins = map[byte]string{
	'v': "void", 'w': "wchar_t", 'b': "bool", 'c': "char", 'a': "signed char", 'h': "unsigned char",
	's': "short", 't': "unsigned short", 'i': "int", 'j': "unsigned int", 'l': "long",
	'm': "unsigned long", 'x': "long long", 'y': "unsigned long long", 'n': "__int128",
	'o': "unsigned __int128", 'f': "float", 'd': "double", 'e': "long double", 'g': "__float128",
	'z': "...",
}

var dBuiltins = map[byte]string{
	'h': "half", 'i': "char32_t", 's': "char16_t", 'u': "char8_t", 'a': "auto", 'n': "decltype(nullptr)",
	'd': "decimal64", 'e': "decimal128", 'f': "decimal32",
}

var stdSubs = map[byte]string{
	't': "std", 'a': "std::allocator", 'b': "std::basic_string", 's': "std::string",
	'i': "std::istream", 'o': "std::ostream", 'd': "std::iostream",
}

// typ reads one type and returns it as c++filt prints it.
func (d *state) typ() string {
	if d.s == "" {
		d.fail()
	}
	c := d.s[0]
	if b, ok := builtins[c]; ok {
		d.s = d.s[1:]
		return b
	}
	var t string
	switch {
	case c == 'P' || c == 'R' || c == 'O':
		d.s = d.s[1:]
		t = pointer(d.typ(), map[byte]string{'P': "*", 'R': "&", 'O': "&&"}[c])
	case c == 'K' || c == 'V' || c == 'r' || c == 'U':
		t = d.qualified()
	case c == 'S' && !d.peek("St"):
		t = d.substitution()
		if d.peek("I") {
			d.subs = append(d.subs, t)
			t += d.templateArgs()
		}
		return t
	case c == 'T':
		d.s = d.s[1:]
		i := 0
		if !d.eat("_") {
			i = d.number() + 1
			if !d.eat("_") {
				d.fail()
			}
		}
		if i >= len(d.targs) {
			d.fail()
		}
		t = d.targs[i]
	case c == 'D':
		t = d.dType()
		if t == "" {
			return d.builtinD()
		}
	case c == 'A':
		d.s = d.s[1:]
		n := d.number()
		if !d.eat("_") {
			d.fail()
		}
		t = d.typ() + " [" + strconv.Itoa(n) + "]"
	case c == 'F':
		d.s = d.s[1:]
		ret := d.typ()
		var ps []string
		for !d.eat("E") {
			ps = append(ps, d.typ())
		}
		if len(ps) == 1 && ps[0] == "void" {
			ps = nil
		}
		t = ret + " (" + strings.Join(ps, ", ") + ")"
	default:
		name, _, _ := d.name()
		t = name
	}
	d.subs = append(d.subs, t)
	return t
}

// pointer spells a pointer or reference to t ("float const*",
// "void (*)(int)").
func pointer(t, star string) string {
	if i := strings.Index(t, " ("); i >= 0 && strings.HasSuffix(t, ")") {
		return t[:i] + " (" + star + ")" + t[i+1:]
	}
	if i := strings.Index(t, " ["); i >= 0 && strings.HasSuffix(t, "]") {
		return t[:i] + " (" + star + ")" + t[i:]
	}
	return t + star
}

// qualified reads CV and vendor qualifiers and the type they qualify:
// K=const, V=volatile, r=restrict, U<name>=vendor (address spaces,
// _Atomic), printed after the type, innermost first.
func (d *state) qualified() string {
	var quals []string
	for {
		switch {
		case d.eat("K"):
			quals = append(quals, "const")
		case d.eat("V"):
			quals = append(quals, "volatile")
		case d.eat("r"):
			quals = append(quals, "restrict")
		case d.eat("U"):
			quals = append(quals, d.unqualified())
		default:
			t := d.typ()
			for i := len(quals) - 1; i >= 0; i-- {
				t += " " + quals[i]
			}
			return t
		}
	}
}

// dType reads the D-types that are not builtins: vectors (Dv4_f).
func (d *state) dType() string {
	if d.eat("Dv") {
		n := d.number()
		if !d.eat("_") {
			d.fail()
		}
		return d.typ() + " __vector(" + strconv.Itoa(n) + ")"
	}
	return ""
}

func (d *state) builtinD() string {
	if d.eat("DF16_") {
		return "_Float16"
	}
	d.next()
	b, ok := dBuiltins[d.next()]
	if !ok {
		d.fail()
	}
	return b
}

// substitution reads S_, S<seq>_ or a std abbreviation.
func (d *state) substitution() string {
	if !d.eat("S") {
		d.fail()
	}
	if d.eat("_") {
		return d.sub(0)
	}
	if c := d.s[0]; c >= 'a' && c <= 'z' {
		d.s = d.s[1:]
		s, ok := stdSubs[c]
		if !ok {
			d.fail()
		}
		if c == 't' {
			return "std::" + d.unqualified()
		}
		return s
	}
	n := 0
	for d.s != "" && d.s[0] != '_' {
		c := d.next()
		switch {
		case c >= '0' && c <= '9':
			n = n*36 + int(c-'0')
		case c >= 'A' && c <= 'Z':
			n = n*36 + int(c-'A') + 10
		default:
			d.fail()
		}
	}
	if !d.eat("_") {
		d.fail()
	}
	return d.sub(n + 1)
}

func (d *state) sub(i int) string {
	if i >= len(d.subs) {
		d.fail()
	}
	return d.subs[i]
}

// templateArgs reads I arg... E.
func (d *state) templateArgs() string {
	if !d.eat("I") {
		d.fail()
	}
	var args []string
	for !d.eat("E") {
		args = append(args, d.templateArg())
	}
	d.targs = args
	s := "<" + strings.Join(args, ", ")
	if strings.HasSuffix(s, ">") {
		s += " "
	}
	return s + ">"
}

func (d *state) templateArg() string {
	if d.eat("L") {
		if d.peek("_Z") {
			d.s = d.s[2:]
			s := d.encoding()
			d.eat("E")
			return s
		}
		t := d.typ()
		neg := d.eat("n")
		i := strings.IndexByte(d.s, 'E')
		if i < 0 {
			d.fail()
		}
		v := d.s[:i]
		d.s = d.s[i+1:]
		if neg {
			v = "-" + v
		}
		switch t {
		case "bool":
			if v == "0" {
				return "false"
			}
			return "true"
		case "int":
			return v
		case "unsigned int":
			return v + "u"
		case "long":
			return v + "l"
		case "unsigned long":
			return v + "ul"
		}
		return "(" + t + ")" + v
	}
	if d.eat("J") {
		var args []string
		for !d.eat("E") {
			args = append(args, d.templateArg())
		}
		return strings.Join(args, ", ")
	}
	return d.typ()
}

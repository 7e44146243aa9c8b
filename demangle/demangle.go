package demangle

import (
	"strconv"
	"strings"
)

// Demangle returns the source spelling of an Itanium-mangled name; ok is
// false, and name is returned unchanged, when it is not one or uses what
// the package does not cover.
func Demangle(name string) (out string, ok bool) {
	base, suffix := name, ""
	if i := strings.IndexByte(name, '.'); i > 0 {
		base, suffix = name[:i], name[i:]
	}
	if !strings.HasPrefix(base, "_Z") {
		return name, false
	}
	d := &state{s: base[2:]}
	defer func() {
		if recover() != nil {
			out, ok = name, false
		}
	}()
	s := d.encoding()
	if d.s != "" {
		return name, false
	}
	for _, part := range strings.Split(strings.TrimPrefix(suffix, "."), ".") {
		if part != "" {
			s += " [clone ." + part + "]"
		}
	}
	return s, true
}

// Short returns a short source name for a symbol: the unqualified name of
// a function or variable without its parameters ("tile" for a static
// local _ZZ1kPfE4tile, "axpy" for _Z4axpyPfS_), or name itself.
func Short(name string) string {
	full, ok := Demangle(name)
	if !ok {
		return name
	}
	if i := strings.Index(full, " [clone "); i >= 0 {
		full = full[:i]
	}
	depth := 0
	for i := len(full) - 1; i >= 0; i-- { // drop a trailing parameter list
		switch full[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				full = full[:i]
				i = -1
			}
		}
		if i >= 0 && depth == 0 && full[i] != ')' {
			break
		}
	}
	if i := lastScope(full); i >= 0 {
		full = full[i+2:]
	}
	return full
}

// lastScope finds the last "::" outside brackets.
func lastScope(s string) int {
	depth := 0
	for i := len(s) - 1; i > 0; i-- {
		switch s[i] {
		case '>', ')':
			depth++
		case '<', '(':
			depth--
		case ':':
			if depth == 0 && s[i-1] == ':' {
				return i - 1
			}
		}
	}
	return -1
}

type demangleError struct{}

// state is the demangler's position and tables.
type state struct {
	s     string
	subs  []string // substitution candidates
	targs []string // the last template arguments, for T_
	cv    string   // " const" of a const member function, from N K ... E
}

func (d *state) fail() { panic(demangleError{}) }

func (d *state) peek(p string) bool { return strings.HasPrefix(d.s, p) }

func (d *state) eat(p string) bool {
	if d.peek(p) {
		d.s = d.s[len(p):]
		return true
	}
	return false
}

func (d *state) next() byte {
	if d.s == "" {
		d.fail()
	}
	c := d.s[0]
	d.s = d.s[1:]
	return c
}

// encoding ::= name bare-function-type | name
func (d *state) encoding() string {
	d.cv = ""
	name, template, ctor := d.name()
	cv := d.cv
	if d.s == "" || d.peek("E") || d.peek(".") {
		return name
	}
	ret := ""
	if template && !ctor {
		ret = d.typ() + " "
	}
	return ret + name + d.params() + cv
}

// params reads a bare function type's parameter list.
func (d *state) params() string {
	if d.eat("v") && (d.s == "" || d.peek("E") || d.peek(".")) {
		return "()"
	}
	var ps []string
	for d.s != "" && !d.peek("E") && !d.peek(".") {
		ps = append(ps, d.typ())
	}
	return "(" + strings.Join(ps, ", ") + ")"
}

// name reads a name; template reports template arguments at its end and
// ctor a constructor or destructor (whose template has no return type).
func (d *state) name() (s string, template, ctor bool) {
	switch {
	case d.eat("N"):
		return d.nested()
	case d.eat("Z"):
		return d.local(), false, false
	case d.eat("L"):
		return d.name()
	}
	s = d.unqualified()
	if d.eat("St") {
		s = "std::" + d.unqualified()
	}
	if d.peek("I") {
		d.subs = append(d.subs, s)
		s += d.templateArgs()
		return s, true, false
	}
	return s, false, false
}

// nested ::= N [CV] prefix... E
func (d *state) nested() (string, bool, bool) {
	var cv string
	for {
		switch {
		case d.eat("r"):
			cv += " restrict"
		case d.eat("V"):
			cv += " volatile"
		case d.eat("K"):
			cv += " const"
		default:
			goto done
		}
	}
done:
	d.cv = cv
	d.eat("L")
	var s string
	template, ctor := false, false
	for !d.eat("E") {
		if s != "" {
			d.subs = append(d.subs, s)
		}
		template, ctor = false, false
		switch {
		case d.peek("S"):
			s = d.substitution()
		case d.peek("I"):
			s += d.templateArgs()
			template = true
		case d.peek("C") || d.peek("D") && len(d.s) > 1 && d.s[1] >= '0' && d.s[1] <= '5':
			ctor = true
			if d.next() == 'D' {
				s += "::~" + lastComponent(s)
			} else {
				s += "::" + lastComponent(s)
			}
			d.next()
		default:
			part := d.unqualified()
			if s != "" {
				part = s + "::" + part
			}
			s = part
		}
	}
	return s, template, ctor
}

func lastComponent(s string) string {
	if i := strings.IndexByte(s, '<'); i >= 0 {
		s = s[:i]
	}
	if i := lastScope(s); i >= 0 {
		return s[i+2:]
	}
	return s
}

// local ::= Z encoding E entity [discriminator] | Z encoding E s
func (d *state) local() string {
	fn := d.encoding()
	if !d.eat("E") {
		d.fail()
	}
	if d.eat("s") {
		d.discriminator()
		return fn + "::string literal"
	}
	name, _, _ := d.name()
	d.discriminator()
	return fn + "::" + name
}

func (d *state) discriminator() {
	if d.eat("_") {
		if d.eat("_") {
			d.number()
			d.eat("_")
			return
		}
		d.number()
	}
}

// unqualified reads a source name or an operator name.
func (d *state) unqualified() string {
	if d.s != "" && d.s[0] >= '0' && d.s[0] <= '9' {
		n := d.number()
		if n > len(d.s) {
			d.fail()
		}
		id := d.s[:n]
		d.s = d.s[n:]
		if strings.HasPrefix(id, "_GLOBAL__N") {
			return "(anonymous namespace)"
		}
		return id
	}
	if len(d.s) >= 2 {
		if op, ok := operators[d.s[:2]]; ok {
			d.s = d.s[2:]
			return "operator" + op
		}
		if d.s[:2] == "cv" {
			d.s = d.s[2:]
			return "operator " + d.typ()
		}
	}
	d.fail()
	return ""
}

var operators = map[string]string{
	"nw": " new", "na": " new[]", "dl": " delete", "da": " delete[]", "ps": "+", "ng": "-", "ad": "&",
	"de": "*", "co": "~", "pl": "+", "mi": "-", "ml": "*", "dv": "/", "rm": "%", "an": "&", "or": "|",
	"eo": "^", "aS": "=", "pL": "+=", "mI": "-=", "mL": "*=", "dV": "/=", "rM": "%=", "aN": "&=",
	"oR": "|=", "eO": "^=", "ls": "<<", "rs": ">>", "lS": "<<=", "rS": ">>=", "eq": "==", "ne": "!=",
	"lt": "<", "gt": ">", "le": "<=", "ge": ">=", "nt": "!", "aa": "&&", "oo": "||", "pp": "++",
	"mm": "--", "cm": ",", "pm": "->*", "pt": "->", "cl": "()", "ix": "[]",
}

func (d *state) number() int {
	i := 0
	for i < len(d.s) && d.s[i] >= '0' && d.s[i] <= '9' {
		i++
	}
	if i == 0 {
		d.fail()
	}
	n, err := strconv.Atoi(d.s[:i])
	if err != nil {
		d.fail()
	}
	d.s = d.s[i:]
	return n
}

package hostrun

import (
	"strconv"
	"strings"
)

// descKind classifies what a kernel's pointer parameter points to, so the
// driver fills its buffer with values of the right kind (floats a kernel
// computes with, small ints it may use as indices, pointers it may follow).
type descKind int

const (
	dUnknown descKind = iota
	dInt              // bits says the width
	dFloat
	dDouble
	dHalf
	dPtr    // elem says the pointee
	dStruct // name names the struct (looked up as %struct.NAME)
)

type typeDesc struct {
	kind descKind
	bits int
	elem *typeDesc
	name string
}

// demangleParams reads the parameter types of an Itanium-mangled function
// name (_Z10reduce_sumPKfPfj -> const float*, float*, unsigned), as far as
// plain kernels go: names in namespaces, pointers, qualifiers, builtin
// types, classes and substitutions. Templates and anything rarer give ok
// false.
func demangleParams(name string) (params []*typeDesc, ok bool) {
	if !strings.HasPrefix(name, "_Z") {
		return nil, false
	}
	d := &demangler{s: name[2:]}
	defer func() {
		if recover() != nil {
			params, ok = nil, false
		}
	}()
	d.name()
	if d.s == "v" {
		return nil, true
	}
	for d.s != "" {
		params = append(params, d.typ())
	}
	return params, true
}

type demangler struct {
	s    string
	subs []*typeDesc
}

type demangleError struct{}

func (d *demangler) fail() { panic(demangleError{}) }

func (d *demangler) peek() byte {
	if d.s == "" {
		d.fail()
	}
	return d.s[0]
}

func (d *demangler) next() byte {
	c := d.peek()
	d.s = d.s[1:]
	return c
}

func (d *demangler) sourceName() string {
	i := 0
	for i < len(d.s) && d.s[i] >= '0' && d.s[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(d.s[:i])
	if err != nil || n <= 0 || i+n > len(d.s) {
		d.fail()
	}
	name := d.s[i : i+n]
	d.s = d.s[i+n:]
	return name
}

// name skips the function's name.
func (d *demangler) name() {
	if d.peek() == 'L' {
		d.next()
	}
	if d.peek() == 'N' {
		d.next()
		for d.peek() != 'E' {
			if d.peek() == 'I' || d.peek() == 'S' {
				d.fail()
			}
			d.sourceName()
		}
		d.next()
	} else {
		d.sourceName()
	}
	if d.s != "" && d.peek() == 'I' {
		d.fail()
	}
}

var builtins = map[byte]typeDesc{
	'b': {kind: dInt, bits: 8}, 'c': {kind: dInt, bits: 8}, 'a': {kind: dInt, bits: 8}, 'h': {kind: dInt, bits: 8},
	's': {kind: dInt, bits: 16}, 't': {kind: dInt, bits: 16},
	'i': {kind: dInt, bits: 32}, 'j': {kind: dInt, bits: 32},
	'l': {kind: dInt, bits: 64}, 'm': {kind: dInt, bits: 64}, 'x': {kind: dInt, bits: 64}, 'y': {kind: dInt, bits: 64},
	'f': {kind: dFloat, bits: 32}, 'd': {kind: dDouble, bits: 64}, 'v': {kind: dUnknown},
}

func (d *demangler) typ() *typeDesc {
	c := d.peek()
	if b, ok := builtins[c]; ok {
		d.next()
		return &b
	}
	switch {
	case c == 'P' || c == 'R' || c == 'O':
		d.next()
		t := &typeDesc{kind: dPtr, elem: d.typ()}
		d.subs = append(d.subs, t)
		return t
	case c == 'K' || c == 'V' || c == 'r':
		d.next()
		t := d.typ()
		d.subs = append(d.subs, t)
		return t
	case c == 'S':
		d.next()
		i := 0
		if d.peek() != '_' {
			n := 0
			for d.peek() != '_' {
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
			i = n + 1
		}
		d.next()
		if i >= len(d.subs) {
			d.fail()
		}
		return d.subs[i]
	case c == 'D' && strings.HasPrefix(d.s, "Dh"):
		d.s = d.s[2:]
		return &typeDesc{kind: dHalf, bits: 16}
	case c >= '1' && c <= '9':
		t := &typeDesc{kind: dStruct, name: d.sourceName()}
		d.subs = append(d.subs, t)
		return t
	}
	d.fail()
	return nil
}

// openCLType reads one kernel_arg_type string ("float*", "uint", "struct
// Node*", "float4*").
func openCLType(s string) *typeDesc {
	s = strings.TrimSpace(s)
	depth := 0
	for strings.HasSuffix(s, "*") {
		depth++
		s = strings.TrimSpace(strings.TrimSuffix(s, "*"))
	}
	var t *typeDesc
	switch {
	case strings.HasPrefix(s, "struct "):
		t = &typeDesc{kind: dStruct, name: strings.TrimPrefix(s, "struct ")}
	default:
		base := strings.TrimRight(s, "0123456789")
		switch base {
		case "float":
			t = &typeDesc{kind: dFloat, bits: 32}
		case "double":
			t = &typeDesc{kind: dDouble, bits: 64}
		case "half":
			t = &typeDesc{kind: dHalf, bits: 16}
		case "char", "uchar", "bool":
			t = &typeDesc{kind: dInt, bits: 8}
		case "short", "ushort":
			t = &typeDesc{kind: dInt, bits: 16}
		case "int", "uint", "unsigned int":
			t = &typeDesc{kind: dInt, bits: 32}
		case "long", "ulong", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t":
			t = &typeDesc{kind: dInt, bits: 64}
		default:
			t = &typeDesc{kind: dUnknown}
		}
	}
	for range depth {
		t = &typeDesc{kind: dPtr, elem: t}
	}
	return t
}

package ir

import "strings"

// The constraint string of inline assembly, read as LLVM reads it
// (InlineAsm::ParseConstraints and ConstraintInfo::Parse), and the checks
// LLVM makes of it against the asm's function type when it reads a module
// (InlineAsm::verify). LLVM 14 (typed pointers) had no label constraints
// and one message for every failure.

// AsmConstraintKind is what one constraint of inline assembly stands for.
type AsmConstraintKind uint8

const (
	AsmInput AsmConstraintKind = iota
	AsmOutput
	AsmClobber
	AsmLabel
)

// AsmConstraint is one comma-separated constraint.
type AsmConstraint struct {
	Kind     AsmConstraintKind
	Indirect bool // "*": the operand is the address of the value
	// matching is the input an output is tied to (-1: none); altMatching
	// the same per alternative, for a constraint with several ("r|m").
	matching    int
	altMatching []int
}

// HasArg reports whether the constraint takes an argument of the call:
// an input, or an indirect output.
func (c AsmConstraint) HasArg() bool {
	return c.Kind == AsmInput || c.Kind == AsmOutput && c.Indirect
}

// ParseAsmConstraints reads a constraint string; false when LLVM would
// find it malformed (then it reads no constraint at all). llvm14 reads
// "!" as LLVM 14 did, as an ordinary letter.
func ParseAsmConstraints(s string, llvm14 bool) ([]AsmConstraint, bool) {
	var out []AsmConstraint
	for rest := s; rest != ""; {
		piece, after, more := strings.Cut(rest, ",")
		if piece == "" || more && after == "" {
			return nil, false // ",," or a trailing comma
		}
		c, ok := parseAsmConstraint(piece, out, llvm14)
		if !ok {
			return nil, false
		}
		out = append(out, c)
		rest = after
	}
	return out, true
}

// parseAsmConstraint reads one constraint; sofar are those before it,
// whose matching inputs a digit code fills in.
func parseAsmConstraint(s string, sofar []AsmConstraint, llvm14 bool) (AsmConstraint, bool) {
	c := AsmConstraint{matching: -1}
	if n := strings.Count(s, "|") + 1; n > 1 {
		c.altMatching = make([]int, n)
		for i := range c.altMatching {
			c.altMatching[i] = -1
		}
	}
	i := 0
	switch {
	case s[0] == '~':
		c.Kind, i = AsmClobber, 1
		if i < len(s) && s[i] != '{' {
			return c, false
		}
	case s[0] == '=':
		c.Kind, i = AsmOutput, 1
	case s[0] == '!' && !llvm14:
		c.Kind, i = AsmLabel, 1
	}
	if i < len(s) && s[i] == '*' {
		c.Indirect = true
		i++
	}
	if i == len(s) {
		return c, false // a prefix alone
	}
	early, commutative := false, false
modifiers:
	for {
		switch s[i] {
		case '&':
			if c.Kind != AsmOutput || early {
				return c, false
			}
			early = true
		case '%':
			if c.Kind == AsmClobber || commutative {
				return c, false
			}
			commutative = true
		case '#', '*':
			return c, false
		default:
			break modifiers
		}
		if i++; i == len(s) {
			return c, false
		}
	}
	return c, parseAsmCodes(s[i:], &c, sofar)
}

// parseAsmCodes reads the codes of a constraint after its prefixes and
// modifiers: {register}, a digit tying an input to an earlier output,
// "|" between alternatives, "^xy", "@Nxyz..." and single letters.
func parseAsmCodes(s string, c *AsmConstraint, sofar []AsmConstraint) bool {
	alt := 0
	for i := 0; i < len(s); {
		switch ch := s[i]; {
		case ch == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 {
				return false
			}
			i += end + 2
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n := atoiSat(s[i:j])
			i = j
			if n >= len(sofar) || sofar[n].Kind != AsmOutput || c.Kind != AsmInput {
				return false
			}
			if !tieInput(&sofar[n], alt, c.altMatching != nil, len(sofar)) {
				return false
			}
		case ch == '|':
			alt++
			i++
		case ch == '^':
			if i+3 > len(s) {
				return false
			}
			i += 3
		case ch == '@':
			if i+1 >= len(s) || s[i+1] < '1' || s[i+1] > '9' {
				return false
			}
			n := int(s[i+1] - '0')
			if i+2+n > len(s) {
				return false
			}
			i += 2 + n
		default:
			i++
		}
	}
	return true
}

// tieInput records that the input at position at is tied to output out
// (in alternative alt when the input has several): an output takes one
// input per alternative.
func tieInput(out *AsmConstraint, alt int, multiple bool, at int) bool {
	if multiple {
		if alt >= len(out.altMatching) || out.altMatching[alt] != -1 {
			return false
		}
		out.altMatching[alt] = at
		return true
	}
	if out.matching != -1 && out.matching != at {
		return false
	}
	out.matching = at
	return true
}

// atoiSat reads a run of digits, saturating far past any constraint count.
func atoiSat(s string) int {
	n := 0
	for _, ch := range s {
		n = n*10 + int(ch-'0')
		if n > 1<<20 {
			return 1 << 20
		}
	}
	return n
}

// VerifyInlineAsm returns LLVM's complaint about inline assembly of type
// ft with the given constraints, or "" when it has none. Typed-pointer IR
// is taken when LLVM 14 or a later LLVM takes it (LLVM 15 and 16 wrote
// typed IR with label constraints, which LLVM 14 reads as letters), and
// refused with LLVM 14's one message for all failures.
func VerifyInlineAsm(ft *FuncType, constraints string, typed bool) string {
	msg := verifyInlineAsm(ft, constraints, false)
	if msg != "" && typed {
		if verifyInlineAsm(ft, constraints, true) == "" {
			return ""
		}
		return "invalid type for inline asm constraint string"
	}
	return msg
}

func verifyInlineAsm(ft *FuncType, constraints string, llvm14 bool) string {
	if ft.Variadic {
		return "inline asm cannot be variadic"
	}
	cons, ok := ParseAsmConstraints(constraints, llvm14)
	if !ok {
		return "failed to parse constraints"
	}
	outputs, inputs, clobbers, indirect, labels := 0, 0, 0, 0, 0
	for _, c := range cons {
		switch c.Kind {
		case AsmOutput:
			if inputs-indirect != 0 || clobbers != 0 || labels != 0 {
				return "output constraint occurs after input, clobber or label constraint"
			}
			if !c.Indirect {
				outputs++
				continue
			}
			indirect++
			fallthrough
		case AsmInput:
			if clobbers != 0 {
				return "input constraint occurs after clobber constraint"
			}
			inputs++
		case AsmClobber:
			clobbers++
		case AsmLabel:
			if clobbers != 0 {
				return "label constraint occurs after clobber constraint"
			}
			labels++
		}
	}
	st, isStruct := ft.Ret.(*StructType)
	switch outputs {
	case 0:
		if !IsVoid(ft.Ret) {
			return "inline asm without outputs must return void"
		}
	case 1:
		if isStruct {
			return "inline asm with one output cannot return struct"
		}
	default:
		if !isStruct || len(st.Fields) != outputs {
			return "number of output constraints does not match number of return struct elements"
		}
	}
	if len(ft.Params) != inputs {
		return "number of input constraints does not match number of parameters"
	}
	return ""
}

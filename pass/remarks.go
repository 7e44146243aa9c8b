package pass

import (
	"strconv"
	"strings"

	"memspace/ir"
)

// Remarks collects optimization remarks for -pass-remarks-output.
type Remarks struct {
	List []Remark
}

// Remark is one LLVM-style optimization remark.
type Remark struct {
	Kind     string // Passed, Missed or Analysis
	Pass     string
	Name     string
	Function string
	Loc      *ir.SourcePos
	Args     []RemarkArg
	// InputPos places the remark in the input text when there is no debug
	// location (Positions); it is shown by -pass-remarks and the report,
	// not written to the YAML, whose DebugLoc means a source position.
	InputPos *ir.SourcePos
}

// Place returns the remark's source position, else its place in the
// input text, else nil.
func (rm *Remark) Place() *ir.SourcePos {
	if rm.Loc != nil {
		return rm.Loc
	}
	return rm.InputPos
}

// RemarkArg is one key/value of a remark's message; the message is the
// concatenation of the values.
type RemarkArg struct {
	Key, Value string
	Loc        *ir.SourcePos
	// Val, when set, is the local value Value names; FinalNames renames
	// it as the printed output numbers it. Access, when set instead, is a
	// memory instruction whose pointer operand Value names (a rewrite may
	// replace the pointer by a retyped copy).
	Val    ir.Value
	Access *ir.Instruction
}

// Enabled reports whether remarks are collected: a nil *Remarks (no
// -pass-remarks-output) drops them, so passes may skip building them.
func (r *Remarks) Enabled() bool { return r != nil }

// Add records a remark.
func (r *Remarks) Add(rm Remark) {
	if r != nil {
		r.List = append(r.List, rm)
	}
}

// YAML renders the remarks in LLVM's YAML remark format (what
// opt -pass-remarks-output writes and opt-viewer reads): one document per
// remark, tagged !Passed, !Missed or !Analysis.
func (r *Remarks) YAML() []byte {
	var b strings.Builder
	for _, rm := range r.List {
		b.WriteString("--- !" + rm.Kind + "\n")
		b.WriteString("Pass:            " + yamlScalar(rm.Pass) + "\n")
		b.WriteString("Name:            " + yamlScalar(rm.Name) + "\n")
		if rm.Loc != nil {
			b.WriteString("DebugLoc:        " + yamlLoc(*rm.Loc) + "\n")
		}
		b.WriteString("Function:        " + yamlScalar(rm.Function) + "\n")
		if len(rm.Args) > 0 {
			b.WriteString("Args:\n")
			for _, a := range rm.Args {
				b.WriteString("  - " + yamlScalar(a.Key) + ": " + yamlScalar(a.Value) + "\n")
				if a.Loc != nil {
					b.WriteString("    DebugLoc:        " + yamlLoc(*a.Loc) + "\n")
				}
			}
		}
		b.WriteString("...\n")
	}
	return []byte(b.String())
}

func yamlLoc(p ir.SourcePos) string {
	return "{ File: " + yamlScalar(p.File) + ", Line: " + strconv.Itoa(p.Line) +
		", Column: " + strconv.Itoa(p.Col) + " }"
}

// yamlScalar quotes a value with single quotes when plain YAML would misread it.
func yamlScalar(s string) string {
	plain := s != ""
	for i := 0; plain && i < len(s); i++ {
		c := s[i]
		plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '_' || c == '.' || c == '-' || c == '/' || (c == ' ' && i > 0 && i < len(s)-1)
	}
	if plain && !strings.ContainsAny(s[:1], "-0123456789") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

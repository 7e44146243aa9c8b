package report

import (
	"sort"
	"strings"

	"memspace/diag"
	"memspace/ir"
	"memspace/pass"
)

// mark is one gutter mark: a memspace-opt remark on an access.
type mark struct {
	Kind     string // Passed or Missed
	Function string
	Space    string // the space, or the may-point-to set
	Text     string
	Why      []string // the warning and its notes, for an ambiguous pointer
}

// sourceFile is one file of the source view with its marks by line.
type sourceFile struct {
	Name  string
	Lines []sourceLine
	Note  string // why the text is missing, if it is
}

type sourceLine struct {
	N     int
	Text  string
	Marks []mark
}

// sources groups the remarks of memspace-opt by file and line, attaches
// the warnings found at the same place, and reads each file's text.
func (in *Input) sources() []sourceFile {
	byFile := map[string]map[int][]mark{}
	for _, rm := range in.Remarks {
		p := rm.Place()
		if rm.Pass != "memspace-opt" || p == nil || p.Line <= 0 {
			continue
		}
		m := mark{Kind: rm.Kind, Function: rm.Function, Text: message(rm), Space: remarkSpace(rm)}
		m.Why = in.explain(*p)
		if byFile[p.File] == nil {
			byFile[p.File] = map[int][]mark{}
		}
		byFile[p.File][p.Line] = append(byFile[p.File][p.Line], m)
	}
	var names []string
	for f := range byFile {
		names = append(names, f)
	}
	sort.Strings(names)
	var out []sourceFile
	for _, name := range names {
		out = append(out, in.sourceFile(name, byFile[name]))
	}
	return out
}

func (in *Input) sourceFile(name string, marks map[int][]mark) sourceFile {
	sf := sourceFile{Name: name}
	text, ok := []byte(nil), false
	switch {
	case name == in.File && in.Source != nil:
		text, ok = in.Source, true
	case in.ReadFile != nil:
		text, ok = in.ReadFile(name)
	}
	if !ok {
		sf.Note = "source not readable here; marks by line"
		var lines []int
		for l := range marks {
			lines = append(lines, l)
		}
		sort.Ints(lines)
		for _, l := range lines {
			sf.Lines = append(sf.Lines, sourceLine{N: l, Marks: marks[l]})
		}
		return sf
	}
	for i, line := range strings.Split(strings.TrimSuffix(string(text), "\n"), "\n") {
		sf.Lines = append(sf.Lines, sourceLine{N: i + 1, Text: line, Marks: marks[i+1]})
	}
	return sf
}

// remarkSpace is the space a remark names: "global", or "{global,shared}".
func remarkSpace(rm pass.Remark) string {
	for _, a := range rm.Args {
		if a.Key == "Space" {
			return a.Value
		}
	}
	return ""
}

// explain returns the warnings (with their notes) reported at p.
func (in *Input) explain(p ir.SourcePos) []string {
	var out []string
	for _, d := range in.Diags {
		if d.Loc.File != p.File || d.Loc.Line != p.Line || d.Severity < diag.Warning {
			continue
		}
		out = append(out, d.Loc.String()+": "+d.Severity.String()+": "+d.Msg)
		for _, n := range d.Notes {
			out = append(out, "  "+n.Loc.String()+": note: "+n.Msg)
		}
	}
	return out
}

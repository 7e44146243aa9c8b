package filecheck

import (
	"fmt"
	"strings"
)

// source is one canonicalized text (the check file, the input or a
// command-line pattern) that diagnostics point into.
type source struct {
	name string
	text string
}

// lineCol returns the 1-based line and column of byte offset off and the
// text of that line.
func (s *source) lineCol(off int) (line, col int, text string) {
	off = max(0, min(off, len(s.text)))
	start := strings.LastIndexByte(s.text[:off], '\n') + 1
	end := strings.IndexByte(s.text[off:], '\n')
	if end < 0 {
		end = len(s.text)
	} else {
		end += off
	}
	line = strings.Count(s.text[:start], "\n") + 1
	return line, off - start + 1, s.text[start:end]
}

// report writes one diagnostic in the style of LLVM's SourceMgr: the
// location, the severity and message, the line, and a caret under the
// range [start, end) (end < start means a single caret).
func (c *checker) report(s *source, start, end int, severity, msg string) {
	line, col, text := s.lineCol(start)
	fmt.Fprintf(&c.out, "%s:%d:%d: %s: %s\n%s\n", s.name, line, col, severity, msg, text)
	width := 1
	if end > start {
		width = min(end-start, len(text)-col+1)
	}
	pad := []byte(text[:min(col-1, len(text))])
	for i, b := range pad {
		if b != '\t' {
			pad[i] = ' '
		}
	}
	c.out.Write(pad)
	c.out.WriteString("^" + strings.Repeat("~", max(width-1, 0)) + "\n")
}

// reportVars notes the current value of every variable pattern p
// substitutes, at input offset at.
func (c *checker) reportVars(p *pattern, at int) {
	for _, s := range p.segs {
		if s.kind != segUse {
			continue
		}
		v, ok := c.vars[s.text]
		if !ok {
			continue
		}
		c.report(c.input, at, at, "note", fmt.Sprintf("with %q equal to %s", s.text, quoteValue(v)))
	}
}

func quoteValue(v string) string {
	if strings.ContainsFunc(v, func(r rune) bool { return r < ' ' || r == '"' || r == 0x7f }) {
		return fmt.Sprintf("%q (escaped value)", v)
	}
	return `"` + v + `"`
}

// reportFuzzy points at the input position within the next 4096 bytes that
// looks most like pattern p, as FileCheck's "possible intended match here".
func (c *checker) reportFuzzy(p *pattern, start, end int) {
	example := p.fixed
	if !p.isFixed {
		example = p.regexText()
	}
	buf := c.input.text[start:end]
	limit := min(4096, len(buf))
	if example == "" || 4096*2048 < limit*len(example) {
		return
	}
	best, bestQ, lines := -1, 0.0, 0
	for i := 0; i < limit; i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		q := float64(matchDistance(buf[i:], example)) + float64(lines)/100
		if best < 0 || q < bestQ {
			best, bestQ = i, q
		}
	}
	if best > 0 && bestQ < 50 {
		c.report(c.input, start+best, start+best, "note", "possible intended match here")
	}
}

// matchDistance is the edit distance between example and the start of buf,
// cut at the first newline or at example's length.
func matchDistance(buf, example string) int {
	prefix := buf[:min(len(buf), len(example))]
	if i := strings.IndexByte(prefix, '\n'); i >= 0 {
		prefix = prefix[:i]
	}
	return editDistance(prefix, example)
}

func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cur := row[j]
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(row[j]+1, row[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return row[len(b)]
}

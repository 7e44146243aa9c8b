package filecheck

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// checker holds the state of one Check call.
type checker struct {
	opts  Options
	check *source
	input *source
	vars  map[string]string
	cache map[string]*regexp.Regexp
	out   strings.Builder // diagnostics
}

// checkInput runs the checks over the input: labels first cut the input
// into blocks, then the checks between two labels run inside their block.
// A failed check skips the rest of its block; a missing label stops.
func (c *checker) checkInput(checks []checkString) bool {
	ok := true
	in := c.input.text
	i, j, bufStart := 0, 0, 0
	for {
		regionEnd, next := len(in), len(in)
		if j < len(checks) {
			if checks[j].pat.kind != kindLabel {
				j++
				continue
			}
			pos, n, found := c.checkOne(&checks[j], bufStart, len(in), true)
			if !found {
				return false
			}
			regionEnd, next = pos+n, pos+n
			j++
		}
		if i != 0 && c.opts.EnableVarScope {
			c.clearLocalVars()
		}
		start := bufStart
		for ; i < j; i++ {
			pos, n, found := c.checkOne(&checks[i], start, regionEnd, false)
			if !found {
				ok = false
				i = j
				break
			}
			start = pos + n
		}
		if j == len(checks) {
			return ok
		}
		bufStart = next
	}
}

func (c *checker) clearLocalVars() {
	for name := range c.vars {
		if !strings.HasPrefix(name, "$") {
			delete(c.vars, name)
		}
	}
}

// checkOne matches one check string inside input[start:end]. It returns
// the offset and length of the match. In label-scan mode only the pattern
// itself is matched; its DAG, NOT, NEXT and SAME constraints wait for the
// second pass.
func (c *checker) checkOne(cs *checkString, start, end int, labelScan bool) (int, int, bool) {
	p := cs.pat
	lastPos := start
	var nots []*pattern
	if !labelScan {
		var ok bool
		if lastPos, nots, ok = c.checkDAG(cs.dagNots, start, end); !ok {
			return 0, 0, false
		}
	}
	matchEnd, first := lastPos, lastPos
	for k := 1; k <= p.count; k++ {
		pos, n, found, err := c.match(p, c.input.text[matchEnd:end])
		if !found || err != nil {
			c.noMatch(p, k, matchEnd, end, err)
			return 0, 0, false
		}
		if k == 1 {
			first = matchEnd + pos
		}
		matchEnd += pos + n
	}
	if !labelScan {
		if !c.checkLines(p, lastPos, first) || c.checkNots(nots, lastPos, first) {
			return 0, 0, false
		}
	}
	return first, matchEnd - first, true
}

// noMatch reports that p was not found in input[start:end].
func (c *checker) noMatch(p *pattern, k, start, end int, err error) {
	var undef *undefinedError
	if errors.As(err, &undef) {
		c.report(p.src, undef.off, undef.off, "error", undef.Error())
	} else {
		msg := p.description() + ": expected string not found in input"
		if p.count > 1 {
			msg += fmt.Sprintf(" (%d out of %d)", k, p.count)
		}
		c.report(p.src, p.off, p.off, "error", msg)
		c.report(c.input, start, start, "note", "scanning from here")
	}
	c.reportVars(p, start)
	c.reportFuzzy(p, start, end)
}

// checkLines enforces CHECK-NEXT, CHECK-EMPTY and CHECK-SAME: the number of
// line ends between the previous match (ending at prev) and this one.
func (c *checker) checkLines(p *pattern, prev, pos int) bool {
	if p.kind != kindNext && p.kind != kindEmpty && p.kind != kindSame {
		return true
	}
	n, firstLine := countNewlines(c.input.text, prev, pos)
	name := p.prefix + kindSuffix[p.kind]
	var msg string
	switch {
	case p.kind == kindSame && n != 0:
		msg = name + ": is not on the same line as the previous match"
	case p.kind != kindSame && n == 0:
		msg = name + ": is on the same line as previous match"
	case p.kind != kindSame && n != 1:
		msg = name + ": is not on the line after the previous match"
	default:
		return true
	}
	c.report(p.src, p.off, p.off, "error", msg)
	c.report(c.input, pos, pos, "note", "'next' match was here")
	c.report(c.input, prev, prev, "note", "previous match ended here")
	if p.kind != kindSame && n > 1 {
		c.report(c.input, firstLine, firstLine, "note", "non-matching line after previous match is here")
	}
	return false
}

// countNewlines counts line ends in s[from:to], taking \r\n and \n\r as
// one, and returns the offset just past the first.
func countNewlines(s string, from, to int) (n, first int) {
	for i := from; i < to; i++ {
		if s[i] != '\n' && s[i] != '\r' {
			continue
		}
		if i+1 < to && (s[i+1] == '\n' || s[i+1] == '\r') && s[i+1] != s[i] {
			i++
		}
		n++
		if n == 1 {
			first = i + 1
		}
	}
	return n, first
}

// checkNots reports every NOT pattern found in input[start:end]; it
// returns true when one was found.
func (c *checker) checkNots(nots []*pattern, start, end int) bool {
	failed := false
	for _, p := range nots {
		pos, n, found, err := c.match(p, c.input.text[start:end])
		if err != nil {
			c.noMatch(p, 1, start, end, err)
			failed = true
			continue
		}
		if !found {
			continue
		}
		c.report(p.src, p.off, p.off, "error", p.description()+": excluded string found in input")
		c.report(c.input, start+pos, start+pos+n, "note", "found here")
		c.reportVars(p, start+pos)
		failed = true
	}
	return failed
}

// span is a matched range of the input.
type span struct{ pos, end int }

// checkDAG matches the DAG patterns before a check inside
// input[start:end]. Consecutive DAG lines form a group whose matches may
// come in any order but may not overlap; NOT lines between groups must not
// match between them. It returns where the next check starts and the NOT
// patterns that follow the last group.
func (c *checker) checkDAG(dagNots []*pattern, start, end int) (int, []*pattern, bool) {
	var nots []*pattern
	var spans []span
	for idx, p := range dagNots {
		if p.kind == kindNot {
			nots = append(nots, p)
			continue
		}
		var ok bool
		if spans, ok = c.matchDAG(p, spans, start, end); !ok {
			return 0, nil, false
		}
		if idx+1 < len(dagNots) && dagNots[idx+1].kind != kindNot {
			continue
		}
		if len(nots) > 0 {
			if c.checkNots(nots, start, spans[0].pos) {
				return 0, nil, false
			}
			nots = nil
		}
		start = spans[len(spans)-1].end
		spans = nil
	}
	return start, nots, true
}

// matchDAG finds the first match of p in input[start:end] that overlaps no
// earlier match of its group, and inserts it into the sorted spans.
func (c *checker) matchDAG(p *pattern, spans []span, start, end int) ([]span, bool) {
	from, mi := start, 0
	for {
		pos, n, found, err := c.match(p, c.input.text[from:end])
		if !found || err != nil {
			c.noMatch(p, 1, from, end, err)
			return nil, false
		}
		m := span{from + pos, from + pos + n}
		overlap := false
		for ; mi < len(spans); mi++ {
			if m.pos < spans[mi].end {
				overlap = spans[mi].pos < m.end
				break
			}
		}
		if !overlap {
			return append(spans[:mi], append([]span{m}, spans[mi:]...)...), true
		}
		from = spans[mi].end
	}
}

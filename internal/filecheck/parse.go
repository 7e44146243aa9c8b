package filecheck

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// kind is a check directive.
type kind int

const (
	kindPlain kind = iota
	kindNext
	kindSame
	kindNot
	kindDAG
	kindLabel
	kindEmpty
	kindEOF     // implicit final check that carries trailing NOT/DAG lines
	kindComment // COM: and RUN: lines
	kindNone    // not a directive
	kindMisspelled
	kindBadNot
	kindBadCount
)

var kindSuffix = map[kind]string{
	kindNext: "-NEXT", kindSame: "-SAME", kindNot: "-NOT",
	kindDAG: "-DAG", kindLabel: "-LABEL", kindEmpty: "-EMPTY",
}

// commentPrefixes start lines that FileCheck ignores.
var commentPrefixes = []string{"COM", "RUN"}

// checkString is one positive check together with the DAG and NOT
// patterns written before it.
type checkString struct {
	pat     *pattern
	dagNots []*pattern
}

// directive is what follows a prefix: its kind, count, modifiers and the
// offset just past the colon.
type directive struct {
	kind    kind
	count   int
	literal bool
	rest    int
}

// readChecks parses the check file into check strings, in order.
func (c *checker) readChecks() ([]checkString, error) {
	implicit, err := c.implicitNots()
	if err != nil {
		return nil, err
	}
	text := c.check.text
	scan := newScanner(text, append(append([]string{}, c.opts.Prefixes...), commentPrefixes...))
	unused := map[string]bool{}
	for _, p := range c.opts.Prefixes {
		unused[p] = true
	}
	var checks []checkString
	dagNots := append([]*pattern{}, implicit...)
	pos := 0
	for {
		at, prefix, d := scan.find(pos)
		if at < 0 {
			break
		}
		if d.kind != kindComment {
			delete(unused, prefix)
		}
		if err := c.badDirective(at, prefix, d); err != nil {
			return nil, err
		}
		start, end := c.patternSpan(d)
		pos = end
		if d.kind == kindComment {
			continue
		}
		p, err := c.parsePattern(d, prefix, start, end)
		if err != nil {
			return nil, err
		}
		if err := c.checkPlacement(p, at, len(checks)); err != nil {
			return nil, err
		}
		if d.kind == kindDAG || d.kind == kindNot {
			dagNots = append(dagNots, p)
			continue
		}
		checks = append(checks, checkString{pat: p, dagNots: dagNots})
		dagNots = append([]*pattern{}, implicit...)
	}
	if err := c.unusedPrefixes(unused, len(implicit) > 0); err != nil {
		return nil, err
	}
	if len(dagNots) > 0 {
		eof := &pattern{kind: kindEOF, prefix: c.opts.Prefixes[0], count: 1, src: c.check, off: len(text)}
		checks = append(checks, checkString{pat: eof, dagNots: dagNots})
	}
	return checks, nil
}

// patternSpan returns where the pattern after directive d starts (after
// leading blanks) and ends (at the end of the line).
func (c *checker) patternSpan(d directive) (start, end int) {
	text := c.check.text
	start = d.rest
	if !(c.opts.StrictWhitespace && c.opts.MatchFullLines) {
		for start < len(text) && (text[start] == ' ' || text[start] == '\t') {
			start++
		}
	}
	return start, start + lineEnd(text[start:])
}

// lineEnd is the length of the first line of s, without its end.
func lineEnd(s string) int {
	if i := strings.IndexAny(s, "\n\r"); i >= 0 {
		return i
	}
	return len(s)
}

// scanner finds check prefixes in the check file. It remembers the next
// occurrence of each prefix, as FileCheck's PrefixMatcher does.
type scanner struct {
	text     string
	prefixes []string // longest first, so that the longest wins a tie
	next     []int
}

func newScanner(text string, prefixes []string) *scanner {
	s := &scanner{text: text, prefixes: prefixes, next: make([]int, len(prefixes))}
	sort.SliceStable(s.prefixes, func(i, j int) bool { return len(s.prefixes[i]) > len(s.prefixes[j]) })
	for i := range s.next {
		s.next[i] = -2
	}
	return s
}

// first returns the earliest prefix occurrence at or after pos, or -1.
func (s *scanner) first(pos int) (int, string) {
	at, prefix := -1, ""
	for i, p := range s.prefixes {
		if s.next[i] != -1 && s.next[i] < pos {
			s.next[i] = strings.Index(s.text[pos:], p)
			if s.next[i] >= 0 {
				s.next[i] += pos
			}
		}
		if s.next[i] >= 0 && (at < 0 || s.next[i] < at) {
			at, prefix = s.next[i], p
		}
	}
	return at, prefix
}

// find returns the first prefix at or after pos that starts a word and is
// followed by a directive: its offset (-1 when none), the prefix and the
// directive.
func (s *scanner) find(pos int) (int, string, directive) {
	text := s.text
	for pos < len(text) {
		at, prefix := s.first(pos)
		if at < 0 {
			break
		}
		if at == 0 || !isWordByte(text[at-1]) {
			if d := directiveAt(text, at, prefix); d.kind != kindNone {
				return at, prefix, d
			}
		}
		pos = at + len(prefix)
		for pos < len(text) && isWordByte(text[pos]) {
			pos++
		}
	}
	return -1, "", directive{}
}

// directiveAt reads the directive after prefix at offset at.
func directiveAt(text string, at int, prefix string) directive {
	if len(text)-at <= len(prefix) {
		return directive{kind: kindNone}
	}
	rest := at + len(prefix)
	none := directive{kind: kindNone}
	for _, cp := range commentPrefixes {
		if cp == prefix {
			if text[rest] == ':' {
				return directive{kind: kindComment, rest: rest + 1}
			}
			return none
		}
	}
	if text[rest] == ':' || text[rest] == '{' {
		return modifiers(text, rest, directive{kind: kindPlain, count: 1})
	}
	misspelled := text[rest] == '_'
	if !misspelled && text[rest] != '-' {
		return none
	}
	d := suffix(text, rest+1)
	if misspelled && d.kind != kindNone {
		d.kind = kindMisspelled
	}
	return d
}

// suffix reads what follows "PREFIX-" at offset i.
func suffix(text string, i int) directive {
	s := text[i:]
	if strings.HasPrefix(s, "COUNT-") {
		return countSuffix(text, i+len("COUNT-"))
	}
	for _, bad := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:",
		"SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
		if strings.HasPrefix(s, bad) {
			return directive{kind: kindBadNot, rest: i}
		}
	}
	for _, k := range []kind{kindNext, kindSame, kindNot, kindDAG, kindLabel, kindEmpty} {
		name := kindSuffix[k][1:]
		if strings.HasPrefix(s, name) {
			return modifiers(text, i+len(name), directive{kind: k, count: 1})
		}
	}
	return directive{kind: kindNone}
}

// countSuffix reads the N of "PREFIX-COUNT-N:" at offset i.
func countSuffix(text string, i int) directive {
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	n, err := strconv.ParseInt(text[i:j], 10, 64)
	bad := directive{kind: kindBadCount, rest: j}
	if err != nil || n <= 0 || n > 1<<31-1 || j >= len(text) || (text[j] != ':' && text[j] != '{') {
		return bad
	}
	return modifiers(text, j, directive{kind: kindPlain, count: int(n)})
}

// modifiers reads ":" or "{LITERAL,...}:" at offset i.
func modifiers(text string, i int, d directive) directive {
	if i < len(text) && text[i] == ':' {
		d.rest = i + 1
		return d
	}
	if i >= len(text) || text[i] != '{' {
		return directive{kind: kindNone}
	}
	i++
	for {
		i = skipSpace(text, i)
		if !strings.HasPrefix(text[i:], "LITERAL") {
			return directive{kind: kindNone}
		}
		d.literal = true
		i = skipSpace(text, i+len("LITERAL"))
		if i < len(text) && text[i] == ',' {
			i++
			continue
		}
		break
	}
	if !strings.HasPrefix(text[i:], "}:") {
		return directive{kind: kindNone}
	}
	d.rest = i + 2
	return d
}

func skipSpace(text string, i int) int {
	for i < len(text) && strings.IndexByte(" \t\n\v\f\r", text[i]) >= 0 {
		i++
	}
	return i
}

// badDirective reports directives FileCheck rejects outright.
func (c *checker) badDirective(at int, prefix string, d directive) error {
	switch d.kind {
	case kindMisspelled:
		return c.fail(c.check, at, "misspelled directive '%s'", c.check.text[at:d.rest])
	case kindBadNot:
		return c.fail(c.check, d.rest, "unsupported -NOT combo on prefix '%s'", prefix)
	case kindBadCount:
		return c.fail(c.check, d.rest, "invalid count in -COUNT specification on prefix '%s'", prefix)
	}
	return nil
}

// checkPlacement enforces the rules on labels and on NEXT/SAME/EMPTY.
func (c *checker) checkPlacement(p *pattern, at, nchecks int) error {
	if p.kind == kindLabel && (len(p.defs) > 0 || p.hasUses()) {
		return c.fail(c.check, at, "found '%s-LABEL:' with variable definition or use", p.prefix)
	}
	if nchecks == 0 && (p.kind == kindNext || p.kind == kindSame || p.kind == kindEmpty) {
		return c.fail(c.check, at, "found '%s%s' without previous '%s: line",
			p.prefix, kindSuffix[p.kind], p.prefix)
	}
	return nil
}

// unusedPrefixes complains about check prefixes with no check line.
func (c *checker) unusedPrefixes(unused map[string]bool, haveImplicit bool) error {
	none := len(unused) == len(c.opts.Prefixes)
	some := !c.opts.AllowUnusedPrefixes && len(unused) > 0
	defaultPrefix := len(c.opts.Prefixes) == 1 && c.opts.Prefixes[0] == "CHECK"
	if !(none || some) || (haveImplicit && defaultPrefix) {
		return nil
	}
	var names []string
	for p := range unused {
		names = append(names, "'"+p+":'")
	}
	sort.Strings(names)
	plural := " "
	if len(names) > 1 {
		plural = "es "
	}
	return fmt.Errorf("error: no check strings found with prefix%s%s", plural, strings.Join(names, ", "))
}

// implicitNots parses the --implicit-check-not patterns.
func (c *checker) implicitNots() ([]*pattern, error) {
	var out []*pattern
	for _, s := range c.opts.ImplicitCheckNot {
		const open = "-implicit-check-not='"
		src := &source{name: "command line", text: open + s + "'"}
		saved := c.check
		c.check = src
		p, err := c.parsePattern(directive{kind: kindNot, count: 1}, "IMPLICIT-CHECK", len(open), len(open)+len(s))
		c.check = saved
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// fail formats an error at offset off of s.
func (c *checker) fail(s *source, off int, format string, args ...any) error {
	c.out.Reset()
	c.report(s, off, off, "error", fmt.Sprintf(format, args...))
	return errors.New(strings.TrimSuffix(c.out.String(), "\n"))
}

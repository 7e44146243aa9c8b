package filecheck

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// segKind says what a piece of a regex pattern is.
type segKind int

const (
	segRegex   segKind = iota // regex text, already escaped where literal
	segUse                    // [[VAR]] of a variable from an earlier line
	segBackref                // [[VAR]] of a variable defined earlier on this line
)

// segment is one piece of a pattern's regex.
type segment struct {
	kind segKind
	text string // regex text, the variable name, or the definition's regex
	off  int    // offset in the check file, for diagnostics
}

// varDef is a [[VAR:re]] definition and the capture group that holds it.
type varDef struct {
	name  string
	group int
	re    string
}

// pattern is one check line, parsed.
type pattern struct {
	kind    kind
	prefix  string
	count   int
	literal bool
	src     *source // where the pattern was written
	off     int     // offset of its first byte in src

	isFixed  bool // a plain string, matched with strings.Index
	fixed    string
	segs     []segment
	defs     []varDef
	backrefs [][2]int       // capture group of a copy, group of its definition
	skip     int            // leading bytes of a match that are not part of it
	re       *regexp.Regexp // compiled regex when the pattern uses no variable
}

// description names the directive in messages, like "CHECK-NEXT".
func (p *pattern) description() string {
	if p.kind == kindEOF {
		return "implicit EOF"
	}
	d := p.prefix + kindSuffix[p.kind]
	if p.kind == kindPlain && p.count > 1 {
		d += "-COUNT"
	}
	if p.literal {
		d += "{LITERAL}"
	}
	return d
}

func (p *pattern) hasUses() bool {
	for _, s := range p.segs {
		if s.kind == segUse || s.kind == segBackref {
			return true
		}
	}
	return false
}

// regexText is the pattern's regex with variable uses left as names.
func (p *pattern) regexText() string {
	var b strings.Builder
	for _, s := range p.segs {
		if s.kind == segRegex {
			b.WriteString(s.text)
		} else {
			b.WriteString("[[" + s.text + "]]")
		}
	}
	return b.String()
}

// parsePattern parses the check text in [start, end) of the check file.
func (c *checker) parsePattern(d directive, prefix string, start, end int) (*pattern, error) {
	p := &pattern{kind: d.kind, prefix: prefix, count: d.count, literal: d.literal, src: c.check, off: start}
	text := c.check.text[start:end]
	fullLines := c.opts.MatchFullLines && d.kind != kindNot
	if !(c.opts.StrictWhitespace && c.opts.MatchFullLines) {
		text = strings.TrimRight(text, " \t")
	}
	switch {
	case text == "" && d.kind != kindEmpty:
		return nil, c.fail(c.check, start, "found empty check string with prefix '%s:'", prefix)
	case text != "" && d.kind == kindEmpty:
		return nil, c.fail(c.check, start, "found non-empty check string for empty check with prefix '%s:'", prefix)
	case d.kind == kindEmpty:
		p.segs = []segment{{text: `(\n$)`}}
		p.skip = 1
	case d.literal || !fullLines && !strings.Contains(text, "{{") && !strings.Contains(text, "[["):
		p.isFixed, p.fixed = true, text
		if c.opts.IgnoreCase {
			p.isFixed = false
			p.segs = []segment{{text: regexp.QuoteMeta(text)}}
		}
	default:
		if err := c.parseRegex(p, text, start); err != nil {
			return nil, err
		}
		if fullLines {
			p.wrapFullLine(c.opts.StrictWhitespace)
		}
	}
	if !p.isFixed && !p.hasUses() {
		re, err := c.compile(p.regexText())
		if err != nil {
			return nil, c.fail(c.check, start, "invalid regex: %v", err)
		}
		p.re = re
	}
	return p, nil
}

func (p *pattern) wrapFullLine(strict bool) {
	space := " *"
	if strict {
		space = ""
	}
	p.segs = append([]segment{{text: "^" + space}}, p.segs...)
	p.segs = append(p.segs, segment{text: space + "$"})
}

// parseRegex turns text, which starts at offset off of the check file,
// into regex segments.
func (c *checker) parseRegex(p *pattern, text string, off int) error {
	group := 1
	for text != "" {
		var n int
		var err error
		switch {
		case strings.HasPrefix(text, "{{"):
			n, err = c.parseBraces(p, text, off, &group)
		case strings.HasPrefix(text, "[[") && !strings.HasPrefix(text, "[[["):
			n, err = c.parseBlock(p, text, off, &group)
		default:
			n = literalEnd(text)
			p.segs = append(p.segs, segment{text: regexp.QuoteMeta(text[:n])})
		}
		if err != nil {
			return err
		}
		text, off = text[n:], off+n
	}
	return nil
}

// literalEnd is the length of the literal text at the start of s.
func literalEnd(s string) int {
	end := len(s)
	for _, open := range []string{"{{", "[["} {
		if i := strings.Index(s[1:], open); i >= 0 && i+1 < end {
			end = i + 1
		}
	}
	return end
}

// parseBraces parses "{{re}}" at the start of text; it returns the length
// consumed.
func (c *checker) parseBraces(p *pattern, text string, off int, group *int) (int, error) {
	end := strings.Index(text, "}}")
	if end < 0 {
		return 0, c.fail(c.check, off, "found start of regex string with no end '}}'")
	}
	re := text[2:end]
	n, err := c.groups(re)
	if err != nil {
		return 0, c.fail(c.check, off+2, "invalid regex: %v", err)
	}
	p.segs = append(p.segs, segment{text: "(" + re + ")"})
	*group += 1 + n
	return end + 2, nil
}

// parseBlock parses "[[VAR:re]]" or "[[VAR]]" at the start of text.
func (c *checker) parseBlock(p *pattern, text string, off int, group *int) (int, error) {
	end, bad := blockEnd(text[2:])
	if bad >= 0 {
		return 0, c.fail(c.check, off+2+bad, "missing closing \"]\" for regex variable")
	}
	if end < 0 {
		return 0, c.fail(c.check, off, "Invalid substitution block, no ]] found")
	}
	block, boff := text[2:2+end], off+2
	consumed := 2 + end + 2
	if strings.HasPrefix(block, "#") || strings.HasPrefix(block, "@") {
		return 0, c.fail(c.check, boff, "numeric substitution blocks and @LINE are not supported by this checker")
	}
	colon := strings.IndexByte(block, ':')
	nameEnd := len(block)
	if colon >= 0 {
		nameEnd = colon
	}
	if sp := strings.IndexAny(block[:nameEnd], " \t"); sp >= 0 {
		return 0, c.fail(c.check, boff+sp, "unexpected whitespace")
	}
	name, err := c.varName(block, boff)
	if err != nil {
		return 0, err
	}
	after := block[len(name):]
	if colon < 0 {
		if after != "" {
			return 0, c.fail(c.check, boff, "invalid name in string variable use")
		}
		return consumed, c.addUse(p, name, boff, group)
	}
	if !strings.HasPrefix(after, ":") {
		return 0, c.fail(c.check, boff, "invalid name in string variable definition")
	}
	re := after[1:]
	n := 0
	if re != "" {
		if n, err = c.groups(re); err != nil {
			return 0, c.fail(c.check, boff+len(name)+1, "invalid regex: %v", err)
		}
	}
	p.segs = append(p.segs, segment{text: "(" + re + ")"})
	p.setDef(varDef{name: name, group: *group, re: re})
	*group += 1 + n
	return consumed, nil
}

// varName reads the variable name at the start of block.
func (c *checker) varName(block string, off int) (string, error) {
	if block == "" {
		return "", c.fail(c.check, off, "empty variable name")
	}
	i := 0
	if block[0] == '$' {
		i = 1
		if len(block) == 1 {
			return "", c.fail(c.check, off+1, "empty global variable name")
		}
	}
	n := varNameLen(block[i:])
	if n == 0 {
		return "", c.fail(c.check, off, "invalid variable name")
	}
	return block[:i+n], nil
}

// addUse adds a [[VAR]] use: a back-reference when VAR was defined earlier
// on this line, a substitution otherwise.
func (c *checker) addUse(p *pattern, name string, off int, group *int) error {
	for _, d := range p.defs {
		if d.name != name {
			continue
		}
		n := 0
		if d.re != "" {
			n, _ = c.groups(d.re)
		}
		p.segs = append(p.segs, segment{kind: segBackref, text: d.re, off: off})
		p.backrefs = append(p.backrefs, [2]int{*group, d.group})
		*group += 1 + n
		return nil
	}
	p.segs = append(p.segs, segment{kind: segUse, text: name, off: off})
	return nil
}

// setDef records a definition; a later one of the same name wins.
func (p *pattern) setDef(d varDef) {
	for i := range p.defs {
		if p.defs[i].name == d.name {
			p.defs[i] = d
			return
		}
	}
	p.defs = append(p.defs, d)
}

// blockEnd finds the "]]" closing a substitution block, skipping escaped
// characters and balanced brackets. It returns -1 when there is none, and
// the offset of an unbalanced "]" (or -1) as its second result.
func blockEnd(s string) (end, bad int) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], "]]") && depth == 0:
			return i, -1
		case s[i] == '\\':
			i++
		case s[i] == '[':
			depth++
		case s[i] == ']':
			if depth == 0 {
				return -1, i
			}
			depth--
		}
	}
	return -1, -1
}

// groups validates regex re and returns its number of capture groups.
func (c *checker) groups(re string) (int, error) {
	if re == "" {
		return 0, errors.New("empty regular expression")
	}
	r, err := c.compile(re)
	if err != nil {
		return 0, err
	}
	return r.NumSubexp(), nil
}

// compile compiles a POSIX ERE with leftmost-longest matching in which ^
// and $ match at line ends, caching the result.
func (c *checker) compile(expr string) (*regexp.Regexp, error) {
	if re, ok := c.cache[expr]; ok {
		return re, nil
	}
	re, err := regexp.CompilePOSIX(expr)
	if err != nil {
		return nil, explain(err)
	}
	if c.opts.IgnoreCase {
		re, err = regexp.Compile("(?mi)" + expr)
		if err != nil {
			return nil, err
		}
		re.Longest()
	}
	c.cache[expr] = re
	return re, nil
}

// explain adds a hint to errors about Perl-only regex syntax.
func explain(err error) error {
	msg := err.Error()
	if strings.Contains(msg, "invalid escape sequence") || strings.Contains(msg, "missing argument to repetition") {
		return fmt.Errorf("%s (FileCheck regexes are POSIX ERE: use [0-9], [[:space:]] and plain groups)", msg)
	}
	return err
}

// match finds the first match of p in buf and returns its offset and
// length. found is false when there is none; err reports a use of an
// undefined variable.
func (c *checker) match(p *pattern, buf string) (pos, n int, found bool, err error) {
	switch {
	case p.kind == kindEOF:
		return len(buf), 0, true, nil
	case p.isFixed:
		pos = strings.Index(buf, p.fixed)
		return pos, len(p.fixed), pos >= 0, nil
	}
	re := p.re
	if re == nil {
		if re, err = c.substitute(p); err != nil || re == nil {
			return 0, 0, false, err
		}
	}
	loc, from := c.find(p, re, buf)
	if loc == nil {
		return 0, 0, false, nil
	}
	for _, d := range p.defs {
		c.vars[d.name] = groupText(buf[from:], loc, d.group)
	}
	return from + loc[0] + p.skip, loc[1] - loc[0] - p.skip, true, nil
}

// find runs re over buf, skipping matches whose back-references differ
// from their definitions. It returns the submatch offsets relative to
// buf[from:].
func (c *checker) find(p *pattern, re *regexp.Regexp, buf string) ([]int, int) {
	for from := 0; from <= len(buf); {
		loc := re.FindStringSubmatchIndex(buf[from:])
		if loc == nil {
			return nil, 0
		}
		if backrefsAgree(p, buf[from:], loc) {
			return loc, from
		}
		from += loc[0] + 1
	}
	return nil, 0
}

func backrefsAgree(p *pattern, buf string, loc []int) bool {
	for _, b := range p.backrefs {
		if groupText(buf, loc, b[0]) != groupText(buf, loc, b[1]) {
			return false
		}
	}
	return true
}

func groupText(buf string, loc []int, g int) string {
	if 2*g+1 >= len(loc) || loc[2*g] < 0 {
		return ""
	}
	return buf[loc[2*g]:loc[2*g+1]]
}

// substitute builds and compiles p's regex with the current values of the
// variables it uses.
func (c *checker) substitute(p *pattern) (*regexp.Regexp, error) {
	var b strings.Builder
	for _, s := range p.segs {
		switch s.kind {
		case segRegex:
			b.WriteString(s.text)
		case segBackref:
			b.WriteString("(" + s.text + ")")
		case segUse:
			v, ok := c.vars[s.text]
			if !ok {
				return nil, &undefinedError{name: s.text, off: s.off}
			}
			b.WriteString(regexp.QuoteMeta(v))
		}
	}
	if b.Len() == 0 {
		// LLVM's regex library rejects an empty regex, so a pattern that is
		// just an empty variable never matches in FileCheck.
		return nil, nil
	}
	return c.compile(b.String())
}

// undefinedError is a use of a variable that has no value.
type undefinedError struct {
	name string
	off  int
}

func (e *undefinedError) Error() string { return "undefined variable: " + e.name }

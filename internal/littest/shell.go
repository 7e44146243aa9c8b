package littest

import (
	"errors"
	"fmt"
	"strings"
)

// token is a word or an operator of a RUN line.
type token struct {
	text string
	op   bool
}

// operators, longest first; the ones lit allows but this runner does not
// support are listed too, so that they give a clear error.
var operators = []string{"2>&1", "2>>", "&&", "||", "&>", ">>", "2>", ">", "<", "|", ";", "&"}

var unsupported = map[string]bool{"||": true, ";": true, "&": true}

// tokenize splits a RUN line into words and operators like a shell,
// applying the % substitutions inside words.
func (e *env) tokenize(s string) ([]token, error) {
	var toks []token
	var cur strings.Builder
	inWord := false
	flush := func() {
		if inWord {
			toks = append(toks, token{text: cur.String()})
			cur.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == '\t' {
			flush()
			i++
			continue
		}
		if op := operatorAt(s[i:], inWord); op != "" {
			if unsupported[op] {
				return nil, fmt.Errorf("unsupported shell operator %q", op)
			}
			flush()
			toks = append(toks, token{text: op, op: true})
			i += len(op)
			continue
		}
		inWord = true
		n, err := e.wordPart(s[i:], &cur)
		if err != nil {
			return nil, err
		}
		i += n
	}
	flush()
	return toks, nil
}

// operatorAt returns the operator at the start of s, or "". The fd forms
// (2>...) count only at the start of a word.
func operatorAt(s string, inWord bool) string {
	for _, op := range operators {
		if strings.HasPrefix(s, op) && !(inWord && op[0] == '2') {
			return op
		}
	}
	return ""
}

// wordPart appends to cur the word text at the start of s: a quoted
// string, an escaped character, a substitution or one plain byte. It
// returns the number of bytes read.
func (e *env) wordPart(s string, cur *strings.Builder) (int, error) {
	switch s[0] {
	case '\'':
		end := strings.IndexByte(s[1:], '\'')
		if end < 0 {
			return 0, errors.New("unterminated single quote")
		}
		cur.WriteString(e.expand(s[1 : 1+end]))
		return end + 2, nil
	case '"':
		return e.doubleQuoted(s, cur)
	case '\\':
		if len(s) < 2 {
			return 0, errors.New("trailing backslash")
		}
		cur.WriteByte(s[1])
		return 2, nil
	case '%':
		if len(s) > 1 {
			if v, ok := e.subst[s[1]]; ok {
				cur.WriteString(v)
				return 2, nil
			}
		}
	}
	cur.WriteByte(s[0])
	return 1, nil
}

// doubleQuoted reads "..." at the start of s; a backslash escapes " \ $
// and `.
func (e *env) doubleQuoted(s string, cur *strings.Builder) (int, error) {
	var raw strings.Builder
	for i := 1; i < len(s); i++ {
		switch {
		case s[i] == '"':
			cur.WriteString(e.expand(raw.String()))
			return i + 1, nil
		case s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0:
			i++
			raw.WriteByte(s[i])
		default:
			raw.WriteByte(s[i])
		}
	}
	return 0, errors.New("unterminated double quote")
}

// expand applies the % substitutions to s.
func (e *env) expand(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+1 < len(s) {
			if v, ok := e.subst[s[i+1]]; ok {
				b.WriteString(v)
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// command is one stage of a pipeline.
type command struct {
	argv      []string
	not       int    // how many "not" prefixes
	in        string // < file
	out       string // > file
	errFile   string // 2> file
	appendOut bool   // >>
	appendErr bool   // 2>>
	errToOut  bool   // 2>&1: stderr goes wherever stdout goes
}

// pipeline is commands joined by |.
type pipeline []*command

// parse groups tokens into pipelines joined by &&.
func parse(toks []token) ([]pipeline, error) {
	var pipes []pipeline
	cur := pipeline{&command{}}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		c := cur[len(cur)-1]
		if !t.op {
			if len(c.argv) == 0 && t.text == "not" {
				c.not++
			} else {
				c.argv = append(c.argv, t.text)
			}
			continue
		}
		switch t.text {
		case "|", "&&":
			if len(c.argv) == 0 {
				return nil, fmt.Errorf("missing command before %q", t.text)
			}
			if t.text == "|" {
				cur = append(cur, &command{})
			} else {
				pipes = append(pipes, cur)
				cur = pipeline{&command{}}
			}
		case "2>&1":
			c.errToOut = true
		default:
			if i+1 >= len(toks) || toks[i+1].op {
				return nil, fmt.Errorf("missing file name after %q", t.text)
			}
			i++
			redirect(c, t.text, toks[i].text)
		}
	}
	if len(cur[len(cur)-1].argv) == 0 {
		return nil, errors.New("missing command")
	}
	return append(pipes, cur), nil
}

// redirect records a file redirection of c.
func redirect(c *command, op, file string) {
	switch op {
	case "<":
		c.in = file
	case ">", ">>":
		c.out, c.appendOut = file, op == ">>"
	case "2>", "2>>":
		c.errFile, c.appendErr = file, op == "2>>"
	case "&>":
		c.out, c.appendOut, c.errToOut = file, false, true
	}
}

package pass

import (
	"fmt"
	"sort"
	"strings"
)

// opt's -passes= text nests passes in adaptors: module(a,function(b,c)),
// cgscc(...). memspace's passes all run once over the whole module; a
// nesting is accepted where it does not change what a pass does:
// module(...) holds any pass, function(...) and cgscc(...) only the passes
// that change one function at a time (memspace-opt rewrites inside each
// function from what it knows of the whole module; verify checks each
// function), for which one run over the module is what the adaptor would
// do function by function. Passes that add, remove or re-sign functions
// (ipmsp, always-inline) are module passes, as in opt. The nesting is
// flattened into the list of passes in order.

var functionPasses = map[string]bool{}

// MarkFunctionPass declares that pass name works one function at a time,
// so opt's function(...) and cgscc(...) adaptors may hold it.
func MarkFunctionPass(name string) { functionPasses[name] = true }

// FunctionPasses lists the passes marked by MarkFunctionPass.
func FunctionPasses() []string {
	var out []string
	for n := range functionPasses {
		if _, ok := registry[n]; ok {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// parseNested reads a pipeline text with adaptors.
func parseNested(text string) ([]Pass, error) {
	p := &pipelineParser{s: text}
	out, err := p.list("module")
	if err != nil {
		return nil, err
	}
	if p.i < len(p.s) {
		return nil, fmt.Errorf("invalid pipeline '%s': unexpected '%c' at column %d", text, p.s[p.i], p.i+1)
	}
	return out, nil
}

type pipelineParser struct {
	s string
	i int
}

// list reads comma-separated elements until ')' or the end.
func (p *pipelineParser) list(level string) ([]Pass, error) {
	var out []Pass
	for {
		elems, err := p.element(level)
		if err != nil {
			return nil, err
		}
		out = append(out, elems...)
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != ',' {
			return out, nil
		}
		p.i++
	}
}

// element reads one pass name or adaptor(list).
func (p *pipelineParser) element(level string) ([]Pass, error) {
	p.space()
	start := p.i
	for p.i < len(p.s) && !strings.ContainsRune(",()", rune(p.s[p.i])) {
		p.i++
	}
	name := strings.TrimSpace(p.s[start:p.i])
	if name == "" {
		return nil, fmt.Errorf("invalid pipeline '%s': empty pass name at column %d", p.s, start+1)
	}
	if p.i < len(p.s) && p.s[p.i] == '(' {
		inner, ok := adaptorLevel(level, name)
		if !ok {
			return nil, fmt.Errorf("invalid pipeline '%s': '%s(...)' is not allowed inside %s(...)", p.s, name, level)
		}
		p.i++
		out, err := p.list(inner)
		if err != nil {
			return nil, err
		}
		if p.i >= len(p.s) || p.s[p.i] != ')' {
			return nil, fmt.Errorf("invalid pipeline '%s': missing ')'", p.s)
		}
		p.i++
		return out, nil
	}
	ps, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown pass name '%s' (known: %s)", name, strings.Join(Names(), ", "))
	}
	if level != "module" && !functionPasses[name] {
		return nil, fmt.Errorf("invalid use of '%s' inside %s(...): it works on the whole module (run it at the top level or in module(...))", name, level)
	}
	return []Pass{ps}, nil
}

// adaptorLevel says what an adaptor opened at level holds.
func adaptorLevel(level, name string) (string, bool) {
	switch {
	case name == "module" && level == "module":
		return "module", true
	case name == "cgscc" && level == "module":
		return "cgscc", true
	case name == "function" && level != "function":
		return "function", true
	}
	return "", false
}

func (p *pipelineParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

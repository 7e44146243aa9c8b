package gencount

import (
	"regexp"
	"strings"
)

// Counts are the generic accesses of one PTX file: all of them, and
// those in functions the file's kernels reach (Kernel).
type Counts struct {
	LdSt, Atom int
	Kernel     struct{ LdSt, Atom int }
}

// Total is the number of generic accesses.
func (c Counts) Total() int { return c.LdSt + c.Atom }

// KernelTotal is Total for the functions the kernels reach.
func (c Counts) KernelTotal() int { return c.Kernel.LdSt + c.Kernel.Atom }

var (
	ptxOp     = regexp.MustCompile(`^\s*(?:@!?%p\d+\s+)?((?:ld|ldu|st|atom|red)(?:\.[a-z0-9:]+)*)\s`)
	ptxHeader = regexp.MustCompile(`^(?:\.visible |\.weak |\.extern )*\.(entry|func)[ \t(]`)
	ptxName   = regexp.MustCompile(`[A-Za-z_$][A-Za-z0-9_$]*`)
)

// ptxFunc is one function of a PTX file: its generic accesses and the
// names its body mentions.
type ptxFunc struct {
	entry, defined bool
	ldst, atom     int
	names          map[string]bool
}

// PTX counts the ld/ldu/st/atom/red instructions with no state space
// (.param accesses are argument passing, not counted), in the file and in
// the functions its kernels reach: the entries, the functions named in
// module-level initializers, and every function a reachable body names,
// called or not; as bench/ptx-count.awk does.
func PTX(ptx string) Counts {
	funcs := map[string]*ptxFunc{}
	roots := map[string]bool{}
	var cur *ptxFunc
	body := false
	for _, line := range strings.Split(ptx, "\n") {
		switch {
		case ptxHeader.MatchString(line):
			cur, body = ptxFunction(funcs, line), false
			continue
		case strings.HasPrefix(line, "{"):
			if cur != nil {
				body, cur.defined = true, true
			}
			continue
		case strings.HasPrefix(line, "}"):
			cur, body = nil, false
			continue
		case !body:
			if _, init, ok := strings.Cut(line, "="); ok && line != "" && line[0] != ' ' && line[0] != '\t' {
				for _, n := range ptxName.FindAllString(init, -1) {
					roots[n] = true
				}
			}
			continue
		}
		code, _, _ := strings.Cut(line, "//")
		for _, n := range ptxName.FindAllString(code, -1) {
			cur.names[n] = true
		}
		m := ptxOp.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		parts := strings.Split(m[1], ".")
		qualified := false
		for _, q := range parts[1:] {
			q, _, _ = strings.Cut(q, "::")
			switch q {
			case "param", "global", "shared", "local", "const":
				qualified = true
			}
		}
		if qualified {
			continue
		}
		if parts[0] == "atom" || parts[0] == "red" {
			cur.atom++
		} else {
			cur.ldst++
		}
	}
	return ptxCounts(funcs, roots)
}

// ptxFunction returns the record of the function a header line names.
func ptxFunction(funcs map[string]*ptxFunc, line string) *ptxFunc {
	rest := ptxHeader.ReplaceAllString(line, "")
	rest = strings.TrimLeft(rest, " \t")
	if strings.HasPrefix(rest, "(") { // a .func's return value
		if _, after, ok := strings.Cut(rest, ")"); ok {
			rest = after
		}
	}
	name := ptxName.FindString(rest)
	f := funcs[name]
	if f == nil {
		f = &ptxFunc{names: map[string]bool{}}
		funcs[name] = f
	}
	f.entry = f.entry || strings.Contains(line, ".entry")
	return f
}

// ptxCounts sums the accesses of all functions and of those reachable
// from the entries and roots.
func ptxCounts(funcs map[string]*ptxFunc, roots map[string]bool) Counts {
	var c Counts
	reach := map[string]bool{}
	var work []string
	visit := func(n string) {
		if f := funcs[n]; f != nil && f.defined && !reach[n] {
			reach[n] = true
			work = append(work, n)
		}
	}
	for n, f := range funcs {
		c.LdSt, c.Atom = c.LdSt+f.ldst, c.Atom+f.atom
		if f.entry || roots[n] {
			visit(n)
		}
	}
	for len(work) > 0 {
		f := funcs[work[len(work)-1]]
		work = work[:len(work)-1]
		c.Kernel.LdSt, c.Kernel.Atom = c.Kernel.LdSt+f.ldst, c.Kernel.Atom+f.atom
		for n := range f.names {
			visit(n)
		}
	}
	return c
}

// amdgpuFlat matches an AMDGPU flat (generic) memory instruction: the
// loads, stores and atomics that must find out at run time which memory an
// address lies in. global_*, scratch_*, ds_* and buffer_* name their memory.
var amdgpuFlat = regexp.MustCompile(`(?m)^\s*flat_(load|store|atomic)`)

// AMDGPU counts the flat memory instructions of an AMDGPU assembly file.
func AMDGPU(asm string) int { return len(amdgpuFlat.FindAllStringIndex(asm, -1)) }

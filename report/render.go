package report

import (
	"bytes"
	"fmt"
	"html/template"
	"io"
	"sort"
	"strings"

	"memspace/demangle"
)

// view is what the template sees.
type view struct {
	File, Target, Failed string
	Before, After        Counts
	Functions            []*function
	Kernels              []string
	KernelRows           []kernelRow
	Spaces               []string
	Sources              []sourceFile
	Graph                template.HTML
	Diags                []string
}

// kernelRow is one kernel with the accesses it may run, its callees'
// included.
type kernelRow struct {
	Name, Display string
	Before, After Counts
}

// Write writes the report of in to w.
func Write(w io.Writer, in *Input) error {
	v := &view{File: in.File, Failed: in.Failed}
	if in.Target != nil {
		v.Target = in.Target.Name()
	}
	v.Functions = in.functions()
	for _, f := range v.Functions {
		v.Before = v.Before.add(f.Before)
		v.After = v.After.add(f.After)
		if f.Kernel {
			v.Kernels = append(v.Kernels, f.Name)
			v.KernelRows = append(v.KernelRows, kernelRow{Name: f.Name, Display: f.Display,
				Before: in.Before.Reach(f.Name), After: in.After.Reach(f.Name)})
		}
	}
	v.Sources = in.sources()
	spaces := map[string]bool{}
	for _, s := range v.Sources {
		for _, l := range s.Lines {
			for _, m := range l.Marks {
				spaces[m.Space] = true
			}
		}
	}
	for s := range spaces {
		if s != "" {
			v.Spaces = append(v.Spaces, s)
		}
	}
	sort.Strings(v.Spaces)
	v.Graph = template.HTML(callGraph(in, v.Functions))
	for _, d := range in.Diags {
		v.Diags = append(v.Diags, d.Loc.String()+": "+d.Severity.String()+": "+d.Msg)
		for _, n := range d.Notes {
			v.Diags = append(v.Diags, "  "+n.Loc.String()+": note: "+n.Msg)
		}
	}
	var b bytes.Buffer
	if err := page.Execute(&b, v); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// callGraph draws the functions as boxes in rows (kernels first) and the
// calls of the input, ipmsp's clones (blue, labelled with the argument
// spaces) and the inlinings (green) as edges; a function with a Missed
// ipmsp remark is outlined in red.
func callGraph(in *Input, fns []*function) string {
	type node struct {
		x, y int
		f    *function
	}
	nodes := map[string]*node{}
	var order []string
	add := func(name string, f *function) {
		if nodes[name] == nil {
			nodes[name] = &node{f: f}
			order = append(order, name)
		}
	}
	for _, f := range fns {
		if f.Kernel {
			add(f.Name, f)
		}
	}
	for _, f := range fns {
		add(f.Name, f)
	}
	type edge struct{ from, to, label, class string }
	var edges []edge
	poisoned := map[[2]string]string{} // caller, callee -> the poisoned slots
	for _, rm := range in.Remarks {
		if rm.Pass == "ipmsp" && rm.Name == "PoisonedVote" {
			for _, a := range rm.Args {
				if a.Key == "Caller" {
					k := [2]string{a.Value, rm.Function}
					poisoned[k] += strings.Fields(message(rm))[1] + " "
				}
			}
		}
	}
	if in.Before != nil {
		for _, c := range in.Before.Calls {
			if slots, ok := poisoned[c]; ok {
				edges = append(edges, edge{c[0], c[1], "poisoned arg " + strings.TrimSpace(slots), "poisoned"})
				continue
			}
			edges = append(edges, edge{c[0], c[1], "", "call"})
		}
	}
	for _, f := range fns {
		for _, c := range f.Clones {
			name, vec, _ := strings.Cut(c, " (")
			add(name, &function{Name: name, Display: "@" + name, Linkage: "internal clone"})
			edges = append(edges, edge{f.Name, name, strings.TrimSuffix(vec, ")"), "clone"})
		}
	}
	for _, rm := range in.Remarks {
		if rm.Pass == "always-inline" && rm.Kind == "Passed" {
			var callee string
			for _, a := range rm.Args {
				if a.Key == "Callee" {
					callee = a.Value
				}
			}
			add(callee, &function{Name: callee, Display: "@" + callee})
			edges = append(edges, edge{callee, rm.Function, "inlined", "inline"})
		}
	}
	const w, h, gap, perRow = 220, 34, 30, 4
	for i, name := range order {
		nodes[name].x = 10 + (i%perRow)*(w+gap)
		nodes[name].y = 10 + (i/perRow)*(h+3*gap)
	}
	rows := (len(order) + perRow - 1) / perRow
	var b strings.Builder
	fmt.Fprintf(&b, `<svg width="%d" height="%d" class="graph">`, 20+perRow*(w+gap), 20+rows*(h+3*gap))
	b.WriteString(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>`)
	for _, e := range edges {
		a, c := nodes[e.from], nodes[e.to]
		if a == nil || c == nil || a == c {
			continue
		}
		x1, y1, x2, y2 := a.x+w/2, a.y+h, c.x+w/2, c.y
		if c.y <= a.y {
			y1, y2 = a.y, c.y+h
		}
		fmt.Fprintf(&b, `<line class="%s" x1="%d" y1="%d" x2="%d" y2="%d" marker-end="url(#arrow)"/>`, e.class, x1, y1, x2, y2)
		if e.label != "" {
			fmt.Fprintf(&b, `<text class="%s" x="%d" y="%d">%s</text>`, e.class, (x1+x2)/2, (y1+y2)/2, template.HTMLEscapeString(e.label))
		}
	}
	for _, name := range order {
		n := nodes[name]
		class := "fn"
		switch {
		case n.f != nil && len(n.f.Why) > 0:
			class = "fn poisoned"
		case n.f != nil && n.f.Kernel:
			class = "fn kernel"
		case n.f != nil && strings.Contains(n.f.Linkage, "clone"):
			class = "fn clone"
		}
		label := demangle.Short(name)
		if base, suffix, ok := strings.Cut(name, "."); ok {
			label = demangle.Short(base) + "." + suffix
		}
		if len(label) > 30 {
			label = label[:28] + "…"
		}
		fmt.Fprintf(&b, `<g class="%s"><title>%s</title><rect x="%d" y="%d" width="%d" height="%d" rx="4"/><text x="%d" y="%d">%s</text></g>`,
			class, template.HTMLEscapeString(name), n.x, n.y, w, h, n.x+6, n.y+21, template.HTMLEscapeString(label))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

package ir

import (
	"runtime"
	"sync"
)

// LinkModule fills every use list of a freshly read module: readers build
// instructions, constants and metadata without linking, then call this once.
// Function bodies are linked in parallel; uses of global values are added
// afterwards in module order, so use lists are deterministic.
func LinkModule(m *Module) {
	deferred := make([][]globalUse, len(m.Functions))
	var wg sync.WaitGroup
	work := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				deferred[i] = linkFunction(m.Functions[i])
			}
		}()
	}
	for i := range m.Functions {
		work <- i
	}
	close(work)
	wg.Wait()

	l := &linker{}
	for _, g := range m.Globals {
		if g.Init != nil {
			l.use(g, g.Init)
		}
		for _, a := range g.MD {
			l.md(a.Node)
		}
	}
	for _, a := range m.Aliases {
		l.use(a, a.Target)
	}
	for i, f := range m.Functions {
		for _, c := range f.Operands() {
			l.use(f, c)
		}
		for _, a := range f.MD {
			l.md(a.Node)
		}
		for _, u := range deferred[i] {
			u.g.Common().add(u.user)
		}
	}
	for _, n := range m.NamedMD {
		l.mdList(n.Nodes)
	}
	for _, n := range m.Metadata {
		l.md(n)
	}
}

type globalUse struct {
	user User
	g    GlobalValue
}

// linker links users to their operands. In the parallel phase (one
// function) uses of global values are collected in out, and only inline
// metadata is walked: numbered nodes are shared and linked once, later.
type linker struct {
	seen     map[any]bool // constants and nodes already linked
	out      []globalUse
	parallel bool
}

func linkFunction(f *Function) []globalUse {
	l := &linker{parallel: true}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				l.use(in, op)
			}
			for _, a := range in.MD {
				l.md(a.Node)
			}
			for _, r := range in.DbgRecords() {
				l.mdList(r.Args)
			}
		}
	}
	return l.out
}

// use records that user refers to v, and links v's own operands the first
// time a constant is met.
func (l *linker) use(user User, v Value) {
	switch v := v.(type) {
	case *Instruction:
		v.add(user)
	case *Argument:
		v.add(user)
	case *Block:
		v.add(user)
	case GlobalValue:
		if l.parallel {
			l.out = append(l.out, globalUse{user, v})
		} else {
			v.Common().add(user)
		}
	case *MetadataAsValue:
		l.md(v.MD)
	case Usable:
		v.used().add(user)
		if u, ok := v.(User); ok && l.first(u) {
			for _, op := range u.Operands() {
				l.use(u, op)
			}
		}
	}
}

// first reports whether x is met for the first time.
func (l *linker) first(x any) bool {
	if l.seen == nil {
		l.seen = map[any]bool{}
	}
	if l.seen[x] {
		return false
	}
	l.seen[x] = true
	return true
}

func (l *linker) md(m Metadata) {
	switch m := m.(type) {
	case *ValueAsMetadata:
		if l.first(m) {
			l.use(m, m.V)
		}
	case *MDNode:
		if l.parallel && m.Slot >= 0 || !l.first(m) {
			return
		}
		l.mdList(m.Ops)
		for _, f := range m.Fields {
			l.md(f.Value)
		}
	}
}

func (l *linker) mdList(list []Metadata) {
	for _, m := range list {
		l.md(m)
	}
}

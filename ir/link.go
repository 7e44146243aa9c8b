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

	l := &linker{seen: map[User]bool{}}
	for _, g := range m.Globals {
		if g.Init != nil {
			l.use(g, g.Init)
		}
	}
	for _, a := range m.Aliases {
		l.use(a, a.Target)
	}
	for i, f := range m.Functions {
		for _, c := range f.Operands() {
			l.use(f, c)
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
	l.flush()
}

type globalUse struct {
	user User
	g    GlobalValue
}

// linker links users to their operands; uses of globals are collected in
// out instead when out is non-nil (the parallel phase).
type linker struct {
	seen     map[User]bool
	out      []globalUse
	parallel bool
}

func linkFunction(f *Function) []globalUse {
	l := &linker{seen: map[User]bool{}, parallel: true}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.ops {
				l.use(in, op)
			}
			for _, a := range in.MD {
				l.md(a.Node)
			}
			for _, r := range in.DbgRecords {
				l.mdList(r.Args)
			}
		}
	}
	return l.out
}

// use records that user refers to v, and links v's own operands the first
// time a constant or metadata value is met.
func (l *linker) use(user User, v Value) {
	switch v := v.(type) {
	case GlobalValue:
		if l.parallel {
			l.out = append(l.out, globalUse{user, v})
		} else {
			v.Common().add(user)
		}
		return
	case *MetadataAsValue:
		l.md(v.MD)
		return
	case Usable:
		v.used().add(user)
	}
	if u, ok := v.(User); ok && !l.seen[u] {
		l.seen[u] = true
		for _, op := range u.Operands() {
			l.use(u, op)
		}
	}
}

func (l *linker) md(m Metadata) {
	switch m := m.(type) {
	case *ValueAsMetadata:
		if !l.seen[m] {
			l.seen[m] = true
			l.use(m, m.V)
		}
	case *MDNode:
		if l.seen[mdKey{m}] {
			return
		}
		l.seen[mdKey{m}] = true
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

// flush is a no-op for the sequential linker; kept for symmetry.
func (l *linker) flush() {}

// mdKey lets metadata nodes share the linker's seen set.
type mdKey struct{ n *MDNode }

func (mdKey) Operands() []Value     { return nil }
func (mdKey) SetOperand(int, Value) {}

package llread

import (
	"sort"
	"strings"
	"sync"

	"memspace/intrinsic"
	"memspace/ir"
)

// LLVM 17 and later accept a call to an intrinsic the module does not
// declare, and declare it themselves with the call's function type (LLVM
// also adds the mangling suffix an overloaded intrinsic needs, which only
// its table of intrinsics knows; LLVM does the same to a declaration
// printed without one, so our declaration reads back alike). The reader
// does the same for any callee named "llvm.*": each function type it is
// called with gets a declaration, added after the module's functions, by
// name and then by first call.

// implicitDecls are the intrinsics called without a declaration. Bodies
// are read in parallel, so it has a lock.
type implicitDecls struct {
	mu    sync.Mutex
	decls map[implicitKey]*implicitDecl
}

type implicitKey struct {
	name string
	fty  *ir.FuncType
}

// implicitDecl is a declaration the reader makes, with the offset of its
// first call.
type implicitDecl struct {
	f   *ir.Function
	pos int32
}

// implicitIntrinsic returns the declaration that a call of fty through the
// callee token t uses when t names an intrinsic the module does not
// define, or nil; a name with an empty part is an error. Only the
// careful path makes them: on the fast path the name gets a stand-in,
// which sends Parse to the careful path.
func (p *parser) implicitIntrinsic(t token, fty *ir.FuncType, pt ir.Type, as uint32) (*ir.Function, error) {
	if t.kind != tGlobal || p.fn == nil || p.stands != nil {
		return nil, nil
	}
	name := nameOf(p.src, t)
	if !strings.HasPrefix(name, "llvm.") || p.mod.globals.get(name) != nil {
		return nil, nil
	}
	if intrinsic.EmptyPart(name) {
		// LLVM knows no intrinsic by a name with an empty part. (Other
		// names it does not know, LLVM refuses too, but for those its
		// upgrader knows, llvm.nvvm.barrier0 and the like; memspace,
		// which cannot tell them apart, takes them all.)
		return nil, p.errAt(t.pos, "unknown intrinsic '%s'", name)
	}
	d := &p.mod.implicit
	d.mu.Lock()
	defer d.mu.Unlock()
	k := implicitKey{name, fty}
	if e := d.decls[k]; e != nil {
		e.pos = min(e.pos, t.pos)
		return e.f, nil
	}
	f := ir.NewFunction(p.keep(name), fty, pt)
	f.AddrSpace = as
	if d.decls == nil {
		d.decls = map[implicitKey]*implicitDecl{}
	}
	d.decls[k] = &implicitDecl{f: f, pos: t.pos}
	return f, nil
}

// addImplicitDecls adds the declarations made for undeclared intrinsics to
// the module, by name and then by first call. A name called with several
// function types keeps its spelling for the first; the others get a
// numbered suffix.
func (ms *modState) addImplicitDecls() {
	d := &ms.implicit
	if len(d.decls) == 0 {
		return
	}
	list := make([]*implicitDecl, 0, len(d.decls))
	for _, e := range d.decls {
		list = append(list, e)
	}
	sort.Slice(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.f.Name() != b.f.Name() {
			return a.f.Name() < b.f.Name()
		}
		return a.pos < b.pos
	})
	for _, e := range list {
		if name := ms.m.UniqueName(e.f.Name()); name != e.f.Name() {
			e.f.SetName(name)
		}
		ms.m.AddFunction(e.f)
	}
}

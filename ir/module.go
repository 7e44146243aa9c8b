package ir

import "slices"

// Module is one LLVM module: everything in one .ll file.
type Module struct {
	Types *TypeContext
	// TypedPointers is true for LLVM 14-style IR ("i32 addrspace(1)*").
	TypedPointers bool

	SourceFilename    string
	HasSourceFilename bool
	DataLayout        string
	HasDataLayout     bool
	Triple            string
	HasTriple         bool
	// ModuleID is the text after "; ModuleID = " on the first line, if any.
	ModuleID string
	// Asm holds the lines of module-level inline asm, in order.
	Asm []string

	Comdats    []*Comdat
	Globals    []*GlobalVariable
	Functions  []*Function
	Aliases    []*Alias // aliases and ifuncs, in order
	AttrGroups []*AttrGroup
	// Metadata lists the numbered nodes ("!N = ...") in print order.
	Metadata []*MDNode
	NamedMD  []*NamedMD
	// MDKinds are the metadata kinds without a fixed number that the
	// input named, in its order (a bitcode file's METADATA_KIND records):
	// LLVM numbers them so, and keeps an object's attachments sorted by
	// those numbers. The bitcode writer names them first, in this order.
	MDKinds []string
	// UseListOrders are the module-level uselistorder directives.
	UseListOrders []*UseListOrder
	// Order records the order of top-level entities as read, so the writer
	// can keep globals, functions and aliases interleaved as they were.
	// Entities added later without an entry print after the others.
	Order []GlobalValue

	symbols map[string]GlobalValue
}

// NewModule returns an empty module.
func NewModule() *Module {
	return &Module{Types: NewTypeContext(), symbols: map[string]GlobalValue{}}
}

// ReserveGlobals makes room for n more global values, sparing a reader
// that knows how many are coming the growing of the module's tables.
func (m *Module) ReserveGlobals(n int) {
	if len(m.symbols) == 0 {
		m.symbols = make(map[string]GlobalValue, n)
	}
	m.Order = slices.Grow(m.Order, n)
}

// Lookup returns the global value called name (without '@'), or nil.
func (m *Module) Lookup(name string) GlobalValue { return m.symbols[name] }

// Function returns the function called name, or nil.
func (m *Module) Function(name string) *Function { f, _ := m.symbols[name].(*Function); return f }

// Global returns the global variable called name, or nil.
func (m *Module) Global(name string) *GlobalVariable {
	g, _ := m.symbols[name].(*GlobalVariable)
	return g
}

// UniqueName returns base if no global has that name, else base.N for the
// smallest N that is free.
func (m *Module) UniqueName(base string) string {
	return FreeName(base, func(n string) bool { _, taken := m.symbols[n]; return taken })
}

// FreeName returns base if taken says it is free, else base.N for the
// smallest N that is: Module.UniqueName for a caller that knows more about
// which names will be taken than the symbol table does now.
func FreeName(base string, taken func(string) bool) string {
	if !taken(base) {
		return base
	}
	for i := 1; ; i++ {
		if n := base + "." + itoa(i); !taken(n) {
			return n
		}
	}
}

// AddGlobal appends a global variable and registers its name.
func (m *Module) AddGlobal(g *GlobalVariable) {
	g.Parent = m
	m.Globals = append(m.Globals, g)
	m.register(g)
}

// AddFunction appends a function and registers its name.
func (m *Module) AddFunction(f *Function) {
	f.Parent = m
	m.Functions = append(m.Functions, f)
	m.register(f)
}

// AddAlias appends an alias or ifunc and registers its name.
func (m *Module) AddAlias(a *Alias) {
	a.Parent = m
	m.Aliases = append(m.Aliases, a)
	m.register(a)
}

// InsertFunctionAfter adds f right after pos in the function list and the
// printing order.
func (m *Module) InsertFunctionAfter(pos, f *Function) {
	f.Parent = m
	m.Functions = insertAfter(m.Functions, pos, f)
	m.Order = insertAfter(m.Order, GlobalValue(pos), GlobalValue(f))
	m.symbols[f.Name()] = f
}

func insertAfter[T comparable](list []T, pos, x T) []T {
	for i, e := range list {
		if e == pos {
			list = append(list, x)
			copy(list[i+2:], list[i+1:])
			list[i+1] = x
			return list
		}
	}
	return append(list, x)
}

func (m *Module) register(g GlobalValue) {
	if g.Name() != "" {
		m.symbols[g.Name()] = g
	}
	m.Order = append(m.Order, g)
}

// Rename changes a global's name, keeping the symbol table right.
func (m *Module) Rename(g GlobalValue, name string) {
	if m.symbols[g.Name()] == g {
		delete(m.symbols, g.Name())
	}
	g.Common().SetName(name)
	m.symbols[name] = g
}

// RemoveFunction deletes f from the module; it must have no users.
func (m *Module) RemoveFunction(f *Function) {
	m.Functions = removeFrom(m.Functions, f)
	m.Order = removeFrom(m.Order, GlobalValue(f))
	m.Unregister(f)
	UnlinkBody(f)
	UnlinkOperands(f) // its personality, prefix and prologue
}

// Register enters g's name in the symbol table, for a global the caller
// places in the module's lists itself (a detached clone, CloneDetached).
func (m *Module) Register(g GlobalValue) {
	if g.Name() != "" {
		m.symbols[g.Name()] = g
	}
}

// Unregister takes g's name out of the symbol table, if it names g.
func (m *Module) Unregister(g GlobalValue) {
	if m.symbols[g.Name()] == g {
		delete(m.symbols, g.Name())
	}
}

// UnlinkBody takes f's instructions out of the use lists of their
// operands: what deleting f does to the rest of the module, besides its
// lists and symbol table.
func UnlinkBody(f *Function) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			UnlinkOperands(in)
		}
	}
}

func removeFrom[T comparable](list []T, x T) []T {
	for i, e := range list {
		if e == x {
			return append(list[:i:i], list[i+1:]...)
		}
	}
	return list
}

// NamedMetadata returns the named metadata list called name, or nil.
func (m *Module) NamedMetadata(name string) *NamedMD {
	for _, n := range m.NamedMD {
		if n.Name == name {
			return n
		}
	}
	return nil
}

// AddMetadata appends a numbered node and returns it.
func (m *Module) AddMetadata(n *MDNode) *MDNode {
	n.Slot = len(m.Metadata)
	m.Metadata = append(m.Metadata, n)
	return n
}

// AttrGroup returns attribute group #id, or nil.
func (m *Module) AttrGroup(id int) *AttrGroup {
	for _, g := range m.AttrGroups {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// FnAttr looks up a function attribute of f, inline first, then in its
// attribute groups.
func (m *Module) FnAttr(f *Function, kind string) (Attr, bool) {
	return m.ListAttr(&f.FnAttrs, kind)
}

// ListAttr looks up kind in an attribute list and the groups it names.
func (m *Module) ListAttr(l *AttrList, kind string) (Attr, bool) {
	if a, ok := l.Get(kind); ok {
		return a, true
	}
	for _, id := range l.Groups {
		if g := m.AttrGroup(id); g != nil {
			for _, a := range g.Attrs {
				if a.Kind == kind {
					return a, true
				}
			}
		}
	}
	return Attr{}, false
}

// PtrType returns the pointer type in address space as that suits the
// module: opaque, or pointing to elem in typed-pointer IR.
func (m *Module) PtrType(elem Type, as uint32) *PointerType {
	if m.TypedPointers {
		return m.Types.TypedPtr(elem, as)
	}
	return m.Types.Ptr(as)
}

// WithAddrSpace returns pointer type t moved to address space as (keeping the
// pointee in typed IR; vectors of pointers stay vectors).
func (m *Module) WithAddrSpace(t Type, as uint32) Type {
	switch t := t.(type) {
	case *PointerType:
		return m.Types.TypedPtr(t.Elem, as)
	case *VectorType:
		return m.Types.Vector(t.Len, m.WithAddrSpace(t.Elem, as), t.Scalable)
	}
	return t
}

// KernelFunctions lists the functions marked as kernels in any of the ways
// LLVM IR marks them: a kernel calling convention or an !nvvm.annotations
// "kernel" entry. The order is the module's function order.
func (m *Module) KernelFunctions() []*Function {
	marked := map[*Function]bool{}
	if nm := m.NamedMetadata("nvvm.annotations"); nm != nil {
		for _, op := range nm.Nodes {
			if n, ok := op.(*MDNode); ok {
				if f, ok := IsKernelAnnotation(n); ok {
					marked[f] = true
				}
			}
		}
	}
	var out []*Function
	for _, f := range m.Functions {
		if marked[f] || IsKernelCC(f.CC) {
			out = append(out, f)
		}
	}
	return out
}

// IsKernelCC reports whether a calling convention marks a GPU kernel.
func IsKernelCC(cc string) bool {
	switch cc {
	case "ptx_kernel", "spir_kernel", "amdgpu_kernel":
		return true
	}
	return false
}

// RemoveGlobals deletes every function and global variable that dead
// holds, in one pass over the module's lists (linear, however many go).
// The uses their bodies and initializers make of what stays are dropped
// with one filter of each use list they appear in (not one search per
// use: a dead helper's calls of a popular intrinsic would make that
// quadratic). The caller guarantees nothing that stays uses them. Not for
// a concurrent phase.
func (m *Module) RemoveGlobals(dead map[GlobalValue]bool) {
	if len(dead) == 0 {
		return
	}
	touched := map[Value]bool{}
	var order []Value
	note := func(v Value) {
		if _, ok := v.(Usable); ok && !touched[v] {
			touched[v] = true
			order = append(order, v)
		}
	}
	for _, f := range m.Functions {
		if dead[f] {
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					for _, op := range in.Operands() {
						if _, local := op.(interface{ isLocal() }); !local {
							note(op)
						}
					}
				}
			}
			for _, op := range f.Operands() {
				note(op)
			}
		}
	}
	for _, g := range m.Globals {
		if dead[g] && g.Init != nil {
			note(g.Init)
		}
	}
	gone := func(u User) bool {
		switch u := u.(type) {
		case *Instruction:
			return u.Parent != nil && u.Parent.Parent != nil && dead[u.Parent.Parent]
		case GlobalValue:
			return dead[u]
		}
		return false
	}
	for _, v := range order {
		v.(Usable).used().filter(gone)
	}
	keep := func(g GlobalValue) bool { return !dead[g] }
	m.Functions = slices.DeleteFunc(m.Functions, func(f *Function) bool { return !keep(f) })
	m.Globals = slices.DeleteFunc(m.Globals, func(g *GlobalVariable) bool { return !keep(g) })
	m.Order = slices.DeleteFunc(m.Order, func(g GlobalValue) bool { return !keep(g) })
	for g := range dead {
		if m.symbols[g.Name()] == g {
			delete(m.symbols, g.Name())
		}
	}
}

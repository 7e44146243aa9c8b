package ir

import (
	"strconv"
	"strings"
)

// Linkage is a linkage keyword; "" is external.
type Linkage string

// The linkages.
const (
	External                Linkage = ""
	LinkPrivate             Linkage = "private"
	LinkInternal            Linkage = "internal"
	LinkAvailableExternally Linkage = "available_externally"
	LinkLinkOnce            Linkage = "linkonce"
	LinkWeak                Linkage = "weak"
	LinkCommon              Linkage = "common"
	LinkAppending           Linkage = "appending"
	LinkExternWeak          Linkage = "extern_weak"
	LinkLinkOnceODR         Linkage = "linkonce_odr"
	LinkWeakODR             Linkage = "weak_odr"
	LinkExternal            Linkage = "external" // written explicitly
)

// IsLocal reports whether the linkage hides the symbol from other modules.
func (l Linkage) IsLocal() bool { return l == LinkPrivate || l == LinkInternal }

// GlobalCommon holds what all global values share.
type GlobalCommon struct {
	Used
	name        string
	typ         Type // the pointer type of the global's address
	Linkage     Linkage
	Visibility  string // "", "hidden", "protected", "default"
	DLLStorage  string // "", "dllimport", "dllexport"
	ThreadLocal string // "", "thread_local", "thread_local(initialexec)", ...
	UnnamedAddr string // "", "unnamed_addr", "local_unnamed_addr"
	DSOLocal    bool
	Preemptable bool // dso_preemptable written explicitly
	// AddrSpace is the address space of the symbol; for globals and
	// functions it is printed as addrspace(N) when non-zero.
	AddrSpace uint32
	Section   string
	HasSect   bool
	Partition string
	HasPart   bool
	// Comdat is the comdat name; HasComdat with an empty name means "comdat"
	// (the symbol's own).
	Comdat    string
	HasComdat bool
	MD        []MDAttachment
	Parent    *Module
}

func (g *GlobalCommon) Name() string { return g.name }

// ComdatName returns the name of g's comdat (its own name for a plain
// "comdat"); ok is false when g has none.
func (g *GlobalCommon) ComdatName() (name string, ok bool) {
	if !g.HasComdat {
		return "", false
	}
	if g.Comdat == "" {
		return g.name, true
	}
	return g.Comdat, true
}
func (g *GlobalCommon) Type() Type       { return g.typ }
func (g *GlobalCommon) SetName(n string) { g.name = n }
func (*GlobalCommon) isConstant()        {}

// SetType changes the pointer type of the global's address.
func (g *GlobalCommon) SetType(t Type) { g.typ = t }

// Metadata returns the attachment of the given kind, or nil.
func (g *GlobalCommon) Metadata(kind string) Metadata { return findMD(g.MD, kind) }

// SetMetadata sets or removes an attachment.
func (g *GlobalCommon) SetMetadata(kind string, md Metadata) { g.MD = setMD(g.MD, kind, md) }

// GlobalValue is a global variable, function, alias or ifunc.
type GlobalValue interface {
	Constant
	Common() *GlobalCommon
}

func (g *GlobalCommon) Common() *GlobalCommon { return g }

// GlobalVariable is a module-level variable.
//
// Example printed form:
//
//	@tile = internal addrspace(3) global [256 x float] undef, align 4
type GlobalVariable struct {
	GlobalCommon
	ValueType             Type
	Constant              bool // "constant" rather than "global"
	ExternallyInitialized bool
	Init                  Constant // nil for declarations
	align                 uint64
	CodeModel             string
	// Extra keeps rarely used trailing keywords verbatim (e.g. sanitizer
	// attributes), printed after the others.
	Extra []string
	// Attrs are the attributes written last ("#0", "bss-section"="s").
	Attrs AttrList
}

// Align returns the alignment in bytes, 0 when none.
func (g *GlobalVariable) Align() uint64 { return g.align }

// SetAlign sets the alignment in bytes.
func (g *GlobalVariable) SetAlign(a uint64) { g.align = a }

// Operands returns the initializer, if any.
func (g *GlobalVariable) Operands() []Value {
	if g.Init == nil {
		return nil
	}
	return []Value{g.Init}
}

// SetOperand replaces the initializer.
func (g *GlobalVariable) SetOperand(_ int, v Value) {
	removeUse(g, g.Init)
	addUse(g, v)
	g.Init = v.(Constant)
}

// Function is a function definition or declaration.
//
// Example printed form:
//
//	define dso_local ptx_kernel void @k(ptr noundef %p) #0 { ... }
type Function struct {
	GlobalCommon
	Sig      *FuncType
	CC       string // calling convention keyword, "" for ccc
	RetAttrs AttrList
	Params   []*Argument
	FnAttrs  AttrList
	align    uint64
	GC       string
	HasGC    bool
	// Prefix, Prologue and Personality are optional constants (nil if absent).
	Prefix, Prologue, Personality Constant
	Blocks                        []*Block
	// UseListOrders are the function's uselistorder directives.
	UseListOrders []*UseListOrder
}

// IsDeclaration reports whether f has no body.
func (f *Function) IsDeclaration() bool { return len(f.Blocks) == 0 }

// Entry returns the entry block.
func (f *Function) Entry() *Block {
	if len(f.Blocks) == 0 {
		return nil
	}
	return f.Blocks[0]
}

// Align returns the alignment in bytes, 0 when none.
func (f *Function) Align() uint64 { return f.align }

// SetAlign sets the alignment in bytes.
func (f *Function) SetAlign(a uint64) { f.align = a }

// Operands returns personality, prefix and prologue constants that are set.
func (f *Function) Operands() []Value {
	var ops []Value
	for _, c := range []Constant{f.Personality, f.Prefix, f.Prologue} {
		if c != nil {
			ops = append(ops, c)
		}
	}
	return ops
}

// SetOperand replaces one of the constants Operands returns.
func (f *Function) SetOperand(i int, v Value) {
	for _, p := range []*Constant{&f.Personality, &f.Prefix, &f.Prologue} {
		if *p == nil {
			continue
		}
		if i == 0 {
			removeUse(f, *p)
			addUse(f, v)
			*p = v.(Constant)
			return
		}
		i--
	}
}

// AddBlock appends b to f.
func (f *Function) AddBlock(b *Block) {
	b.Parent = f
	f.Blocks = append(f.Blocks, b)
}

// Instructions calls fn for every instruction of f in order.
func (f *Function) Instructions(fn func(*Instruction)) {
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			fn(in)
		}
	}
}

// Alias is "@a = alias T, ptr @aliasee" (Kind "alias") or an ifunc
// "@f = ifunc T, ptr @resolver" (Kind "ifunc").
type Alias struct {
	GlobalCommon
	IFunc     bool
	ValueType Type
	Target    Constant
}

// Operands returns the aliasee or resolver.
func (a *Alias) Operands() []Value { return []Value{a.Target} }

// SetOperand replaces the aliasee or resolver.
func (a *Alias) SetOperand(_ int, v Value) {
	removeUse(a, a.Target)
	addUse(a, v)
	a.Target = v.(Constant)
}

// Comdat is "$name = comdat any".
type Comdat struct {
	Name string
	Kind string // any, exactmatch, largest, nodeduplicate, samesize
}

// UseListOrder is a uselistorder directive: the use list of Value (within
// Block for uselistorder_bb) is permuted by Indexes.
type UseListOrder struct {
	Value   Value
	Func    *Function // uselistorder_bb only
	Block   *Block    // uselistorder_bb only
	Indexes []int
}

func itoa(i int) string { return strconv.Itoa(i) }

// LocalNames returns the set of names used by f's parameters, blocks and
// instructions, for passes that must keep new names unique.
func (f *Function) LocalNames() map[string]bool {
	names := map[string]bool{}
	for _, p := range f.Params {
		names[p.name] = true
	}
	for _, b := range f.Blocks {
		names[b.name] = true
		for _, in := range b.Instrs {
			names[in.Name()] = true
		}
	}
	return names
}

// PrintGroup is the group LLVM's printer puts a global value in, in the
// order it prints them: variables 0, aliases 1, ifuncs 2, functions 3.
func PrintGroup(g GlobalValue) int {
	switch g := g.(type) {
	case *GlobalVariable:
		return 0
	case *Alias:
		if g.IFunc {
			return 2
		}
		return 1
	}
	return 3
}

// IsIntrinsic reports whether f is an LLVM intrinsic (named llvm.*).
func (f *Function) IsIntrinsic() bool { return strings.HasPrefix(f.Name(), "llvm.") }

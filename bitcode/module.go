package bitcode

import (
	"slices"
	"strings"

	"memspace/ir"
	"memspace/irverify"
)

// Module block record codes.
const (
	modVersion     = 1
	modTriple      = 2
	modDataLayout  = 3
	modAsm         = 4
	modSectionName = 5
	modDepLib      = 6
	modGlobalVar   = 7
	modFunction    = 8
	modAliasOld    = 9
	modGCName      = 11
	modComdat      = 12
	modVSTOffset   = 13
	modAlias       = 14
	modMDValues    = 15
	modSourceFile  = 16
	modHash        = 17
	modIFunc       = 18
)

// readModule reads the MODULE_BLOCK (entered).
func (r *reader) readModule() {
	r.m = ir.NewModule()
	r.m.ModuleID = r.file // as llvm-dis names a module read from a file
	r.mdKinds = map[uint64]string{}
	r.kindSeq = map[string]int{}
	r.md = newMDTable(r, nil)
	r.fnDbg = map[*ir.Function]bool{}
	for {
		k, id := r.s.next()
		if k == entryEnd {
			break
		}
		if k == entrySubBlock {
			r.moduleSubBlock(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		r.moduleRecord(&rec)
	}
	r.resolveInits()
	for _, p := range r.globalInits {
		// Left pending only when some id is past every value (LLVM:
		// "Malformed global initializer set").
		if p.id >= uint64(len(r.values)) {
			r.fail("an initializer names value %d, and the module has %d values", p.id, len(r.values))
		}
	}
	if r.nextBody != len(r.withBodies) {
		r.fail("%d function bodies are missing", len(r.withBodies)-r.nextBody)
	}
	r.checkVSTOffset()
	r.readBodies()
	r.releaseInput()
	r.finishModule()
}

func (r *reader) moduleSubBlock(id uint64) {
	switch id {
	case blockInfoID:
		r.s.enter(id)
		r.s.readBlockInfo()
	case paramAttrGroup:
		r.s.enter(id)
		r.readAttrGroups()
	case paramAttrBlock:
		r.s.enter(id)
		r.readAttrLists()
	case typeBlock:
		r.s.enter(id)
		r.readTypes()
	case constantsBlock:
		r.s.enter(id)
		r.consts = r.readConstants(uint64(len(r.values)), nil)
		r.values = append(r.values, make([]ir.Value, len(r.consts.recs))...)
		r.resolveInits()
	case mdKindBlock:
		r.s.enter(id)
		r.readMDKinds()
	case metadataBlock:
		r.s.enter(id)
		r.md.read()
	case bundleTagsBlock:
		r.s.enter(id)
		r.bundleTags = r.readStrings(bundleTagsBlock)
	case syncScopeNameBlock:
		r.s.enter(id)
		r.syncScopes = r.readStrings(syncScopeNameBlock)
	case functionBlock:
		r.resolveInits()
		if r.nextBody >= len(r.withBodies) {
			r.s.c.fail("function body without a function")
		}
		f := r.withBodies[r.nextBody]
		r.nextBody++
		r.bodies = append(r.bodies, bodyJob{f: f, pos: r.s.c.pos, start: r.s.blockStart})
		r.s.skip(id)
	case vstBlock:
		r.vst.start = r.s.blockStart
		r.s.enter(id)
		r.readModuleVST()
	case uselistBlock:
		r.s.enter(id)
		r.readUseList(nil)
	case summaryBlock, fullLTOSummary, moduleStrtabBlock, symtabBlock:
		r.s.skip(id)
	default:
		r.s.c.fail("unknown block %s in MODULE_BLOCK", blockName(id))
	}
}

func (r *reader) moduleRecord(rec *record) {
	m := r.m
	switch rec.code {
	case modVersion:
		r.version = r.op(rec, 0)
		if r.version > 2 {
			r.fail("unknown module version %d%s", r.version, r.newerNote())
		}
	case modTriple:
		m.Triple, m.HasTriple = r.opsString(rec.ops), true
	case modDataLayout:
		m.DataLayout, m.HasDataLayout = r.opsString(rec.ops), true
		if msg := ir.DataLayoutProblem(m.DataLayout); msg != "" {
			r.fail("data layout %q: %s", m.DataLayout, msg)
		}
	case modAsm:
		m.Asm = strings.Split(strings.TrimSuffix(r.opsString(rec.ops), "\n"), "\n")
	case modSectionName:
		r.sections = append(r.sections, r.opsString(rec.ops))
	case modGCName:
		r.gcNames = append(r.gcNames, r.opsString(rec.ops))
	case modVSTOffset:
		r.vst.offset = r.op(rec, 0)
		r.vst.declared, r.vst.declPos = true, rec.pos
	case modDepLib, modHash, modMDValues:
	case modSourceFile:
		m.SourceFilename, m.HasSourceFilename = r.opsString(rec.ops), true
	case modComdat:
		r.comdat(rec)
	case modGlobalVar:
		r.globalVar(rec)
	case modFunction:
		r.function(rec)
	case modAlias, modIFunc:
		r.alias(rec, rec.code == modIFunc)
	default:
		r.unknownRecord(moduleBlock, rec)
	}
}

var comdatKinds = [...]string{1: "any", 2: "exactmatch", 3: "largest", 4: "nodeduplicate", 5: "samesize"}

func (r *reader) comdat(rec *record) {
	var name string
	var kind uint64
	if r.version >= 2 {
		name, kind = r.str(r.op(rec, 0), r.op(rec, 1)), r.op(rec, 2)
	} else {
		kind = r.op(rec, 0)
		n := r.op(rec, 1)
		if n > uint64(len(rec.ops)-2) {
			r.fail("invalid COMDAT record")
		}
		name = r.opsString(rec.ops[2 : 2+n])
	}
	if kind == 0 || kind >= uint64(len(comdatKinds)) {
		r.fail("invalid comdat selection kind %d", kind)
	}
	if name == "" {
		// LLVM reads it, and prints "$ = comdat any", which no text
		// reader takes (record mutant 1286 of seed 4).
		r.fail("comdat without a name")
	}
	c := &ir.Comdat{Name: r.name(name), Kind: comdatKinds[kind]}
	r.comdats = append(r.comdats, c)
	r.m.Comdats = append(r.m.Comdats, c)
}

// decodeDSOLocal decodes a global value's preemption field as LLVM does: 1 in
// its low 32 bits is dso_local, any other value preemptable (record
// mutant 111 of seed 4 gave 2^32+1).
func decodeDSOLocal(v uint64) bool { return uint32(v) == 1 }

// name reads the strtab name at the start of a v2 global record and
// returns the index of the first field after it.
func (r *reader) globalName(rec *record) (string, int) {
	if r.version < 2 {
		return "", 0
	}
	name := r.name(r.str(r.op(rec, 0), r.op(rec, 1)))
	if strings.HasPrefix(name, "llvm.") && r.m.Lookup(name) != nil {
		// LLVM's writer names each global value once. LLVM's reader gives
		// a second one another name, but keeps it the intrinsic (or the
		// special global) of the name it was given and merges it with
		// the first; text of the new name would be another program (bc
		// mutant 1036 of seed 551).
		r.fail("two global values are named @%s", name)
	}
	return name, 2
}

var linkages = map[uint64]ir.Linkage{
	0: ir.External, 2: ir.LinkAppending, 3: ir.LinkInternal, 5: ir.External, 6: ir.External,
	7: ir.LinkExternWeak, 8: ir.LinkCommon, 9: ir.LinkPrivate, 12: ir.LinkAvailableExternally,
	13: ir.LinkPrivate, 14: ir.LinkPrivate, 15: ir.External, 1: ir.LinkWeak, 16: ir.LinkWeak,
	4: ir.LinkLinkOnce, 18: ir.LinkLinkOnce, 10: ir.LinkWeakODR, 17: ir.LinkWeakODR,
	11: ir.LinkLinkOnceODR, 19: ir.LinkLinkOnceODR,
}

// linkage decodes a linkage as LLVM does: in 32 bits, and an unknown one
// (a newer LLVM's) as external.
func (r *reader) linkage(v uint64) ir.Linkage {
	if l, ok := linkages[uint64(uint32(v))]; ok {
		return l
	}
	return ir.External
}

var visibilities = [...]string{"", "hidden", "protected"}
var tlsModes = [...]string{"", "thread_local", "thread_local(localdynamic)", "thread_local(initialexec)", "thread_local(localexec)"}
var unnamedAddrs = [...]string{"", "unnamed_addr", "local_unnamed_addr"}
var dllStorage = [...]string{"", "dllimport", "dllexport"}

// visibility sets c's visibility from v, which LLVM reads only for a
// global value without local linkage: an internal or private one has the
// default visibility, whatever the record says.
func (r *reader) visibility(c *ir.GlobalCommon, v uint64) {
	if !c.Linkage.IsLocal() {
		c.Visibility = decoded(visibilities[:], v, "")
	}
}

// dllStorage sets c's DLL storage class from v, which LLVM reads, as the
// visibility, only for a global value without local linkage.
func (r *reader) dllStorage(c *ir.GlobalCommon, v uint64) {
	if !c.Linkage.IsLocal() {
		c.DLLStorage = decoded(dllStorage[:], v, "")
	}
}

var codeModels = [...]string{1: "tiny", 2: "small", 3: "kernel", 4: "medium", 5: "large"}

// decoded reads a field as LLVM's getDecoded* functions read it: in 32
// bits, and a value past the table (a newer LLVM's, or a corrupt one) as
// unknown: the default visibility, DLL storage class and unnamed_addr,
// the general-dynamic thread-local mode (checked with llvm-dis-22,
// TestUnknownEnumsReadAsLLVM).
func decoded(table []string, v uint64, unknown string) string {
	if i := uint64(uint32(v)); i < uint64(len(table)) {
		return table[i]
	}
	return unknown
}

// pick returns table[v] or fails naming what.
func (r *reader) pick(table []string, v uint64, what string) string {
	if v >= uint64(len(table)) {
		r.fail("invalid %s %d", what, v)
	}
	return table[v]
}

// common fills the fields global values share.
func (r *reader) setComdat(c *ir.GlobalCommon, v uint64) {
	if v == 0 {
		return
	}
	if v > uint64(len(r.comdats)) {
		r.fail("invalid comdat id %d", v)
	}
	name := r.comdats[v-1].Name
	c.HasComdat = true
	if name != c.Name() {
		c.Comdat = name
	}
}

func (r *reader) section(c *ir.GlobalCommon, v uint64) {
	if v == 0 {
		return
	}
	if v > uint64(len(r.sections)) {
		r.fail("invalid section id %d", v)
	}
	c.Section, c.HasSect = r.sections[v-1], true
}

// partOf is the kind of global value whose partition is read.
type partOf int

const (
	partOfVariable partOf = iota
	partOfFunction
	partOfAlias // or ifunc
)

// partition reads a global value's partition name, the string table's
// bytes at (offset, size) in ops i and i+1 where the record has them.
// LLVM checks them three ways, and so does memspace: a function's
// outside the table is no partition at all, an alias's or ifunc's is an
// error even when empty (record mutant 1523 of seed 39), and a global
// variable's, which LLVM reads unchecked, is an error when not empty.
func (r *reader) partition(c *ir.GlobalCommon, rec *record, i int, of partOf) {
	if i+1 >= len(rec.ops) {
		return
	}
	off, size := rec.ops[i], rec.ops[i+1]
	switch inside := r.inStrtab(off, size); {
	case of == partOfFunction && !inside:
		return
	case of == partOfAlias && !inside:
		r.fail("Malformed partition, too large.")
	}
	if size > 0 {
		c.Partition, c.HasPart = r.str(off, size), true
	}
}

// decodeAlign decodes an alignment: 0 for none, else log2 + 1, at most
// 2^32 (LLVM's reader refuses more).
func (r *reader) decodeAlign(v uint64) uint64 {
	if v > 33 {
		r.fail("invalid alignment value %d", v)
	}
	if v == 0 {
		return 0
	}
	return 1 << (v - 1)
}

func (r *reader) globalVar(rec *record) {
	name, b := r.globalName(rec)
	if len(rec.ops) < b+6 {
		r.fail("invalid GLOBALVAR record")
	}
	o := func(i int) uint64 { return opOr(rec, b+i, 0) }
	t := r.typeAt(o(0))
	flags := o(1)
	var as uint32
	if flags&2 != 0 {
		as = r.addrSpace(flags >> 2)
	} else {
		pt, ok := t.(*ir.PointerType)
		if !ok {
			r.fail("invalid type for global variable")
		}
		t, as = pt.Elem, pt.AddrSpace
	}
	if t == nil || !ir.IsValidGlobalType(t) {
		r.fail("invalid type for global variable")
	}
	g := ir.NewGlobalVariable(name, t, r.m.PtrType(t, as))
	g.AddrSpace = as
	g.Constant = flags&1 != 0
	c := &g.GlobalCommon
	c.Linkage = r.linkage(o(3))
	g.SetAlign(r.decodeAlign(o(4)))
	r.section(c, o(5))
	if len(rec.ops) > b+6 {
		r.visibility(c, o(6))
	}
	c.ThreadLocal = decoded(tlsModes[:], o(7), tlsModes[1])
	c.UnnamedAddr = decoded(unnamedAddrs[:], o(8), "")
	g.ExternallyInitialized = o(9) != 0
	r.dllStorage(c, o(10))
	r.setComdat(c, o(11))
	if a := o(12); a != 0 {
		fn, _, _ := r.splitAttrs(a, 0)
		g.Attrs = fn
	}
	c.DSOLocal = decodeDSOLocal(o(13))
	r.partition(c, rec, b+14, partOfVariable)
	if s := o(16); s != 0 {
		for bit, kw := range []string{"no_sanitize_address", "no_sanitize_hwaddress", "sanitize_memtag", "sanitize_address_dyninit"} {
			if s&(1<<bit) != 0 {
				g.Extra = append(g.Extra, kw)
			}
		}
	}
	if cm := o(17); cm != 0 {
		g.CodeModel = r.pick(codeModels[:], cm, "code model")
	}
	if init := o(2); init != 0 {
		r.globalInits = append(r.globalInits, pendingInit{set: func(k ir.Constant) {
			if k.Type() != g.ValueType {
				r.fail("initializer of @%s has type %s, the global holds %s", ir.QuoteName(g.Name()), k.Type(), g.ValueType)
			}
			g.Init = k
		}, id: init - 1})
	}
	r.values = append(r.values, g)
	r.m.AddGlobal(g)
}

func (r *reader) ccName(v uint64) string {
	if v > ir.MaxCallingConv {
		r.fail("invalid calling convention number %d", v)
	}
	return ir.CallingConvKeyword(v)
}

func (r *reader) function(rec *record) {
	name, b := r.globalName(rec)
	if len(rec.ops) < b+8 {
		r.fail("invalid FUNCTION record")
	}
	o := func(i int) uint64 { return opOr(rec, b+i, 0) }
	t := r.typeAt(o(0))
	if pt, ok := t.(*ir.PointerType); ok && pt.Elem != nil {
		t = pt.Elem
	}
	sig, ok := t.(*ir.FuncType)
	if !ok {
		r.fail("invalid type for function %q", name)
	}
	cc := o(1)
	if cc&(1<<13) != 0 {
		cc &^= 1 << 13 // old explicit-type marker
	}
	as := r.addrSpace(o(16))
	f := ir.NewFunction(name, sig, r.m.PtrType(sig, as))
	f.AddrSpace = as
	f.CC = r.ccName(cc)
	isProto := o(2) != 0
	c := &f.GlobalCommon
	c.Linkage = r.linkage(o(3))
	// LLVM's verifier: "Attribute after last parameter!", unless LLVM
	// replaces the list by its intrinsic table's (irverify.attrsReplaced),
	// where the extra ones go unseen (record mutant 246 of seed 1).
	replaced := isProto && irverify.IntrinsicAttrsReplaced(name)
	split := r.splitAttrs
	if replaced {
		split = r.intrinsicAttrs
	}
	fn, ret, params := split(o(4), len(sig.Params))
	for _, l := range params[min(len(params), len(sig.Params)):] {
		if len(l.Attrs) > 0 && !replaced {
			r.fail("attribute list %d names a parameter after the last of @%s", o(4), f.Name())
		}
	}
	f.FnAttrs, f.RetAttrs = fn, ret
	irverify.DropIncompatibleAttrs(&f.RetAttrs, sig.Ret)
	for i, p := range f.Params {
		p.Attrs = params[i]
		r.upgradeTypeAttrs(&p.Attrs, p.Type())
		irverify.DropIncompatibleAttrs(&p.Attrs, p.Type())
	}
	f.SetAlign(r.decodeAlign(o(5)))
	r.section(c, o(6))
	r.visibility(c, o(7))
	if gc := o(8); gc != 0 {
		if gc > uint64(len(r.gcNames)) {
			r.fail("invalid gc id %d", gc)
		}
		f.GC, f.HasGC = r.gcNames[gc-1], true
	}
	c.UnnamedAddr = decoded(unnamedAddrs[:], o(9), "")
	if v := o(10); v != 0 {
		r.globalInits = append(r.globalInits, pendingInit{set: func(k ir.Constant) { f.Prologue = k }, id: v - 1})
	}
	r.dllStorage(c, o(11))
	r.setComdat(c, o(12))
	if v := o(13); v != 0 {
		r.globalInits = append(r.globalInits, pendingInit{set: func(k ir.Constant) { f.Prefix = k }, id: v - 1})
	}
	if v := o(14); v != 0 {
		r.globalInits = append(r.globalInits, pendingInit{set: func(k ir.Constant) { f.Personality = k }, id: v - 1})
	}
	c.DSOLocal = decodeDSOLocal(o(15))
	r.partition(c, rec, b+17, partOfFunction)
	if !isProto {
		r.withBodies = append(r.withBodies, f)
	}
	r.values = append(r.values, f)
	r.m.AddFunction(f)
}

func (r *reader) alias(rec *record, ifunc bool) {
	name, b := r.globalName(rec)
	if len(rec.ops) < b+4 {
		r.fail("invalid ALIAS record")
	}
	o := func(i int) uint64 { return opOr(rec, b+i, 0) }
	t := r.typeAt(o(0))
	as := r.addrSpace(o(1))
	a := ir.NewAlias(name, t, r.m.PtrType(t, as), nil, ifunc)
	a.AddrSpace = as
	c := &a.GlobalCommon
	c.Linkage = r.linkage(o(3))
	r.globalInits = append(r.globalInits, pendingInit{set: func(k ir.Constant) {
		r.checkAliasee(a, k)
		a.Target = k
	}, id: o(2)})
	if ifunc {
		r.visibility(c, o(4))
		c.DSOLocal = decodeDSOLocal(o(5))
		r.partition(c, rec, b+6, partOfAlias)
	} else {
		r.visibility(c, o(4))
		r.dllStorage(c, o(5))
		c.ThreadLocal = decoded(tlsModes[:], o(6), tlsModes[1])
		c.UnnamedAddr = decoded(unnamedAddrs[:], o(7), "")
		c.DSOLocal = decodeDSOLocal(o(8))
		r.partition(c, rec, b+9, partOfAlias)
	}
	r.values = append(r.values, a)
	r.m.AddAlias(a)
}

// checkAliasee: an alias's aliasee has the alias's type; an ifunc's
// resolver is a pointer in the ifunc's address space (LLVM's verifier).
func (r *reader) checkAliasee(a *ir.Alias, k ir.Constant) {
	what, ok := "aliasee", k.Type() == a.Type()
	if a.IFunc {
		pt, isPtr := k.Type().(*ir.PointerType)
		what, ok = "resolver", isPtr && pt.AddrSpace == a.AddrSpace
	}
	if !ok {
		r.fail("%s of @%s has type %s, which does not fit %s", what, ir.QuoteName(a.Name()), k.Type(), a.Type())
	}
}

// resolveInits gives globals, aliases and functions the constants their
// records named, once the module's constants are known.
func (r *reader) resolveInits() {
	if len(r.globalInits) == 0 {
		return
	}
	if r.consts == nil {
		// Only globals can be named before any constants block.
		for _, p := range r.globalInits {
			if p.id >= uint64(len(r.values)) {
				return
			}
		}
	}
	for _, p := range r.globalInits {
		v := r.moduleValue(p.id)
		k, ok := v.(ir.Constant)
		if !ok {
			r.fail("initializer is not a constant")
		}
		r.noUnsupported(k)
		p.set(k)
	}
	r.globalInits = nil
}

// readStrings reads a block of one-string records (bundle tags, sync scopes).
func (r *reader) readStrings(blockID uint64) []string {
	var out []string
	for {
		k, id := r.s.next()
		if k == entryEnd {
			return out
		}
		if k == entrySubBlock {
			r.s.skip(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		if rec.code != 1 {
			r.unknownRecord(blockID, &rec)
		}
		out = append(out, r.opsString(rec.ops))
	}
}

// readModuleVST reads the module-level VALUE_SYMTAB_BLOCK: with a string
// table it only holds function offsets; older files name values here.
// vstPlaces is where the module says its symbol table is
// (MODULE_CODE_VSTOFFSET, in words, one more than LLVM's reader uses:
// 1 means no offset to it), where that record is and where the table
// was found.
type vstPlaces struct {
	offset   uint64
	declared bool
	declPos  uint64
	start    uint64
}

// checkVSTOffset holds a module with function bodies to where it says its
// symbol table is: LLVM's reader jumps there at the first body and fails
// ("Expected value symbol table subblock") when the table is not there,
// and past the end of the file for an offset of 0. Without bodies it
// reads the table in order and ignores the offset, and so do we. The
// table's entries for functions (FNENTRY) say where their bodies are, and
// LLVM's reader reads each body there but the first (read where it is
// found when the table comes first): one found elsewhere fails, where
// LLVM would read another body or garbage. Entries without an offset to
// the table (none, or 1) make LLVM's reader fail ("Malformed block"): it
// resumes reading the module inside the last body they name.
func (r *reader) checkVSTOffset() {
	if len(r.bodies) == 0 {
		return
	}
	jumps := r.vst.offset > 1
	switch {
	case r.vst.declared && r.vst.offset == 0:
		r.failAt(r.vst.declPos, "invalid symbol table offset 0 (MODULE_CODE_VSTOFFSET)")
	case jumps && r.vst.start != r.vst.offset*32:
		r.failAt(r.vst.offset*32, "expected the value symbol table at word %d (MODULE_CODE_VSTOFFSET)", r.vst.offset)
	case !jumps && len(r.fnEntries) > 0:
		r.failAt(r.vst.start, "malformed block: the symbol table says where function bodies start (FNENTRY), and the module has no offset to the table (MODULE_CODE_VSTOFFSET)")
	}
	for i, b := range r.bodies {
		off, ok := r.fnEntries[b.f]
		switch {
		case !ok:
		case i == 0 && jumps:
			// LLVM reads the table at the first body, then that body,
			// in place of what its entry says; but it resumes reading
			// the module after the body the last entry names, so that
			// entry must name a body.
			if !slices.ContainsFunc(r.bodies, func(o bodyJob) bool { return o.start == off*32 }) {
				r.failAt(b.start, "the symbol table entry (FNENTRY) of @%s names word %d, where no function body starts", b.f.Name(), off)
			}
		case off*32 != b.start:
			r.failAt(b.start, "the body of @%s is at word %d, not at word %d as its symbol table entry (FNENTRY) says", b.f.Name(), b.start/32, off)
		}
	}
}

func (r *reader) readModuleVST() {
	r.records(func(rec record) {
		switch rec.code {
		case 1, 3: // ENTRY [valueid, name], FNENTRY [valueid, offset, name]
			first := 1
			if rec.code == 3 {
				first = 2
			}
			if len(rec.ops) < first {
				r.fail("invalid VST record")
			}
			id := rec.ops[0]
			if id >= uint64(len(r.values)) {
				r.fail("invalid value id %d in symbol table", id)
			}
			if rec.code == 3 {
				if f, ok := r.values[id].(*ir.Function); ok {
					if r.fnEntries == nil {
						r.fnEntries = map[*ir.Function]uint64{}
					}
					r.fnEntries[f] = rec.ops[1]
				}
			}
			if rec.code == 1 || len(rec.ops) > first {
				if g, ok := r.values[id].(ir.GlobalValue); ok && g.Name() == "" {
					r.m.Rename(g, r.opsString(rec.ops[first:]))
				}
			}
		case 5:
		default:
			r.unknownRecord(vstBlock, &rec)
		}
	})
}

// readMDKinds reads METADATA_KIND_BLOCK.
func (r *reader) readMDKinds() {
	r.records(func(rec record) {
		if rec.code != 6 {
			r.unknownRecord(mdKindBlock, &rec)
		}
		id := r.op(&rec, 0)
		if _, dup := r.mdKinds[id]; dup {
			r.fail("conflicting METADATA_KIND records for kind %d", id)
		}
		r.nameKind(id, r.opsString(rec.ops[1:]))
	})
}

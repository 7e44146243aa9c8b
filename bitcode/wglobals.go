package bitcode

import (
	"math/bits"
	"slices"

	"memspace/ir"
)

var linkageCodes = map[ir.Linkage]uint64{
	ir.External: 0, ir.LinkExternal: 0, ir.LinkWeak: 16, ir.LinkAppending: 2, ir.LinkInternal: 3,
	ir.LinkLinkOnce: 18, ir.LinkExternWeak: 7, ir.LinkCommon: 8, ir.LinkPrivate: 9, ir.LinkWeakODR: 17,
	ir.LinkLinkOnceODR: 19, ir.LinkAvailableExternally: 12,
}

func (e *encoder) linkage(l ir.Linkage) uint64 {
	c, ok := linkageCodes[l]
	if !ok {
		e.fail("unknown linkage %q", l)
	}
	return c
}

func index(table []string, s string) uint64 {
	for i, t := range table {
		if t == s {
			return uint64(i)
		}
	}
	return 0
}

func encodeAlign(a uint64) uint64 {
	if a == 0 {
		return 0
	}
	return uint64(bits.TrailingZeros64(a)) + 1
}

func (e *encoder) ccCode(cc string) uint64 {
	n, ok := ir.CallingConvNumber(cc)
	if !ok {
		e.fail("calling convention %q is not supported", cc)
	}
	return n
}

func (e *encoder) sectionID(c *ir.GlobalCommon) uint64 {
	if !c.HasSect {
		return 0
	}
	if id, ok := e.sections[c.Section]; ok {
		return id
	}
	e.secOrder = append(e.secOrder, c.Section)
	e.sections[c.Section] = uint64(len(e.secOrder))
	return uint64(len(e.secOrder))
}

func (e *encoder) comdatID(c *ir.GlobalCommon) uint64 {
	name, ok := c.ComdatName()
	if !ok {
		return 0
	}
	for i, cd := range e.m.Comdats {
		if cd.Name == name {
			return uint64(i + 1)
		}
	}
	e.fail("comdat $%s is not defined", name)
	return 0
}

func dsoLocal(c *ir.GlobalCommon) uint64 {
	return boolU(c.DSOLocal || c.Linkage.IsLocal() || (c.Visibility != "" && c.Visibility != "default" && c.Linkage != ir.LinkExternWeak))
}

func (e *encoder) partition(c *ir.GlobalCommon) []uint64 { return e.appendPartition(nil, c) }

// appendPartition appends the partition's name (offset, size) to ops.
func (e *encoder) appendPartition(ops []uint64, c *ir.GlobalCommon) []uint64 {
	if !c.HasPart {
		return append(ops, 0, 0)
	}
	return append(ops, e.addStr(c.Partition), uint64(len(c.Partition)))
}

// globalVarAbbrev defines LLVM's abbreviation for the short GLOBALVAR
// record, its fields as wide as the module needs: the value types of
// the globals, the alignments of globals and functions, the sections.
// Call it once every section is numbered.
func (e *encoder) globalVarAbbrev() {
	if len(e.m.Globals) == 0 {
		return
	}
	var maxType, maxAlign uint64
	for _, g := range e.m.Globals {
		maxType = max(maxType, e.typeIDs[g.ValueType])
		maxAlign = max(maxAlign, encodeAlign(g.Align()))
	}
	for _, f := range e.m.Functions {
		maxAlign = max(maxAlign, encodeAlign(f.Align()))
	}
	// A field that is always 0 is the literal 0.
	upTo := func(n uint64) abbrevOp {
		if n == 0 {
			return opLit(0)
		}
		return opFixedFor(n)
	}
	e.b.defineAbbrevs([]abbrevOp{opLit(modGlobalVar), opVBR(8), opVBR(8), opFixedFor(maxType), opVBR(6), opVBR(6),
		opFixed(5), upTo(maxAlign), upTo(uint64(len(e.secOrder)))})
}

// globalRecords writes the records of global variables, functions,
// aliases and ifuncs; the records share one buffer.
func (e *encoder) globalRecords() {
	b := e.b
	var buf []uint64
	for _, g := range e.m.Globals {
		c := &g.GlobalCommon
		init := uint64(0)
		if g.Init != nil {
			init = e.vals[g.Init] + 1
		}
		var attrs uint64
		if !g.Attrs.IsEmpty() {
			attrs = e.globalAttrs[g]
		}
		var san uint64
		for _, x := range g.Extra {
			switch x {
			case "no_sanitize_address":
				san |= 1
			case "no_sanitize_hwaddress":
				san |= 2
			case "sanitize_memtag":
				san |= 4
			case "sanitize_address_dyninit":
				san |= 8
			default:
				e.fail("global attribute %q is not supported", x)
			}
		}
		ops := append(buf[:0], e.addStr(g.Name()), uint64(len(g.Name())), e.typeIDs[g.ValueType],
			boolU(g.Constant)|2|uint64(g.AddrSpace)<<2, init, e.linkage(c.Linkage), encodeAlign(g.Align()),
			e.sectionID(c), index(visibilities[:], c.Visibility), index(tlsModes[:], c.ThreadLocal),
			index(unnamedAddrs[:], c.UnnamedAddr), boolU(g.ExternallyInitialized), index(dllStorage[:], c.DLLStorage),
			e.comdatID(c), attrs, dsoLocal(c))
		ops = e.appendPartition(ops, c)
		ops = append(ops, san, index(codeModels[:], g.CodeModel))
		if !slices.ContainsFunc(ops[8:], func(v uint64) bool { return v != 0 }) {
			// LLVM's short record, which its GLOBALVAR abbreviation
			// writes: no field after the section is set (a local
			// global is dso_local, a field that is).
			ops = ops[:8]
		}
		b.record(modGlobalVar, ops)
		buf = ops
	}
	for i, f := range e.m.Functions {
		c := &f.GlobalCommon
		opt := func(k ir.Constant) uint64 {
			if k == nil {
				return 0
			}
			return e.vals[k] + 1
		}
		gc := uint64(0)
		if f.HasGC {
			gc = e.gcID(f.GC)
		}
		ops := append(buf[:0], e.addStr(f.Name()), uint64(len(f.Name())), e.typeIDs[f.Sig], e.ccCode(f.CC),
			boolU(f.IsDeclaration()), e.linkage(c.Linkage), e.fnAttrIDs[i], encodeAlign(f.Align()),
			e.sectionID(c), index(visibilities[:], c.Visibility), gc, index(unnamedAddrs[:], c.UnnamedAddr),
			opt(f.Prologue), index(dllStorage[:], c.DLLStorage), e.comdatID(c), opt(f.Prefix), opt(f.Personality),
			dsoLocal(c), uint64(f.AddrSpace))
		ops = e.appendPartition(ops, c)
		b.record(modFunction, ops)
		buf = ops
	}
	for _, a := range e.m.Aliases {
		c := &a.GlobalCommon
		if a.IFunc {
			ops := []uint64{e.addStr(a.Name()), uint64(len(a.Name())), e.typeIDs[a.ValueType], uint64(a.AddrSpace),
				e.vals[a.Target], e.linkage(c.Linkage), index(visibilities[:], c.Visibility), dsoLocal(c)}
			b.record(modIFunc, append(ops, e.partition(c)...))
			continue
		}
		ops := []uint64{e.addStr(a.Name()), uint64(len(a.Name())), e.typeIDs[a.ValueType], uint64(a.AddrSpace),
			e.vals[a.Target], e.linkage(c.Linkage), index(visibilities[:], c.Visibility),
			index(dllStorage[:], c.DLLStorage), index(tlsModes[:], c.ThreadLocal), index(unnamedAddrs[:], c.UnnamedAddr), dsoLocal(c)}
		b.record(modAlias, append(ops, e.partition(c)...))
	}
}

func (e *encoder) gcID(name string) uint64 {
	if id, ok := e.gcs[name]; ok {
		return id
	}
	e.gcOrder = append(e.gcOrder, name)
	e.gcs[name] = uint64(len(e.gcOrder))
	return uint64(len(e.gcOrder))
}

package bitcode

import (
	"math/big"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"memspace/ir"
)

// attrGroup is one PARAMATTR_GROUP entry: the attributes of one index
// (0xFFFFFFFF: the function, 0: the return value, N: parameter N-1).
type attrGroup struct {
	index uint64
	attrs []ir.Attr
}

// attrSet is one PARAMATTR entry: the groups of a function or call site.
type attrSet []uint64

const fnIndex = 0xFFFFFFFF

// attrNames maps attribute kind codes to their keywords.
var attrNames = [...]string{
	1: "align", 2: "alwaysinline", 3: "byval", 4: "inlinehint", 5: "inreg", 6: "minsize",
	7: "naked", 8: "nest", 9: "noalias", 10: "nobuiltin", 11: "nocapture", 12: "noduplicate",
	13: "noimplicitfloat", 14: "noinline", 15: "nonlazybind", 16: "noredzone", 17: "noreturn",
	18: "nounwind", 19: "optsize", 20: "readnone", 21: "readonly", 22: "returned",
	23: "returns_twice", 24: "signext", 25: "alignstack", 26: "ssp", 27: "sspreq",
	28: "sspstrong", 29: "sret", 30: "sanitize_address", 31: "sanitize_thread",
	32: "sanitize_memory", 33: "uwtable", 34: "zeroext", 35: "builtin", 36: "cold",
	37: "optnone", 38: "inalloca", 39: "nonnull", 40: "jumptable", 41: "dereferenceable",
	42: "dereferenceable_or_null", 43: "convergent", 44: "safestack", 45: "argmemonly",
	46: "swiftself", 47: "swifterror", 48: "norecurse", 49: "inaccessiblememonly",
	50: "inaccessiblemem_or_argmemonly", 51: "allocsize", 52: "writeonly", 53: "speculatable",
	54: "strictfp", 55: "sanitize_hwaddress", 56: "nocf_check", 57: "optforfuzzing",
	58: "shadowcallstack", 59: "speculative_load_hardening", 60: "immarg", 61: "willreturn",
	62: "nofree", 63: "nosync", 64: "sanitize_memtag", 65: "preallocated", 66: "nomerge",
	67: "null_pointer_is_valid", 68: "noundef", 69: "byref", 70: "mustprogress",
	71: "nocallback", 72: "hot", 73: "noprofile", 74: "vscale_range", 75: "swiftasync",
	76: "nosanitize_coverage", 77: "elementtype", 78: "disable_sanitizer_instrumentation",
	79: "nosanitize_bounds", 80: "allocalign", 81: "allocptr", 82: "allockind",
	83: "presplitcoroutine", 84: "fn_ret_thunk_extern", 85: "skipprofile", 86: "memory",
	87: "nofpclass", 88: "optdebug", 89: "writable", 90: "coro_only_destroy_when_complete",
	91: "dead_on_unwind", 92: "range", 93: "sanitize_numerical_stability", 94: "initializes",
	95: "hybrid_patchable", 96: "sanitize_realtime", 97: "sanitize_realtime_blocking",
	98: "coro_elide_safe", 99: "noext", 100: "nodivergencesource", 101: "sanitize_type",
	102: "captures", 103: "dead_on_return", 104: "sanitize_alloc_token", 105: "nocreateundeforpoison",
}

// attrKindName returns the keyword of attribute kind k.
func (r *reader) attrKindName(k uint64) string {
	if k < uint64(len(attrNames)) && attrNames[k] != "" {
		return attrNames[k]
	}
	r.fail("unknown attribute kind %d%s", k, r.newerNote())
	return ""
}

// readAttrGroups reads PARAMATTR_GROUP_BLOCK.
func (r *reader) readAttrGroups() {
	if r.attrGroups == nil {
		r.attrGroups = map[uint64]attrGroup{}
	}
	r.records(func(rec record) {
		if rec.code != 3 {
			r.unknownRecord(paramAttrGroup, &rec)
		}
		if len(rec.ops) < 2 {
			r.fail("invalid attribute group record")
		}
		g := attrGroup{index: rec.ops[1]}
		g.attrs = r.decodeAttrs(rec.ops[2:], g.index == fnIndex)
		r.attrGroups[rec.ops[0]] = g
	})
}

// enumTypeAttrs are the type attributes an enum record may hold, as old
// LLVMs wrote them: LLVM's reader gives them their parameter's type.
var enumTypeAttrs = map[string]bool{"byval": true, "sret": true, "inalloca": true}

// decodeAttrs reads the attributes of one group record.
func (r *reader) decodeAttrs(ops []uint64, fn bool) []ir.Attr {
	var out []ir.Attr
	for i := 0; i < len(ops); {
		kind := ops[i]
		i++
		switch kind {
		case 0, 1: // enum, int
			if i >= len(ops) {
				r.fail("invalid attribute group record")
			}
			name := r.attrKindName(ops[i])
			i++
			a := ir.Attr{Kind: name}
			if kind == 0 && (ir.NeedsValue(name) || name == "align") {
				r.fail("attribute %s has no value (an enum record)", name)
			}
			if kind == 0 && ir.IsTypeAttr(name) && !enumTypeAttrs[name] {
				// LLVM: "Not an enum attribute" (record mutant 224 of seed 9).
				r.fail("attribute %s needs its type (an enum record)", name)
			}
			if kind == 1 {
				if !ir.IsIntAttr(name) {
					r.fail("attribute %s takes no integer (an integer record)", name)
				}
				if i >= len(ops) {
					r.fail("invalid attribute group record")
				}
				if dropsZero(name, ops[i]) {
					i++
					continue
				}
				a = r.intAttr(name, ops[i], fn)
				i++
			}
			out = ir.AppendAttr(out, a)
		case 3, 4: // string, string with value
			key, n := r.cString(ops[i:])
			i += n
			a := ir.Attr{Kind: key, Form: ir.FormString}
			if kind == 4 {
				v, n := r.cString(ops[i:])
				i += n
				a.Value, a.HasValue = v, true
			}
			out = ir.AppendAttr(out, a)
		case 5, 6: // type attribute without / with a type
			if i >= len(ops) {
				r.fail("invalid attribute group record")
			}
			name := r.attrKindName(ops[i])
			i++
			if !ir.IsTypeAttr(name) {
				r.fail("attribute %s takes no type (a type record)", name)
			}
			a := ir.Attr{Kind: name}
			if kind == 6 {
				if i >= len(ops) {
					r.fail("invalid attribute group record")
				}
				a.Form, a.Type = ir.FormParen, r.typeAt(ops[i])
				i++
			}
			out = ir.AppendAttr(out, a)
		case 7: // constant range
			if i+1 >= len(ops) {
				r.fail("invalid attribute group record")
			}
			name := r.attrKindName(ops[i])
			if name != "range" {
				r.fail("attribute %s takes no range (a range record)", name)
			}
			width := ops[i+1]
			i += 2
			lo, hi, n := r.constRange(ops[i:], width)
			i += n
			out = ir.AppendAttr(out, ir.Attr{Kind: name, Form: ir.FormParen, Value: "i" + strconv.FormatUint(width, 10) + " " + lo + ", " + hi})
		case 8: // constant range list
			if i+2 >= len(ops) {
				r.fail("invalid attribute group record")
			}
			name := r.attrKindName(ops[i])
			if name != "initializes" {
				r.fail("attribute %s takes no list of ranges (a range list record)", name)
			}
			count, width := ops[i+1], ops[i+2]
			i += 3
			var parts []string
			var last *big.Int
			for j := uint64(0); j < count; j++ {
				lo, hi, n := r.constRange(ops[i:], width)
				i += n
				parts = append(parts, "("+lo+", "+hi+")")
				last = r.orderedRange(last, lo, hi)
			}
			out = ir.AppendAttr(out, ir.Attr{Kind: name, Form: ir.FormParen, Value: strings.Join(parts, ", ")})
		default:
			r.fail("invalid attribute encoding %d%s", kind, r.newerNote())
		}
	}
	return out
}

// orderedRange checks that range [lo, hi) is not empty and lies above
// the previous range's end prev (nil for the first), as LLVM's reader
// checks a range list (record mutant 2326 of seed 9 gave one a width of
// 0: "initializes((0, 0))", which no text reader takes); it returns hi.
func (r *reader) orderedRange(prev *big.Int, lo, hi string) *big.Int {
	l, _ := new(big.Int).SetString(lo, 10)
	h, _ := new(big.Int).SetString(hi, 10)
	if l.Cmp(h) >= 0 || prev != nil && l.Cmp(prev) <= 0 {
		r.fail("Invalid (unordered or overlapping) range list")
	}
	return h
}

// constRange decodes the two bounds of a range of the given width.
func (r *reader) constRange(ops []uint64, width uint64) (lo, hi string, n int) {
	if len(ops) < 2 {
		r.fail("invalid constant range")
	}
	if width > 64 {
		// Active word counts (low 32 bits each, as LLVM reads them),
		// then the words of the lower and upper bounds.
		nlo, nhi := uint64(uint32(ops[0])), uint64(uint32(ops[0]>>32))
		if width > maxIntBits || nlo+nhi > uint64(len(ops)-1) {
			r.fail("invalid constant range")
		}
		words := ops[1:]
		lo, hi := wideInt(words[:nlo], int(width)), wideInt(words[nlo:nlo+nhi], int(width))
		return lo.String(), hi.String(), int(1 + nlo + nhi)
	}
	l, h := decodeSigned(ops[0]), decodeSigned(ops[1])
	if width == 1 {
		// i1 ranges print as true/false in LLVM but numbers read back the same.
		l, h = l&1, h&1
	} else if width < 64 {
		// LLVM keeps the low width bits of each bound.
		shift := 64 - width
		l, h = l<<shift>>shift, h<<shift>>shift
	}
	return strconv.FormatInt(l, 10), strconv.FormatInt(h, 10), 2
}

// cString reads a zero-terminated string of operands. LLVM's reader reads
// past the record for one without its zero, and fails on what it finds.
func (r *reader) cString(ops []uint64) (string, int) {
	for i, v := range ops {
		if v == 0 {
			return r.opsString(ops[:i]), i + 1
		}
	}
	r.fail("invalid attribute group record: string attribute without its terminating zero")
	return "", 0
}

// dropsZero reports whether integer attribute name with value v is
// dropped: LLVM's AttrBuilder ignores a nofpclass with no class among the
// ten it knows, a uwtable of kind none, a dereferenceable count of zero
// and an alignment of zero (read in 32 bits: 2^32 is none too). LLVM
// keeps an allockind of no kind it knows, and prints it as allockind(""),
// which no text reader takes (bit-flip mutant 1539 of seed 831); it says
// nothing of the function, so memspace drops it.
func dropsZero(name string, v uint64) bool {
	switch name {
	case "nofpclass":
		return v&ir.FPClassAll == 0
	case "uwtable", "dereferenceable", "dereferenceable_or_null":
		return v == 0
	case "align", "alignstack":
		return uint32(v) == 0
	case "allockind":
		return v&(1<<len(ir.AllocKinds)-1) == 0
	}
	return false
}

// intAttr prints an integer attribute as LLVM does.
func (r *reader) intAttr(name string, v uint64, fn bool) ir.Attr {
	if u := uint32(v); u != 0 && (name == "align" || name == "alignstack") {
		// LLVM's reader passes an alignment in 32 bits to an Align,
		// which keeps the highest power of two in it (align 3 reads as
		// align 2; checked with llvm-dis-22, TestAlignmentsReadAsLLVM).
		v = 1 << (bits.Len32(u) - 1)
	}
	num := strconv.FormatUint(v, 10)
	switch name {
	case "align":
		if fn {
			return ir.Attr{Kind: name, Form: ir.FormEquals, Value: num}
		}
		return ir.Attr{Kind: name, Form: ir.FormSpace, Value: num}
	case "alignstack":
		if fn {
			return ir.Attr{Kind: name, Form: ir.FormEquals, Value: num}
		}
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: num}
	case "uwtable":
		switch v {
		case 1:
			return ir.Attr{Kind: name, Form: ir.FormParen, Value: "sync"}
		case 2:
			return ir.Attr{Kind: name}
		}
		r.fail("attribute uwtable of unknown kind %d", v)
	case "allocsize":
		elem, count := v>>32, v&0xFFFFFFFF
		s := strconv.FormatUint(elem, 10)
		if count != 0xFFFFFFFF {
			s += ", " + strconv.FormatUint(count, 10)
		}
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: s}
	case "vscale_range":
		lo, hi := v>>32, v&0xFFFFFFFF
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: strconv.FormatUint(lo, 10) + "," + strconv.FormatUint(hi, 10)}
	case "memory":
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: memoryString(r.memoryValue(v))}
	case "nofpclass":
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: fpClassString(v & ir.FPClassAll)}
	case "captures":
		if !validCaptures(v) {
			r.fail("invalid captures value %d", v)
		}
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: capturesString(v)}
	case "allockind":
		return ir.Attr{Kind: name, Form: ir.FormParen, Value: `"` + allocKindString(v) + `"`}
	}
	return ir.Attr{Kind: name, Form: ir.FormParen, Value: num}
}

// modRefNames and memLocNames name memory(...)'s access kinds and
// locations by their bitcode values.
var modRefNames, memLocNames = ir.MemoryAccesses, ir.MemoryLocations

// memoryValue turns the operand of a memory attribute into LLVM 22's
// layout, two bits per location of memLocNames, as LLVM 22's reader does.
// The top byte is the layout's version. Version 0 (from LLVM 16, before
// errno memory) has three locations, argument, inaccessible and other
// memory; other memory covered errno memory then, so errnomem gets its
// access, and the target memories, which did not exist, get none
// (llvm-dis-22 prints 0x15 as memory(read, target_mem0: none,
// target_mem1: none)). Version 1 is LLVM 22's layout. Bits of a location
// LLVM 22 does not know, or a later version, come from a newer LLVM:
// LLVM 22 would drop them, which changes what the function may touch, so
// they are an error.
func (r *reader) memoryValue(v uint64) uint64 {
	version, data := v>>56, v&(1<<56-1)
	locs := len(memLocNames)
	switch version {
	case 0:
		locs = 3
	case 1:
	default:
		r.fail("memory attribute %#x: unknown layout version %d (newest known: 1)%s", v, version, r.newerNote())
	}
	if data>>(2*locs) != 0 {
		r.fail("memory attribute %#x: access to a location past the %d of layout version %d%s", v, locs, version, r.newerNote())
	}
	if version == 0 {
		arg, inacc, other := data&3, data>>2&3, data>>4&3
		return arg | inacc<<2 | other<<4 | other<<6
	}
	return data
}

// memoryString prints a memory effects value of LLVM 22's layout as LLVM
// does: the access to other memory first, when it is not none or when
// every location has it, then each location that differs from it.
func memoryString(v uint64) string {
	loc := func(i int) uint64 { return (v >> (2 * i)) & 3 }
	other := loc(3)
	var parts []string
	allSame := true
	for i := range memLocNames {
		if loc(i) != other {
			allSame = false
		}
	}
	if other != 0 || allSame {
		parts = append(parts, modRefNames[other])
	}
	for i, name := range memLocNames {
		if i == 3 || loc(i) == other {
			continue
		}
		parts = append(parts, name+": "+modRefNames[loc(i)])
	}
	return strings.Join(parts, ", ")
}

func fpClassString(v uint64) string {
	if v == 0 {
		return "none"
	}
	var parts []string
	for _, c := range ir.FPClasses {
		if v&c.Mask == c.Mask {
			parts = append(parts, c.Name)
			v &^= c.Mask
		}
	}
	return strings.Join(parts, " ")
}

func captureComponents(c uint64) string {
	if c == 0 {
		return "none"
	}
	var parts []string
	if c&3 == 1 {
		parts = append(parts, "address_is_null")
	} else if c&2 != 0 {
		parts = append(parts, "address")
	}
	if c&12 == 4 {
		parts = append(parts, "read_provenance")
	}
	if c&8 != 0 {
		parts = append(parts, "provenance")
	}
	return strings.Join(parts, ", ")
}

// validCaptures reports whether v is a captures value LLVM writes: two
// 4-bit component sets (other locations, ret), each an address part of
// none, address_is_null or address (which includes it) and a provenance
// part of none, read_provenance or provenance (which includes it). Other
// bits have no spelling in text: LLVM prints "captures(ret: )" for them.
func validCaptures(v uint64) bool {
	for _, c := range []uint64{v & 15, (v >> 4) & 15} {
		if c&3 == 2 || c&12 == 8 {
			return false
		}
	}
	return v>>8 == 0
}

func capturesString(v uint64) string {
	other, ret := (v>>4)&15, v&15
	s := ""
	if other != 0 || ret == 0 {
		s = captureComponents(other)
	}
	if ret != other {
		if s != "" {
			s += ", "
		}
		s += "ret: " + captureComponents(ret)
	}
	return s
}

func allocKindString(v uint64) string {
	var parts []string
	for i, n := range ir.AllocKinds {
		if v&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	_ = bits.OnesCount64
	return strings.Join(parts, ",")
}

// readAttrLists reads PARAMATTR_BLOCK.
func (r *reader) readAttrLists() {
	r.records(func(rec record) {
		if rec.code != 2 {
			r.unknownRecord(paramAttrBlock, &rec)
		}
		for _, g := range rec.ops {
			if _, ok := r.attrGroups[g]; !ok {
				r.fail("unknown attribute group %d", g)
			}
		}
		r.attrLists = append(r.attrLists, append(attrSet(nil), rec.ops...))
	})
}

// listFnGroups numbers the function attributes of every attribute list,
// in list order, before any body is read (bodies are read in parallel and
// must not number groups in the order they happen to finish), and splits
// every list once (see splitAttrs).
func (r *reader) listFnGroups() {
	r.listGroup = make([]int, len(r.attrLists))
	r.groupRefs = make([][]int, len(r.attrLists))
	r.listUsed = make([]atomic.Bool, len(r.attrLists))
	for i, set := range r.attrLists {
		var fnAttrs []ir.Attr
		for _, gid := range set {
			if g := r.attrGroups[gid]; g.index == fnIndex {
				fnAttrs = mergeAttrs(fnAttrs, g.attrs)
			}
		}
		r.listGroup[i] = -1
		if len(fnAttrs) > 0 {
			r.listGroup[i] = r.fnGroup(fnAttrs)
			r.groupRefs[i] = []int{r.listGroup[i]}
		}
	}
	r.splits = make([]attrSplit, len(r.attrLists))
	for i := range r.splits {
		sp := &r.splits[i]
		sp.fn, sp.ret, sp.params, sp.far = r.split(uint64(i+1), 0, denseParams)
	}
}

// denseParams is how many parameters a shared split of an attribute list
// covers. A list that names a parameter past it (no real function has
// one) is split again at each use, against that use's parameters, so that
// an index from a corrupt file cannot make the reader allocate a slot for
// every parameter up to it.
const denseParams = 4096

// attrSplit is an attribute list spread over function, return and
// parameters, shared by every user of the list; far reports a parameter
// past denseParams, left out of params.
type attrSplit struct {
	fn, ret ir.AttrList
	params  []ir.AttrList
	far     bool
}

// attrLists returns attribute list number id (1-based; 0 is none).
func (r *reader) attrList(id uint64) attrSet {
	if id == 0 {
		return nil
	}
	if id > uint64(len(r.attrLists)) {
		r.fail("invalid attribute list id %d", id)
	}
	return r.attrLists[id-1]
}

// splitAttrs spreads an attribute list over function, return and
// parameters; the function's attributes become a group #N. Users of one
// list share its attribute arrays (ir.AttrList copies them on change) and
// get a parameter list of their own, of at least nparams entries.
func (r *reader) splitAttrs(id uint64, nparams int) (fn, ret ir.AttrList, params []ir.AttrList) {
	r.markList(id)
	return r.splitUnmarked(id, nparams)
}

// markList records that list id is used, so its function group is kept.
func (r *reader) markList(id uint64) {
	if r.listGroup == nil {
		r.listFnGroups()
	}
	if id != 0 && id <= uint64(len(r.listUsed)) && !r.listUsed[id-1].Load() {
		r.listUsed[id-1].Store(true)
	}
}

// splitUnmarked is splitAttrs without marking the list used.
func (r *reader) splitUnmarked(id uint64, nparams int) (fn, ret ir.AttrList, params []ir.AttrList) {
	if r.listGroup == nil {
		r.listFnGroups()
	}
	if id == 0 || id > uint64(len(r.splits)) || r.splits[id-1].far {
		limit := max(nparams, denseParams)
		fn, ret, params, far := r.split(id, nparams, limit)
		if far {
			r.fail("attribute list %d names a parameter past the %d of its use", id, nparams)
		}
		return fn, ret, params
	}
	sp := &r.splits[id-1]
	n := max(nparams, len(sp.params))
	if n > 0 {
		if r.ar != nil {
			params = r.ar.lists.Take(n)
		} else {
			params = make([]ir.AttrList, n)
		}
		copy(params, sp.params)
	}
	return sp.fn, sp.ret, params
}

// split spreads list id over function, return and parameters; the
// attributes of parameters from limit on are left out, and far reports
// them.
func (r *reader) split(id uint64, nparams, limit int) (fn, ret ir.AttrList, params []ir.AttrList, far bool) {
	set := r.attrList(id)
	params = make([]ir.AttrList, nparams)
	var fnAttrs []ir.Attr
	for _, gid := range set {
		g := r.attrGroups[gid]
		switch {
		case g.index == fnIndex:
			fnAttrs = mergeAttrs(fnAttrs, g.attrs)
		case g.index == 0:
			ret.Attrs = mergeAttrs(ret.Attrs, g.attrs)
		case g.index-1 >= uint64(limit):
			far = true
		default:
			i := g.index - 1
			if i >= uint64(nparams) {
				// Attributes of variadic arguments at a call site.
				for uint64(len(params)) <= i {
					params = append(params, ir.AttrList{})
				}
			}
			params[i].Attrs = mergeAttrs(params[i].Attrs, g.attrs)
		}
	}
	if len(fnAttrs) > 0 {
		fn.Groups = r.groupRefs[id-1]
	}
	return fn, ret, params, far
}

// intrinsicAttrs spreads list id over a declaration of an intrinsic whose
// attributes LLVM replaces by its table's (irverify.IntrinsicAttrsReplaced),
// so never verifies. An attribute that may not stand where the list puts
// it (record mutants 784 and 1818 of seed 6: inalloca and dead_on_return
// in a function's group) goes unseen by LLVM, which prints none of them;
// the text reader refuses such text. Those are dropped: the declaration
// takes its group's other attributes inline, and the group is kept only if
// something else uses it.
func (r *reader) intrinsicAttrs(id uint64, nparams int) (fn, ret ir.AttrList, params []ir.AttrList) {
	fn, ret, params = r.splitUnmarked(id, nparams)
	ret.Attrs = attrsStanding(ret.Attrs, ir.PlaceRet)
	for i := range params {
		params[i].Attrs = attrsStanding(params[i].Attrs, ir.PlaceParam)
	}
	if len(fn.Groups) == 1 {
		attrs := r.m.AttrGroups[fn.Groups[0]].Attrs
		if kept := attrsStanding(attrs, ir.PlaceFn); len(kept) < len(attrs) {
			return ir.AttrList{Attrs: kept}, ret, params
		}
	}
	r.markList(id)
	return fn, ret, params
}

// attrsStanding returns those of attrs that may stand at place: attrs
// itself when all may, else a copy.
func attrsStanding(attrs []ir.Attr, place ir.AttrPlace) []ir.Attr {
	if !slices.ContainsFunc(attrs, func(a ir.Attr) bool { return !a.MayStand(place) }) {
		return attrs
	}
	var kept []ir.Attr
	for _, a := range attrs {
		if a.MayStand(place) {
			kept = append(kept, a)
		}
	}
	return kept
}

// mergeAttrs adds the attributes of a group to those of the same index
// that a list's earlier groups gave, as LLVM's reader merges them: an
// attribute of a kind already there replaces it. LLVM's writer gives a
// list one group per index, so only a hand-made or damaged file has two.
func mergeAttrs(dst, src []ir.Attr) []ir.Attr {
	for _, a := range src { // (dst starts nil, so it never aliases a group)
		dst = ir.AppendAttr(dst, a)
	}
	return dst
}

// dropUnusedGroups removes the function attribute groups of lists no
// function, global or call uses, and numbers the rest from 0 in order, as
// llvm-dis prints only the groups the module uses. LLVM's writer writes
// no unused list, so this only changes hand-made or damaged files.
func (r *reader) dropUnusedGroups() {
	used := make([]bool, len(r.m.AttrGroups))
	for i, g := range r.listGroup {
		if g >= 0 && r.listUsed[i].Load() {
			used[g] = true
		}
	}
	if !slices.Contains(used, false) {
		return
	}
	number := make([]int, len(used))
	kept := r.m.AttrGroups[:0]
	for i, g := range r.m.AttrGroups {
		if used[i] {
			number[i] = len(kept)
			g.ID = len(kept)
			kept = append(kept, g)
		}
	}
	r.m.AttrGroups = kept
	for i, ref := range r.groupRefs {
		if ref != nil && r.listUsed[i].Load() {
			ref[0] = number[ref[0]]
		}
	}
}

// fnGroup returns the number of the attribute group printed for attrs.
func (r *reader) fnGroup(attrs []ir.Attr) int {
	var b strings.Builder
	for _, a := range attrs {
		b.WriteString(a.String())
		if a.Type != nil {
			b.WriteString(a.Type.String())
		}
		b.WriteByte(0)
	}
	key := b.String()
	if id, ok := r.fnGroupIDs[key]; ok {
		return id
	}
	if r.fnGroupIDs == nil {
		r.fnGroupIDs = map[string]int{}
	}
	id := len(r.m.AttrGroups)
	r.fnGroupIDs[key] = id
	r.m.AttrGroups = append(r.m.AttrGroups, &ir.AttrGroup{ID: id, Attrs: attrs})
	return id
}

// upgradeTypeAttrs gives the type attributes that name no type (records
// without one, as bitcode older than LLVM 12 has them) the pointee type of
// their typed pointer t, as LLVM's reader does (withElemTypes). With an
// opaque pointer there is nothing to take it from, and a byval, sret or
// inalloca left bare would not say how many bytes the callee's copy
// holds: the reader stops. So it does for any other type attribute left
// bare (byref, preallocated, elementtype), which LLVM's reader keeps
// without a type and then prints as text no reader takes.
func (r *reader) upgradeTypeAttrs(l *ir.AttrList, t ir.Type) {
	*l = withElemTypes(*l, t)
	for _, a := range l.Attrs {
		switch {
		case a.Type != nil || !ir.IsTypeAttr(a.Kind):
		case a.Kind == "byval" || a.Kind == "sret" || a.Kind == "inalloca":
			r.fail("missing param element type for attribute upgrade")
		default:
			r.fail("attribute %s has no type", a.Kind)
		}
	}
}

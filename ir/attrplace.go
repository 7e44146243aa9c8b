package ir

import "sort"

// AttrPlace is where an attribute may stand: on a function (or call), a
// parameter (or argument), or a return value. The table is the union of
// what llvm-as-22 and llvm-as-14 take, so that IR either reads is read;
// LLVM's parser says "this attribute does not apply to ..." otherwise,
// and its verifier "Attribute 'A' does not apply to ...". String
// attributes stand anywhere.
type AttrPlace uint8

// The places.
const (
	PlaceFn AttrPlace = 1 << iota
	PlaceParam
	PlaceRet
)

var attrPlaces = func() map[string]AttrPlace {
	m := map[string]AttrPlace{}
	add := func(place AttrPlace, names ...string) {
		for _, n := range names {
			m[n] = place
		}
	}
	add(PlaceFn, "allockind", "allocsize", "alwaysinline", "argmemonly", "builtin", "cold",
		"convergent", "coro_elide_safe", "coro_only_destroy_when_complete",
		"disable_sanitizer_instrumentation", "fn_ret_thunk_extern", "hot", "hybrid_patchable",
		"inaccessiblemem_or_argmemonly", "inaccessiblememonly", "inlinehint", "jumptable", "memory",
		"minsize", "mustprogress", "naked", "nobuiltin", "nocallback", "nocf_check",
		"nocreateundeforpoison", "nodivergencesource", "noduplicate", "noimplicitfloat", "noinline",
		"nomerge", "nonlazybind", "noprofile", "norecurse", "noredzone", "noreturn",
		"nosanitize_bounds", "nosanitize_coverage", "nosync", "nounwind", "null_pointer_is_valid",
		"optdebug", "optforfuzzing", "optnone", "optsize", "presplitcoroutine", "returns_twice",
		"safestack", "sanitize_address", "sanitize_alloc_token", "sanitize_hwaddress",
		"sanitize_memory", "sanitize_memtag", "sanitize_numerical_stability", "sanitize_realtime",
		"sanitize_realtime_blocking", "sanitize_thread", "sanitize_type", "shadowcallstack",
		"skipprofile", "speculatable", "speculative_load_hardening", "ssp", "sspreq", "sspstrong",
		"strictfp", "uwtable", "vscale_range", "willreturn")
	add(PlaceFn|PlaceParam, "nofree", "preallocated", "readnone", "readonly", "writeonly")
	add(PlaceFn|PlaceParam|PlaceRet, "align", "alignstack")
	add(PlaceParam, "allocalign", "allocptr", "byref", "byval", "captures", "dead_on_return",
		"dead_on_unwind", "elementtype", "immarg", "inalloca", "initializes", "nest", "returned",
		"sret", "swiftasync", "swifterror", "swiftself", "writable")
	add(PlaceParam|PlaceRet, "dereferenceable", "dereferenceable_or_null", "inreg", "noalias",
		"nocapture", "noext", "nofpclass", "nonnull", "noundef", "range", "signext", "zeroext")
	return m
}()

// MayStand reports whether attribute a may stand at place. A string
// attribute, or one the table does not know, may stand anywhere.
func (a Attr) MayStand(place AttrPlace) bool {
	if a.Form == FormString {
		return true
	}
	p, ok := attrPlaces[a.Kind]
	return !ok || p&place != 0
}

// PlacedAttrs lists the attributes the table knows, sorted.
func PlacedAttrs() []string {
	out := make([]string, 0, len(attrPlaces))
	for k := range attrPlaces {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// KnownAttr reports whether kind is a keyword attribute of the table
// (LLVM 22's, and LLVM 14's that LLVM 22 no longer has).
func KnownAttr(kind string) bool {
	_, ok := attrPlaces[kind]
	return ok
}

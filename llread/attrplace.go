package llread

import "memspace/ir"

// Where an attribute may stand: on a function (or call), a parameter
// (or argument), or a return value. The table is the union of what
// llvm-as-22 and llvm-as-14 accept, so that IR either would read is read;
// LLVM says "this attribute does not apply to ..." otherwise, at the
// attribute's name. String attributes stand anywhere.
const (
	placeFn uint8 = 1 << iota
	placeParam
	placeRet
)

var attrPlaces = func() map[string]uint8 {
	m := map[string]uint8{}
	add := func(place uint8, names ...string) {
		for _, n := range names {
			m[n] = place
		}
	}
	add(placeFn, "allockind", "allocsize", "alwaysinline", "argmemonly", "builtin", "cold",
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
	add(placeFn|placeParam, "nofree", "preallocated", "readnone", "readonly", "writeonly")
	add(placeFn|placeParam|placeRet, "align", "alignstack")
	add(placeParam, "allocalign", "allocptr", "byref", "byval", "captures", "dead_on_return",
		"dead_on_unwind", "elementtype", "immarg", "inalloca", "initializes", "nest", "returned",
		"sret", "swiftasync", "swifterror", "swiftself", "writable")
	add(placeParam|placeRet, "dereferenceable", "dereferenceable_or_null", "inreg", "noalias",
		"nocapture", "noext", "nofpclass", "nonnull", "noundef", "range", "signext", "zeroext")
	return m
}()

// attrMayStand reports whether attribute a may stand at place. A string
// attribute may stand anywhere.
func attrMayStand(a ir.Attr, place uint8) bool {
	if a.Form == ir.FormString {
		return true
	}
	p, ok := attrPlaces[a.Kind]
	return !ok || p&place != 0
}

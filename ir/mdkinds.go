package ir

// fixedMDKinds is LLVM's fixed numbering of metadata kinds
// (FixedMetadataKinds.def); other kinds are numbered after these, in the
// order a module names them. LLVM prints an object's attachments sorted
// by that number (!dbg first).
var fixedMDKinds = map[string]int{"dbg": 0, "tbaa": 1, "prof": 2, "fpmath": 3, "range": 4,
	"tbaa.struct": 5, "invariant.load": 6, "alias.scope": 7, "noalias": 8, "nontemporal": 9,
	"llvm.mem.parallel_loop_access": 10, "nonnull": 11, "dereferenceable": 12,
	"dereferenceable_or_null": 13, "make.implicit": 14, "unpredictable": 15,
	"invariant.group": 16, "align": 17, "llvm.loop": 18, "type": 19, "section_prefix": 20,
	"absolute_symbol": 21, "associated": 22, "callees": 23, "irr_loop": 24,
	"llvm.access.group": 25, "callback": 26, "llvm.preserve.access.index": 27,
	"vcall_visibility": 28, "noundef": 29, "annotation": 30, "nosanitize": 31,
	"func_sanitize": 32, "exclude": 33, "memprof": 34, "callsite": 35, "kcfi_type": 36,
	"pcsections": 37, "DIAssignID": 38, "coro.outside.frame": 39, "mmra": 40,
	"noalias.addrspace": 41}

// FixedMDKind returns LLVM's fixed number of metadata kind k, if it has
// one.
func FixedMDKind(k string) (int, bool) {
	n, ok := fixedMDKinds[k]
	return n, ok
}

// NumFixedMDKinds is how many kinds FixedMDKind knows.
func NumFixedMDKinds() int { return len(fixedMDKinds) }

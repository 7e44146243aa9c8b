package intrinsic

import (
	"strconv"
	"strings"
	"sync"
)

// Where is the memory an intrinsic may touch.
type Where uint8

const (
	Anywhere          Where = iota // any memory
	ArgMem                         // what its pointer arguments point to
	InaccessibleMem                // memory no pointer of the module reaches
	ArgOrInaccessible              // either of the last two
)

// Memory is what an intrinsic may do to memory, as LLVM 22 says.
type Memory struct {
	Reads, Writes bool
	Where         Where
}

// Status says what Lookup found.
type Status uint8

const (
	NotIntrinsic Status = iota // no intrinsic of LLVM 22 has this name
	Known                      // an intrinsic of the table
	Foreign                    // an intrinsic of a target the table leaves out
)

type entry struct {
	mem        Memory
	overloaded bool
}

var (
	once   sync.Once
	byName map[string]entry
)

// load builds the index of the table.
func load() {
	byName = make(map[string]entry, 5000)
	for _, c := range table {
		mem := classOf(c.class)
		for _, n := range strings.Fields(c.names) {
			name, over := strings.CutSuffix(n, "*")
			byName[name] = entry{mem, over}
		}
	}
}

// classOf reads a class of the table: "none", or access/where as "rw/arg".
func classOf(c string) Memory {
	access, where, _ := strings.Cut(c, "/")
	m := Memory{Reads: strings.Contains(access, "r"), Writes: strings.Contains(access, "w")}
	switch where {
	case "arg":
		m.Where = ArgMem
	case "inaccessible":
		m.Where = InaccessibleMem
	case "arg+inaccessible":
		m.Where = ArgOrInaccessible
	}
	return m
}

// Lookup finds the intrinsic that name calls, as LLVM does: the longest
// name of the table that name is, or starts with followed by a dot; a
// longer name (the types of an overloaded intrinsic, ".p0.i64") only
// for an overloaded one.
func Lookup(name string) (Memory, Status) {
	if _, e, ok := find(name); ok {
		return e.mem, Known
	}
	if !strings.HasPrefix(name, "llvm.") {
		return Memory{}, NotIntrinsic
	}
	target, _, _ := strings.Cut(strings.TrimPrefix(name, "llvm."), ".")
	for _, f := range foreign {
		if target == f {
			return Memory{}, Foreign
		}
	}
	return Memory{}, NotIntrinsic
}

// find returns the table's name for the intrinsic name calls, and its
// entry.
func find(name string) (string, entry, bool) {
	if !strings.HasPrefix(name, "llvm.") || EmptyPart(name) {
		return "", entry{}, false
	}
	once.Do(load)
	for prefix := name; ; {
		if e, ok := byName[prefix]; ok {
			return prefix, e, prefix == name || e.overloaded
		}
		i := strings.LastIndexByte(prefix, '.')
		if i <= len("llvm") {
			return "", entry{}, false
		}
		prefix = prefix[:i]
	}
}

// EmptyPart reports whether a dot-separated part of name is empty
// ("llvm.memcpy.", "llvm.memcpy..p0"): LLVM takes such a function for no
// intrinsic, whatever its name begins with.
func EmptyPart(name string) bool {
	return strings.HasSuffix(name, ".") || strings.Contains(name, "..")
}

// Base returns the table's name of the intrinsic name calls
// ("llvm.memcpy" for "llvm.memcpy.p0.p3.i64"); ok is false for a name the
// table does not know.
func Base(name string) (base string, ok bool) {
	base, _, ok = find(name)
	return base, ok
}

// ImmArgs returns the parameters (from 0) that LLVM 22 gives the immarg
// attribute on the intrinsic name calls, whatever its declaration says
// (LLVM sets an intrinsic's attributes from its table as it reads a
// module); known is false for a name the table does not know.
func ImmArgs(name string) (params []int, known bool) {
	base, _, ok := find(name)
	if !ok {
		return nil, false
	}
	immOnce.Do(loadImmArgs)
	return immArgs[base], true
}

var (
	immOnce sync.Once
	immArgs map[string][]int
)

// loadImmArgs reads immArgTable.
func loadImmArgs() {
	immArgs = map[string][]int{}
	for _, e := range strings.Fields(immArgTable) {
		name, list, _ := strings.Cut(e, ":")
		for _, a := range strings.Split(list, ",") {
			n, err := strconv.Atoi(a)
			if err == nil {
				immArgs[name] = append(immArgs[name], n)
			}
		}
	}
}

// Variadic reports whether the intrinsic name calls takes "..." after
// its parameters in LLVM 22; known is false for a name the table does
// not know.
func Variadic(name string) (variadic, known bool) {
	base, _, ok := find(name)
	if !ok {
		return false, false
	}
	varOnce.Do(func() {
		variadics = map[string]bool{}
		for _, n := range strings.Fields(variadicTable) {
			variadics[n] = true
		}
	})
	return variadics[base], true
}

var (
	varOnce   sync.Once
	variadics map[string]bool
)

// Signature returns the result and parameter types, as LLVM's text spells
// them, of intrinsic name when it is not overloaded; ok is false for an
// overloaded or variadic intrinsic, or a name the table does not know.
// params is shared: callers read it only.
func Signature(name string) (ret string, params []string, ok bool) {
	if strings.HasSuffix(name, "*") { // the table's mark of an overloaded one
		return "", nil, false
	}
	sigOnce.Do(loadSignatures)
	return signatureOf(name)
}

// OverloadedSignature returns, for a call of an overloaded intrinsic (its
// name followed by the mangled types), the result and parameter types of
// LLVM 22's table: "*" stands for each type that is not fixed ("*i" an
// integer or a vector of them, "*f" the same of floating point, "*v" a
// vector, "*p" a pointer, "*" alone any type), "=P" for
// one that is the type at signature position P (0 the result, then the
// parameters; LLVM's LLVMMatchType), "=P:iK" for iK or a vector of iK of
// position P's element count (LLVMScalarOrSameVectorWidth, the masks),
// "=P.e" for the element type of position P's vector, "=P/N" for its
// vector of an Nth of the elements (LLVMOneNthElementsVectorType);
// the result of an intrinsic of several results is fixed or "*" whole.
// ok is false for other names and for an intrinsic with nothing but "*"
// (no kinds).
// params is shared: callers read it only.
func OverloadedSignature(name string) (ret string, params []string, ok bool) {
	base, e, found := find(name)
	if !found || !e.overloaded {
		return "", nil, false
	}
	sigOnce.Do(loadSignatures)
	return signatureOf(base + "*")
}

// loadSignatures reads signatureTable and splits each signature once.
func loadSignatures() {
	sigOf = map[string]int{}
	for _, e := range strings.Fields(signatureTable) {
		n, i, _ := strings.Cut(e, ":")
		if k, err := strconv.Atoi(i); err == nil {
			sigOf[n] = k
		}
	}
	sigSlots = make([][]string, len(signatures))
	for k, sig := range signatures {
		sigSlots[k] = strings.Split(sig, "|")
	}
}

// signatureOf looks a table name up in sigOf.
func signatureOf(name string) (ret string, params []string, ok bool) {
	k, ok := sigOf[name]
	if !ok {
		return "", nil, false
	}
	return sigSlots[k][0], sigSlots[k][1:], true
}

var (
	sigOnce  sync.Once
	sigOf    map[string]int
	sigSlots [][]string // each signature split: the result, then the parameters
)

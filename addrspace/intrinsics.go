package addrspace

import (
	"strings"

	"memspace/intrinsic"
	"memspace/ir"
)

// The intrinsics the analysis knows by name. Names are matched by prefix,
// since overloaded intrinsics end with their mangled types
// ("llvm.memcpy.p0.p3.i64", "llvm.memcpy.p0i8.p3i8.i64").

// isPtrLike reports whether t is a pointer or a vector of pointers.
func isPtrLike(t ir.Type) bool {
	_, ok := ir.AddrSpaceOf(t)
	return ok
}

// IsPtrLike reports whether t is a pointer or a vector of pointers.
func IsPtrLike(t ir.Type) bool { return isPtrLike(t) }

// calleeName returns the name of a directly called function, or "".
func calleeName(in *ir.Instruction) string {
	if f := in.CalledFunction(); f != nil {
		return f.Name()
	}
	return ""
}

// CalleeName returns the name of the function a call names directly, or "".
func CalleeName(in *ir.Instruction) string { return calleeName(in) }

func hasPrefix(name string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// isLifetimeOrDebug: markers that neither read nor publish an address.
func isLifetimeOrDebug(name string) bool {
	return hasPrefix(name, "llvm.lifetime.", "llvm.dbg.", "llvm.invariant.start",
		"llvm.invariant.end", "llvm.assume", "llvm.fake.use")
}

// isMemTransfer: llvm.memcpy, llvm.memcpy.inline and llvm.memmove (dest,
// source, length, volatile).
func isMemTransfer(name string) bool {
	// A name with an empty part is some other function's, which a pass
	// must not rewrite as an intrinsic (FuzzPipeline). Sound: such a call
	// is then an unknown call, whose pointers the analysis assumes escape.
	return hasPrefix(name, "llvm.memcpy.", "llvm.memmove.") && !intrinsic.EmptyPart(name)
}

// IsMemTransfer reports whether name is llvm.memcpy(.inline) or llvm.memmove.
func IsMemTransfer(name string) bool { return isMemTransfer(name) }

// isMemSet: llvm.memset and llvm.memset.inline (dest, value, length, volatile).
func isMemSet(name string) bool { return hasPrefix(name, "llvm.memset.") && !intrinsic.EmptyPart(name) }

// IsMemSet reports whether name is llvm.memset(.inline).
func IsMemSet(name string) bool { return isMemSet(name) }

// isWMMAMemory: the WMMA fragment loads and stores, whose first operand is
// the matrix address.
func isWMMAMemory(name string) bool {
	if !strings.HasPrefix(name, "llvm.nvvm.wmma.") {
		return false
	}
	return strings.Contains(name, ".load.") || strings.Contains(name, ".store.")
}

// IsWMMAMemory reports whether name is a WMMA fragment load or store.
func IsWMMAMemory(name string) bool { return isWMMAMemory(name) }

// isBulkCopy: the cp.async.bulk family (TMA copies, prefetches, reductions).
func isBulkCopy(name string) bool { return strings.HasPrefix(name, "llvm.nvvm.cp.async.bulk") }

// passThrough: intrinsics that return their first (pointer) argument,
// possibly with some bits changed, in the same space.
func passThrough(name string) bool {
	return hasPrefix(name, "llvm.threadlocal.address",
		"llvm.launder.invariant.group", "llvm.strip.invariant.group", "llvm.ssa.copy")
}

// nvvmToGeneric returns the space named by llvm.nvvm.ptr.X.to.gen
// ("global", "shared", "constant", "local").
func nvvmToGeneric(name string) (space string, ok bool) {
	rest, found := strings.CutPrefix(name, "llvm.nvvm.ptr.")
	if !found {
		return "", false
	}
	for _, s := range []string{"global", "shared", "constant", "local"} {
		if strings.HasPrefix(rest, s+".to.gen") {
			return s, true
		}
	}
	return "", false
}

// nvvmFromGeneric returns the space named by llvm.nvvm.ptr.gen.to.X.
func nvvmFromGeneric(name string) (space string, ok bool) {
	rest, found := strings.CutPrefix(name, "llvm.nvvm.ptr.gen.to.")
	if !found {
		return "", false
	}
	for _, s := range []string{"global", "shared", "constant", "local"} {
		if rest == s || strings.HasPrefix(rest, s+".") {
			return s, true
		}
	}
	return "", false
}

// NVVMConversion reports whether name is one of the old NVVM conversion
// intrinsics and which way it converts: toGeneric is true for
// llvm.nvvm.ptr.X.to.gen, false for llvm.nvvm.ptr.gen.to.X.
func NVVMConversion(name string) (space string, toGeneric, ok bool) {
	if s, ok := nvvmToGeneric(name); ok {
		return s, true, true
	}
	if s, ok := nvvmFromGeneric(name); ok {
		return s, false, true
	}
	return "", false, false
}

// callArgs returns a call's arguments, or nil for an instruction without
// call information.
func callArgs(in *ir.Instruction) []ir.Value {
	if in.Call() == nil {
		return nil
	}
	return in.Args()
}

// CallArgs returns a call's arguments, or nil for an instruction without
// call information.
func CallArgs(in *ir.Instruction) []ir.Value { return callArgs(in) }

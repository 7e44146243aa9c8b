package spacealias

import "memspace/target"

// AMDGPU and SPIR spaces the rules name.
const (
	amdFlat       target.AddrSpace = 0
	amdRegion     target.AddrSpace = 2
	amdLocal      target.AddrSpace = 3
	amdConstant   target.AddrSpace = 4
	amdPrivate    target.AddrSpace = 5
	amdConstant32 target.AddrSpace = 6
	amdMaxSpace   target.AddrSpace = 9

	spirGeneric  target.AddrSpace = 4
	spirGlobal   target.AddrSpace = 1
	spirConstant target.AddrSpace = 2
)

// nvptxRule is §6: generic against anything, the same space, shared
// against shared::cluster (a cluster address may name this CTA's shared
// memory) and global against param (a parameter's generic address lies in
// the global window) may alias; any other two spaces may not. Mode LLVM
// answers NoAlias for global against param, as nvptx-aa does.
func (a *Analysis) nvptxRule(x, y target.AddrSpace) Result {
	switch {
	case x == target.NVPTXGeneric || y == target.NVPTXGeneric || x == y:
		return MayAlias
	case pair(x, y, target.NVPTXShared, target.NVPTXSharedCluster):
		return MayAlias
	case pair(x, y, target.NVPTXGlobal, target.NVPTXParam) && a.mode == Memspace:
		return MayAlias
	}
	return NoAlias
}

// pair reports whether {x, y} is {a, b}.
func pair(x, y, a, b target.AddrSpace) bool {
	return x == a && y == b || x == b && y == a
}

// amdgpuMay is LLVM's AMDGPU table, indexed by the spaces 0..9: flat,
// global, region, local, constant, private, 32-bit constant, buffer fat
// pointer, buffer resource, buffer strided pointer. Spaces above 9 may
// alias everything.
var amdgpuMay = [10][10]bool{
	/* flat      */ {true, true, false, true, true, true, true, true, true, true},
	/* global    */ {true, true, false, false, true, false, true, true, true, true},
	/* region    */ {false, false, true, false, false, false, false, false, false, false},
	/* local     */ {true, false, false, true, false, false, false, false, false, false},
	/* constant  */ {true, true, false, false, false, false, true, true, true, true},
	/* private   */ {true, false, false, false, false, true, false, false, false, false},
	/* const32   */ {true, true, false, false, true, false, false, true, true, true},
	/* fat ptr   */ {true, true, false, false, true, false, true, true, true, true},
	/* rsrc      */ {true, true, false, false, true, false, true, true, true, true},
	/* strided   */ {true, true, false, false, true, false, true, true, true, true},
}

// amdgpuRule looks the two spaces up in LLVM's table.
func amdgpuRule(x, y target.AddrSpace) Result {
	if x > amdMaxSpace || y > amdMaxSpace || amdgpuMay[x][y] {
		return MayAlias
	}
	return NoAlias
}

// spirRule is ours (LLVM has no SPIR alias analysis): generic against
// anything and the same space may alias; so may constant and global, since
// an implementation may keep constant buffers in global memory; spaces
// the target does not know may alias everything; other pairs may not.
func spirRule(x, y target.AddrSpace) Result {
	switch {
	case x == spirGeneric || y == spirGeneric || x == y || x > spirGeneric || y > spirGeneric:
		return MayAlias
	case pair(x, y, spirGlobal, spirConstant):
		return MayAlias
	}
	return NoAlias
}

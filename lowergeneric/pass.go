// The lower-generic pass.
//
// What: an Intel GPU has no memory instruction that takes a generic
// address. The compiler keeps the space a generic pointer came from in
// bits 61–63 of the pointer (private 001, local 010, global its own
// canonical 000 or 111) and resolves every generic access at run time. This
// pass does that in the IR, so memspace can be the last stage before code
// generation for such targets.
//
// Why here, and why better than the reference: the reference compiler
// gives every generic access a switch with one block per space of the
// target. memspace already knows each pointer's set of possible spaces,
// across calls, so an access through a pointer that may be global or
// local gets two blocks, one that may only be global gets none, and a
// module in which no local pointer ever becomes generic resolves every
// access statically.
//
// Before and after (a helper that may see global or local memory):
//
//	%g = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
//	%v = load i32, ptr addrspace(4) %p
//
//	%0 = ptrtoint ptr addrspace(3) %l to i64
//	%1 = and i64 %0, 2305843009213693951
//	%2 = or i64 %1, 4611686018427387904
//	%3 = icmp eq i64 %0, 0
//	%4 = select i1 %3, i64 0, i64 %2
//	%g = inttoptr i64 %4 to ptr addrspace(4)
//	...
//	%5 = ptrtoint ptr addrspace(4) %p to i64
//	%6 = lshr i64 %5, 61
//	switch i64 %6, label %lg.global [ i64 2, label %lg.local ]
//	lg.global: %7 = inttoptr i64 %5 to ptr addrspace(1); %8 = load i32, ptr addrspace(1) %7; br %lg.join
//	lg.local:  %9 = shl i64 %5, 4; %10 = ashr i64 %9, 4; %11 = inttoptr i64 %10 to ptr addrspace(3)
//	           %12 = load i32, ptr addrspace(3) %11; br %lg.join
//	lg.join:   %v = phi i32 [ %8, %lg.global ], [ %12, %lg.local ]
//
// Termination and cost: one solve of the module, then one walk over the
// instructions each block had before the pass began, rebuilding the block
// as it goes (a switch ends the block being built and the walk goes on in
// its join block); a memcpy with two generic operands is split on its
// destination, and each copy it leaves on its source, after which no
// generic operand remains, so every instruction is lowered at most twice
// and the pass is linear in the size of the module.
package lowergeneric

import (
	"fmt"
	"slices"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/pass"
	"memspace/target"
)

// Name is the pass name used in -passes=.
const Name = "lower-generic"

// The option names, exactly as the command line spells them.
const (
	// OptPrivateInGlobal places private memory in a global buffer (the
	// reference's default): no private block and no private tag unless a
	// conversion must tell private from global.
	OptPrivateInGlobal = "lower-generic-private-in-global"
	// OptEnable adds the pass to the default pipeline on spir (§8).
	OptEnable = "lower-generic"
)

var options = []pass.Option{
	{Name: OptPrivateInGlobal, Default: "true", Help: "private memory lives in a global buffer: no private block, no private tag unless a to_* conversion needs one", Check: pass.CheckBool},
	{Name: OptEnable, Default: "false", Help: "append lower-generic to the default pipeline (spir)", Check: pass.CheckBool},
}

func init() {
	pass.Register(pass.Pass{Name: Name, Run: Run, Options: options})
}

// Run lowers every generic access of the module.
func Run(ctx *pass.Context) error {
	if ctx.Target == nil || ctx.Target.Name() != "spir" {
		return fmt.Errorf("runs on the spir target only")
	}
	m := ctx.Module
	if !is64(m) {
		return fmt.Errorf("needs 64-bit pointers (a spir64 or spirv64 triple, and generic pointers of 64 bits in the data layout): the tag lives in bits 61-63")
	}
	lw := newLowerer(ctx)
	lw.globalsOK()
	for _, f := range m.Functions {
		if !f.IsDeclaration() {
			lw.scan(f)
		}
	}
	if lw.failed {
		return fmt.Errorf("%d construct(s) could not be lowered", lw.nErrors)
	}
	materializeAll(m)
	lw.res = addrspace.Solve(m, addrspace.DefaultConfig(ctx.Target))
	lw.plan()
	for _, f := range m.Functions {
		if !f.IsDeclaration() {
			lw.check(f)
		}
	}
	// A snapshot: lowering an access may declare an intrinsic for a new
	// space right after its other overloads (InsertFunctionAfter), which
	// shifts m.Functions in place; ranging over the list itself then
	// skipped its last function, leaving a kernel unlowered.
	for _, f := range slices.Clone(m.Functions) {
		if !f.IsDeclaration() {
			lw.function(f)
		}
	}
	lw.dropUnusedDecls()
	lw.report()
	return nil
}

// is64 reports whether generic pointers are 64 bits wide: the triple
// says so and the data layout does not give addrspace(4) (or, without an
// entry of its own, every space) narrower pointers, which would cut the
// tag off in inttoptr.
func is64(m *ir.Module) bool {
	if dl, err := target.ParseDataLayout(m.DataLayout); err == nil && dl.PointerBits(asGeneric) != 64 {
		return false
	}
	tr := m.Triple
	return len(tr) >= 6 && tr[:6] == "spir64" || len(tr) >= 7 && tr[:7] == "spirv64" ||
		tr == "" || len(tr) >= 5 && tr[:5] == "spirv" && !(len(tr) >= 7 && tr[:7] == "spirv32")
}

package addrspace

import (
	"strings"

	"memspace/intrinsic"
	"memspace/ir"
)

// What calls do to memory. A call to an internal function whose callers
// we all see passes its arguments to the callee's parameters (the callee's
// body is analyzed with them); a call to another function defined here
// lets the callee see its arguments as unknown pointers, so they escape;
// anything else is described by our table of intrinsics and library
// functions, or by the memory attributes of the call and the declaration
// (for an intrinsic, LLVM's own table in place of the declaration's, as
// LLVM reads it: package intrinsic); a call none of them describes may
// write anything anywhere it can reach.

// effect is what a call may do to the memory we track.
type effect struct {
	readsArgs, writesArgs bool // through its pointer arguments
	readsAny, writesAny   bool // anywhere it can reach
}

var (
	noEffect      = effect{}
	unknownEffect = effect{true, true, true, true}
)

// callEffect applies the memory effects of a call and passes arguments
// to the callee's parameters.
func (s *solver) callEffect(in *ir.Instruction) {
	f := in.Parent.Parent
	args := callArgs(in)
	callee := in.CalledFunction()
	for _, fd := range s.callbackFeeds[in] {
		s.raiseValue(fd.param, s.valueCell(args[fd.arg])) // an OpenMP runtime callback's (ompcallback.go)
	}
	switch {
	case callee == nil:
		s.opaqueCall(in, args, unknownEffect, f)
	case callee.IsIntrinsic():
		s.intrinsicEffect(in, callee.Name(), args, f)
	case s.fc.tracked[callee]:
		s.passArgs(in, callee, args)
	case s.transparent[in]:
		// an OpenMP parallel call whose region and wrapper are followed (openmp.go)
	case s.visible(in):
		s.escapeArgs(args)
	case harmlessExternal(callee.Name()):
	default:
		s.opaqueCall(in, args, s.attrEffect(in), f)
	}
}

// opaqueCall applies the effect of code we cannot see. Its arguments
// escape: it may keep them, return them or store them into each other.
func (s *solver) opaqueCall(in *ir.Instruction, args []ir.Value, e effect, f *ir.Function) {
	s.escapeArgs(args)
	switch {
	case e.writesAny:
		s.writeUnknown(s.unknownWrite(in), f)
	case e.writesArgs:
		for _, a := range args {
			if isPtrLike(a.Type()) {
				s.storeTo(s.stateOf(a), s.unknownWrite(in), f)
			}
		}
	}
}

// escapeArgs escapes whatever the arguments point to (pointers and
// images of pointers alike).
func (s *solver) escapeArgs(args []ir.Value) {
	for _, a := range args {
		s.escape(s.stateOf(a).locs)
	}
}

// passArgs passes actual arguments to the parameters of a tracked callee;
// a byval parameter is the callee's own copy of what the actual points to.
func (s *solver) passArgs(in *ir.Instruction, callee *ir.Function, args []ir.Value) {
	for i, actual := range args {
		if i >= len(callee.Params) {
			break
		}
		p := callee.Params[i]
		if _, fixed := s.argSeed(p); fixed {
			continue
		}
		if l, ok := s.byvalLoc[p]; ok {
			s.raiseLoc(l, s.readFrom(actual, in), callee)
			s.copyRaw(nil, l, actual, s.byvalBytes(p), in)
			continue
		}
		s.raiseValue(p, s.valueCell(actual))
	}
}

// byvalBytes is the size of byval parameter p's copy, or -1.
func (s *solver) byvalBytes(p *ir.Argument) int64 {
	if a, ok := p.Attrs.Get("byval"); ok && a.Type != nil {
		return s.typeBytes(a.Type)
	}
	return -1
}

// intrinsicEffect applies the effect of an llvm.* call.
func (s *solver) intrinsicEffect(in *ir.Instruction, name string, args []ir.Value, f *ir.Function) {
	switch {
	case isMemSet(name) && len(args) > 2:
		s.storeValues(args[0], constBytes(args[2]), in, args[1]) // raw bits unless zero
	case isLifetimeOrDebug(name) || pureIntrinsic(name) || readsOnlyIntrinsic(name):
	case isMemTransfer(name) && len(args) > 2:
		s.copyMemory(args[0], args[1], constBytes(args[2]), in)
	case isAsyncCopy(name) && len(args) > 1:
		s.copyMemory(args[0], args[1], -1, in)
	case isBulkCopy(name):
		s.bulkCopy(in, args, f)
	case storedByIntrinsic(name) >= 0 && len(args) > 1:
		s.storeValues(args[storedByIntrinsic(name)], -1, in, storedValues(name, args)...)
	default:
		s.opaqueCall(in, args, s.attrEffect(in), f)
	}
}

// bulkCopy: a cp.async.bulk copy may move data between any two of its
// pointer operands.
func (s *solver) bulkCopy(in *ir.Instruction, args []ir.Value, f *ir.Function) {
	var all cell
	for _, a := range args {
		if isPtrLike(a.Type()) {
			all.raise(s.readFrom(a, in), s.n)
		}
	}
	for _, a := range args {
		if isPtrLike(a.Type()) {
			s.storeTo(s.stateOf(a), all, f)
		}
	}
}

// storedByIntrinsic returns the index of the address operand of an
// intrinsic that stores its other operands through it, or -1:
// llvm.masked.store/scatter/compressstore (value, address, ...), the NVVM
// atomics and the WMMA stores (address, values...).
func storedByIntrinsic(name string) int {
	switch {
	case hasPrefix(name, "llvm.masked.store.", "llvm.masked.scatter.", "llvm.masked.compressstore."):
		return 1
	case hasPrefix(name, "llvm.nvvm.atomic."), isWMMAMemory(name) && strings.Contains(name, ".store."):
		return 0
	}
	return -1
}

// storedValues are the values such an intrinsic stores: the first
// operand of the masked stores, every operand after the address
// otherwise.
func storedValues(name string, args []ir.Value) []ir.Value {
	if storedByIntrinsic(name) == 1 {
		return args[:1]
	}
	return args[1:]
}

// pureIntrinsic: intrinsics that touch no memory we track.
func pureIntrinsic(name string) bool {
	return hasPrefix(name, "llvm.nvvm.read.ptx.sreg.", "llvm.nvvm.barrier", "llvm.nvvm.bar.",
		"llvm.nvvm.isspacep.", "llvm.nvvm.shfl.", "llvm.nvvm.vote.", "llvm.nvvm.membar", "llvm.nvvm.fence",
		"llvm.nvvm.ptr.", "llvm.amdgcn.workitem.id", "llvm.amdgcn.workgroup.id", "llvm.amdgcn.s.barrier",
		"llvm.amdgcn.is.", "llvm.ptrmask.", "llvm.threadlocal.address", "llvm.launder.invariant.group",
		"llvm.strip.invariant.group", "llvm.ssa.copy", "llvm.experimental.noalias.scope.decl",
		"llvm.prefetch", "llvm.nvvm.prefetch", "llvm.var.annotation", "llvm.ptr.annotation",
		"llvm.annotation", "llvm.donothing", "llvm.expect", "llvm.objectsize", "llvm.trap", "llvm.debugtrap")
}

// readsOnlyIntrinsic: intrinsics that read through their pointer operands
// and write nothing.
func readsOnlyIntrinsic(name string) bool {
	return hasPrefix(name, "llvm.masked.load.", "llvm.masked.gather.", "llvm.masked.expandload.",
		"llvm.nvvm.ldg.", "llvm.nvvm.ldu.") || (isWMMAMemory(name) && strings.Contains(name, ".load."))
}

// isAsyncCopy: cp.async copies from global to shared memory (destination,
// source).
func isAsyncCopy(name string) bool {
	return strings.HasPrefix(name, "llvm.nvvm.cp.async.") && !isBulkCopy(name) && strings.Contains(name, ".shared.global")
}

// harmlessExternal: library functions known to write no pointer into
// memory we track.
func harmlessExternal(name string) bool {
	switch name {
	case "vprintf", "printf", "__assertfail", "__assert_fail", "free":
		return true
	}
	return strings.HasPrefix(name, "__nv_")
}

// attrEffect reads a call's memory effects from the attributes of the
// call and of the callee's declaration; without any, the call may do
// anything. The answer is kept per call: a call is visited many times.
func (s *solver) attrEffect(in *ir.Instruction) effect {
	if e, ok := s.effects[in]; ok {
		return e
	}
	e := s.readAttrEffect(in)
	s.effects[in] = e
	return e
}

func (s *solver) readAttrEffect(in *ir.Instruction) effect {
	e, known := unknownEffect, false
	lists := []*ir.AttrList{&in.Call().FnAttrs}
	if f := in.CalledFunction(); f != nil {
		// An intrinsic's declaration does not count: LLVM replaces its
		// attributes with those of its table as it reads the module, so a
		// declaration saying memory(none) of an intrinsic that writes would
		// be believed here and not by the compiler. The table holds in
		// every execution: it is what LLVM compiles the call by, and no
		// lowering of the intrinsic touches memory it leaves out (a pointer
		// the table lets the call write, it may write anything into). The
		// call's own attributes stand (LLVM keeps them: breaking them is
		// undefined).
		switch mem, status := intrinsic.Lookup(f.Name()); status {
		case intrinsic.Known:
			e, known = intrinsicMemEffect(mem), true
		case intrinsic.Foreign: // another target's: its table is not ours
		default:
			lists = append(lists, &f.FnAttrs)
		}
	}
	for _, l := range lists {
		if le, ok := s.listEffect(l); ok {
			e, known = e.and(le), true
		}
	}
	if !known {
		return unknownEffect
	}
	return e
}

// intrinsicMemEffect is the effect of an intrinsic LLVM's table
// describes with mem.
func intrinsicMemEffect(mem intrinsic.Memory) effect {
	switch mem.Where {
	case intrinsic.Anywhere:
		return effect{mem.Reads, mem.Writes, mem.Reads, mem.Writes}
	case intrinsic.ArgMem, intrinsic.ArgOrInaccessible:
		return effect{readsArgs: mem.Reads, writesArgs: mem.Writes}
	}
	return noEffect // inaccessible memory holds no pointer of the module
}

func (e effect) and(o effect) effect {
	return effect{e.readsArgs && o.readsArgs, e.writesArgs && o.writesArgs, e.readsAny && o.readsAny, e.writesAny && o.writesAny}
}

// listEffect reads one attribute list: memory(...) or the older
// readnone/readonly/writeonly/argmemonly/inaccessiblememonly.
func (s *solver) listEffect(l *ir.AttrList) (effect, bool) {
	if a, ok := s.m.ListAttr(l, "memory"); ok {
		return memoryEffect(a.Value), true
	}
	has := func(k string) bool { _, ok := s.m.ListAttr(l, k); return ok }
	switch {
	case has("readnone") || has("inaccessiblememonly"):
		return noEffect, true
	}
	e, known := unknownEffect, false
	if has("readonly") {
		e.writesArgs, e.writesAny, known = false, false, true
	}
	if has("argmemonly") {
		e.readsAny, e.writesAny, known = false, false, true
	}
	return e, known
}

// memoryEffect parses the value of memory(...): "none", "read",
// "argmem: readwrite", "readwrite, argmem: none", ...
func memoryEffect(v string) effect {
	var e effect
	for _, part := range strings.Split(v, ",") {
		kind, access, found := strings.Cut(strings.TrimSpace(part), ":")
		if !found {
			access, kind = kind, ""
		}
		access = strings.TrimSpace(access)
		reads, writes := strings.Contains(access, "read"), strings.Contains(access, "write")
		switch strings.TrimSpace(kind) {
		case "argmem":
			e.readsArgs, e.writesArgs = reads, writes
		case "inaccessiblemem", "errnomem":
		case "":
			e.readsAny, e.writesAny = reads, writes
			e.readsArgs, e.writesArgs = e.readsArgs || reads, e.writesArgs || writes
		default:
			e.readsAny, e.writesAny = e.readsAny || reads, e.writesAny || writes
		}
	}
	return e
}

// visible reports whether a call goes to a function whose body the solver
// analyzes itself.
func (s *solver) visible(in *ir.Instruction) bool {
	f := in.CalledFunction()
	return f != nil && !f.IsDeclaration() && !interposable(f.Linkage)
}

// valueCell is v's cell as it travels into a parameter or out of a
// function: with the raw flag when v may hold raw bits. An operand
// without a cell is raw by what it is (rawValue), which the parameter or
// the call's result, having a cell of its own, would no longer tell:
// one call passing a pointer's image and another raw bits would make the
// parameter the image alone.
func (s *solver) valueCell(v ir.Value) cell {
	c := s.stateOf(v)
	if !c.raw && s.rawValue(v) {
		c.raw = true
	}
	return c
}

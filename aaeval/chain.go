package aaeval

import (
	"strings"

	"memspace/ir"
	sa "memspace/spacealias"
)

// loc is a memory location: a pointer and, for load/store pairs under
// -evaluate-aa-metadata, the instruction whose scope metadata applies.
type loc struct {
	ptr ir.Value
	tag *ir.Instruction // nil: no metadata
}

// chain is the -aa-pipeline: the address-space analysis and/or the
// scoped-noalias analysis, asked in the order given.
type chain struct {
	order []string // "space" and "scoped"
	space *sa.Memo
}

// newChain builds the analyses named by list ("" or "default": both).
func newChain(list string, space *sa.Analysis) *chain {
	c := &chain{space: space.Memo()}
	for _, n := range strings.Split(list, ",") {
		switch strings.TrimSpace(n) {
		case "nvptx-aa", "amdgpu-aa", ownName:
			c.add("space")
		case scopedNoAlias:
			c.add("scoped")
		case "default":
			c.add("space")
			c.add("scoped")
		}
	}
	if len(c.order) == 0 && strings.TrimSpace(list) == "" {
		c.order = []string{"space", "scoped"}
	}
	return c
}

func (c *chain) add(n string) {
	for _, x := range c.order {
		if x == n {
			return
		}
	}
	c.order = append(c.order, n)
}

// alias is AAResults::alias: the first answer other than MayAlias wins.
func (c *chain) alias(a, b loc) sa.Result {
	for _, n := range c.order {
		r := sa.MayAlias
		if n == "space" {
			r = c.space.Alias(a.ptr, b.ptr)
		} else if !mayAliasInScopes(scopes(a.tag), noalias(b.tag)) || !mayAliasInScopes(scopes(b.tag), noalias(a.tag)) {
			r = sa.NoAlias
		}
		if r != sa.MayAlias {
			return r
		}
	}
	return sa.MayAlias
}

// mask is AAResults::getModRefInfoMask.
func (c *chain) mask(l loc) sa.ModRef {
	for _, n := range c.order {
		if n == "space" && c.space.ModRefMask(l.ptr) == sa.NoModRef {
			return sa.NoModRef
		}
	}
	return sa.ModRefAll
}

// callVsLoc is AAResults::getModRefInfo(Call, Loc): what scoped-noalias
// says from the call's metadata, then the location's mask.
func (c *chain) callVsLoc(call *ir.Instruction, l loc) sa.ModRef {
	for _, n := range c.order {
		if n == "scoped" && (!mayAliasInScopes(scopes(l.tag), noalias(call)) || !mayAliasInScopes(scopes(call), noalias(l.tag))) {
			return sa.NoModRef
		}
	}
	return c.mask(l)
}

// callVsCall is AAResults::getModRefInfo(Call1, Call2). Without BasicAA
// no analysis knows a call's attributes; nvptx-aa knows that inline PTX
// without side effects or a memory clobber touches no memory.
func (c *chain) callVsCall(a, b *ir.Instruction) sa.ModRef {
	for _, n := range c.order {
		if n == "scoped" && (!mayAliasInScopes(scopes(a), noalias(b)) || !mayAliasInScopes(scopes(b), noalias(a))) {
			return sa.NoModRef
		}
	}
	if c.noMemory(a) || c.noMemory(b) {
		return sa.NoModRef
	}
	return sa.ModRefAll
}

// noMemory is nvptx-aa's getMemoryEffects: none for inline asm that has
// no side effects and does not clobber memory.
func (c *chain) noMemory(call *ir.Instruction) bool {
	t := c.space.Analysis().Target()
	if t == nil || t.Name() != "nvptx" || !c.has("space") {
		return false
	}
	asm, ok := call.Callee().(*ir.InlineAsm)
	if !ok || asm.SideEffect {
		return false
	}
	for _, con := range strings.Split(asm.Constraints, ",") {
		if strings.TrimSpace(con) == "~{memory}" {
			return false
		}
	}
	return true
}

func (c *chain) has(n string) bool {
	for _, x := range c.order {
		if x == n {
			return true
		}
	}
	return false
}

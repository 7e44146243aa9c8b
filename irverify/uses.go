package irverify

import (
	"fmt"

	"memspace/ir"
)

// This file checks use lists. For a set of values it counts, in one hash
// map, the operand slots that refer to each value (+1) and the entries of
// the value's use list (-1), keyed by (value, user). Whatever does not come
// out at zero is a missing or stale entry. Users that are constants or
// metadata nothing in the module reaches any more (dead constant users) are
// not counted by the walk; for them the use list must agree with their own
// operands.

// useKey is one (value, user) pair.
type useKey struct {
	v ir.Value
	u ir.User
}

// useCount is a signed multiset of uses.
type useCount struct {
	n     map[useKey]int32
	order []useKey // keys in the order their first expected use was met
	dead  map[useKey]bool
	// keepOrder says whether order is kept.
	keepOrder bool
}

// newUseCount makes a count for about size (value, user) pairs.
func newUseCount(size int) *useCount {
	return &useCount{n: make(map[useKey]int32, size), dead: map[useKey]bool{}, keepOrder: true}
}

// expect counts an operand slot of u that refers to v.
func (uc *useCount) expect(k useKey) {
	if uc.keepOrder {
		if _, ok := uc.n[k]; !ok {
			uc.order = append(uc.order, k)
		}
	}
	uc.n[k]++
}

// record counts a use-list entry. For a user the walk did not count
// (counted == false), its operands stand in for the walk.
func (uc *useCount) record(k useKey, counted bool) {
	if !counted && !uc.dead[k] {
		uc.dead[k] = true
		uc.n[k] += int32(occurrences(k.u.Operands(), k.v))
	}
	uc.n[k]--
}

// take returns the count left for k and clears it, so each pair is
// reported once.
func (uc *useCount) take(k useKey) int32 {
	n := uc.n[k]
	if n != 0 {
		uc.n[k] = 0
	}
	return n
}

func occurrences(ops []ir.Value, v ir.Value) int {
	n := 0
	for _, op := range ops {
		if op == v {
			n++
		}
	}
	return n
}

// isNilUser reports a nil entry in a use list.
func isNilUser(u ir.User) bool {
	if u == nil {
		return true
	}
	if v, ok := u.(ir.Value); ok {
		return isNil(v)
	}
	if vam, ok := u.(*ir.ValueAsMetadata); ok {
		return vam == nil
	}
	return false
}

func entries(n int32) string {
	if n == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", n)
}

// checkLocalUses checks the use lists of the function's arguments, blocks
// and instructions: expected uses are the operand slots of its
// instructions, recorded ones the entries of the values' use lists.
func (c *funcChecker) checkLocalUses() {
	uc := c.expectLocalUses()
	locals := c.locals()
	for _, v := range locals {
		for _, u := range ir.UsersOf(v) {
			if isNilUser(u) {
				c.valueErrorf(v, "use list has a nil entry")
				continue
			}
			_, isInstr := u.(*ir.Instruction)
			uc.record(useKey{v, u}, isInstr)
		}
	}
	for _, v := range locals {
		for _, u := range ir.UsersOf(v) {
			if !isNilUser(u) {
				c.reportRecorded(uc, v, u)
			}
		}
	}
	c.reportMissing(uc)
}

// expectLocalUses counts the operand slots that refer to local values.
func (c *funcChecker) expectLocalUses() *useCount {
	slots := 0
	for _, in := range c.instrs {
		slots += in.NumOperands()
	}
	uc := newUseCount(slots)
	uc.keepOrder = false
	for _, in := range c.instrs {
		for _, op := range in.Operands() {
			if c.inFunc(op) {
				uc.expect(useKey{op, in})
			}
		}
	}
	return uc
}

// reportMissing reports operand slots that use lists do not record, at the
// instruction that holds them.
func (c *funcChecker) reportMissing(uc *useCount) {
	for _, in := range c.instrs {
		for _, op := range in.Operands() {
			if !c.inFunc(op) {
				continue
			}
			if n := uc.take(useKey{op, in}); n > 0 {
				c.errorf(in, "its use of %s is missing from that value's use list (%s)", c.names.ref(op), entries(n))
			}
		}
	}
}

// reportRecorded reports a use-list entry of v that the count did not
// balance: stale entries, or too few entries for a non-instruction user.
// Too few entries for an instruction are reported at the instruction.
func (c *funcChecker) reportRecorded(uc *useCount, v ir.Value, u ir.User) {
	k := useKey{v, u}
	n := uc.n[k]
	_, isInstr := u.(*ir.Instruction)
	switch {
	case n < 0:
		uc.take(k)
		c.valueErrorf(v, "use list has %s too many for %s", entries(-n), c.userText(u))
	case n > 0 && !isInstr:
		uc.take(k)
		c.valueErrorf(v, "use list has %s too few for %s", entries(n), c.userText(u))
	}
}

// locals lists the function's arguments, blocks and instructions.
func (c *funcChecker) locals() []ir.Value {
	out := make([]ir.Value, 0, len(c.f.Params)+len(c.blocks)+len(c.instrs))
	for _, a := range c.f.Params {
		if a != nil && c.inFunc(a) {
			out = append(out, a)
		}
	}
	for _, b := range c.blocks {
		out = append(out, b)
	}
	for _, in := range c.instrs {
		out = append(out, in)
	}
	return out
}

// valueErrorf records a problem of a local value.
func (c *funcChecker) valueErrorf(v ir.Value, format string, args ...any) {
	switch v := v.(type) {
	case *ir.Instruction:
		c.errorf(v, format, args...)
	case *ir.Block:
		c.blockErrorf(v, format, args...)
	default:
		c.funcErrorf("argument %s: %s", c.names.ref(v), fmt.Sprintf(format, args...))
	}
}

// userText describes a user of a local value for a message.
func (c *funcChecker) userText(u ir.User) string {
	in, ok := u.(*ir.Instruction)
	if !ok {
		return describeUser(u, c.names)
	}
	if _, local := c.pos[in]; local {
		return c.names.instr(in)
	}
	return describeInstr(in, c.names.mod)
}

// describeInstr describes an instruction that may be in any function, or
// in none.
func describeInstr(in *ir.Instruction, mod *moduleNames) string {
	if in.Parent == nil || in.Parent.Parent == nil {
		return "an instruction in no function (" + newLocalNames(mod, nil).instr(in) + ")"
	}
	names := newLocalNames(mod, in.Parent.Parent)
	return names.where(in)
}

// describeUser describes a user that is not an instruction.
func describeUser(u ir.User, names *localNames) string {
	switch u := u.(type) {
	case *ir.ValueAsMetadata:
		return "metadata wrapping " + names.ref(u.V)
	case *ir.Function:
		return "function " + names.ref(u)
	case *ir.GlobalVariable:
		return "global " + names.ref(u)
	case *ir.Alias:
		return "alias " + names.ref(u)
	case ir.Value:
		return "constant " + names.ref(u)
	}
	return fmt.Sprintf("a %T", u)
}

package irverify

import (
	"fmt"
	"strconv"
	"strings"

	"memspace/ir"
)

// This file spells values and instructions for messages. Unnamed values get
// the numbers LLVM would print for them; the tables are built only when a
// message needs them.

// maxOperandsShown bounds the operands an instruction's text shows.
const maxOperandsShown = 8

// moduleNames numbers the unnamed global values of a module the way LLVM's
// slot tracker does: variables, then aliases, then ifuncs, then functions.
// It is read-only once built, so function checkers may share it.
type moduleNames struct {
	slots map[ir.GlobalValue]int
	// fnGroups holds the attributes of each group that fnAttrProblem
	// checks (it rides along here as every function's check gets it),
	// allocaSpace the data layout's alloca address space (ccProblem).
	fnGroups    map[int][]ir.Attr
	allocaSpace uint32
}

func newModuleNames(m *ir.Module) *moduleNames {
	n := &moduleNames{slots: map[ir.GlobalValue]int{}}
	if m == nil {
		return n
	}
	n.fnGroups = groupFnAttrs(m)
	n.allocaSpace = ir.AllocaAddrSpace(m.DataLayout)
	add := func(g ir.GlobalValue) {
		if !isNil(g) && g.Name() == "" {
			if _, dup := n.slots[g]; !dup {
				n.slots[g] = len(n.slots)
			}
		}
	}
	for _, g := range m.Globals {
		add(g)
	}
	for _, ifunc := range []bool{false, true} {
		for _, a := range m.Aliases {
			if a != nil && a.IFunc == ifunc {
				add(a)
			}
		}
	}
	for _, f := range m.Functions {
		add(f)
	}
	return n
}

// global spells a global value: @name or @N.
func (n *moduleNames) global(g ir.GlobalValue) string {
	if isNil(g) {
		return "@<nil>"
	}
	if g.Name() != "" {
		return "@" + ir.QuoteName(g.Name())
	}
	if s, ok := n.slots[g]; ok {
		return "@" + strconv.Itoa(s)
	}
	return "@<unnamed>"
}

// localNames spells the values of one function.
type localNames struct {
	mod   *moduleNames
	f     *ir.Function
	slots map[ir.Value]int // unnamed locals; nil until first needed
}

func newLocalNames(mod *moduleNames, f *ir.Function) *localNames {
	return &localNames{mod: mod, f: f}
}

// number assigns LLVM's numbers to the unnamed arguments, blocks and
// value-producing instructions of the function.
func (n *localNames) number() {
	n.slots = map[ir.Value]int{}
	if n.f == nil {
		return
	}
	next := 0
	give := func(v ir.Value) {
		if _, dup := n.slots[v]; !dup {
			n.slots[v] = next
			next++
		}
	}
	for _, a := range n.f.Params {
		if a != nil && a.Name() == "" {
			give(a)
		}
	}
	for _, b := range n.f.Blocks {
		if b == nil {
			continue
		}
		if b.Name() == "" {
			give(b)
		}
		for _, in := range b.Instrs {
			if in != nil && in.Name() == "" && hasResult(in) {
				give(in)
			}
		}
	}
}

// function spells "function @f".
func (n *localNames) function() string {
	if n.f == nil {
		return "function <none>"
	}
	return "function " + n.mod.global(n.f)
}

// where spells the location of an instruction: "function @f: block %b: text".
func (n *localNames) where(in *ir.Instruction) string {
	s := n.function() + ": "
	if in != nil && in.Parent != nil {
		s += "block " + n.ref(in.Parent) + ": "
	}
	return s + n.instr(in)
}

// local spells an argument, block or instruction: %name, %N or %<unnamed>
// for a value the function does not number.
func (n *localNames) local(v ir.Value) string {
	if v.Name() != "" {
		return "%" + ir.QuoteName(v.Name())
	}
	if n.slots == nil {
		n.number()
	}
	if s, ok := n.slots[v]; ok {
		return "%" + strconv.Itoa(s)
	}
	if a, ok := v.(*ir.Argument); ok && a.Parent != nil && a.Parent != n.f {
		return "%<argument " + strconv.Itoa(a.Index) + " of " + n.mod.global(a.Parent) + ">"
	}
	return "%<unnamed>"
}

// ref spells a value as an operand, without its type.
func (n *localNames) ref(v ir.Value) string { return n.refDepth(v, 0) }

func (n *localNames) refDepth(v ir.Value, depth int) string {
	if isNil(v) {
		return "<nil>"
	}
	switch v := v.(type) {
	case *ir.Instruction, *ir.Argument, *ir.Block:
		return n.local(v)
	case ir.GlobalValue:
		return n.mod.global(v)
	case *ir.ConstInt:
		return constIntText(v)
	case *ir.ConstFloat:
		if v.Raw != "" {
			return v.Raw
		}
		return strconv.FormatFloat(v.F, 'e', 6, 64)
	case *ir.ConstSimple:
		return v.String()
	case *ir.ConstBytes:
		return `c"` + ir.EscapeString(clip(v.Data, 24)) + `"`
	case *ir.ConstExpr:
		return n.constExpr(v, depth)
	case *ir.ConstAggregate:
		return aggregateText(v)
	case *ir.ConstRef:
		return "<constant reference>"
	case *ir.InlineAsm:
		return `asm "` + ir.EscapeString(clip(v.Asm, 24)) + `", "` + ir.EscapeString(clip(v.Constraints, 24)) + `"`
	case *ir.MetadataAsValue:
		return "<metadata>"
	}
	return fmt.Sprintf("<%T>", v)
}

func constIntText(c *ir.ConstInt) string {
	if it, ok := c.Type().(*ir.IntType); ok && it != nil && it.Bits == 1 {
		if c.IsZero() {
			return "false"
		}
		return "true"
	}
	if c.Big != nil {
		return c.Big.String()
	}
	return strconv.FormatInt(c.V, 10)
}

func aggregateText(c *ir.ConstAggregate) string {
	switch c.Kind {
	case ir.AggArray:
		return "[...]"
	case ir.AggVector:
		return "<...>"
	case ir.AggSplat:
		return "splat (...)"
	}
	return "{...}"
}

func (n *localNames) constExpr(c *ir.ConstExpr, depth int) string {
	if depth >= 2 {
		return c.Op.String() + " (...)"
	}
	ops := c.Operands()
	parts := make([]string, 0, len(ops))
	for i, op := range ops {
		if i == maxOperandsShown {
			parts = append(parts, "...")
			break
		}
		parts = append(parts, typeStr(typeOf(op))+" "+n.refDepth(op, depth+1))
	}
	if c.Op == ir.OpGetElementPtr && !isNilType(c.ElemType) {
		parts = append([]string{typeStr(c.ElemType)}, parts...)
	}
	s := c.Op.String() + " (" + strings.Join(parts, ", ")
	if c.Op.IsCast() {
		s += " to " + typeStr(c.Type())
	}
	return s + ")"
}

// typed spells an operand with its type: "i32 %x", "label %bb".
func (n *localNames) typed(v ir.Value) string {
	return typeStr(typeOf(v)) + " " + n.ref(v)
}

// list spells operands with their types, cut short after maxOperandsShown.
func (n *localNames) list(ops []ir.Value) string {
	parts := make([]string, 0, min(len(ops), maxOperandsShown+1))
	for i, op := range ops {
		if i == maxOperandsShown {
			parts = append(parts, "...")
			break
		}
		parts = append(parts, n.typed(op))
	}
	return strings.Join(parts, ", ")
}

// instr spells an instruction close to LLVM's form, operands abridged.
func (n *localNames) instr(in *ir.Instruction) string {
	if in == nil {
		return "<nil instruction>"
	}
	s := ""
	if hasResult(in) {
		s = n.local(in) + " = "
	}
	return s + n.body(in)
}

func (n *localNames) body(in *ir.Instruction) string {
	ops := in.Operands()
	op := in.Op.String()
	switch {
	case in.Op.IsCast() && len(ops) == 1:
		return op + " " + n.typed(ops[0]) + " to " + typeStr(in.Type())
	case in.Op == ir.OpLoad || in.Op == ir.OpVAArg:
		return op + " " + typeStr(in.Type()) + ", " + n.list(ops)
	case in.Op == ir.OpAlloca || in.Op == ir.OpGetElementPtr:
		return withList(op+" "+typeStr(in.ElemType), ", ", n.list(ops))
	case in.Op == ir.OpICmp || in.Op == ir.OpFCmp:
		return op + " " + in.Pred.String() + " " + n.list(ops)
	case in.Op == ir.OpPhi:
		return op + " " + typeStr(in.Type()) + " " + n.phiList(in)
	case in.IsCallLike() && len(ops) > 0:
		return op + " " + typeStr(in.Type()) + " " + n.ref(ops[len(ops)-1]) + "(" + n.list(ops[:len(ops)-1]) + ")"
	}
	return withList(op, " ", n.list(ops))
}

func (n *localNames) phiList(in *ir.Instruction) string {
	ops := in.Operands()
	parts := []string{}
	for i := 0; i+1 < len(ops); i += 2 {
		if i/2 == maxOperandsShown/2 {
			parts = append(parts, "...")
			break
		}
		parts = append(parts, "[ "+n.typed(ops[i])+", "+n.ref(ops[i+1])+" ]")
	}
	return strings.Join(parts, ", ")
}

// withList appends an operand list to head after sep, if there is one.
func withList(head, sep, list string) string {
	if list == "" {
		return head
	}
	return head + sep + list
}

// clip shortens s to at most n bytes, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// hasResult reports whether in produces a value (nil-safe).
func hasResult(in *ir.Instruction) bool {
	t := in.Type()
	return !isNilType(t) && !ir.IsVoid(t)
}

// moduleText spells values anywhere in a module, caching each function's
// numbering. It is for sequential use.
type moduleText struct {
	names *moduleNames
	funcs map[*ir.Function]*localNames
}

func newModuleText(names *moduleNames) *moduleText {
	return &moduleText{names: names, funcs: map[*ir.Function]*localNames{}}
}

// local returns the names of f (nil: values outside any function).
func (t *moduleText) local(f *ir.Function) *localNames {
	n := t.funcs[f]
	if n == nil {
		n = newLocalNames(t.names, f)
		t.funcs[f] = n
	}
	return n
}

// where locates an instruction of the module: "function @f: block %b: text".
func (t *moduleText) where(in *ir.Instruction) string {
	var f *ir.Function
	if in.Parent != nil {
		f = in.Parent.Parent
	}
	return t.local(f).where(in)
}

// global spells "global @g", "function @f" or "alias @a".
func (t *moduleText) global(g ir.GlobalValue) string {
	kind := "global"
	switch g.(type) {
	case *ir.Function:
		kind = "function"
	case *ir.Alias:
		kind = "alias"
	}
	return kind + " " + t.names.global(g)
}

// userText describes a user of a global value.
func (t *moduleText) userText(u ir.User) string {
	if in, ok := u.(*ir.Instruction); ok {
		if in.Parent == nil || in.Parent.Parent == nil {
			return "an instruction in no function (" + t.local(nil).instr(in) + ")"
		}
		return t.where(in)
	}
	return describeUser(u, t.local(nil))
}

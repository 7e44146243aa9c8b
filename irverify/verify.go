package irverify

import (
	"fmt"
	"strings"

	"memspace/internal/par"
	"memspace/ir"
	"memspace/target"
)

// Errors lists every problem Verify found, one per entry.
type Errors struct {
	List []string
	// At holds, for each entry of List, what it is about: an instruction,
	// block, function or global; nil for the module as a whole or metadata.
	At []ir.Value
}

// Error returns the problems one per line.
func (e *Errors) Error() string { return strings.Join(e.List, "\n") }

// problem is one entry of Errors.
type problem struct {
	text string
	at   ir.Value
}

// Verify checks the whole module and returns nil or an *Errors listing every
// problem found.
func Verify(m *ir.Module) error {
	return verify(m, true)
}

// VerifyRead checks a module fresh from the reader: the bodies of its
// functions as Verify checks them, but not use lists, which the reader
// builds itself from the operands, nor the module's symbol table and
// globals, which it builds as it reads. It is what a module must pass
// before a pass may rely on it (the reader accepts text that LLVM's
// verifier rejects, such as a use its definition does not dominate), at
// about a quarter of Verify's cost.
func VerifyRead(m *ir.Module) error {
	return verify(m, false)
}

func verify(m *ir.Module, uses bool) error {
	if m == nil {
		return &Errors{List: []string{"module: module is nil"}, At: []ir.Value{nil}}
	}
	names := newModuleNames(m)
	var list []problem
	if uses {
		list = checkModule(m, names)
	}
	for _, per := range verifyFunctions(m, names, uses) {
		list = append(list, per...)
	}
	list = append(list, checkAliasCycles(m)...)
	list = append(list, checkIFuncs(m)...)
	list = append(list, checkAliasees(m)...)
	list = append(list, checkAppending(m)...)
	list = append(list, checkGlobalVars(m)...)
	list = append(list, checkDLLImports(m)...)
	list = append(list, checkGlobalTypes(m)...)
	list = append(list, checkModuleFlags(m)...)
	list = append(list, checkErrnoTBAA(m)...)
	list = append(list, checkStringLists(m)...)
	list = append(list, checkIntrinsicUses(m)...)
	list = append(list, checkFrameEscapes(m, names)...)
	list = append(list, checkGroupPlaces(m)...)
	list = append(list, checkImplicitRefs(m)...)
	list = append(list, checkDebugNodes(m)...)
	if uses {
		list = append(list, checkGlobalUses(m, names)...)
	}
	if len(list) == 0 {
		return nil
	}
	e := &Errors{}
	for _, p := range list {
		e.List = append(e.List, p.text)
		e.At = append(e.At, p.at)
	}
	return e
}

// VerifyFunction checks one function (its signature, body, dominance and
// the use lists of its arguments, blocks and instructions) and returns the
// problems found. Checks that need the module, such as getelementptr result
// types, are skipped when f has no Parent.
func VerifyFunction(f *ir.Function) []string {
	if f == nil {
		return []string{"function: function is nil"}
	}
	var out []string
	for _, p := range verifyFunction(f.Parent, f, newModuleNames(f.Parent), true, &scratch{}) {
		out = append(out, p.text)
	}
	return out
}

// verifyFunctions checks every function of m, several at a time, each
// worker reusing its tables from one function to the next; the result
// holds each function's problems at the function's index.
func verifyFunctions(m *ir.Module, names *moduleNames, uses bool) [][]problem {
	out := make([][]problem, len(m.Functions))
	par.ForWith(len(m.Functions), false, func() *scratch { return &scratch{} }, func(sc *scratch, i int) {
		if f := m.Functions[i]; f != nil {
			out[i] = verifyFunction(m, f, names, uses, sc)
		}
	})
	return out
}

// instrPos locates an instruction of the function being checked.
type instrPos struct {
	block int32 // index in Function.Blocks
	index int32 // index in Block.Instrs
}

// funcChecker holds what one function's checks share.
type funcChecker struct {
	m     *ir.Module // nil when the function has no module
	f     *ir.Function
	names *localNames
	errs  []problem
	sc    *scratch

	// blocks are the function's distinct, non-nil blocks; blockIdx maps each
	// to its index in f.Blocks.
	blocks   []*ir.Block
	blockIdx map[*ir.Block]int
	// instrs are the instructions that sit in exactly one block of f, in
	// order; pos locates each.
	instrs []*ir.Instruction
	pos    map[*ir.Instruction]instrPos

	succs, preds [][]int // CFG edges by block index, with multiplicity
	dom          *domTree

	layout *target.DataLayout // the module's, once a check needs it (dataLayout)

	// Exception handling (funclet.go): the funclet pads that passed their
	// own checks, the pads that unwind to a sibling, and the type of the
	// first landingpad or resume.
	funclets []*ir.Instruction
	siblings []sibling
	ehType   ir.Type
}

func verifyFunction(m *ir.Module, f *ir.Function, names *moduleNames, uses bool, sc *scratch) []problem {
	c := &sc.checker // reused from function to function, as the tables are
	*c = funcChecker{m: m, f: f, names: newLocalNames(names, f), sc: sc}
	c.checkSignature()
	if len(f.Blocks) == 0 {
		c.checkDeclaration()
		return c.errs
	}
	if f.IsIntrinsic() {
		c.funcErrorf("llvm intrinsics cannot be defined!")
	}
	c.indexBody()
	c.buildCFG()
	c.checkEntry()
	c.checkNames()
	c.checkSwiftErrorParams()
	c.checkNakedParams()
	for _, in := range c.instrs {
		c.checkInstruction(in)
	}
	c.checkFunclets()
	c.checkPhiEntries()
	c.sc.dom.build(len(f.Blocks), c.succs, c.preds)
	c.dom = &c.sc.dom
	c.checkDominance()
	if uses {
		c.checkLocalUses()
	}
	return c.errs
}

// funcErrorf records a problem of the function as a whole.
func (c *funcChecker) funcErrorf(format string, args ...any) {
	c.errs = append(c.errs, problem{c.names.function() + ": " + fmt.Sprintf(format, args...), c.f})
}

// blockErrorf records a problem of block b.
func (c *funcChecker) blockErrorf(b *ir.Block, format string, args ...any) {
	c.errs = append(c.errs, problem{c.names.function() + ": block " + c.names.ref(b) + ": " + fmt.Sprintf(format, args...), b})
}

// errorf records a problem of instruction in.
func (c *funcChecker) errorf(in *ir.Instruction, format string, args ...any) {
	where := c.names.where(in)
	if p, ok := c.pos[in]; ok {
		// Locate it by the block that lists it, whatever its Parent says.
		where = c.names.function() + ": block " + c.names.ref(c.f.Blocks[p.block]) + ": " + c.names.instr(in)
	}
	c.errs = append(c.errs, problem{where + ": " + fmt.Sprintf(format, args...), in})
}

// inFunc reports whether v is an argument, block or instruction of the
// function being checked.
func (c *funcChecker) inFunc(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Instruction:
		_, ok := c.pos[v]
		return ok
	case *ir.Block:
		_, ok := c.blockIdx[v]
		return ok
	case *ir.Argument:
		return v != nil && v.Index >= 0 && v.Index < len(c.f.Params) && c.f.Params[v.Index] == v
	}
	return false
}

// isNil reports whether v is nil or a nil pointer of one of the IR's value
// types, so that no method is ever called on it.
func isNil(v ir.Value) bool {
	switch v := v.(type) {
	case nil:
		return true
	case *ir.Instruction:
		return v == nil
	case *ir.Argument:
		return v == nil
	case *ir.Block:
		return v == nil
	case *ir.GlobalVariable:
		return v == nil
	case *ir.Function:
		return v == nil
	case *ir.Alias:
		return v == nil
	case *ir.ConstInt:
		return v == nil
	case *ir.ConstFloat:
		return v == nil
	case *ir.ConstSimple:
		return v == nil
	case *ir.ConstAggregate:
		return v == nil
	case *ir.ConstBytes:
		return v == nil
	case *ir.ConstExpr:
		return v == nil
	case *ir.ConstRef:
		return v == nil
	case *ir.InlineAsm:
		return v == nil
	case *ir.MetadataAsValue:
		return v == nil
	}
	return false
}

// typeOf returns v's type, or nil for a nil value.
func typeOf(v ir.Value) ir.Type {
	if isNil(v) {
		return nil
	}
	return v.Type()
}

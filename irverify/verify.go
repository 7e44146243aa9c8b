package irverify

import (
	"fmt"
	"runtime"
	"strings"
	"sync"

	"memspace/ir"
)

// Errors lists every problem Verify found, one per entry.
type Errors struct {
	List []string
}

// Error returns the problems one per line.
func (e *Errors) Error() string { return strings.Join(e.List, "\n") }

// Verify checks the whole module and returns nil or an *Errors listing every
// problem found.
func Verify(m *ir.Module) error {
	if m == nil {
		return &Errors{List: []string{"module: module is nil"}}
	}
	names := newModuleNames(m)
	var list []string
	list = append(list, checkModule(m, names)...)
	for _, per := range verifyFunctions(m, names) {
		list = append(list, per...)
	}
	list = append(list, checkGlobalUses(m, names)...)
	if len(list) == 0 {
		return nil
	}
	return &Errors{List: list}
}

// VerifyFunction checks one function (its signature, body, dominance and
// the use lists of its arguments, blocks and instructions) and returns the
// problems found. Checks that need the module, such as getelementptr result
// types, are skipped when f has no Parent.
func VerifyFunction(f *ir.Function) []string {
	if f == nil {
		return []string{"function: function is nil"}
	}
	return verifyFunction(f.Parent, f, newModuleNames(f.Parent))
}

// verifyFunctions checks every function of m, several at a time; the result
// holds each function's problems at the function's index.
func verifyFunctions(m *ir.Module, names *moduleNames) [][]string {
	out := make([][]string, len(m.Functions))
	work := make(chan int)
	var wg sync.WaitGroup
	workers := min(runtime.GOMAXPROCS(0), len(m.Functions))
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				if f := m.Functions[i]; f != nil {
					out[i] = verifyFunction(m, f, names)
				}
			}
		}()
	}
	for i := range m.Functions {
		work <- i
	}
	close(work)
	wg.Wait()
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
	errs  []string

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
}

func verifyFunction(m *ir.Module, f *ir.Function, names *moduleNames) []string {
	c := &funcChecker{m: m, f: f, names: newLocalNames(names, f)}
	c.checkSignature()
	if len(f.Blocks) == 0 {
		c.checkDeclaration()
		return c.errs
	}
	c.indexBody()
	c.buildCFG()
	c.checkEntry()
	c.checkNames()
	for _, in := range c.instrs {
		c.checkInstruction(in)
	}
	c.checkPhiEntries()
	c.dom = buildDomTree(len(f.Blocks), c.succs, c.preds)
	c.checkDominance()
	c.checkLocalUses()
	return c.errs
}

// funcErrorf records a problem of the function as a whole.
func (c *funcChecker) funcErrorf(format string, args ...any) {
	c.errs = append(c.errs, c.names.function()+": "+fmt.Sprintf(format, args...))
}

// blockErrorf records a problem of block b.
func (c *funcChecker) blockErrorf(b *ir.Block, format string, args ...any) {
	c.errs = append(c.errs, c.names.function()+": block "+c.names.ref(b)+": "+fmt.Sprintf(format, args...))
}

// errorf records a problem of instruction in.
func (c *funcChecker) errorf(in *ir.Instruction, format string, args ...any) {
	where := c.names.where(in)
	if p, ok := c.pos[in]; ok {
		// Locate it by the block that lists it, whatever its Parent says.
		where = c.names.function() + ": block " + c.names.ref(c.f.Blocks[p.block]) + ": " + c.names.instr(in)
	}
	c.errs = append(c.errs, where+": "+fmt.Sprintf(format, args...))
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

package llread

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"sync"

	"memspace/internal/gcrelax"
	"memspace/ir"
)

// Parse reads the LLVM assembly in src and returns the module it describes.
// On bad input the error is an *Error naming the first problem the way a
// one-pass reader such as llvm-as would meet it.
//
// The module keeps no reference to src. For a big input, Parse collects
// garbage once the text is read and before the use lists take their room,
// so that src is freed there if the caller no longer refers to it; a
// caller that has turned the collector off (it favours time over memory)
// is spared that collection.
//
// Parse first tries a fast path that suits what LLVM writes: function
// bodies are parsed while the top level is still being read. Any error, or
// any input the fast path cannot handle safely, makes it read the module
// again on the careful path, which also decides which error to report.
func Parse(filename string, src []byte) (m *ir.Module, err error) {
	return parse(filename, src, nil)
}

// ParseWithPositions is Parse that also records where each function,
// global, block and instruction is defined in src. It costs memory Parse
// saves, so it is meant for the rare module that reads without error but
// fails verification (irverify.VerifyRead): read it again to place the
// problems.
func ParseWithPositions(filename string, src []byte) (*ir.Module, *Positions, error) {
	pos := &Positions{src: src}
	m, err := parse(filename, src, pos)
	if err != nil {
		return nil, nil, err
	}
	return m, pos, nil
}

func parse(filename string, src []byte, pos *Positions) (m *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &Error{File: filename, Line: 1, Col: 1, Msg: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if len(src) >= math.MaxInt32-1 {
		return nil, &Error{File: filename, Line: 1, Col: 1, Msg: "input too large"}
	}
	restore, callerOff := gcrelax.Relax(len(src))
	defer restore()
	ms, err := read(filename, src, pos)
	if err != nil {
		return nil, err
	}
	m, jobs := ms.m, ms.jobs
	if len(src) >= bigInput && !callerOff {
		runtime.GC()
	}
	linkModule(m, jobs)
	if e := ms.checkUseListCounts(); e != nil {
		return nil, e.toError(filename, src)
	}
	return m, nil
}

// read reads src on the fast path, then if need be on the careful path,
// without linking use lists.
func read(filename string, src []byte, pos *Positions) (*modState, error) {
	typed := !usesOpaquePointers(src) && usesTypedPointers(src)
	ms, e := readModule(src, typed, true, pos)
	if e == errRetypePointers && !typed {
		typed = true
		ms, e = readModule(src, typed, true, pos)
	}
	if e != nil {
		ms, e = readModule(src, typed, false, pos)
		if e == errRetypePointers && !typed {
			ms, e = readModule(src, true, false, pos)
		}
	}
	if e != nil {
		if pe, ok := e.(*perr); ok {
			return nil, pe.toError(filename, src)
		}
		return nil, &Error{File: filename, Line: 1, Col: 1, Msg: e.Error()}
	}
	return ms, nil
}

// bigInput is the size from which Parse turns the garbage collector off
// while it reads (gcrelax.Relax), and collects once afterwards.
const bigInput = gcrelax.BigInput

// endOfModule is the seq of errors a one-pass reader finds only after the
// last line, such as uses of names never defined.
const endOfModule = math.MaxInt32

// Ranks order the end-of-module errors the way LLVM checks them.
const (
	rankType = iota
	rankTypeID
	rankGlobal
	rankGlobalID
	rankComdat
	rankMetadata
)

// sortKey orders names, or numbers by value.
func sortKey(name string, numbered bool) string {
	if !numbered {
		return name
	}
	return fmt.Sprintf("%010s", name)
}

// modState is what the readers of one module share. The top-level pass
// fills it; afterwards (sealed) the body workers only read it.
type modState struct {
	m         *ir.Module
	src       []byte
	typed     bool
	starIsPtr bool // "T*" means "ptr": the module uses opaque pointers
	sealed    bool // the top level has been read; no more definitions

	// On the fast path, bodies are parsed by pool while the top level is
	// read (streaming, once the first body is queued). The top level must
	// then leave alone what workers read; where it cannot, it sets unsafe
	// and the careful path takes over.
	fast      bool
	pool      *pool
	streaming bool
	unsafe    bool

	// keepBlockNumbers records unnamed blocks by number, for the
	// blockaddress and uselistorder_bb directives that may name them.
	keepBlockNumbers bool

	progAS uint32    // functions' address space, from the data layout
	spaces *dlSpaces // the spaces the data layout names; nil: none

	pos *Positions // nil unless the caller asked for positions

	globals         globalTable
	bodies          int // function bodies the prescan expects, to size the job queue
	numGlobals      map[uint32]ir.GlobalValue
	globalsMu       sync.RWMutex // held to write numGlobals, and by workers to read it
	nextGlobalID    uint32
	numGlobalValues int
	fwd             map[string]*fwdGlobal // forward references by global key
	fwdRepl         map[*ir.GlobalVariable]ir.GlobalValue

	types    map[string]*typeSlot
	md       mdTable
	comdats  map[string]*ir.Comdat
	comdatFw map[string]int32 // first use of comdats not yet defined

	implicit implicitDecls // intrinsics called without a declaration

	jobs      []*bodyJob
	mdOrder   []*ir.MDNode // fast path: numbered nodes to add once workers are done
	bbOrders  []bbOrderJob
	useLists  []useListAt // module-level uselistorder directives
	blockRefs []*blockRef
	deferred  []*perr
}

// fwdGlobal is a global referenced at the top level before its definition.
type fwdGlobal struct {
	ph       *ir.GlobalVariable // placeholder standing in for it
	pos      int32              // first use
	name     string
	numbered bool
	// anyType: in typed IR, only blockaddress named it so far, whose
	// placeholder's type claims nothing (LLVM's reader keeps such
	// references apart); loose are the earlier placeholders of that kind
	// once a typed use gave it a type.
	anyType bool
	loose   []*ir.GlobalVariable
}

// typeSlot is a named type: a struct, or an alias of another type.
type typeSlot struct {
	typ     ir.Type
	defined bool
	pos     int32 // first use
}

// slotPending marks a numbered metadata node that is not yet in
// Module.Metadata (whose Slot is then its index); inline nodes have Slot -1.
const slotPending = -2

// isInline reports whether a node prints inline rather than as !N. Body
// workers call it while the top level may still be defining numbered
// nodes, so only Slot may be read here, and the top level leaves Slot alone
// until the workers are done.
func isInline(n *ir.MDNode) bool { return n.Slot == -1 }

// mdSlot is a numbered metadata node, possibly referenced before it is
// defined.
type mdSlot struct {
	node    *ir.MDNode
	defined bool
	pos     int32 // first use
}

func newModState(src []byte, typed bool) *modState {
	m := ir.NewModule()
	m.TypedPointers = typed
	return &modState{
		m: m, src: src, typed: typed, starIsPtr: !typed && usesOpaquePointers(src),
		numGlobals: map[uint32]ir.GlobalValue{},
		fwd:        map[string]*fwdGlobal{},
		fwdRepl:    map[*ir.GlobalVariable]ir.GlobalValue{},
		types:      map[string]*typeSlot{},
		comdats:    map[string]*ir.Comdat{},
		comdatFw:   map[string]int32{},
	}
}

// errFastPath stops the fast path on input it cannot handle safely.
var errFastPath = errors.New("llread: input needs the careful path")

// parseModule reads a module. On the fast path (fast), function bodies are
// delimited by guessing and parsed by workers while the top level is read,
// with their references to globals resolved afterwards; any error fails the
// attempt. On the careful path the top level is read first, bodies are
// delimited by brace matching and parsed afterwards, and errors are ordered
// as a one-pass reader would meet them.
func parseModule(src []byte, typed, fast bool) (*ir.Module, error) {
	ms, err := readModule(src, typed, fast, nil)
	if err != nil {
		return nil, err
	}
	linkModule(ms.m, ms.jobs)
	if e := ms.checkUseListCounts(); e != nil {
		return nil, e
	}
	return ms.m, nil
}

// readModule is parseModule without the linking of use lists.
func readModule(src []byte, typed, fast bool, pos *Positions) (*modState, error) {
	ms := newModState(src, typed)
	ms.fast = fast
	ms.pos = pos.reset()
	ms.keepBlockNumbers = bytes.Contains(src, []byte("blockaddress")) || bytes.Contains(src, []byte("uselistorder_bb"))
	if fast {
		ms.prescan()
		ms.pool = ms.startPool()
	}
	p := newParser(ms, newTypeCache(ms.m.Types), &arena{}, 0, len(src))
	p.readModuleID()
	topErr := p.parseTopLevel()
	ms.sealed = true
	if fast {
		return ms, ms.finishFast(topErr)
	}
	if topErr == errRetypePointers {
		return nil, topErr
	}
	errs := ms.deferred
	limit := endOfModule
	if topErr != nil {
		errs = append(errs, topErr.(*perr))
		limit = topErr.(*perr).seq
	} else {
		errs = append(errs, ms.finishTopLevel()...)
	}
	bodyErrs, err := ms.parseBodies(limit)
	if err != nil {
		return nil, err
	}
	if first := firstErr(append(errs, bodyErrs...)); first != nil {
		return nil, first
	}
	ms.addImplicitDecls()
	if err := ms.finish(); err != nil {
		return nil, err
	}
	return ms, nil
}

// prescan makes placeholders for the numbered metadata defined in the
// usual way, so that workers can refer to them before their definitions
// are read, and sizes the tables of globals and metadata.
func (ms *modState) prescan() {
	s := scanTop(ms.src)
	ms.bodies = s.defines
	ms.m.ReserveGlobals(s.globals)
	ms.globals.reserve(s.globals)
	n := len(s.mdIDs)
	ms.m.Metadata = make([]*ir.MDNode, 0, n)
	ms.mdOrder = make([]*ir.MDNode, 0, n)
	ms.md.reserve(s.mdIDs)
	slots, nodes := make([]mdSlot, n), make([]ir.MDNode, n)
	for i, id := range s.mdIDs {
		if ms.md.get(id) == nil {
			nodes[i].Slot = slotPending
			slots[i].node = &nodes[i]
			ms.md.set(id, &slots[i])
		}
	}
}

// finishFast completes a fast-path attempt once the top level is read.
func (ms *modState) finishFast(topErr error) error {
	ms.pool.stop()
	for _, n := range ms.mdOrder {
		ms.m.AddMetadata(n)
	}
	if topErr != nil {
		return topErr
	}
	if ms.unsafe || len(ms.deferred) > 0 || len(ms.finishTopLevel()) > 0 {
		return errFastPath
	}
	for _, j := range ms.jobs {
		if j.retype {
			return errRetypePointers
		}
		if j.err != nil || len(j.more().deferred) > 0 {
			return errFastPath
		}
	}
	if err := ms.resolveStandIns(); err != nil {
		return err
	}
	if err := ms.finish(); err != nil {
		return errFastPath
	}
	return nil
}

// firstErr returns the error a one-pass reader would meet first.
func firstErr(errs []*perr) *perr {
	var first *perr
	for _, e := range errs {
		if e != nil && (first == nil || e.before(first)) {
			first = e
		}
	}
	return first
}

// deferErr records an error that a one-pass reader reports only later
// (at the end of the module); parsing goes on.
func (p *parser) deferErr(e *perr) {
	if p.fn != nil {
		p.fn.deferred = append(p.fn.deferred, e)
		return
	}
	p.mod.deferred = append(p.mod.deferred, e)
}

// readModuleID records the "; ModuleID = '...'" comment of the first line.
func (p *parser) readModuleID() {
	const prefix = "; ModuleID = '"
	line := p.src
	if i := bytes.IndexAny(line, "\r\n"); i >= 0 {
		line = line[:i]
	}
	if n := len(line); n > len(prefix) && bytes.HasPrefix(line, []byte(prefix)) && line[n-1] == '\'' {
		p.mod.m.ModuleID = string(line[len(prefix) : n-1])
	}
}

// idKey is the map key of a numbered global.
func idKey(id uint32) string { return "#" + strconv.FormatUint(uint64(id), 10) }

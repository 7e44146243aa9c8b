package llread

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"strconv"
	"sync"

	"memspace/ir"
)

// Parse reads the LLVM assembly in src and returns the module it describes.
// On bad input the error is an *Error naming the first problem the way a
// one-pass reader such as llvm-as would meet it.
//
// Names and strings that need no unescaping point into src, so the caller
// must not modify src after Parse returns.
//
// Parse first tries a fast path that suits what LLVM writes: function
// bodies are parsed while the top level is still being read. Any error, or
// any input the fast path cannot handle safely, makes it read the module
// again on the careful path, which also decides which error to report.
func Parse(filename string, src []byte) (m *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &Error{File: filename, Line: 1, Col: 1, Msg: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if len(src) >= math.MaxInt32-1 {
		return nil, &Error{File: filename, Line: 1, Col: 1, Msg: "input too large"}
	}
	defer relaxGC(len(src))()
	typed := !usesOpaquePointers(src) && usesTypedPointers(src)
	m, e := parseModule(src, typed, true)
	if e == errRetypePointers && !typed {
		typed = true
		m, e = parseModule(src, typed, true)
	}
	if e != nil {
		m, e = parseModule(src, typed, false)
		if e == errRetypePointers && !typed {
			m, e = parseModule(src, true, false)
		}
	}
	if e != nil {
		if pe, ok := e.(*perr); ok {
			return nil, pe.toError(filename, src)
		}
		return nil, &Error{File: filename, Line: 1, Col: 1, Msg: e.Error()}
	}
	return m, nil
}

// bigInput is the size from which Parse relaxes the garbage collector.
const bigInput = 4 << 20

// relaxGC raises the garbage collector's target to 400% while a big module
// is read, and returns the function that restores it. Reading allocates
// mostly what the module keeps, so frequent collections mark the growing
// module again and again for little gain: this saves about a third of the
// CPU time and barely changes the peak memory. Concurrent calls share one
// change: the first raises the target, the last restores it.
func relaxGC(size int) func() {
	if size < bigInput {
		return func() {}
	}
	gcRelax.Lock()
	defer gcRelax.Unlock()
	if gcRelax.n == 0 {
		gcRelax.old = debug.SetGCPercent(400)
		if gcRelax.old < 0 || gcRelax.old > 400 {
			debug.SetGCPercent(gcRelax.old)
		}
	}
	gcRelax.n++
	return func() {
		gcRelax.Lock()
		defer gcRelax.Unlock()
		if gcRelax.n--; gcRelax.n == 0 {
			debug.SetGCPercent(gcRelax.old)
		}
	}
}

// gcRelax counts the Parse calls that have relaxed the collector.
var gcRelax struct {
	sync.Mutex
	n   int
	old int
}

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

	progAS uint32 // functions' address space, from the data layout

	globals         map[string]ir.GlobalValue
	numGlobals      map[uint32]ir.GlobalValue
	nextGlobalID    uint32
	numGlobalValues int
	fwd             map[string]*fwdGlobal // forward references by global key
	fwdRepl         map[*ir.GlobalVariable]ir.GlobalValue

	types    map[string]*typeSlot
	md       mdTable
	comdats  map[string]*ir.Comdat
	comdatFw map[string]int32 // first use of comdats not yet defined

	jobs      []*bodyJob
	mdOrder   []*ir.MDNode // fast path: numbered nodes to add once workers are done
	bbOrders  []bbOrderJob
	blockRefs []*blockRef
	deferred  []*perr
}

// fwdGlobal is a global referenced at the top level before its definition.
type fwdGlobal struct {
	ph       *ir.GlobalVariable // placeholder standing in for it
	pos      int32              // first use
	name     string
	numbered bool
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
		globals:    make(map[string]ir.GlobalValue, len(src)/4096),
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
	ms := newModState(src, typed)
	ms.fast = fast
	ms.keepBlockNumbers = bytes.Contains(src, []byte("blockaddress")) || bytes.Contains(src, []byte("uselistorder_bb"))
	if fast {
		ms.prescanMetadata()
		ms.pool = ms.startPool()
	}
	p := newParser(ms, newTypeCache(ms.m.Types), &arena{}, 0, len(src))
	p.readModuleID()
	topErr := p.parseTopLevel()
	ms.sealed = true
	if fast {
		return ms.finishFast(topErr)
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
	if err := ms.finish(); err != nil {
		return nil, err
	}
	return ms.m, nil
}

// prescanMetadata makes placeholders for the numbered metadata defined in
// the usual way, so that workers can refer to them before their
// definitions are read.
func (ms *modState) prescanMetadata() {
	for _, id := range metadataDefs(ms.src) {
		if ms.md.get(id) == nil {
			ms.md.set(id, &mdSlot{node: &ir.MDNode{Slot: slotPending}})
		}
	}
}

// finishFast completes a fast-path attempt once the top level is read.
func (ms *modState) finishFast(topErr error) (*ir.Module, error) {
	ms.pool.stop()
	for _, n := range ms.mdOrder {
		ms.m.AddMetadata(n)
	}
	if topErr != nil {
		return nil, topErr
	}
	if ms.unsafe || len(ms.deferred) > 0 || len(ms.finishTopLevel()) > 0 {
		return nil, errFastPath
	}
	for _, j := range ms.jobs {
		if j.retype {
			return nil, errRetypePointers
		}
		if j.err != nil || len(j.deferred) > 0 {
			return nil, errFastPath
		}
	}
	if err := ms.resolveStandIns(); err != nil {
		return nil, err
	}
	if err := ms.finish(); err != nil {
		return nil, errFastPath
	}
	return ms.m, nil
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
		p.mod.m.ModuleID = bstr(line[len(prefix) : n-1])
	}
}

// idKey is the map key of a numbered global.
func idKey(id uint32) string { return "#" + strconv.FormatUint(uint64(id), 10) }

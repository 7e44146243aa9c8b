package addrspace

import (
	"fmt"
	"io"
	"slices"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// KBudgetCap is the most times one block may be visited in one solve. A
// function with a block over the cap is given up and left unchanged.
const KBudgetCap = 1024

// budgetCap is the cap in force; tests lower it.
var budgetCap int32 = KBudgetCap

// Config selects what the solver may assume. DefaultConfig gives the
// defaults of the memspace-opt options.
type Config struct {
	Target *target.Target
	// TrackIndirLoad follows pointers through memory: slots, and pointers
	// loaded through kernel parameters (track-indir-load).
	TrackIndirLoad bool
	// ParamAlwaysGlobal makes a pointer loaded through a kernel parameter
	// global when that is sound (param-always-point-to-global).
	ParamAlwaysGlobal bool
	// TrackInt2Ptr lets inttoptr(ptrtoint p) keep p's set (track-int2ptr).
	TrackInt2Ptr bool
	// AllocaAlwaysLocal makes a generic alloca local (process-alloca-always).
	AllocaAlwaysLocal bool
	// Conservative turns a value generic (the full set) as soon as its set
	// holds two spaces (memspace-opt-conservative).
	Conservative bool
	// Interprocedural passes actual arguments to the formals of internal
	// callees and return sets to callers (mem-space-alg 2).
	Interprocedural bool
	// Trace, when set, receives one line per change of a value's set.
	Trace io.Writer
	// ArgSeeds, when set, may fix the set of an argument (for callers that
	// ask "what if this argument were in that space").
	ArgSeeds func(a *ir.Argument) (lattice.Set, bool)
	// SetsOnly: the caller asks for sets, never for origins (Origins
	// answers "unknown origin"), so the solve does not name the seeds: no
	// texts, source positions, demangled names or value numbers (a fifth
	// of ipmsp's solve on a 50 MB module). Sets do not depend on origins.
	SetsOnly bool
}

// DefaultConfig returns the configuration of the options' defaults.
func DefaultConfig(t *target.Target) Config {
	return Config{Target: t, TrackIndirLoad: true, ParamAlwaysGlobal: true, TrackInt2Ptr: true,
		AllocaAlwaysLocal: true, Interprocedural: true}
}

// solver holds the indexes of one part of a module (functions linked by
// direct calls, see partition) and the cells of its current solve. Parts
// share nothing they write, so they are solved in parallel.
type solver struct {
	cfg        Config
	m          *ir.Module
	t          *target.Target
	n          int // number of concrete spaces
	names      *Namer
	fc         *facts
	unknownSet lattice.Set
	funcs      []*ir.Function // the part's defined functions, in module order
	orig       *origins

	// OpenMP parallel regions (openmp.go): the parameters and wrapper
	// loads each store into an argument array feeds, the parameters the
	// runtime passes unknown values, and the wrapper loads that read
	// nothing but what the slots are fed.
	regionFeeds   map[*ir.Instruction][]ir.Value
	regionUnknown map[*ir.Argument]bool
	relayLoads    map[*ir.Instruction]bool
	// transparent marks the parallel calls whose every value handed over
	// is followed: they have no effect of their own.
	transparent map[*ir.Instruction]bool
	// OpenMP runtime callbacks (ompcallback.go): the parameters the
	// runtime calls feed, and per call which.
	fedParams     map[*ir.Argument]bool
	callbackFeeds map[*ir.Instruction][]argFeed

	// The abstract memory locations: the module's (fc.mlocs), then the
	// part's own (allocas and byval copies), numbered from moduleLocs.
	localLocs  []locInfo
	moduleLocs locID
	// hostLocs is the part's host memory: what the kernel pointer
	// parameters of its kernels reach. Each launch runs one kernel, and
	// what another launch left there is global or dead (memory.go), so
	// parts need not share it.
	hostLocs   []locID
	allocaLoc  map[*ir.Instruction]locID
	byvalLoc   map[*ir.Argument]locID
	noaliasLoc map[*ir.Argument]locID
	// shared is the module-wide memory the part imports before solving;
	// moduleOrig explains its cells.
	shared     *sharedMem
	moduleOrig *origins
	// fromModule maps origins of shared to the part's origin table.
	fromModule map[int32]int32

	// Cell indexes of pointer arguments and instructions, and block
	// numbers. Instructions and blocks carry their numbers in the part in
	// their ir.Slot (owner: this solver); instCell maps an instruction's
	// number to its cell, -1 for none. The maps instID and bidx are built
	// only when a later analysis took the slots over (slowIndex).
	owner     uint32
	instCell  []int32
	argID     map[*ir.Argument]int32
	instID    map[*ir.Instruction]int32
	vals      []ir.Value
	retID     map[*ir.Function]int32
	blocks    []*ir.Block
	bidx      map[*ir.Block]int32
	consts    map[ir.Value]cell
	effects   map[*ir.Instruction]effect // attrEffect's answers
	offsets   map[offsetKey]offsetAnswer // paramOffset's answers (raw.go)
	seeds     map[seedKey]cell
	instSeeds map[uint64]cell // by instruction number and kind
	// staticSeed holds, per instruction number, 1 + the index in
	// staticCells of the instruction's seedStatic seed (0: none yet): the
	// seed most instructions get, looked up without hashing.
	staticSeed  []int32
	staticCells []cell
	rpoStack    []rpoFrame // reversePostOrder's, reused

	// The current solve.
	cells      []cell
	mem        memState
	visits     []int32
	queue      blockQueue
	frozen     map[*ir.Function]bool
	overBudget []*ir.Function
	forcedG    map[ir.Value]int32 // value -> origin of the global constraint
	forcedTop  map[ir.Value]bool
	conflicts  []Conflict
	// inBlock is the block drain is visiting, at the instruction it is
	// at; nil between visits.
	inBlock *ir.Block
	at      *ir.Instruction
	// lastFunc caches the names of the function origin texts named last.
	lastFunc funcNamed
}

func newSolver(m *ir.Module, cfg Config, fc *facts, names *Namer, funcs []*ir.Function) *solver {
	nvals, nblocks, ninstrs := countValues(funcs)
	s := &solver{cfg: cfg, m: m, t: cfg.Target, n: cfg.Target.NumConcrete(), names: names,
		fc: fc, funcs: funcs, orig: newOrigins(cfg.SetsOnly), unknownSet: lattice.Unknown(cfg.Target),
		moduleLocs: locID(len(fc.mlocs)), allocaLoc: map[*ir.Instruction]locID{}, byvalLoc: map[*ir.Argument]locID{}, noaliasLoc: map[*ir.Argument]locID{},
		fromModule: map[int32]int32{}, owner: ir.NewSlotOwner(),
		argID: map[*ir.Argument]int32{}, retID: map[*ir.Function]int32{},
		vals: make([]ir.Value, 0, nvals), blocks: make([]*ir.Block, 0, nblocks),
		instCell: make([]int32, 0, ninstrs), staticSeed: make([]int32, 0, ninstrs),
		consts: map[ir.Value]cell{}, seeds: map[seedKey]cell{}, instSeeds: map[uint64]cell{}, effects: map[*ir.Instruction]effect{}, forcedG: map[ir.Value]int32{}, forcedTop: map[ir.Value]bool{},
		regionFeeds: map[*ir.Instruction][]ir.Value{}, regionUnknown: map[*ir.Argument]bool{}, relayLoads: map[*ir.Instruction]bool{}, transparent: map[*ir.Instruction]bool{},
		fedParams: map[*ir.Argument]bool{}, callbackFeeds: map[*ir.Instruction][]argFeed{}}
	s.hostLocs = []locID{locHost}
	s.regionCalls(funcs)
	s.callbackCalls(funcs)
	for _, f := range funcs {
		s.index(f)
	}
	for _, f := range funcs {
		if s.fc.returns[f] {
			s.retID[f] = int32(len(s.vals))
			s.vals = append(s.vals, f)
		}
	}
	return s
}

// paramLoc gives a location to a byval or grid_constant parameter (its
// own copy), and to a noalias kernel parameter: within the kernel, the
// memory it points to is reached through no other parameter. Other
// launches may pass that memory through any parameter, so it still
// shares contents with host memory both ways (locInfo.viaHost): a
// pointer another launch stored there (a __constant__ address, which
// outlives it, or a shared one that isspacep may test) may be read.
func (s *solver) paramLoc(f *ir.Function, p *ir.Argument) {
	if !isPtrLike(p.Type()) {
		return
	}
	kernel := s.fc.kernels[f]
	switch {
	case p.Attrs.Has("byval") || s.fc.gridConst[p]:
		s.byvalLoc[p] = s.newLoc(locInfo{v: p, hostFilled: kernel, escapedAtStart: !kernel && !s.fc.tracked[f]})
	case kernel && p.Attrs.Has("noalias"):
		s.noaliasLoc[p] = s.newLoc(locInfo{v: p, hostFilled: true, viaHost: true})
	}
}

// newLoc adds a location of the part.
func (s *solver) newLoc(li locInfo) locID {
	s.localLocs = append(s.localLocs, li)
	return s.moduleLocs + locID(len(s.localLocs)-1)
}

// tracks reports whether the solver gives values of type t a cell:
// pointers, and values that may carry a pointer's image.
func tracks(t ir.Type) bool { return isPtrLike(t) || carriesImage(t) }

// idOf returns the cell index of a pointer argument or instruction.
func (s *solver) idOf(v ir.Value) (int32, bool) {
	switch v := v.(type) {
	case *ir.Instruction:
		return s.instIndex(v)
	case *ir.Argument:
		id, ok := s.argID[v]
		return id, ok
	}
	return 0, false
}

// instIndex returns the cell index of an instruction.
func (s *solver) instIndex(in *ir.Instruction) (int32, bool) {
	if in.Slot.Owner == s.owner {
		id := s.instCell[in.Slot.ID]
		return id, id >= 0
	}
	if s.instID == nil {
		s.slowIndex()
	}
	id, ok := s.instID[in]
	return id, ok
}

// blockIndex returns the number of a block of the part.
func (s *solver) blockIndex(b *ir.Block) (int32, bool) {
	if b.Slot.Owner == s.owner {
		return b.Slot.ID, true
	}
	if s.bidx == nil {
		s.slowIndex()
	}
	i, ok := s.bidx[b]
	return i, ok
}

// slowIndex builds the maps that answer once another analysis has taken
// the slots over (or for values the part does not hold).
func (s *solver) slowIndex() {
	s.instID = make(map[*ir.Instruction]int32, len(s.vals))
	for id, v := range s.vals {
		if in, ok := v.(*ir.Instruction); ok {
			s.instID[in] = int32(id)
		}
	}
	s.bidx = make(map[*ir.Block]int32, len(s.blocks))
	for i, b := range s.blocks {
		s.bidx[b] = int32(i)
	}
}

// countValues counts the pointer values and blocks of funcs, to size the
// indexes.
func countValues(funcs []*ir.Function) (vals, blocks, instrs int) {
	for _, f := range funcs {
		vals += len(f.Params)
		blocks += len(f.Blocks)
		for _, b := range f.Blocks {
			instrs += len(b.Instrs)
			for _, in := range b.Instrs {
				if in.HasResult() && tracks(in.Type()) {
					vals++
				}
			}
		}
	}
	return vals, blocks, instrs
}

// index gives a cell to every argument and instruction of f that may hold
// a pointer or its image (images.go), a location to each alloca and byval parameter,
// and numbers f's blocks in reverse post-order.
func (s *solver) index(f *ir.Function) {
	for _, p := range f.Params {
		if s.argNeedsCell(f, p) {
			s.argID[p] = int32(len(s.vals))
			s.vals = append(s.vals, p)
		}
		s.paramLoc(f, p)
	}
	for _, b := range s.reversePostOrder(f) {
		b.Slot = ir.Slot{Owner: s.owner, ID: int32(len(s.blocks))}
		s.blocks = append(s.blocks, b)
		for _, in := range b.Instrs {
			in.Slot = ir.Slot{Owner: s.owner, ID: int32(len(s.instCell))}
			s.instCell = append(s.instCell, -1)
			s.staticSeed = append(s.staticSeed, 0)
			if s.needsCell(in) {
				s.addCell(in)
			}
			if in.Op == ir.OpAlloca {
				s.allocaLoc[in] = s.newLoc(locInfo{v: in})
			}
		}
	}
}

// reversePostOrder lists f's blocks in reverse post-order from the entry,
// followed by unreachable blocks in their order. A block met is marked in
// its slot (index numbers it right after).
func (s *solver) reversePostOrder(f *ir.Function) []*ir.Block {
	met := ir.Slot{Owner: s.owner, ID: -1}
	seen := func(b *ir.Block) bool { return b.Slot == met }
	out := make([]*ir.Block, 0, len(f.Blocks))
	// A frame walks its block's terminator operands, the blocks among them
	// in the order Block.Succs lists them, without making that list.
	stack := append(s.rpoStack[:0], rpoFrame{f.Entry(), terminatorOps(f.Entry()), 0})
	f.Entry().Slot = met
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.ops) {
			next, ok := top.ops[top.next].(*ir.Block)
			top.next++
			if ok && !seen(next) {
				next.Slot = met
				stack = append(stack, rpoFrame{next, terminatorOps(next), 0})
			}
			continue
		}
		out = append(out, top.b) // post-order, reversed below
		stack = stack[:len(stack)-1]
	}
	s.rpoStack = stack
	slices.Reverse(out)
	for _, b := range f.Blocks {
		if !seen(b) {
			out = append(out, b)
		}
	}
	return out
}

// rpoFrame is a block on reversePostOrder's stack and how far the walk
// has come through its terminator's operands.
type rpoFrame struct {
	b    *ir.Block
	ops  []ir.Value
	next int
}

// terminatorOps returns the operands of b's terminator, none without one.
func terminatorOps(b *ir.Block) []ir.Value {
	if t := b.Terminator(); t != nil {
		return t.Operands()
	}
	return nil
}

// run solves the part from scratch with the module's memory as it stands
// and the forced values.
func (s *solver) run() {
	s.cells = make([]cell, len(s.vals))
	s.visits = make([]int32, len(s.blocks))
	s.frozen = map[*ir.Function]bool{}
	s.overBudget = nil
	s.queue = blockQueue{in: make([]bool, len(s.blocks))}
	s.mem = s.newMemState()
	s.initCells()
	s.importShared()
	for i := range s.blocks {
		s.queue.push(int32(i))
	}
	s.drain()
}

// resume continues the solve after the module's memory grew.
func (s *solver) resume() {
	if s.importShared() {
		s.drain()
	}
}

// drain visits queued blocks until the fixpoint.
func (s *solver) drain() {
	for s.queue.Len() > 0 {
		i := s.queue.pop()
		b := s.blocks[i]
		if s.frozen[b.Parent] {
			continue
		}
		s.visits[i]++
		if s.visits[i] > budgetCap {
			s.freeze(b.Parent)
			continue
		}
		s.inBlock = b
		for _, in := range b.Instrs {
			s.at = in
			s.visit(in)
		}
		s.inBlock, s.at = nil, nil
	}
}

// initCells seeds parameters.
func (s *solver) initCells() {
	for _, f := range s.funcs {
		for _, p := range f.Params {
			if id, ok := s.argID[p]; ok {
				s.cells[id] = s.paramCell(f, p)
			}
		}
	}
}

// raiseCell merges c into cell id, collapsing ambiguous sets to the full
// set in conservative mode; it reports whether the cell grew.
func (s *solver) raiseCell(id int32, c cell) bool {
	old := s.cells[id].set
	if !s.raiseBounded(&s.cells[id], c) {
		return false
	}
	if s.cfg.Conservative && s.cells[id].set.Ambiguous() {
		s.cells[id].raise(s.fullCell(FromUnknown, "generic at first contact (conservative mode)"), s.n)
	}
	if s.cfg.Trace != nil && s.cells[id].set != old {
		s.trace(id, old)
	}
	return true
}

func (s *solver) trace(id int32, old lattice.Set) {
	var where string
	if v := s.vals[id]; funcOf(v) != nil {
		where = "@" + funcOf(v).Name() + ": " + s.names.Name(v)
	} else {
		where = "return of " + s.names.Name(v)
	}
	fmt.Fprintf(s.cfg.Trace, "memspace-opt: %s: %s -> %s\n", where, old.String(s.t), s.cells[id].set.String(s.t))
}

// funcOf returns the function an argument or instruction belongs to.
func funcOf(v ir.Value) *ir.Function {
	switch v := v.(type) {
	case *ir.Argument:
		return v.Parent
	case *ir.Instruction:
		if v.Parent != nil {
			return v.Parent.Parent
		}
	}
	return nil
}

// enqueueUsers queues the blocks that read v.
func (s *solver) enqueueUsers(v ir.Value) {
	for _, u := range ir.UsersOf(v) {
		if in, ok := u.(*ir.Instruction); ok && in.Parent != nil && !s.comesLater(in) {
			s.enqueue(in.Parent)
		}
	}
}

// comesLater reports whether in is in the block being visited, after the
// instruction being visited: this visit reaches it with the value that
// just grew, so its block need not be queued again. Instructions of a
// block are numbered in order (index), unless another analysis took the
// slots over.
func (s *solver) comesLater(in *ir.Instruction) bool {
	return in.Parent == s.inBlock && s.inBlock != nil && in.Slot.Owner == s.owner && s.at.Slot.Owner == s.owner && in.Slot.ID > s.at.Slot.ID
}

func (s *solver) enqueue(b *ir.Block) {
	if i, ok := s.blockIndex(b); ok {
		s.queue.push(i)
	}
}

// freeze gives up on f: every pointer of f becomes the full set, and so do
// the values f passes to callers and callees.
func (s *solver) freeze(f *ir.Function) {
	s.frozen[f] = true
	s.overBudget = append(s.overBudget, f)
	full := s.fullCell(FromBudget, "@"+f.Name()+" exceeded the visit budget")
	for _, p := range f.Params {
		s.raiseValue(p, full)
	}
	f.Instructions(func(in *ir.Instruction) {
		if _, ok := s.instIndex(in); ok {
			s.raiseValue(in, full)
		}
		for _, v := range s.regionFeeds[in] {
			s.raiseValue(v, full) // its stores feed parameters and loads elsewhere
		}
		for _, fd := range s.callbackFeeds[in] {
			s.raiseValue(fd.param, full)
		}
		callee := in.CalledFunction()
		if fn := parallelRegion(in); fn != nil && s.fc.tracked[fn] {
			callee = fn
		}
		if callee != nil && s.fc.tracked[callee] {
			for _, p := range callee.Params {
				s.raiseValue(p, full)
			}
		}
	})
	if id, ok := s.retID[f]; ok && s.raiseCell(id, full) {
		s.enqueueCallers(f)
	}
	// Its stores are not followed any more: it counts as code we cannot
	// see, writing anything into its own memory and escaped memory.
	s.writeUnknown(full, nil)
	f.Instructions(func(in *ir.Instruction) {
		if l, ok := s.allocaLoc[in]; ok {
			s.raiseLoc(l, full, f)
		}
	})
}

// raiseValue merges c into v's cell and queues v's users when it grew.
func (s *solver) raiseValue(v ir.Value, c cell) {
	if id, ok := s.idOf(v); ok && s.raiseCell(id, c) {
		s.enqueueUsers(v)
	}
}

func (s *solver) enqueueCallers(f *ir.Function) {
	for _, call := range s.fc.callSites[f] {
		s.enqueue(call.Parent)
	}
}

// blockQueue is an ordered set of block indexes: the smallest index comes
// out first, and a block already queued is not queued twice. It is a
// binary min-heap of int32 (container/heap would box each index).
type blockQueue struct {
	h  []int32
	in []bool
}

func (q *blockQueue) Len() int { return len(q.h) }

func (q *blockQueue) push(i int32) {
	if q.in[i] {
		return
	}
	q.in[i] = true
	h := append(q.h, i)
	for c := len(h) - 1; c > 0; {
		p := (c - 1) / 2
		if h[p] <= h[c] {
			break
		}
		h[p], h[c] = h[c], h[p]
		c = p
	}
	q.h = h
}

func (q *blockQueue) pop() int32 {
	h := q.h
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for p := 0; ; {
		c := 2*p + 1
		if c >= len(h) {
			break
		}
		if r := c + 1; r < len(h) && h[r] < h[c] {
			c = r
		}
		if h[p] <= h[c] {
			break
		}
		h[p], h[c] = h[c], h[p]
		p = c
	}
	q.h = h
	q.in[top] = false
	return top
}

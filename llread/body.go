package llread

import (
	"fmt"
	"runtime"
	"sync"

	"memspace/ir"
)

// pool parses function bodies on GOMAXPROCS workers.
type pool struct {
	ms      *modState
	jobs    chan *bodyJob
	wg      sync.WaitGroup
	workers []*worker
}

// worker is what one pool goroutine keeps from body to body.
type worker struct {
	p      parser // reused from body to body
	tc     *typeCache
	ar     *arena
	fs     *funcState
	link   linker
	stands map[standKey]*ir.GlobalVariable
}

func newWorker(ms *modState) *worker {
	wk := &worker{tc: newTypeCache(ms.m.Types), ar: &arena{}, fs: &funcState{}}
	if ms.fast {
		wk.stands = map[standKey]*ir.GlobalVariable{}
	}
	return wk
}

func (ms *modState) startPool() *pool {
	// Room for every body, so the top-level reader never waits for the
	// workers: it reaches the metadata at the end of the file early and
	// reads it while they still parse bodies.
	pl := &pool{ms: ms, jobs: make(chan *bodyJob, max(1024, ms.bodies))}
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wk := newWorker(ms)
		pl.workers = append(pl.workers, wk)
		pl.wg.Add(1)
		go func() {
			defer pl.wg.Done()
			for j := range pl.jobs {
				ms.runBody(j, wk, int(j.close)+1)
			}
		}()
	}
	return pl
}

// add queues a body.
func (pl *pool) add(j *bodyJob) { pl.jobs <- j }

// stop waits for the queued bodies.
func (pl *pool) stop() {
	close(pl.jobs)
	pl.wg.Wait()
}

// parseBodies parses the queued function bodies (careful path). Only
// bodies that end before limit (where the top level failed) are read. It
// returns every error found; errRetypePointers asks for a restart.
func (ms *modState) parseBodies(limit int) ([]*perr, error) {
	var jobs []*bodyJob
	for _, j := range ms.jobs {
		if int(j.close) < limit {
			jobs = append(jobs, j)
		}
	}
	pl := ms.startPool()
	for _, j := range jobs {
		pl.add(j)
	}
	pl.stop()
	var errs []*perr
	for _, j := range jobs {
		if j.retype {
			return nil, errRetypePointers
		}
		if j.err != nil {
			errs = append(errs, j.err)
		}
		errs = append(errs, j.more().deferred...)
	}
	return errs, nil
}

// runBody parses one function body and notes its users of module-level
// values (see linker.collect); a panic becomes an internal error at the
// body, as a last resort, so that it cannot take the process down from a
// worker goroutine.
func (ms *modState) runBody(j *bodyJob, wk *worker, limit int) {
	defer func() {
		if r := recover(); r != nil {
			j.err = &perr{seq: int(j.open), off: int(j.open), msg: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	p := &wk.p
	p.init(ms, wk.tc, wk.ar, int(j.open), limit)
	p.stands = wk.stands
	fs := wk.fs
	fs.reset(j)
	p.fn = fs
	err := p.parseBody()
	if fs.deferred != nil || fs.blockRefs != nil || fs.numberedBlocks != nil || fs.dbg != (dbgFormats{}) || fs.useLists != nil {
		j.bodyMore = &bodyMore{deferred: fs.deferred, blockRefs: fs.blockRefs, numbered: fs.numberedBlocks, dbg: fs.dbg, useLists: fs.useLists}
	}
	switch e := err.(type) {
	case nil:
		j.links = wk.link.collect(j.f)
	case *perr:
		j.err = e
	default:
		if err == errRetypePointers {
			j.retype = true
		} else {
			j.err = &perr{seq: int(j.open), off: int(j.open), msg: err.Error()}
		}
	}
}

// parseBody reads "{ blocks... uselistorder... }".
func (p *parser) parseBody() error {
	fs := p.fn
	p.next() // '{'
	sc := p.sc
	start := len(sc.blocks)
	defer func() { sc.blocks = sc.blocks[:start] }()
	for p.tok.kind != tRBrace && !p.isWord("uselistorder") {
		if p.tok.kind == tEOF {
			return p.unexpected("instruction")
		}
		if err := p.parseBlock(); err != nil {
			return err
		}
	}
	fs.f.Blocks = p.ar.blockList(sc.blocks[start:])
	if len(fs.f.Blocks) == 0 {
		return p.errHere("function body requires at least one basic block")
	}
	for p.isWord("uselistorder") {
		if err := p.parseLocalUseListOrder(); err != nil {
			return err
		}
	}
	if p.tok.kind != tRBrace {
		return p.unexpected("'uselistorder' or '}'")
	}
	if fs.job.close != 0 && p.tok.pos != fs.job.close {
		return p.errHere("expected end of function body")
	}
	return fs.finish(p)
}

// parseBlock reads one basic block: an optional label, then instructions
// (each after its debug records) up to a terminator.
func (p *parser) parseBlock() error {
	fs := p.fn
	var b *ir.Block
	var err error
	blockPos := p.tok.pos
	switch p.tok.kind {
	case tLabel:
		b, err = fs.defineBlock(p, p.tok, 0)
		p.next()
	case tLabelID:
		b, err = fs.defineBlock(p, p.tok, idOf(p.src, p.tok))
		p.next()
	default:
		b, err = fs.defineBlock(p, p.tok, fs.nextID)
	}
	if err != nil {
		return err
	}
	sc := p.sc
	b.Parent = fs.f
	p.mod.pos.record(b, blockPos)
	sc.blocks = append(sc.blocks, b)
	start := len(sc.instrs)
	defer func() { sc.instrs = sc.instrs[:start] }()
	for {
		var records []*ir.DbgRecord
		for p.tok.kind == tHash {
			r, err := p.parseDbgRecord()
			if err != nil {
				return err
			}
			records = append(records, r)
		}
		at := p.tok.pos
		in, err := p.parseInstruction()
		if err != nil {
			return err
		}
		p.mod.pos.record(in, at)
		if records != nil {
			in.SetDbgRecords(records)
		}
		in.Parent = b
		sc.instrs = append(sc.instrs, in)
		if in.Op.IsTerminator() {
			b.Instrs = p.ar.instrList(sc.instrs[start:])
			return nil
		}
	}
}

// parseDbgRecord reads "#dbg_value(...)" and the other debug records.
func (p *parser) parseDbgRecord() (*ir.DbgRecord, error) {
	if p.fn != nil {
		seeFirst(&p.fn.dbg.record, p.tok.pos)
	}
	p.next()
	if p.tok.kind != tWord {
		return nil, p.unexpected("debug record type")
	}
	var kind string
	var n int
	switch string(p.text()) {
	case "dbg_value":
		kind, n = "value", 4
	case "dbg_declare":
		kind, n = "declare", 4
	case "dbg_declare_value":
		kind, n = "declare_value", 4
	case "dbg_assign":
		kind, n = "assign", 7
	case "dbg_label":
		kind, n = "label", 2
	default:
		return nil, p.unexpected("debug record type")
	}
	p.next()
	if err := p.expect(tLParen); err != nil {
		return nil, err
	}
	r := &ir.DbgRecord{Kind: kind, Args: make([]ir.Metadata, 0, n)}
	for i := 0; i < n; i++ {
		if i > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		if dbgArgIsNode(kind, i) {
			if err := p.expectMDNode(); err != nil {
				return nil, err
			}
		}
		md, err := p.parseMDOperand()
		if err != nil {
			return nil, err
		}
		r.Args = append(r.Args, md)
	}
	return r, p.expect(tRParen)
}

// dbgArgIsNode reports whether argument i of a debug record of kind must
// be a node (!N, !{...} or !DIExpression(...)), as LLVM reads it: all but
// the location and #dbg_assign's address may be any metadata.
func dbgArgIsNode(kind string, i int) bool {
	return kind == "label" || i != 0 && (kind != "assign" || i != 4)
}

// expectMDNode checks that a node begins here, with LLVM's messages.
func (p *parser) expectMDNode() error {
	switch {
	case p.tok.kind == tMetaVar:
		return nil
	case p.tok.kind != tExclaim:
		return p.errHere("expected '!' here")
	}
	if int(p.tok.end) >= len(p.src) {
		return p.errAt(p.tok.end, "expected integer") // the file ends at the '!'
	}
	if c := p.src[p.tok.end]; c != '{' && (c < '0' || c > '9') {
		return p.errAt(p.tok.end, "expected integer")
	}
	return nil
}

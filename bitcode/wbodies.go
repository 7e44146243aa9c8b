package bitcode

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"sync"

	"memspace/ir"
)

// functions writes the function blocks. Each body is encoded in parallel
// into a buffer of its own (a block's contents start on a word boundary,
// so they do not depend on what precedes them); the buffers are spliced
// in module order as soon as their turn comes, so the bytes do not depend
// on the schedule. Workers share the encoder's tables, complete by now,
// read-only, and each reuses its writer and tables from body to body. A
// body's buffer goes back to a free list once spliced, so that the bodies
// of a big module cost a few buffers, not a copy of the whole output.
func (e *encoder) functions(fns []*ir.Function) {
	s := &splicer{e: e, done: map[int][]byte{}}
	s.turn.L = &s.mu
	var mu sync.Mutex
	k := 0
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	if e.b.edit != nil {
		workers = 1 // the edit sees the records in order
	}
	for w := 0; w < min(workers, len(fns)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bw := &bodyWriter{}
			for {
				mu.Lock()
				i := k
				k++
				mu.Unlock()
				if i >= len(fns) {
					return
				}
				bw.w.out = s.buffer()
				out, failed := e.encodeBody(fns[i], bw)
				s.finish(i, out, failed)
			}
		}()
	}
	wg.Wait()
	if s.failed != nil {
		panic(s.failed)
	}
}

// splicer splices encoded bodies into the output in module order.
type splicer struct {
	e      *encoder
	mu     sync.Mutex
	next   int            // the body to splice next
	done   map[int][]byte // bodies encoded before their turn
	free   [][]byte       // buffers spliced already, for reuse
	failed any            // the first failure in module order
	turn   sync.Cond      // signalled when bodies are spliced
}

// maxAhead bounds the bodies encoded before their turn: a worker waits
// rather than start another buffer while a big body holds up the turn.
const maxAhead = 8

// buffer returns an empty buffer for the next body.
func (s *splicer) buffer() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.free); n > 0 {
		b := s.free[n-1]
		s.free = s.free[:n-1]
		return b[:0]
	}
	return nil
}

// finish records body i and splices every body whose turn has come.
func (s *splicer) finish(i int, out []byte, failed any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if failed != nil {
		if s.failed == nil || i < s.failedAt() {
			s.failed, s.next = failed, -1-i
		}
		s.turn.Broadcast()
		return
	}
	s.done[i] = out
	s.spliceReady()
	for len(s.done) >= maxAhead && s.next >= 0 {
		s.turn.Wait()
	}
}

// spliceReady splices the bodies whose turn has come, in order.
func (s *splicer) spliceReady() {
	defer s.turn.Broadcast()
	for s.next >= 0 {
		buf, ok := s.done[s.next]
		if !ok {
			return
		}
		delete(s.done, s.next)
		s.e.fnStarts[s.next] = s.e.b.w.bitPos()
		s.e.splice(functionBlock, functionWidth, buf)
		s.free = append(s.free, buf)
		s.next++
		if w := s.e.b.w; len(w.out) >= flushSize {
			w.flush()
		}
	}
}

// functionWidth is the abbreviation width of function blocks, LLVM's:
// room for the 18 abbreviations BLOCKINFO gives them.
const functionWidth = 5

// flushSize is how much output the writer holds before it hands it to
// its sink (EncodeTo). A variable so that tests can make it small.
var flushSize = 512 << 10

// failedAt is the index of the failed body (next holds -1-index then).
func (s *splicer) failedAt() int { return -1 - s.next }

// bodyWriter is what a worker of functions reuses from body to body: its
// copy of the encoder (sharing the module's tables), writer and tables.
type bodyWriter struct {
	enc encoder
	bw  blockWriter
	w   bitWriter
	fs  fnEnc
}

// encodeBody encodes one body with the worker's writer and caches, and
// returns its bytes (in the worker's buffer, which the caller owns next).
func (e *encoder) encodeBody(f *ir.Function, bw *bodyWriter) (out []byte, failed any) {
	w := &bw.enc
	if w.m == nil {
		*w = *e
		w.intKeys = map[intKey]string{}
	}
	bw.w = bitWriter{out: bw.w.out[:0]}
	bw.bw = blockWriter{w: &bw.w, width: functionWidth, info: e.b.info, stack: bw.bw.stack[:0], id: functionBlock, edit: e.b.edit,
		abbrevs: append(bw.bw.abbrevs[:0], e.b.info[functionBlock]...)}
	w.b = &bw.bw
	defer func() {
		if p := recover(); p != nil {
			if _, ok := p.(*writeError); !ok {
				p = &writeError{msg: fmt.Sprintf("internal error: %v", p)}
			}
			out, failed = nil, p
		}
	}()
	w.function(f, &bw.fs)
	return w.b.w.bytes(), nil
}

// splice writes a block whose contents (through END_BLOCK) are buf.
func (b *blockWriter) splice(id uint64, width uint, buf []byte) {
	b.w.emit(abbrEnterBlock, b.width)
	b.w.vbr(id, 8)
	b.w.vbr(uint64(width), 4)
	b.w.align32()
	b.w.out = binary.LittleEndian.AppendUint32(b.w.out, uint32(len(buf)/4))
	b.w.out = append(b.w.out, buf...)
}

func (e *encoder) splice(id uint64, width uint, buf []byte) { e.b.splice(id, width, buf) }

package bitcode

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"memspace/ir"
)

// functions writes the function blocks. Each body is encoded in parallel
// into a buffer of its own (a block's contents start on a word boundary,
// so they do not depend on what precedes them); the buffers are then
// spliced in module order, so the bytes do not depend on the schedule.
// Workers share the encoder's tables, complete by now, read-only, and
// each reuses its writer and tables from body to body.
func (e *encoder) functions() {
	var fns []*ir.Function
	for _, f := range e.m.Functions {
		if !f.IsDeclaration() {
			fns = append(fns, f)
		}
	}
	bufs := make([][]byte, len(fns))
	fails := make([]any, len(fns))
	var mu sync.Mutex
	k := 0
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(fns)); w++ {
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
				bufs[i], fails[i] = e.encodeBody(fns[i], bw)
			}
		}()
	}
	wg.Wait()
	for _, p := range fails {
		if p != nil {
			panic(p)
		}
	}
	size := 0
	for _, buf := range bufs {
		size += len(buf) + 16
	}
	e.b.w.out = slices.Grow(e.b.w.out, size)
	for i, buf := range bufs {
		e.splice(functionBlock, 4, buf)
		bufs[i] = nil
	}
}

// bodyWriter is what a worker of functions reuses from body to body: its
// copy of the encoder (sharing the module's tables), writer and tables.
type bodyWriter struct {
	enc encoder
	bw  blockWriter
	w   bitWriter
	fs  fnEnc
}

// encodeBody encodes one body with the worker's writer and caches, and
// returns a copy of its bytes.
func (e *encoder) encodeBody(f *ir.Function, bw *bodyWriter) (out []byte, failed any) {
	w := &bw.enc
	if w.m == nil {
		*w = *e
		w.intKeys = map[intKey]string{}
	}
	bw.w = bitWriter{out: bw.w.out[:0]}
	bw.bw = blockWriter{w: &bw.w, width: 4, info: e.b.info, stack: bw.bw.stack[:0],
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
	return bytes.Clone(w.b.w.bytes()), nil
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

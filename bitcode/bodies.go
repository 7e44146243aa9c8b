package bitcode

import (
	"fmt"
	"runtime"
	"sync"
)

// readBodies reads the function bodies found in the module block, in
// parallel: each worker has its own cursor over the same bytes and its
// own copy of the reader's per-record state. What bodies share is built
// completely first (the module's constants and metadata, the function
// attribute groups), so workers only read it. When several bodies are
// broken, the error of the first in the file is reported, as a
// one-pass reader would.
func (r *reader) readBodies() {
	if len(r.bodies) == 0 {
		return
	}
	if c := r.consts; c != nil {
		for i := range c.recs {
			c.get(r, uint64(i))
		}
	}
	for i := range r.md.items {
		r.md.get(uint64(i))
	}
	if r.listGroup == nil {
		r.listFnGroups()
	}
	if r.collect {
		// The records of the module level (constants, metadata,
		// attributes) are garbage now and the module is still small:
		// a collection here is cheap and leaves the bodies that room.
		runtime.GC()
	}
	errs := make([]*bitError, len(r.bodies))
	var next sync.Mutex
	k := 0
	workers := min(runtime.GOMAXPROCS(0), len(r.bodies))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ar := &arena{}
			defer func() {
				next.Lock()
				r.bodyLocs += ar.locs
				next.Unlock()
			}()
			w := *r // the worker's reader state, reused from body to body
			w.ar = ar
			for {
				next.Lock()
				i := k
				k++
				next.Unlock()
				if i >= len(r.bodies) {
					return
				}
				errs[i] = w.readBody(r.bodies[i])
			}
		}()
	}
	wg.Wait()
	for _, e := range errs {
		if e != nil {
			panic(e)
		}
	}
}

// readBody reads one body with w, a worker's copy of the reader, and a
// private cursor.
func (w *reader) readBody(j bodyJob) (err *bitError) {
	ar := w.ar
	s := &ar.stream
	if s.c == nil {
		ar.cursor = cursor{data: w.s.c.data, end: w.s.c.end}
		s.c, s.info = &ar.cursor, w.s.info
		w.s = s
	}
	ar.cursor.pos = j.pos
	s.stack = append(s.stack[:0], &block{id: moduleBlock, width: 3})
	defer func() {
		if p := recover(); p != nil {
			if e, ok := p.(*bitError); ok {
				err = e
				return
			}
			err = &bitError{pos: w.recPos, msg: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	w.s.enter(functionBlock)
	w.readFunction(j.f)
	return nil
}

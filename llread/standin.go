package llread

import (
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"

	"memspace/ir"
)

// On the fast path a body may be parsed before the globals it names are
// read, so each reference to a global not defined yet gets a stand-in: a
// GlobalVariable without a value type whose name is the global's key and
// whose type is the type the use expects. Once everything is read,
// resolveStandIns puts the real globals in their place, checking the types.
// A global already defined, with the type expected, is used at once.

// standKey identifies a stand-in within one worker.
type standKey struct {
	name string
	ty   ir.Type
}

// globalOrStandIn returns the global token t names, if it is defined with
// type ty, else a stand-in for it.
func (p *parser) globalOrStandIn(t token, ty ir.Type) ir.GlobalValue {
	ms := p.mod
	var g ir.GlobalValue
	if t.kind == tGlobalID {
		ms.globalsMu.RLock()
		g = ms.numGlobals[idOf(p.src, t)]
		ms.globalsMu.RUnlock()
	} else {
		g = ms.globals.get(nameOf(p.src, t))
	}
	if g != nil && g.Type() == ty {
		return g
	}
	return p.standIn(t, ty)
}

// standIn returns the stand-in for the global token t used with type ty.
func (p *parser) standIn(t token, ty ir.Type) *ir.GlobalVariable {
	var name string
	if t.kind == tGlobalID {
		name = "\x00" + bstr(p.src[t.pos+1:t.end])
	} else {
		name = nameOf(p.src, t)
	}
	k := standKey{name, ty}
	g := p.stands[k]
	if g == nil {
		g = ir.NewGlobalVariable(name, nil, ty)
		p.stands[k] = g
	}
	return g
}

// isStandIn reports whether g is a stand-in.
func isStandIn(g *ir.GlobalVariable) bool { return g.ValueType == nil }

// resolveStandIns replaces the stand-ins in every body by the globals they
// stand for. Each stand-in is looked up once and keeps its global in its
// Init field (stand-ins never join the module); the bodies are then walked
// in parallel. Only the users the workers left for the sequential linker
// can hold stand-ins.
func (ms *modState) resolveStandIns() error {
	for _, wk := range ms.pool.workers {
		for _, s := range wk.stands {
			g := ms.standFor(s)
			if g == nil || g.Type() != s.Type() {
				return errFastPath
			}
			s.Init = g
		}
	}
	parallel(len(ms.jobs), func(i int) {
		bl := &ms.jobs[i].links
		for _, in := range bl.instrs {
			resolveOperands(in.Operands())
		}
		for _, v := range bl.vams {
			v.V = resolveValue(v.V)
		}
	})
	return nil
}

// standFor returns the global a stand-in stands for, or nil.
func (ms *modState) standFor(s *ir.GlobalVariable) ir.GlobalValue {
	name := s.Name()
	if len(name) == 0 || name[0] != 0 {
		return ms.globals.get(name)
	}
	id, err := strconv.ParseUint(name[1:], 10, 32)
	if err != nil {
		return nil
	}
	return ms.numGlobals[uint32(id)]
}

func resolveOperands(ops []ir.Value) {
	for i, op := range ops {
		if op != nil {
			ops[i] = resolveValue(op)
		}
	}
}

func resolveValue(v ir.Value) ir.Value {
	switch c := v.(type) {
	case *ir.GlobalVariable:
		if isStandIn(c) {
			return c.Init
		}
	case *ir.ConstAggregate:
		resolveOperands(c.Elems)
	case *ir.ConstExpr:
		resolveOperands(c.Operands())
	case *ir.ConstRef:
		resolveOperands(c.Operands())
	}
	return v
}

// parallel calls fn(0..n-1) on GOMAXPROCS goroutines. A panic in fn is
// raised again in the caller, where Parse's last-resort recover sees it.
func parallel(n int, fn func(i int)) {
	workers := runtime.GOMAXPROCS(0)
	if workers > n {
		workers = n
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	var failed atomic.Value
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					failed.CompareAndSwap(nil, fmt.Sprint(r))
				}
			}()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				fn(i)
			}
		}()
	}
	wg.Wait()
	if r := failed.Load(); r != nil {
		panic(r)
	}
}

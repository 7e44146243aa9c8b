package pass

import (
	"sync"

	"memspace/ir"
)

// Positions places values in the input text, for diagnostics about a
// module without debug info: "k.ll:14:3: warning: ...". The reader records
// where each instruction was defined (Source); passes that copy code (a
// clone, an inlined body) call Copied so the copies point where their
// originals were. A nil *Positions knows nothing.
type Positions struct {
	Source interface {
		Of(v ir.Value) (line, col int, ok bool)
	}
	mu   sync.Mutex
	from map[ir.Value]ir.Value // copy -> original
}

// Copied records that every value of vmap's range copies its key.
func (p *Positions) Copied(vmap ir.ValueMap) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.from == nil {
		p.from = map[ir.Value]ir.Value{}
	}
	for orig, cp := range vmap {
		_, a := orig.(*ir.Instruction)
		if _, b := cp.(*ir.Instruction); a && b && cp != orig { // not a parameter mapped to an argument
			p.from[cp] = orig
		}
	}
}

// Of returns the line and column where v, or the value it copies, was
// defined in the input.
func (p *Positions) Of(v ir.Value) (line, col int, ok bool) {
	if p == nil || p.Source == nil {
		return 0, 0, false
	}
	p.mu.Lock()
	for i := 0; i < 64; i++ {
		o, ok := p.from[v]
		if !ok {
			break
		}
		v = o
	}
	p.mu.Unlock()
	return p.Source.Of(v)
}

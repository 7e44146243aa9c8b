package llread

import (
	"memspace/ir"
)

// parseUseListIndexes reads "{ i, j, ... }": a permutation of 0..n-1 that
// is not the identity.
func (p *parser) parseUseListIndexes() ([]int, error) {
	start := p.tok.pos
	if err := p.expect(tLBrace); err != nil {
		return nil, err
	}
	var idx []int
	for p.tok.kind != tRBrace {
		if len(idx) > 0 {
			if err := p.expect(tComma); err != nil {
				return nil, err
			}
		}
		v, err := p.parseUint32("uselistorder index")
		if err != nil {
			return nil, err
		}
		idx = append(idx, int(v))
	}
	p.next()
	if len(idx) < 2 {
		return nil, p.errAt(start, "expected >= 2 uselistorder indexes")
	}
	seen := make([]bool, len(idx))
	sorted := true
	for i, v := range idx {
		if v >= len(idx) || seen[v] {
			return nil, p.errAt(start, "expected distinct uselistorder indexes in range [0, size)")
		}
		seen[v] = true
		sorted = sorted && v == i
	}
	if sorted {
		return nil, p.errAt(start, "expected uselistorder indexes to change the order")
	}
	return idx, nil
}

// parseUseListOrderTail reads "T v, { ... }" after "uselistorder".
func (p *parser) parseUseListOrderTail() (*ir.UseListOrder, error) {
	p.next()
	v, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	idx, err := p.parseUseListIndexes()
	if err != nil {
		return nil, err
	}
	return &ir.UseListOrder{Value: v, Indexes: idx}, nil
}

// parseLocalUseListOrder reads a uselistorder directive inside a body.
func (p *parser) parseLocalUseListOrder() error {
	u, err := p.parseUseListOrderTail()
	if err != nil {
		return err
	}
	p.fn.f.UseListOrders = append(p.fn.f.UseListOrders, u)
	return nil
}

// parseUseListOrder reads a module-level uselistorder directive.
func (p *parser) parseUseListOrder() error {
	u, err := p.parseUseListOrderTail()
	if err != nil {
		return err
	}
	p.mod.m.UseListOrders = append(p.mod.m.UseListOrders, u)
	return nil
}

// bbOrderJob is a uselistorder_bb directive, resolved after the bodies.
type bbOrderJob struct {
	u     *ir.UseListOrder
	fnTok token
	bbTok token
}

// parseUseListOrderBB reads "uselistorder_bb @f, %bb, { ... }".
func (p *parser) parseUseListOrderBB() error {
	p.next()
	if p.tok.kind != tGlobal && p.tok.kind != tGlobalID {
		return p.unexpected("function name in uselistorder_bb")
	}
	fnTok := p.tok
	p.next()
	if err := p.expect(tComma); err != nil {
		return err
	}
	if p.tok.kind != tLocal && p.tok.kind != tLocalID {
		return p.unexpected("basic block name in uselistorder_bb")
	}
	bbTok := p.tok
	p.next()
	if err := p.expect(tComma); err != nil {
		return err
	}
	idx, err := p.parseUseListIndexes()
	if err != nil {
		return err
	}
	u := &ir.UseListOrder{Indexes: idx}
	p.mod.m.UseListOrders = append(p.mod.m.UseListOrders, u)
	p.mod.bbOrders = append(p.mod.bbOrders, bbOrderJob{u: u, fnTok: fnTok, bbTok: bbTok})
	return nil
}

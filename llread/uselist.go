package llread

import (
	"strconv"

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
	at := p.tok.pos
	u, err := p.parseUseListOrderTail()
	if err != nil {
		return err
	}
	p.fn.f.UseListOrders = append(p.fn.f.UseListOrders, u)
	p.fn.useLists = append(p.fn.useLists, useListAt{u, at})
	return nil
}

// parseUseListOrder reads a module-level uselistorder directive.
func (p *parser) parseUseListOrder() error {
	at := p.tok.pos
	u, err := p.parseUseListOrderTail()
	if err != nil {
		return err
	}
	p.mod.m.UseListOrders = append(p.mod.m.UseListOrders, u)
	p.mod.useLists = append(p.mod.useLists, useListAt{u, at})
	return nil
}

// bbOrderJob is a uselistorder_bb directive, resolved after the bodies.
type bbOrderJob struct {
	u     *ir.UseListOrder
	fnTok token
	bbTok token
	at    int32 // the keyword
}

// parseUseListOrderBB reads "uselistorder_bb @f, %bb, { ... }".
func (p *parser) parseUseListOrderBB() error {
	at := p.tok.pos
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
	p.mod.bbOrders = append(p.mod.bbOrders, bbOrderJob{u: u, fnTok: fnTok, bbTok: bbTok, at: at})
	return nil
}

// useListAt is a uselistorder directive of a body and where its keyword is.
type useListAt struct {
	u  *ir.UseListOrder
	at int32
}

// checkUseListCounts checks, once use lists are linked, that each
// directive has as many indexes as its value has uses, as LLVM does, when
// the value's uses can be counted as LLVM counts them (ir.CountedUses).
func (ms *modState) checkUseListCounts() *perr {
	var first *perr
	check := func(v ir.Value, n int, at int32) {
		if err := useListCountErr(v, n, at); err != nil && (first == nil || err.before(first)) {
			first = err
		}
	}
	for _, j := range ms.jobs {
		for _, d := range j.more().useLists {
			check(d.u.Value, len(d.u.Indexes), d.at)
		}
	}
	for _, d := range ms.useLists {
		check(d.u.Value, len(d.u.Indexes), d.at)
	}
	for _, o := range ms.bbOrders {
		if o.u.Block != nil {
			check(o.u.Block, len(o.u.Indexes), o.at)
		}
	}
	return first
}

// useListCountErr is LLVM's complaint about n indexes for v's uses, if
// it can be told.
func useListCountErr(v ir.Value, n int, at int32) *perr {
	uses, ok := ir.CountedUses(v)
	msg := ""
	switch {
	case !ok:
		return nil
	case uses == 0:
		msg = "value has no uses"
	case uses == 1:
		msg = "value only has one use"
	case uses != n:
		msg = "wrong number of indexes, expected " + strconv.Itoa(uses)
	default:
		return nil
	}
	return &perr{seq: int(at), off: int(at), msg: msg}
}

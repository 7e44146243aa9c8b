package llwrite

import "memspace/ir"

// function appends a definition or declaration, preceded by its
// "; Function Attrs:" comment.
func (p *printer) function(f *ir.Function) {
	p.fnAttrsComment(f)
	if f.IsDeclaration() {
		p.str("declare")
		p.attachments(f.MD, " ")
		p.byte(' ')
		p.names = nil
	} else {
		p.str("define ")
		p.names = p.scratchNames(f)
	}
	p.functionHeader(f)
	if f.IsDeclaration() {
		p.byte('\n')
		return
	}
	p.attachments(f.MD, " ")
	p.str(" {")
	preds := p.predecessors(f)
	for i, b := range f.Blocks {
		p.block(i, b, preds.of(i))
	}
	p.localUseLists(f)
	p.str("}\n")
	p.names = nil
}

// functionHeader appends everything from the linkage to the trailing
// personality of a define or declare line.
func (p *printer) functionHeader(f *ir.Function) {
	if f.Linkage != ir.External && f.Linkage != ir.LinkExternal {
		p.str(string(f.Linkage))
		p.byte(' ')
	}
	p.globalPrefix(&f.GlobalCommon, false)
	if f.CC != "" {
		p.str(f.CC)
		p.byte(' ')
	}
	if !f.RetAttrs.IsEmpty() {
		p.attrList(&f.RetAttrs)
		p.byte(' ')
	}
	sig := f.Sig
	if sig == nil {
		sig = &ir.FuncType{Ret: ir.VoidType}
	}
	p.typ(sig.Ret)
	p.byte(' ')
	p.globalRef(f)
	p.params(f, sig)
	if f.UnnamedAddr != "" {
		p.byte(' ')
		p.str(f.UnnamedAddr)
	}
	if as := globalAddrSpace(&f.GlobalCommon); as != 0 || p.mi.progAS != 0 {
		p.byte(' ')
		p.b = appendAddrSpace(p.b, as)
	}
	p.spacedAttrs(&f.FnAttrs)
	p.functionTail(f)
}

// params appends "(T attrs %a, ...)"; declarations print no names.
func (p *printer) params(f *ir.Function, sig *ir.FuncType) {
	p.byte('(')
	n := len(sig.Params)
	if !f.IsDeclaration() {
		n = len(f.Params)
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			p.str(", ")
		}
		var arg *ir.Argument
		if i < len(f.Params) {
			arg = f.Params[i]
		}
		if arg != nil {
			p.typ(arg.Type())
			p.spacedAttrs(&arg.Attrs)
		} else {
			p.typ(sig.Params[i])
		}
		if !f.IsDeclaration() && arg != nil {
			p.byte(' ')
			p.b = p.names.argName(p.b, arg)
		}
	}
	if sig.Variadic {
		if n > 0 {
			p.str(", ")
		}
		p.str("...")
	}
	p.byte(')')
}

// functionTail appends section, partition, comdat, align, gc, prefix,
// prologue and personality.
func (p *printer) functionTail(f *ir.Function) {
	if f.HasSect {
		p.str(" section ")
		p.b = appendQuoted(p.b, f.Section)
	}
	if f.HasPart {
		p.str(" partition ")
		p.b = appendQuoted(p.b, f.Partition)
	}
	p.comdatRef(&f.GlobalCommon, " comdat")
	if a := f.Align(); a != 0 {
		p.str(" align ")
		p.uint(a)
	}
	if f.HasGC {
		p.str(" gc ")
		p.b = appendQuoted(p.b, f.GC)
	}
	p.optConst(" prefix ", f.Prefix)
	p.optConst(" prologue ", f.Prologue)
	p.optConst(" personality ", f.Personality)
}

func (p *printer) optConst(kw string, c ir.Constant) {
	if c == nil {
		return
	}
	p.str(kw)
	p.typedValue(c)
}

// block appends a block's label line (none for an unnamed entry block)
// and its instructions.
func (p *printer) block(i int, b *ir.Block, preds []int32) {
	start := len(p.b)
	if out, ok := p.names.blockLabel(append(p.b, '\n'), i); ok {
		p.b = append(out, ':')
	} else {
		p.b = p.b[:start]
	}
	if i > 0 {
		p.predsComment(len(p.b)-start-1, preds)
	}
	p.byte('\n')
	for _, in := range b.Instrs {
		if in != nil {
			p.instructionLine(in)
		}
	}
}

// predsComment pads the label line to column 50 and lists the
// predecessors.
func (p *printer) predsComment(col int, preds []int32) {
	pad := max(50-col, 1)
	for range pad {
		p.byte(' ')
	}
	if len(preds) == 0 {
		p.str("; No predecessors!")
		return
	}
	p.str("; preds = ")
	for i, pi := range preds {
		if i > 0 {
			p.str(", ")
		}
		p.b, _ = p.names.appendLocal(p.b, p.names.f.Blocks[pi])
	}
}

// predList holds every block's predecessors in one slice.
type predList struct {
	start []int32 // block i's predecessors are list[start[i]:start[i+1]]
	list  []int32
}

func (pl *predList) of(i int) []int32 { return pl.list[pl.start[i]:pl.start[i+1]] }

// predecessors lists, for each block, the blocks whose terminators name it,
// one entry per operand, most recent first (the order of LLVM's use list
// after parsing). It counts first, then fills one flat slice.
func (p *printer) predecessors(f *ir.Function) *predList {
	pl := &p.preds
	nb := len(f.Blocks)
	pl.start = append(pl.start[:0], make([]int32, nb+1)...)
	p.eachEdge(f, func(_, succ int) { pl.start[succ+1]++ })
	for i := 1; i <= nb; i++ {
		pl.start[i] += pl.start[i-1]
	}
	total := int(pl.start[nb])
	pl.list = append(pl.list[:0], make([]int32, total)...)
	fill := append(p.predFill[:0], pl.start[:nb]...)
	p.eachEdge(f, func(pred, succ int) {
		pl.list[fill[succ]] = int32(pred)
		fill[succ]++
	})
	p.predFill = fill
	p.reorderPreds(f)
	return pl
}

// reorderPreds applies the use-list orders of f's blocks to their
// predecessor lists: the i-th entry moves to place idx[i] (ir/uselist.go).
func (p *printer) reorderPreds(f *ir.Function) {
	if len(f.UseListOrders) == 0 && p.mi.bbOrders[f] == nil {
		return
	}
	ir.LocalOrders(f, p.mi.bbOrders[f], func(v ir.Value, idx []int) {
		b, isBlock := v.(*ir.Block)
		if !isBlock {
			return
		}
		bi, ok := p.names.blockIndex(b)
		if !ok || !ir.ValidLocalOrder(b, idx) {
			return
		}
		list := p.preds.of(bi)
		if len(list) != len(idx) {
			return
		}
		natural := append([]int32(nil), list...)
		for i, pred := range natural {
			list[idx[i]] = pred
		}
	})
}

// eachEdge calls fn(pred, succ) for every block operand of every
// terminator, last block and last operand first.
func (p *printer) eachEdge(f *ir.Function, fn func(pred, succ int)) {
	for bi := len(f.Blocks) - 1; bi >= 0; bi-- {
		t := f.Blocks[bi].Terminator()
		if t == nil {
			continue
		}
		ops := t.Operands()
		for oi := len(ops) - 1; oi >= 0; oi-- {
			succ, ok := ops[oi].(*ir.Block)
			if !ok || succ == nil {
				continue
			}
			if si, ok := p.names.blockIndex(succ); ok {
				fn(bi, si)
			}
		}
	}
}

// scratchNames numbers f into the printer's reusable Names.
func (p *printer) scratchNames(f *ir.Function) *Names {
	if p.scratch == nil {
		p.scratch = &Names{}
	}
	p.scratch.build(f)
	return p.scratch
}

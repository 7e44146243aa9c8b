package llwrite

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"memspace/ir"
)

// Write prints m as textual LLVM IR to w. It numbers m's metadata (sets each
// node's Slot) first; apart from that it does not change m.
func Write(w io.Writer, m *ir.Module) error {
	var werr error
	err := run(m, func(b []byte) {
		if werr == nil {
			_, werr = w.Write(b)
		}
	})
	if werr != nil {
		return werr
	}
	return err
}

// Bytes returns m printed as textual LLVM IR. Internal errors (which only a
// malformed module can cause) show as a "<llwrite: ...>" marker in the text.
func Bytes(m *ir.Module) []byte {
	var out []byte
	if m != nil {
		out = make([]byte, 0, sizeEstimate(m))
	}
	_ = run(m, func(b []byte) { out = append(out, b...) })
	return out
}

// sizeEstimate guesses the printed size of m, to size Bytes' buffer.
func sizeEstimate(m *ir.Module) int {
	n := 4096 + 128*len(m.Globals) + 96*len(m.Metadata) + 64*len(m.AttrGroups)
	for _, f := range m.Functions {
		n += 160 + 48*len(f.Params)
		for _, b := range f.Blocks {
			n += 64 + 64*len(b.Instrs)
		}
	}
	return n
}

// job prints one independent piece of the module.
type job func(p *printer)

// run splits the module into jobs, runs them on GOMAXPROCS workers and
// hands their output to emit in module order. The slices given to emit are
// reused afterwards.
func run(m *ir.Module, emit func([]byte)) (err error) {
	if m == nil {
		return fmt.Errorf("llwrite: nil module")
	}
	var jobs []job
	var mi *moduleInfo
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("llwrite: cannot print malformed module: %v", r)
			}
		}()
		numberMetadata(m)
		mi = newModuleInfo(m)
		jobs = moduleJobs(mi)
	}()
	if err != nil {
		return err
	}
	return runJobs(mi, jobs, emit)
}

// jobOut is a finished job's text.
type jobOut struct {
	b   []byte
	err error
}

// runJobs executes jobs on GOMAXPROCS workers and emits their output in
// order. At most window jobs are taken but not yet emitted, so job i can
// use ring slot i%window, and buffers are recycled through bufPool. A
// panicking job becomes an error (and a marker in the text), never a crash.
func runJobs(mi *moduleInfo, jobs []job, emit func([]byte)) error {
	n := len(jobs)
	workers := max(1, min(runtime.GOMAXPROCS(0), n))
	if workers == 1 {
		return runInline(mi, jobs, emit)
	}
	window := 4 * workers
	tokens := make(chan struct{}, window)
	ring := make([]chan jobOut, window)
	for i := range ring {
		ring[i] = make(chan jobOut, 1)
	}
	var next atomic.Int64
	for range workers {
		go func() {
			p := &printer{mi: mi}
			for {
				tokens <- struct{}{}
				i := int(next.Add(1) - 1)
				if i >= n {
					<-tokens
					return
				}
				p.b = getBuf()
				err := runJob(p, jobs[i])
				ring[i%window] <- jobOut{p.b, err}
			}
		}()
	}
	var first error
	for i := range n {
		r := <-ring[i%window]
		emit(r.b)
		if first == nil {
			first = r.err
		}
		putBuf(r.b)
		<-tokens
	}
	return first
}

// runInline runs the jobs one after the other in the calling goroutine.
func runInline(mi *moduleInfo, jobs []job, emit func([]byte)) error {
	var first error
	p := &printer{mi: mi, b: getBuf()}
	for _, j := range jobs {
		p.b = p.b[:0]
		if err := runJob(p, j); err != nil && first == nil {
			first = err
		}
		emit(p.b)
	}
	putBuf(p.b)
	return first
}

// bufPool recycles job buffers across jobs and calls.
var bufPool sync.Pool

func getBuf() []byte {
	if b, ok := bufPool.Get().(*[]byte); ok {
		return (*b)[:0]
	}
	return make([]byte, 0, 4096)
}

// putBuf returns a buffer to the pool; huge ones are dropped so one big
// function does not pin memory.
func putBuf(b []byte) {
	if cap(b) <= 4<<20 {
		bufPool.Put(&b)
	}
}

// runJob runs one job into p.b, turning a panic into an error.
func runJob(p *printer, j job) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("llwrite: cannot print malformed module: %v", r)
			p.b = append(p.b, fmt.Sprintf("\n<llwrite: %v>\n", r)...)
			p.names, p.depth = nil, 0
		}
	}()
	j(p)
	return nil
}

// maxJobWeight and minJobWeight bound how many lines one job prints:
// enough that the hand-off between workers costs little next to the
// printing, few enough that small modules still spread over the workers.
const (
	maxJobWeight = 4096
	minJobWeight = 256
)

// nodesPerJob is how many numbered metadata nodes one job prints.
const nodesPerJob = 2048

// moduleJobs lists the print jobs in output order.
func moduleJobs(mi *moduleInfo) []job {
	m := mi.m
	jobs := []job{func(p *printer) { p.header() }}
	jobs = append(jobs, entityJobs(mi)...)
	jobs = append(jobs, func(p *printer) { p.footer() })
	for lo := 0; lo < len(m.Metadata); lo += nodesPerJob {
		hi := min(lo+nodesPerJob, len(m.Metadata))
		if lo == 0 {
			jobs = append(jobs, func(p *printer) { p.byte('\n'); p.numberedNodes(lo, hi) })
		} else {
			jobs = append(jobs, func(p *printer) { p.numberedNodes(lo, hi) })
		}
	}
	return jobs
}

// entityWeight estimates how many lines an entity prints.
func entityWeight(g ir.GlobalValue) int {
	f, ok := g.(*ir.Function)
	if !ok {
		return 1
	}
	w := 2
	for _, b := range f.Blocks {
		w += 2 + len(b.Instrs)
	}
	return w
}

// entityJobs cuts the globals, aliases and functions, in print order, into
// jobs of similar weight, about a quarter of a worker's share each.
func entityJobs(mi *moduleInfo) []job {
	var jobs []job
	order := mi.order
	weights := make([]int, len(order))
	total := 0
	for i, g := range order {
		weights[i] = entityWeight(g)
		total += weights[i]
	}
	target := min(max(total/(4*runtime.GOMAXPROCS(0)), minJobWeight), maxJobWeight)
	for i := 0; i < len(order); {
		j, w := i, 0
		for j < len(order) && (j == i || w < target) {
			w += weights[j]
			j++
		}
		lo, hi := i, j
		jobs = append(jobs, func(p *printer) { p.entities(order, lo, hi) })
		i = j
	}
	return jobs
}

// entities prints order[lo:hi]. Like llvm-dis, a blank line starts each run
// of variables, of aliases and of ifuncs, and precedes every function.
func (p *printer) entities(order []ir.GlobalValue, lo, hi int) {
	for i := lo; i < hi; i++ {
		kind := ir.PrintGroup(order[i])
		if kind == 3 || i == 0 || ir.PrintGroup(order[i-1]) != kind {
			p.byte('\n')
		}
		switch g := order[i].(type) {
		case *ir.GlobalVariable:
			p.globalVar(g)
		case *ir.Alias:
			p.alias(g)
		case *ir.Function:
			p.function(g)
		}
	}
}

// header prints the module ID, source file name, data layout, triple,
// module asm, type definitions and comdats.
func (p *printer) header() {
	m := p.mi.m
	if m.ModuleID != "" && !strings.Contains(m.ModuleID, "\n") {
		p.str("; ModuleID = '")
		p.str(m.ModuleID)
		p.str("'\n")
	}
	if m.HasSourceFilename || m.SourceFilename != "" {
		p.str("source_filename = ")
		p.b = appendQuoted(p.b, m.SourceFilename)
		p.byte('\n')
	}
	if m.HasDataLayout || m.DataLayout != "" {
		p.str("target datalayout = ")
		p.b = appendQuoted(p.b, m.DataLayout)
		p.byte('\n')
	}
	if m.HasTriple || m.Triple != "" {
		p.str("target triple = ")
		p.b = appendQuoted(p.b, m.Triple)
		p.byte('\n')
	}
	if len(m.Asm) > 0 {
		p.byte('\n')
		for _, line := range m.Asm {
			p.str("module asm ")
			p.b = appendQuoted(p.b, line)
			p.byte('\n')
		}
	}
	p.b = appendTypeDefs(p.b, m.Types)
	// llvm-dis leaves a blank line before each comdat.
	for _, c := range m.Comdats {
		if c != nil {
			p.byte('\n')
			p.comdat(c)
		}
	}
}

// footer prints module-level uselistorder directives, attribute groups and
// named metadata.
func (p *printer) footer() {
	m := p.mi.m
	if len(m.UseListOrders) > 0 {
		p.str("\n; uselistorder directives\n")
		for _, u := range m.UseListOrders {
			if u != nil {
				p.useListOrder(u, false)
			}
		}
	}
	if len(m.AttrGroups) > 0 {
		p.byte('\n')
		for _, g := range m.AttrGroups {
			if g != nil {
				p.attrGroup(g)
			}
		}
	}
	if len(m.NamedMD) > 0 {
		p.byte('\n')
		for _, n := range m.NamedMD {
			if n != nil {
				p.namedMD(n)
			}
		}
	}
}

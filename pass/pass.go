package pass

import (
	"context"
	"fmt"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"

	"memspace/diag"
	"memspace/ir"
	"memspace/target"
)

// Context is what a pass sees: the module, its target, the options, and
// where diagnostics, statistics and remarks go.
type Context struct {
	Module  *ir.Module
	Target  *target.Target // nil when the triple names no GPU target
	File    string         // input file name, for diagnostics
	Opts    *Options
	Diags   *diag.Engine
	Stats   *Stats
	Remarks *Remarks
	// Positions, when set, places values in the input text (positions.go).
	Positions *Positions
	// Collect, when set, frees the memory that earlier work left behind.
	// The command sets it when passes run with the collector off (a
	// pipeline favours time over memory): Run calls it between passes, and
	// a pass calls it (Context.Checkpoint) where most of what it allocated
	// has just become garbage, so the heap stays near what is live.
	Collect func()
	// WholeProgram is set by the whole-program pass: the module is the
	// entire device program, so no function has unknown callers.
	WholeProgram bool
	// Explain asks the analyses for the origins of every set even with
	// warnings and remarks off: the command sets it for a second run when
	// a run without them ended in errors, whose notes need them.
	Explain bool
}

// Origins reports whether diagnostics may need the origins of sets:
// warnings or remarks are wanted, or errors must be explained. An
// analysis that skips them when not is as precise, only less talkative.
func (ctx *Context) Origins() bool {
	return ctx.Explain || !ctx.Diags.Policy.NoWarnings || ctx.Remarks.Enabled()
}

// Checkpoint calls Collect if it is set.
func (ctx *Context) Checkpoint() {
	if ctx.Collect != nil {
		ctx.Collect()
	}
}

// Pass is one registered pass.
type Pass struct {
	Name string
	// Run transforms ctx.Module; an error stops the pipeline.
	Run func(ctx *Context) error
	// Options are the -name=value flags the pass reads.
	Options []Option
	// ReadOnly marks a pass that only reads the module and allocates
	// little (a verifier, a report): Run does not collect before it, since
	// there is nothing for it to gain from a smaller heap.
	ReadOnly bool
	// Light marks a pass that allocates little beside the module (a few
	// percent of it). Run collects before a pass only when it or a later
	// one is neither Light nor ReadOnly: before the last light passes of
	// a pipeline a collection would mark the whole module again to free
	// memory that nothing after them needs (0.4 s of a 50 MB module's
	// default pipeline, before process-restrict).
	Light bool
}

var registry = map[string]Pass{}

// Register adds a pass and its options; names must be unique.
func Register(p Pass) {
	if _, dup := registry[p.Name]; dup {
		panic("pass registered twice: " + p.Name)
	}
	registry[p.Name] = p
	for _, o := range p.Options {
		RegisterOption(o)
	}
}

// Lookup returns the registered pass called name.
func Lookup(name string) (Pass, bool) { p, ok := registry[name]; return p, ok }

// Names lists the registered passes in alphabetical order.
func Names() []string {
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ParseList turns "a,b" into passes; the empty string gives no passes.
// opt's nesting is accepted where it keeps the meaning (nested.go):
// "module(ipmsp,function(memspace-opt))".
func ParseList(list string) ([]Pass, error) {
	if strings.Trim(list, " ,") == "" {
		return nil, nil
	}
	return parseNested(list)
}

// Verifier checks a module between passes; set by the command.
type Verifier func(m *ir.Module) error

// Run runs passes in order, with a Checkpoint between two passes (not
// before a ReadOnly one, nor when only Light ones are left). With
// verify non-nil the module is checked after each pass, and a failure
// names the pass; each done function is called with the name of every pass
// that finished (for -time-passes).
func Run(ctx *Context, passes []Pass, verify Verifier, done ...func(name string)) error {
	if len(passes) > 0 {
		forgetUseListOrders(ctx.Module)
	}
	for i, p := range passes {
		if i > 0 && heavy(passes[i:]) {
			ctx.Checkpoint()
		}
		if err := runLabelled(ctx, p); err != nil {
			return fmt.Errorf("pass '%s': %w", p.Name, err)
		}
		for _, d := range done {
			d(p.Name)
		}
		if verify != nil {
			if err := verify(ctx.Module); err != nil {
				return fmt.Errorf("module broken after pass '%s': %w", p.Name, err)
			}
		}
	}
	return nil
}

// heavy reports whether the first of passes allocates much, or a later one
// does (see Pass.Light).
func heavy(passes []Pass) bool {
	if passes[0].ReadOnly {
		return false
	}
	for _, p := range passes {
		if !p.ReadOnly && !p.Light {
			return true
		}
	}
	return false
}

// runLabelled runs p with the profiler label pass=NAME, which the
// goroutines it starts inherit, so that a CPU profile (-cpuprofile) splits
// by pass: go tool pprof -tagfocus=pass=ipmsp.
func runLabelled(ctx *Context, p Pass) (err error) {
	pprof.Do(context.Background(), pprof.Labels("pass", p.Name), func(context.Context) { err = p.Run(ctx) })
	return err
}

// forgetUseListOrders drops every uselistorder directive of m before
// passes run. A directive names a permutation of one value's use list and
// is valid only while that list has exactly as many uses as it has
// indexes; passes add and remove uses (of globals and constant expressions
// at module level too), so a kept directive may make the output invalid
// (llvm-as: "wrong number of indexes"). Use-list order has no meaning for
// what a program computes, and opt too writes the order its passes left,
// not the input's. A pure round trip (-passes=) keeps them.
func forgetUseListOrders(m *ir.Module) {
	m.UseListOrders = nil
	for _, f := range m.Functions {
		f.UseListOrders = nil
	}
}

// Stats counts named events ("pointers resolved", "clones", ...).
type Stats struct {
	names  []string
	counts map[string]int
}

// Add increases counter name by n.
func (s *Stats) Add(name string, n int) {
	if s.counts == nil {
		s.counts = map[string]int{}
	}
	if _, ok := s.counts[name]; !ok {
		s.names = append(s.names, name)
	}
	s.counts[name] += n
}

// Merge adds o's counters to s, names s has not counted yet last, in o's
// order.
func (s *Stats) Merge(o *Stats) {
	for _, n := range o.names {
		s.Add(n, o.counts[n])
	}
}

// Get returns counter name.
func (s *Stats) Get(name string) int { return s.counts[name] }

// String prints the counters like LLVM's -stats, in first-use order.
func (s *Stats) String() string {
	var b strings.Builder
	b.WriteString("===-------------------------------------------------------------------------===\n")
	b.WriteString("                          ... Statistics Collected ...\n")
	b.WriteString("===-------------------------------------------------------------------------===\n\n")
	for _, n := range s.names {
		b.WriteString(fmt.Sprintf("%8s %s\n", strconv.Itoa(s.counts[n]), n))
	}
	return b.String()
}

// The process-restrict pass: restrict qualifiers become scoped alias
// metadata.
//
// What: a restrict-qualified pointer promises that, while its function
// runs, the memory it reaches (and modifies) is reached through no pointer
// not derived from it. LLVM's basic alias analysis uses a `noalias`
// parameter only while it can see the parameter itself; once code is
// moved, inlined or specialized, and for any analysis that reads only
// metadata (scoped-noalias-aa, the machine scheduler), the promise must be
// written on the accesses. This pass writes it: each function with roots
// gets one alias domain and one scope per root, and every memory access
// whose address derives from roots is tagged.
//
// Why after memspace-opt and ipmsp: their clones and rewritten parameters
// are what the tags must sit on; a clone of a helper made for a caller
// with restrict pointers inherits that caller's scopes (inherit.go), so
// specialization keeps what the caller knew.
//
// Before and after:
//
//	define void @k(ptr noalias %a, ptr noalias %b) {
//	  %va = load i32, ptr %a
//	  store i32 %va, ptr %b
//
//	define void @k(ptr noalias "nvvm.restrict_scope"="1"
//	               "nvvm.restrict_keyword"="noalias" %a, ...) "nvvm.restrict_processed"
//	               !memspace.restrict !4 {
//	  %va = load i32, ptr %a, !alias.scope !5, !noalias !6
//	  store i32 %va, ptr %b, !alias.scope !6, !noalias !5
//	!0 = distinct !{!0, !"restrict.domain.k"}
//	!1 = distinct !{!1, !0, !"restrict.scope.1.a"}
//	!2 = distinct !{!2, !0, !"restrict.scope.2.b"}
//	!4 = !{!1, !2}   !5 = !{!1}   !6 = !{!2}
//
// Soundness: a value is derived from roots only when every definition
// reaching it is (phi and select take the union; one input that is not
// derived, or a null, makes the value unknown unless it is a constant that
// cannot be dereferenced); an unknown value's accesses get nothing. An
// access through several pointers (memcpy) gets the union of their roots,
// and nothing when one is unknown. Lists already on an instruction are
// extended, never replaced: our domain is new, so what other domains say
// stays true.
//
// Termination: each value's set of roots only grows, at most once per
// root, and "unknown" absorbs, so the worklist of flow.go drains; callees
// are visited after all their callers (Kahn's order over the calls), and
// functions in call cycles inherit nothing.
package restrict

import (
	"io"
	"os"

	"memspace/ir"
	"memspace/pass"
)

// Name is the pass name used in -passes=.
const Name = "process-restrict"

// The option names, exactly as the command line spells them.
const (
	OptEnable        = "process-restrict"
	OptAllowStruct   = "allow-restrict-in-struct"
	OptMultiLevel    = "apply-multi-level-restrict"
	OptDump          = "dump-process-restrict"
	OptPropagateOnly = "restrict-propagate-only"
)

// MsgStruct is the diagnostic for restrict reached through a struct field.
const MsgStruct = "function contains restrict keyword in struct"

// The statistics counters.
const (
	StatRoots     = "restrict roots"
	StatTagged    = "accesses given restrict scopes"
	StatInherited = "callee parameters given their callers' restrict scopes"
	StatFunctions = "functions given a restrict domain"
)

var options = []pass.Option{
	{Name: OptEnable, Default: "1", Check: pass.CheckBool,
		Help: "turn restrict qualifiers and noalias parameters into alias scopes"},
	{Name: OptAllowStruct, Default: "0", Check: pass.CheckBool,
		Help: "follow restrict pointers held in struct fields (else warn)"},
	{Name: OptMultiLevel, Default: "0", Check: pass.CheckBool,
		Help: "give pointers loaded through a restrict T** their root's scope"},
	{Name: OptDump, Default: "0", Check: pass.CheckBool,
		Help: "print each processed function before and after, to stderr"},
	{Name: OptPropagateOnly, Default: "0", Check: pass.CheckBool,
		Help: "make no new scopes: only re-stamp accesses from the scopes already present"},
}

func init() {
	// Light: it allocates about 2% of what the module takes (alias
	// metadata for the accesses of restrict pointers).
	pass.Register(pass.Pass{Name: Name, Run: Run, Options: options, Light: true})
}

// dumpOut receives dump-process-restrict; tests replace it.
var dumpOut io.Writer = os.Stderr

// state is one run of the pass over a module.
type state struct {
	ctx  *pass.Context
	m    *ir.Module
	md   *mdTable
	opts struct{ allowStruct, multi, propagateOnly, dump bool }
	// groups maps attribute group ids to their attributes.
	groups map[int][]ir.Attr
	// seen holds every function visited so far, for its callees.
	seen map[*ir.Function]*fnInfo
}

// Run is the pass.
func Run(ctx *pass.Context) error {
	if !ctx.Opts.Bool(OptEnable) {
		return nil
	}
	s := &state{ctx: ctx, m: ctx.Module, md: newMDTable(ctx.Module),
		groups: map[int][]ir.Attr{}, seen: map[*ir.Function]*fnInfo{}}
	s.opts.allowStruct = ctx.Opts.Bool(OptAllowStruct)
	s.opts.multi = ctx.Opts.Bool(OptMultiLevel)
	s.opts.propagateOnly = ctx.Opts.Bool(OptPropagateOnly)
	s.opts.dump = ctx.Opts.Bool(OptDump)
	for _, g := range ctx.Module.AttrGroups {
		s.groups[g.ID] = g.Attrs
	}
	fns, calls := visitOrder(ctx.Module)
	for _, f := range fns {
		s.function(f, calls[f])
	}
	return nil
}

// fnAttr looks up a function attribute inline or in its groups.
func (s *state) fnAttr(f *ir.Function, kind string) (ir.Attr, bool) {
	if a, ok := f.FnAttrs.Get(kind); ok {
		return a, true
	}
	for _, id := range f.FnAttrs.Groups {
		for _, a := range s.groups[id] {
			if a.Kind == kind {
				return a, true
			}
		}
	}
	return ir.Attr{}, false
}

// function processes one function definition; calls lists its call
// sites when all its uses are calls from functions visited before it.
func (s *state) function(f *ir.Function, calls []*ir.Instruction) {
	fi := &fnInfo{f: f, labelIdx: map[*ir.MDNode]int{}}
	s.seen[f] = fi
	_, done := s.fnAttr(f, KeyProcessed)
	if _, fe := s.fnAttr(f, FEProcessed); fe {
		done = true
	}
	roots := s.findRoots(f)
	switch {
	case done || s.opts.propagateOnly:
		s.recoverOwn(fi, roots)
	case len(roots) > 0:
		s.createOwn(fi, roots)
	}
	s.inherit(fi, calls)
	if len(fi.domains) == 0 {
		return
	}
	if s.opts.dump {
		dumpFunction(dumpOut, "Before", f)
	}
	for _, d := range fi.domains {
		s.propagate(fi, d)
	}
	if fi.structSeen {
		s.warnStruct(fi.f)
	}
	s.ctx.Stats.Add(StatTagged, s.tag(fi))
	if s.opts.dump {
		dumpFunction(dumpOut, "After", f)
	}
}

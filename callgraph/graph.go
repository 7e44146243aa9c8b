package callgraph

import (
	"slices"
	"sync"

	"memspace/internal/par"
	"memspace/ir"
)

// Graph is the call graph of one module.
type Graph struct {
	// Nodes lists every function's node: the module's functions in module
	// order, then functions added later in the order they were added.
	// Removed nodes stay in the list, marked Removed.
	Nodes  []*Node
	byFunc map[*ir.Function]*Node
	// sccOf is the component index of each node by ID, from the last SCCs
	// call (-1 before any).
	sccOf  []int
	sccLen []int // size of each component of the last SCCs call
	// mu guards the graph's tables and the caller lists of the nodes
	// AddFunction, Retarget and Remove touch, so that goroutines may
	// update a graph together, each in its own functions (the callees
	// they share, such as declarations, have their lists changed under
	// it). A node's own lists are read without it, by the goroutine that
	// changes that node.
	mu sync.Mutex
}

// Node is one function of the graph.
type Node struct {
	F *ir.Function
	// ID is the node's position in Graph.Nodes, stable for its lifetime.
	ID int
	// AddrUses are the uses of F other than as the callee operand of a
	// call, one entry per distinct user, in use-list order.
	AddrUses []ir.User
	// Removed is set by Graph.Remove.
	Removed bool

	calls   []*CallSite
	callers []*CallSite
	stale   int // entries of callers that no longer call this node
}

// CallSite is one call, invoke or callbr instruction.
type CallSite struct {
	Instr  *ir.Instruction
	Caller *Node
	// Callee is the directly called function's node, nil for an indirect
	// call.
	Callee *Node
	dead   bool
}

// Direct reports whether the call names its callee directly.
func (cs *CallSite) Direct() bool { return cs.Callee != nil }

// Live reports whether the call site is still in the graph (its caller
// was not removed).
func (cs *CallSite) Live() bool { return !cs.dead }

// Build makes the call graph of m. Function bodies are scanned in
// parallel (each scan only reads the module and writes its own node);
// callers are then linked in module order, as a serial scan links them.
func Build(m *ir.Module) *Graph {
	g := &Graph{byFunc: make(map[*ir.Function]*Node, len(m.Functions))}
	for _, f := range m.Functions {
		g.newNode(f)
	}
	par.For(len(g.Nodes), false, func(i int) {
		n := g.Nodes[i]
		g.findCalls(n)
		n.AddrUses = addrUses(n.F)
	})
	for _, n := range g.Nodes {
		for _, cs := range n.calls {
			if cs.Callee != nil {
				cs.Callee.callers = append(cs.Callee.callers, cs)
			}
		}
	}
	return g
}

// findCalls records the calls in n's body, in instruction order, without
// linking them to their callees' caller lists.
func (g *Graph) findCalls(n *Node) {
	n.F.Instructions(func(in *ir.Instruction) {
		if !in.IsCallLike() {
			return
		}
		cs := &CallSite{Instr: in, Caller: n}
		if f, ok := in.Callee().(*ir.Function); ok {
			cs.Callee = g.byFunc[f]
		}
		n.calls = append(n.calls, cs)
	})
}

func (g *Graph) newNode(f *ir.Function) *Node {
	n := &Node{F: f, ID: len(g.Nodes)}
	g.Nodes = append(g.Nodes, n)
	g.byFunc[f] = n
	g.sccOf = append(g.sccOf, -1)
	return n
}

// scanCalls records the calls in n's body, in instruction order.
func (g *Graph) scanCalls(n *Node) {
	n.F.Instructions(func(in *ir.Instruction) {
		if !in.IsCallLike() {
			return
		}
		cs := &CallSite{Instr: in, Caller: n}
		if f, ok := in.Callee().(*ir.Function); ok {
			if callee := g.byFunc[f]; callee != nil {
				cs.Callee = callee
				callee.callers = append(callee.callers, cs)
			}
		}
		n.calls = append(n.calls, cs)
	})
}

// addrUses lists the users of f that do more than call it, each once, in
// use-list order. A plain call holds f once, so only the other users can
// repeat; they are few, and looked up in the list so far until there are
// many (a table of function pointers).
func addrUses(f *ir.Function) []ir.User {
	var out []ir.User
	var seen map[ir.User]bool
	for _, u := range ir.UsersOf(f) {
		if isPlainCall(u, f) {
			continue
		}
		if _, md := u.(*ir.ValueAsMetadata); md {
			continue
		}
		switch {
		case seen != nil:
			if seen[u] {
				continue
			}
			seen[u] = true
		case slices.Contains(out, u):
			continue
		case len(out) == 16:
			seen = make(map[ir.User]bool, 32)
			for _, v := range out {
				seen[v] = true
			}
			seen[u] = true
		}
		out = append(out, u)
	}
	return out
}

// isPlainCall reports whether u calls f and uses it nowhere else.
func isPlainCall(u ir.User, f *ir.Function) bool {
	in, ok := u.(*ir.Instruction)
	if !ok || !in.IsCallLike() || in.Callee() != ir.Value(f) {
		return false
	}
	ops := in.Operands()
	for _, op := range ops[:len(ops)-1] {
		if op == ir.Value(f) {
			return false
		}
	}
	return true
}

// Node returns f's node, or nil when f is not in the graph.
func (g *Graph) Node(f *ir.Function) *Node {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.byFunc[f]
}

// Calls returns the calls n makes, direct and indirect, in instruction
// order (for added functions, in their order when added).
func (n *Node) Calls() []*CallSite { return n.calls }

// Callers returns the live direct calls of n, in the order they were
// recorded (module order, then retargeted calls in retarget order).
func (n *Node) Callers() []*CallSite {
	if n.stale > 0 {
		live := n.callers[:0]
		for _, cs := range n.callers {
			if !cs.dead && cs.Callee == n {
				live = append(live, cs)
			}
		}
		clear(n.callers[len(live):])
		n.callers, n.stale = live, 0
	}
	return n.callers
}

// Callees returns the distinct functions n calls directly, in the order of
// their first call.
func (n *Node) Callees() []*Node {
	var out []*Node
	seen := map[*Node]bool{}
	for _, cs := range n.calls {
		if c := cs.Callee; c != nil && !cs.dead && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// IndirectCalls returns the calls n makes through a pointer.
func (n *Node) IndirectCalls() []*CallSite {
	var out []*CallSite
	for _, cs := range n.calls {
		if cs.Callee == nil {
			out = append(out, cs)
		}
	}
	return out
}

// AddressTaken reports whether F is used other than as a callee.
func (n *Node) AddressTaken() bool { return len(n.AddrUses) > 0 }

// External reports whether F is visible outside the module, so callers
// the module does not contain may exist.
func (n *Node) External() bool { return !n.F.Linkage.IsLocal() }

// IsDeclaration reports whether F has no body in this module.
func (n *Node) IsDeclaration() bool { return n.F.IsDeclaration() }

// AddFunction adds a function made after Build (a clone, say) and records
// the calls in its body.
func (g *Graph) AddFunction(f *ir.Function) *Node {
	g.mu.Lock()
	defer g.mu.Unlock()
	if n := g.byFunc[f]; n != nil {
		return n
	}
	n := g.newNode(f)
	g.scanCalls(n)
	n.AddrUses = addrUses(f)
	return n
}

// Retarget records that cs now calls to (the instruction's callee operand
// must already name to.F).
func (g *Graph) Retarget(cs *CallSite, to *Node) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if old := cs.Callee; old != nil {
		old.stale++
	}
	cs.Callee = to
	if to != nil {
		to.callers = append(to.callers, cs)
	}
}

// Remove takes n out of the graph: its calls stop counting as callers of
// their callees. n must have no callers left.
func (g *Graph) Remove(n *Node) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if n.Removed {
		return
	}
	n.Removed = true
	for _, cs := range n.calls {
		cs.dead = true
		if cs.Callee != nil {
			cs.Callee.stale++
		}
	}
	delete(g.byFunc, n.F)
}

package callgraph

// SCCs returns the strongly connected components of the direct-call graph
// (removed nodes left out) in reverse topological order: a component comes
// after every component it calls into. Inside a component, nodes are in
// the order Tarjan's algorithm pops them.
//
// The algorithm is Tarjan's, made iterative with an explicit stack of
// frames so that call chains thousands deep do not grow the Go stack.
// Roots are tried in node order and edges in call order, so the result is
// the same on every run.
func (g *Graph) SCCs() [][]*Node {
	t := &tarjan{
		index: make([]int32, len(g.Nodes)),
		low:   make([]int32, len(g.Nodes)),
		on:    make([]bool, len(g.Nodes)),
	}
	for i := range g.sccOf {
		g.sccOf[i] = -1
	}
	for _, n := range g.Nodes {
		if !n.Removed && t.index[n.ID] == 0 {
			t.visit(n)
		}
	}
	g.sccLen = g.sccLen[:0]
	for i, comp := range t.out {
		g.sccLen = append(g.sccLen, len(comp))
		for _, n := range comp {
			g.sccOf[n.ID] = i
		}
	}
	return t.out
}

// SCCIndex returns the position of n's component in the result of the last
// SCCs call, or -1 when n was not in the graph then.
func (g *Graph) SCCIndex(n *Node) int {
	if n.ID >= len(g.sccOf) {
		return -1
	}
	return g.sccOf[n.ID]
}

// Recursive reports whether n can call itself: a direct self-call, or a
// component of more than one function (as of the last SCCs call).
func (g *Graph) Recursive(n *Node) bool {
	i := g.SCCIndex(n)
	if i >= 0 && g.sccLen[i] > 1 {
		return true
	}
	for _, cs := range n.calls {
		if cs.Callee == n && !cs.dead {
			return true
		}
	}
	return false
}

// tarjan is the state of one run. index holds 1 + the visit number (0 is
// unvisited).
type tarjan struct {
	index, low []int32
	on         []bool
	stack      []*Node
	next       int32
	out        [][]*Node
}

// frame is a node being visited and the position of the next call edge to
// look at.
type frame struct {
	n    *Node
	edge int
}

func (t *tarjan) visit(root *Node) {
	frames := []frame{t.enter(root)}
	for len(frames) > 0 {
		top := &frames[len(frames)-1]
		if w := t.nextEdge(top); w != nil {
			if t.index[w.ID] == 0 {
				frames = append(frames, t.enter(w))
			} else if t.on[w.ID] {
				t.low[top.n.ID] = min(t.low[top.n.ID], t.index[w.ID])
			}
			continue
		}
		n := top.n
		frames = frames[:len(frames)-1]
		if len(frames) > 0 {
			parent := frames[len(frames)-1].n
			t.low[parent.ID] = min(t.low[parent.ID], t.low[n.ID])
		}
		if t.low[n.ID] == t.index[n.ID] {
			t.pop(n)
		}
	}
}

func (t *tarjan) enter(n *Node) frame {
	t.next++
	t.index[n.ID], t.low[n.ID] = t.next, t.next
	t.stack = append(t.stack, n)
	t.on[n.ID] = true
	return frame{n: n}
}

// nextEdge returns the next live direct callee of the frame's node, or nil
// when its edges are exhausted.
func (t *tarjan) nextEdge(f *frame) *Node {
	calls := f.n.calls
	for f.edge < len(calls) {
		cs := calls[f.edge]
		f.edge++
		if cs.Callee != nil && !cs.dead && !cs.Callee.Removed && cs.Callee.ID < len(t.index) {
			return cs.Callee
		}
	}
	return nil
}

// pop takes n's component off the stack.
func (t *tarjan) pop(n *Node) {
	var comp []*Node
	for {
		w := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		t.on[w.ID] = false
		comp = append(comp, w)
		if w == n {
			break
		}
	}
	t.out = append(t.out, comp)
}

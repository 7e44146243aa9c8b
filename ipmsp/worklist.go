package ipmsp

import (
	"container/heap"

	"memspace/callgraph"
)

// The worklist: functions come out callers first (a topological order of
// the call graph's components, module order among independent ones), each
// at most once at a time. A function queued again after a change comes
// out again in its place.

// ranks orders the nodes of cg callers first, a rank per node ID: a
// topological order of the call graph's components (a caller's component
// before its callees'), taking among the ready components the one whose
// first node comes first in the module, so independent functions keep
// module order.
func ranks(cg *callgraph.Graph) []int {
	sccs := cg.SCCs()
	first := make([]int, len(sccs))
	for i, comp := range sccs {
		first[i] = comp[0].ID
		for _, n := range comp {
			first[i] = min(first[i], n.ID)
		}
	}
	succs, indeg := condensation(cg, sccs)
	rank := make([]int, len(cg.Nodes))
	ready := &intHeap{key: first}
	for i := range sccs {
		if indeg[i] == 0 {
			heap.Push(ready, i)
		}
	}
	for r := 0; ready.Len() > 0; r++ {
		i := heap.Pop(ready).(int)
		for _, n := range sccs[i] {
			rank[n.ID] = r
		}
		for _, j := range succs[i] {
			if indeg[j]--; indeg[j] == 0 {
				heap.Push(ready, j)
			}
		}
	}
	return rank
}

// condensation returns the edges between the components (caller to
// callee, each once) and the number of edges into each.
func condensation(cg *callgraph.Graph, sccs [][]*callgraph.Node) (succs [][]int, indeg []int) {
	succs, indeg = make([][]int, len(sccs)), make([]int, len(sccs))
	seen := make([]int, len(sccs)) // seen[j] == i+1: the edge i -> j is listed
	for i, comp := range sccs {
		seen[i] = i + 1
		for _, n := range comp {
			for _, c := range n.Callees() {
				if j := cg.SCCIndex(c); j >= 0 && seen[j] != i+1 {
					seen[j] = i + 1
					succs[i] = append(succs[i], j)
					indeg[j]++
				}
			}
		}
	}
	return succs, indeg
}

// intHeap is a min-heap of component indexes ordered by key.
type intHeap struct {
	items []int
	key   []int
}

func (h *intHeap) Len() int           { return len(h.items) }
func (h *intHeap) Less(i, j int) bool { return h.key[h.items[i]] < h.key[h.items[j]] }
func (h *intHeap) Swap(i, j int)      { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *intHeap) Push(x any)         { h.items = append(h.items, x.(int)) }
func (h *intHeap) Pop() any {
	x := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return x
}

// push queues n; it reports whether n was not queued already.
func (s *state) push(n *callgraph.Node) bool {
	if n == nil || n.Removed {
		return false
	}
	return s.queue.add(n, s.rankOf(n))
}

// rankOf is n's place in the callers-first order: computeRanks's for the
// nodes the round began with, the place of the function it was cloned
// from for a node added since.
func (s *state) rankOf(n *callgraph.Node) int {
	if n.ID < len(s.rank) {
		return s.rank[n.ID]
	}
	return s.newRank[n]
}

// revisit queues the given functions again after a change and reports
// how many there were in the transcript.
func (s *state) revisit(nodes []*callgraph.Node) {
	seen := map[*callgraph.Node]bool{}
	for _, n := range nodes {
		if n != nil && !n.Removed && !seen[n] {
			seen[n] = true
			s.push(n)
		}
	}
	if len(seen) > 0 {
		s.printf("%d callees are affected\n", len(seen))
	}
}

// workQueue is an ordered set of call-graph nodes: the lowest rank comes
// out first, then the lowest node ID; a queued node is not queued twice.
type workQueue struct {
	items []queued
	in    map[*callgraph.Node]bool
}

type queued struct {
	n    *callgraph.Node
	rank int
}

func (q *workQueue) Len() int { return len(q.items) }
func (q *workQueue) Less(i, j int) bool {
	a, b := q.items[i], q.items[j]
	return a.rank < b.rank || a.rank == b.rank && a.n.ID < b.n.ID
}
func (q *workQueue) Swap(i, j int) { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *workQueue) Push(x any)    { q.items = append(q.items, x.(queued)) }
func (q *workQueue) Pop() any {
	x := q.items[len(q.items)-1]
	q.items = q.items[:len(q.items)-1]
	return x
}

func (q *workQueue) add(n *callgraph.Node, rank int) bool {
	if q.in == nil {
		q.in = map[*callgraph.Node]bool{}
	}
	if q.in[n] {
		return false
	}
	q.in[n] = true
	heap.Push(q, queued{n, rank})
	return true
}

func (q *workQueue) pop() *callgraph.Node {
	x := heap.Pop(q).(queued)
	delete(q.in, x.n)
	return x.n
}

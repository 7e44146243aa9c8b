package disjoint

// Sets is a partition of 0..n-1 into disjoint sets. The representative of
// a set is its smallest element, so it does not depend on the order of
// the unions.
type Sets struct{ up []int }

// New returns n sets of one element each.
func New(n int) *Sets {
	up := make([]int, n)
	for i := range up {
		up[i] = i
	}
	return &Sets{up: up}
}

// Find returns the representative of i's set.
func (s *Sets) Find(i int) int {
	for s.up[i] != i {
		s.up[i] = s.up[s.up[i]]
		i = s.up[i]
	}
	return i
}

// Union joins the sets of a and b.
func (s *Sets) Union(a, b int) {
	ra, rb := s.Find(a), s.Find(b)
	if ra < rb {
		s.up[rb] = ra
	} else if rb < ra {
		s.up[ra] = rb
	}
}

// Group lists items by set, items in their order, the sets in the order
// of their first item; id gives an item's element.
func Group[T any](s *Sets, items []T, id func(i int, item T) int) [][]T {
	slot := map[int]int{}
	var groups [][]T
	for i, x := range items {
		r := s.Find(id(i, x))
		g, ok := slot[r]
		if !ok {
			g = len(groups)
			slot[r] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], x)
	}
	return groups
}

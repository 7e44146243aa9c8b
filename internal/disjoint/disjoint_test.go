package disjoint

import "testing"

func TestSets(t *testing.T) {
	s := New(6)
	s.Union(4, 2)
	s.Union(5, 4)
	s.Union(1, 3)
	want := []int{0, 1, 2, 1, 2, 2}
	for i, w := range want {
		if got := s.Find(i); got != w {
			t.Errorf("Find(%d) = %d, want %d", i, got, w)
		}
	}
	s.Union(3, 5)
	for _, i := range []int{1, 2, 3, 4, 5} {
		if got := s.Find(i); got != 1 {
			t.Errorf("after joining all but 0: Find(%d) = %d, want 1", i, got)
		}
	}
	if s.Find(0) != 0 {
		t.Errorf("Find(0) = %d, want 0", s.Find(0))
	}
}

func TestGroup(t *testing.T) {
	s := New(5)
	s.Union(3, 1)
	s.Union(4, 0)
	items := []string{"d", "b", "a", "e", "c"} // elements 3, 1, 2, 4, 0
	ids := map[string]int{"a": 2, "b": 1, "c": 0, "d": 3, "e": 4}
	got := Group(s, items, func(_ int, x string) int { return ids[x] })
	want := [][]string{{"d", "b"}, {"a"}, {"e", "c"}}
	if len(got) != len(want) {
		t.Fatalf("Group = %v, want %v", got, want)
	}
	for i := range want {
		if len(got[i]) != len(want[i]) {
			t.Fatalf("Group = %v, want %v", got, want)
		}
		for j := range want[i] {
			if got[i][j] != want[i][j] {
				t.Fatalf("Group = %v, want %v", got, want)
			}
		}
	}
}

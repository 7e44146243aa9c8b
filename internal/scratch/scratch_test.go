package scratch

import "testing"

func TestMap(t *testing.T) {
	if m := Map[int, int](nil, 4); m == nil || len(m) != 0 {
		t.Fatalf("nil map: got %v", m)
	}
	small := map[int]int{1: 1, 2: 2}
	if m := Map(small, 4); len(m) != 0 || len(small) != 0 {
		t.Fatalf("small map not emptied in place: %v", m)
	}
	big := map[int]int{1: 1, 2: 2, 3: 3}
	if m := Map(big, 2); len(m) != 0 || len(big) != 3 {
		t.Fatalf("big map: got %v, old %v; want a new empty map, the old one untouched", m, big)
	}
}

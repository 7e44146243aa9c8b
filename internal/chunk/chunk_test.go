package chunk

import "testing"

func TestTakeIsZeroAndSeparate(t *testing.T) {
	var c Of[int]
	a := c.Take(3)
	b := c.Take(2)
	if len(a) != 3 || cap(a) != 3 || len(b) != 2 {
		t.Fatalf("lengths %d/%d/%d", len(a), cap(a), len(b))
	}
	a = append(a, 7) // must not write into b
	if b[0] != 0 || b[1] != 0 {
		t.Fatalf("append wrote into a neighbour: %v", b)
	}
	big := c.Take(fullBytes) // larger than a chunk shares: alone
	if len(big) != fullBytes {
		t.Fatalf("big run has %d elements", len(big))
	}
	if c.CopyOf(nil) != nil {
		t.Fatal("CopyOf(nil) is not nil")
	}
	if got := c.CopyOf([]int{4, 5}); got[0] != 4 || got[1] != 5 {
		t.Fatalf("CopyOf = %v", got)
	}
	*c.One() = 9
}

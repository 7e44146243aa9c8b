package randprog

import (
	"fmt"
	"testing"

	"memspace/irverify"
	"memspace/llread"
)

// TestValidModules: every module reads and verifies, and a seed always
// gives the same text.
func TestValidModules(t *testing.T) {
	for seed := int64(1); seed <= 200; seed++ {
		tg := Target(seed % 3)
		src := GenerateFor(tg, seed)
		if again := GenerateFor(tg, seed); again != src {
			t.Fatalf("seed %d: two different modules", seed)
		}
		name := fmt.Sprintf("randprog-%s-%d.ll", tg, seed)
		m, err := llread.Parse(name, []byte(src))
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		if err := irverify.Verify(m); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, src)
		}
	}
}

// TestSeedsDiffer: the generator does use its seed.
func TestSeedsDiffer(t *testing.T) {
	if Generate(1) == Generate(2) {
		t.Fatal("seeds 1 and 2 give the same module")
	}
}

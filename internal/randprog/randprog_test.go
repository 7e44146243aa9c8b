package randprog

import (
	"crypto/sha256"
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

// TestOldSeedsKeepTheirModules: the seeds without the third round's
// patterns (gen.more) give the modules they gave before it (the digest
// of seeds 1-300 of each target was taken before third.go existed).
func TestOldSeedsKeepTheirModules(t *testing.T) {
	h := sha256.New()
	n := 0
	for seed := int64(1); seed <= 300; seed++ {
		g := &gen{fl: &flavors[NVPTX]}
		if g.moreExtend(seed); g.more {
			continue
		}
		n++
		for tg := NVPTX; tg <= SPIR; tg++ {
			s := sha256.Sum256([]byte(GenerateFor(tg, seed)))
			h.Write(s[:])
		}
	}
	if got := fmt.Sprintf("%d %x", n, h.Sum(nil)); got != oldSeedsDigest {
		t.Fatalf("old seeds changed: %s, want %s", got, oldSeedsDigest)
	}
}

const oldSeedsDigest = "152 3fb08ff8ac459c778c5ea523a43f75a718472edbbdab4423156b46fca7aba043"

package roundtrip

import (
	"os"
	"path/filepath"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
)

// BenchmarkWrite prints every corpus module; MB/s counts output bytes.
func BenchmarkWrite(b *testing.B) {
	var mods []*ir.Module
	for _, path := range corpusFiles(b) {
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		m, err := llread.Parse(path, src)
		if err != nil {
			b.Fatalf("%s: %v", filepath.Base(path), err)
		}
		mods = append(mods, m)
	}
	benchPrint(b, mods)
}

// BenchmarkWriteBig prints one large module: $MEMSPACE_BIG, or
// bench/out/big.ll (made by bench/mkbig.sh) when it exists.
func BenchmarkWriteBig(b *testing.B) {
	path := os.Getenv("MEMSPACE_BIG")
	if path == "" {
		path = filepath.Join(llvmtools.ModuleRoot(b), "bench", "out", "big.ll")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("no big module (%v); run bench/mkbig.sh bench/out/big.ll", err)
	}
	m, err := llread.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	benchPrint(b, []*ir.Module{m})
}

func benchPrint(b *testing.B, mods []*ir.Module) {
	total := 0
	for _, m := range mods {
		total += len(llwrite.Bytes(m))
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, m := range mods {
			llwrite.Bytes(m)
		}
	}
}

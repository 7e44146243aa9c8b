package llread

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParse reports MB/s on the largest corpus file, on the whole
// corpus one file after another, and on a big module when one is present
// ($MEMSPACE_BIG, or bench/out/big.ll made by bench/mkbig.sh).
func BenchmarkParse(b *testing.B) {
	files := corpusFiles(b)
	var srcs [][]byte
	var largest []byte
	total := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		total += len(src)
		if len(src) > len(largest) {
			largest = src
		}
	}
	b.Run("largest", func(b *testing.B) { benchParse(b, largest) })
	b.Run("corpus", func(b *testing.B) {
		b.SetBytes(int64(total))
		for i := 0; i < b.N; i++ {
			for _, src := range srcs {
				if _, err := Parse("corpus.ll", src); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	big := os.Getenv("MEMSPACE_BIG")
	if big == "" {
		big = filepath.Join(moduleRoot(), "bench", "out", "big.ll")
	}
	if src, err := os.ReadFile(big); err == nil {
		b.Run("big", func(b *testing.B) { benchParse(b, src) })
	}
}

func benchParse(b *testing.B, src []byte) {
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Parse("bench.ll", src); err != nil {
			b.Fatal(err)
		}
	}
}

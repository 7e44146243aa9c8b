package bitcode

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
)

// FuzzRead: no input may panic the reader, an error must have the shape
// FILE: error: bitcode: ... (bit offset N), and a module read that is
// valid IR must print as text the text reader accepts. The seeds are the bitcode of the
// project's small .ll inputs (assembled with llvm-as-22) and hand-made
// modules; `go test` runs them as a plain test.
func FuzzRead(f *testing.F) {
	f.Add(module(nil, 1, ret))
	f.Add(module(nil, 1, func(b *blockWriter) { b.record(11, []uint64{0, 0, 5}) }))
	var seeds []string
	for _, pat := range []string{"../llread/testdata/*.ll", "../roundtrip/testdata/*.ll", "../soundness/testdata/*.ll"} {
		m, _ := filepath.Glob(pat)
		seeds = append(seeds, m...)
	}
	for _, p := range seeds {
		src, err := os.ReadFile(p)
		if err != nil || len(src) > 64<<10 {
			continue
		}
		as := "llvm-as-22"
		if strings.HasSuffix(p, ".typed.ll") {
			as = "llvm-as-14"
		}
		bc, _, err := llvmtools.RunInput(f, src, as, "-", "-o", "-")
		if err != nil {
			continue
		}
		f.Add([]byte(bc))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read("k.bc", data)
		if err != nil {
			if !errShape.MatchString(err.Error()) {
				t.Fatalf("error %q has the wrong shape", err)
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Fatal(err)
			}
			return
		}
		if irverify.VerifyRead(m) != nil {
			return // not valid IR: memspace rejects it before printing
		}
		out := llwrite.Bytes(m)
		if _, err := llread.Parse("printed", bytes.Clone(out)); err != nil {
			t.Fatalf("the printed module does not read back: %v\n%s", err, out)
		}
	})
}

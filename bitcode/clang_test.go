package bitcode

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/internal/textdiff"
	"memspace/llwrite"
)

// TestClangBitcode reads what clang-22 -c -emit-llvm -g writes for CUDA,
// OpenCL and HIP sources (corpus sources and testdata/k.hip) and writes
// it back: llvm-dis-22 must see the same module in the original, in our
// text and in our bitcode. Both sides go through llvm-as-22 once, which
// is how LLVM itself normalizes (it drops, for instance, fast-math flags
// of phis when assembling text). The "; preds =" comments, which show the
// use-list orders of blocks that clang's bitcode records, are compared
// too.
func TestClangBitcode(t *testing.T) {
	corpus := llvmtools.CorpusDir(t)
	type src struct{ path, lang string }
	var srcs []src
	for _, p := range firstN(filepath.Join(corpus, "cuda", "*.cu"), 1000) {
		srcs = append(srcs, src{p, "cuda"})
	}
	for _, p := range firstN(filepath.Join(corpus, "opencl", "*.cl"), 1000) {
		srcs = append(srcs, src{p, "opencl"})
	}
	srcs = append(srcs, src{"testdata/k.hip", "hip"})
	for _, s := range srcs {
		t.Run(s.lang+"/"+filepath.Base(s.path), func(t *testing.T) {
			t.Parallel()
			args := []string{"-O1", "-g", "-c", "-emit-llvm", "-o", "-"}
			switch s.lang {
			case "cuda":
				args = append(args, "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_90", "-Xclang", "-target-feature",
					"-Xclang", "+ptx80", "-nocudainc", "-nocudalib", "-I"+filepath.Dir(s.path))
			case "opencl":
				args = append(args, "-cl-std=CL2.0", "-target", "spir64-unknown-unknown", "-Xclang", "-finclude-default-header")
			case "hip":
				args = append(args, "-x", "hip", "--cuda-device-only", "--offload-arch=gfx90a", "-nogpulib", "-nogpuinc")
			}
			bc, stderr, err := llvmtools.Run(t, "clang-22", append(args, s.path)...)
			if err != nil {
				t.Fatalf("clang-22: %v\n%s", err, stderr)
			}
			want := normalize(t, []byte(disBlockOrders(t, []byte(bc))))
			m, err := Read(s.path, []byte(bc))
			if err != nil {
				t.Fatal(err)
			}
			if d := textdiff.First(want, normalize(t, llwrite.Bytes(m))); d != "" {
				t.Errorf("our text:\n%s", d)
			}
			ours, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			if d := textdiff.First(want, normalize(t, []byte(disBlockOrders(t, ours)))); d != "" {
				t.Errorf("our bitcode:\n%s", d)
			}
		})
	}
}

// normalize assembles and disassembles text with LLVM 22.
func normalize(t *testing.T, text []byte) string {
	bc, err := asOf(t, text, "llvm-as-22")
	if err != nil {
		t.Fatal(err)
	}
	out, err := disOf(t, bc, "llvm-dis-22")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// disBlockOrders disassembles bc with llvm-dis-22, keeping the use-list
// orders of blocks as directives, so that assembling the text again keeps
// them. clang writes use-list orders: those of blocks show in the "; preds
// =" comments and memspace keeps them; it drops the others
// (bitcode/finish.go).
func disBlockOrders(t *testing.T, bc []byte) string {
	text, stderr, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "--preserve-ll-uselistorder", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis-22: %v\n%s", err, stderr)
	}
	return blockOrdersOnly(text)
}

// blockOrdersOnly drops the uselistorder directives of values other than
// blocks from LLVM's text.
func blockOrdersOnly(text string) string {
	lines := strings.SplitAfter(text, "\n")
	kept := lines[:0]
	for _, l := range lines {
		d := strings.TrimSpace(l)
		if strings.HasPrefix(d, "uselistorder ") && !strings.HasPrefix(d, "uselistorder label ") {
			continue
		}
		kept = append(kept, l)
	}
	return strings.Join(kept, "")
}

func firstN(pattern string, n int) []string {
	m, _ := filepath.Glob(pattern)
	if len(m) > n {
		m = m[:n]
	}
	return m
}

var _ = os.Getenv

package bitcode

import (
	"os"
	"path/filepath"
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
// of phis when assembling text).
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
			dis, err := disOf(t, []byte(bc), "llvm-dis-22")
			if err != nil {
				t.Fatal(err)
			}
			want := normalize(t, []byte(dis))
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
			dis2, err := disOf(t, ours, "llvm-dis-22")
			if err != nil {
				t.Fatal(err)
			}
			if d := textdiff.First(want, normalize(t, []byte(dis2))); d != "" {
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

func firstN(pattern string, n int) []string {
	m, _ := filepath.Glob(pattern)
	if len(m) > n {
		m = m[:n]
	}
	return m
}

var _ = os.Getenv

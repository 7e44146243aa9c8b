package bitcode

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
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
// of phis when assembling text). The use-list orders of functions' own
// values that clang's bitcode records are compared too (those of blocks
// show in the "; preds =" comments).
func TestClangBitcode(t *testing.T) {
	for _, srcs := range clangSources(t) {
		t.Run(srcs.lang+"/"+filepath.Base(srcs.path), func(t *testing.T) {
			t.Parallel()
			bc := compile(t, "clang-22", srcs)
			want := normalizeOrders(t, []byte(disLocalOrders(t, []byte(bc), "llvm-dis-22")))
			m, err := Read(srcs.path, []byte(bc))
			if err != nil {
				t.Fatal(err)
			}
			if d := textdiff.First(want, normalizeOrders(t, llwrite.Bytes(m))); d != "" {
				t.Errorf("our text:\n%s", d)
			}
			ours, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			if d := textdiff.First(want, normalizeOrders(t, []byte(disLocalOrders(t, ours, "llvm-dis-22")))); d != "" {
				t.Errorf("our bitcode:\n%s", d)
			}
		})
	}
}

// TestClang14Bitcode does the same with what clang 14 writes: typed
// pointers, debug intrinsics, LLVM 14's spellings. Our text must be what
// llvm-dis-14 prints (LLVM 14 is the typed-pointer reference) and our
// bitcode what llvm-dis-22 prints of clang's. A source clang 14 cannot
// compile (newer builtins, sm_90 features) is left out, but at least
// min14 of them must compile.
func TestClang14Bitcode(t *testing.T) {
	const min14 = 30
	var compiled atomic.Int32
	t.Cleanup(func() {
		if n := compiled.Load(); n < min14 && !t.Failed() {
			t.Errorf("clang-14 compiled %d sources, want at least %d", n, min14)
		}
	})
	for _, srcs := range clangSources(t) {
		t.Run(srcs.lang+"/"+filepath.Base(srcs.path), func(t *testing.T) {
			t.Parallel()
			bc, ok := compile14(t, srcs)
			if !ok {
				return
			}
			compiled.Add(1)
			want := normalizeOrdersWith(t, []byte(disLocalOrders(t, []byte(bc), "llvm-dis-14")), "llvm-as-14", "llvm-dis-14")
			m, err := Read(srcs.path, []byte(bc))
			if err != nil {
				t.Fatal(err)
			}
			if !m.TypedPointers {
				t.Fatal("clang-14's bitcode read as opaque-pointer IR")
			}
			if d := textdiff.First(want, normalizeOrdersWith(t, llwrite.Bytes(m), "llvm-as-14", "llvm-dis-14")); d != "" {
				t.Errorf("our text:\n%s", d)
			}
			ours, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			want22 := normalizeOrders(t, []byte(disLocalOrders(t, []byte(bc), "llvm-dis-22")))
			if d := textdiff.First(want22, normalizeOrders(t, []byte(disLocalOrders(t, ours, "llvm-dis-22")))); d != "" {
				t.Errorf("our bitcode:\n%s", d)
			}
		})
	}
}

// clangSource is a CUDA, OpenCL or HIP source to compile.
type clangSource struct{ path, lang string }

// clangSources lists the corpus's CUDA and OpenCL sources and
// testdata/k.hip.
func clangSources(t *testing.T) []clangSource {
	corpus := llvmtools.CorpusDir(t)
	var srcs []clangSource
	for _, p := range firstN(filepath.Join(corpus, "cuda", "*.cu"), 1000) {
		srcs = append(srcs, clangSource{p, "cuda"})
	}
	for _, p := range firstN(filepath.Join(corpus, "opencl", "*.cl"), 1000) {
		srcs = append(srcs, clangSource{p, "opencl"})
	}
	return append(srcs, clangSource{"testdata/k.hip", "hip"})
}

// clangArgs are the flags that make device bitcode with debug info; cuda
// names the GPU and its PTX features.
func clangArgs(s clangSource, cuda ...string) []string {
	args := []string{"-O1", "-g", "-c", "-emit-llvm", "-o", "-"}
	switch s.lang {
	case "cuda":
		args = append(args, "-x", "cuda", "--cuda-device-only")
		args = append(args, cuda...)
		args = append(args, "-nocudainc", "-nocudalib", "-I"+filepath.Dir(s.path))
	case "opencl":
		args = append(args, "-cl-std=CL2.0", "-target", "spir64-unknown-unknown", "-Xclang", "-finclude-default-header")
	case "hip":
		args = append(args, "-x", "hip", "--cuda-device-only", "--offload-arch=gfx90a", "-nogpulib", "-nogpuinc")
	}
	return append(args, s.path)
}

// compile runs clang-22 on s.
func compile(t *testing.T, clang string, s clangSource) string {
	bc, stderr, err := llvmtools.Run(t, clang, clangArgs(s, "--cuda-gpu-arch=sm_90", "-Xclang", "-target-feature", "-Xclang", "+ptx80")...)
	if err != nil {
		t.Fatalf("%s: %v\n%s", clang, err, stderr)
	}
	return bc
}

// compile14 runs clang-14 on s (for sm_80, PTX 7.5); false when clang 14 reports
// errors in the source, which it is too old for.
func compile14(t *testing.T, s clangSource) (string, bool) {
	bc, stderr, err := llvmtools.Run(t, "clang-14", clangArgs(s, "--cuda-gpu-arch=sm_80", "-Xclang", "-target-feature", "-Xclang", "+ptx75")...)
	if err != nil {
		if strings.Contains(stderr, " error: ") {
			t.Logf("left out: clang-14 cannot compile it: %s", firstLine(stderr))
			return "", false
		}
		t.Fatalf("clang-14: %v\n%s", err, stderr)
	}
	return bc, true
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// normalize assembles and disassembles text with LLVM 22.
func normalize(t *testing.T, text []byte) string {
	out, err := disOf(t, assemble(t, text, "llvm-as-22"), "llvm-dis-22")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// normalizeOrders is normalize keeping the use-list orders of functions'
// own values as directives (localOrdersOnly).
func normalizeOrders(t *testing.T, text []byte) string {
	return normalizeOrdersWith(t, text, "llvm-as-22", "llvm-dis-22")
}

// normalizeOrdersWith is normalizeOrders with the given tools.
func normalizeOrdersWith(t *testing.T, text []byte, as, dis string) string {
	return disLocalOrders(t, assemble(t, text, as), dis)
}

// assemble runs as on text, failing the test if it refuses it.
func assemble(t *testing.T, text []byte, as string) []byte {
	bc, err := asOf(t, text, as)
	if err != nil {
		t.Fatal(err)
	}
	return bc
}

// disLocalOrders disassembles bc with dis, keeping the use-list orders of
// a function's own values as directives, so that assembling the text again
// keeps them. clang writes use-list orders: memspace keeps those of
// blocks, arguments and instructions (those of blocks show in the "; preds
// =" comments) and drops those of globals and constants
// (bitcode/finish.go).
func disLocalOrders(t *testing.T, bc []byte, dis string) string {
	text, stderr, err := llvmtools.RunInput(t, bc, dis, "--preserve-ll-uselistorder", "-", "-o", "-")
	if err != nil {
		t.Fatalf("%s: %v\n%s", dis, err, stderr)
	}
	return localOrdersOnly(text)
}

// localDirective matches a uselistorder directive of a local value.
var localDirective = regexp.MustCompile(`^  uselistorder .* %[-a-zA-Z$._0-9]+, \{`)

// localOrdersOnly drops the uselistorder directives of globals and
// constants from LLVM's text.
func localOrdersOnly(text string) string {
	lines := strings.SplitAfter(text, "\n")
	kept := lines[:0]
	for _, l := range lines {
		d := strings.TrimSpace(l)
		if strings.HasPrefix(d, "uselistorder") && !localDirective.MatchString(l) {
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

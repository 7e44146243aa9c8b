package demangle_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"memspace/demangle"
	"memspace/internal/llvmtools"
)

// names are mangled names beyond the corpus: namespaces, members, const
// methods, constructors, templates with literals, substitutions, local
// statics, anonymous namespaces, vectors, function pointers, array
// references, operators, address-space qualifiers and clone suffixes.
var names = []string{
	"_ZN2ns3fooEPKf",
	"_ZN2ns5inner3barIiEEvT_",
	"_Z3maxIfET_S0_S0_",
	"_ZN6Vector4dataEv",
	"_ZNK6Vector4sizeEv",
	"_ZN6VectorC2Ei",
	"_ZN6VectorD2Ev",
	"_ZZ1kPfiE4tile",
	"_ZZN2ns1kEPfE3buf",
	"_Z4axpyPfS_f",
	"_Z5applyIN2ns3AddEEvPfS2_",
	"_ZN12_GLOBAL__N_16helperEPi",
	"_Z8fill_vecPDv4_fi",
	"_Z1fPFviE",
	"_Z1gRA4_i",
	"_ZplRK6float4S1_",
	"_Z6kernelILi16ELb1EEvPf",
	"_Z2f3PU3AS1Kf",
	"_ZN2ns1AIiE1fEv",
	"_ZL4pickPKfS0_b.global.shared",
}

// TestAgainstCxxfilt demangles every _Z name of the corpus and the names
// above, and compares with GNU c++filt (binutils).
func TestAgainstCxxfilt(t *testing.T) {
	tool := llvmtools.Tool(t, "c++filt")
	all := append([]string(nil), names...)
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	seen := map[string]bool{}
	re := regexp.MustCompile(`@(_Z[A-Za-z0-9_.$]*)`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			if !seen[m[1]] {
				seen[m[1]] = true
				all = append(all, m[1])
			}
		}
	}
	sort.Strings(all)
	out, stderr, err := llvmtools.RunInput(t, []byte(strings.Join(all, "\n")+"\n"), tool)
	if err != nil {
		t.Fatalf("%v: %s", err, stderr)
	}
	want := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(want) != len(all) {
		t.Fatalf("c++filt printed %d lines for %d names", len(want), len(all))
	}
	for i, n := range all {
		got, ok := demangle.Demangle(n)
		if !ok || got != want[i] {
			t.Errorf("Demangle(%s) = %q, %v; c++filt says %q", n, got, ok, want[i])
		}
	}
	t.Logf("%d names demangled as c++filt does", len(all))
}

func TestShortAndRefusals(t *testing.T) {
	for in, want := range map[string]string{
		"_ZZ1kPfiE4tile":                      "tile",
		"_ZZ13gather_cachedPKfiPKiPfiE5cache": "cache",
		"_Z13gather_cachedPKfiPKiPfi":         "gather_cached",
		"_ZN2ns3fooEPKf":                      "foo",
		"_ZL4pickPKfS0_b.global.shared":       "pick",
		"plain":                               "plain",
	} {
		if got := demangle.Short(in); got != want {
			t.Errorf("Short(%s) = %q, want %q", in, got, want)
		}
	}
	for _, bad := range []string{"_Z", "_Z3ab", "_ZN3fooE", "_Z1fX", "_Z1fS9_", "kernel"} {
		if got, ok := demangle.Demangle(bad); ok && bad != "_ZN3fooE" || got != bad && !ok {
			t.Errorf("Demangle(%q) = %q, %v", bad, got, ok)
		}
	}
}

func TestMain(m *testing.M) { llvmtools.Main(m) }

package upstream_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/llread"
	"memspace/report"
	"memspace/target"
	"memspace/upstream"
)

// knownDifferences are the corpus files where the model's count is not
// opt-22's, with the reason. Empty: the model matches on every file.
var knownDifferences = map[string]string{}

// knownTestdataDifferences is the same for the repository's test inputs,
// by path from the module root.
var knownTestdataDifferences = map[string]string{}

// TestMatchesOpt compares, on every corpus file, the model's generic
// access count per function with the count (as the report takes it) of
// opt-22 -passes=infer-address-spaces's output. SPIR files run as spirv64,
// as the corpus's ias/ baseline does: opt has no spir64 target.
func TestMatchesOpt(t *testing.T) {
	opt := llvmtools.Tool(t, "opt-22")
	files, err := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	sort.Strings(files)
	var matched atomic.Int32
	t.Run("files", func(t *testing.T) {
		for _, path := range files {
			t.Run(filepath.Base(path), func(t *testing.T) {
				t.Parallel()
				if compareFile(t, opt, path) {
					matched.Add(1)
				}
			})
		}
	})
	t.Logf("%d of %d corpus files match opt-22 on every function", matched.Load(), len(files))
}

// compareFile reports whether the model matches opt-22 on every function
// of one corpus file; a mismatch is an error unless the file is a known
// difference, which must then still differ.
func compareFile(t *testing.T, opt, path string) bool {
	diffs, err := compare(t, opt, path)
	if err != nil {
		t.Fatal(err)
	}
	reason, known := knownDifferences[filepath.Base(path)]
	switch {
	case len(diffs) > 0 && !known:
		t.Errorf("the model differs from opt-22:\n%s", strings.Join(diffs, "\n"))
	case len(diffs) == 0 && known:
		t.Errorf("listed as a known difference (%s) but matches now: remove it from the list", reason)
	}
	return len(diffs) == 0
}

// compareTestdata is compareFile for a test input; inputs that are not
// valid GPU IR for both readers are left out (ran is false).
func compareTestdata(t *testing.T, opt, path string) (ok, ran bool) {
	diffs, err := compare(t, opt, path)
	if err != nil {
		return false, false
	}
	rel, _ := filepath.Rel(llvmtools.ModuleRoot(t), path)
	reason, known := knownTestdataDifferences[rel]
	switch {
	case len(diffs) > 0 && !known:
		t.Errorf("the model differs from opt-22:\n%s", strings.Join(diffs, "\n"))
	case len(diffs) == 0 && known:
		t.Errorf("listed as a known difference (%s) but matches now: remove it from the list", reason)
	}
	return len(diffs) == 0, true
}

// compare runs the model and opt-22 on one file and lists the functions
// whose generic access counts differ.
func compare(t *testing.T, opt, path string) ([]string, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := llread.Parse(path, src)
	if err != nil {
		return nil, err
	}
	tg, err := target.FromTriple(m.Triple)
	if err != nil {
		return nil, err
	}
	model := upstream.Generic(m, tg)
	in := strings.Replace(string(src), `"spir64-unknown-unknown"`, `"spirv64-unknown-unknown"`, 1)
	out, stderr, err := llvmtools.RunInput(t, []byte(in), filepath.Base(opt), "-passes=infer-address-spaces", "-S", "-")
	if err != nil {
		return nil, fmt.Errorf("opt-22: %v\n%s", err, stderr)
	}
	om, err := llread.Parse("opt-output", []byte(out))
	if err != nil {
		return nil, fmt.Errorf("reading opt-22's output: %v", err)
	}
	var diffs []string
	for name, c := range report.Take(om, tg).Counts {
		if model[name] != c.Generic {
			diffs = append(diffs, fmt.Sprintf("@%s: model %d, opt-22 %d", name, model[name], c.Generic))
		}
	}
	sort.Strings(diffs)
	return diffs, nil
}

// TestMatchesOptOnTestdata is TestMatchesOpt over the repository's own
// .ll test inputs with a GPU triple that both readers accept: hand-written
// edge cases, and the only AMDGPU inputs (the corpus has none).
func TestMatchesOptOnTestdata(t *testing.T) {
	if testing.Short() && !llvmtools.InCI() {
		t.Skip("runs opt-22 on every test input")
	}
	opt := llvmtools.Tool(t, "opt-22")
	root := llvmtools.ModuleRoot(t)
	var files []string
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".ll") && strings.Contains(path, "/testdata/") {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	var matched, compared atomic.Int32
	t.Run("files", func(t *testing.T) {
		for _, path := range files {
			rel, _ := filepath.Rel(root, path)
			t.Run(rel, func(t *testing.T) {
				t.Parallel()
				ok, ran := compareTestdata(t, opt, path)
				if ran {
					compared.Add(1)
				}
				if ok {
					matched.Add(1)
				}
			})
		}
	})
	t.Logf("%d of %d test inputs opt-22 reads match it on every function", matched.Load(), compared.Load())
}

func TestMain(m *testing.M) { llvmtools.Main(m) }

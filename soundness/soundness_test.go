package soundness

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// knownFailing is the list of files expected to fail today.
var knownFailing = filepath.Join("testdata", "KNOWN_FAILING")

// pipelines are the memspace command lines whose output must assemble
// (and, for NVPTX, compile): the default pipeline, memspace-opt alone, and
// the default pipeline under -whole-program.
var pipelines = [][]string{nil, {"-passes=memspace-opt"}, {"-whole-program"}}

// llc22 and llc14 compile an NVPTX output; LLVM 14 (for typed pointers)
// knows neither sm_90 nor PTX 8.0, so it gets the newest it knows.
var (
	llc22 = []string{"-O0", "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", "-mattr=+ptx80", "-o", os.DevNull}
	llc14 = []string{"-O0", "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_80", "-mattr=+ptx70", "-o", os.DevNull}
)

// noLLC marks a file whose output llc cannot take for a reason that is not
// memspace's (the rest of the line says which).
const noLLC = "; NO-LLC:"

// TestSoundness runs every scenario: its RUN lines, then llvm-as on the
// output of both pipelines and, for NVPTX, llc. A file listed in
// KNOWN_FAILING must fail (its failure is only logged); any other file
// must pass.
func TestSoundness(t *testing.T) {
	known := readKnownFailing(t)
	files := scenarioFiles(t)
	for name := range known {
		if _, err := os.Stat(filepath.Join("testdata", name)); err != nil {
			t.Errorf("KNOWN_FAILING names %s, which is not in testdata/", name)
		}
	}
	tools := map[string]string{"memspace": llvmtools.Memspace(t)}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := checkFile(t, f, tools)
			reason, listed := known[name]
			switch {
			case listed && err == nil:
				t.Errorf("%s passes now: remove it from testdata/KNOWN_FAILING (listed because: %s)", name, reason)
			case listed:
				t.Logf("expected failure (%s):\n%v", reason, err)
			case err != nil:
				t.Error(err)
			}
		})
	}
}

// TestSuiteShape checks what every scenario file must have: a comment at
// the top saying what it tests, and a RUN line that runs memspace.
func TestSuiteShape(t *testing.T) {
	files := scenarioFiles(t)
	if len(files) < 90 {
		t.Errorf("%d scenario files, want at least 90", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if !strings.HasPrefix(text, "; ") {
			t.Errorf("%s: does not start with a comment saying what it tests", f)
		}
		if !strings.Contains(text, "RUN: memspace") && !strings.Contains(text, "RUN: not memspace") {
			t.Errorf("%s: no RUN line runs memspace", f)
		}
	}
}

// TestGeneratedHeaders checks that each generated scenario (gen-*.ll,
// made by src/build.sh) starts with the text of its src/NAME.TARGET.checks
// file, so that checks are edited there, not in the generated file.
func TestGeneratedHeaders(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "gen-*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no generated scenarios (run src/build.sh)")
	}
	for _, f := range files {
		// gen-NAME.TARGET.OPT.ll
		stem := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "gen-"), ".ll")
		dot := strings.LastIndex(stem, ".")
		stem, opt := stem[:dot], stem[dot+1:]
		checks, err := os.ReadFile(filepath.Join("src", stem+".checks"))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.ReplaceAll(string(checks), "@OPT@", opt)
		if !strings.HasPrefix(string(data), want) {
			t.Errorf("%s does not start with src/%s.checks: edit the .checks file and rerun src/build.sh", f, stem)
		}
	}
}

func scenarioFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	return files
}

// readKnownFailing reads testdata/KNOWN_FAILING: one file name per line,
// followed by "# reason"; blank lines and lines starting with # are
// comments.
func readKnownFailing(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile(knownFailing)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, "#")
		name, reason = strings.TrimSpace(name), strings.TrimSpace(reason)
		switch {
		case reason == "":
			t.Errorf("%s:%d: %s has no reason (write: NAME # reason)", knownFailing, n, name)
		case strings.ContainsAny(name, " \t"):
			t.Errorf("%s:%d: one file name per line, got %q", knownFailing, n, name)
		case known[name] != "":
			t.Errorf("%s:%d: %s is listed twice", knownFailing, n, name)
		}
		known[name] = reason
	}
	return known
}

// checkFile runs one scenario and returns everything that went wrong.
func checkFile(t *testing.T, f string, tools map[string]string) error {
	data, err := os.ReadFile(f)
	if err != nil {
		return err
	}
	errs := []error{littest.Run(f, t.TempDir(), tools)}
	typed := strings.HasSuffix(f, ".typed.ll")
	as, llc, llcArgs := "llvm-as-22", "llc-22", llc22
	if typed {
		as, llc, llcArgs = "llvm-as-14", "llc-14", llc14
	}
	nvptx := bytes.Contains(data, []byte(`target triple = "nvptx`))
	skipLLC := bytes.Contains(data, []byte(noLLC))
	for _, p := range pipelines {
		args := append(append([]string{}, p...), f)
		out, err := exec.Command(tools["memspace"], args...).Output()
		if err != nil {
			continue // the exit status is the RUN lines' to judge
		}
		what := "memspace " + strings.Join(args, " ")
		if _, stderr, err := llvmtools.RunInput(t, out, as, "-o", os.DevNull); err != nil {
			errs = append(errs, fmt.Errorf("%s rejects the output of %s: %v\n%s", as, what, err, stderr))
			continue
		}
		if nvptx && !skipLLC {
			if _, stderr, err := llvmtools.RunInput(t, out, llc, llcArgs...); err != nil {
				errs = append(errs, fmt.Errorf("%s %s cannot compile the output of %s: %v\n%s",
					llc, strings.Join(llcArgs[:4], " "), what, err, head(stderr, 8)))
			}
		}
	}
	return errors.Join(errs...)
}

// head returns the first n lines of s (a crashing llc prints a long stack).
func head(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) <= n {
		return s
	}
	return strings.Join(lines[:n], "") + "...\n"
}

func TestMain(m *testing.M) { llvmtools.Main(m) }

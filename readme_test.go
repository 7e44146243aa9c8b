package memspace_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestReadmeRecipe runs the README's clang → memspace → llc recipe (the
// lines between <!-- recipe --> and <!-- end recipe -->) on the bundled
// example, with the memspace command built from this tree, and checks the
// PTX: the helper's clone was inlined, so no call and no .func names it.
func TestReadmeRecipe(t *testing.T) {
	for _, tool := range []string{"clang-22", "llc-22"} {
		llvmtools.Tool(t, tool)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(readme), "<!-- recipe -->\n```sh\n")
	script, _, ok2 := strings.Cut(rest, "```\n<!-- end recipe -->")
	if !ok || !ok2 {
		t.Fatal("README has no recipe block")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	if out, err := exec.Command("go", "build", "-o", filepath.Join(bin, "memspace"), "./cmd/memspace").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	root, _ := os.Getwd()
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", "cd "+root+" && cd "+dir+" && ln -s "+filepath.Join(root, "examples")+" examples && "+script)
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("recipe failed: %v\n%s\n%s", err, script, out)
	}
	ptx, err := os.ReadFile(filepath.Join(dir, "saxpy.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	if regexp.MustCompile(`(?m)^\s*(call\S* |\.func ).*_\$_(global|shared|local|const)`).Match(ptx) {
		t.Errorf("the PTX still calls or defines a clone:\n%s", ptx)
	}
	if !strings.Contains(string(ptx), ".entry _Z5saxpyPfPKffi") {
		t.Errorf("the kernel is missing from the PTX")
	}
}

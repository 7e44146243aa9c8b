package littest

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// RunDir runs every *.ll file in dir as a subtest named by the file.
func RunDir(t *testing.T, dir string, tools map[string]string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no *.ll tests in %s", dir)
	}
	sort.Strings(files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) { RunFile(t, f, tools) })
	}
}

// RunFile runs the RUN lines of one test file.
func RunFile(t *testing.T, path string, tools map[string]string) {
	t.Helper()
	if err := runFile(path, t.TempDir(), tools); err != nil {
		t.Error(err)
	}
}

// Run runs the RUN lines of one test file with scratch directory tmp and
// returns the first failure instead of reporting it, for callers that
// judge the outcome themselves (against a list of expected failures, say).
func Run(path, tmp string, tools map[string]string) error {
	return runFile(path, tmp, tools)
}

// runFile runs the RUN lines of path with scratch directory tmp.
func runFile(path, tmp string, tools map[string]string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(abs)
	if err != nil {
		return err
	}
	lines, err := runLines(string(data))
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if len(lines) == 0 {
		return fmt.Errorf("%s: no RUN line", path)
	}
	base := filepath.Base(abs)
	env := &env{
		tools: tools,
		dir:   tmp,
		subst: map[byte]string{
			's': abs, 'S': filepath.Dir(abs), 'p': filepath.Dir(abs),
			't': filepath.Join(tmp, base+".tmp"), 'T': tmp, '%': "%",
		},
	}
	for _, l := range lines {
		if err := env.runLine(l.text); err != nil {
			return fmt.Errorf("%s:%d: RUN: %s\n%v", path, l.line, l.text, err)
		}
	}
	return nil
}

// runLine is one RUN command after joining continuations.
type runLine struct {
	line int // where it starts
	text string
}

// runLines extracts the RUN commands of a test file.
func runLines(text string) ([]runLine, error) {
	var out []runLine
	continued := false
	for i, line := range strings.Split(text, "\n") {
		cmd, ok := runCommand(line)
		if !ok {
			if continued {
				return nil, danglingErr(out)
			}
			continue
		}
		more := strings.HasSuffix(cmd, "\\")
		cmd = strings.TrimSpace(strings.TrimSuffix(cmd, "\\"))
		if continued {
			last := &out[len(out)-1]
			last.text = strings.TrimSpace(last.text + " " + cmd)
		} else {
			out = append(out, runLine{line: i + 1, text: cmd})
		}
		continued = more
	}
	if continued {
		return nil, danglingErr(out)
	}
	return out, nil
}

func danglingErr(lines []runLine) error {
	return fmt.Errorf("RUN line %d ends with \\ but no RUN line follows", lines[len(lines)-1].line)
}

// runCommand returns the text after "RUN:" on a line.
func runCommand(line string) (string, bool) {
	i := strings.Index(line, "RUN:")
	if i < 0 || i > 0 && isWordByte(line[i-1]) {
		return "", false
	}
	return strings.TrimSpace(line[i+len("RUN:"):]), true
}

func isWordByte(b byte) bool {
	return b == '_' || b == '-' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

package filecheck

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestAgreesWithFileCheck runs every case through LLVM's FileCheck too and
// requires the same verdict and, on failure, the same first diagnostic.
func TestAgreesWithFileCheck(t *testing.T) {
	tool := llvmtools.Tool(t, "FileCheck-22")
	dir := t.TempDir()
	for _, tc := range cases {
		if tc.ours {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			checkFile := filepath.Join(dir, tc.name+".ll")
			if err := os.WriteFile(checkFile, []byte(tc.check), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(tool, append([]string{checkFile, "--dump-input=never"}, flags(tc.opts)...)...)
			cmd.Stdin = strings.NewReader(tc.input)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			theirs := cmd.Run()
			ours := Check(checkFile, []byte(tc.check), []byte(tc.input), tc.opts)
			if (theirs == nil) != (ours == nil) {
				t.Fatalf("FileCheck: %v\n%s\nours: %v", theirs, stderr.String(), ours)
			}
			if ours != nil && firstLine(ours.Error()) != firstLine(stderr.String()) {
				t.Fatalf("first diagnostic differs:\nFileCheck: %s\nours:      %s",
					firstLine(stderr.String()), firstLine(ours.Error()))
			}
		})
	}
}

// flags turns options into FileCheck's command-line flags.
func flags(o Options) []string {
	var f []string
	if len(o.Prefixes) > 0 {
		f = append(f, "--check-prefixes="+strings.Join(o.Prefixes, ","))
	}
	for _, s := range o.ImplicitCheckNot {
		f = append(f, "--implicit-check-not="+s)
	}
	for _, d := range o.Defines {
		f = append(f, "-D"+d)
	}
	for flag, on := range map[string]bool{
		"--allow-empty": o.AllowEmpty, "--allow-unused-prefixes": o.AllowUnusedPrefixes,
		"--strict-whitespace": o.StrictWhitespace, "--ignore-case": o.IgnoreCase,
		"--match-full-lines": o.MatchFullLines, "--enable-var-scope": o.EnableVarScope,
	} {
		if on {
			f = append(f, flag)
		}
	}
	return f
}

// firstLine is the first line of a diagnostic, without the regex library's
// own wording for invalid regexes.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	if i := strings.Index(line, "invalid regex: "); i >= 0 {
		line = line[:i+len("invalid regex:")]
	}
	return line
}

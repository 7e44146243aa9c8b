package llread

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/irverify"
	"memspace/llwrite"
)

// FuzzParse checks that no input makes Parse or VerifyRead panic (a
// recovered panic of Parse shows as an "internal error"), and that a module read successfully prints
// to text that reads back and prints identically.
func FuzzParse(f *testing.F) {
	if dir := corpusDirOrEmpty(); dir != "" {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	for _, c := range badCases {
		f.Add([]byte(c.src))
	}
	for _, tf := range testdataFiles {
		if src, err := os.ReadFile(filepath.Join("testdata", tf.name)); err == nil {
			f.Add(src)
		}
	}
	lit, _ := filepath.Glob(filepath.Join("testdata", "lit", "*.ll"))
	made, _ := filepath.Glob(filepath.Join("testdata", "clang", "*.ll"))
	for _, file := range append(lit, made...) {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ll", src)
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("panic: %v", err)
			}
			return
		}
		irverify.VerifyRead(m) // what the command runs next must not panic either
		var out1 bytes.Buffer
		if err := llwrite.Write(&out1, m); err != nil {
			return // the writer may refuse what it cannot print
		}
		m2, err := Parse("out1.ll", out1.Bytes())
		if err != nil {
			t.Fatalf("printed module does not read back: %v\n%s", err, out1.Bytes())
		}
		var out2 bytes.Buffer
		if err := llwrite.Write(&out2, m2); err != nil {
			t.Fatalf("second print failed: %v", err)
		}
		if !bytes.Equal(out1.Bytes(), out2.Bytes()) {
			t.Fatalf("print(parse(print(x))) != print(x)\nfirst:\n%s\nsecond:\n%s", out1.Bytes(), out2.Bytes())
		}
	})
}

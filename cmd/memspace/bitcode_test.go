package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"memspace/bitcode"
	"memspace/internal/llvmtools"
)

// TestBitcodeInput: a .bc file (and bitcode on stdin) gives the same
// output as its text (llvm-dis-22 of it).
func TestBitcodeInput(t *testing.T) {
	src, err := os.ReadFile("../../examples/saxpy.ll")
	if err != nil {
		t.Fatal(err)
	}
	bc, stderr, err := llvmtools.RunInput(t, src, "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-as-22: %v\n%s", err, stderr)
	}
	text, stderr, err := llvmtools.RunInput(t, []byte(bc), "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis-22: %v\n%s", err, stderr)
	}
	dir := t.TempDir()
	path, textPath := filepath.Join(dir, "saxpy.bc"), filepath.Join(dir, "saxpy.ll")
	if err := os.WriteFile(path, []byte(bc), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(textPath, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, fromText, stderr := runCmd(t, "", textPath)
	if code != 0 {
		t.Fatalf("text: exit %d: %s", code, stderr)
	}
	code, fromFile, stderr := runCmd(t, "", path)
	if code != 0 {
		t.Fatalf("bitcode file: exit %d: %s", code, stderr)
	}
	code, fromStdin, stderr := runCmd(t, bc)
	if code != 0 {
		t.Fatalf("bitcode on stdin: exit %d: %s", code, stderr)
	}
	fromText, fromFile, fromStdin = dropModuleID(fromText), dropModuleID(fromFile), dropModuleID(fromStdin)
	if fromFile != fromText || fromStdin != fromText {
		t.Errorf("bitcode input gives other output than its text")
	}
}

// TestBadBitcodeInput: broken bitcode is an error with the bit offset,
// exit status 1 and no output.
func TestBadBitcodeInput(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "k.bc")
	if err := os.WriteFile(path, []byte("BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.ll")
	code, stdout, stderr := runCmd(t, "", path, "-o", out)
	if code != 1 || stdout != "" {
		t.Fatalf("exit %d, stdout %q", code, stdout)
	}
	if !regexp.MustCompile(`^.*k\.bc: error: bitcode: .* \(bit offset \d+\)\n$`).MatchString(stderr) {
		t.Errorf("stderr %q", stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an output file was written")
	}
}

// dropModuleID removes the "; ModuleID = ..." line, which names the input.
func dropModuleID(s string) string {
	if strings.HasPrefix(s, "; ModuleID") {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			return s[i+1:]
		}
	}
	return s
}

// TestBitcodeOutput: -o FILE.bc and -emit-bitcode write bitcode that
// llvm-dis-22 reads as the text memspace writes.
func TestBitcodeOutput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.bc")
	code, stdout, stderr := runCmd(t, "", "-passes=", "../../examples/saxpy.ll", "-o", out)
	if code != 0 || stdout != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	bc, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	_, viaStdout, stderr := runCmd(t, "", "-passes=", "-emit-bitcode", "../../examples/saxpy.ll")
	if viaStdout != string(bc) {
		t.Errorf("-emit-bitcode to stdout differs from -o out.bc: %s", stderr)
	}
	got, stderr, err := llvmtools.RunInput(t, bc, "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-dis-22 rejects the output: %v\n%s", err, stderr)
	}
	_, text, _ := runCmd(t, "", "-passes=", "../../examples/saxpy.ll")
	bc2, stderr, err := llvmtools.RunInput(t, []byte(text), "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("llvm-as-22: %v\n%s", err, stderr)
	}
	want, _, err := llvmtools.RunInput(t, []byte(bc2), "llvm-dis-22", "-", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("llvm-dis of our bitcode differs from llvm-dis of llvm-as of our text")
	}
}

// TestBitcodeToPipe: bitcode written to a named pipe (as to -o /dev/stdout
// into a pipe) comes whole, as to a regular file. The streamed writer
// patches block lengths it already wrote, which a pipe cannot take; the
// module is big enough (over 512 KiB of bitcode) for a flush before its
// function block ends.
func TestBitcodeToPipe(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("define i32 @f(i32 %v0) {\nentry:\n")
	const n = 200000
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  %%v%d = add i32 %%v%d, %d\n", i, i-1, i)
	}
	fmt.Fprintf(&b, "  ret i32 %%v%d\n}\n", n)
	in := filepath.Join(dir, "big.ll")
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	reg := filepath.Join(dir, "reg.bc")
	if code, _, stderr := runCmd(t, "", "-passes=", in, "-o", reg); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want, err := os.ReadFile(reg)
	if err != nil || len(want) < 512<<10 {
		t.Fatalf("the module is too small to test the stream (%d bytes): %v", len(want), err)
	}
	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skip("no named pipes:", err)
	}
	got := make(chan []byte)
	go func() {
		data, _ := os.ReadFile(pipe)
		got <- data
	}()
	if code, _, stderr := runCmd(t, "", "-passes=", "-emit-bitcode", in, "-o", pipe); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if data := <-got; !bytes.Equal(data, want) {
		t.Errorf("the pipe got %d bytes, the file %d, not the same", len(data), len(want))
	}
}

// TestOtherClangPipeline runs the default pipeline on the bitcode that
// clang 15, 16 and 19 wrote (bitcode/testdata/clang-versions): each output
// must pass opt-22's verifier, as bitcode and as text (llvm-as-14 reads
// the text of clang 15's typed-pointer modules).
func TestOtherClangPipeline(t *testing.T) {
	files, _ := filepath.Glob("../../bitcode/testdata/clang-versions/*/*.bc")
	if len(files) == 0 {
		t.Fatal("no bitcode in bitcode/testdata/clang-versions")
	}
	for _, path := range files {
		name := filepath.Base(filepath.Dir(path)) + "/" + filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.bc")
			if code, _, stderr := runCmd(t, "", "-w", path, "-o", out); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if _, stderr, err := llvmtools.Run(t, "opt-22", "-passes=verify", out, "-o", os.DevNull); err != nil {
				t.Errorf("opt-22 refuses the bitcode: %v\n%s", err, stderr)
			}
			code, text, stderr := runCmd(t, "", "-w", "-S", path)
			if code != 0 {
				t.Fatalf("text: exit %d: %s", code, stderr)
			}
			as := "llvm-as-22"
			if typedBitcode(t, path) {
				as = "llvm-as-14"
			}
			if _, stderr, err := llvmtools.RunInput(t, []byte(text), as, "-", "-o", os.DevNull); err != nil {
				t.Errorf("%s refuses the text: %v\n%s", as, err, stderr)
			}
		})
	}
}

// typedBitcode reports whether the bitcode in path has typed pointers.
func typedBitcode(t *testing.T, path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := bitcode.Read(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return m.TypedPointers
}

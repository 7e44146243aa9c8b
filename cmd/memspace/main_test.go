package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"memspace/bitcode"
	"memspace/internal/llvmtools"
	"memspace/irverify"
)

func runCmd(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestRoundTripExampleToFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	code, _, stderr := runCmd(t, "", "-passes=", "-S", "../../examples/saxpy.ll", "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "define dso_local ptx_kernel void @_Z5saxpyPfPKffi(") {
		t.Fatalf("kernel missing from output:\n%s", b)
	}
}

func TestStdinToStdout(t *testing.T) {
	src := "define i32 @f(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n"
	code, out, stderr := runCmd(t, src, "-passes=")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "%y = add nsw i32 %x, 1") {
		t.Fatalf("unexpected output:\n%s", out)
	}
}

func TestBadInputWritesNothing(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.ll")
	os.WriteFile(in, []byte("define void @f() {\n  frobnicate\n}\n"), 0o644)
	out := filepath.Join(dir, "out.ll")
	code, stdout, stderr := runCmd(t, "", in, "-o", out)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if !strings.HasPrefix(stderr, in+":2:3: error: ") {
		t.Fatalf("stderr = %q", stderr)
	}
	if stdout != "" {
		t.Fatalf("stdout not empty: %q", stdout)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("output written on failure")
	}
}

// invalidIR are modules that read without error but are not valid IR,
// each with the error the command must report (after "FILE:").
var invalidIR = []struct{ name, src, want string }{
	{"use before def", "define void @f(ptr %p) {\nentry:\n  store float 1.0, ptr %q\n  %q = getelementptr float, ptr %p, i64 1\n  ret void\n}\n",
		"3:3: error: invalid IR: function @f: block %entry: store float 1.000000e+00, ptr %q: %q is used before it is defined\n"},
	{"def does not dominate", "define void @f(ptr %p, i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %q = getelementptr float, ptr %p, i64 1\n  br label %b\nb:\n  store float 1.0, ptr %q\n  ret void\n}\n",
		"8:3: error: invalid IR: function @f: block %b: store float 1.000000e+00, ptr %q: %q does not dominate this use\n"},
	{"phi misses a predecessor", "define void @f(ptr %p, i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %x = phi ptr [ %p, %a ]\n  ret void\n}\n",
		"7:3: error: invalid IR: function @f: block %b: %x = phi ptr [ ptr %p, %a ]: phi has no entry for predecessor %entry\n"},
	{"phi below a non-phi", "define void @f(ptr %p) {\nentry:\n  br label %b\nb:\n  %v = load float, ptr %p\n  %x = phi ptr [ %p, %entry ]\n  ret void\n}\n",
		"6:3: error: invalid IR: function @f: block %b: %x = phi ptr [ ptr %p, %entry ]: phi is not grouped at the top of the block\n"},
	{"entry block is a target", "define void @f() {\nentry:\n  br label %entry\n}\n",
		"2:1: error: invalid IR: function @f: block %entry: entry block has predecessors (%entry)\n"},
}

// TestInvalidIRIsRejected checks that the command verifies what it read:
// the problem placed at its line and column, exit status 1, no output,
// whether the module comes from a file or from standard input.
func TestInvalidIRIsRejected(t *testing.T) {
	for _, c := range invalidIR {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			in, out := filepath.Join(dir, "bad.ll"), filepath.Join(dir, "out.ll")
			os.WriteFile(in, []byte(c.src), 0o644)
			code, stdout, stderr := runCmd(t, "", "-passes=", in, "-o", out)
			if code != 1 || stderr != in+":"+c.want || stdout != "" {
				t.Errorf("file: exit %d, stderr %q, want %q", code, stderr, in+":"+c.want)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("output written for invalid IR")
			}
			code, stdout, stderr = runCmd(t, c.src)
			if code != 1 || stderr != "<stdin>:"+c.want || stdout != "" {
				t.Errorf("stdin: exit %d, stderr %q", code, stderr)
			}
		})
	}
}

// TestInvalidIRIsInvalidForLLVM checks the cases against LLVM's own
// verifier: llvm-as-22 must reject each too.
func TestInvalidIRIsInvalidForLLVM(t *testing.T) {
	llvmtools.Tool(t, "llvm-as-22")
	for _, c := range invalidIR {
		_, stderr, err := llvmtools.RunInput(t, []byte(c.src), "llvm-as-22", "-o", os.DevNull)
		if err == nil || !strings.Contains(stderr, "does not verify") {
			t.Errorf("%s: llvm-as-22 accepts it (err %v, stderr %q)", c.name, err, stderr)
		}
	}
}

func TestUnknownPassAndOption(t *testing.T) {
	code, _, stderr := runCmd(t, "", "-passes=no-such-pass", "../../examples/saxpy.ll")
	if code != 1 || !strings.Contains(stderr, "unknown pass name 'no-such-pass'") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	code, _, stderr = runCmd(t, "", "-no-such-option=1", "../../examples/saxpy.ll")
	if code != 1 || !strings.Contains(stderr, "unknown option '-no-such-option'") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

func TestMissingInputFile(t *testing.T) {
	code, _, stderr := runCmd(t, "", "/no/such/file.ll")
	if code != 1 || !strings.Contains(stderr, "could not open '/no/such/file.ll'") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

func TestOutputDeterministic(t *testing.T) {
	_, a, _ := runCmd(t, "", "-passes=", "../../examples/saxpy.ll")
	_, b, _ := runCmd(t, "", "-passes=", "../../examples/saxpy.ll")
	if a != b || a == "" {
		t.Fatal("two runs gave different output")
	}
}

func TestTimePassesAndProfiles(t *testing.T) {
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.prof"), filepath.Join(dir, "mem.prof")
	code, _, stderr := runCmd(t, "", "-passes=memspace-opt", "-time-passes", "-cpuprofile="+cpu,
		"-memprofile="+mem, "../../examples/saxpy.ll", "-o", filepath.Join(dir, "out.ll"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Pass execution timing report", "--User+System--", "       Total\n"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("-time-passes report lacks %q:\n%s", want, stderr)
		}
	}
	phase := regexp.MustCompile(`(?m)^ +[0-9.]+s \( *[0-9.]+%\) +[0-9.]+s +(\S+) +[0-9.]+ MB$`)
	var phases []string
	for _, m := range phase.FindAllStringSubmatch(stderr, -1) {
		phases = append(phases, m[1])
	}
	if got := strings.Join(phases, ","); got != "read,parse,verify,memspace-opt,verify-output,print" {
		t.Errorf("-time-passes phases = %q, want read,parse,verify,memspace-opt,verify-output,print:\n%s", got, stderr)
	}
	for _, p := range []string{cpu, mem} {
		if st, err := os.Stat(p); err != nil || st.Size() == 0 {
			t.Errorf("profile %s not written: %v", p, err)
		}
	}
}

// TestReportProblemsWithoutPositions: problems the text cannot place go
// to its start, and past maxInputProblems a note counts the rest.
func TestReportProblemsWithoutPositions(t *testing.T) {
	errs := &irverify.Errors{}
	for i := range maxInputProblems + 2 {
		errs.List = append(errs.List, fmt.Sprintf("problem %d", i))
		errs.At = append(errs.At, nil)
	}
	var b bytes.Buffer
	reportProblems(&b, "x.ll", errs, nil)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != maxInputProblems+1 || lines[0] != "x.ll:1:1: error: invalid IR: problem 0" ||
		lines[maxInputProblems] != "x.ll: note: 2 more problems not shown" {
		t.Fatalf("got:\n%s", b.String())
	}
}

// TestDisableOutput: -disable-output, as opt's, runs the passes and writes
// no module (aa-eval's report still goes to stderr).
func TestDisableOutput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.ll")
	code, stdout, _ := runCmd(t, "", "-passes=aa-eval", "-disable-output", "../../examples/saxpy.ll", "-o", out)
	if code != 0 || stdout != "" {
		t.Fatalf("exit %d, stdout %q", code, stdout)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("-disable-output wrote %s", out)
	}
}

// TestOptTripleAndPassAlias: opt's -mtriple replaces the module's triple
// (empty components made "unknown", as opt writes them) before the
// module is verified and the target chosen, and -p is -passes. Here the
// triple makes an AMDGPU kernel of a module that names none: its private
// alloca, addrspace(5) by LLVM's rule for AMDGPU, moves the store.
func TestOptTripleAndPassAlias(t *testing.T) {
	src := "define amdgpu_kernel void @k(i32 %v) {\n  %a = alloca i32, align 4, addrspace(5)\n" +
		"  %p = addrspacecast ptr addrspace(5) %a to ptr\n  store i32 %v, ptr %p, align 4\n  ret void\n}\n"
	code, out, stderr := runCmd(t, src, "-mtriple=amdgcn--amdhsa", "-p", "memspace-opt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{`target triple = "amdgcn-unknown-amdhsa"`, "store i32 %v, ptr addrspace(5) %a, align 4"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the output:\n%s", want, out)
		}
	}
	// And in bitcode (the writer wrote only a triple the input had).
	bc := filepath.Join(t.TempDir(), "k.bc")
	if code, _, stderr := runCmd(t, src, "-mtriple=amdgcn-amd-amdhsa", "-o", bc); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(bc)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := bitcode.Read(bc, b); err != nil || m.Triple != "amdgcn-amd-amdhsa" {
		t.Errorf("bitcode output: %v, triple %q", err, m.Triple)
	}
	if code, _, stderr := runCmd(t, src, "-mtriple"); code != 1 || !strings.Contains(stderr, "-mtriple needs a value") {
		t.Errorf("-mtriple without a value: exit %d, %q", code, stderr)
	}
}

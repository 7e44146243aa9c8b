package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The flags of issue 13: opt's debugging options, nested -passes=, exit
// codes, response files, target warnings, and diagnostics policy. Each
// case runs the command in-process.

const saxpy = "../../examples/saxpy.ll"

func TestExitCodesAsOpt(t *testing.T) {
	for _, args := range [][]string{{"-no-such-option"}, {"-passes"}, {"-error-limit=x", saxpy}} {
		if code, _, stderr := runCmd(t, "", args...); code != 1 || !strings.HasPrefix(stderr, "memspace: error: ") {
			t.Errorf("%v: exit %d, stderr %q; want 1 and an error", args, code, stderr)
		}
	}
}

func TestSpaceSeparatedValuesDashDashAndResponseFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	if code, _, stderr := runCmd(t, "", "-target", "nvptx", "-passes", "verify", "-o", out, "--", saxpy); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rsp := filepath.Join(dir, "args.rsp")
	os.WriteFile(rsp, []byte("-passes='ipmsp,memspace-opt'\n-o \""+out+"\"\n"+saxpy+"\n"), 0o644)
	if code, _, stderr := runCmd(t, "", "@"+rsp); code != 0 {
		t.Fatalf("@file: exit %d: %s", code, stderr)
	}
	b, _ := os.ReadFile(out)
	if !strings.Contains(string(b), "@_Z9axpy_elemPfPKffi.global.global(") {
		t.Errorf("the response file's -passes was not used (no clone in the output)")
	}
	if code, _, stderr := runCmd(t, "", "@"+filepath.Join(dir, "none.rsp")); code != 1 || !strings.Contains(stderr, "could not open response file") {
		t.Errorf("missing response file: exit %d, %q", code, stderr)
	}
}

func TestNestedPasses(t *testing.T) {
	for _, p := range []string{"module(ipmsp,function(memspace-opt))", "ipmsp,cgscc(function(verify)),always-inline",
		"module(ipmsp),function(memspace-opt,verify)", " function( verify ) "} {
		if code, _, stderr := runCmd(t, "", "-passes="+p, saxpy, "-o", os.DevNull); code != 0 {
			t.Errorf("-passes=%s: exit %d: %s", p, code, stderr)
		}
	}
	for p, want := range map[string]string{
		"function(ipmsp)":          "invalid use of 'ipmsp' inside function(...)",
		"function(module(verify))": "'module(...)' is not allowed inside function(...)",
		"module(verify":            "missing ')'",
		"verify,,verify":           "empty pass name",
		"function(nope)":           "unknown pass name 'nope'",
	} {
		if code, _, stderr := runCmd(t, "", "-passes="+p, saxpy); code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("-passes=%s: exit %d, stderr %q, want %q", p, code, stderr, want)
		}
	}
}

func TestPrintPassesAndHelp(t *testing.T) {
	_, out, _ := runCmd(t, "", "-print-passes")
	if !strings.HasPrefix(out, "Module passes:\n") || !strings.Contains(out, "  always-inline\n") || !strings.Contains(out, "  verify\n") {
		t.Errorf("-print-passes:\n%s", out)
	}
	_, out, _ = runCmd(t, "", "-help")
	for _, want := range []string{"(default 20; 0: no limit)", "-memspace-opt-enable (default true)", "Exit status: 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("-help lacks %q", want)
		}
	}
	if regexp.MustCompile(`\(default [01]\) `).MatchString(out) && strings.Contains(out, "-dump-ip-msp (default 0)") {
		t.Errorf("-help spells a boolean default as 0/1")
	}
}

func TestEmptyInputWritesHeader(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "empty.ll")
	os.WriteFile(in, nil, 0o644)
	code, out, stderr := runCmd(t, "", "-passes=", in)
	want := "; ModuleID = '" + in + "'\nsource_filename = \"" + in + "\"\n"
	if code != 0 || out != want {
		t.Errorf("exit %d, stdout %q, want %q (stderr %q)", code, out, want, stderr)
	}
}

func TestOutputDirectory(t *testing.T) {
	dir := t.TempDir()
	code, _, stderr := runCmd(t, "", saxpy, "-o", dir)
	if code != 1 || stderr != "memspace: error: cannot write output to '"+dir+"': it is a directory\n" {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

func TestPrintAfterAllAndChanged(t *testing.T) {
	_, _, stderr := runCmd(t, "", "-print-after-all", saxpy, "-o", os.DevNull)
	for _, p := range []string{"ipmsp", "always-inline", "memspace-opt"} {
		if !strings.Contains(stderr, "; *** IR Dump After "+p+" on [module] ***\n; ModuleID") {
			t.Errorf("-print-after-all: no dump after %s", p)
		}
	}
	_, _, stderr = runCmd(t, "", "-print-changed", "-passes=verify,memspace-opt", saxpy, "-o", os.DevNull)
	if !strings.Contains(stderr, "; *** IR Dump After verify on [module] omitted because no change ***") ||
		!strings.Contains(stderr, "; *** IR Dump After memspace-opt on [module] ***") {
		t.Errorf("-print-changed:\n%.400s", stderr)
	}
	_, _, stderr = runCmd(t, "", "-print-before-all", "-filter-print-funcs=_Z5saxpyPfPKffi", "-passes=memspace-opt", saxpy, "-o", os.DevNull)
	if !strings.HasPrefix(stderr, "; *** IR Dump Before memspace-opt on _Z5saxpyPfPKffi ***\ndefine dso_local ptx_kernel void @_Z5saxpyPfPKffi(") ||
		strings.Count(stderr, "define ") != 1 || !strings.HasSuffix(stderr, "\n}\n") {
		t.Errorf("-filter-print-funcs:\n%s", stderr)
	}
}

func TestPassRemarksPrinted(t *testing.T) {
	_, _, stderr := runCmd(t, "", "-pass-remarks=always-inline", "-pass-remarks-missed=memspace-opt", saxpy, "-o", os.DevNull)
	want := saxpy + ":@_Z5saxpyPfPKffi: remark: '_Z9axpy_elemPfPKffi.global.global' inlined into '_Z5saxpyPfPKffi' with (cost=always): always inline attribute [-Rpass=always-inline]\n"
	if !strings.Contains(stderr, want) {
		t.Errorf("no inlining remark %q in:\n%s", want, stderr)
	}
	if !regexp.MustCompile(`remark: %\d+ stays generic: may point to \{.*\} \[-Rpass-missed=memspace-opt\]`).MatchString(stderr) {
		t.Errorf("no missed remark in:\n%s", stderr)
	}
	if strings.Contains(stderr, "[-Rpass=ipmsp]") {
		t.Errorf("a remark of a pass the regex does not match was printed")
	}
}

func TestRemarksFilterAndFailure(t *testing.T) {
	dir := t.TempDir()
	r := filepath.Join(dir, "r.yaml")
	if code, _, _ := runCmd(t, "", "-pass-remarks-output="+r, "-pass-remarks-filter=^always", saxpy, "-o", os.DevNull); code != 0 {
		t.Fatal("run failed")
	}
	b, _ := os.ReadFile(r)
	if !strings.Contains(string(b), "Pass:            always-inline") || strings.Contains(string(b), "Pass:            ipmsp") {
		t.Errorf("-pass-remarks-filter not applied:\n%s", b)
	}
	// An error diagnostic: the run fails, the remarks are written anyway.
	bad := filepath.Join(dir, "bad.ll")
	os.WriteFile(bad, []byte(localAtomic(1)), 0o644)
	os.Remove(r)
	code, _, stderr := runCmd(t, "", "-pass-remarks-output="+r, bad, "-o", filepath.Join(dir, "out.ll"))
	if code != 1 || !strings.Contains(stderr, "Cannot do atomic on local memory") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(r); err != nil {
		t.Errorf("remarks not written when the run fails: %v", err)
	}
	// The output cannot be written: no remarks file is left behind.
	os.Remove(r)
	if code, _, _ := runCmd(t, "", "-pass-remarks-output="+r, saxpy, "-o", filepath.Join(dir, "no", "such", "dir.ll")); code != 1 {
		t.Fatalf("write to a missing directory succeeded")
	}
	if _, err := os.Stat(r); !os.IsNotExist(err) {
		t.Errorf("remarks left behind after a failed write")
	}
}

// localAtomic is a module with n kernels, each doing an atomic on a
// local variable: n errors.
func localAtomic(n int) string {
	var b strings.Builder
	b.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n\n")
	for i := range n {
		b.WriteString("define ptx_kernel void @k" + string(rune('a'+i%26)) + strings.Repeat("x", i/26) + "() {\n")
		b.WriteString("  %p = alloca i32, align 4\n  %v = atomicrmw add ptr %p, i32 1 monotonic, align 4\n  ret void\n}\n\n")
	}
	return b.String()
}

func TestErrorLimit(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ll")
	os.WriteFile(bad, []byte(localAtomic(30)), 0o644)
	_, _, stderr := runCmd(t, "", bad, "-o", os.DevNull)
	if n := strings.Count(stderr, ": error: Cannot do atomic"); n != 20 {
		t.Errorf("%d errors printed, want 20 (the default limit)", n)
	}
	if !strings.Contains(stderr, ": error: too many errors emitted, stopping now [-error-limit=20]\n") {
		t.Errorf("no 'too many errors' line:\n%s", stderr)
	}
	_, _, stderr = runCmd(t, "", "-error-limit=0", bad, "-o", os.DevNull)
	if n := strings.Count(stderr, ": error: Cannot do atomic"); n != 30 {
		t.Errorf("-error-limit=0: %d errors printed, want 30", n)
	}
}

const ambiguous = "../../../shared/corpus/ll/14_select_shared_global.O1.ll"

func TestWarningsPolicy(t *testing.T) {
	if _, err := os.Stat(ambiguous); err != nil {
		t.Skip("corpus not found")
	}
	code, _, stderr := runCmd(t, "", ambiguous, "-o", os.DevNull)
	if code != 0 || !strings.Contains(stderr, "warning: Cannot tell what pointer points to") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if code, _, stderr := runCmd(t, "", "-w", ambiguous, "-o", os.DevNull); code != 0 || stderr != "" {
		t.Errorf("-w: exit %d, stderr %q", code, stderr)
	}
	code, _, stderr = runCmd(t, "", "-Werror", ambiguous, "-o", os.DevNull)
	if code != 1 || !strings.Contains(stderr, "error: Cannot tell what pointer points to, assuming global memory space [-Werror]") {
		t.Errorf("-Werror: exit %d, stderr %q", code, stderr)
	}
}

func TestTargetWarnings(t *testing.T) {
	src, _ := os.ReadFile(saxpy)
	x86 := strings.Replace(string(src), "nvptx64-nvidia-cuda", "x86_64-unknown-linux-gnu", 1)
	cases := []struct {
		stdin string
		args  []string
		want  string
	}{
		{"", []string{"-target=amdgpu", saxpy}, "memspace: warning: -target=amdgpu overrides the module's target triple 'nvptx64-nvidia-cuda' (nvptx)\n"},
		{x86, nil, "memspace: warning: the target triple 'x86_64-unknown-linux-gnu' names no GPU target: nothing done (give -target=nvptx|spir|amdgpu)\n"},
		{x86, []string{"-target=nvptx"}, "memspace: warning: -target=nvptx on a module whose target triple 'x86_64-unknown-linux-gnu' names no GPU target\n"},
		{"define void @f() {\n  ret void\n}\n", nil, "memspace: warning: the module has no target triple: nothing done (give -target=nvptx|spir|amdgpu)\n"},
	}
	for _, c := range cases {
		code, out, stderr := runCmd(t, c.stdin, c.args...)
		if code != 0 || !strings.HasPrefix(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.args, code, stderr, c.want)
		}
		if strings.Contains(out, "nvvm.as") && c.stdin != "" && len(c.args) == 0 {
			t.Errorf("%v: nothing should be done, but the output has nvvm.as", c.args)
		}
	}
	if _, out, _ := runCmd(t, "", "-target=amdgpu", saxpy); strings.Contains(out, "\"nvvm.as\"") || !strings.Contains(out, "\"memspace.as\"") {
		t.Errorf("AMDGPU output: nvvm.as present or memspace.as absent")
	}
}

// TestRemarkNamesMatchOutput: the values remarks name are those of the
// printed output (a resolved pointer is the operand of a global access
// there), although memspace-opt names them before rewriting and the
// helper's clone was inlined.
func TestRemarkNamesMatchOutput(t *testing.T) {
	_, out, stderr := runCmd(t, "", "-pass-remarks=memspace-opt", saxpy)
	re2 := regexp.MustCompile(`remark: (%\d+) resolved to global`)
	found := re2.FindAllStringSubmatch(stderr, -1)
	if len(found) == 0 {
		t.Fatalf("no Passed remark:\n%s", stderr)
	}
	for _, m := range found {
		if !regexp.MustCompile(`(load [^,]+|store [^,]+), ptr addrspace\(1\) ` + m[1] + `,`).MatchString(out) {
			t.Errorf("remark names %s, but no global access uses %s in the output", m[1], m[1])
		}
	}
}

func TestDebugOnly(t *testing.T) {
	cfg, err := parseArgs([]string{"-debug-only", "ipmsp,memspace-opt"})
	if err != nil || !cfg.opts.Bool("dump-ip-msp") || !cfg.opts.Bool("memspace-opt-verbose") {
		t.Errorf("-debug-only=ipmsp,memspace-opt: %v; the traces are not on", err)
	}
	if code, _, stderr := runCmd(t, "", "-debug-only=foo", saxpy); code != 1 || !strings.Contains(stderr, "no debug output for 'foo'") {
		t.Errorf("-debug-only=foo: exit %d, stderr %q", code, stderr)
	}
}

func TestSplitWords(t *testing.T) {
	got := splitWords("-o 'a b.ll'  \"-passes=x,y\"\n  c\\ d.ll -S\t''")
	want := []string{"-o", "a b.ll", "-passes=x,y", "c d.ll", "-S", ""}
	if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
		t.Errorf("splitWords = %q, want %q", got, want)
	}
}

// TestErrorsExplainedUnderW: with warnings off (-w) the first run skips
// the origins of sets; when it ends in errors, the command runs again with
// them, so an error's notes still say where the spaces came from. The
// same errors come out, from a file and from the standard input, and no
// output is written.
func TestErrorsExplainedUnderW(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ll")
	os.WriteFile(bad, []byte(localAtomic(2)), 0o644)
	out := filepath.Join(dir, "out.ll")
	_, _, plain := runCmd(t, "", bad, "-o", out)
	for _, args := range [][]string{{"-w", bad, "-o", out}, {"-w", "-", "-o", out}} {
		code, _, stderr := runCmd(t, localAtomic(2), args...)
		if code != 1 {
			t.Fatalf("%v: exit %d", args, code)
		}
		if want := strings.ReplaceAll(plain, bad, args[1]); strings.ReplaceAll(stderr, "<stdin>", "-") != want {
			t.Errorf("%v: errors differ from a run with warnings on:\n%s\nwant:\n%s", args, stderr, want)
		}
		if strings.Contains(stderr, "unknown origin") || !strings.Contains(stderr, "note: local: alloca %p") {
			t.Errorf("%v: the notes do not explain the errors:\n%s", args, stderr)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%v: output written by a failed run", args)
		}
	}
}

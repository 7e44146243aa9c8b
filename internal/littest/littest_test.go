package littest

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

func catTools(t *testing.T) map[string]string {
	return map[string]string{"cat": llvmtools.Tool(t, "cat")}
}

func TestRunDir(t *testing.T) {
	RunDir(t, "testdata", catTools(t))
}

// TestRunDirLLVM runs LLVM tools through the runner; it needs LLVM 22.
func TestRunDirLLVM(t *testing.T) {
	RunDir(t, filepath.Join("testdata", "llvm"), map[string]string{
		"llvm-as":  llvmtools.Tool(t, "llvm-as-22"),
		"llvm-dis": llvmtools.Tool(t, "llvm-dis-22"),
	})
}

// TestFailures runs files that must fail and checks why.
func TestFailures(t *testing.T) {
	tools := catTools(t)
	for file, want := range map[string]string{
		"no-run.ll":       "no RUN line",
		"check-fails.ll":  "CHECK: expected string not found in input",
		"not-succeeds.ll": "not-succeeds.ll:1: RUN: not cat",
		"unknown.ll":      "frobnicate: unknown command (known: FileCheck cat)",
		"pipefail.ll":     "exit status 1 (want zero): FAILED",
		"dangling.ll":     "RUN line 1 ends with \\ but no RUN line follows",
		"bad-flag.ll":     "unsupported option --bogus",
		"second-line.ll":  "second-line.ll:2: RUN: not cat",
	} {
		t.Run(file, func(t *testing.T) {
			err := runFile(filepath.Join("testdata", "fail", file), t.TempDir(), tools)
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("want error containing %q, got %v", want, err)
			}
		})
	}
}

func TestRunLines(t *testing.T) {
	text := "; RUN: a \\\n;   RUN:   b\n// RUN: c\n; XRUN: skipped\n; CHECK: RUN: d\n"
	got, err := runLines(text)
	if err != nil {
		t.Fatal(err)
	}
	want := []runLine{{1, "a b"}, {3, "c"}, {5, "d"}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestTokenize(t *testing.T) {
	e := &env{subst: map[byte]string{'s': "/d/a b.ll", 't': "/tmp/x", '%': "%"}}
	for in, want := range map[string]string{
		`tool %s -o %t.o`:             `[tool] [/d/a b.ll] [-o] [/tmp/x.o]`,
		`a '%s x' "q\"%%" b\ c`:       `[a] [/d/a b.ll x] [q"%] [b c]`,
		`not a 2>&1 | b > f 2> g < h`: `[not] [a] <2>&1> <|> [b] <>> [f] <2>> [g] <<> [h]`,
		`a x2>y && b >> z`:            `[a] [x2] <>> [y] <&&> [b] <>>> [z]`,
		`echo 100%d`:                  `[echo] [100%d]`,
	} {
		toks, err := e.tokenize(in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		var parts []string
		for _, tk := range toks {
			if tk.op {
				parts = append(parts, "<"+tk.text+">")
			} else {
				parts = append(parts, "["+tk.text+"]")
			}
		}
		if got := strings.Join(parts, " "); got != want {
			t.Errorf("%s:\n got %s\nwant %s", in, got, want)
		}
	}
	for _, bad := range []string{`a || b`, `a ; b`, `a 'x`, `a "x`, `a &`} {
		if _, err := e.tokenize(bad); err == nil {
			t.Errorf("%s: want error", bad)
		}
	}
}

func TestParse(t *testing.T) {
	e := &env{subst: map[byte]string{}}
	toks, _ := e.tokenize(`not not a x 2>&1 | b < in > out 2>> log && c &> all`)
	pipes, err := parse(toks)
	if err != nil {
		t.Fatal(err)
	}
	want := []pipeline{
		{{argv: []string{"a", "x"}, not: 2, errToOut: true}, {argv: []string{"b"}, in: "in", out: "out", errFile: "log", appendErr: true}},
		{{argv: []string{"c"}, out: "all", errToOut: true}},
	}
	if !reflect.DeepEqual(pipes, want) {
		t.Fatalf("got %+v", pipes)
	}
	for _, bad := range []string{`| a`, `a |`, `a >`, `a > | b`, `not`} {
		toks, _ := e.tokenize(bad)
		if _, err := parse(toks); err == nil {
			t.Errorf("%s: want error", bad)
		}
	}
}

func TestFileCheckArgs(t *testing.T) {
	fc, err := parseFileCheckArgs([]string{"c.ll", "-check-prefix", "A", "--check-prefixes=B,C",
		"--implicit-check-not=warn", "--input-file", "in", "-DX=1", "--allow-empty", "--dump-input=fail"})
	if err != nil {
		t.Fatal(err)
	}
	o := fc.opts
	if fc.checkFile != "c.ll" || fc.inputFile != "in" || !reflect.DeepEqual(o.Prefixes, []string{"A", "B", "C"}) ||
		!reflect.DeepEqual(o.ImplicitCheckNot, []string{"warn"}) || !reflect.DeepEqual(o.Defines, []string{"X=1"}) || !o.AllowEmpty {
		t.Fatalf("got %+v", fc)
	}
	for _, bad := range [][]string{{}, {"a", "b"}, {"a", "--input-file"}, {"a", "--nope"}} {
		if _, err := parseFileCheckArgs(bad); err == nil {
			t.Errorf("%q: want error", bad)
		}
	}
}

// TestRun checks that Run returns a file's failure instead of reporting it.
func TestRun(t *testing.T) {
	tools := catTools(t)
	if err := Run(filepath.Join("testdata", "fail", "no-run.ll"), t.TempDir(), tools); err == nil || !strings.Contains(err.Error(), "no RUN line") {
		t.Fatalf("Run of a file without RUN lines = %v", err)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	if len(files) == 0 {
		t.Fatal("no passing test files")
	}
	if err := Run(files[0], t.TempDir(), tools); err != nil {
		t.Fatalf("Run(%s) = %v", files[0], err)
	}
}

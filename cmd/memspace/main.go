// Command memspace reads GPU LLVM IR, infers the address space of every
// pointer, rewrites the IR and writes it back.
//
//	memspace [flags] [input.ll|-]
//
// Flags follow opt's conventions: -o FILE, -passes=LIST (empty: no pass, a
// pure round trip; absent: the default pipeline), -S (accepted), -target=,
// -stats, -pass-remarks-output=FILE, -verify-each, and every pass option as
// -name=value. Bad input prints "FILE:LINE:COL: error: ..." and exits with
// status 1 without writing any output; so does text that reads but is not
// valid IR (irverify.VerifyRead, as opt verifies its input). The module
// the passes leave is verified too, as opt verifies its output.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"memspace/diag"
	"memspace/internal/atomicfile"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// config is the parsed command line.
type config struct {
	input, output string
	passes        string
	passesGiven   bool
	target        string
	mtriple       string // -mtriple: the module's triple, as opt overrides it
	stats         bool
	remarksOutput string
	verifyEach    bool
	disableOutput bool
	timePasses    bool
	cpuProfile    string
	memProfile    string
	opts          pass.Options
	help, version bool
	emitBitcode   bool        // -emit-bitcode, or an output file named *.bc
	force         bool        // -f: bitcode even to a terminal
	explain       bool        // a second run, with origins for the errors' notes
	stage         stageConfig // opt's debugging flags, diagnostics, report (args.go)
}

// run is the whole command, separated from main for tests.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, err := parseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1 // as opt: a command-line error exits 1
	}
	if cfg.help {
		usage(stdout)
		return 0
	}
	if cfg.stage.printPasses {
		printPasses(stdout)
		return 0
	}
	if err := checkOutputPath(cfg.output); err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1
	}
	rflags, err := compileRemarkFlags(&cfg.stage)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1
	}
	if cfg.version {
		fmt.Fprintln(stdout, "memspace version 0.1")
		return 0
	}
	if cfg.cpuProfile != "" {
		stop, err := startCPUProfile(cfg.cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
			return 1
		}
		defer stop()
	}
	code, again, input := execute(cfg, rflags, stdin, stdout, stderr)
	if again {
		// A run without origins failed: run again with them, so that
		// each error explains itself (its notes say where the spaces
		// came from). The first run printed and wrote nothing.
		cfg.explain = true
		code, _, _ = execute(cfg, rflags, bytes.NewReader(input), stdout, stderr)
	}
	return code
}

// execute reads the input, runs the passes and writes the output. When the
// passes fail after a solve that skipped origins (warnings off, no
// remarks), it prints nothing and asks for a second run (again), with the
// standard input it read.
func execute(cfg *config, rflags *remarkFlags, stdin io.Reader, stdout, stderr io.Writer) (code int, again bool, input []byte) {
	timer := newPhaseTimer(cfg.timePasses)
	src, name, release, err := readInput(cfg.input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1, false, nil
	}
	runsPasses := !cfg.passesGiven || strings.Trim(cfg.passes, " ,") != ""
	size := textSize(src) // as text, which the memory tuning is sized on
	if runsPasses {
		defer relaxGC(size)()
	}
	prefault := prefaultSize(size, runsPasses)
	prefaultHeap(prefault)
	timer.untracked(prefault)
	timer.done("read")
	// The text of a file is not kept past parsing (the collector frees it
	// while Parse links use lists); only an invalid module reads it again.
	in := inputText{path: cfg.input}
	if !in.fromFile() {
		in.src = src
	}
	empty := isBlank(src)
	m, positions, err := parseInput(name, src, release) // src is unmapped now if it was mapped
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1, false, nil
	}
	if empty {
		emptyModuleHeader(m, name) // as opt: "; ModuleID", source_filename
	}
	if cfg.mtriple != "" {
		m.Triple, m.HasTriple = cfg.mtriple, true // as opt: before the module is verified
	}
	timer.done("parse")
	if !checkInput(m, name, in, stderr) {
		return 1, false, nil
	}
	timer.done("verify")
	ctx, passes, err := setup(cfg, m, name)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1, false, nil
	}
	ctx.Positions, ctx.Explain = positions, cfg.explain
	if runsPasses {
		ctx.Collect = newCollector().collect // the collector is off (relaxGC)
		for _, w := range targetWarnings(cfg, m, ctx.Target) {
			ctx.Diags.Warnf(diag.Loc{}, "%s", w)
		}
	}
	if rflags.any() && ctx.Remarks == nil {
		ctx.Remarks = &pass.Remarks{}
	}
	htmlRep := newHTMLReport(cfg, ctx)
	var verify pass.Verifier
	if cfg.verifyEach {
		verify = irverify.Verify
	}
	err = runPasses(ctx, passes, verify, &cfg.stage, stderr, timer.done)
	if err == nil && len(passes) > 0 && verify == nil {
		err = verifyOutput(ctx.Module, timer.done)
	}
	ctx.Remarks.FinalNames() // remarks name values as the output prints them
	failed := ctx.Diags.HasErrors()
	if failed && err == nil && !ctx.Origins() {
		return 1, true, in.src
	}
	switch {
	case err != nil:
		htmlRep.write(ctx, name, in, err.Error(), stderr)
	case failed:
		htmlRep.write(ctx, name, in, "error diagnostics (see below)", stderr)
	default:
		htmlRep.write(ctx, name, in, "", stderr)
	}
	ctx.Diags.Flush(stderr)
	rflags.print(stderr, ctx.Remarks, name)
	if cfg.stats {
		fmt.Fprint(stderr, ctx.Stats.String())
	}
	if err != nil || failed {
		if err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		}
		// The remarks say what went wrong: written even when the run fails.
		if werr := rflags.writeRemarks(cfg.remarksOutput, ctx.Remarks); werr != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", werr)
		}
		return 1, false, nil
	}
	if !cfg.disableOutput {
		if err := writeResult(cfg, m, stdout, size/bitcodeDensity); err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
			return 1, false, nil // no remarks file either: the run produced nothing
		}
		timer.done("print")
	}
	if err := rflags.writeRemarks(cfg.remarksOutput, ctx.Remarks); err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1, false, nil
	}
	timer.report(stderr)
	if cfg.memProfile != "" {
		if err := writeMemProfile(cfg.memProfile); err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
			return 1, false, nil
		}
	}
	return 0, false, nil
}

// setup chooses the target and the passes and builds the pass context.
func setup(cfg *config, m *ir.Module, name string) (*pass.Context, []pass.Pass, error) {
	var t *target.Target
	var err error
	if cfg.target != "" {
		t, err = target.ByName(cfg.target)
	} else if m.Triple != "" {
		t, _ = target.FromTriple(m.Triple) // unknown triples only matter to passes
	}
	if err != nil {
		return nil, nil, err
	}
	passes := pipeline.Default(t, &cfg.opts)
	if cfg.remarksOutput != "" || cfg.stage.report != "" || cfg.stage.remarksMissed != "" || cfg.stage.remarksAnalysis != "" {
		passes = pipeline.WithRemarks(t, &cfg.opts) // someone reads the explanations
	}
	if cfg.passesGiven {
		if passes, err = pass.ParseList(cfg.passes); err != nil {
			return nil, nil, err
		}
	}
	ctx := &pass.Context{Module: m, Target: t, File: name, Opts: &cfg.opts,
		Diags: &diag.Engine{Policy: diagPolicy(&cfg.stage)}, Stats: &pass.Stats{}}
	if cfg.remarksOutput != "" {
		ctx.Remarks = &pass.Remarks{}
	}
	return ctx, passes, nil
}

// normalizeTriple writes a -mtriple value as opt does for the GPU
// triples: an empty component is "unknown" ("amdgcn--amdhsa" is
// "amdgcn-unknown-amdhsa"); otherwise it is kept as written.
func normalizeTriple(t string) string {
	parts := strings.Split(t, "-")
	for i, p := range parts {
		if p == "" {
			parts[i] = "unknown"
		}
	}
	return strings.Join(parts, "-")
}

// parseArgs reads opt-style flags: -flag, -flag=value, --flag=value, -o FILE.
func parseArgs(args []string) (*config, error) {
	cfg := &config{stage: stageConfig{errorLimit: 20}}
	args, err := expandResponseFiles(args)
	if err != nil {
		return nil, err
	}
	flags := true
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" && flags {
			flags = false
			continue
		}
		if !flags || a == "-" || !strings.HasPrefix(a, "-") {
			if cfg.input != "" {
				return nil, fmt.Errorf("more than one input file: '%s' and '%s'", cfg.input, a)
			}
			cfg.input = a
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if valueFlags[name] && !hasValue {
			if i+1 >= len(args) {
				return nil, fmt.Errorf("-%s needs a value", name)
			}
			i++
			value, hasValue = args[i], true
		}
		if err := cfg.set(name, value, hasValue); err != nil {
			return nil, err
		}
	}
	return cfg, nil
}

func (cfg *config) set(name, value string, hasValue bool) error {
	switch name {
	case "o":
		cfg.output = value
	case "passes", "p": // opt's -p is its alias for -passes
		cfg.passes, cfg.passesGiven = value, true
	case "S":
	case "emit-bitcode":
		cfg.emitBitcode = true
	case "f":
		cfg.force = true
	case "target":
		cfg.target = value
	case "mtriple":
		cfg.mtriple = normalizeTriple(value)
	case "stats":
		cfg.stats = true
	case "pass-remarks-output":
		cfg.remarksOutput = value
	case "verify-each":
		cfg.verifyEach = true
	case "disable-output":
		cfg.disableOutput = true
	case "time-passes":
		cfg.timePasses = true
	case "cpuprofile":
		cfg.cpuProfile = value
	case "memprofile":
		cfg.memProfile = value
	case "h", "help":
		cfg.help = true
	case "version":
		cfg.version = true
	default:
		if ok, err := cfg.setStage(name, value, hasValue); ok {
			return err
		}
		if !hasValue {
			value = "true"
		}
		return cfg.opts.Set(name, value)
	}
	if (name == "passes" || name == "p" || name == "target" || name == "mtriple" || name == "pass-remarks-output" || name == "cpuprofile" || name == "memprofile") && !hasValue {
		return fmt.Errorf("-%s needs a value (-%s=...)", name, name)
	}
	return nil
}

// readInput reads the input. A big bitcode file is mapped instead
// (mapBitcode); release, non-nil then, unmaps it (parseInput passes it
// to the reader).
func readInput(path string, stdin io.Reader) (src []byte, name string, release func(), err error) {
	if path == "" || path == "-" {
		b, err := io.ReadAll(stdin)
		return b, "<stdin>", nil, err
	}
	if b, release, ok := mapBitcode(path); ok {
		return b, path, release, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, path, nil, fmt.Errorf("could not open '%s': %v", path, unwrapPathError(err))
	}
	return b, path, nil, nil
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// writeOutput prints m to stdout or, atomically, to path.
func writeOutput(path string, m *ir.Module, stdout io.Writer) error {
	if path == "" || path == "-" {
		w := bufio.NewWriterSize(stdout, 1<<20)
		if err := llwrite.Write(w, m); err != nil {
			return err
		}
		return w.Flush()
	}
	f, err := atomicfile.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	if err := llwrite.Write(w, m); err != nil {
		f.Abort()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

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
// valid IR (irverify.VerifyRead, as opt verifies its input).
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
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
	stats         bool
	remarksOutput string
	verifyEach    bool
	disableOutput bool
	timePasses    bool
	cpuProfile    string
	memProfile    string
	opts          pass.Options
	help, version bool
	emitBitcode   bool // -emit-bitcode, or an output file named *.bc
	force         bool // -f: bitcode even to a terminal
}

// run is the whole command, separated from main for tests.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, err := parseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 2
	}
	if cfg.help {
		usage(stdout)
		return 0
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
	timer := newPhaseTimer(cfg.timePasses)
	src, name, err := readInput(cfg.input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1
	}
	runsPasses := !cfg.passesGiven || strings.Trim(cfg.passes, " ,") != ""
	if runsPasses {
		defer relaxGC(textSize(src))()
	}
	prefault := prefaultSize(textSize(src), runsPasses)
	prefaultHeap(prefault)
	timer.untracked(prefault)
	timer.done("read")
	// The text of a file is not kept past parsing (the collector frees it
	// while Parse links use lists); only an invalid module reads it again.
	in := inputText{path: cfg.input}
	if !in.fromFile() {
		in.src = src
	}
	m, err := parseInput(name, src)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	timer.done("parse")
	if !checkInput(m, name, in, stderr) {
		return 1
	}
	timer.done("verify")
	ctx, passes, err := setup(cfg, m, name)
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1
	}
	if runsPasses {
		ctx.Collect = runtime.GC // the collector is off (relaxGC)
	}
	var verify pass.Verifier
	if cfg.verifyEach {
		verify = irverify.Verify
	}
	err = pass.Run(ctx, passes, verify, timer.done)
	failed := ctx.Diags.HasErrors()
	ctx.Diags.Flush(stderr)
	if cfg.stats {
		fmt.Fprint(stderr, ctx.Stats.String())
	}
	if err != nil {
		fmt.Fprintf(stderr, "memspace: error: %v\n", err)
		return 1
	}
	if failed {
		return 1
	}
	if cfg.remarksOutput != "" {
		if err := atomicfile.Write(cfg.remarksOutput, ctx.Remarks.YAML()); err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
			return 1
		}
	}
	if !cfg.disableOutput {
		if err := writeResult(cfg, m, stdout); err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
			return 1
		}
		timer.done("print")
	}
	timer.report(stderr)
	if cfg.memProfile != "" {
		if err := writeMemProfile(cfg.memProfile); err != nil {
			fmt.Fprintf(stderr, "memspace: error: %v\n", err)
			return 1
		}
	}
	return 0
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
	if cfg.passesGiven {
		if passes, err = pass.ParseList(cfg.passes); err != nil {
			return nil, nil, err
		}
	}
	ctx := &pass.Context{Module: m, Target: t, File: name, Opts: &cfg.opts,
		Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	if cfg.remarksOutput != "" {
		ctx.Remarks = &pass.Remarks{}
	}
	return ctx, passes, nil
}

// parseArgs reads opt-style flags: -flag, -flag=value, --flag=value, -o FILE.
func parseArgs(args []string) (*config, error) {
	cfg := &config{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || !strings.HasPrefix(a, "-") {
			if cfg.input != "" {
				return nil, fmt.Errorf("more than one input file: '%s' and '%s'", cfg.input, a)
			}
			cfg.input = a
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name == "o" && !hasValue {
			if i+1 >= len(args) {
				return nil, fmt.Errorf("-o needs a file name")
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
	case "passes":
		cfg.passes, cfg.passesGiven = value, true
	case "S":
	case "emit-bitcode":
		cfg.emitBitcode = true
	case "f":
		cfg.force = true
	case "target":
		cfg.target = value
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
		if !hasValue {
			value = "true"
		}
		return cfg.opts.Set(name, value)
	}
	if (name == "passes" || name == "target" || name == "pass-remarks-output" || name == "cpuprofile" || name == "memprofile") && !hasValue {
		return fmt.Errorf("-%s needs a value (-%s=...)", name, name)
	}
	return nil
}

func readInput(path string, stdin io.Reader) ([]byte, string, error) {
	if path == "" || path == "-" {
		b, err := io.ReadAll(stdin)
		return b, "<stdin>", err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, path, fmt.Errorf("could not open '%s': %v", path, unwrapPathError(err))
	}
	return b, path, nil
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

func usage(w io.Writer) {
	fmt.Fprint(w, `usage: memspace [flags] [input.ll|input.bc|-]

  -o FILE                    output file (default: stdout); FILE.bc is written as bitcode
  -emit-bitcode              write bitcode (to a terminal only with -f)
  -passes=LIST               comma-separated passes; empty: none (round trip);
                             absent: the default pipeline
  -S                         accepted for opt compatibility (text unless bitcode is asked for)
  -target=nvptx|spir|amdgpu  override the target chosen from the triple
  -stats                     print counters to stderr
  -pass-remarks-output=FILE  write optimization remarks as YAML
  -verify-each               verify the module after every pass
  -disable-output            write no module (as opt; for reports such as aa-eval)
  -time-passes               print the wall time and heap allocated of reading, parsing, verifying, each pass and printing
  -cpuprofile=FILE           write a Go CPU profile (for go tool pprof)
  -memprofile=FILE           write a Go allocation profile at exit
`)
	fmt.Fprintf(w, "\npasses: %s\n", strings.Join(pass.Names(), ", "))
	if names := pass.OptionNames(); len(names) > 0 {
		fmt.Fprintln(w, "\npass options (-name=value):")
		for _, n := range names {
			o, _ := pass.KnownOption(n)
			fmt.Fprintf(w, "  -%s (default %s) %s\n", n, o.Default, o.Help)
		}
	}
}

package hostrun

import (
	"bytes"
	"context"
	"crypto/sha256"
	"debug/elf"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"memspace/llread"
	"memspace/llwrite"
)

//go:embed rt/hostrt.c
var runtimeSource []byte

//go:embed rt/builtins.c
var builtinsSource []byte

//go:embed rt/omp.c
var ompSource []byte

// Tools are the LLVM programs the harness runs: clang-22 compiles the
// runtime and links, llc-22 compiles host modules.
type Tools struct {
	Clang, LLC string
}

// Harness builds host programs and runs kernels in them.
type Harness struct {
	tools Tools
	dir   string
	// Shapes are the launch shapes tried, in order, for each kernel.
	Shapes  []Shape
	Timeout time.Duration // CPU time per kernel run

	// Time spent, for the test's log.
	Stats struct{ Host, Compile, Link, Run, Builds, Runs atomic.Int64 }
	// Keep keeps each module's directory (host modules, programs, images).
	Keep bool
	// BeforeNoopCasts runs the module as given with addrspacecasts that
	// change no bits, generic accesses allowed in every window, instead of
	// generic windows (the variants are run as they say).
	BeforeNoopCasts bool

	rtOnce sync.Once
	rtObj  string
	ldArgs []string // the linker's command line, with objPlaceholder and exePlaceholder
	rtSyms map[string]bool
	rtErr  error
}

const (
	objPlaceholder = "HOSTRUN-OBJ.o"
	exePlaceholder = "HOSTRUN-EXE"
)

// New returns a harness that keeps its files under dir.
func New(tools Tools, dir string) *Harness {
	return &Harness{tools: tools, dir: dir, Shapes: DefaultShapes, Timeout: 3 * time.Second}
}

// Fork returns a harness with default settings that keeps its files under
// dir but shares h's runtime object (compiled once).
func (h *Harness) Fork(dir string) *Harness {
	f := New(h.tools, dir)
	if _, err := h.runtimeObject(); err == nil {
		f.rtOnce.Do(func() {})
		f.rtObj, f.rtSyms, f.rtErr = h.rtObj, h.rtSyms, nil
		f.ldArgs = slices.Clone(h.ldArgs)
		for i, a := range f.ldArgs {
			if a == filepath.Join(h.dir, objPlaceholder) {
				f.ldArgs[i] = filepath.Join(dir, objPlaceholder)
			}
		}
	}
	return f
}

// runtimeObject compiles the runtime once per harness.
func (h *Harness) runtimeObject() (string, error) {
	h.rtOnce.Do(func() {
		src := filepath.Join(h.dir, "hostrt.c")
		h.rtObj = filepath.Join(h.dir, "hostrt.o")
		if h.rtErr = os.WriteFile(src, runtimeSource, 0o644); h.rtErr != nil {
			return
		}
		for name, text := range map[string][]byte{"builtins.c": builtinsSource, "omp.c": ompSource} {
			if h.rtErr = os.WriteFile(filepath.Join(h.dir, name), text, 0o644); h.rtErr != nil {
				return
			}
		}
		args := append([]string{"-O1", "-g0", "-Wall", "-Werror", "-Wno-unused-parameter", "-c", src, "-o", h.rtObj},
			runtimeDefines()...)
		if out, err := exec.Command(h.tools.Clang, args...).CombinedOutput(); err != nil {
			h.rtErr = fmt.Errorf("compiling the runtime: %v\n%s", err, out)
			return
		}
		if h.rtSyms, h.rtErr = definedSymbols(h.rtObj); h.rtErr != nil {
			return
		}
		h.ldArgs, h.rtErr = h.linkerCommand()
	})
	return h.rtObj, h.rtErr
}

// Shape is a launch shape: threads per block and blocks, in x, y, z.
type Shape struct{ Block, Grid [3]int }

// DefaultShapes: two blocks of 64 threads in a row, then, for kernels that
// index in two dimensions (and write nothing or fail in one), 2x2 blocks of
// 16x4 threads.
var DefaultShapes = []Shape{
	{Block: [3]int{64, 1, 1}, Grid: [3]int{2, 1, 1}},
	{Block: [3]int{16, 4, 1}, Grid: [3]int{2, 2, 1}},
}

// setup is one way of running a kernel: an argument profile and a shape.
type setup struct{ profile, shape int }

// setups lists the ways to try, in order.
func (h *Harness) setups() []setup {
	var out []setup
	for sh := range h.Shapes {
		for p := range numProfiles {
			out = append(out, setup{p, sh})
		}
	}
	return out
}

// Status classes of one kernel run.
const (
	StatusOK       = "ok"
	StatusBuild    = "build"    // the host program could not be made
	StatusCheck    = "check"    // a space check failed
	StatusCrash    = "crash"    // a signal
	StatusTimeout  = "timeout"  // ran past the limit
	StatusDeadlock = "deadlock" // threads wait for each other forever
	StatusOther    = "other"    // any other failure (assert, setup, exit status)
)

// Result is one kernel's run.
type Result struct {
	Kernel  string
	Status  string
	Message string // for a failure: what failed
	Output  string // for StatusOK: the dump of memory that changed
}

// Variant is a version of a module to compare with the module as given:
// memspace's output under some options, or a deliberately broken one.
type Variant struct {
	Name string
	Src  []byte
	// Tagged marks the output of lower-generic (SPIR): its generic
	// pointers carry tags in bits 61-63 and private memory counts as
	// global memory (see doc.go).
	Tagged bool
	// PrivateApart: a Tagged output made with
	// -lower-generic-private-in-global=false, whose global accesses must
	// not reach private memory.
	PrivateApart bool
}

// Outcome is what Check found for one module.
type Outcome struct {
	// Err is set when the module as given could not be read or driven at
	// all (no kernel could be prepared).
	Err error
	// Before holds each kernel's run on the module as given; a kernel whose
	// run failed there is not drivable.
	Before []Result
	// Verdicts holds, per variant name, each kernel's verdict.
	Verdicts map[string][]Verdict
}

// program is one host program: the module as given or a distinct variant.
type program struct {
	mode hostMode
	tag  string
	src  []byte
	exe  string
	err  error
}

// Check drives every kernel of the module src and of each variant on the
// host and compares each variant's runs with the module's. Arguments are
// decided once, from src; identical variants are built and run once; all
// programs are compiled by one clang process.
func (h *Harness) Check(name string, src []byte, variants []Variant) *Outcome {
	o := &Outcome{Verdicts: map[string][]Verdict{}}
	dir, err := os.MkdirTemp(h.dir, "m-")
	if err != nil {
		o.Err = err
		return o
	}
	m, err := llread.Parse(name, src)
	if err != nil {
		o.Err = err
		return o
	}
	specs, err := kernelSpecs(m)
	if err != nil {
		o.Err = err
		return o
	}
	images := make([][numProfiles]string, len(specs))
	for i := range specs {
		for p := range numProfiles {
			images[i][p] = filepath.Join(dir, fmt.Sprintf("k%d.%d.img", i, p))
			if err := os.WriteFile(images[i][p], specs[i].image(p), 0o644); err != nil {
				o.Err = err
				return o
			}
		}
	}
	progs := []*program{{tag: "before", src: src, mode: hostMode{noop: h.BeforeNoopCasts}}}
	byHash := map[[32]byte]*program{sha256.Sum256(src): progs[0]}
	of := make([]*program, len(variants))
	for i, v := range variants {
		hash := sha256.Sum256(append([]byte(fmt.Sprint(v.Tagged, v.PrivateApart)), v.Src...))
		if p := byHash[hash]; p != nil {
			of[i] = p
			continue
		}
		p := &program{tag: fmt.Sprintf("v%d", i), src: v.Src, mode: hostMode{tagged: v.Tagged, privApart: v.PrivateApart}}
		progs = append(progs, p)
		byHash[hash] = p
		of[i] = p
	}
	h.buildAll(dir, name, specs, progs)

	// Run the module as given under each setup in turn, until one runs and
	// changes memory (else the first that runs, else the first failure).
	// A timeout ends the search: it costs the most.
	chosen := make([]setup, len(specs))
	o.Before = make([]Result, len(specs))
	for i, k := range specs {
		if progs[0].err != nil {
			o.Before[i] = Result{Kernel: k.name, Status: StatusBuild, Message: progs[0].err.Error()}
			continue
		}
		var first, ran *Result
		var firstSetup, ranSetup setup
		for _, su := range h.setups() {
			r := h.runKernel(progs[0].exe, images[i][su.profile], i, k.name, h.Shapes[su.shape])
			if first == nil {
				first, firstSetup = &r, su
			}
			if r.Status == StatusOK && ran == nil {
				ran, ranSetup = &r, su
			}
			if r.Status == StatusOK && r.Output != quietOutput || r.Status == StatusTimeout {
				break
			}
		}
		switch {
		case ran != nil:
			o.Before[i], chosen[i] = *ran, ranSetup
		default:
			o.Before[i], chosen[i] = *first, firstSetup
		}
	}
	runs := map[*program][]Result{progs[0]: o.Before}
	for _, p := range progs[1:] {
		res := make([]Result, len(specs))
		for i, k := range specs {
			switch {
			case o.Before[i].Status != StatusOK:
			case p.err != nil:
				res[i] = Result{Kernel: k.name, Status: StatusBuild, Message: p.err.Error()}
			default:
				res[i] = h.runKernel(p.exe, images[i][chosen[i].profile], i, k.name, h.Shapes[chosen[i].shape])
			}
		}
		runs[p] = res
	}
	for i, v := range variants {
		o.Verdicts[v.Name] = Compare(o.Before, runs[of[i]])
	}
	if !h.Keep {
		os.RemoveAll(dir)
	}
	return o
}

// hostModule returns the host module text made from src.
func (h *Harness) hostModule(name string, src []byte, specs []kernelSpec, mode hostMode) ([]byte, error) {
	m, err := llread.Parse(name, src)
	if err != nil {
		return nil, err
	}
	hm, err := hostify(m, h.rtSyms, mode)
	if err != nil {
		return nil, err
	}
	drv, err := hm.driverText(specs)
	if err != nil {
		return nil, err
	}
	return append(llwrite.Bytes(m), drv...), nil
}

// definedSymbols lists the global functions an object file defines.
func definedSymbols(path string) (map[string]bool, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF && elf.ST_BIND(s.Info) == elf.STB_GLOBAL {
			out[s.Name] = true
		}
	}
	return out, nil
}

// linkerCommand asks clang once for the linker command it would run, so
// that each program is linked by the linker directly (twice as fast as
// through the driver).
func (h *Harness) linkerCommand() ([]string, error) {
	obj := filepath.Join(h.dir, objPlaceholder) // clang wants its inputs to exist
	if err := os.WriteFile(obj, nil, 0o644); err != nil {
		return nil, err
	}
	args := append([]string{"-###", obj, h.rtObj, "-o", exePlaceholder, "-lm"}, linkFlags()...)
	out, err := exec.Command(h.tools.Clang, args...).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("clang -###: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	cmd, err := splitQuoted(lines[len(lines)-1])
	if err != nil || len(cmd) == 0 || !slices.Contains(cmd, obj) || !slices.Contains(cmd, exePlaceholder) {
		return nil, fmt.Errorf("cannot read the link command from clang -###: %s", lines[len(lines)-1])
	}
	return cmd, nil
}

// splitQuoted splits a line of "quoted" "words" as clang -### prints them.
func splitQuoted(line string) ([]string, error) {
	var out []string
	for line = strings.TrimSpace(line); line != ""; line = strings.TrimSpace(line) {
		if line[0] != '"' {
			return nil, fmt.Errorf("unquoted word")
		}
		var w strings.Builder
		i := 1
		for ; i < len(line) && line[i] != '"'; i++ {
			if line[i] == '\\' && i+1 < len(line) {
				i++
			}
			w.WriteByte(line[i])
		}
		if i >= len(line) {
			return nil, fmt.Errorf("unterminated quote")
		}
		out = append(out, w.String())
		line = line[i+1:]
	}
	return out, nil
}

var undefRef = regexp.MustCompile("undefined reference to `__hr_([^']*)'")

// buildAll makes the host programs: a host module, llc and a link each.
// (llc is faster than clang here, even than one clang for all of them.)
func (h *Harness) buildAll(dir, name string, specs []kernelSpec, progs []*program) {
	if _, err := h.runtimeObject(); err != nil {
		for _, p := range progs {
			p.err = err
		}
		return
	}
	st := &h.Stats
	var lls []string
	var ok []*program
	for _, p := range progs {
		st.Builds.Add(1)
		t0 := time.Now()
		text, err := h.hostModule(name, p.src, specs, p.mode)
		st.Host.Add(int64(time.Since(t0)))
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, p.tag+".ll"), text, 0o644)
		}
		if p.err = err; err == nil {
			lls = append(lls, p.tag+".ll")
			ok = append(ok, p)
		}
	}
	if len(ok) == 0 {
		return
	}
	t0 := time.Now()
	for i, p := range ok {
		base := filepath.Join(dir, p.tag)
		// -fast-isel=false: at -O0 llc-22's x86 fast instruction
		// selection compiles "load double; bitcast to i64; inttoptr;
		// getelementptr; store" into an address with an XMM register as
		// its base, and the host program crashes.
		out, err := exec.Command(h.tools.LLC, "-O0", "-fast-isel=false", "-filetype=obj", "-code-model=large", "-relocation-model=static",
			filepath.Join(dir, lls[i]), "-o", base+".o").CombinedOutput()
		if err != nil {
			p.err = fmt.Errorf("llc: %s", firstLine(string(out)))
		}
	}
	st.Compile.Add(int64(time.Since(t0)))
	t0 = time.Now()
	for _, p := range ok {
		if p.err == nil {
			p.exe, p.err = h.link(filepath.Join(dir, p.tag))
		}
	}
	st.Link.Add(int64(time.Since(t0)))
}

// link links base.o with the runtime into base.exe.
func (h *Harness) link(base string) (string, error) {
	ld := slices.Clone(h.ldArgs)
	for i, a := range ld {
		switch a {
		case filepath.Join(h.dir, objPlaceholder):
			ld[i] = base + ".o"
		case exePlaceholder:
			ld[i] = base + ".exe"
		}
	}
	out, err := exec.Command(ld[0], ld[1:]...).CombinedOutput()
	if err != nil {
		if m := undefRef.FindStringSubmatch(string(out)); m != nil {
			return "", fmt.Errorf("unsupported builtin %s", m[1])
		}
		return "", fmt.Errorf("link: %s", firstLine(string(out)))
	}
	return base + ".exe", nil
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// quietOutput is the output of a run that changed no memory.
const quietOutput = "END\n"

func (h *Harness) runKernel(exe, img string, i int, kernel string, sh Shape) Result {
	r := Result{Kernel: kernel}
	secs := max(1, int(h.Timeout/time.Second))
	// The runtime stops itself after h.Timeout of CPU time; the wall-clock
	// limit is only a safety net, generous for loaded machines.
	wall := 10*h.Timeout + 10*time.Second
	ctx, cancel := context.WithTimeout(context.Background(), wall)
	defer cancel()
	args := []string{img, strconv.Itoa(i)}
	for _, v := range sh.Block {
		args = append(args, strconv.Itoa(v))
	}
	for _, v := range sh.Grid {
		args = append(args, strconv.Itoa(v))
	}
	args = append(args, strconv.Itoa(secs))
	t0 := time.Now()
	defer func() { h.Stats.Run.Add(int64(time.Since(t0))); h.Stats.Runs.Add(1) }()
	cmd := exec.CommandContext(ctx, exe, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	out := stdout.String()
	if err == nil && strings.HasSuffix(out, "END\n") {
		r.Status, r.Output = StatusOK, out
		return r
	}
	if ctx.Err() != nil {
		r.Status, r.Message = StatusTimeout, "killed after "+wall.String()
		return r
	}
	r.Status, r.Message = StatusOther, fmt.Sprintf("%v %s", err, firstLine(stderr.String()))
	if i := strings.LastIndex(out, "FAIL "); i >= 0 {
		line := firstLine(out[i+5:])
		kind, msg, _ := strings.Cut(line, ": ")
		r.Message = msg
		switch kind {
		case "check":
			r.Status = StatusCheck
		case "crash":
			r.Status = StatusCrash
		case "timeout":
			r.Status = StatusTimeout
		case "deadlock":
			r.Status = StatusDeadlock
		default:
			r.Message = line
		}
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) && r.Status == StatusOther && r.Message == "" {
		r.Message = ee.Error()
	}
	return r
}

// Verdict compares one kernel's run after memspace with its run before.
type Verdict struct {
	Kernel string
	// Skip is why the kernel is not drivable (its run before memspace
	// failed), "" when it is.
	Skip string
	// Failure says how the run after memspace differs, "" when it computes
	// the same bytes.
	Failure string
}

// Compare judges the runs after memspace against the runs before.
func Compare(before, after []Result) []Verdict {
	out := make([]Verdict, len(before))
	for i, b := range before {
		v := &out[i]
		v.Kernel = b.Kernel
		if b.Status != StatusOK {
			v.Skip = b.Status + ": " + b.Message
			continue
		}
		a := after[i]
		switch {
		case a.Status != StatusOK:
			v.Failure = a.Status + ": " + a.Message
		case a.Output != b.Output:
			v.Failure = "memory differs: " + firstDiff(b.Output, a.Output)
		}
	}
	return out
}

// firstDiff describes the first chunk of memory whose bytes differ.
func firstDiff(before, after string) string {
	bl, al := strings.Split(before, "\n"), strings.Split(after, "\n")
	for i := 0; i < len(bl) || i < len(al); i++ {
		var b, a string
		if i < len(bl) {
			b = bl[i]
		}
		if i < len(al) {
			a = al[i]
		}
		if a == b {
			continue
		}
		bf, af := strings.Fields(b), strings.Fields(a)
		if len(bf) == 4 && len(af) == 4 && bf[0] == af[0] && bf[1] == af[1] && bf[2] == af[2] {
			off, _ := strconv.ParseUint(bf[2], 16, 64)
			for j := 0; j+1 < len(bf[3]) && j+1 < len(af[3]); j += 2 {
				if bf[3][j:j+2] != af[3][j:j+2] {
					return fmt.Sprintf("%s %s at byte 0x%x: 0x%s before, 0x%s after", kindName(bf[0]), bf[1],
						off+uint64(j/2), snippet(bf[3], j), snippet(af[3], j))
				}
			}
		}
		return fmt.Sprintf("before %q, after %q", clip(b), clip(a))
	}
	return "outputs differ"
}

func kindName(k string) string {
	if k == "G" {
		return "global variable"
	}
	return "buffer"
}

func snippet(hex string, j int) string {
	j -= j % 8
	return hex[j:min(len(hex), j+16)]
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

// Package memspace runs memspace's passes on GPU LLVM IR in one call: read
// textual IR, infer the address space of every pointer, rewrite the IR and
// write it back, as the memspace command does.
//
//	res, err := memspace.Run(strings.NewReader(ll), &out, memspace.Options{})
//
// Options choose the pipeline (the default one, or opt-style -passes=
// text), the target when the triple does not name one, and pass options
// by their command-line names. Diagnostics and remarks come back in the
// Result; the output is written only when the run succeeds.
package memspace

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"memspace/diag"
	"memspace/ir"
	"memspace/irverify"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/pipeline"
	"memspace/target"
)

// Options configure Run. The zero value runs the default pipeline on a
// module whose triple names its GPU target.
type Options struct {
	// Passes is the pipeline in opt's -passes= syntax
	// ("ipmsp,memspace-opt", "module(ipmsp,function(memspace-opt))");
	// empty runs the default pipeline. "verify" alone is a round trip.
	Passes string
	// Target is "nvptx", "spir" or "amdgpu"; empty takes it from the
	// module's triple.
	Target string
	// PassOptions sets pass options by their command-line names, such as
	// "do-clone-for-ip-msp": "0".
	PassOptions map[string]string
	// File names the input in diagnostics (default "<input>").
	File string
	// VerifyEach verifies the module after every pass.
	VerifyEach bool
	// Remarks collects optimization remarks into Result.Remarks.
	Remarks bool
}

// Result is what a run reports besides the output.
type Result struct {
	// Diagnostics are the warnings and errors, in the order passes
	// reported them.
	Diagnostics []diag.Diagnostic
	// Remarks are the optimization remarks (with Options.Remarks).
	Remarks []pass.Remark
	// Module is the rewritten module.
	Module *ir.Module
}

// ErrDiagnostics is returned (wrapped) when a pass reported an error
// diagnostic; Result.Diagnostics holds them.
var ErrDiagnostics = errors.New("memspace: errors reported")

// Run reads a module from r, runs the pipeline and, when nothing failed,
// writes the module to w. A read error is a *llread.Error with the
// file, line and column.
func Run(r io.Reader, w io.Writer, opts Options) (*Result, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	name := opts.File
	if name == "" {
		name = "<input>"
	}
	m, err := llread.Parse(name, src)
	if err != nil {
		return nil, err
	}
	if err := irverify.VerifyRead(m); err != nil {
		return nil, fmt.Errorf("%s: invalid IR: %w", name, err)
	}
	ctx, passes, err := prepare(m, name, opts)
	if err != nil {
		return nil, err
	}
	var verify pass.Verifier
	if opts.VerifyEach {
		verify = irverify.Verify
	}
	err = pass.Run(ctx, passes, verify)
	ctx.Remarks.FinalNames()
	res := &Result{Diagnostics: ctx.Diags.All(), Module: m}
	if ctx.Remarks != nil {
		res.Remarks = ctx.Remarks.List
	}
	if err != nil {
		return res, err
	}
	if ctx.Diags.HasErrors() {
		return res, fmt.Errorf("%s: %w", name, ErrDiagnostics)
	}
	bw := bufio.NewWriter(w)
	if err := llwrite.Write(bw, m); err != nil {
		return res, err
	}
	return res, bw.Flush()
}

// prepare chooses the target and the passes and makes the pass context.
func prepare(m *ir.Module, name string, opts Options) (*pass.Context, []pass.Pass, error) {
	var t *target.Target
	if opts.Target != "" {
		var err error
		if t, err = target.ByName(opts.Target); err != nil {
			return nil, nil, err
		}
	} else {
		t, _ = target.FromTriple(m.Triple)
	}
	passes := pipeline.Default(t)
	if strings.TrimSpace(opts.Passes) != "" {
		var err error
		if passes, err = pass.ParseList(opts.Passes); err != nil {
			return nil, nil, err
		}
	}
	ctx := &pass.Context{Module: m, Target: t, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}}
	for k, v := range opts.PassOptions {
		if err := ctx.Opts.Set(k, v); err != nil {
			return nil, nil, err
		}
	}
	if opts.Remarks {
		ctx.Remarks = &pass.Remarks{}
	}
	return ctx, passes, nil
}

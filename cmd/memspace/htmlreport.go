package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"memspace/internal/atomicfile"
	"memspace/pass"
	"memspace/report"
)

// htmlReport gathers what -report=FILE.html shows while the command runs.
type htmlReport struct {
	path   string
	before *report.Snapshot
}

// newHTMLReport takes the input's counts before any pass runs; nil
// without -report.
func newHTMLReport(cfg *config, ctx *pass.Context) *htmlReport {
	if cfg.stage.report == "" {
		return nil
	}
	if ctx.Remarks == nil {
		ctx.Remarks = &pass.Remarks{}
	}
	return &htmlReport{path: cfg.stage.report, before: report.Take(ctx.Module, ctx.Target)}
}

// write writes the report, also after a failed run (failed says why).
func (r *htmlReport) write(ctx *pass.Context, name string, in inputText, failed string, stderr io.Writer) {
	if r == nil {
		return
	}
	src, _ := in.text()
	rep := &report.Input{File: name, Source: src, Target: ctx.Target, Before: r.before, Module: ctx.Module,
		Diags: ctx.Diags.All(), Remarks: ctx.Remarks.List, Failed: failed, ReadFile: readSource}
	if failed == "" {
		rep.After = report.Take(ctx.Module, ctx.Target)
	}
	var b bytes.Buffer
	if err := report.Write(&b, rep); err != nil {
		fmt.Fprintf(stderr, "memspace: error: -report: %v\n", err)
		return
	}
	if err := atomicfile.Write(r.path, b.Bytes()); err != nil {
		fmt.Fprintf(stderr, "memspace: error: -report: %v\n", err)
	}
}

// readSource reads a source file the debug info names, when it is there.
func readSource(path string) ([]byte, bool) {
	b, err := os.ReadFile(path)
	return b, err == nil
}

package aaeval

import (
	"fmt"
	"io"
	"os"
	"strings"

	"memspace/pass"
	"memspace/spacealias"
)

// Name is the pass name used in -passes=.
const Name = "aa-eval"

// The options, spelled as opt spells them.
const (
	OptPipeline   = "aa-pipeline"
	OptPrintAll   = "print-all-alias-modref-info"
	OptEvalMD     = "evaluate-aa-metadata"
	OptLimit      = "nvptx-traverse-address-aliasing-limit"
	OptLLVMRules  = "memspace-aa-llvm-rules"
	ownName       = "memspace-aa"
	scopedNoAlias = "scoped-noalias-aa"
)

// printOpts are opt's print-one-kind flags, in the order of the kinds.
var printOpts = []string{"print-no-aliases", "print-may-aliases", "print-partial-aliases",
	"print-must-aliases", "print-no-modref", "print-ref", "print-mod", "print-modref"}

// out is where the report goes (stderr, as opt's).
var out io.Writer = os.Stderr

func init() {
	opts := []pass.Option{
		{Name: OptPipeline, Default: "", Check: checkPipeline,
			Help: "alias analyses for aa-eval: nvptx-aa, amdgpu-aa, memspace-aa (all the address-space analysis), scoped-noalias-aa"},
		{Name: OptPrintAll, Default: "false", Check: pass.CheckBool, Help: "aa-eval: print every answer"},
		{Name: OptEvalMD, Default: "false", Check: pass.CheckBool, Help: "aa-eval: also ask about load/store pairs with their metadata"},
		{Name: OptLimit, Default: "6", Check: pass.CheckInt, Help: "steps the address-space alias analysis walks back from a pointer (0: none; negative: no limit)"},
		{Name: OptLLVMRules, Default: "false", Check: pass.CheckBool, Help: "answer as LLVM 22's nvptx-aa/amdgpu-aa do (for comparisons)"},
	}
	for _, n := range printOpts {
		opts = append(opts, pass.Option{Name: n, Default: "false", Check: pass.CheckBool, Help: "aa-eval: print answers of this kind"})
	}
	pass.Register(pass.Pass{Name: Name, Run: run, Options: opts, ReadOnly: true})
}

// checkPipeline accepts a comma list of the analyses we know.
func checkPipeline(v string) error {
	for _, n := range strings.Split(v, ",") {
		switch strings.TrimSpace(n) {
		case "", "default", "nvptx-aa", "amdgpu-aa", ownName, scopedNoAlias:
		default:
			return fmt.Errorf("unknown alias analysis name '%s' (known: nvptx-aa, amdgpu-aa, %s, %s)", n, ownName, scopedNoAlias)
		}
	}
	return nil
}

// run evaluates every defined function and prints the report.
func run(ctx *pass.Context) error {
	mode := spacealias.Memspace
	if ctx.Opts.Bool(OptLLVMRules) {
		mode = spacealias.LLVM
	}
	aa := newChain(ctx.Opts.String(OptPipeline),
		spacealias.New(ctx.Target, spacealias.Options{Limit: ctx.Opts.Int(OptLimit), Mode: mode}))
	e := &evaluator{aa: aa, evalMD: ctx.Opts.Bool(OptEvalMD), groups: moduleGroups(ctx.Module), moduleMD: moduleMD(ctx.Module)}
	e.print[printAll] = ctx.Opts.Bool(OptPrintAll)
	for i, n := range printOpts {
		e.print[i] = ctx.Opts.Bool(n)
	}
	e.print[printAll] = ctx.Opts.Bool(OptPrintAll)
	w := newWriter(out)
	for _, f := range ctx.Module.Functions {
		// opt skips passes that are not required on optnone functions.
		if _, optnone := ctx.Module.FnAttr(f, "optnone"); !f.IsDeclaration() && !optnone {
			e.function(w, f)
		}
	}
	e.report(w)
	return w.flush()
}

package alwaysinline

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"memspace/diag"
	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
)

// serialRun is the pass as it ran before it used several processors: one
// depth-first walk that inlines each call where it meets it and makes the
// inlining's shared changes at once. The scheduled pass must leave exactly
// what it leaves.
func serialRun(ctx *pass.Context) error {
	in := &inliner{ctx: ctx, m: ctx.Module, info: map[*ir.Function]*fnInfo{}}
	funcs := append([]*ir.Function(nil), ctx.Module.Functions...)
	in.scan(funcs)
	var visit func(f *ir.Function)
	visit = func(f *ir.Function) {
		fi := in.info[f]
		if fi == nil || fi.colour != 0 {
			return // no alwaysinline calls, or seen
		}
		fi.colour = 1
		in.reportBad(fi)
		for k, call := range fi.calls {
			g := call.CalledFunction()
			visit(g)
			if gi := in.info[g]; gi != nil && gi.colour == 1 {
				continue
			}
			if why := cannotInline(call, g); why != "" {
				fi.out[k].why = why
			} else {
				if fi.ed == nil {
					fi.ed = newEdit(f)
				}
				fi.out[k] = inlineCall(ctx, call, g, fi.ed)
			}
			in.steps = []step{{fi, k}}
			in.replay()
		}
		if fi.ed != nil {
			fi.ed.finish()
		}
		fi.colour = 2
	}
	for _, f := range funcs {
		visit(f)
	}
	if in.errs == 0 {
		removeDead(ctx, funcs)
	}
	return nil
}

// TestScheduleLeavesNoTrace runs the pass and the serial walk on the same
// inputs, with one and with several processors, and compares everything
// they leave: the IR, the order of every global value's and constant's
// users, metadata numbers (in the IR), diagnostics, counters and remarks.
func TestScheduleLeavesNoTrace(t *testing.T) {
	inputs := map[string][]byte{}
	for seed := range 8 {
		inputs[fmt.Sprintf("generated-%d.ll", seed)] = generate(seed, 60)
	}
	files, _ := filepath.Glob("testdata/*.ll")
	if !testing.Short() {
		corpus, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
		files = append(files, corpus...)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(f)] = src
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for name, src := range inputs {
		want := outcomeOf(t, name, src, serialRun)
		for _, procs := range []int{1, 4} {
			runtime.GOMAXPROCS(procs)
			if got := outcomeOf(t, name, src, run); got != want {
				t.Errorf("%s, GOMAXPROCS=%d: the pass leaves something else than the serial walk\n%s",
					name, procs, firstDiff(want, got))
			}
		}
	}
}

// outcomeOf runs one inliner on src and describes all it leaves.
func outcomeOf(t *testing.T, name string, src []byte, inline func(*pass.Context) error) string {
	m, err := llread.Parse(name, src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ctx := &pass.Context{Module: m, File: name, Opts: &pass.Options{},
		Diags: &diag.Engine{}, Stats: &pass.Stats{}, Remarks: &pass.Remarks{}}
	if err := inline(ctx); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var b strings.Builder
	b.Write(llwrite.Bytes(m))
	dumpUsers(&b, m)
	for _, d := range ctx.Diags.All() {
		fmt.Fprintf(&b, "diag %v\n", d)
	}
	fmt.Fprintf(&b, "stats %s\nremarks %s\n", ctx.Stats.String(), ctx.Remarks.YAML())
	return b.String()
}

// dumpUsers writes the users of every global value, and of the constants
// among them, in list order.
func dumpUsers(b *strings.Builder, m *ir.Module) {
	pos := map[*ir.Instruction]string{}
	for _, f := range m.Functions {
		for bi, bb := range f.Blocks {
			for ii, in := range bb.Instrs {
				pos[in] = fmt.Sprintf("%s/%d/%d", f.Name(), bi, ii)
			}
		}
	}
	var walk func(v ir.Value, depth int)
	walk = func(v ir.Value, depth int) {
		for _, u := range ir.UsersOf(v) {
			d := fmt.Sprintf("%T", u)
			var inner ir.Value // a constant, whose users follow
			switch u := u.(type) {
			case *ir.Instruction:
				d = "detached " + u.Op.String()
				if p, ok := pos[u]; ok {
					d = p
				}
			case ir.GlobalValue:
				d = "@" + u.Name()
			case ir.Value:
				inner = u
			}
			fmt.Fprintf(b, "%s%s\n", strings.Repeat(" ", depth), d)
			if inner != nil && depth < 4 {
				walk(inner, depth+1)
			}
		}
	}
	for _, g := range m.Order {
		fmt.Fprintf(b, "users of @%s\n", g.Name())
		walk(g, 1)
	}
}

func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("lengths %d and %d lines", len(la), len(lb))
}

// generate writes a module of n alwaysinline helpers calling each other
// (callees mostly earlier, sometimes later: recursion), some refused
// (noinline call sites), using globals directly and through constant
// expressions, some returning a global, under kernels that call them.
func generate(seed, n int) []byte {
	r := rand.New(rand.NewPCG(uint64(seed), 7))
	var b strings.Builder
	b.WriteString("target triple = \"nvptx64-nvidia-cuda\"\n\n")
	for g := range 4 {
		fmt.Fprintf(&b, "@g%d = internal addrspace(1) global [4 x i32] zeroinitializer\n", g)
	}
	for i := range n {
		helper(&b, r, i, n)
	}
	for k := range 6 {
		fmt.Fprintf(&b, "define ptx_kernel void @k%d(ptr %%p, i1 %%c) {\nentry:\n", k)
		for j := range 3 {
			fmt.Fprintf(&b, "  %%r%d = call ptr @h%d(ptr %%p, i1 %%c)\n  store i32 %d, ptr %%r%d\n", j, r.IntN(n), j, j)
		}
		b.WriteString("  ret void\n}\n\n")
	}
	b.WriteString("attributes #0 = { alwaysinline }\n")
	return []byte(b.String())
}

// helper writes @hi: a diamond whose arms call other helpers, load a
// global through a constant expression and return a pointer (a global in
// one arm), with a static alloca.
func helper(b *strings.Builder, r *rand.Rand, i, n int) {
	callee := func() int {
		if i > 0 && r.IntN(6) != 0 {
			return r.IntN(i)
		}
		return r.IntN(n)
	}
	fmt.Fprintf(b, "define internal ptr @h%d(ptr %%p, i1 %%c) #0 {\nentry:\n", i)
	fmt.Fprintf(b, "  %%a = alloca i32, align 4\n  store i32 %d, ptr %%a\n  br i1 %%c, label %%then, label %%else\n", i)
	b.WriteString("then:\n")
	attr := ""
	if r.IntN(8) == 0 {
		attr = " noinline"
	}
	fmt.Fprintf(b, "  %%x = call ptr @h%d(ptr %%p, i1 %%c)%s\n", callee(), attr)
	g := r.IntN(4)
	fmt.Fprintf(b, "  %%v = load i32, ptr addrspace(1) getelementptr ([4 x i32], ptr addrspace(1) @g%d, i64 0, i64 %d)\n", g, r.IntN(4))
	fmt.Fprintf(b, "  store i32 %%v, ptr %%x\n  br label %%join\n")
	b.WriteString("else:\n")
	if r.IntN(2) == 0 {
		fmt.Fprintf(b, "  %%y = call ptr @h%d(ptr %%p, i1 %%c)\n  store i32 1, ptr %%y\n", callee())
	}
	fmt.Fprintf(b, "  ret ptr addrspacecast (ptr addrspace(1) @g%d to ptr)\n", r.IntN(4))
	b.WriteString("join:\n  ret ptr %x\n}\n\n")
}

package nvvmverify_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/nvvmverify"
)

const header = `target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
`

// rules holds one failing module per rule: the body (after header unless
// it has its own), the message and where it must point.
var rules = []struct {
	name, ir, msg, at string
}{
	{"cast-concrete", `define void @f(ptr addrspace(1) %g) {
  %c = addrspacecast ptr addrspace(1) %g to ptr addrspace(3)
  ret void
}`, nvvmverify.MsgCastConcrete, "@f:%c"},
	{"cast-concrete-constexpr", `@s = addrspace(3) global i32 0
define void @f() {
  store i32 1, ptr addrspace(1) addrspacecast (ptr addrspace(3) @s to ptr addrspace(1))
  ret void
}`, nvvmverify.MsgCastConcrete, "@f:store i32 1"},
	{"invalid-target", `define void @f(ptr %p) {
  %c = addrspacecast ptr %p to ptr addrspace(9)
  ret void
}`, nvvmverify.MsgInvalidTarget, "@f:%c"},
	{"invalid-source", `define void @f(ptr addrspace(9) %p) {
  %c = addrspacecast ptr addrspace(9) %p to ptr
  ret void
}`, nvvmverify.MsgInvalidSource, "@f:%c"},
	{"tensor-has-no-generic", `define void @f(ptr %p) {
  %c = addrspacecast ptr %p to ptr addrspace(6)
  ret void
}`, nvvmverify.MsgInvalidTarget, "@f:%c"},
	{"alloca", `define void @f() {
  %a = alloca i32, align 4, addrspace(5)
  ret void
}`, nvvmverify.MsgAlloca, "@f:%a"},
	{"alloca-A5", `target datalayout = "e-A5-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  %a = alloca i32, align 4
  ret void
}`, nvvmverify.MsgAlloca, "@f:%a"},
	{"tensor-load", `define void @f(i32 %a) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  %v = load i32, ptr addrspace(6) %t
  ret void
}`, nvvmverify.MsgTensorAccess, "@f:%v"},
	{"cmpxchg-const", `define void @f(ptr addrspace(4) %c) {
  %x = cmpxchg ptr addrspace(4) %c, i32 0, i32 1 monotonic monotonic
  ret void
}`, nvvmverify.MsgCmpXchg, "@f:%x"},
	{"empty-layout", `target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}`, nvvmverify.MsgEmptyLayout, "empty-layout.ll"},
	{"bad-layout", `target datalayout = "E-p:64:64:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}`, nvvmverify.MsgBadLayout, "bad-layout.ll"},
	{"local-atomic", `define void @f(ptr addrspace(5) %l) {
  %x = atomicrmw add ptr addrspace(5) %l, i32 1 monotonic
  ret void
}`, nvvmverify.MsgLocalAtomic, "@f:%x"},
	{"descriptor", `@s = addrspace(3) global [128 x i8] zeroinitializer
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
define void @f(ptr addrspace(3) %src) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %src, ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 0, i64 0, i1 false)
  ret void
}`, strings.Replace(nvvmverify.MsgDescriptor, "%s", "shared", 1), "@f:call void @llvm.nvvm.cp.async.bulk.tensor"},
	{"param-stored", `define void @f(ptr addrspace(101) %p, ptr %slot) {
  store ptr addrspace(101) %p, ptr %slot
  ret void
}`, strings.Replace(nvvmverify.MsgParamEscape, "%s", "a store", 1), "@f:store ptr addrspace(101) %p"},
	{"param-passed", `declare void @g(ptr addrspace(101))
define void @f(ptr addrspace(101) %p) {
  call void @g(ptr addrspace(101) %p)
  ret void
}`, strings.Replace(nvvmverify.MsgParamEscape, "%s", "a call", 1), "@f:call void @g"},
	{"param-ptrtoint", `define i64 @f(ptr addrspace(101) %p) {
  %i = ptrtoint ptr addrspace(101) %p to i64
  ret i64 %i
}`, strings.Replace(nvvmverify.MsgParamEscape, "%s", "ptrtoint", 1), "@f:%i"},
	{"tensor-boundary", `define void @f(ptr addrspace(6) %t) {
  ret void
}`, strings.Replace(nvvmverify.MsgTensorBoundary, "%s", "parameter 0 of @f", 1), "@f"},
	{"space-2", `@c = addrspace(2) global i32 0`, nvvmverify.MsgSpace2, "@c"},
	{"debug-position", `define void @f(ptr addrspace(1) %g) !dbg !4 {
  %c = addrspacecast ptr addrspace(1) %g to ptr addrspace(3), !dbg !7
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 7, column: 3, scope: !4)`, nvvmverify.MsgCastConcrete, "k.cu:7:3"},
}

// TestRules: each module breaks one rule; the verifier reports exactly
// that message, once, at the expected place.
func TestRules(t *testing.T) {
	for _, r := range rules {
		t.Run(r.name, func(t *testing.T) {
			src := r.ir
			if !strings.Contains(src, "target triple") {
				src = header + src
			}
			errs, _ := verify(t, r.name+".ll", []byte(src), false)
			if len(errs) != 1 {
				t.Fatalf("%d errors, want 1: %v", len(errs), errs)
			}
			d := errs[0]
			if d.Msg != r.msg {
				t.Errorf("message %q, want %q", d.Msg, r.msg)
			}
			if at := d.Loc.String(); !strings.HasSuffix(at, r.at) && !strings.Contains(at, r.at) {
				t.Errorf("at %q, want %q", at, r.at)
			}
			if r.name == "bad-layout" && (len(d.Notes) != 2 || !strings.HasPrefix(d.Notes[0].Msg, "32-bit: e-p:32:32:32") || !strings.HasPrefix(d.Notes[1].Msg, "64-bit: e-p:64:64:64")) {
				t.Errorf("notes %v, want the 32- and 64-bit layouts", d.Notes)
			}
		})
	}
}

// TestCommandStops: with -nvvm-verify an error ends the run with status 1,
// the message on stderr and no output file; a valid module is written.
func TestCommandStops(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.ll")
	os.WriteFile(in, []byte(header+rules[0].ir+"\n"), 0o644)
	out := filepath.Join(dir, "out.ll")
	cmd := exec.Command(llvmtools.Memspace(t), "-nvvm-verify", in, "-o", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("exit %v, want status 1", err)
	}
	if !strings.Contains(stderr.String(), "bad.ll:@f:%c: error: "+nvvmverify.MsgCastConcrete) {
		t.Errorf("stderr %q", stderr.String())
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("output written on failure")
	}
	good := filepath.Join(dir, "good.ll")
	os.WriteFile(good, []byte(header+"define void @f() {\n  ret void\n}\n"), 0o644)
	if b, err := exec.Command(llvmtools.Memspace(t), "-nvvm-verify", good, "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("valid module: %v\n%s", err, b)
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("no output for a valid module: %v", err)
	}
}

// TestValid: what the rules must not reject.
func TestValid(t *testing.T) {
	for name, body := range map[string]string{
		"shared-to-cluster": `define void @f(ptr addrspace(3) %s) {
  %c = addrspacecast ptr addrspace(3) %s to ptr addrspace(7)
  ret void
}`,
		"generic-casts": `define void @f(ptr addrspace(1) %g, ptr addrspace(101) %p) {
  %a = addrspacecast ptr addrspace(1) %g to ptr
  %b = addrspacecast ptr %a to ptr addrspace(3)
  %c = addrspacecast ptr addrspace(101) %p to ptr
  %v = load i32, ptr addrspace(101) %p
  ret void
}`,
		"tensor-intrinsic": `declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
define void @f(i32 %a) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  ret void
}`,
		"param-memcpy": `declare void @llvm.memcpy.p0.p101.i64(ptr, ptr addrspace(101), i64, i1)
define void @f(ptr addrspace(101) %p, ptr %d) {
  call void @llvm.memcpy.p0.p101.i64(ptr %d, ptr addrspace(101) %p, i64 8, i1 false)
  ret void
}`,
		"generic-descriptor": `declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
define void @f(ptr addrspace(3) %src, ptr %tmap) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %src, ptr %tmap, i32 0, i64 0, i1 false)
  ret void
}`,
	} {
		if errs, _ := verify(t, name+".ll", []byte(header+body), false); len(errs) != 0 {
			t.Errorf("%s: rejected: %v", name, errs)
		}
	}
}

package upstream_test

import (
	"fmt"
	"testing"

	"memspace/llread"
	"memspace/target"
	"memspace/upstream"
)

// The scenarios below were checked against opt-22 when written; they run
// without LLVM. Each comment says what upstream does with the access.
const nvptxScenarios = `
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x i32] undef
define ptx_kernel void @k(ptr %p, ptr byval(i32) %b, i1 %c) {
  %v = load i32, ptr %p                      ; kernel parameter: global
  %g = getelementptr i32, ptr %p, i64 1
  store i32 %v, ptr %g                       ; global
  %a = alloca i32
  store i32 1, ptr %a                        ; alloca: local
  %w = load i32, ptr %b                      ; byval kernel parameter: stays generic
  store volatile i32 %w, ptr %g              ; NVPTX has volatile global stores
  %x = atomicrmw volatile add ptr %g, i32 1 seq_cst ; no volatile form: generic
  %t = getelementptr [64 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 1
  %s = select i1 %c, ptr %t, ptr null
  store i32 2, ptr %s                        ; null takes the other arm's space: shared
  %m = select i1 %c, ptr %t, ptr %g
  store i32 3, ptr %m                        ; shared or global: generic
  ret void
}
define void @f(ptr %p, ptr byval(i32) %b) {
  %v = load i32, ptr %p                      ; device function parameter: generic
  %w = load i32, ptr %b                      ; byval device parameter: local
  store i32 %w, ptr %p                       ; generic
  ret void
}
define void @loop(i1 %c) {
entry:
  br label %l
l:
  %q = phi ptr [ addrspacecast (ptr addrspace(3) @tile to ptr), %entry ], [ %n, %l ]
  %n = getelementptr i32, ptr %q, i64 1
  store i32 0, ptr %n                        ; a phi cycle fed by shared: shared
  br i1 %c, label %l, label %e
e:
  ret void
}
`

func TestScenarios(t *testing.T) {
	m, err := llread.Parse("scenarios.ll", []byte(nvptxScenarios))
	if err != nil {
		t.Fatal(err)
	}
	tg, _ := target.FromTriple(m.Triple)
	got := upstream.Generic(m, tg)
	want := map[string]int{"k": 3, "f": 2, "loop": 0}
	for name, n := range want {
		if got[name] != n {
			t.Errorf("@%s: %d generic accesses left, want %d", name, got[name], n)
		}
	}
	if len(upstream.Generic(m, nil)) != 0 {
		t.Errorf("without a target the model should count nothing")
	}
}

// SPIR-V for Vulkan has no flat space: opt-22 leaves the module alone,
// where for OpenCL's spirv64 it would retype the store.
func TestVulkanUnchanged(t *testing.T) {
	const src = `
target triple = "%s"
@g = addrspace(1) global i32 0
define void @f() {
  %%p = addrspacecast ptr addrspace(1) @g to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %%p
  ret void
}
`
	for triple, want := range map[string]int{"spirv64-unknown-vulkan1.3": 1, "spirv64-unknown-unknown": 0} {
		m, err := llread.Parse("v.ll", []byte(fmt.Sprintf(src, triple)))
		if err != nil {
			t.Fatal(err)
		}
		tg, _ := target.FromTriple(m.Triple)
		if got := upstream.Generic(m, tg)["f"]; got != want {
			t.Errorf("%s: %d generic accesses left, want %d", triple, got, want)
		}
	}
}

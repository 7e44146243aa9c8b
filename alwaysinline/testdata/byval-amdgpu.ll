; On AMDGPU every alloca lives in the data layout's alloca space (A5): an
; alloca in another space does not verify. The inliner's copy of a byval
; argument is therefore made in addrspace(5) whatever the parameter's
; space. When the parameter is private itself, the body uses the alloca;
; when it is a generic (flat) byval pointer, the body gets the alloca cast
; to flat, as LLVM's inliner makes it. The caller's struct is read once
; at the call and never written. llvm-as-22 and llc-22 accept the output,
; and the whole pipeline then resolves the cast back to private.
; RUN: memspace -passes=always-inline -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.ll -o %t.s
; RUN: memspace %s -o %t2.ll
; RUN: FileCheck --check-prefix=PIPE %s < %t2.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t2.ll -o %t2.s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Pair = type { float, i32 }

define internal float @bump_private(ptr addrspace(5) byval(%struct.Pair) align 4 %acc, float %x) alwaysinline {
entry:
  %v = load float, ptr addrspace(5) %acc, align 4
  %s = fadd float %v, %x
  store float %s, ptr addrspace(5) %acc, align 4
  ret float %s
}

define internal float @bump_flat(ptr byval(%struct.Pair) align 4 %acc, float %x) alwaysinline {
entry:
  %v = load float, ptr %acc, align 4
  %s = fadd float %v, %x
  store float %s, ptr %acc, align 4
  ret float %s
}

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-DAG: %[[FLAT:acc[.a-z0-9]*]] = alloca %struct.Pair, align 4, addrspace(5)
; CHECK-DAG: %[[CAST:acc.cast[.a-z0-9]*]] = addrspacecast ptr addrspace(5) %[[FLAT]] to ptr
; CHECK-DAG: %[[PRIV:acc[.a-z0-9]*]] = alloca %struct.Pair, align 4, addrspace(5)
; CHECK-NOT: = alloca %struct.Pair, align 4{{$}}
; CHECK: store %struct.Pair %{{[0-9]+}}, ptr addrspace(5) %[[PRIV]], align 4
; CHECK-NEXT: %v.i = load float, ptr addrspace(5) %[[PRIV]], align 4
; CHECK: store %struct.Pair %{{[0-9]+}}, ptr addrspace(5) %[[FLAT]], align 4
; CHECK-NEXT: %v.i1 = load float, ptr %[[CAST]], align 4
; CHECK: store float %s.i1, ptr %[[CAST]], align 4
; CHECK-NOT: call float @bump
; PIPE-LABEL: define amdgpu_kernel void @k(
; PIPE-NOT: addrspacecast
; PIPE-NOT: load float, ptr %
; PIPE: ret void
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {
entry:
  %a = alloca %struct.Pair, align 4, addrspace(5)
  store float %x, ptr addrspace(5) %a, align 4
  %r = call float @bump_private(ptr addrspace(5) byval(%struct.Pair) align 4 %a, float %x)
  %g = addrspacecast ptr addrspace(5) %a to ptr
  %r2 = call float @bump_flat(ptr byval(%struct.Pair) align 4 %g, float %x)
  %after = load float, ptr addrspace(5) %a, align 4
  %s = fadd float %r, %after
  %s2 = fadd float %s, %r2
  store float %s2, ptr addrspace(1) %out
  ret void
}

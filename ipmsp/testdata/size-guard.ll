; The size guard (growth.go): a clone is inlined at every call it gets, so
; specializing @blur for two kernels would put two copies of its twelve
; loads and stores in the module where there was one, while each call it
; saves costs three. With the default bound (ipmsp-max-growth=auto: 0
; without -whole-program) the calls stay on the original, and a Missed
; remark names what the clones would have moved. @get is small (one load,
; less than its call), so its clone makes the module smaller and is made,
; even beside the exported original. -ipmsp-max-growth=-1 lifts the bound;
; after whole-program the bound is lifted too (the user asked for reach).
; The readonly byval parameter of @k_param, which llc would use in place,
; is copied to local memory (six loads and stores) only without a bound;
; with it, a Missed remark says what the copy would cost.
; RUN: memspace %s -o %t.ll -pass-remarks-output=%t.yaml
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.yaml
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -ipmsp-max-growth=-1 %s -o %t.all.ll
; RUN: FileCheck %s --check-prefix=ALL < %t.all.ll
; RUN: llvm-as %t.all.ll -o %t.all.bc
; RUN: memspace -whole-program %s | FileCheck %s --check-prefix=ALL
; RUN: memspace -whole-program -ipmsp-max-growth=0 %s | FileCheck %s --check-prefix=WP0
; RUN: not memspace -ipmsp-max-growth=x %s 2>&1 | FileCheck %s --check-prefix=BAD

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Box = type { ptr, i32, i32 }

@tile = internal addrspace(3) global [256 x float] undef, align 4

; CHECK-LABEL: define ptx_kernel void @k_global(
; CHECK: call void @blur(
; CHECK-NOT: call float @get
; CHECK: load float, ptr addrspace(1)
; ALL-LABEL: define ptx_kernel void @k_global(
; ALL-NOT: call void @blur
; WP0-LABEL: define ptx_kernel void @k_global(
; WP0: call void @blur(
define ptx_kernel void @k_global(ptr %out, ptr %in, i64 %i) {
entry:
  call void @blur(ptr %out, ptr %in, i64 %i)
  %v = call float @get(ptr %in, i64 %i)
  store float %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k_shared(
; CHECK: call void @blur(
; ALL-LABEL: define ptx_kernel void @k_shared(
; ALL-NOT: call void @blur
; WP0-LABEL: define ptx_kernel void @k_shared(
; WP0: call void @blur(
define ptx_kernel void @k_shared(ptr %out, i64 %i) {
entry:
  call void @blur(ptr %out, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k_param(
; CHECK-NOT: alloca
; CHECK: call void @show(ptr %b)
; ALL-LABEL: define ptx_kernel void @k_param(
; ALL: alloca %struct.Box
define ptx_kernel void @k_param(ptr readonly byval(%struct.Box) align 8 %b) {
entry:
  call void @show(ptr %b)
  ret void
}

define internal void @show(ptr %b) noinline {
entry:
  %f = getelementptr inbounds %struct.Box, ptr %b, i64 0, i32 1
  %v = load i32, ptr %f, align 8
  %p = load ptr, ptr %b, align 8
  store i32 %v, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define internal void @blur(ptr %out, ptr %in, i64 %i)
define internal void @blur(ptr %out, ptr %in, i64 %i) noinline {
entry:
  %p0 = getelementptr inbounds float, ptr %in, i64 %i
  %a = load float, ptr %p0, align 4
  %p1 = getelementptr inbounds float, ptr %p0, i64 1
  %b = load float, ptr %p1, align 4
  %p2 = getelementptr inbounds float, ptr %p0, i64 2
  %c = load float, ptr %p2, align 4
  %p3 = getelementptr inbounds float, ptr %p0, i64 3
  %d = load float, ptr %p3, align 4
  %p4 = getelementptr inbounds float, ptr %p0, i64 4
  %e = load float, ptr %p4, align 4
  %p5 = getelementptr inbounds float, ptr %p0, i64 5
  %f = load float, ptr %p5, align 4
  %p6 = getelementptr inbounds float, ptr %p0, i64 6
  %g = load float, ptr %p6, align 4
  %p7 = getelementptr inbounds float, ptr %p0, i64 7
  %h = load float, ptr %p7, align 4
  %s0 = fadd float %a, %b
  %s1 = fadd float %c, %d
  %s2 = fadd float %e, %f
  %s3 = fadd float %g, %h
  %s4 = fadd float %s0, %s1
  %s5 = fadd float %s2, %s3
  %s = fadd float %s4, %s5
  store float %s, ptr %out, align 4
  %q = getelementptr inbounds float, ptr %out, i64 1
  store float %a, ptr %q, align 4
  %r = getelementptr inbounds float, ptr %out, i64 2
  store float %b, ptr %r, align 4
  %t = getelementptr inbounds float, ptr %out, i64 3
  store float %c, ptr %t, align 4
  ret void
}

; The exported helper stays for unknown callers.
; CHECK-LABEL: define float @get(ptr %p, i64 %i)
define float @get(ptr %p, i64 %i) {
entry:
  %a = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %a, align 4
  ret float %v
}

; The copy the bound declines gets a Missed remark too.
; REMARK: --- !Missed
; REMARK-NEXT: Pass: ipmsp
; REMARK-NEXT: Name: ByvalCopyDeclined
; REMARK-NEXT: Function: k_param
; REMARK-NEXT: Args:
; REMARK-NEXT: - String: 'byval parameter %b not copied to local memory: the copy would add about 6 loads and stores to the module (ipmsp-max-growth=0; -1 lifts the bound); accesses through its address stay generic (it may point to {local,param}: llc copies it or uses it in place)'

; REMARK: --- !Missed
; REMARK-NEXT: Pass: ipmsp
; REMARK-NEXT: Name: CloneDeclined
; REMARK-NEXT: Function: blur
; REMARK-NEXT: Args:
; REMARK-NEXT: - String: 'no clone for the calls passing (global, global, _): its body, inlined at 1 call(s), would add about 9 loads and stores to the module (ipmsp-max-growth=0; -1 lifts the bound)'
; REMARK-NEXT: - Access: '; load through %p0 stays generic: the clone would make it global'

; BAD: invalid value 'x' for option '-ipmsp-max-growth': expected auto or an integer

; The -dump-ip-msp transcript, line for line. The worklist takes callers
; first, then module order: @get (two clones), @row (a clone whose return
; space resolves), @inc (in place), then @last, whose clone the budget of
; three attempts no longer allows. Every vote was sure, so there is no
; second round.
; RUN: memspace -passes=ipmsp -dump-ip-msp -do-clone-for-ip-msp=3 %s -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
; Without the option there is no transcript.
; RUN: memspace -passes=ipmsp -do-clone-for-ip-msp=3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define float @get(ptr %p) #0 {
entry:
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptr @row(ptr %base, i64 %i) #0 {
entry:
  %p = getelementptr inbounds float, ptr %base, i64 %i
  ret ptr %p
}

define internal void @inc(ptr %p) #0 {
entry:
  %v = load float, ptr %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr %p, align 4
  ret void
}

define void @last(ptr %p) #0 {
entry:
  store float 0.0, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %g, i64 %i) {
entry:
  %a = call float @get(ptr %g)
  %b = call float @get(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %r = call ptr @row(ptr %g, i64 %i)
  call void @inc(ptr %r)
  call void @last(ptr %g)
  ret void
}

attributes #0 = { noinline nounwind }

;      CHECK:Initial work list size : 4
; CHECK-NEXT:@get is cloned as @get.global
; CHECK-NEXT:@get.global : changed in argument memory space (1 arguments)
; CHECK-NEXT:1 callees are affected
; CHECK-NEXT:@get is cloned as @get.shared
; CHECK-NEXT:@get.shared : changed in argument memory space (1 arguments)
; CHECK-NEXT:1 callees are affected
; CHECK-NEXT:@row is cloned as @row.global
; CHECK-NEXT:@row.global : changed in argument memory space (1 arguments)
; CHECK-NEXT:1 callees are affected
; CHECK-NEXT:@row.global : return memory space is resolved : 1
; CHECK-NEXT:6 callees are affected
; CHECK-NEXT:@inc : changed in argument memory space (1 arguments)
; CHECK-NEXT:avoid cloning of @last as @last.global
;  CHECK-NOT:{{.}}

; QUIET-NOT: {{.}}

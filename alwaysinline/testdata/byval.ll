; A byval parameter is the callee's own copy of the argument, so inlining
; makes that copy in the caller, as LLVM's inliner does: an alloca of the
; parameter's type and alignment at the top of the caller's entry block,
; filled from the argument where the call was. The inlined body writes
; the copy, never the caller's struct, and the caller reads its own struct
; unchanged after the call. A call in a loop fills the copy on every
; iteration. A copied call of the inlined body loses its tail marker: it
; may now see the caller's alloca. llc-22 compiles the result.
; RUN: memspace -passes=always-inline -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: llc -mcpu=sm_90 %t.ll -o %t.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Acc = type { float, i32 }

; CHECK-NOT: define internal float @bump
define internal float @bump(ptr byval(%struct.Acc) align 4 %acc, float %x) alwaysinline {
entry:
  %v = load float, ptr %acc, align 4
  %s = fadd float %v, %x
  store float %s, ptr %acc, align 4
  %r = tail call float @use(ptr %acc)
  ret float %r
}

declare float @use(ptr)

; CHECK-LABEL: define float @caller(ptr %a, float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %acc.i = alloca %struct.Acc, align 4
; CHECK: %[[V:[0-9a-z.]+]] = load %struct.Acc, ptr %a, align 4
; CHECK-NEXT: store %struct.Acc %[[V]], ptr %acc.i, align 4
; CHECK-NEXT: %v.i = load float, ptr %acc.i, align 4
; CHECK: store float %s.i, ptr %acc.i, align 4
; CHECK-NEXT: %r.i = call float @use(ptr %acc.i)
; CHECK: %after = load float, ptr %a, align 4
define float @caller(ptr %a, float %x) {
entry:
  %r = tail call float @bump(ptr byval(%struct.Acc) align 4 %a, float %x)
  %after = load float, ptr %a, align 4
  %sum = fadd float %r, %after
  ret float %sum
}

; CHECK-LABEL: define float @in_loop(ptr %a, i32 %n)
; CHECK-NEXT: entry:
; CHECK-NEXT: %acc.i = alloca %struct.Acc, align 4
; CHECK: loop:
; CHECK: load %struct.Acc, ptr %a, align 4
; CHECK-NEXT: store %struct.Acc {{.*}}, ptr %acc.i, align 4
; CHECK-NOT: call float @bump
define float @in_loop(ptr %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %t = phi float [ 0.0, %entry ], [ %t1, %loop ]
  %r = call float @bump(ptr byval(%struct.Acc) align 4 %a, float 1.0)
  %t1 = fadd float %t, %r
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret float %t1
}

; A byval parameter without an align attribute promises nothing about the
; argument, which is read with align 1; the callee may still rely on its
; copy having the type's ABI alignment (float, i32: 4), so the copy gets it.
; A packed struct's copy needs none; a vector member raises it.
; CHECK-LABEL: define void @unaligned(ptr %a)
; CHECK: %s.i = alloca %struct.Acc, align 4
; CHECK: %[[U:[0-9]+]] = load %struct.Acc, ptr %a, align 1
; CHECK-NEXT: store %struct.Acc %[[U]], ptr %s.i, align 4
define internal void @sink(ptr byval(%struct.Acc) %s) alwaysinline {
entry:
  call float @use(ptr %s)
  ret void
}

define void @unaligned(ptr %a) {
entry:
  call void @sink(ptr byval(%struct.Acc) %a)
  ret void
}

%struct.Packed = type <{ i8, i32 }>
%struct.Vec = type { i32, <4 x float> }

define internal void @sink_packed(ptr byval(%struct.Packed) %s) alwaysinline {
entry:
  call float @use(ptr %s)
  ret void
}

define internal void @sink_vec(ptr byval(%struct.Vec) align 4 %s) alwaysinline {
entry:
  call float @use(ptr %s)
  ret void
}

; CHECK-LABEL: define void @aligned_by_type(ptr %a)
; CHECK-DAG: %s.i = alloca %struct.Packed, align 1
; CHECK-DAG: %s.i1 = alloca %struct.Vec, align 16
; CHECK: load %struct.Vec, ptr %a, align 4
define void @aligned_by_type(ptr %a) {
entry:
  call void @sink_packed(ptr byval(%struct.Packed) %a)
  call void @sink_vec(ptr byval(%struct.Vec) align 4 %a)
  ret void
}

; byval on the call site alone still passes a copy (LLVM reads the
; attribute from either side): the store of the body goes to the copy.
; The copied tail call loses its marker: it may now see the caller's copy.
define internal void @poke(ptr %acc) alwaysinline {
entry:
  store float 0.0, ptr %acc, align 4
  %u = tail call float @use(ptr %acc)
  ret void
}

; CHECK-LABEL: define float @callsite_byval(ptr %a)
; CHECK-NEXT: entry:
; CHECK-NEXT: %acc.i = alloca %struct.Acc, align 4
; CHECK: store float 0.000000e+00, ptr %acc.i, align 4
; CHECK-NEXT: %u.i = call float @use(ptr %acc.i)
; CHECK: %after = load float, ptr %a, align 4
define float @callsite_byval(ptr %a) {
entry:
  tail call void @poke(ptr byval(%struct.Acc) align 4 %a)
  %after = load float, ptr %a, align 4
  ret float %after
}

; LLVM 17 and later declare an intrinsic a call uses without a declaration,
; with the call's function type. The reader does the same: the
; declarations follow the functions, by name, one per function type (a
; second type gets a suffix; llvm-as gives each the mangling it needs), and
; the output assembles. Invoke and tail calls count as calls.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @f(ptr %p, float %x, double %d)
; CHECK-NEXT: %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %u = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: %a = call float @llvm.fabs.f32(float %x)
; CHECK-NEXT: %b = call double @llvm.fabs.f32.1(double %d)
; CHECK-NEXT: %c = call float @llvm.fabs.f32(float %a)
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
define void @f(ptr %p, float %x, double %d) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call float @llvm.fabs.f32(float %x)
  %b = call double @llvm.fabs.f32(double %d)
  %c = call float @llvm.fabs.f32(float %a)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  ret void
}

; CHECK-LABEL: define void @g()
; CHECK-NEXT: %t = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT: invoke void @llvm.donothing()
define void @g() personality ptr @h {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  invoke void @llvm.donothing() to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}

declare i32 @h(...)

; CHECK-LABEL: declare i32 @h(...)
; CHECK-EMPTY:
; CHECK-NEXT: declare void @llvm.donothing()
; CHECK-EMPTY:
; CHECK-NEXT: declare float @llvm.fabs.f32(float)
; CHECK-EMPTY:
; CHECK-NEXT: declare double @llvm.fabs.f32.1(double)
; CHECK-EMPTY:
; CHECK-NEXT: declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
; CHECK-EMPTY:
; CHECK-NEXT: declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-EMPTY:
; CHECK-NEXT: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NOT: declare

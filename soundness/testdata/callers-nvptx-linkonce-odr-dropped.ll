; Class 3, functions with unknown callers (NVPTX), the reach control: @sum
; is linkonce_odr (a template instance, in its comdat) and the module's
; only calls to it come from a kernel with global pointers. A module that
; uses a linkonce_odr function defines it too, so no other module relies
; on this copy once nothing here references it: the calls move to a clone
; for global memory and the original goes (dropped, as GlobalDCE drops an
; unreferenced linkonce_odr definition), so the default pipeline leaves no
; generic access and the module does not grow. Rodinia's dwt2d keeps its
; whole transform in such functions (FDWT53<...>::run).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=ipmsp %s -o - | FileCheck %s --check-prefix=IPMSP

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$sum = comdat any

; CHECK-NOT: define {{.*}}@sum(
; CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n)
; CHECK-NOT: load float, ptr %
; CHECK: load float, ptr addrspace(1)
; CHECK-NOT: load float, ptr %
; CHECK: store float %{{.*}}, ptr addrspace(1)
; CHECK-NOT: define {{.*}}@sum(

; IPMSP-NOT: define linkonce_odr void @sum(
; IPMSP: define internal float @sum.global(ptr addrspace(1) %p, i32 %n)
; IPMSP-NOT: define linkonce_odr void @sum(
; IPMSP: call float @sum.global(ptr addrspace(1)
; IPMSP: call float @sum.global(ptr addrspace(1)
define linkonce_odr float @sum(ptr %p, i32 %n) comdat {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %q = getelementptr inbounds float, ptr %p, i32 %i
  %v = load float, ptr %q, align 4
  %acc1 = fadd float %acc, %v
  %i1 = add nuw nsw i32 %i, 1
  %done = icmp sge i32 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  ret float %acc1
}

define ptx_kernel void @k(ptr %in, ptr %out, i32 %n) {
entry:
  %a = call float @sum(ptr %in, i32 %n)
  %in2 = getelementptr inbounds float, ptr %in, i32 4
  %b = call float @sum(ptr %in2, i32 %n)
  %c = fadd float %a, %b
  store float %c, ptr %out, align 4
  ret void
}

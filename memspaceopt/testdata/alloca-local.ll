; An alloca is local memory (process-alloca-always): it gets one cast to
; addrspace(5) and its accesses use it. With the option off it stays generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -process-alloca-always=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.lifetime.start.p0(ptr)
declare void @use(ptr)

; CHECK-LABEL: define void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [8 x i32], align 4
; CHECK-NEXT: %buf.local = addrspacecast ptr %buf to ptr addrspace(5)
; CHECK-NEXT: call void @llvm.lifetime.start.p0(ptr %buf)
; CHECK-NEXT: %e = getelementptr inbounds [8 x i32], ptr addrspace(5) %buf.local, i64 0, i64 %i
; CHECK-NEXT: [[BACK:%.*]] = addrspacecast ptr addrspace(5) %e to ptr
; CHECK-NEXT: store i32 7, ptr addrspace(5) %e, align 4
; CHECK-NEXT: call void @use(ptr [[BACK]])
; OFF-LABEL: define void @f(i64 %i)
; OFF: store i32 7, ptr %e, align 4
define void @f(i64 %i) {
entry:
  %buf = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %buf)
  %e = getelementptr inbounds [8 x i32], ptr %buf, i64 0, i64 %i
  store i32 7, ptr %e, align 4
  call void @use(ptr %e)
  ret void
}

; AMDGPU: allocas live in addrspace(5) (private, the "A5" of the data
; layout); a flat pointer made from one by addrspacecast is private, so
; accesses through it use addrspace(5) directly and only a user that needs
; flat gets a cast back. LLVM only accepts allocas in addrspace(5) here, so
; the alloca's type says private and process-alloca-always=false loses
; nothing.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -process-alloca-always=false %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.lifetime.start.p5(ptr addrspace(5))
declare void @use(ptr)

; CHECK-LABEL: define void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [8 x i32], align 4, addrspace(5)
; CHECK-NEXT: call void @llvm.lifetime.start.p5(ptr addrspace(5) %buf)
; CHECK-NEXT: %e = getelementptr inbounds [8 x i32], ptr addrspace(5) %buf, i64 0, i64 %i
; CHECK-NEXT: [[BACK:%.*]] = addrspacecast ptr addrspace(5) %e to ptr
; CHECK-NEXT: store i32 7, ptr addrspace(5) %e, align 4
; CHECK-NEXT: %v = load i32, ptr addrspace(5) %buf, align 4
; CHECK-NEXT: call void @use(ptr [[BACK]])
; CHECK-NEXT: ret void
define void @f(i64 %i) {
entry:
  %buf = alloca [8 x i32], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %buf)
  %gen = addrspacecast ptr addrspace(5) %buf to ptr
  %e = getelementptr inbounds [8 x i32], ptr %gen, i64 0, i64 %i
  store i32 7, ptr %e, align 4
  %v = load i32, ptr %gen, align 4
  call void @use(ptr %e)
  ret void
}

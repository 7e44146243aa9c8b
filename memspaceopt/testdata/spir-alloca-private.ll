; SPIR: an alloca is private memory (addrspace(0)); a generic pointer made
; from it by addrspacecast is private, so accesses through it use the
; alloca directly and only a user that needs generic gets a cast back.
; The alloca's own type already says private, so even with
; process-alloca-always off nothing is lost.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -process-alloca-always=false %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func void @use(ptr addrspace(4))

; CHECK-LABEL: define spir_func void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [8 x i32], align 4
; CHECK-NEXT: call void @llvm.lifetime.start.p0(ptr %buf)
; CHECK-NEXT: %e = getelementptr inbounds [8 x i32], ptr %buf, i64 0, i64 %i
; CHECK-NEXT: [[BACK:%.*]] = addrspacecast ptr %e to ptr addrspace(4)
; CHECK-NEXT: store i32 7, ptr %e, align 4
; CHECK-NEXT: %v = load i32, ptr %buf, align 4
; CHECK-NEXT: call spir_func void @use(ptr addrspace(4) [[BACK]])
; CHECK-NEXT: ret void
define spir_func void @f(i64 %i) {
entry:
  %buf = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %buf)
  %gen = addrspacecast ptr %buf to ptr addrspace(4)
  %e = getelementptr inbounds [8 x i32], ptr addrspace(4) %gen, i64 0, i64 %i
  store i32 7, ptr addrspace(4) %e, align 4
  %v = load i32, ptr addrspace(4) %gen, align 4
  call spir_func void @use(ptr addrspace(4) %e)
  ret void
}

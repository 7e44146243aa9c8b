; SPIR, typed pointers (LLVM 14 style): an alloca is private
; (addrspace(0)); the generic pointer cast from it is private, so the
; address chain (GEP, bitcast) is rebuilt on the alloca itself and only a
; user that needs generic gets a cast back. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -process-alloca-always=false %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare spir_func void @use(i32 addrspace(4)*)

; CHECK-LABEL: define spir_func void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [8 x i32], align 4
; CHECK-NEXT: %b8 = bitcast [8 x i32]* %buf to i8*
; CHECK-NEXT: call void @llvm.lifetime.start.p0i8(i64 32, i8* %b8)
; CHECK-NEXT: %e = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %i
; CHECK-NEXT: [[BACK:%.*]] = addrspacecast i32* %e to i32 addrspace(4)*
; CHECK-NEXT: store i32 7, i32* %e, align 4
; CHECK-NEXT: %first = bitcast [8 x i32]* %buf to i32*
; CHECK-NEXT: %v = load i32, i32* %first, align 4
; CHECK-NEXT: call spir_func void @use(i32 addrspace(4)* [[BACK]])
; CHECK-NEXT: ret void
define spir_func void @f(i64 %i) {
entry:
  %buf = alloca [8 x i32], align 4
  %b8 = bitcast [8 x i32]* %buf to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* %b8)
  %gen = addrspacecast [8 x i32]* %buf to [8 x i32] addrspace(4)*
  %e = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* %gen, i64 0, i64 %i
  store i32 7, i32 addrspace(4)* %e, align 4
  %first = bitcast [8 x i32] addrspace(4)* %gen to i32 addrspace(4)*
  %v = load i32, i32 addrspace(4)* %first, align 4
  call spir_func void @use(i32 addrspace(4)* %e)
  ret void
}

; AMDGPU: llvm.amdgcn.is.shared (LDS, 3) and llvm.amdgcn.is.private
; (scratch, 5) fold to true when the set is exactly that space and to
; false when the set rules it out; a set that holds the space among others
; leaves the test alone.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x i32] poison
@cst = internal addrspace(4) constant [2 x i32] [i32 1, i32 2]

declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)
declare void @sink(i1)

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %g, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca i32, align 4, addrspace(5)
; CHECK-NEXT: %priv = addrspacecast ptr addrspace(5) %buf to ptr
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @lds to ptr)
; CHECK-NEXT: %a6 = call i1 @llvm.amdgcn.is.shared(ptr %m)
; CHECK-NEXT: call void @sink(i1 %a6)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: %n = select i1 %c, ptr %g, ptr %priv
; CHECK-NEXT: %a8 = call i1 @llvm.amdgcn.is.private(ptr %n)
; CHECK-NEXT: call void @sink(i1 %a8)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: ret void
define amdgpu_kernel void @k(ptr %g, i1 %c) {
entry:
  %buf = alloca i32, align 4, addrspace(5)
  %priv = addrspacecast ptr addrspace(5) %buf to ptr
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i64 1
  ; LDS: is.shared true
  %a1 = call i1 @llvm.amdgcn.is.shared(ptr %s)
  call void @sink(i1 %a1)
  ; scratch: is.private true
  %a2 = call i1 @llvm.amdgcn.is.private(ptr %priv)
  call void @sink(i1 %a2)
  ; scratch: is.shared false
  %a3 = call i1 @llvm.amdgcn.is.shared(ptr %priv)
  call void @sink(i1 %a3)
  ; global (kernel parameter): is.private false
  %a4 = call i1 @llvm.amdgcn.is.private(ptr %g)
  call void @sink(i1 %a4)
  ; constant: is.private false
  %a5 = call i1 @llvm.amdgcn.is.private(ptr addrspacecast (ptr addrspace(4) @cst to ptr))
  call void @sink(i1 %a5)
  ; {global, local}: is.shared undecided, is.private false
  %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @lds to ptr)
  %a6 = call i1 @llvm.amdgcn.is.shared(ptr %m)
  call void @sink(i1 %a6)
  %a7 = call i1 @llvm.amdgcn.is.private(ptr %m)
  call void @sink(i1 %a7)
  ; {global, private}: is.private undecided, is.shared false
  %n = select i1 %c, ptr %g, ptr %priv
  %a8 = call i1 @llvm.amdgcn.is.private(ptr %n)
  call void @sink(i1 %a8)
  %a9 = call i1 @llvm.amdgcn.is.shared(ptr %n)
  call void @sink(i1 %a9)
  ret void
}

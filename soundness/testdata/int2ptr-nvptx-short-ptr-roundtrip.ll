; Class 8, inttoptr(ptrtoint p) (NVPTX, short shared pointers), the plain
; sibling: a 32-bit shared pointer converted to i32 and straight back to a
; 32-bit shared pointer, then cast to generic. The round trip is exact, so
; the access may be shared (it may also stay generic); it is never global,
; and isspacep.shared on it must not fold to false.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p3:32:32:32-p4:32:32:32-p5:32:32:32-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr {{(addrspace\(3\) )?}}%
; CHECK-NOT: i1 false
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i32 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspace(3) @tile, i32 %i
  %n = ptrtoint ptr addrspace(3) %s to i32
  %b = inttoptr i32 %n to ptr addrspace(3)
  %p = addrspacecast ptr addrspace(3) %b to ptr
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}

; Class 8, inttoptr(ptrtoint p) that is not a no-op (NVPTX, short shared
; pointers: p3:32:32:32). ptrtoint of a 32-bit shared pointer is a shared
; window offset; zero-extended and turned into a 64-bit generic pointer it
; is a small generic address, not the shared variable's generic address.
; %p must not be shared: it stays generic, and isspacep.shared on it must
; not fold.
; inttoptr(ptrtoint p) keeps the space of p only when the integer is
; exactly as wide as both pointers and reaches the inttoptr unchanged;
; anything else is unknown (spec §2).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p3:32:32:32-p4:32:32:32-p5:32:32:32-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = inttoptr i64 %z64 to ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %out, i32 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspace(3) @tile, i32 %i
  %n = ptrtoint ptr addrspace(3) %s to i32
  %z64 = zext i32 %n to i64
  %p = inttoptr i64 %z64 to ptr
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}

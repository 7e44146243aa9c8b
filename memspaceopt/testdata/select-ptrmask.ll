; select of two pointers in one space (or null) and llvm.ptrmask keep the
; space; the ptrmask call is re-mangled for it.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [16 x i32] undef
@b = internal addrspace(3) global [16 x i32] undef

; CHECK: declare ptr addrspace(3) @llvm.ptrmask.p3.i64(ptr addrspace(3), i64)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-LABEL: define void @f(i1 %c)
; CHECK: %s = select i1 %c, ptr addrspace(3) @a, ptr addrspace(3) @b
; CHECK: store i32 1, ptr addrspace(3) %s
; CHECK: %m = call ptr addrspace(3) @llvm.ptrmask.p3.i64(ptr addrspace(3) %s, i64 -16)
; CHECK: store i32 2, ptr addrspace(3) %m
; CHECK: %z = select i1 %c, ptr addrspace(3) @a, ptr addrspace(3) addrspacecast (ptr null to ptr addrspace(3))
; CHECK: store i32 3, ptr addrspace(3) %z
define void @f(i1 %c) {
entry:
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) @a to ptr), ptr addrspacecast (ptr addrspace(3) @b to ptr)
  store i32 1, ptr %s, align 4
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -16)
  store i32 2, ptr %m, align 4
  %z = select i1 %c, ptr addrspacecast (ptr addrspace(3) @a to ptr), ptr null
  store i32 3, ptr %z, align 4
  ret void
}

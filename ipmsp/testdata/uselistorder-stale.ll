; Inputs made with -emit-llvm-uselists carry uselistorder directives, each
; valid only while its value keeps exactly that many uses. The passes add
; and remove uses (here: the casts of @s fold away, the helper is cloned),
; so the directives must not survive them; a pure round trip keeps them.
; RUN: memspace %s -o - | llvm-as -o %t.bc
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes= %s -o - | FileCheck %s --check-prefix=KEEP
; CHECK-NOT: uselistorder
; KEEP: uselistorder ptr %a, { 2, 1, 0 }
; KEEP: uselistorder ptr addrspace(3) @s, { 1, 0 }
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [4 x i32] undef, align 4

define internal void @h(ptr %q, i32 %v) #0 {
  store i32 %v, ptr %q, align 4
  %r = getelementptr i32, ptr %q, i64 1
  store i32 %v, ptr %r, align 4
  ret void
}

define ptx_kernel void @k(ptr %out) {
  %a = addrspacecast ptr addrspace(3) @s to ptr
  store i32 1, ptr %a, align 4
  call void @h(ptr %a, i32 2)
  %l = load i32, ptr %a, align 4
  %b = addrspacecast ptr addrspace(3) @s to ptr
  call void @h(ptr %b, i32 3)
  store i32 %l, ptr %out, align 4
  ret void
  uselistorder ptr %a, { 2, 1, 0 }
}

uselistorder ptr addrspace(3) @s, { 1, 0 }

attributes #0 = { noinline }

; AMDGPU: the cast folder. (1) a cast to the space its operand already has
; goes away, (2) a cast of a cast becomes one cast, (3) a cast of a kernel
; pointer parameter to global becomes the parameter's one global copy (an
; existing cast at the top of the entry block is that copy, or the one the
; rewrite made for the parameter's own accesses).
; RUN: memspace -passes=memspace-opt -stats %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=STATS

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison

declare void @use(ptr addrspace(1))
declare void @use3(ptr addrspace(3))
declare void @use0(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %p, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %a = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: call void @use(ptr addrspace(1) %a)
; CHECK-NEXT: call void @use(ptr addrspace(1) %a)
; CHECK-NEXT: call void @use3(ptr addrspace(3) @tile)
; CHECK-NEXT: ret void
define amdgpu_kernel void @k(ptr %p, i1 %c) {
entry:
  %a = addrspacecast ptr %p to ptr addrspace(1)
  call void @use(ptr addrspace(1) %a)
  %b = addrspacecast ptr %p to ptr addrspace(1)
  call void @use(ptr addrspace(1) %b)
  %g = addrspacecast ptr addrspace(3) @tile to ptr
  %s = addrspacecast ptr %g to ptr addrspace(3)
  call void @use3(ptr addrspace(3) %s)
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @later(ptr %p, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: %q = getelementptr inbounds i32, ptr addrspace(1) %p.global, i64 %i
; CHECK-NEXT: store i32 0, ptr addrspace(1) %q, align 4
; CHECK-NEXT: br label %next
; CHECK: next:
; CHECK-NEXT: call void @use(ptr addrspace(1) %p.global)
; CHECK-NEXT: ret void
define amdgpu_kernel void @later(ptr %p, i64 %i) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 0, ptr %q, align 4
  br label %next
next:
  %a = addrspacecast ptr %p to ptr addrspace(1)
  call void @use(ptr addrspace(1) %a)
  ret void
}

; A round trip through a concrete space is the original pointer.
; CHECK-LABEL: define void @roundtrip(ptr %u)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @use0(ptr %u)
; CHECK-NEXT: ret void
define void @roundtrip(ptr %u) {
entry:
  %x = addrspacecast ptr %u to ptr addrspace(3)
  %y = addrspacecast ptr addrspace(3) %x to ptr
  call void @use0(ptr %y)
  ret void
}

; STATS: pointers resolved
; STATS: 4 casts folded
; STATS: 0 generic accesses left

; A comparison of two pointers resolved to one space (or of one and null)
; compares the specific pointers.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef

; CHECK-LABEL: define void @f(i64 %i)
; CHECK: %a = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 %i
; CHECK: %b = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 4
; CHECK: %same = icmp eq ptr addrspace(3) %a, %b
; CHECK: %null = icmp ne ptr addrspace(3) %a, addrspacecast (ptr null to ptr addrspace(3))
define void @f(i64 %i) {
entry:
  %a = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %b = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 4
  %same = icmp eq ptr %a, %b
  %null = icmp ne ptr %a, null
  store i32 0, ptr %a, align 4
  ret void
}

; inttoptr(ptrtoint p) keeps p's space (track-int2ptr). Arithmetic on the
; integer makes an unknown pointer; with the option off even the plain
; round trip stays generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -track-int2ptr=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

; CHECK-LABEL: define void @f(i64 %off)
; CHECK: store i32 1, ptr addrspace(3) @tile
; CHECK: store i32 2, ptr %moved
; OFF-LABEL: define void @f(i64 %off)
; OFF: store i32 1, ptr %back
define void @f(i64 %off) {
entry:
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %back = inttoptr i64 %i to ptr
  store i32 1, ptr %back, align 4
  %j = add i64 %i, %off
  %moved = inttoptr i64 %j to ptr
  store i32 2, ptr %moved, align 4
  ret void
}

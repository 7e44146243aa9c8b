; A callee that handles exceptions is inlined only into a caller with the
; same personality function: @none has none (LLVM's inliner would give it
; the callee's; memspace leaves the call, which is valid IR), @same has
; @pers and gets the body, landingpad and resume included. Once the
; landingpad was inlined into @none, which LLVM refuses.
; RUN: memspace -passes=always-inline %s -o %t.ll
; RUN: llvm-as %t.ll -o /dev/null
; RUN: FileCheck %s < %t.ll
; CHECK-LABEL: define void @none() {
; CHECK-NEXT:    call void @f()
; CHECK-LABEL: define void @same() personality ptr @pers {
; CHECK-NOT:     call void @f()
; CHECK:         landingpad { ptr, i32 }
; CHECK:         resume { ptr, i32 }

target triple = "nvptx64-nvidia-cuda"

declare i32 @pers(...)
declare void @may()

define internal void @f() alwaysinline personality ptr @pers {
entry:
  invoke void @may() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}

define void @none() {
  call void @f()
  ret void
}

define void @same() personality ptr @pers {
  call void @f()
  ret void
}

; An invoke of an alwaysinline function is refused with an error naming
; the call (GPU code has no exceptions; only call is inlined).
; RUN: not memspace -passes=always-inline %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; CHECK: error: always-inline: cannot inline 'invoke' of alwaysinline function @f (only call is supported)

target triple = "nvptx64-nvidia-cuda"

define internal void @f() alwaysinline {
  ret void
}

declare i32 @__gxx_personality_v0(...)

define void @g() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @f() to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

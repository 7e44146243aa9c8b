; A phi's fast-math flags followed by metadata attachments: LLVM's text
; parser (14 and 22) returns before it reads the flags back, so they are
; dropped, unchecked, and a clang -g module's "phi contract float ...,
; !dbg" is a phi without flags. memspace reads it so, and so its bitcode
; of the text is llvm-as's. Without metadata the flags stay.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %s -o - | llvm-dis -o - | FileCheck %s

define float @f(i1 %c, float %x, i32 %i) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
; CHECK: %p = phi float [ %x, %a ], [ 0.000000e+00, %entry ], !foo !0
  %p = phi contract float [ %x, %a ], [ 0.000000e+00, %entry ], !foo !0
; CHECK: %q = phi nnan float [ %x, %a ], [ 0.000000e+00, %entry ]
  %q = phi nnan float [ %x, %a ], [ 0.000000e+00, %entry ]
; CHECK: %n = phi i32 [ %i, %a ], [ 0, %entry ], !foo !0
  %n = phi fast i32 [ %i, %a ], [ 0, %entry ], !foo !0
  ret float %p
}

!0 = !{}

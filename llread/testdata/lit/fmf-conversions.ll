; Fast-math flags on fptrunc and fpext (LLVM 20 and later), and on phi,
; select and call of the types LLVM's FPMathOperator allows: floating-point
; scalars and vectors, nested arrays of them, literal structs of one such
; type. They print back where and as LLVM prints them.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

declare { float, float } @pair()
declare [2 x [2 x half]] @grid()

; CHECK-LABEL: define double @conv(float %x, double %d, <2 x float> %v, i32 %i)
define double @conv(float %x, double %d, <2 x float> %v, i32 %i) {
entry:
; CHECK-NEXT: entry:
; CHECK-NEXT: %y = fpext contract float %x to double
; CHECK-NEXT: %h = fptrunc fast double %d to half
; CHECK-NEXT: %f = fptrunc nnan ninf afn double %d to float
; CHECK-NEXT: %w = fpext reassoc nsz arcp <2 x float> %v to <2 x double>
; CHECK-NEXT: %u = uitofp nneg i32 %i to float
; CHECK-NEXT: %e = fpext double %d to fp128
  %y = fpext contract float %x to double
  %h = fptrunc fast double %d to half
  %f = fptrunc afn ninf nnan double %d to float
  %w = fpext arcp nsz reassoc <2 x float> %v to <2 x double>
  %u = uitofp nneg i32 %i to float
  %e = fpext double %d to fp128
  br label %next

; CHECK: next:
; CHECK-NEXT: %p = phi nnan [2 x float] [ zeroinitializer, %entry ]
; CHECK-NEXT: %s = select ninf i1 true, { <2 x float>, <2 x float> } zeroinitializer, { <2 x float>, <2 x float> } zeroinitializer
; CHECK-NEXT: %c = call contract { float, float } @pair()
; CHECK-NEXT: %g = call fast [2 x [2 x half]] @grid()
; CHECK-NEXT: %n = fneg nsz float %x
; CHECK-NEXT: %q = fcmp reassoc olt float %x, %x
next:
  %p = phi nnan [2 x float] [ zeroinitializer, %entry ]
  %s = select ninf i1 true, { <2 x float>, <2 x float> } zeroinitializer, { <2 x float>, <2 x float> } zeroinitializer
  %c = call contract { float, float } @pair()
  %g = call fast [2 x [2 x half]] @grid()
  %n = fneg nsz float %x
  %q = fcmp reassoc olt float %x, %x
  ret double %y
}

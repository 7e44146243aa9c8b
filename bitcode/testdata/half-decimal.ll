; Decimal half and bfloat constants (exact ones, as LLVM accepts): the
; bitcode writer computes their bits.
@a = global [8 x half] [half 1.5, half -2.0, half 65504.0, half 0.000000059604644775390625, half 0.0, half -0.0, half 6.103515625e-05, half 0.333251953125]
@b = global [3 x bfloat] [bfloat 1.5, bfloat -3.0, bfloat 0.0078125]

define void @fn() {
  ret void
}

; ptrauth with the discriminators left out, and given as their defaults.
@pa = global ptr ptrauth (ptr @fn, i32 0, i64 1234)
@pb = global ptr ptrauth (ptr @fn, i32 0)
@pc = global ptr ptrauth (ptr @fn, i32 1, i64 0, ptr null)

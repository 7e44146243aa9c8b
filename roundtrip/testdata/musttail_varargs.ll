; A musttail call in a variadic function forwards the varargs; LLVM prints
; "..." after the arguments. llread rejects it.
define void @f(ptr %p, ...) {
  musttail call void (ptr, ...) @f(ptr %p, ...)
  ret void
}

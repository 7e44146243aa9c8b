; Input of error.ll: a va_arg through a generic pointer, no debug information.
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(4) %ap) {
  %v = va_arg ptr addrspace(4) %ap, i32
  ret i32 %v
}

; Integer literals wider than their type: LLVM's reader truncates them to
; the type's width (and so must we; refusing them was a false error).
@g8 = global i8 300
@g32 = global i32 18446744073709551617
@v = global <2 x i8> <i8 256, i8 -129>
@g128 = global i128 680564733841876926926749214863536422913

define i1 @bits() {
  ret i1 2
}

define i16 @neg() {
  %a = add i16 -32769, 65537
  ret i16 %a
}

define i8 @hex() {
  %a = add i8 u0x1FF, s0x1FF
  ret i8 %a
}

define i65 @wide() {
  ret i65 -36893488147419103233
}

define i32 @sw(i32 %x) {
  switch i32 %x, label %d [
    i32 4294967297, label %one
  ]
one:
  ret i32 1
d:
  ret i32 0
}

; Literals between 2^63 and 2^64 (they were read with their bytes
; reversed: i64 9223372036854775808 came out as 128).
@u64 = global i64 9223372036854775808
@u64b = global i64 12345678901234567890
@u128 = global i128 12345678901234567890
@n64 = global i64 -9223372036854775809

; Arrays and vectors of plain numbers, which LLVM writes as CST_CODE_DATA
; records (strings for i8 arrays), and aggregates it does not.
@a = constant [3 x i32] [i32 1, i32 -2, i32 3]
@b = constant <4 x float> <float 1.0, float 2.0, float 0x7FF8000000000000, float -0.0>
@c = constant [3 x i8] [i8 1, i8 0, i8 3]
@d = constant [3 x i8] [i8 65, i8 66, i8 0]
@e = constant <2 x i16> <i16 -1, i16 7>
@f = constant [2 x i32] [i32 1, i32 undef]
@g = constant [2 x i1] [i1 true, i1 false]
@h = constant [2 x half] [half 0xH3C00, half 0xH0000]
@i = constant [1 x bfloat] [bfloat 0xR3F80]
@j = constant [2 x double] [double 1.5, double 2.0]
@k = constant <4 x i64> splat (i64 -5)
@l = constant [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
define <4 x i32> @v(<4 x i32> %x) {
  %y = add <4 x i32> %x, <i32 1, i32 2, i32 3, i32 4>
  %z = add <4 x i32> %y, splat (i32 9)
  ret <4 x i32> %z
}

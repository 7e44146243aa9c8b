; Hex float spellings LLVM's lexer places digit by digit (short and long
; ones), and x86_fp80 bit patterns LLVM keeps differently: an unnormal is
; a NaN, a pseudo-denormal takes exponent 1.
@k1 = global x86_fp80 0xK1
@k5 = global x86_fp80 0xK12345
@klong = global x86_fp80 0xK123456789012345678901
@unnormal = global x86_fp80 0xK3FFF0000000000000000
@pseudo = global x86_fp80 0xK80008000000000000000
@l1 = global fp128 0xL1
@l17 = global fp128 0xL12345678901234567
@m1 = global ppc_fp128 0xM1
@h = global half 0xH0000012
@r = global bfloat 0xR1

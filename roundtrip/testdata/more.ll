; Rarer global and constant forms.
target datalayout = "e-m:e-i64:64-n32:64"

%T = type { i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) }

@big = global i128 170141183460469231731687303715884105727
@neg = global i128 -18446744073709551616
@i1v = global <2 x i1> <i1 true, i1 false>
@dle = global ptr dso_local_equivalent @fn
@nocfi = global ptr no_cfi @fn
@pa = global ptr ptrauth (ptr @fn, i32 0, i64 1234)
@tok = global [2 x ptr] [ptr @fn, ptr null], align 8
@nested = global { [2 x i8], { i32, [0 x i32] } } { [2 x i8] c"xy", { i32, [0 x i32] } { i32 3, [0 x i32] zeroinitializer } }
@ehf = global float 0x36A0000000000000
@inf = global double 0xFFF0000000000000
@tiny = global double 4.940656e-324
@dn = global double 0x000FFFFFFFFFFFFF
@emptys = global {} zeroinitializer
@i8arr = global [3 x i8] [i8 0, i8 undef, i8 1]
@prot = protected global i32 0
@dll = dllexport global i32 0
@ei = externally_initialized global i32 0
@part = global i32 0, partition "p1"
@addr = global ptr addrspace(3) null
@sanit = global i32 0, no_sanitize_address

define void @fn() prefix i32 1 prologue i8 2 {
  ret void
}

define i32 @uses(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %a, 2
  %z = mul i32 %x, %y
  %w = add i32 %x, %z
  ret i32 %w

; uselistorder directives
  uselistorder i32 %a, { 1, 0 }
  uselistorder i32 %x, { 1, 0 }
}

define void @wideops(<vscale x 4 x i32> %v, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img) {
  %e = extractelement <vscale x 4 x i32> %v, i64 0
  %s = shufflevector <vscale x 4 x i32> %v, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %p = ptrtoaddr ptr null to i64
  ret void
}

define void @calls(ptr %f) {
  call void %f()
  call addrspace(0) void @fn()
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %f, ptr readonly align 4 %f, i64 8, i1 false)
  ret void
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

; uselistorder directives
uselistorder ptr @fn, { 1, 0, 2, 3 }

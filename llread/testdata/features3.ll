; Program address space 1, quoted names, escapes and declarations followed by metadata.
target datalayout = "P1"
@"foo bar" = global i8 0
@ptrs = global [2 x ptr addrspace(1)] [ptr addrspace(1) @f1, ptr addrspace(1) @"quoted fn"]
@ali = alias i8, ptr @"foo bar", partition "p1"
@ifn = ifunc void (), ptr addrspace(1) @resolver
define ptr @resolver() addrspace(1) {
  ret ptr null
}
define void @f1() addrspace(1) prefix i32 7 {
  %"a\22b" = add i32 1, 2
  call addrspace(1) void @f1()
  call void asm sideeffect "mov\0A\09ret", "~{memory},~{dirflag}"()
  ret void, !annotation !{!"a\22\00b"}
}
declare void @"quoted fn"() addrspace(1)
!named = !{!0, !1, !DIExpression()}
!0 = !{!"a", i32 -1, null}
!1 = distinct !{!1}

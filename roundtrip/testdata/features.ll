; Constructs the corpus lacks, to exercise reader and writer together.
source_filename = "features.c"
target datalayout = "e-p:64:64-i64:64-n32:64"
target triple = "x86_64-unknown-linux-gnu"

module asm "  .globl x"
module asm "tab\there"

%struct.S = type { i32, ptr, [2 x float] }
%0 = type { i8, %struct.S }
%"quoted name" = type opaque
%packed = type <{ i8, i32 }>

$cd = comdat any
$"odd comdat" = comdat largest

@g = global i32 7, align 4
@"$dollar" = internal global i8 0
@arr = constant [3 x i16] [i16 1, i16 -2, i16 3]
@str = private unnamed_addr constant [6 x i8] c"a\22b\\\0A\00", align 1
@zero = global %struct.S zeroinitializer
@s = global %struct.S { i32 1, ptr @g, [2 x float] [float 1.500000e+00, float 0x3FB99999A0000000] }, comdat($cd)
@p = global %packed <{ i8 1, i32 2 }>
@vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@splat = global <4 x i32> splat (i32 9)
@fp = global double 0x7FF8000000000000
@hf = global half 0xH3C00
@bf = global bfloat 0xR3F80
@ld = global x86_fp80 0xK4000C000000000000000
@q = global fp128 0xL00000000000000004000000000000000
@tls = thread_local(initialexec) global i32 0
@ext = external global i32
@wk = extern_weak global i32
@hid = hidden global i32 1
@sec = global i32 2, section ".mysec", align 8
@cm = global i32 3, code_model "large"
@ai = global ptr getelementptr inbounds nuw (i8, ptr @g, i64 2)
@ba = global ptr blockaddress(@withblocks, %target)
@ce = global i64 ptrtoint (ptr @g to i64)
@odd = global i32 0, comdat($"odd comdat")
@cd = global i32 0, comdat
@0 = global i32 5
@1 = private global ptr @0
@llvm.used = appending global [1 x ptr] [ptr @g], section "llvm.metadata"

@al = alias i32, ptr @g
@ifn = ifunc void (), ptr @resolver

define ptr @resolver() {
  ret ptr null
}

define i32 @withblocks(i32 %x, ptr %p) personality ptr @pers {
entry:
  %a = alloca i32, align 4
  %b = alloca i8, i32 %x, align 1
  %c = alloca [4 x i32], align 16, addrspace(5)
  store volatile i32 %x, ptr %a, align 4
  %l = load atomic i32, ptr %p seq_cst, align 4
  %ll = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic i32 %l, ptr %p release, align 4
  fence syncscope("agent") acq_rel
  %rmw = atomicrmw xchg ptr %p, i32 1 monotonic, align 4
  %rmwf = atomicrmw volatile fadd ptr %p, float 1.000000e+00 syncscope("x") seq_cst, align 4
  %cx = cmpxchg weak ptr %p, i32 0, i32 1 acq_rel monotonic, align 4
  %cv = extractvalue { i32, i1 } %cx, 0
  %iv = insertvalue { i32, i1 } %cx, i1 false, 1
  switch i32 %x, label %target [
    i32 0, label %next
    i32 7, label %"weird label"
  ]

next:
  %add = add nuw nsw i32 %x, 1
  %sub = sub nsw i32 %add, %x
  %mul = mul nuw i32 %sub, 3
  %sh = shl nuw nsw i32 %mul, 2
  %ud = udiv exact i32 %sh, 4
  %as = ashr exact i32 %ud, 1
  %or = or disjoint i32 %as, 1
  %tr = trunc nuw nsw i32 %or to i8
  %ze = zext nneg i8 %tr to i32
  %ui = uitofp nneg i32 %ze to float
  %cmp = icmp samesign ult i32 %ze, 10
  %fa = fadd fast float %ui, 1.000000e+00
  %fm = fmul reassoc nnan ninf nsz arcp contract afn float %fa, %fa
  %fs = fsub nnan nsz float %fm, 0.000000e+00
  %fn = fneg ninf float %fs
  %fc = fcmp contract olt float %fn, 0.000000e+00
  %sel = select nnan i1 %fc, float %fn, float %fa
  %fr = freeze i32 %ze
  %gep = getelementptr inbounds nuw %struct.S, ptr %p, i64 1, i32 2, i64 1
  %gep2 = getelementptr nusw i8, ptr %p, i32 %ze
  %vg = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %ee = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2
  %ie = insertelement <4 x i32> poison, i32 %ee, i64 0
  %sv = shufflevector <4 x i32> %ie, <4 x i32> undef, <4 x i32> zeroinitializer
  %sv2 = shufflevector <4 x i32> %ie, <4 x i32> %sv, <2 x i32> <i32 7, i32 poison>
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr addrspace(1)
  %asc = addrspacecast ptr addrspace(1) %ip to ptr
  %bc = bitcast <4 x i32> %sv to <2 x i64>
  %va = va_arg ptr %p, i32
  %call = call fast float @fmath(float %sel) #0
  %tcall = tail call i32 (ptr, ...) @printf(ptr @str, i32 %fr) #1
  %ncall = notail call i32 @callee(i32 noundef signext %x, ptr nonnull align 4 dereferenceable(8) %p)
  %asm = call i32 asm sideeffect "mov $0, $1", "=r,r,~{dirflag}"(i32 %x)
  %bnd = call i32 @callee(i32 1, ptr null) [ "deopt"(i32 %x, ptr %p), "custom"() ]
  %inv = invoke i32 @callee(i32 2, ptr %p)
          to label %cont unwind label %lpad

cont:
  %ph = phi i32 [ %inv, %next ], [ 0, %lpad2 ]
  %fr.z = zext i32 %ph to i64
  br i1 %cmp, label %target, label %"weird label", !prof !13

"weird label":
  indirectbr ptr blockaddress(@withblocks, %target), [label %target, label %next]

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @g
          filter [1 x ptr] [ptr @g]
  br label %lpad2

lpad2:
  br label %cont

target:
  %r = phi i32 [ 0, %entry ], [ %add, %cont ], [ 1, %"weird label" ]
  ret i32 %r

dead:
  unreachable
}

define void @eh() personality ptr @pers {
  invoke void @thrower()
          to label %ok unwind label %cs

ok:
  ret void

cs:
  %sw = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %ok

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
}

define void @resume(ptr %e) personality ptr @pers {
  resume { ptr, i32 } { ptr null, i32 0 }
}

define i32 @callbr(i32 %x) {
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %a [label %b]

a:
  ret i32 %r

b:
  ret i32 0
}

define internal fastcc void @attrs(ptr noalias nocapture sret(%struct.S) align 8 %0, ptr byval(%struct.S) %1, i32 inreg %2) unnamed_addr #2 section "text.x" align 16 gc "shadow-stack" !dbg !9 {
  ret void
}

declare !dbg !15 void @declmd()

declare i32 @pers(...)

declare void @thrower()

declare float @fmath(float)

declare i32 @printf(ptr, ...)

declare i32 @callee(i32, ptr)

define void @unnamed.blocks(i1 %c) {
  br i1 %c, label %2, label %3

2:
  br label %3

3:
  ret void
}

define void @dbgrecords(i32 %x) !dbg !14 {
    #dbg_value(i32 %x, !10, !DIExpression(DW_OP_plus_uconst, 1), !12)
    #dbg_value(!DIArgList(i32 %x, i32 1), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !12)
    #dbg_declare(ptr null, !10, !DIExpression(), !12)
  ret void, !dbg !12
}

attributes #0 = { nounwind memory(none) }
attributes #1 = { "no-builtins" "target-cpu"="x86-64" }
attributes #2 = { noinline optnone uwtable(sync) allockind("alloc") alignstack=16 }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!named.with\2Fslash = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang \22x\22", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "features.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"PIC Level", i32 2}
!5 = !{!"str", i64 -1, float 2.500000e+00, null, !2, !{!"inline"}}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DISubroutineType(types: !8)
!8 = !{!6, !6}
!9 = distinct !DISubprogram(name: "withblocks", scope: !1, file: !1, line: 3, type: !7, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!10 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 3, type: !6)
!11 = !DILocation(line: 4, column: 2, scope: !14)
!12 = !DILocation(line: 5, column: 7, scope: !9, inlinedAt: !11)
!13 = !{!"branch_weights", i32 1, i32 2000}
!14 = distinct !DISubprogram(name: "dbgrecords", scope: !1, file: !1, line: 9, type: !7, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DISubprogram(name: "declmd", scope: !1, file: !1, line: 20, type: !7, spFlags: 0)

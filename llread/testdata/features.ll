; ModuleID = 'features'
source_filename = "features.c"
target datalayout = "e-p:64:64-i64:64-A5-G1"
target triple = "amdgcn-amd-amdhsa"

module asm "# module asm line 1"
module asm "# \22quoted\22"

$comdat1 = comdat any
$comdat2 = comdat largest
$g6 = comdat any
$"quoted comdat" = comdat nodeduplicate

%struct.S = type { i32, ptr, [4 x float] }
%struct.P = type <{ i8, i32 }>
%opaque = type opaque
%struct.Rec = type { ptr, ptr }
%0 = type { i64, i64 }
%"quoted type" = type { i8 }
%alias.i32 = type i32

declare void @declared(ptr noundef nonnull align 4 dereferenceable(16), i32 signext, ...) #0

@g1 = addrspace(1) global i32 42, align 4
@g2 = internal addrspace(3) global [16 x float] undef, align 16
@g3 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@g4 = external addrspace(1) global i32
@g5 = weak_odr dso_local addrspace(1) global %struct.S { i32 1, ptr null, [4 x float] [float 1.0, float 2.5, float -0.0, float 0x7FF8000000000000] }, comdat($comdat1), align 8
@g6 = linkonce_odr hidden addrspace(1) global i32 0, comdat
@comdat2 = weak addrspace(1) global i64 0, comdat, align 8
@g7 = thread_local(initialexec) addrspace(1) global i32 0
@g8 = addrspace(1) externally_initialized global i32 0, section ".data.x", partition "part", code_model "large"
@g9 = addrspace(1) global ptr addrspace(1) @g1
@g10 = addrspace(1) global ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @g1, i64 4)
@g11 = addrspace(1) global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@g12 = addrspace(1) global <4 x i32> splat (i32 7)
@g13 = addrspace(1) global %struct.P <{ i8 1, i32 2 }>
@g14 = addrspace(1) global i128 -170141183460469231731687303715884105728
@g15 = addrspace(1) global i64 u0xFFFFFFFFFFFFFFFF
@g16 = addrspace(1) global half 0xH3C00
@g17 = addrspace(1) global bfloat 0xR3F80
@g18 = addrspace(1) global x86_fp80 0xK4000C000000000000000
@g19 = addrspace(1) global fp128 0xL00000000000000004000000000000000
@g20 = addrspace(1) global ppc_fp128 0xM3FF00000000000000000000000000000
@g21 = addrspace(1) global { i32, %0 } zeroinitializer
@g22 = addrspace(1) global ptr addrspace(1) @later
@later = addrspace(1) global i32 5
@g23 = addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @g1 to ptr), ptr null]
@g24 = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @g1 to i64), i64 8)
@g25 = addrspace(1) global ptr blockaddress(@func_ba, %bb2)
@g26 = addrspace(1) global ptr dso_local_equivalent @declared
@g27 = addrspace(1) global ptr no_cfi @declared
@g28 = addrspace(1) global double 1.000000e+100
@g29 = addrspace(1) global float 0x3FB99999A0000000
@g30 = addrspace(1) global i1 true
@g31 = addrspace(1) global %"quoted type" zeroinitializer, !dbg !0
@"quoted global" = addrspace(1) global i8 0, no_sanitize_address
@0 = addrspace(1) global i32 0
@1 = private addrspace(1) constant i32 1
@g32 = addrspace(1) global ptr addrspace(1) getelementptr inbounds nuw ({ [4 x ptr] }, ptr addrspace(1) @g1, i32 0, i32 0, i32 2)
@g33 = addrspace(1) global <2 x i64> <i64 poison, i64 undef>

@two = addrspace(1) global i32 2
@u1 = addrspace(1) global ptr addrspace(1) @two
@u2 = addrspace(1) global ptr addrspace(1) @two
@g34 = addrspace(1) global ptr blockaddress(@func_ba, %bb2)

@alias1 = alias i32, ptr addrspace(1) @g1
@alias2 = internal alias i32, ptr addrspace(1) @g1
@ifunc1 = ifunc void (), ptr @resolver

define ptr @resolver() {
  ret ptr null
}


declare i32 @llvm.amdgcn.workitem.id.x() #1

declare void @llvm.experimental.noalias.scope.decl(metadata)

define amdgpu_kernel void @kernel(ptr addrspace(1) noalias nocapture noundef readonly align 4 %in, ptr addrspace(1) writeonly %out, i32 range(i32 0, 1024) %n) local_unnamed_addr #2 !dbg !5 !kernel_arg_addr_space !10 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x() #3
  %cmp = icmp samesign ult i32 %id, %n
  br i1 %cmp, label %body, label %exit, !prof !11

body:                                             ; preds = %entry
  %idx = zext nneg i32 %id to i64
  %p = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4, !tbaa !12, !noalias.addrspace !13
  %w = fmul fast float %v, 2.000000e+00
  %x = fadd nnan ninf float %w, 0x3FF0000000000000
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %x, ptr addrspace(1) %q, align 4
  #dbg_value(ptr addrspace(1) %q, !7, !DIExpression(), !9)
  br label %exit

exit:                                             ; preds = %body, %entry
  ret void
}

define i32 @arith(i32 %a, i32 %b) {
  %1 = add nuw nsw i32 %a, %b
  %2 = sub nsw i32 %1, 1
  %3 = mul i32 %2, %2
  %4 = udiv exact i32 %3, 2
  %5 = sdiv i32 %4, -3
  %6 = urem i32 %5, 7
  %7 = srem i32 %6, 5
  %8 = shl nuw i32 %7, 1
  %9 = lshr exact i32 %8, 1
  %10 = ashr i32 %9, 2
  %11 = and i32 %10, 255
  %12 = or disjoint i32 %11, 256
  %13 = xor i32 %12, -1
  %14 = trunc nuw nsw i32 %13 to i16
  %15 = sext i16 %14 to i64
  %16 = sitofp i64 %15 to double
  %17 = fptrunc double %16 to float
  %18 = fpext float %17 to double
  %19 = fptosi double %18 to i32
  %20 = uitofp nneg i32 %19 to float
  %21 = fptoui float %20 to i8
  %22 = zext i8 %21 to i32
  %23 = fneg float %20
  %24 = frem float %23, 3.0
  %25 = fcmp olt float %24, 0.0
  %26 = select i1 %25, i32 %22, i32 %a
  %27 = freeze i32 %26
  ret i32 %27
}

define ptr addrspace(5) @memops(ptr %p, i32 %v) {
entry:
  %a = alloca i32, align 4, addrspace(5)
  %b = alloca [4 x i32], i32 2, align 16, addrspace(5)
  %c = alloca inalloca i8, align 1, addrspace(5)
  store volatile i32 %v, ptr addrspace(5) %a, align 4
  %l = load atomic i32, ptr %p syncscope("agent") acquire, align 4
  store atomic i32 %l, ptr %p seq_cst, align 4
  %cx = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("workgroup") acq_rel monotonic, align 4
  %cv = extractvalue { i32, i1 } %cx, 0
  %ok = extractvalue { i32, i1 } %cx, 1
  %rmw = atomicrmw volatile add ptr %p, i32 1 monotonic, align 4
  %rmwf = atomicrmw fadd ptr %p, float 1.0 syncscope("agent") seq_cst, align 4
  %rmwx = atomicrmw xchg ptr %p, ptr null acquire
  fence syncscope("singlethread") release
  fence seq_cst
  ret ptr addrspace(5) %b
}

define <4 x float> @vectors(<4 x float> %a, <4 x float> %b, float %s) {
  %e = extractelement <4 x float> %a, i32 0
  %i = insertelement <4 x float> %b, float %s, i64 1
  %sh = shufflevector <4 x float> %a, <4 x float> %i, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %z = shufflevector <4 x float> %a, <4 x float> poison, <4 x i32> zeroinitializer
  %c = fcmp fast oeq <4 x float> %sh, %z
  %sel = select <4 x i1> %c, <4 x float> %sh, <4 x float> %z
  %agg = insertvalue { float, <4 x float> } undef, <4 x float> %sel, 1
  %ex = extractvalue { float, <4 x float> } %agg, 1
  %vp = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
  ret <4 x float> %ex
}

define i32 @control(i32 %x, ptr %addr) personality ptr @personality {
entry:
  switch i32 %x, label %default [
    i32 0, label %a
    i32 1, label %b
    i32 -5, label %a
  ]

a:
  %r = invoke i32 @may_throw(i32 %x) to label %cont unwind label %lpad

b:
  indirectbr ptr %addr, [label %a, label %default]

cont:
  %phi = phi i32 [ %r, %a ]
  br label %loop

loop:
  %i = phi i32 [ 0, %cont ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, 10
  br i1 %done, label %default, label %loop

lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr null filter [1 x ptr] [ptr null]
  resume { ptr, i32 } %lp

default:
  ret i32 0
}

declare i32 @may_throw(i32)
declare i32 @personality(...)

define void @eh() personality ptr @personality {
entry:
  invoke void @thrower() to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %exit

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

exit:
  ret void
}

declare void @thrower()

define void @calls(ptr %fp, i32 %x) {
  call void %fp(i32 %x)
  %r = call i32 (ptr, ...) @varfn(ptr null, i32 1, double 2.0)
  call void asm sideeffect "s_nop $0", "i"(i32 1)
  %a = call i32 asm "v_mov $0, $1", "=v,v"(i32 %x)
  notail call void @declared(ptr nonnull %fp, i32 signext 1) [ "deopt"(i32 1, i64 2), "gc-live"() ]
  musttail call void @calls(ptr %fp, i32 %x)
  ret void
}

declare i32 @varfn(ptr, ...)

define void @callbr_fn(i32 %x) {
entry:
  callbr void asm "", "r,!i"(i32 %x) to label %fall [label %indirect]

fall:
  ret void

indirect:
  ret void
}

define void @func_ba() {
entry:
  br label %bb2

bb2:
  ret void
}

define float @fpcall(float %x) {
  %r = call fast float @llvm.fabs.f32(float %x)
  %v = va_arg ptr null, i32
  ret float %r
}

declare float @llvm.fabs.f32(float)

define void @dbg(i32 %x) !dbg !21 {
  call void @llvm.experimental.noalias.scope.decl(metadata !18)
  #dbg_value(!DIArgList(i32 %x, i32 %x), !23, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !22)
  #dbg_declare(ptr null, !23, !DIExpression(), !22)
  ret void, !dbg !22
}

define internal fastcc void @fwd_use() unnamed_addr section ".text.x" align 16 gc "shadow-stack" prefix i32 123 prologue i8 1 {
entry:
  br label %next

next:
  %a = phi i32 [ 0, %entry ], [ %b, %next ]
  %b = add i32 %a, 1
  br label %next
}

define void @uselist() {
  %a = add i32 1, 2
  %b = add i32 %a, 1
  %c = add i32 %a, 2
  ret void
  uselistorder i32 %a, { 1, 0 }
}

define coldcc void @ccn() #4 {
  ret void
}

define cc 99 void @ccnum() {
  ret void
}

define spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @tgtext(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img) {
  ret target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img
}

define void @attrs(ptr byval(%struct.S) align 8 %a, ptr sret(%struct.S) %b, float nofpclass(nan inf) %c, ptr initializes((0, 4), (8, 12)) %d, ptr captures(address, read_provenance) %e, ptr dead_on_unwind writable %f) memory(argmem: readwrite, inaccessiblemem: read) {
  ret void
}

uselistorder ptr addrspace(1) @two, { 1, 0 }
uselistorder_bb @func_ba, %bb2, { 1, 0 }

attributes #0 = { nounwind "frame-pointer"="all" "no-trapping-math" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" alignstack=16 }
attributes #3 = { nounwind }
attributes #4 = { uwtable(sync) vscale_range(1,16) }

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3, !4}
!named.empty = !{}

!0 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "f.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "kernel", scope: !2, file: !2, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1, retainedNodes: !{})
!6 = !DISubroutineType(types: !{null})
!7 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !2, line: 1, type: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 3, scope: !5)
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"branch_weights", i32 1, i32 2000}
!12 = !{!15, !15, i64 0}
!13 = !{i32 3, i32 4, i32 5, i32 6}
!14 = distinct !DIGlobalVariable(name: "g31", scope: !1, file: !2, line: 3, type: !8, isLocal: false, isDefinition: true)
!15 = !{!"float", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"scope"}
!20 = distinct !{!20, !"domain"}
!21 = distinct !DISubprogram(name: "dbg", scope: !2, file: !2, line: 9, type: !6, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !1)
!22 = !DILocation(line: 10, column: 1, scope: !21)
!23 = !DILocalVariable(name: "y", arg: 1, scope: !21, file: !2, line: 9, type: !8)

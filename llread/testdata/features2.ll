; More LLVM 19-22 syntax.
target triple = "nvptx64-nvidia-cuda"

%vt = type { [4 x ptr] }

@vt = constant %vt zeroinitializer
@vtref = global ptr getelementptr inbounds inrange(-8, 16) (%vt, ptr @vt, i32 0, i32 0, i32 2)
@tagged = global i32 0, sanitize_memtag
@splatp = global <2 x ptr> splat (ptr null)
@"\01weird name" = global i8 0
@h = global half 1.5
@bf = global bfloat 2.0
@x80 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@hh = global half 0x3FF0000000000000
@fl = global float 0x3FB99999A0000000
@nan = global double 0x7FF8000000000001
@negz = global float -0.0
@bigd = global double 1.0e300
@i128 = global i128 u0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
@s0x = global i32 s0x7F
@arr0 = global [0 x i32] []
@emptys = global {} {}
@emptyp = global <{}> <{}>
@str = private unnamed_addr constant [4 x i8] c"\00\FF\22\5C", align 1

define i64 @casts(ptr %p, <4 x float> %v) {
entry:
  %a = ptrtoaddr ptr %p to i64
  %f = freeze <4 x float> %v
  %n = fneg nnan <4 x float> %f
  %s = select nnan i1 true, float 1.0, float 2.0
  %g = getelementptr nusw nuw i8, ptr %p, i64 4
  %vp = getelementptr i32, ptr %p, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %l = load <4 x float>, ptr %g, align 16, !nontemporal !0, !invariant.load !1
  %m = atomicrmw fmaximum ptr %g, float 1.0 syncscope("agent-one-as") monotonic, align 4
  %u = atomicrmw usub_sat ptr %g, i32 1 seq_cst
  ret i64 %a
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %x) {
  %y = add <vscale x 4 x i32> %x, splat (i32 1)
  %z = shufflevector <vscale x 4 x i32> %y, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %z
}

define void @eh() personality ptr @pers {
entry:
  invoke void @thrower() to label %ok unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %catch] unwind label %cleanup

catch:
  %cp = catchpad within %cs [ptr null]
  call void @thrower() [ "funclet"(token %cp) ]
  catchret from %cp to label %ok

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

ok:
  ret void
}

declare void @thrower()
declare i32 @pers(...)

define void @labels(i1 %c) {
entry:
  br label %"quoted label"

"quoted label":
  br i1 %c, label %"quoted label", label %-dash

-dash:
  br label %.dot

.dot:
  br label %$dollar

$dollar:
  ret void
}

define void @dbg(i32 %x) !dbg !4 {
  #dbg_value(i32 %x, !7, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !8)
  #dbg_label(!9, !8)
  %a = alloca i32, align 4, !DIAssignID !10
  #dbg_assign(i32 %x, !7, !DIExpression(), !10, ptr %a, !DIExpression(), !8)
  ret void, !dbg !8
}

define void @attrs(ptr dead_on_return %p, ptr nocapture %q) nocreateundeforpoison {
  ret void
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11}
!0 = !{i32 1}
!1 = !{}
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "x.c", directory: "/")
!4 = distinct !DISubprogram(name: "dbg", scope: !3, file: !3, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !2)
!5 = !DISubroutineType(types: !6)
!6 = !{null, !12}
!7 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !3, line: 1, type: !12)
!8 = !DILocation(line: 1, column: 1, scope: !4)
!9 = !DILabel(scope: !4, name: "L", file: !3, line: 2)
!10 = distinct !DIAssignID()
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

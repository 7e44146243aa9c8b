; Inlined code keeps its source positions: each copied location gains
; inlinedAt, the call's location, and a location that was itself inlined
; keeps its chain, now ending at the outer call. Loop IDs get copies whose
; locations are inlined too. llvm-as-22 verifies the debug info (a
; location whose scope belongs to another function is rejected).
; RUN: memspace -passes=always-inline -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; The inlinings, as clang's -Rpass prints them (callee first):
; RUN: memspace -passes=always-inline -pass-remarks=always-inline %s -o %t.2.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: k.cu:11:5: remark: 'inner' inlined into 'outer' with (cost=always): always inline attribute [-Rpass=always-inline]
; REMARK-NEXT: k.cu:20:3: remark: 'outer' inlined into 'k' with (cost=always): always inline attribute [-Rpass=always-inline]

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal void @inner(ptr %p) alwaysinline !dbg !20 {
entry:
    #dbg_value(ptr %p, !22, !DIExpression(), !23)
  store float 1.0, ptr %p, align 4, !dbg !23
  ret void, !dbg !23
}

define internal void @outer(ptr %p, i32 %n) alwaysinline !dbg !10 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  call void @inner(ptr %p), !dbg !12
  %j = add i32 %i, 1
  %d = icmp eq i32 %j, %n
  br i1 %d, label %exit, label %loop, !dbg !12, !llvm.loop !30
exit:
  ret void, !dbg !13
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: #dbg_value(ptr %g, ![[VAR:[0-9]+]], !DIExpression(), ![[INNERLOC:[0-9]+]])
; CHECK: store float 1.000000e+00, ptr %g, align 4, !dbg ![[INNERLOC]]
; CHECK: !llvm.loop ![[LOOP:[0-9]+]]
; CHECK-NOT: define internal
define ptx_kernel void @k(ptr %g, i32 %n) !dbg !14 {
entry:
  call void @outer(ptr %g, i32 %n), !dbg !15
  ret void, !dbg !15
}

; CHECK-DAG: ![[KLOC:[0-9]+]] = !DILocation(line: 20, column: 3, scope: ![[KSP:[0-9]+]])
; CHECK-DAG: ![[OUTERCALL:[0-9]+]] = !DILocation(line: 11, column: 5, scope: !{{[0-9]+}}, inlinedAt: ![[KLOC]])
; CHECK-DAG: ![[INNERLOC]] = !DILocation(line: 3, column: 7, scope: !{{[0-9]+}}, inlinedAt: ![[OUTERCALL]])
; CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[LOOPSTART:[0-9]+]],
; CHECK-DAG: ![[LOOPSTART]] = !DILocation(line: 10, column: 3, scope: !{{[0-9]+}}, inlinedAt: ![[KLOC]])

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!10 = distinct !DISubprogram(name: "outer", scope: !1, file: !1, line: 9, type: !4, scopeLine: 9, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocation(line: 10, column: 3, scope: !10)
!12 = !DILocation(line: 11, column: 5, scope: !10)
!13 = !DILocation(line: 13, column: 1, scope: !10)
!14 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 19, type: !4, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DILocation(line: 20, column: 3, scope: !14)
!20 = distinct !DISubprogram(name: "inner", scope: !1, file: !1, line: 2, type: !4, scopeLine: 2, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !DILocalVariable(name: "p", arg: 1, scope: !20, file: !1, line: 2, type: !24)
!23 = !DILocation(line: 3, column: 7, scope: !20)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!30 = distinct !{!30, !11, !13}

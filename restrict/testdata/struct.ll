; Restrict reached through a struct field. The front end marked the
; by-value struct %s (whose fields are restrict pointers): by default the
; pass warns and follows nothing; with -allow-restrict-in-struct the
; pointers loaded from the struct (which the function never writes) are
; roots, all with %s's scope, distinct from the root %r.
; RUN: memspace -passes=process-restrict %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s --check-prefix=OFF < %t.ll
; RUN: memspace -passes=process-restrict -allow-restrict-in-struct %s -o %t.on.ll 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: FileCheck %s --check-prefix=ON < %t.on.ll
; RUN: llvm-as %t.on.ll -o %t.bc
; RUN: memspace -passes=process-restrict -allow-restrict-in-struct %t.on.ll -o %t.on2.ll
; RUN: cmp %t.on.ll %t.on2.ll

; WARN: k.cu:3: warning: function contains restrict keyword in struct
; WARN: struct.ll:@written: warning: function contains restrict keyword in struct
; WARN-NOT: @scalar
; QUIET-NOT: warning

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { ptr, ptr }

; OFF-LABEL: define void @k(
; OFF: store float 1.000000e+00, ptr %a, align 4{{$}}
; OFF: store float 2.000000e+00, ptr %b, align 4{{$}}
; OFF: store float 3.000000e+00, ptr %r, align 4, !alias.scope
; ON-LABEL: define void @k(
define void @k(ptr byval(%struct.Pair) align 8 "user_specified_restrict_scope"="1" %s, ptr noalias %r) !dbg !5 {
  %fa = getelementptr inbounds %struct.Pair, ptr %s, i32 0, i32 0
  %a = load ptr, ptr %fa, align 8
  %fb = getelementptr inbounds i8, ptr %s, i64 8
  %b = load ptr, ptr %fb, align 8
  ; ON: store float 1.000000e+00, ptr %a, align 4, !alias.scope ![[S:[0-9]+]], !noalias ![[R:[0-9]+]]
  store float 1.0, ptr %a, align 4
  ; ON: store float 2.000000e+00, ptr %b, align 4, !alias.scope ![[S]], !noalias ![[R]]
  store float 2.0, ptr %b, align 4
  ; ON: store float 3.000000e+00, ptr %r, align 4, !alias.scope ![[R]], !noalias ![[S]]
  store float 3.0, ptr %r, align 4
  ret void
}

; The struct is written here: a field need not hold the restrict pointer
; any more, so even when allowed it is not followed.
; ON-LABEL: define void @written(
; ON: store float 1.000000e+00, ptr %a, align 4{{$}}
define void @written(ptr byval(%struct.Pair) align 8 "user_specified_restrict_scope"="1" %s, ptr %other) {
  store ptr %other, ptr %s, align 8
  %a = load ptr, ptr %s, align 8
  store float 1.0, ptr %a, align 4
  ret void
}

; Keys on a scalar are no restrict in a struct: ignored, no warning.
; ON-LABEL: define void @scalar(
; ON: store i32 %n, ptr %p, align 4, !alias.scope
define void @scalar(i32 "user_specified_restrict_scope"="1" %n, ptr noalias %p) {
  store i32 %n, ptr %p, align 4
  ret void
}

; ON-DAG: ![[SS:[0-9]+]] = distinct !{![[SS]], ![[DOM:[0-9]+]], !"restrict.scope.1.s"}
; ON-DAG: ![[SR:[0-9]+]] = distinct !{![[SR]], ![[DOM]], !"restrict.scope.2.r"}
; ON-DAG: ![[S]] = !{![[SS]]}
; ON-DAG: ![[R]] = !{![[SR]]}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}

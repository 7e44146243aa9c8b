; A clone of a function with debug info gets its own DISubprogram (LLVM's
; verifier rejects two functions attached to one), its locations point
; into the new subprogram, and #dbg_value records of a specialized
; parameter keep naming the parameter. llvm-as checks the result.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %s -o %t.pipe.ll
; RUN: llvm-as %t.pipe.ll -o %t.pipe.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr %p, float %f) #0 !dbg !5 {
entry:
    #dbg_value(ptr %p, !9, !DIExpression(), !11)
  %v = load float, ptr %p, align 4, !dbg !11
  %m = fmul float %v, %f, !dbg !11
  store float %m, ptr %p, align 4, !dbg !12
  ret void, !dbg !12
}

define ptx_kernel void @k(ptr %g, float %f) !dbg !13 {
entry:
  call void @scale(ptr %g, float %f), !dbg !14
  ret void, !dbg !14
}

attributes #0 = { noinline nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !DISubroutineType(types: !{null})
!5 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!6 = !{!9}
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!9 = !DILocalVariable(name: "p", arg: 1, scope: !5, file: !1, line: 3, type: !8)
!11 = !DILocation(line: 4, column: 3, scope: !5)
!12 = !DILocation(line: 5, column: 3, scope: !5)
!13 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 8, type: !4, scopeLine: 8, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DILocation(line: 9, column: 3, scope: !13)

; CHECK-LABEL: define void @scale(ptr %p, float %f) "nvvm.as"="0" #0 !dbg !5 {
; CHECK:       define internal void @scale.global(ptr addrspace(1) %p, float %f) alwaysinline nounwind "nvvm.as"="1" !dbg [[SP:![0-9]+]] {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p.gen = addrspacecast ptr addrspace(1) %p to ptr
; CHECK-NEXT:      #dbg_value(ptr addrspace(1) %p, [[VAR:![0-9]+]], !DIExpression(), [[LOC:![0-9]+]])
; CHECK-NEXT:    %v = load float, ptr %p.gen, align 4, !dbg [[LOC]]
; CHECK:       [[SP]] = distinct !DISubprogram(name: "scale"
; CHECK:       [[VAR]] = !DILocalVariable(name: "p", arg: 1, scope: [[SP]]
; CHECK:       [[LOC]] = !DILocation(line: 4, column: 3, scope: [[SP]])

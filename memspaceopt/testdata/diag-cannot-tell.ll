; A pointer that ends with several spaces stays generic and is reported
; at its access's source position, with one note per space naming where
; it came from.
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] undef, !dbg !10

; CHECK: k.cu:6:7: warning: Cannot tell what pointer points to, assuming global memory space
; CHECK-NEXT: k.cu:3: note: global: kernel parameter 'g'
; CHECK-NEXT: k.cu:2: note: shared: from @tile
define ptx_kernel void @k(ptr %g, i1 %c) !dbg !5 {
entry:
  %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr), !dbg !8
  store i32 1, ptr %m, align 4, !dbg !9
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 5, column: 12, scope: !5)
!9 = !DILocation(line: 6, column: 7, scope: !5)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "tile", scope: !0, file: !1, line: 2, type: !12, isLocal: true, isDefinition: true)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!10}

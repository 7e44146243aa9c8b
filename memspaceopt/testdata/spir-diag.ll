; SPIR: the two warnings of memspace-opt, at the source positions of the
; accesses' !dbg. A pointer that ends with several spaces stays generic and
; gets "Cannot tell ...", with one note per space naming where it came
; from (the kernel's line for its parameter, the variable's line for
; @tile). A pointer with no evidence at all (an internal function only
; ever called with null) is lowered as global and reported.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef, !dbg !10

; DIAG: k.cl:11:3: warning: assuming global memory space
; DIAG-NEXT: k.cl:6:7: warning: Cannot tell what pointer points to, assuming global memory space
; DIAG-NEXT: k.cl:3: note: global: kernel parameter 'g'
; DIAG-NEXT: k.cl:2: note: local: from @tile
; DIAG-NOT: warning

; CHECK-LABEL: define internal spir_func void @h(ptr addrspace(4) %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.global = addrspacecast ptr addrspace(4) %p to ptr addrspace(1)
; CHECK-NEXT: store i32 0, ptr addrspace(1) %p.global, align 4, !dbg
define internal spir_func void @h(ptr addrspace(4) %p) !dbg !14 {
entry:
  store i32 0, ptr addrspace(4) %p, align 4, !dbg !15
  ret void
}

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %g, i1 %c)
; CHECK: store i32 1, ptr addrspace(4) %m, align 4, !dbg !{{[0-9]+}}, !noalias.addrspace
define spir_kernel void @k(ptr addrspace(4) %g, i1 %c) !dbg !5 {
entry:
  %m = select i1 %c, ptr addrspace(4) %g, ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), !dbg !8
  store i32 1, ptr addrspace(4) %m, align 4, !dbg !9
  call spir_func void @h(ptr addrspace(4) null), !dbg !16
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13)
!1 = !DIFile(filename: "k.cl", directory: "/src")
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
!14 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit, unit: !0)
!15 = !DILocation(line: 11, column: 3, scope: !14)
!16 = !DILocation(line: 7, column: 3, scope: !5)

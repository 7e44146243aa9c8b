; AMDGPU: the two warnings of memspace-opt, at the source positions of the
; accesses' !dbg. A pointer that ends with several spaces stays flat and
; gets "Cannot tell ...", with one note per space naming where it came
; from (the kernel's line for its parameter, the variable's line for
; @tile). A pointer with no evidence at all (an internal function only
; ever called with null) is lowered as global and reported.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [8 x i32] poison, !dbg !10

; DIAG: k.hip:11:3: warning: assuming global memory space
; DIAG-NEXT: k.hip:6:7: warning: Cannot tell what pointer points to, assuming global memory space
; DIAG-NEXT: k.hip:3: note: global: kernel parameter 'g'
; DIAG-NEXT: k.hip:2: note: local: from @tile
; DIAG-NOT: warning

; CHECK-LABEL: define internal void @h(ptr %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: store i32 0, ptr addrspace(1) %p.global, align 4, !dbg
define internal void @h(ptr %p) !dbg !14 {
entry:
  store i32 0, ptr %p, align 4, !dbg !15
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %g, i1 %c)
; CHECK: store i32 1, ptr %m, align 4, !dbg !{{[0-9]+}}, !noalias.addrspace
define amdgpu_kernel void @k(ptr %g, i1 %c) !dbg !5 {
entry:
  %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr), !dbg !8
  store i32 1, ptr %m, align 4, !dbg !9
  call void @h(ptr null), !dbg !16
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_HIP, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13)
!1 = !DIFile(filename: "k.hip", directory: "/src")
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

; A pointer that may be global or shared, in source terms. With debug
; info the warning and its notes name the kernel parameter by its source
; name ('g', from its #dbg_value record), the shared array by its
; DIGlobalVariable name (@tile, not @_ZZ1kPfiE4tile), the kernel by its
; demangled signature, the select where the spaces met with its line, and
; what memspace did: the access stays generic. The access sits in an
; alwaysinline helper called twice: both inlined copies report the same
; thing at the same place, and the diagnostic is printed once.
; RUN: memspace %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file=%t.err

; CHECK: k.cu:9:10: warning: Cannot tell what pointer points to, assuming global memory space
; CHECK-NEXT: k.cu:3: note: global: kernel parameter 'g' of k(float*, int)
; CHECK-NEXT: k.cu:2: note: shared: from @tile
; CHECK-NEXT: k.cu:5:12: note: the spaces global and shared meet at this select
; CHECK-NEXT: k.cu:9:10: note: memspace left the access generic (it may point to {global,shared}); nothing was lowered as global
; CHECK-NOT: warning

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ1kPfiE4tile = internal addrspace(3) global [256 x float] undef, align 4, !dbg !20

define ptx_kernel void @_Z1kPfi(ptr %0, i32 %1) !dbg !10 {
    #dbg_value(ptr %0, !14, !DIExpression(), !15)
  %c = icmp sgt i32 %1, 0, !dbg !16
  %p = select i1 %c, ptr %0, ptr addrspacecast (ptr addrspace(3) @_ZZ1kPfiE4tile to ptr), !dbg !16
  %v = call float @_ZL3getPf(ptr %p), !dbg !17
  %w = call float @_ZL3getPf(ptr %p), !dbg !17
  %s = fadd float %v, %w, !dbg !17
  store float %s, ptr %0, align 4, !dbg !17
  ret void, !dbg !17
}

define internal float @_ZL3getPf(ptr %q) alwaysinline !dbg !30 {
  %v = load float, ptr %q, align 4, !dbg !31
  ret float %v, !dbg !31
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !22)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!10 = distinct !DISubprogram(name: "k", linkageName: "_Z1kPfi", scope: !1, file: !1, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!13 = !{!14}
!14 = !DILocalVariable(name: "g", arg: 1, scope: !10, file: !1, line: 3, type: !12)
!15 = !DILocation(line: 0, scope: !10)
!16 = !DILocation(line: 5, column: 12, scope: !10)
!17 = !DILocation(line: 6, column: 7, scope: !10)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "tile", scope: !10, file: !1, line: 2, type: !23, isLocal: true, isDefinition: true)
!22 = !{!20}
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 8192, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 256)
!30 = distinct !DISubprogram(name: "get", linkageName: "_ZL3getPf", scope: !1, file: !1, line: 8, type: !4, scopeLine: 8, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 9, column: 10, scope: !30)

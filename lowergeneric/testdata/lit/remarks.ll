; A remark per remaining switch names the spaces it tells apart and where
; each comes from.
; RUN: memspace -passes=lower-generic -pass-remarks-output=%t.yaml %s -o %t.ll
; RUN: FileCheck %s < %t.yaml
; CHECK: --- !Missed
; CHECK-NEXT: Pass: lower-generic
; CHECK-NEXT: Name: GenericSwitch
; CHECK-NEXT: DebugLoc: { File: r.cl, Line: 3, Column: 10 }
; CHECK-NEXT: Function: get
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: 'generic access needs a run-time switch over '
; CHECK-NEXT: - Spaces: 'global, local'
; CHECK-NEXT: - String: ' because '
; CHECK-NEXT: - Why: 'global: {{.*}}; local: {{.*}}'
; CHECK-NEXT: ...
; CHECK-NOT: GenericSwitch

target triple = "spir64-unknown-unknown"

define internal spir_func i32 @get(ptr addrspace(4) %p) !dbg !5 {
  %v = load i32, ptr addrspace(4) %p, align 4, !dbg !8
  ret i32 %v
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %a = call spir_func i32 @get(ptr addrspace(4) %gg)
  %b = call spir_func i32 @get(ptr addrspace(4) %gl)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "r.cl", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "get", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 10, scope: !5)

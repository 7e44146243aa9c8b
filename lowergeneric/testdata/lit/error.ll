; What the pass cannot lower is an error at the instruction's source line
; (exit status 1, no output), naming the instruction: a masked gather
; through a vector of generic pointers has no per-lane switch here.
; RUN: not memspace -passes=lower-generic %s -o %t.ll 2>&1 | FileCheck %s
; CHECK: gather.cl:7:12: error: lower-generic cannot lower a call of llvm.masked.gather.v2i32.v2p4 with a generic pointer operand: '%v = call <2 x i32> @llvm.masked.gather.v2i32.v2p4(<2 x ptr addrspace(4)> %ps, <2 x i1> splat (i1 true), <2 x i32> poison){{.*}}'
; Without debug information the position is the instruction's in the
; input file; read from stdin, the function is named instead.
; RUN: not memspace -passes=lower-generic %S/Inputs/no-debug-error.ll -o %t2.ll 2>&1 | FileCheck %s --check-prefix=NODBG
; NODBG: no-debug-error.ll:5:3: error: lower-generic cannot lower a va_arg through a generic pointer: '%v = va_arg ptr addrspace(4) %ap, i32'
; RUN: not memspace -passes=lower-generic < %S/Inputs/no-debug-error.ll 2>&1 | FileCheck %s --check-prefix=STDIN
; STDIN: <stdin>:@f: error: lower-generic cannot lower a va_arg through a generic pointer: '%v = va_arg ptr addrspace(4) %ap, i32' in @f

target triple = "spir64-unknown-unknown"

declare <2 x i32> @llvm.masked.gather.v2i32.v2p4(<2 x ptr addrspace(4)>, <2 x i1>, <2 x i32>)

define spir_func <2 x i32> @f(<2 x ptr addrspace(4)> %ps) !dbg !5 {
  %v = call <2 x i32> @llvm.masked.gather.v2i32.v2p4(<2 x ptr addrspace(4)> %ps, <2 x i1> splat (i1 true), <2 x i32> poison), !dbg !8
  ret <2 x i32> %v
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "gather.cl", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 12, scope: !5)

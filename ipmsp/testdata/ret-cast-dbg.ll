; A specialized return type leaves a cast back to generic after each call
; whose result is still used as generic; the cast carries the call's debug
; location, as LLVM gives an instruction made for another its location.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x float] undef, align 4

; CHECK: define internal ptr addrspace(3) @pick(
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %r = call ptr addrspace(3) @pick(i32 %i), !dbg [[CALL:![0-9]+]]
; CHECK-NEXT: %r.gen = addrspacecast ptr addrspace(3) %r to ptr, !dbg [[CALL]]
define internal ptr @pick(i32 %i) #0 !dbg !5 {
entry:
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 %i, !dbg !9
  ret ptr %p, !dbg !9
}

define ptx_kernel void @k(ptr %out, i32 %i) !dbg !10 {
entry:
  %r = call ptr @pick(i32 %i), !dbg !11
  store ptr %r, ptr %out, align 8, !dbg !12
  ret void, !dbg !12
}

attributes #0 = { noinline nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "ret.cu", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !2)
!9 = !DILocation(line: 4, column: 3, scope: !5)
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 7, type: !6, scopeLine: 7, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocation(line: 8, column: 12, scope: !10)
!12 = !DILocation(line: 9, column: 3, scope: !10)

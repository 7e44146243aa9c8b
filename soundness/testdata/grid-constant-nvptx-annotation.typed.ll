; Class 5, grid_constant parameters (NVPTX, typed pointers, kernel and
; grid_constant both in !nvvm.annotations, as LLVM 14 era IR has them):
; reads of the parameter must not go through addrspace(4), and
; isspacep.global on its address must not fold to false. Valid LLVM 14 IR
; out.
; NO-LLC: llc-14 crashes on the input itself (NVPTXLowerArgs, a byval
; parameter whose address is taken), so only llvm-as-14 checks the output.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='addrspace(4)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='addrspace(4)'

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

declare i1 @llvm.nvvm.isspacep.global(i8*)

; CHECK-LABEL: define void @k(
; CHECK-NOT: i1 false
; CHECK: ret void
define void @k(%struct.S* byval(%struct.S) align 4 %s, i32* %out) {
entry:
  %fa = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 0
  %a = load i32, i32* %fa, align 4
  store i32 %a, i32* %out, align 4
  %s8 = bitcast %struct.S* %s to i8*
  %g = call i1 @llvm.nvvm.isspacep.global(i8* %s8)
  %z = zext i1 %g to i32
  %o1 = getelementptr inbounds i32, i32* %out, i64 1
  store i32 %z, i32* %o1, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (%struct.S*, i32*)* @k, !"kernel", i32 1}
!1 = !{void (%struct.S*, i32*)* @k, !"grid_constant", !2}
!2 = !{i32 1}

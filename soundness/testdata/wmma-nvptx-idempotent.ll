; Class 6, WMMA operands (NVPTX): running memspace on its own output gives
; the same "nvvm.as" attributes. @ld's only caller passes a shared tile, so
; its parameter is shared ("3"), not forced to global by the WMMA load;
; the exported @mma_ext has unknown callers ("0,0"); the kernel's output
; parameter is global ("1"). The second run must publish the same values.
; RUN: memspace %s -o %t1.ll
; RUN: FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)' < %t1.ll
; RUN: memspace %t1.ll -o %t2.ll
; RUN: FileCheck %s --implicit-check-not='.p1(ptr addrspace(1)' < %t2.ll

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x half] undef, align 4

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)

; CHECK-DAG: define internal <2 x half> @ld({{.*}}) {{.*}}"nvvm.as"="3"
; CHECK-DAG: define void @mma_ext(ptr %a, ptr %out) {{.*}}"nvvm.as"="0,0"
; CHECK-DAG: define ptx_kernel void @k({{.*}}) {{.*}}"nvvm.as"="1"
define internal <2 x half> @ld(ptr %a) {
entry:
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
  %x = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  ret <2 x half> %x
}

define void @mma_ext(ptr %a, ptr %out) {
entry:
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %a, i32 16)
  %x = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  store <2 x half> %x, ptr %out, align 4
  ret void
}

define ptx_kernel void @k(ptr %out) {
entry:
  %x = call <2 x half> @ld(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  store <2 x half> %x, ptr %out, align 4
  ret void
}

; llvm.nvvm.prefetch.tensormap moves to a tensor map proven in constant
; or param space, the two state spaces PTX's prefetch.tensormap names (a
; __constant__ map, a __grid_constant__ kernel parameter); one in global
; memory stays generic, as PTX has no prefetch.global.tensormap.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; LLC: -passes=memspace-opt

target triple = "nvptx64-nvidia-cuda"

%struct.CUtensorMap = type { [16 x i64] }

@cmap = internal addrspace(4) global %struct.CUtensorMap zeroinitializer, align 64

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) @cmap)
; CHECK: call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %map.param)
; CHECK: call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
define ptx_kernel void @k(ptr byval(%struct.CUtensorMap) align 64 "nvvm.grid_constant" %map, ptr %g) #0 {
entry:
  %c = addrspacecast ptr addrspace(4) @cmap to ptr
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %c)
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %map)
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  ret void
}

; CHECK-DAG: declare void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4))
; CHECK-DAG: declare void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101))
declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80" }

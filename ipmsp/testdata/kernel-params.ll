; Kernel pointer parameters that point to global memory are declared
; global in the kernel's signature (PTX ".ptr .global"), so passing them to
; a specialized helper costs no cast in the kernel, and memspace-opt leaves
; the kernel without any. Only parameters some use gains from are retyped:
; %tag is only converted to an integer and handed to a declaration, so it
; stays generic (retyping it would add a cast back); byval parameters are
; copies and stay. A kernel whose address is taken (@taken, stored in
; @table) keeps its signature. -ipmsp-global-kernel-params=false keeps
; every kernel's signature.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %s | FileCheck %s --check-prefix=PIPE
; RUN: memspace -passes=ipmsp -ipmsp-global-kernel-params=false %s | FileCheck %s --check-prefix=OFF
; Idempotent: a second run changes nothing.
; RUN: memspace -passes=ipmsp -verify-each %t.ll | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

@table = addrspace(1) global ptr @taken, align 8

define internal void @scale(ptr %p, i64 %i) #0 {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %q, align 4
  %m = fmul float %v, 2.0
  store float %m, ptr %q, align 4
  ret void
}

declare void @log_ptr(ptr)

define ptx_kernel void @k(ptr %in, ptr %out, ptr %tag, ptr byval(%struct.S) %s, i64 %i) {
entry:
  %src = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %src, align 4
  %dst = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %dst, align 4
  call void @scale(ptr %out, i64 %i)
  %t = ptrtoint ptr %tag to i64
  %odd = and i64 %t, 1
  %c = icmp eq i64 %odd, 0
  br i1 %c, label %log, label %done

log:
  call void @log_ptr(ptr %tag)
  br label %done

done:
  ret void
}

define ptx_kernel void @taken(ptr %in) {
entry:
  store float 0.0, ptr %in, align 4
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define internal void @scale(ptr addrspace(1) %p, i64 %i) "nvvm.as"="1" #0 {
; CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %tag, ptr byval(%struct.S) %s, i64 %i) "nvvm.as"="1,1,1,0" {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %in.gen = addrspacecast ptr addrspace(1) %in to ptr
; CHECK-NEXT:    %out.gen = addrspacecast ptr addrspace(1) %out to ptr
; CHECK-NEXT:    %src = getelementptr inbounds float, ptr %in.gen, i64 %i
; CHECK:         call void @scale(ptr addrspace(1) %out, i64 %i)
; CHECK-NEXT:    %t = ptrtoint ptr %tag to i64
; CHECK:         call void @log_ptr(ptr %tag)
; CHECK-LABEL: define ptx_kernel void @taken(ptr %in) "nvvm.as"="1" {

; PIPE-LABEL: define ptx_kernel void @k(
; PIPE-NOT:     addrspacecast
; PIPE:         %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
; PIPE-NEXT:    %v = load float, ptr addrspace(1) %src, align 4
; PIPE-NEXT:    %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
; PIPE-NEXT:    store float %v, ptr addrspace(1) %dst, align 4
; PIPE-NEXT:    call void @scale(ptr addrspace(1) %out, i64 %i)
; PIPE-LABEL: define ptx_kernel void @taken(ptr %in)
; PIPE-NEXT:  entry:
; PIPE-NEXT:    %in.global = addrspacecast ptr %in to ptr addrspace(1)

; OFF-LABEL: define ptx_kernel void @k(ptr %in, ptr %out, ptr %tag, ptr byval(%struct.S) %s, i64 %i) "nvvm.as"="1,1,1,0" {
; OFF-NEXT:  entry:
; OFF-NEXT:    %src = getelementptr inbounds float, ptr %in, i64 %i
; OFF:         [[OUT:%.*]] = addrspacecast ptr %out to ptr addrspace(1)
; OFF-NEXT:    call void @scale(ptr addrspace(1) [[OUT]], i64 %i)

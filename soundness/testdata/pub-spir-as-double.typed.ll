; Class 1, pointers published as data (SPIR, typed pointers, LLVM 14
; style): a local address stored as a double into the kernel's global
; buffer and loaded back as a generic pointer.
; Host memory (what kernel pointer parameters reach) is trusted to hold
; only global pointers until the device writes something else there; here
; it does, so %p may be local: it must stay generic (addrspace(4)) and
; to_local on it must not fold. The output must be valid LLVM 14 IR.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [32 x i32] undef

declare spir_func i32 addrspace(3)* @__to_local(i32 addrspace(4)*) nounwind readnone willreturn

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %p = load i32 addrspace(4)*, i32 addrspace(4)* addrspace(1)*
; CHECK-NOT: addrspacecast i32 addrspace(4)* %p to
; CHECK: store i32 1, i32 addrspace(4)* %p, align 4
; CHECK: %l = call spir_func i32 addrspace(3)* @__to_local(i32 addrspace(4)* %p)
define spir_kernel void @k(i32 addrspace(4)* addrspace(1)* %buf, i32 addrspace(1)* %out, i64 %i) {
entry:
  %s = getelementptr inbounds [32 x i32], [32 x i32] addrspace(4)* addrspacecast ([32 x i32] addrspace(3)* @lds to [32 x i32] addrspace(4)*), i64 0, i64 %i
  %n = ptrtoint i32 addrspace(4)* %s to i64
  %d = bitcast i64 %n to double
  %bd = bitcast i32 addrspace(4)* addrspace(1)* %buf to double addrspace(1)*
  store double %d, double addrspace(1)* %bd, align 8
  %p = load i32 addrspace(4)*, i32 addrspace(4)* addrspace(1)* %buf, align 8
  store i32 1, i32 addrspace(4)* %p, align 4
  %l = call spir_func i32 addrspace(3)* @__to_local(i32 addrspace(4)* %p)
  %nz = icmp ne i32 addrspace(3)* %l, null
  %z = zext i1 %nz to i32
  store i32 %z, i32 addrspace(1)* %out, align 4
  ret void
}

; Class 15, one constant in two spaces (NVPTX): the generic null is an
; arm of a select made global and of one made shared. Each select gets
; the null of its own space; the first form built (shared) must not be
; bitcast to the other space, which llvm-as rejects ("invalid cast
; opcode"). Found by the random programs (randprog third round, seed
; 62271 on SPIR).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sA = internal addrspace(3) global [4 x i32] undef, align 4

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NOT: bitcast
; CHECK: %s = select i1 %c, ptr addrspace(1) %{{[a-z.]+}}, ptr addrspace(1) {{null|addrspacecast \(ptr null to ptr addrspace\(1\)\)}}
; CHECK: %t = select i1 %c, ptr addrspace(3) @sA, ptr addrspace(3) addrspacecast (ptr null to ptr addrspace(3))
; CHECK-NOT: bitcast
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i32 %n) {
entry:
  %sh = addrspacecast ptr addrspace(3) @sA to ptr
  store i32 %n, ptr %sh, align 4
  %c = icmp slt i32 %n, 3
  %s = select i1 %c, ptr %out, ptr null
  %t = select i1 %c, ptr %sh, ptr null
  %nz = icmp ne ptr %t, null
  br i1 %nz, label %yes, label %done
yes:
  %v = load i32, ptr %t, align 4
  store i32 %v, ptr %s, align 4
  br label %done
done:
  ret void
}

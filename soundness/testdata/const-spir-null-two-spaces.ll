; Class 15, one constant in two spaces (SPIR): the generic null is an
; arm of a select made global and of one made private (a kernel's
; alloca). Each select gets the null of its own space, not the first
; form built bitcast across spaces (which llvm-as rejects). Found by the
; random programs (randprog third round, seed 62271).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NOT: bitcast
; CHECK: %t = select i1 %c, ptr %al, ptr {{null|addrspacecast \(ptr addrspace\(4\) null to ptr\)}}
; CHECK: %s = select i1 %c, ptr addrspace(1) %out.k, ptr addrspace(1) {{null|addrspacecast \(ptr addrspace\(4\) null to ptr addrspace\(1\)\)}}
; CHECK-NOT: bitcast
; CHECK: ret void
define spir_kernel void @k(ptr addrspace(1) %out.k, i32 %n) {
entry:
  %al = alloca [4 x i32], align 4
  %out = addrspacecast ptr addrspace(1) %out.k to ptr addrspace(4)
  %g = addrspacecast ptr %al to ptr addrspace(4)
  store i32 %n, ptr addrspace(4) %g, align 4
  %c = icmp slt i32 %n, 3
  %t = select i1 %c, ptr addrspace(4) %g, ptr addrspace(4) null
  %s = select i1 %c, ptr addrspace(4) %out, ptr addrspace(4) null
  %nz = icmp ne ptr addrspace(4) %t, null
  br i1 %nz, label %yes, label %done
yes:
  %v = load i32, ptr addrspace(4) %t, align 4
  store i32 %v, ptr addrspace(4) %s, align 4
  br label %done
done:
  ret void
}

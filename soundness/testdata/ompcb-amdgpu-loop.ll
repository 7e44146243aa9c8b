; Class 18, OpenMP runtime callbacks (AMDGPU, flang's pattern): the
; OpenMPIRBuilder outlines a worksharing loop's body into fn(iv, arg),
; arg a private struct of the pointers it uses, and the runtime calls fn
; with that struct for the calling thread's iterations. The team level
; distributes 64 iterations over the teams (LLVM 21's interface, with
; one_iteration_per_thread), the region splits 64 more among its threads
; (the interface before it); each body writes through a global slot (the
; kernel's buffer), a shared one (a tile) and a private one (a counter).
; The bodies' struct parameters are local, and their slot loads take the
; slots' spaces. @body3's struct also goes to unknown code (@ext), so its
; loads stay generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@kenv = internal addrspace(1) constant [4 x i8] c"\00\00\02\00", align 4
@tile = internal addrspace(3) global [128 x i32] undef, align 4

declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
declare void @__kmpc_distribute_static_loop_4u(ptr, ptr, ptr, i32, i32, i8)
declare void @__kmpc_for_static_loop_4u(ptr, ptr, ptr, i32, i32, i32)
declare i32 @omp_get_num_threads()
declare void @ext(ptr)

define amdgpu_kernel void @k(ptr %dyn, ptr %g) {
entry:
  %init = call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @kenv to ptr), ptr %dyn)
  %go = icmp eq i32 %init, -1
  br i1 %go, label %run, label %done

run:
  %count.p = alloca i32, align 4, addrspace(5)
  %count = addrspacecast ptr addrspace(5) %count.p to ptr
  store i32 0, ptr %count, align 4
  %arg.p = alloca { ptr, ptr, ptr }, align 8, addrspace(5)
  %arg = addrspacecast ptr addrspace(5) %arg.p to ptr
  store ptr %g, ptr addrspace(5) %arg.p, align 8
  %a1 = getelementptr { ptr, ptr, ptr }, ptr addrspace(5) %arg.p, i32 0, i32 1
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(5) %a1, align 8
  %a2 = getelementptr { ptr, ptr, ptr }, ptr addrspace(5) %arg.p, i32 0, i32 2
  store ptr %count, ptr addrspace(5) %a2, align 8
  call void @__kmpc_distribute_static_loop_4u(ptr null, ptr @body, ptr %arg, i32 64, i32 0, i8 0)
  %args.p = alloca [1 x ptr], align 8, addrspace(5)
  %args = addrspacecast ptr addrspace(5) %args.p to ptr
  store ptr %g, ptr addrspace(5) %args.p, align 8
  call void @__kmpc_parallel_51(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr null, ptr %args, i64 1)
  %n = load i32, ptr %count, align 4
  %g2 = getelementptr inbounds i32, ptr %g, i64 200
  store i32 %n, ptr %g2, align 4
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define internal void @region(ptr %gtid, ptr %btid, ptr %g) {
entry:
  %count.p = alloca i32, align 4, addrspace(5)
  %count = addrspacecast ptr addrspace(5) %count.p to ptr
  store i32 0, ptr %count, align 4
  %arg.p = alloca { ptr, ptr, ptr }, align 8, addrspace(5)
  %arg = addrspacecast ptr addrspace(5) %arg.p to ptr
  %g64 = getelementptr inbounds i32, ptr %g, i64 64
  store ptr %g64, ptr addrspace(5) %arg.p, align 8
  %a1 = getelementptr { ptr, ptr, ptr }, ptr addrspace(5) %arg.p, i32 0, i32 1
  store ptr getelementptr (i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 64), ptr addrspace(5) %a1, align 8
  %a2 = getelementptr { ptr, ptr, ptr }, ptr addrspace(5) %arg.p, i32 0, i32 2
  store ptr %count, ptr addrspace(5) %a2, align 8
  %nt = call i32 @omp_get_num_threads()
  call void @__kmpc_for_static_loop_4u(ptr null, ptr @body2, ptr %arg, i32 64, i32 %nt, i32 0)
  %arg3.p = alloca { ptr, ptr, ptr }, align 8, addrspace(5)
  %arg3 = addrspacecast ptr addrspace(5) %arg3.p to ptr
  %g128 = getelementptr inbounds i32, ptr %g, i64 128
  store ptr %g128, ptr addrspace(5) %arg3.p, align 8
  call void @ext(ptr %arg3)
  call void @__kmpc_for_static_loop_4u(ptr null, ptr @body3, ptr %arg3, i32 64, i32 %nt, i32 0)
  ret void
}

; CHECK-LABEL: define internal void @body(
; CHECK-DAG: addrspacecast ptr %arg to ptr addrspace(5)
; CHECK-DAG: addrspacecast ptr %out to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %tl to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %cnt to ptr addrspace(5)
; CHECK: ret void
define internal void @body(i32 %iv, ptr %arg) {
entry:
  %out = load ptr, ptr %arg, align 8
  %t.a = getelementptr { ptr, ptr, ptr }, ptr %arg, i32 0, i32 1
  %tl = load ptr, ptr %t.a, align 8
  %c.a = getelementptr { ptr, ptr, ptr }, ptr %arg, i32 0, i32 2
  %cnt = load ptr, ptr %c.a, align 8
  %i = zext i32 %iv to i64
  %tp = getelementptr inbounds i32, ptr %tl, i64 %i
  store i32 %iv, ptr %tp, align 4
  %v = load i32, ptr %tp, align 4
  %op = getelementptr inbounds i32, ptr %out, i64 %i
  %w = add i32 %v, 1000
  store i32 %w, ptr %op, align 4
  %c = load i32, ptr %cnt, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr %cnt, align 4
  ret void
}

; CHECK-LABEL: define internal void @body2(
; CHECK-DAG: addrspacecast ptr %out to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %tl to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %cnt to ptr addrspace(5)
; CHECK: ret void
define internal void @body2(i32 %iv, ptr %arg) {
entry:
  %out = load ptr, ptr %arg, align 8
  %t.a = getelementptr { ptr, ptr, ptr }, ptr %arg, i32 0, i32 1
  %tl = load ptr, ptr %t.a, align 8
  %c.a = getelementptr { ptr, ptr, ptr }, ptr %arg, i32 0, i32 2
  %cnt = load ptr, ptr %c.a, align 8
  %i = zext i32 %iv to i64
  %tp = getelementptr inbounds i32, ptr %tl, i64 %i
  store i32 %iv, ptr %tp, align 4
  %op = getelementptr inbounds i32, ptr %out, i64 %i
  %c = load i32, ptr %cnt, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr %cnt, align 4
  %w = add i32 %c1, 2000
  store i32 %w, ptr %op, align 4
  ret void
}

; CHECK-LABEL: define internal void @body3(
; CHECK: addrspacecast ptr %arg to ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %out
; CHECK: ret void
define internal void @body3(i32 %iv, ptr %arg) {
entry:
  %out = load ptr, ptr %arg, align 8
  %i = zext i32 %iv to i64
  %op = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %iv, ptr %op, align 4
  ret void
}

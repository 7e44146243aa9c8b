; Class 18, OpenMP runtime callbacks: reductions (NVPTX): the runtime
; calls a reduction's callbacks with the list the reduction call was
; given, and the teams' list/buffer callbacks with the launch's global
; reduction buffer too. In this SPMD kernel each thread of the region
; reduces its thread number (slot 1, a private copy) while marking
; callback calls in a shared tile (slot 0); the team level then reduces
; one per team through the buffer. The callbacks' list parameters are
; local (the lists are allocas of the calling thread), their slot loads
; take the slots' spaces, and the buffer parameter is global.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@kenv = internal constant [4 x i8] c"\00\00\02\00", align 4
@tile = internal addrspace(3) global [64 x i32] undef, align 4
@xfer = internal addrspace(3) global [32 x i32] undef, align 4

declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32)
declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)
declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare ptr @__kmpc_reduction_get_fixed_buffer()
declare i64 @__kmpc_shuffle_int64(i64, i16, i16)
declare i32 @__kmpc_get_warp_size()
declare i32 @__kmpc_get_hardware_thread_id_in_block()
declare void @__kmpc_barrier(ptr, i32)

define ptx_kernel void @k(ptr %dyn, ptr %g) {
entry:
  %init = call i32 @__kmpc_target_init(ptr @kenv, ptr %dyn)
  %go = icmp eq i32 %init, -1
  br i1 %go, label %run, label %done

run:
  %args = alloca [1 x ptr], align 8
  store ptr %g, ptr %args, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr null, ptr %args, i64 1, i32 0)
  %tpriv = alloca i32, align 4
  store i32 1, ptr %tpriv, align 4
  %tlist = alloca [2 x ptr], align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %tlist, align 8
  %tl1 = getelementptr inbounds i8, ptr %tlist, i64 8
  store ptr %tpriv, ptr %tl1, align 8
  %buf = call ptr @__kmpc_reduction_get_fixed_buffer()
  %t = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr null, ptr %buf, i32 1024, i64 4, ptr %tlist, ptr @shfl, ptr @copy, ptr @lgcpy, ptr @lgred, ptr @glcpy, ptr @glred)
  %last = icmp eq i32 %t, 1
  br i1 %last, label %teams, label %fini

teams:
  %tv = load i32, ptr %tpriv, align 4
  %g1 = getelementptr inbounds i32, ptr %g, i64 1
  store i32 %tv, ptr %g1, align 4
  br label %fini

fini:
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define internal void @region(ptr %gtid, ptr %btid, ptr %g) {
entry:
  %priv = alloca i32, align 4
  %tid = load i32, ptr %gtid, align 4
  store i32 %tid, ptr %priv, align 4
  %list = alloca [2 x ptr], align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %list, align 8
  %l1 = getelementptr inbounds i8, ptr %list, i64 8
  store ptr %priv, ptr %l1, align 8
  %r = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr null, i64 16, ptr %list, ptr @shfl, ptr @copy)
  %one = icmp eq i32 %r, 1
  br i1 %one, label %w, label %e

w:
  %v = load i32, ptr %priv, align 4
  store i32 %v, ptr %g, align 4
  br label %e

e:
  ret void
}

; CHECK-LABEL: define internal void @shfl(
; CHECK-DAG: addrspacecast ptr %list to ptr addrspace(5)
; CHECK-DAG: addrspacecast ptr %count to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %mine to ptr addrspace(5)
; CHECK: ret void
define internal void @shfl(ptr %list, i16 %lane, i16 %off, i16 %algo) {
entry:
  %count = load ptr, ptr %list, align 8
  store i32 1, ptr %count, align 4
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %v = load i32, ptr %mine, align 4
  %v64 = zext i32 %v to i64
  %ws = call i32 @__kmpc_get_warp_size()
  %w16 = trunc i32 %ws to i16
  %r64 = call i64 @__kmpc_shuffle_int64(i64 %v64, i16 %off, i16 %w16)
  %r = trunc i64 %r64 to i32
  %a0 = icmp eq i16 %algo, 0
  %a1 = icmp eq i16 %algo, 1
  %below = icmp ult i16 %lane, %off
  %a1b = and i1 %a1, %below
  %red = or i1 %a0, %a1b
  br i1 %red, label %reduce, label %other

reduce:
  %sum = add i32 %v, %r
  store i32 %sum, ptr %mine, align 4
  br label %done

other:
  %notbelow = xor i1 %below, true
  %cp = and i1 %a1, %notbelow
  br i1 %cp, label %copyin, label %done

copyin:
  store i32 %r, ptr %mine, align 4
  br label %done

done:
  ret void
}

; CHECK-LABEL: define internal void @copy(
; CHECK-DAG: addrspacecast ptr %list to ptr addrspace(5)
; CHECK-DAG: addrspacecast ptr %mine to ptr addrspace(5)
; CHECK: ret void
define internal void @copy(ptr %list, i32 %nwarps) {
entry:
  %tid = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %lane = and i32 %tid, 31
  %warp = lshr i32 %tid, 5
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  call void @__kmpc_barrier(ptr null, i32 0)
  %master = icmp eq i32 %lane, 0
  br i1 %master, label %put, label %mid

put:
  %v = load i32, ptr %mine, align 4
  %slot = getelementptr inbounds i32, ptr addrspace(3) @xfer, i32 %warp
  store volatile i32 %v, ptr addrspace(3) %slot, align 4
  br label %mid

mid:
  call void @__kmpc_barrier(ptr null, i32 0)
  %take = icmp ult i32 %tid, %nwarps
  br i1 %take, label %get, label %done

get:
  %src = getelementptr inbounds i32, ptr addrspace(3) @xfer, i32 %tid
  %w = load volatile i32, ptr addrspace(3) %src, align 4
  store i32 %w, ptr %mine, align 4
  br label %done

done:
  ret void
}

; CHECK-LABEL: define internal void @lgcpy(
; CHECK-DAG: addrspacecast ptr %buf to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %list to ptr addrspace(5)
; CHECK-DAG: addrspacecast ptr %mine to ptr addrspace(5)
; CHECK: ret void
define internal void @lgcpy(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %v = load i32, ptr %mine, align 4
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  store i32 %v, ptr %rec, align 4
  ret void
}

; CHECK-LABEL: define internal void @lgred(
; CHECK-DAG: addrspacecast ptr %buf to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %count to ptr addrspace(3)
; CHECK: ret void
define internal void @lgred(ptr %buf, i32 %idx, ptr %list) {
entry:
  %count = load ptr, ptr %list, align 8
  store i32 1, ptr %count, align 4
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %v = load i32, ptr %mine, align 4
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  %old = load i32, ptr %rec, align 4
  %sum = add i32 %old, %v
  store i32 %sum, ptr %rec, align 4
  ret void
}

; CHECK-LABEL: define internal void @glcpy(
; CHECK-DAG: addrspacecast ptr %buf to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %mine to ptr addrspace(5)
; CHECK: ret void
define internal void @glcpy(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  %v = load i32, ptr %rec, align 4
  store i32 %v, ptr %mine, align 4
  ret void
}

; CHECK-LABEL: define internal void @glred(
; CHECK-DAG: addrspacecast ptr %buf to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %count to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %mine to ptr addrspace(5)
; CHECK: ret void
define internal void @glred(ptr %buf, i32 %idx, ptr %list) {
entry:
  %count = load ptr, ptr %list, align 8
  store i32 1, ptr %count, align 4
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  %v = load i32, ptr %rec, align 4
  %old = load i32, ptr %mine, align 4
  %sum = add i32 %old, %v
  store i32 %sum, ptr %mine, align 4
  ret void
}

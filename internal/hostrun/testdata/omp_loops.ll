; The OpenMPIRBuilder's static loops in the OpenMP model (TestOpenMPRuntime):
; each kernel counts, in %g[iv], the calls of the loop body for iteration
; iv of n. Every iteration must run once: distribute in a generic kernel,
; for and distribute-for (default and explicit chunks) in a SPMD one.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@spmd = internal constant [4 x i8] c"\00\00\02\00", align 4
@generic = internal constant [4 x i8] c"\00\00\01\00", align 4

declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
declare void @__kmpc_distribute_static_loop_4(ptr, ptr, ptr, i32, i32, i8)
declare void @__kmpc_for_static_loop_4u(ptr, ptr, ptr, i32, i32, i32)
declare void @__kmpc_distribute_for_static_loop_8(ptr, ptr, ptr, i64, i64, i64, i64, i8)
declare i32 @omp_get_num_threads()

define internal void @count(i32 %iv, ptr %g) {
  %p = getelementptr inbounds i32, ptr %g, i32 %iv
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4
  ret void
}

define internal void @count8(i64 %iv, ptr %g) {
  %p = getelementptr inbounds i32, ptr %g, i64 %iv
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4
  ret void
}

define ptx_kernel void @distribute(ptr %dyn, ptr %g, i32 %n) {
  %init = call i32 @__kmpc_target_init(ptr @generic, ptr %dyn)
  %main = icmp eq i32 %init, -1
  br i1 %main, label %run, label %done
run:
  call void @__kmpc_distribute_static_loop_4(ptr null, ptr @count, ptr %g, i32 %n, i32 0, i8 0)
  call void @__kmpc_target_deinit()
  br label %done
done:
  ret void
}

define internal void @for_region(ptr %gtid, ptr %btid, ptr %g, ptr %np) {
  %n = load i32, ptr %np, align 4
  %nt = call i32 @omp_get_num_threads()
  call void @__kmpc_for_static_loop_4u(ptr null, ptr @count, ptr %g, i32 %n, i32 %nt, i32 3)
  ret void
}

define ptx_kernel void @for(ptr %dyn, ptr %g, i32 %n) {
  %init = call i32 @__kmpc_target_init(ptr @spmd, ptr %dyn)
  %np = alloca i32, align 4
  store i32 %n, ptr %np, align 4
  %args = alloca [2 x ptr], align 8
  store ptr %g, ptr %args, align 8
  %a1 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %np, ptr %a1, align 8
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %first = icmp eq i32 %block, 0
  br i1 %first, label %run, label %done
run:
  call void @__kmpc_parallel_51(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @for_region, ptr null, ptr %args, i64 2)
  br label %done
done:
  ret void
}

define internal void @df_region(ptr %gtid, ptr %btid, ptr %g, ptr %np) {
  %n = load i32, ptr %np, align 4
  %n8 = zext i32 %n to i64
  %nt = call i32 @omp_get_num_threads()
  %nt8 = zext i32 %nt to i64
  call void @__kmpc_distribute_for_static_loop_8(ptr null, ptr @count8, ptr %g, i64 %n8, i64 %nt8, i64 0, i64 0, i8 0)
  %g2 = getelementptr inbounds i8, ptr %g, i64 4096
  call void @__kmpc_distribute_for_static_loop_8(ptr null, ptr @count8, ptr %g2, i64 %n8, i64 %nt8, i64 16, i64 4, i8 0)
  ret void
}

define ptx_kernel void @distribute_for(ptr %dyn, ptr %g, i32 %n) {
  %init = call i32 @__kmpc_target_init(ptr @spmd, ptr %dyn)
  %np = alloca i32, align 4
  store i32 %n, ptr %np, align 4
  %args = alloca [2 x ptr], align 8
  store ptr %g, ptr %args, align 8
  %a1 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %np, ptr %a1, align 8
  call void @__kmpc_parallel_51(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @df_region, ptr null, ptr %args, i64 2)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

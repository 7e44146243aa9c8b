; Class 14, a helper's byval parameter passed on by value (NVPTX). sweep
; receives its accumulator by value, overwrites it and passes it on by
; value in its loop (acc = interact(me, src[j], acc)). llc keeps such a
; parameter at its own local address, made generic in the entry block, so
; the copy it makes for each call in the loop reads through a generic
; pointer. ipmsp copies the parameter into an alloca at the top of sweep
; (one copy per call of sweep), which llc reads with ld.local wherever it
; is passed. With that, and byval arguments of one space cast back right
; before the call, the clones for the __shared__ tile and for global
; memory copy every by-value argument in a space, so they pay for
; themselves (the cost model counts a by-value argument llc reads in a
; space as resolved). The sibling kernel passes a pointer that may point
; to the shared tile or to global memory: it calls the original, whose
; src[j] stays a generic GEP.
; Source (clang-22 -O1, sm_90; examples/cuda_min.h):
; struct Acc { float x, y, z; };
; struct P4 { float x, y, z, w; };
; __device__ NOINLINE Acc interact(P4 a, P4 b, Acc acc) {
;   float dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
;   float s = b.w / (dx * dx + dy * dy + dz * dz + 1e-3f);
;   acc.x += dx * s; acc.y += dy * s; acc.z += dz * s;
;   return acc;
; }
; __device__ NOINLINE Acc sweep(P4 me, const P4 *src, int n, Acc acc) {
;   for (int j = 0; j < n; ++j) acc = interact(me, src[j], acc);
;   return acc;
; }
; __global__ void sweep_shared(const P4 *pos, Acc *out, int n) {
;   __shared__ P4 tile[64];
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   tile[threadIdx.x & 63] = pos[i];
;   __syncthreads();
;   out[i] = sweep(tile[threadIdx.x & 63], tile, n < 64 ? n : 64, Acc{0.f, 0.f, 0.f});
; }
; __global__ void sweep_global(const P4 *pos, Acc *out, int n) {
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   out[i] = sweep(pos[i], pos, n, Acc{0.f, 0.f, 0.f});
; }
; __global__ void sweep_either(const P4 *pos, Acc *out, int n, int staged) {
;   __shared__ P4 tile[64];
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   tile[threadIdx.x & 63] = pos[i];
;   __syncthreads();
;   const P4 *src = staged ? tile : pos;
;   out[i] = sweep(pos[i], src, n < 64 ? n : 64, Acc{0.f, 0.f, 0.f});
; }
; The copies and clones grow the code, so they are made with the size
; bound lifted (-ipmsp-max-growth=-1; -whole-program lifts it too); by
; default the kernels call the original sweep (DEF).
; The clones are checked before always-inline, which then folds them into
; the kernels (byval parameters become the caller's own copies; INL).
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp,memspace-opt %s -o - | FileCheck %s
; RUN: memspace -ipmsp-max-growth=-1 %s -o - | FileCheck %s --check-prefix=INL
; INL-NOT: call %struct.Acc @_Z5sweep2P4PKS_i3Acc.shared(
; INL-NOT: call %struct.Acc @_Z5sweep2P4PKS_i3Acc.global(
; INL-LABEL: define dso_local ptx_kernel void @_Z12sweep_sharedPK2P4P3Acci(
; INL: load %struct.P4, ptr addrspace(3)
; INL-NOT: call %struct.Acc @_Z5sweep2P4PKS_i3Acc.shared(
; INL-NOT: call %struct.Acc @_Z5sweep2P4PKS_i3Acc.global(
; RUN: memspace %s -o - | FileCheck %s --check-prefix=DEF
; DEF-LABEL: define dso_local ptx_kernel void @_Z12sweep_sharedPK2P4P3Acci(
; DEF: call %struct.Acc @_Z5sweep2P4PKS_i3Acc(
; DEF-LABEL: define dso_local ptx_kernel void @_Z12sweep_globalPK2P4P3Acci(
; DEF: call %struct.Acc @_Z5sweep2P4PKS_i3Acc(
; RUN: memspace -whole-program -passes=whole-program,ipmsp,memspace-opt %s -o - | FileCheck %s --check-prefix=WP

; CHECK-LABEL: define dso_local %struct.Acc @_Z5sweep2P4PKS_i3Acc(
; CHECK-NEXT: %[[C:[0-9]+]] = alloca %struct.Acc, align 4
; CHECK-NEXT: %[[CL:[0-9]+]] = addrspacecast ptr %[[C]] to ptr addrspace(5)
; CHECK-NEXT: %[[PL:[0-9]+]] = addrspacecast ptr %3 to ptr addrspace(5)
; CHECK-NEXT: %[[V:[0-9]+]] = load %struct.Acc, ptr addrspace(5) %[[PL]], align 4
; CHECK-NEXT: store %struct.Acc %[[V]], ptr addrspace(5) %[[CL]], align 4
; CHECK: %[[E:[0-9]+]] = getelementptr inbounds nuw %struct.P4, ptr %1,
; CHECK-NEXT: call %struct.Acc @_Z8interact2P4S_3Acc(ptr noundef nonnull byval(%struct.P4) align 4 %0, ptr noundef nonnull byval(%struct.P4) align 4 %[[E]], ptr noundef nonnull byval(%struct.Acc) align 4 %[[C]])
; CHECK-LABEL: define internal %struct.Acc @_Z5sweep2P4PKS_i3Acc.shared(
; CHECK: %[[SC:[0-9]+]] = alloca %struct.Acc, align 4
; CHECK: %[[S:[0-9]+]] = addrspacecast ptr addrspace(3) %{{[0-9]+}} to ptr
; CHECK-NEXT: call %struct.Acc @_Z8interact2P4S_3Acc(ptr noundef nonnull byval(%struct.P4) align 4 %0, ptr noundef nonnull byval(%struct.P4) align 4 %[[S]], ptr noundef nonnull byval(%struct.Acc) align 4 %[[SC]])
; CHECK-LABEL: define internal %struct.Acc @_Z5sweep2P4PKS_i3Acc.global(
; CHECK: %[[G:[0-9]+]] = addrspacecast ptr addrspace(1) %{{[0-9]+}} to ptr
; CHECK-NEXT: call %struct.Acc @_Z8interact2P4S_3Acc(
; CHECK-SAME: byval(%struct.P4) align 4 %[[G]],

; WP-LABEL: define internal %struct.Acc @_Z5sweep2P4PKS_i3Acc(
; WP: alloca %struct.Acc
; WP: getelementptr inbounds nuw %struct.P4, ptr %1,
; WP-LABEL: define internal %struct.Acc @_Z5sweep2P4PKS_i3Acc.shared(
; WP: addrspacecast ptr addrspace(3) %{{[0-9]+}} to ptr
; WP-NEXT: call %struct.Acc @_Z8interact2P4S_3Acc(
; WP-LABEL: define dso_local ptx_kernel void @_Z12sweep_sharedPK2P4P3Acci(
; WP: call %struct.Acc @_Z5sweep2P4PKS_i3Acc.shared(
; WP-LABEL: define dso_local ptx_kernel void @_Z12sweep_eitherPK2P4P3Accii(
; WP: call %struct.Acc @_Z5sweep2P4PKS_i3Acc(

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P4 = type { float, float, float, float }
%struct.Acc = type { float, float, float }

@_ZZ12sweep_sharedPK2P4P3AcciE4tile = internal addrspace(3) global [64 x %struct.P4] undef, align 4
@_ZZ12sweep_eitherPK2P4P3AcciiE4tile = internal addrspace(3) global [64 x %struct.P4] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.Acc @_Z8interact2P4S_3Acc(ptr noundef readonly byval(%struct.P4) align 4 captures(none) %0, ptr noundef readonly byval(%struct.P4) align 4 captures(none) %1, ptr noundef byval(%struct.Acc) align 4 captures(none) %2) local_unnamed_addr #0 {
  %4 = load float, ptr %1, align 4, !tbaa !8
  %5 = load float, ptr %0, align 4, !tbaa !8
  %6 = fsub contract float %4, %5
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = fsub contract float %8, %10
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = fsub contract float %13, %15
  %17 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %18 = load float, ptr %17, align 4, !tbaa !13
  %19 = fmul contract float %6, %6
  %20 = fmul contract float %11, %11
  %21 = fadd contract float %19, %20
  %22 = fmul contract float %16, %16
  %23 = fadd contract float %21, %22
  %24 = fadd contract float %23, 0x3F50624DE0000000
  %25 = fdiv contract float %18, %24
  %26 = fmul contract float %6, %25
  %27 = load float, ptr %2, align 4, !tbaa !14
  %28 = fadd contract float %27, %26
  store float %28, ptr %2, align 4, !tbaa !14
  %29 = fmul contract float %11, %25
  %30 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %31 = load float, ptr %30, align 4, !tbaa !16
  %32 = fadd contract float %31, %29
  store float %32, ptr %30, align 4, !tbaa !16
  %33 = fmul contract float %16, %25
  %34 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %35 = load float, ptr %34, align 4, !tbaa !17
  %36 = fadd contract float %35, %33
  store float %36, ptr %34, align 4, !tbaa !17
  %37 = insertvalue %struct.Acc poison, float %28, 0
  %38 = insertvalue %struct.Acc %37, float %32, 1
  %39 = insertvalue %struct.Acc %38, float %36, 2
  ret %struct.Acc %39
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local %struct.Acc @_Z5sweep2P4PKS_i3Acc(ptr noundef readonly byval(%struct.P4) align 4 captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef byval(%struct.Acc) align 4 captures(none) %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %4
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  br label %18

9:                                                ; preds = %18, %4
  %10 = load float, ptr %3, align 4, !tbaa !18
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !18
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !18
  %15 = insertvalue %struct.Acc poison, float %10, 0
  %16 = insertvalue %struct.Acc %15, float %12, 1
  %17 = insertvalue %struct.Acc %16, float %14, 2
  ret %struct.Acc %17

18:                                               ; preds = %6, %18
  %19 = phi i32 [ 0, %6 ], [ %26, %18 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw %struct.P4, ptr %1, i64 %20
  %22 = tail call %struct.Acc @_Z8interact2P4S_3Acc(ptr noundef nonnull byval(%struct.P4) align 4 %0, ptr noundef nonnull byval(%struct.P4) align 4 %21, ptr noundef nonnull byval(%struct.Acc) align 4 %3) #8
  %23 = extractvalue %struct.Acc %22, 0
  %24 = extractvalue %struct.Acc %22, 1
  %25 = extractvalue %struct.Acc %22, 2
  store float %23, ptr %3, align 4, !tbaa !18
  store float %24, ptr %7, align 4, !tbaa !18
  store float %25, ptr %8, align 4, !tbaa !18
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %2
  br i1 %27, label %9, label %18, !llvm.loop !19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12sweep_sharedPK2P4P3Acci(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = alloca %struct.Acc, align 4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.P4, ptr %0, i64 %10
  %12 = and i32 %8, 63
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw %struct.P4, ptr addrspacecast (ptr addrspace(3) @_ZZ12sweep_sharedPK2P4P3AcciE4tile to ptr), i64 %13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %14, ptr noundef nonnull align 4 dereferenceable(16) %11, i64 16, i1 false), !tbaa.struct !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = tail call i32 @llvm.smin.i32(i32 %2, i32 64)
  store float 0.000000e+00, ptr %4, align 4, !tbaa !14
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float 0.000000e+00, ptr %16, align 4, !tbaa !16
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float 0.000000e+00, ptr %17, align 4, !tbaa !17
  %18 = tail call %struct.Acc @_Z5sweep2P4PKS_i3Acc(ptr noundef nonnull byval(%struct.P4) align 4 %14, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ12sweep_sharedPK2P4P3AcciE4tile to ptr), i32 noundef %15, ptr noundef nonnull byval(%struct.Acc) align 4 %4) #8
  %19 = extractvalue %struct.Acc %18, 0
  %20 = extractvalue %struct.Acc %18, 1
  %21 = extractvalue %struct.Acc %18, 2
  %22 = getelementptr inbounds %struct.Acc, ptr %1, i64 %10
  store float %19, ptr %22, align 4, !tbaa !18
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 4
  store float %20, ptr %23, align 4, !tbaa !18
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store float %21, ptr %24, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12sweep_globalPK2P4P3Acci(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = alloca %struct.Acc, align 4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.P4, ptr %0, i64 %10
  store float 0.000000e+00, ptr %4, align 4, !tbaa !14
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float 0.000000e+00, ptr %12, align 4, !tbaa !16
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float 0.000000e+00, ptr %13, align 4, !tbaa !17
  %14 = tail call %struct.Acc @_Z5sweep2P4PKS_i3Acc(ptr noundef nonnull byval(%struct.P4) align 4 %11, ptr noundef %0, i32 noundef %2, ptr noundef nonnull byval(%struct.Acc) align 4 %4) #8
  %15 = extractvalue %struct.Acc %14, 0
  %16 = extractvalue %struct.Acc %14, 1
  %17 = extractvalue %struct.Acc %14, 2
  %18 = getelementptr inbounds %struct.Acc, ptr %1, i64 %10
  store float %15, ptr %18, align 4, !tbaa !18
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 4
  store float %16, ptr %19, align 4, !tbaa !18
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store float %17, ptr %20, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12sweep_eitherPK2P4P3Accii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca %struct.Acc, align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.P4, ptr %0, i64 %11
  %13 = and i32 %9, 63
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw %struct.P4, ptr addrspacecast (ptr addrspace(3) @_ZZ12sweep_eitherPK2P4P3AcciiE4tile to ptr), i64 %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(16) %12, i64 16, i1 false), !tbaa.struct !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = icmp eq i32 %3, 0
  %17 = select i1 %16, ptr %0, ptr addrspacecast (ptr addrspace(3) @_ZZ12sweep_eitherPK2P4P3AcciiE4tile to ptr)
  %18 = tail call i32 @llvm.smin.i32(i32 %2, i32 64)
  store float 0.000000e+00, ptr %5, align 4, !tbaa !14
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float 0.000000e+00, ptr %19, align 4, !tbaa !16
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float 0.000000e+00, ptr %20, align 4, !tbaa !17
  %21 = tail call %struct.Acc @_Z5sweep2P4PKS_i3Acc(ptr noundef nonnull byval(%struct.P4) align 4 %12, ptr noundef %17, i32 noundef %18, ptr noundef nonnull byval(%struct.Acc) align 4 %5) #8
  %22 = extractvalue %struct.Acc %21, 0
  %23 = extractvalue %struct.Acc %21, 1
  %24 = extractvalue %struct.Acc %21, 2
  %25 = getelementptr inbounds %struct.Acc, ptr %1, i64 %11
  store float %22, ptr %25, align 4, !tbaa !18
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 4
  store float %23, ptr %26, align 4, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  store float %24, ptr %27, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS2P4", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 4}
!12 = !{!9, !10, i64 8}
!13 = !{!9, !10, i64 12}
!14 = !{!15, !10, i64 0}
!15 = !{!"_ZTS3Acc", !10, i64 0, !10, i64 4, !10, i64 8}
!16 = !{!15, !10, i64 4}
!17 = !{!15, !10, i64 8}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{i64 0, i64 4, !18, i64 4, i64 4, !18, i64 8, i64 4, !18, i64 12, i64 4, !18}

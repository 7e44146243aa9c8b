; Class 14, by-value arguments read in their space (NVPTX). llc copies a
; struct passed by value with loads through the argument pointer, and
; picks their state space from what it sees in the call's block: a GEP in
; the loop body on a pointer cast in the entry block is read with generic
; ld although the solve knows its space. memspace-opt casts the specific
; form back right before the call, so llc reads global, __shared__ and
; __constant__ bodies with ld.global, ld.shared and ld.const. The sibling
; whose argument may point to the shared tile or to global memory keeps
; its generic GEP and no cast is added. (Prefix DEF is the default pipeline, whose
; ipmsp declares the kernels' pointer parameters global; memspace-opt alone
; keeps them generic, and a cast of a generic parameter and back would
; fold in llc, so those arguments are left alone there.)
; Source (clang-22 -O1, sm_90; examples/cuda_min.h):
; struct Body { float x, y, z, m; };
; struct Vec3 { float x, y, z; };
; __constant__ Body c_bodies[64];
; __device__ NOINLINE Vec3 pull(Body a, Body b) {
;   float dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
;   float s = b.m / (dx * dx + dy * dy + dz * dz + 1e-3f);
;   return Vec3{dx * s, dy * s, dz * s};
; }
; __global__ void from_global(const Body *b, Vec3 *out, int n) {
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   Vec3 acc = {0.f, 0.f, 0.f};
;   for (int j = 0; j < n; ++j) {
;     Vec3 f = pull(b[i], b[j]);
;     acc.x += f.x; acc.y += f.y; acc.z += f.z;
;   }
;   out[i] = acc;
; }
; __global__ void from_shared(const Body *b, Vec3 *out, int n) {
;   __shared__ Body tile[128];
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   tile[threadIdx.x] = b[i];
;   __syncthreads();
;   Vec3 acc = {0.f, 0.f, 0.f};
;   for (int j = 0; j < n && j < 128; ++j) {
;     Vec3 f = pull(tile[threadIdx.x], tile[j]);
;     acc.x += f.x; acc.y += f.y; acc.z += f.z;
;   }
;   out[i] = acc;
; }
; __global__ void from_const(Vec3 *out, int n) {
;   int i = threadIdx.x & 63;
;   Vec3 acc = {0.f, 0.f, 0.f};
;   for (int j = 0; j < n && j < 64; ++j) {
;     Vec3 f = pull(c_bodies[i], c_bodies[j]);
;     acc.x += f.x; acc.y += f.y; acc.z += f.z;
;   }
;   out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
; }
; __global__ void from_either(const Body *b, Vec3 *out, int n, int staged) {
;   __shared__ Body tile[128];
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   tile[threadIdx.x] = b[i];
;   __syncthreads();
;   const Body *src = staged ? tile : b;
;   Vec3 acc = {0.f, 0.f, 0.f};
;   for (int j = 0; j < n && j < 128; ++j) {
;     Vec3 f = pull(b[i], src[j]);
;     acc.x += f.x; acc.y += f.y; acc.z += f.z;
;   }
;   out[i] = acc;
; }
; RUN: memspace %s -o - | FileCheck %s --check-prefixes=CHECK,DEF
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Body = type { float, float, float, float }
%struct.Vec3 = type { float, float, float }

@c_bodies = dso_local addrspace(4) externally_initialized constant [64 x %struct.Body] zeroinitializer, align 4
@_ZZ11from_sharedPK4BodyP4Vec3iE4tile = internal unnamed_addr addrspace(3) global [128 x %struct.Body] undef, align 4
@_ZZ11from_eitherPK4BodyP4Vec3iiE4tile = internal unnamed_addr addrspace(3) global [128 x %struct.Body] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_bodies to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z4pull4BodyS_(ptr noundef readonly byval(%struct.Body) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Body) align 4 captures(none) %1) local_unnamed_addr #0 {
  %3 = load float, ptr %1, align 4, !tbaa !8
  %4 = load float, ptr %0, align 4, !tbaa !8
  %5 = fsub contract float %3, %4
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fsub contract float %7, %9
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !12
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = fsub contract float %12, %14
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !13
  %18 = fmul contract float %5, %5
  %19 = fmul contract float %10, %10
  %20 = fadd contract float %18, %19
  %21 = fmul contract float %15, %15
  %22 = fadd contract float %20, %21
  %23 = fadd contract float %22, 0x3F50624DE0000000
  %24 = fdiv contract float %17, %23
  %25 = fmul contract float %5, %24
  %26 = fmul contract float %10, %24
  %27 = fmul contract float %15, %24
  %28 = insertvalue %struct.Vec3 poison, float %25, 0
  %29 = insertvalue %struct.Vec3 %28, float %26, 1
  %30 = insertvalue %struct.Vec3 %29, float %27, 2
  ret %struct.Vec3 %30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
; DEF-LABEL: define dso_local ptx_kernel void @_Z11from_globalPK4BodyP4Vec3i(
; DEF: %[[I:[0-9]+]] = addrspacecast ptr addrspace(1) %{{[0-9]+}} to ptr
; DEF-NEXT: %[[JG:[0-9]+]] = addrspacecast ptr addrspace(1) %{{[0-9]+}} to ptr
; DEF-NEXT: call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %[[I]], ptr noundef nonnull byval(%struct.Body) align 4 %[[JG]])
define dso_local ptx_kernel void @_Z11from_globalPK4BodyP4Vec3i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.Body, ptr %0, i64 %11
  br label %21

13:                                               ; preds = %21, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %34, %21 ]
  %15 = phi float [ 0.000000e+00, %3 ], [ %33, %21 ]
  %16 = phi float [ 0.000000e+00, %3 ], [ %32, %21 ]
  %17 = sext i32 %8 to i64
  %18 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %17
  store float %16, ptr %18, align 4, !tbaa !14
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 4
  store float %15, ptr %19, align 4, !tbaa !14
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 8
  store float %14, ptr %20, align 4, !tbaa !14
  ret void

21:                                               ; preds = %10, %21
  %22 = phi float [ 0.000000e+00, %10 ], [ %32, %21 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %33, %21 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %34, %21 ]
  %25 = phi i32 [ 0, %10 ], [ %35, %21 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw %struct.Body, ptr %0, i64 %26
  %28 = tail call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %12, ptr noundef nonnull byval(%struct.Body) align 4 %27) #8
  %29 = extractvalue %struct.Vec3 %28, 0
  %30 = extractvalue %struct.Vec3 %28, 1
  %31 = extractvalue %struct.Vec3 %28, 2
  %32 = fadd contract float %22, %29
  %33 = fadd contract float %23, %30
  %34 = fadd contract float %24, %31
  %35 = add nuw nsw i32 %25, 1
  %36 = icmp eq i32 %35, %2
  br i1 %36, label %13, label %21, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z11from_sharedPK4BodyP4Vec3i(
; CHECK: %[[M:[0-9]+]] = addrspacecast ptr addrspace(3) %{{[0-9]+}} to ptr
; CHECK-NEXT: %[[TG:[0-9]+]] = addrspacecast ptr addrspace(3) %{{[0-9]+}} to ptr
; CHECK-NEXT: call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %[[M]], ptr noundef nonnull byval(%struct.Body) align 4 %[[TG]])
define dso_local ptx_kernel void @_Z11from_sharedPK4BodyP4Vec3i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds %struct.Body, ptr %0, i64 %9
  %11 = zext nneg i32 %7 to i64
  %12 = getelementptr inbounds nuw %struct.Body, ptr addrspacecast (ptr addrspace(3) @_ZZ11from_sharedPK4BodyP4Vec3iE4tile to ptr), i64 %11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %12, ptr noundef nonnull align 4 dereferenceable(16) %10, i64 16, i1 false), !tbaa.struct !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = tail call i32 @llvm.smin.i32(i32 %2, i32 128)
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %22, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %35, %22 ]
  %17 = phi float [ 0.000000e+00, %3 ], [ %34, %22 ]
  %18 = phi float [ 0.000000e+00, %3 ], [ %33, %22 ]
  %19 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %9
  store float %18, ptr %19, align 4, !tbaa !14
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 4
  store float %17, ptr %20, align 4, !tbaa !14
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store float %16, ptr %21, align 4, !tbaa !14
  ret void

22:                                               ; preds = %3, %22
  %23 = phi float [ %33, %22 ], [ 0.000000e+00, %3 ]
  %24 = phi float [ %34, %22 ], [ 0.000000e+00, %3 ]
  %25 = phi float [ %35, %22 ], [ 0.000000e+00, %3 ]
  %26 = phi i32 [ %36, %22 ], [ 0, %3 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw %struct.Body, ptr addrspacecast (ptr addrspace(3) @_ZZ11from_sharedPK4BodyP4Vec3iE4tile to ptr), i64 %27
  %29 = tail call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %12, ptr noundef nonnull byval(%struct.Body) align 4 %28) #8
  %30 = extractvalue %struct.Vec3 %29, 0
  %31 = extractvalue %struct.Vec3 %29, 1
  %32 = extractvalue %struct.Vec3 %29, 2
  %33 = fadd contract float %23, %30
  %34 = fadd contract float %24, %31
  %35 = fadd contract float %25, %32
  %36 = add nuw nsw i32 %26, 1
  %37 = icmp eq i32 %36, %13
  br i1 %37, label %15, label %22, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z10from_constP4Vec3i(
; CHECK: %[[CI:[0-9]+]] = addrspacecast ptr addrspace(4) %{{[0-9]+}} to ptr
; CHECK-NEXT: %[[CG:[0-9]+]] = addrspacecast ptr addrspace(4) %{{[0-9]+}} to ptr
; CHECK-NEXT: call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %[[CI]], ptr noundef nonnull byval(%struct.Body) align 4 %[[CG]])
define dso_local ptx_kernel void @_Z10from_constP4Vec3i(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 64)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = and i32 %3, 63
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw %struct.Body, ptr addrspacecast (ptr addrspace(4) @c_bodies to ptr), i64 %8
  br label %22

10:                                               ; preds = %22, %2
  %11 = phi float [ 0.000000e+00, %2 ], [ %35, %22 ]
  %12 = phi float [ 0.000000e+00, %2 ], [ %34, %22 ]
  %13 = phi float [ 0.000000e+00, %2 ], [ %33, %22 ]
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %0, i64 %18
  store float %13, ptr %19, align 4, !tbaa !14
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 4
  store float %12, ptr %20, align 4, !tbaa !14
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 8
  store float %11, ptr %21, align 4, !tbaa !14
  ret void

22:                                               ; preds = %6, %22
  %23 = phi float [ 0.000000e+00, %6 ], [ %33, %22 ]
  %24 = phi float [ 0.000000e+00, %6 ], [ %34, %22 ]
  %25 = phi float [ 0.000000e+00, %6 ], [ %35, %22 ]
  %26 = phi i32 [ 0, %6 ], [ %36, %22 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw %struct.Body, ptr addrspacecast (ptr addrspace(4) @c_bodies to ptr), i64 %27
  %29 = tail call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %9, ptr noundef nonnull byval(%struct.Body) align 4 %28) #8
  %30 = extractvalue %struct.Vec3 %29, 0
  %31 = extractvalue %struct.Vec3 %29, 1
  %32 = extractvalue %struct.Vec3 %29, 2
  %33 = fadd contract float %23, %30
  %34 = fadd contract float %24, %31
  %35 = fadd contract float %25, %32
  %36 = add nuw nsw i32 %26, 1
  %37 = icmp eq i32 %36, %4
  br i1 %37, label %10, label %22, !llvm.loop !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; DEF-LABEL: define dso_local ptx_kernel void @_Z11from_eitherPK4BodyP4Vec3ii(
; DEF: %[[E:[0-9]+]] = getelementptr inbounds nuw %struct.Body, ptr %{{[0-9]+}}, i64
; DEF-NEXT: %[[EI:[0-9]+]] = addrspacecast ptr addrspace(1) %{{[0-9]+}} to ptr
; DEF-NEXT: call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %[[EI]], ptr noundef nonnull byval(%struct.Body) align 4 %[[E]])
define dso_local ptx_kernel void @_Z11from_eitherPK4BodyP4Vec3ii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.Body, ptr %0, i64 %10
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds nuw %struct.Body, ptr addrspacecast (ptr addrspace(3) @_ZZ11from_eitherPK4BodyP4Vec3iiE4tile to ptr), i64 %12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(16) %11, i64 16, i1 false), !tbaa.struct !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp eq i32 %3, 0
  %15 = select i1 %14, ptr %0, ptr addrspacecast (ptr addrspace(3) @_ZZ11from_eitherPK4BodyP4Vec3iiE4tile to ptr)
  %16 = tail call i32 @llvm.smin.i32(i32 %2, i32 128)
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %25, label %18

18:                                               ; preds = %25, %4
  %19 = phi float [ 0.000000e+00, %4 ], [ %38, %25 ]
  %20 = phi float [ 0.000000e+00, %4 ], [ %37, %25 ]
  %21 = phi float [ 0.000000e+00, %4 ], [ %36, %25 ]
  %22 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %10
  store float %21, ptr %22, align 4, !tbaa !14
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 4
  store float %20, ptr %23, align 4, !tbaa !14
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 8
  store float %19, ptr %24, align 4, !tbaa !14
  ret void

25:                                               ; preds = %4, %25
  %26 = phi float [ %36, %25 ], [ 0.000000e+00, %4 ]
  %27 = phi float [ %37, %25 ], [ 0.000000e+00, %4 ]
  %28 = phi float [ %38, %25 ], [ 0.000000e+00, %4 ]
  %29 = phi i32 [ %39, %25 ], [ 0, %4 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw %struct.Body, ptr %15, i64 %30
  %32 = tail call %struct.Vec3 @_Z4pull4BodyS_(ptr noundef nonnull byval(%struct.Body) align 4 %11, ptr noundef nonnull byval(%struct.Body) align 4 %31) #8
  %33 = extractvalue %struct.Vec3 %32, 0
  %34 = extractvalue %struct.Vec3 %32, 1
  %35 = extractvalue %struct.Vec3 %32, 2
  %36 = fadd contract float %26, %33
  %37 = fadd contract float %27, %34
  %38 = fadd contract float %28, %35
  %39 = add nuw nsw i32 %29, 1
  %40 = icmp eq i32 %39, %16
  br i1 %40, label %18, label %25, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
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
!9 = !{!"_ZTS4Body", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 4}
!12 = !{!9, !10, i64 8}
!13 = !{!9, !10, i64 12}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !14, i64 12, i64 4, !14}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
!21 = distinct !{!21, !16, !17}

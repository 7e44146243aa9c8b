; ModuleID = 'bench/reach/src/06_reduce_templates.cu'
source_filename = "bench/reach/src/06_reduce_templates.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

$_Z13reduce_kernelI3SumEvPKfPfi = comdat any

$_Z13reduce_kernelI3MaxEvPKfPfi = comdat any

$_Z13reduce_kernelI3MinEvPKfPfi = comdat any

$_ZZ13reduce_kernelI3SumEvPKfPfiE7scratch = comdat any

$_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch = comdat any

$_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch = comdat any

@_ZZ13reduce_kernelI3SumEvPKfPfiE7scratch = linkonce_odr hidden addrspace(3) global [256 x float] undef, comdat, align 16
@_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch = linkonce_odr hidden local_unnamed_addr addrspace(3) global [256 x float] undef, comdat, align 16
@_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch = linkonce_odr hidden local_unnamed_addr addrspace(3) global [256 x float] undef, comdat, align 16
@_ZZ8row_sumsPKfPfiiE7scratch = internal addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_44a2d204a08ee2b8 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_44a2d204a08ee2b8 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13reduce_kernelI3SumEvPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 comdat {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = tail call contract fastcc noundef float @_Z13thread_reduceI3SumEfPKfiT_(ptr noundef %5, i32 noundef %2) #8
  %7 = tail call contract fastcc noundef float @_Z12block_reduceI3SumEfPffT_(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13reduce_kernelI3SumEvPKfPfiE7scratch to ptr), float noundef %6) #9
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  store float %7, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind
define internal fastcc noundef float @_Z12block_reduceI3SumEfPffT_(ptr noundef captures(none) %0, float noundef %1) unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw float, ptr %0, i64 %4
  %6 = addrspacecast ptr %5 to ptr addrspace(3)
  store float %1, ptr addrspace(3) %6, align 4, !tbaa !9, !noalias.addrspace !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !12
  %10 = lshr i16 %9, 1
  %11 = icmp eq i16 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %2
  %13 = zext nneg i16 %10 to i32
  br label %17

14:                                               ; preds = %30, %2
  %15 = addrspacecast ptr %0 to ptr addrspace(3)
  %16 = load float, ptr addrspace(3) %15, align 4, !tbaa !9, !noalias.addrspace !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret float %16

17:                                               ; preds = %12, %30
  %18 = phi i32 [ %31, %30 ], [ %13, %12 ]
  %19 = icmp samesign ult i32 %3, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = addrspacecast ptr %5 to ptr addrspace(3)
  %22 = load float, ptr addrspace(3) %21, align 4, !tbaa !9, !noalias.addrspace !11
  %23 = add nuw nsw i32 %18, %3
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = addrspacecast ptr %25 to ptr addrspace(3)
  %27 = load float, ptr addrspace(3) %26, align 4, !tbaa !9, !noalias.addrspace !11
  %28 = fadd contract float %22, %27
  %29 = addrspacecast ptr %5 to ptr addrspace(3)
  store float %28, ptr addrspace(3) %29, align 4, !tbaa !9, !noalias.addrspace !11
  br label %30

30:                                               ; preds = %20, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %31 = lshr i32 %18, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %14, label %17, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z13thread_reduceI3SumEfPKfiT_(ptr noundef readonly captures(none) %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !12
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i32, ptr addrspace(4) %13, align 4, !tbaa !5
  %15 = freeze i32 %14
  %16 = urem i32 %15, %7
  %17 = sub nuw i32 %15, %16
  br label %20

18:                                               ; preds = %20, %2
  %19 = phi float [ 0.000000e+00, %2 ], [ %26, %20 ]
  ret float %19

20:                                               ; preds = %12, %20
  %21 = phi i32 [ %10, %12 ], [ %27, %20 ]
  %22 = phi float [ 0.000000e+00, %12 ], [ %26, %20 ]
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = fadd contract float %22, %25
  %27 = add i32 %21, %17
  %28 = icmp slt i32 %27, %1
  br i1 %28, label %20, label %18, !llvm.loop !17
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13reduce_kernelI3MaxEvPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 comdat {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = tail call contract fastcc noundef float @_Z13thread_reduceI3MaxEfPKfiT_(ptr noundef %5, i32 noundef %2) #8
  %7 = tail call fastcc noundef float @_Z12block_reduceI3MaxEfPffT_(float noundef %6) #9
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  store float %7, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind
define internal fastcc noundef float @_Z12block_reduceI3MaxEfPffT_(float noundef %0) unnamed_addr #4 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch, i32 %2
  store float %0, ptr addrspace(3) %3, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !12
  %7 = lshr i16 %6, 1
  %8 = icmp eq i16 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = zext nneg i16 %7 to i32
  %11 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch, i32 %2
  br label %14

12:                                               ; preds = %23, %1
  %13 = load float, ptr addrspace(3) @_ZZ13reduce_kernelI3MaxEvPKfPfiE7scratch, align 16, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret float %13

14:                                               ; preds = %9, %23
  %15 = phi i32 [ %10, %9 ], [ %24, %23 ]
  %16 = icmp samesign ult i32 %2, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = load float, ptr addrspace(3) %3, align 4, !tbaa !9
  %19 = getelementptr inbounds nuw float, ptr addrspace(3) %11, i32 %15
  %20 = load float, ptr addrspace(3) %19, align 4, !tbaa !9
  %21 = fcmp contract ogt float %18, %20
  %22 = select contract i1 %21, float %18, float %20
  store float %22, ptr addrspace(3) %3, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %17, %14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = lshr i32 %15, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %12, label %14, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z13thread_reduceI3MaxEfPKfiT_(ptr noundef readonly captures(none) %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !12
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i32, ptr addrspace(4) %13, align 4, !tbaa !5
  %15 = freeze i32 %14
  %16 = urem i32 %15, %7
  %17 = sub nuw i32 %15, %16
  br label %20

18:                                               ; preds = %20, %2
  %19 = phi float [ 0xC7EC363CC0000000, %2 ], [ %27, %20 ]
  ret float %19

20:                                               ; preds = %12, %20
  %21 = phi i32 [ %10, %12 ], [ %28, %20 ]
  %22 = phi float [ 0xC7EC363CC0000000, %12 ], [ %27, %20 ]
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = fcmp contract ogt float %22, %25
  %27 = select contract i1 %26, float %22, float %25
  %28 = add i32 %21, %17
  %29 = icmp slt i32 %28, %1
  br i1 %29, label %20, label %18, !llvm.loop !19
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13reduce_kernelI3MinEvPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 comdat {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = tail call contract fastcc noundef float @_Z13thread_reduceI3MinEfPKfiT_(ptr noundef %5, i32 noundef %2) #8
  %7 = tail call fastcc noundef float @_Z12block_reduceI3MinEfPffT_(float noundef %6) #9
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  store float %7, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind
define internal fastcc noundef float @_Z12block_reduceI3MinEfPffT_(float noundef %0) unnamed_addr #4 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch, i32 %2
  store float %0, ptr addrspace(3) %3, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !12
  %7 = lshr i16 %6, 1
  %8 = icmp eq i16 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = zext nneg i16 %7 to i32
  %11 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch, i32 %2
  br label %14

12:                                               ; preds = %23, %1
  %13 = load float, ptr addrspace(3) @_ZZ13reduce_kernelI3MinEvPKfPfiE7scratch, align 16, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret float %13

14:                                               ; preds = %9, %23
  %15 = phi i32 [ %10, %9 ], [ %24, %23 ]
  %16 = icmp samesign ult i32 %2, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = load float, ptr addrspace(3) %3, align 4, !tbaa !9
  %19 = getelementptr inbounds nuw float, ptr addrspace(3) %11, i32 %15
  %20 = load float, ptr addrspace(3) %19, align 4, !tbaa !9
  %21 = fcmp contract olt float %18, %20
  %22 = select contract i1 %21, float %18, float %20
  store float %22, ptr addrspace(3) %3, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %17, %14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = lshr i32 %15, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %12, label %14, !llvm.loop !20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z13thread_reduceI3MinEfPKfiT_(ptr noundef readonly captures(none) %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !12
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %14 = load i32, ptr addrspace(4) %13, align 4, !tbaa !5
  %15 = freeze i32 %14
  %16 = urem i32 %15, %7
  %17 = sub nuw i32 %15, %16
  br label %20

18:                                               ; preds = %20, %2
  %19 = phi float [ 0x47EC363CC0000000, %2 ], [ %27, %20 ]
  ret float %19

20:                                               ; preds = %12, %20
  %21 = phi i32 [ %10, %12 ], [ %28, %20 ]
  %22 = phi float [ 0x47EC363CC0000000, %12 ], [ %27, %20 ]
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = fcmp contract olt float %22, %25
  %27 = select contract i1 %26, float %22, float %25
  %28 = add i32 %21, %17
  %29 = icmp slt i32 %28, %1
  br i1 %29, label %20, label %18, !llvm.loop !21
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z8row_sumsPKfPfii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = icmp slt i32 %8, %3
  %10 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 4
  %12 = icmp eq i32 %8, 0
  %13 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 12
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %13, i64 4
  br label %17

16:                                               ; preds = %39, %4
  ret void

17:                                               ; preds = %7, %39
  %18 = phi i32 [ %5, %7 ], [ %44, %39 ]
  br i1 %9, label %19, label %23

19:                                               ; preds = %17
  %20 = mul nsw i32 %18, %3
  %21 = load i16, ptr addrspace(4) %11, align 4, !tbaa !12
  %22 = zext i16 %21 to i32
  br label %26

23:                                               ; preds = %26, %17
  %24 = phi float [ 0.000000e+00, %17 ], [ %33, %26 ]
  %25 = tail call contract fastcc noundef float @_Z12block_reduceI3SumEfPffT_(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ8row_sumsPKfPfiiE7scratch to ptr), float noundef %24) #9
  br i1 %12, label %36, label %39

26:                                               ; preds = %19, %26
  %27 = phi i32 [ %8, %19 ], [ %34, %26 ]
  %28 = phi float [ 0.000000e+00, %19 ], [ %33, %26 ]
  %29 = add nsw i32 %27, %20
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !9
  %33 = fadd contract float %28, %32
  %34 = add i32 %27, %22
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %26, label %23, !llvm.loop !22

36:                                               ; preds = %23
  %37 = sext i32 %18 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37
  store float %25, ptr addrspace(1) %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %36, %23
  %40 = load i32, ptr addrspace(4) %14, align 4, !tbaa !5
  %41 = load i16, ptr addrspace(4) %15, align 4, !tbaa !12
  %42 = zext i16 %41 to i32
  %43 = udiv i32 %40, %42
  %44 = add i32 %43, %18
  %45 = icmp slt i32 %44, %2
  br i1 %45, label %17, label %16, !llvm.loop !23
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #7

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree noinline norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{i32 1, i32 3, i32 4, i32 10}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}

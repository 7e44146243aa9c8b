; ModuleID = 'bench/reach/src/15_kmeans.cu'
source_filename = "bench/reach/src/15_kmeans.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ6assignPKfS0_PiiE4cent = internal addrspace(3) global [128 x float] undef, align 16
@__hip_cuid_b5cf94f3bc84426b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_b5cf94f3bc84426b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) unnamed_addr #0 {
  %3 = load <2 x float>, ptr %0, align 4, !tbaa !9
  %4 = load <2 x float>, ptr %1, align 4, !tbaa !9
  %5 = fsub contract <2 x float> %3, %4
  %6 = fmul contract <2 x float> %5, %5
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %8 = fadd contract <2 x float> %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %11 = load <2 x float>, ptr %9, align 4, !tbaa !9
  %12 = load <2 x float>, ptr %10, align 4, !tbaa !9
  %13 = fsub contract <2 x float> %11, %12
  %14 = fmul contract <2 x float> %13, %13
  %15 = fadd contract <2 x float> %8, %14
  %16 = shufflevector <2 x float> %14, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %17 = fadd contract <2 x float> %15, %16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %20 = load <2 x float>, ptr %18, align 4, !tbaa !9
  %21 = load <2 x float>, ptr %19, align 4, !tbaa !9
  %22 = fsub contract <2 x float> %20, %21
  %23 = fmul contract <2 x float> %22, %22
  %24 = fadd contract <2 x float> %17, %23
  %25 = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %26 = fadd contract <2 x float> %24, %25
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %29 = load <2 x float>, ptr %27, align 4, !tbaa !9
  %30 = load <2 x float>, ptr %28, align 4, !tbaa !9
  %31 = fsub contract <2 x float> %29, %30
  %32 = fmul contract <2 x float> %31, %31
  %33 = fadd contract <2 x float> %26, %32
  %34 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %35 = fadd contract <2 x float> %33, %34
  %36 = extractelement <2 x float> %35, i64 0
  ret float %36
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef range(i32 0, 16) i32 @_Z7nearestPKfS0_ii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) unnamed_addr #0 {
  %3 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %1) #7
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %5 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %4) #7
  %6 = fcmp contract olt float %5, %3
  %7 = select i1 %6, float %5, float %3
  %8 = zext i1 %6 to i32
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %10 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %9) #7
  %11 = fcmp contract olt float %10, %7
  %12 = select i1 %11, float %10, float %7
  %13 = select i1 %11, i32 2, i32 %8
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 96
  %15 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %14) #7
  %16 = fcmp contract olt float %15, %12
  %17 = select i1 %16, float %15, float %12
  %18 = select i1 %16, i32 3, i32 %13
  %19 = getelementptr inbounds nuw i8, ptr %1, i64 128
  %20 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %19) #7
  %21 = fcmp contract olt float %20, %17
  %22 = select i1 %21, float %20, float %17
  %23 = select i1 %21, i32 4, i32 %18
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 160
  %25 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %24) #7
  %26 = fcmp contract olt float %25, %22
  %27 = select i1 %26, float %25, float %22
  %28 = select i1 %26, i32 5, i32 %23
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 192
  %30 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %29) #7
  %31 = fcmp contract olt float %30, %27
  %32 = select i1 %31, float %30, float %27
  %33 = select i1 %31, i32 6, i32 %28
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 224
  %35 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %34) #7
  %36 = fcmp contract olt float %35, %32
  %37 = select i1 %36, float %35, float %32
  %38 = select i1 %36, i32 7, i32 %33
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 256
  %40 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %39) #7
  %41 = fcmp contract olt float %40, %37
  %42 = select i1 %41, float %40, float %37
  %43 = select i1 %41, i32 8, i32 %38
  %44 = getelementptr inbounds nuw i8, ptr %1, i64 288
  %45 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %44) #7
  %46 = fcmp contract olt float %45, %42
  %47 = select i1 %46, float %45, float %42
  %48 = select i1 %46, i32 9, i32 %43
  %49 = getelementptr inbounds nuw i8, ptr %1, i64 320
  %50 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %49) #7
  %51 = fcmp contract olt float %50, %47
  %52 = select i1 %51, float %50, float %47
  %53 = select i1 %51, i32 10, i32 %48
  %54 = getelementptr inbounds nuw i8, ptr %1, i64 352
  %55 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %54) #7
  %56 = fcmp contract olt float %55, %52
  %57 = select i1 %56, float %55, float %52
  %58 = select i1 %56, i32 11, i32 %53
  %59 = getelementptr inbounds nuw i8, ptr %1, i64 384
  %60 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %59) #7
  %61 = fcmp contract olt float %60, %57
  %62 = select i1 %61, float %60, float %57
  %63 = select i1 %61, i32 12, i32 %58
  %64 = getelementptr inbounds nuw i8, ptr %1, i64 416
  %65 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %64) #7
  %66 = fcmp contract olt float %65, %62
  %67 = select i1 %66, float %65, float %62
  %68 = select i1 %66, i32 13, i32 %63
  %69 = getelementptr inbounds nuw i8, ptr %1, i64 448
  %70 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %69) #7
  %71 = fcmp contract olt float %70, %67
  %72 = select i1 %71, float %70, float %67
  %73 = select i1 %71, i32 14, i32 %68
  %74 = getelementptr inbounds nuw i8, ptr %1, i64 480
  %75 = tail call fastcc noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef nonnull %74) #7
  %76 = fcmp contract olt float %75, %72
  %77 = select i1 %76, i32 15, i32 %73
  ret i32 %77
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z6assignPKfS0_Pii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = addrspacecast ptr addrspace(1) %0 to ptr
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = icmp samesign ult i32 %6, 128
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  br i1 %7, label %9, label %100

9:                                                ; preds = %4
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %11 = load i16, ptr addrspace(4) %10, align 4, !tbaa !11
  %12 = zext i16 %11 to i32
  %13 = sub nuw nsw i32 128, %6
  %14 = icmp ne i32 %6, 127
  %15 = icmp eq i16 %11, 1
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %98

17:                                               ; preds = %9
  %18 = and i32 %13, 254
  %19 = add nuw nsw i32 %6, %18
  %20 = sub nsw i32 126, %6
  %21 = lshr i32 %20, 1
  %22 = add nuw i32 %21, 1
  %23 = and i32 %22, 7
  %24 = icmp ult i32 %20, 14
  br i1 %24, label %82, label %25

25:                                               ; preds = %17
  %26 = and i32 %22, -8
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i32 [ 0, %25 ], [ %77, %27 ]
  %29 = phi i32 [ 0, %25 ], [ %78, %27 ]
  %30 = add i32 %6, %28
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %31
  %33 = load <2 x float>, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %30
  store <2 x float> %33, ptr addrspace(3) %34, align 4, !tbaa !9
  %35 = or disjoint i32 %28, 2
  %36 = add i32 %6, %35
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %37
  %39 = load <2 x float>, ptr addrspace(1) %38, align 4, !tbaa !9
  %40 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %36
  store <2 x float> %39, ptr addrspace(3) %40, align 4, !tbaa !9
  %41 = or disjoint i32 %28, 4
  %42 = add i32 %6, %41
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %43
  %45 = load <2 x float>, ptr addrspace(1) %44, align 4, !tbaa !9
  %46 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %42
  store <2 x float> %45, ptr addrspace(3) %46, align 4, !tbaa !9
  %47 = or disjoint i32 %28, 6
  %48 = add i32 %6, %47
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %49
  %51 = load <2 x float>, ptr addrspace(1) %50, align 4, !tbaa !9
  %52 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %48
  store <2 x float> %51, ptr addrspace(3) %52, align 4, !tbaa !9
  %53 = or disjoint i32 %28, 8
  %54 = add i32 %6, %53
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %55
  %57 = load <2 x float>, ptr addrspace(1) %56, align 4, !tbaa !9
  %58 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %54
  store <2 x float> %57, ptr addrspace(3) %58, align 4, !tbaa !9
  %59 = or disjoint i32 %28, 10
  %60 = add i32 %6, %59
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %61
  %63 = load <2 x float>, ptr addrspace(1) %62, align 4, !tbaa !9
  %64 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %60
  store <2 x float> %63, ptr addrspace(3) %64, align 4, !tbaa !9
  %65 = or disjoint i32 %28, 12
  %66 = add i32 %6, %65
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %67
  %69 = load <2 x float>, ptr addrspace(1) %68, align 4, !tbaa !9
  %70 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %66
  store <2 x float> %69, ptr addrspace(3) %70, align 4, !tbaa !9
  %71 = or disjoint i32 %28, 14
  %72 = add i32 %6, %71
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %73
  %75 = load <2 x float>, ptr addrspace(1) %74, align 4, !tbaa !9
  %76 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %72
  store <2 x float> %75, ptr addrspace(3) %76, align 4, !tbaa !9
  %77 = add nuw i32 %28, 16
  %78 = add i32 %29, 8
  %79 = icmp eq i32 %78, %26
  br i1 %79, label %80, label %27, !llvm.loop !13

80:                                               ; preds = %27
  %81 = icmp eq i32 %23, 0
  br i1 %81, label %96, label %82

82:                                               ; preds = %80, %17
  %83 = phi i32 [ 0, %17 ], [ %77, %80 ]
  %84 = icmp ne i32 %23, 0
  tail call void @llvm.assume(i1 %84)
  br label %85

85:                                               ; preds = %85, %82
  %86 = phi i32 [ %83, %82 ], [ %93, %85 ]
  %87 = phi i32 [ 0, %82 ], [ %94, %85 ]
  %88 = add i32 %6, %86
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %89
  %91 = load <2 x float>, ptr addrspace(1) %90, align 4, !tbaa !9
  %92 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %88
  store <2 x float> %91, ptr addrspace(3) %92, align 4, !tbaa !9
  %93 = add nuw i32 %86, 2
  %94 = add i32 %87, 1
  %95 = icmp eq i32 %94, %23
  br i1 %95, label %96, label %85, !llvm.loop !16

96:                                               ; preds = %85, %80
  %97 = icmp eq i32 %13, %18
  br i1 %97, label %100, label %98

98:                                               ; preds = %9, %96
  %99 = phi i32 [ %6, %9 ], [ %19, %96 ]
  br label %108

100:                                              ; preds = %108, %96, %4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %101 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %102 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %103 = load i16, ptr addrspace(4) %102, align 4, !tbaa !11
  %104 = zext i16 %103 to i32
  %105 = mul i32 %101, %104
  %106 = add i32 %105, %6
  %107 = icmp slt i32 %106, %3
  br i1 %107, label %116, label %123

108:                                              ; preds = %98, %108
  %109 = phi i32 [ %114, %108 ], [ %99, %98 ]
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4, !tbaa !9
  %113 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent, i32 %109
  store float %112, ptr addrspace(3) %113, align 4, !tbaa !9
  %114 = add nuw nsw i32 %109, %12
  %115 = icmp samesign ult i32 %114, 128
  br i1 %115, label %108, label %100, !llvm.loop !18

116:                                              ; preds = %100
  %117 = sext i32 %106 to i64
  %118 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %117
  %119 = shl nsw i32 %106, 3
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %5, i64 %120
  %122 = tail call fastcc noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %121, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr)) #7
  store i32 %122, ptr addrspace(1) %118, align 4, !tbaa !5
  br label %123

123:                                              ; preds = %116, %100
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z13assign_globalPKfS0_Pii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !11
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %24

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  %17 = addrspacecast ptr addrspace(1) %0 to ptr
  %18 = shl nsw i32 %12, 3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = ptrtoint ptr addrspace(1) %1 to i64
  %22 = inttoptr i64 %21 to ptr
  %23 = tail call fastcc noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %20, ptr noundef %22) #7
  store i32 %23, ptr addrspace(1) %16, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z6updatePKfPKiPfPii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, ptr addrspace(1) noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !11
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %80

15:                                               ; preds = %5
  %16 = shl nsw i32 %13, 3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = fadd contract float %19, 0.000000e+00
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 4
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !9
  %23 = fadd contract float %22, 0.000000e+00
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 8
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = fadd contract float %25, 0.000000e+00
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 12
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !9
  %29 = fadd contract float %28, 0.000000e+00
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 16
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9
  %32 = fadd contract float %31, 0.000000e+00
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 20
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9
  %35 = fadd contract float %34, 0.000000e+00
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 24
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !9
  %38 = fadd contract float %37, 0.000000e+00
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %18, i64 28
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9
  %41 = fadd contract float %40, 0.000000e+00
  %42 = sext i32 %13 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %42
  %44 = load i32, ptr addrspace(1) %43, align 4, !tbaa !5
  %45 = shl nsw i32 %44, 3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %46
  %48 = atomicrmw fadd ptr addrspace(1) %47, float %20 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %49 = sext i32 %45 to i64
  %50 = getelementptr float, ptr addrspace(1) %2, i64 %49
  %51 = getelementptr i8, ptr addrspace(1) %50, i64 4
  %52 = atomicrmw fadd ptr addrspace(1) %51, float %23 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr addrspace(1) %2, i64 %53
  %55 = getelementptr i8, ptr addrspace(1) %54, i64 8
  %56 = atomicrmw fadd ptr addrspace(1) %55, float %26 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %57 = sext i32 %45 to i64
  %58 = getelementptr float, ptr addrspace(1) %2, i64 %57
  %59 = getelementptr i8, ptr addrspace(1) %58, i64 12
  %60 = atomicrmw fadd ptr addrspace(1) %59, float %29 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %61 = sext i32 %45 to i64
  %62 = getelementptr float, ptr addrspace(1) %2, i64 %61
  %63 = getelementptr i8, ptr addrspace(1) %62, i64 16
  %64 = atomicrmw fadd ptr addrspace(1) %63, float %32 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %65 = sext i32 %45 to i64
  %66 = getelementptr float, ptr addrspace(1) %2, i64 %65
  %67 = getelementptr i8, ptr addrspace(1) %66, i64 20
  %68 = atomicrmw fadd ptr addrspace(1) %67, float %35 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %69 = sext i32 %45 to i64
  %70 = getelementptr float, ptr addrspace(1) %2, i64 %69
  %71 = getelementptr i8, ptr addrspace(1) %70, i64 24
  %72 = atomicrmw fadd ptr addrspace(1) %71, float %38 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %73 = sext i32 %45 to i64
  %74 = getelementptr float, ptr addrspace(1) %2, i64 %73
  %75 = getelementptr i8, ptr addrspace(1) %74, i64 28
  %76 = atomicrmw fadd ptr addrspace(1) %75, float %41 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  %77 = sext i32 %44 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %77
  %79 = atomicrmw add ptr addrspace(1) %78, i32 1 syncscope("agent") monotonic, align 4, !noalias.addrspace !19, !amdgpu.no.fine.grained.memory !20, !amdgpu.no.remote.memory !20
  br label %80

80:                                               ; preds = %5, %15
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !14, !15}
!19 = !{i32 5, i32 6}
!20 = !{}

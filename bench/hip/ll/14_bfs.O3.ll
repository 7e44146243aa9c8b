; ModuleID = 'bench/reach/src/14_bfs.cu'
source_filename = "bench/reach/src/14_bfs.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Graph = type { ptr, ptr, i32 }
%struct.Queue = type { ptr, ptr }

@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq = internal addrspace(3) global [512 x i32] undef, align 16
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail = internal addrspace(3) global i32 undef, align 4
@_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base = internal unnamed_addr addrspace(3) global i32 undef, align 4
@__hip_cuid_107c7b0da548bcc9 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_107c7b0da548bcc9 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z4pushPiS_i(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) unnamed_addr #0 {
  %4 = atomicrmw add ptr %1, i32 1 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  store i32 %2, ptr %6, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define internal fastcc void @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr readonly captures(none) %0, ptr readonly captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noundef writeonly captures(none) %5, ptr noundef captures(none) %6) unnamed_addr #1 {
  %8 = sext i32 %3 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = getelementptr i8, ptr %9, i64 4
  %11 = load <2 x i32>, ptr %9, align 4, !tbaa !5
  %12 = extractelement <2 x i32> %11, i64 0
  %13 = extractelement <2 x i32> %11, i64 1
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %7
  %16 = add nsw i32 %4, 1
  br label %18

17:                                               ; preds = %30, %7
  ret void

18:                                               ; preds = %15, %30
  %19 = phi i32 [ 0, %15 ], [ %31, %30 ]
  %20 = phi i32 [ %12, %15 ], [ %32, %30 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %2, i64 %24
  %26 = cmpxchg ptr %25, i32 -1, i32 %16 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %27 = extractvalue { i32, i1 } %26, 1
  br i1 %27, label %28, label %30

28:                                               ; preds = %18
  %29 = add nsw i32 %19, 1
  tail call fastcc void @_Z4pushPiS_i(ptr noundef %5, ptr noundef %6, i32 noundef %23) #9
  br label %30

30:                                               ; preds = %28, %18
  %31 = phi i32 [ %29, %28 ], [ %19, %18 ]
  %32 = add nsw i32 %20, 1
  %33 = load i32, ptr %10, align 4, !tbaa !5
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %18, label %17, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z9bfs_level5GraphPi5QueueiS1_i(ptr addrspace(4) noundef readonly byref(%struct.Graph) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(4) noundef readonly byref(%struct.Queue) align 8 captures(none) %2, i32 noundef %3, ptr addrspace(4) noundef readonly byref(%struct.Queue) align 8 captures(none) %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %30

16:                                               ; preds = %6
  %17 = load ptr, ptr addrspace(4) %2, align 8, !amdgpu.noclobber !10
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = sext i32 %14 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %19
  %21 = ptrtoint ptr addrspace(1) %1 to i64
  %22 = inttoptr i64 %21 to ptr
  %23 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 8
  %24 = load ptr, ptr addrspace(4) %23, align 8, !amdgpu.noclobber !10
  %25 = load ptr, ptr addrspace(4) %4, align 8, !amdgpu.noclobber !10
  %26 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %27 = load ptr, ptr addrspace(4) %26, align 8, !amdgpu.noclobber !10
  %28 = load ptr, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !10
  %29 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5, !amdgpu.noclobber !10
  tail call fastcc void @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %28, ptr %27, ptr noundef %22, i32 noundef %29, i32 noundef %5, ptr noundef %25, ptr noundef %24) #9
  br label %30

30:                                               ; preds = %16, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z20bfs_level_blockqueue5GraphPiPKii5Queuei(ptr addrspace(4) noundef readonly byref(%struct.Graph) align 8 captures(none) %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef readonly captures(none) %2, i32 noundef %3, ptr addrspace(4) noundef readonly byref(%struct.Queue) align 8 captures(none) %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = load ptr, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !10
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %0, i64 8
  %9 = load ptr, ptr addrspace(4) %8, align 8, !amdgpu.noclobber !10
  %10 = ptrtoint ptr addrspace(1) %1 to i64
  %11 = inttoptr i64 %10 to ptr
  %12 = load ptr, ptr addrspace(4) %4, align 8, !amdgpu.noclobber !10
  %13 = addrspacecast ptr %12 to ptr addrspace(1)
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 8
  %15 = load ptr, ptr addrspace(4) %14, align 8, !amdgpu.noclobber !10
  %16 = addrspacecast ptr %15 to ptr addrspace(1)
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %6
  store i32 0, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %19, %6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %22 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %23 = getelementptr inbounds nuw i8, ptr addrspace(4) %22, i64 4
  %24 = load i16, ptr addrspace(4) %23, align 4, !tbaa !13
  %25 = zext i16 %24 to i32
  %26 = mul i32 %21, %25
  %27 = add i32 %26, %17
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %29, label %33

29:                                               ; preds = %20
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  tail call fastcc void @_Z15visit_neighbors5GraphPiiiS0_S0_(ptr %7, ptr %9, ptr noundef %11, i32 noundef %32, i32 noundef %5, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail to ptr)) #9
  br label %33

33:                                               ; preds = %29, %20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %18, label %34, label %38

34:                                               ; preds = %33
  %35 = load i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail, align 4, !tbaa !5
  %36 = tail call i32 @llvm.smin.i32(i32 %35, i32 512)
  %37 = atomicrmw add ptr addrspace(1) %16, i32 %36 syncscope("agent") monotonic, align 4, !noalias.addrspace !9, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  store i32 %37, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %34, %33
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = load i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE5btail, align 4, !tbaa !5
  %40 = tail call i32 @llvm.smin.i32(i32 %39, i32 512)
  %41 = icmp slt i32 %17, %40
  br i1 %41, label %42, label %169

42:                                               ; preds = %38
  %43 = load i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE4base, align 4, !tbaa !5
  %44 = add nuw nsw i32 %17, 1
  %45 = tail call i32 @llvm.smax.i32(i32 %40, i32 %44)
  %46 = sub nsw i32 %45, %17
  %47 = icmp ugt i32 %46, 3
  %48 = icmp eq i16 %24, 1
  %49 = and i1 %47, %48
  br i1 %49, label %50, label %167

50:                                               ; preds = %42
  %51 = and i32 %46, -4
  %52 = add i32 %17, %51
  %53 = add i32 %46, -4
  %54 = lshr i32 %53, 2
  %55 = add nuw nsw i32 %54, 1
  %56 = and i32 %55, 7
  %57 = icmp ult i32 %53, 28
  br i1 %57, label %147, label %58

58:                                               ; preds = %50
  %59 = and i32 %55, 2147483640
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i32 [ 0, %58 ], [ %142, %60 ]
  %62 = phi i32 [ 0, %58 ], [ %143, %60 ]
  %63 = add i32 %17, %61
  %64 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %63
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %64, i32 8
  %66 = load <2 x i32>, ptr addrspace(3) %64, align 4, !tbaa !5
  %67 = load <2 x i32>, ptr addrspace(3) %65, align 4, !tbaa !5
  %68 = add nsw i32 %43, %63
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr addrspace(1) %70, i64 8
  store <2 x i32> %66, ptr addrspace(1) %70, align 4, !tbaa !5
  store <2 x i32> %67, ptr addrspace(1) %71, align 4, !tbaa !5
  %72 = or disjoint i32 %61, 4
  %73 = add i32 %17, %72
  %74 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %73
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i32 8
  %76 = load <2 x i32>, ptr addrspace(3) %74, align 4, !tbaa !5
  %77 = load <2 x i32>, ptr addrspace(3) %75, align 4, !tbaa !5
  %78 = add nsw i32 %43, %73
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %80, i64 8
  store <2 x i32> %76, ptr addrspace(1) %80, align 4, !tbaa !5
  store <2 x i32> %77, ptr addrspace(1) %81, align 4, !tbaa !5
  %82 = or disjoint i32 %61, 8
  %83 = add i32 %17, %82
  %84 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %83
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 8
  %86 = load <2 x i32>, ptr addrspace(3) %84, align 4, !tbaa !5
  %87 = load <2 x i32>, ptr addrspace(3) %85, align 4, !tbaa !5
  %88 = add nsw i32 %43, %83
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr addrspace(1) %90, i64 8
  store <2 x i32> %86, ptr addrspace(1) %90, align 4, !tbaa !5
  store <2 x i32> %87, ptr addrspace(1) %91, align 4, !tbaa !5
  %92 = or disjoint i32 %61, 12
  %93 = add i32 %17, %92
  %94 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %93
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %94, i32 8
  %96 = load <2 x i32>, ptr addrspace(3) %94, align 4, !tbaa !5
  %97 = load <2 x i32>, ptr addrspace(3) %95, align 4, !tbaa !5
  %98 = add nsw i32 %43, %93
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr addrspace(1) %100, i64 8
  store <2 x i32> %96, ptr addrspace(1) %100, align 4, !tbaa !5
  store <2 x i32> %97, ptr addrspace(1) %101, align 4, !tbaa !5
  %102 = or disjoint i32 %61, 16
  %103 = add i32 %17, %102
  %104 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %103
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) %104, i32 8
  %106 = load <2 x i32>, ptr addrspace(3) %104, align 4, !tbaa !5
  %107 = load <2 x i32>, ptr addrspace(3) %105, align 4, !tbaa !5
  %108 = add nsw i32 %43, %103
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %109
  %111 = getelementptr inbounds nuw i8, ptr addrspace(1) %110, i64 8
  store <2 x i32> %106, ptr addrspace(1) %110, align 4, !tbaa !5
  store <2 x i32> %107, ptr addrspace(1) %111, align 4, !tbaa !5
  %112 = or disjoint i32 %61, 20
  %113 = add i32 %17, %112
  %114 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %113
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %114, i32 8
  %116 = load <2 x i32>, ptr addrspace(3) %114, align 4, !tbaa !5
  %117 = load <2 x i32>, ptr addrspace(3) %115, align 4, !tbaa !5
  %118 = add nsw i32 %43, %113
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %119
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %120, i64 8
  store <2 x i32> %116, ptr addrspace(1) %120, align 4, !tbaa !5
  store <2 x i32> %117, ptr addrspace(1) %121, align 4, !tbaa !5
  %122 = or disjoint i32 %61, 24
  %123 = add i32 %17, %122
  %124 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %123
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %124, i32 8
  %126 = load <2 x i32>, ptr addrspace(3) %124, align 4, !tbaa !5
  %127 = load <2 x i32>, ptr addrspace(3) %125, align 4, !tbaa !5
  %128 = add nsw i32 %43, %123
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %130, i64 8
  store <2 x i32> %126, ptr addrspace(1) %130, align 4, !tbaa !5
  store <2 x i32> %127, ptr addrspace(1) %131, align 4, !tbaa !5
  %132 = or disjoint i32 %61, 28
  %133 = add i32 %17, %132
  %134 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %133
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %134, i32 8
  %136 = load <2 x i32>, ptr addrspace(3) %134, align 4, !tbaa !5
  %137 = load <2 x i32>, ptr addrspace(3) %135, align 4, !tbaa !5
  %138 = add nsw i32 %43, %133
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %139
  %141 = getelementptr inbounds nuw i8, ptr addrspace(1) %140, i64 8
  store <2 x i32> %136, ptr addrspace(1) %140, align 4, !tbaa !5
  store <2 x i32> %137, ptr addrspace(1) %141, align 4, !tbaa !5
  %142 = add nuw i32 %61, 32
  %143 = add i32 %62, 8
  %144 = icmp eq i32 %143, %59
  br i1 %144, label %145, label %60, !llvm.loop !15

145:                                              ; preds = %60
  %146 = icmp eq i32 %56, 0
  br i1 %146, label %165, label %147

147:                                              ; preds = %145, %50
  %148 = phi i32 [ 0, %50 ], [ %142, %145 ]
  %149 = icmp ne i32 %56, 0
  tail call void @llvm.assume(i1 %149)
  br label %150

150:                                              ; preds = %150, %147
  %151 = phi i32 [ %148, %147 ], [ %162, %150 ]
  %152 = phi i32 [ 0, %147 ], [ %163, %150 ]
  %153 = add i32 %17, %151
  %154 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %153
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %154, i32 8
  %156 = load <2 x i32>, ptr addrspace(3) %154, align 4, !tbaa !5
  %157 = load <2 x i32>, ptr addrspace(3) %155, align 4, !tbaa !5
  %158 = add nsw i32 %43, %153
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %159
  %161 = getelementptr inbounds nuw i8, ptr addrspace(1) %160, i64 8
  store <2 x i32> %156, ptr addrspace(1) %160, align 4, !tbaa !5
  store <2 x i32> %157, ptr addrspace(1) %161, align 4, !tbaa !5
  %162 = add nuw i32 %151, 4
  %163 = add i32 %152, 1
  %164 = icmp eq i32 %163, %56
  br i1 %164, label %165, label %150, !llvm.loop !17

165:                                              ; preds = %150, %145
  %166 = icmp eq i32 %46, %51
  br i1 %166, label %169, label %167

167:                                              ; preds = %42, %165
  %168 = phi i32 [ %17, %42 ], [ %52, %165 ]
  br label %170

169:                                              ; preds = %170, %165, %38
  ret void

170:                                              ; preds = %167, %170
  %171 = phi i32 [ %177, %170 ], [ %168, %167 ]
  %172 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ20bfs_level_blockqueue5GraphPiPKii5QueueiE2bq, i32 %171
  %173 = load i32, ptr addrspace(3) %172, align 4, !tbaa !5
  %174 = add nsw i32 %43, %171
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %175
  store i32 %173, ptr addrspace(1) %176, align 4, !tbaa !5
  %177 = add nuw nsw i32 %171, %25
  %178 = icmp slt i32 %177, %40
  br i1 %178, label %170, label %169, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @_Z8bfs_initPiii(ptr addrspace(1) noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !13
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = icmp ne i32 %11, %2
  %17 = sext i1 %16 to i32
  store i32 %17, ptr addrspace(1) %15, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!9 = !{i32 5, i32 6}
!10 = !{}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !12, !16}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !12, !16}

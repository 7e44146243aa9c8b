; ModuleID = 'bench/reach/src/16_bitonic.cu'
source_filename = "bench/reach/src/16_bitonic.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14bitonic_sharedPfPiE2sk = internal addrspace(3) global [1024 x float] undef, align 16
@_ZZ14bitonic_sharedPfPiE2sv = internal addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_71937ecc7c8a550f = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_71937ecc7c8a550f to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_Z8cmp_swapPfPiiib(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i1 noundef zeroext %4) unnamed_addr #0 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = sext i32 %3 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !9
  %12 = fcmp ule float %8, %11
  %13 = xor i1 %4, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %5
  store float %11, ptr %7, align 4, !tbaa !9
  store float %8, ptr %10, align 4, !tbaa !9
  %15 = getelementptr inbounds i32, ptr %1, i64 %6
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %9
  %18 = load i32, ptr %17, align 4, !tbaa !5
  store i32 %18, ptr %15, align 4, !tbaa !5
  store i32 %16, ptr %17, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14bitonic_sharedPfPi(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 10
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !11
  %9 = zext i16 %8 to i32
  %10 = sub nuw nsw i32 1024, %5
  %11 = icmp ne i32 %5, 1023
  %12 = icmp eq i16 %8, 1
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %131

14:                                               ; preds = %2
  %15 = and i32 %10, 2046
  %16 = add nuw nsw i32 %5, %15
  %17 = sub nsw i32 1022, %5
  %18 = lshr i32 %17, 1
  %19 = add nuw i32 %18, 1
  %20 = and i32 %19, 7
  %21 = icmp ult i32 %17, 14
  br i1 %21, label %111, label %22

22:                                               ; preds = %14
  %23 = and i32 %19, -8
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i32 [ 0, %22 ], [ %106, %24 ]
  %26 = phi i32 [ 0, %22 ], [ %107, %24 ]
  %27 = add i32 %5, %25
  %28 = add nuw nsw i32 %27, %4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load <2 x float>, ptr addrspace(1) %30, align 4, !tbaa !9
  %32 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %27
  store <2 x float> %31, ptr addrspace(3) %32, align 4, !tbaa !9
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %34 = load <2 x i32>, ptr addrspace(1) %33, align 4, !tbaa !5
  %35 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %27
  store <2 x i32> %34, ptr addrspace(3) %35, align 4, !tbaa !5
  %36 = or disjoint i32 %25, 2
  %37 = add i32 %5, %36
  %38 = add nuw nsw i32 %37, %4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load <2 x float>, ptr addrspace(1) %40, align 4, !tbaa !9
  %42 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %37
  store <2 x float> %41, ptr addrspace(3) %42, align 4, !tbaa !9
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %39
  %44 = load <2 x i32>, ptr addrspace(1) %43, align 4, !tbaa !5
  %45 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %37
  store <2 x i32> %44, ptr addrspace(3) %45, align 4, !tbaa !5
  %46 = or disjoint i32 %25, 4
  %47 = add i32 %5, %46
  %48 = add nuw nsw i32 %47, %4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  %51 = load <2 x float>, ptr addrspace(1) %50, align 4, !tbaa !9
  %52 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %47
  store <2 x float> %51, ptr addrspace(3) %52, align 4, !tbaa !9
  %53 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %49
  %54 = load <2 x i32>, ptr addrspace(1) %53, align 4, !tbaa !5
  %55 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %47
  store <2 x i32> %54, ptr addrspace(3) %55, align 4, !tbaa !5
  %56 = or disjoint i32 %25, 6
  %57 = add i32 %5, %56
  %58 = add nuw nsw i32 %57, %4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load <2 x float>, ptr addrspace(1) %60, align 4, !tbaa !9
  %62 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %57
  store <2 x float> %61, ptr addrspace(3) %62, align 4, !tbaa !9
  %63 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %59
  %64 = load <2 x i32>, ptr addrspace(1) %63, align 4, !tbaa !5
  %65 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %57
  store <2 x i32> %64, ptr addrspace(3) %65, align 4, !tbaa !5
  %66 = or disjoint i32 %25, 8
  %67 = add i32 %5, %66
  %68 = add nuw nsw i32 %67, %4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load <2 x float>, ptr addrspace(1) %70, align 4, !tbaa !9
  %72 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %67
  store <2 x float> %71, ptr addrspace(3) %72, align 4, !tbaa !9
  %73 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %69
  %74 = load <2 x i32>, ptr addrspace(1) %73, align 4, !tbaa !5
  %75 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %67
  store <2 x i32> %74, ptr addrspace(3) %75, align 4, !tbaa !5
  %76 = or disjoint i32 %25, 10
  %77 = add i32 %5, %76
  %78 = add nuw nsw i32 %77, %4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %79
  %81 = load <2 x float>, ptr addrspace(1) %80, align 4, !tbaa !9
  %82 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %77
  store <2 x float> %81, ptr addrspace(3) %82, align 4, !tbaa !9
  %83 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %79
  %84 = load <2 x i32>, ptr addrspace(1) %83, align 4, !tbaa !5
  %85 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %77
  store <2 x i32> %84, ptr addrspace(3) %85, align 4, !tbaa !5
  %86 = or disjoint i32 %25, 12
  %87 = add i32 %5, %86
  %88 = add nuw nsw i32 %87, %4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %89
  %91 = load <2 x float>, ptr addrspace(1) %90, align 4, !tbaa !9
  %92 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %87
  store <2 x float> %91, ptr addrspace(3) %92, align 4, !tbaa !9
  %93 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %89
  %94 = load <2 x i32>, ptr addrspace(1) %93, align 4, !tbaa !5
  %95 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %87
  store <2 x i32> %94, ptr addrspace(3) %95, align 4, !tbaa !5
  %96 = or disjoint i32 %25, 14
  %97 = add i32 %5, %96
  %98 = add nuw nsw i32 %97, %4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %99
  %101 = load <2 x float>, ptr addrspace(1) %100, align 4, !tbaa !9
  %102 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %97
  store <2 x float> %101, ptr addrspace(3) %102, align 4, !tbaa !9
  %103 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %99
  %104 = load <2 x i32>, ptr addrspace(1) %103, align 4, !tbaa !5
  %105 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %97
  store <2 x i32> %104, ptr addrspace(3) %105, align 4, !tbaa !5
  %106 = add nuw i32 %25, 16
  %107 = add i32 %26, 8
  %108 = icmp eq i32 %107, %23
  br i1 %108, label %109, label %24, !llvm.loop !13

109:                                              ; preds = %24
  %110 = icmp eq i32 %20, 0
  br i1 %110, label %129, label %111

111:                                              ; preds = %109, %14
  %112 = phi i32 [ 0, %14 ], [ %106, %109 ]
  %113 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %113)
  br label %114

114:                                              ; preds = %114, %111
  %115 = phi i32 [ %112, %111 ], [ %126, %114 ]
  %116 = phi i32 [ 0, %111 ], [ %127, %114 ]
  %117 = add i32 %5, %115
  %118 = add nuw nsw i32 %117, %4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %119
  %121 = load <2 x float>, ptr addrspace(1) %120, align 4, !tbaa !9
  %122 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %117
  store <2 x float> %121, ptr addrspace(3) %122, align 4, !tbaa !9
  %123 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %119
  %124 = load <2 x i32>, ptr addrspace(1) %123, align 4, !tbaa !5
  %125 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %117
  store <2 x i32> %124, ptr addrspace(3) %125, align 4, !tbaa !5
  %126 = add nuw i32 %115, 2
  %127 = add i32 %116, 1
  %128 = icmp eq i32 %127, %20
  br i1 %128, label %129, label %114, !llvm.loop !16

129:                                              ; preds = %114, %109
  %130 = icmp eq i32 %10, %15
  br i1 %130, label %145, label %131

131:                                              ; preds = %2, %129
  %132 = phi i32 [ %5, %2 ], [ %16, %129 ]
  br label %133

133:                                              ; preds = %131, %133
  %134 = phi i32 [ %143, %133 ], [ %132, %131 ]
  %135 = add nuw nsw i32 %134, %4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4, !tbaa !9
  %139 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %134
  store float %138, ptr addrspace(3) %139, align 4, !tbaa !9
  %140 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %136
  %141 = load i32, ptr addrspace(1) %140, align 4, !tbaa !5
  %142 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %134
  store i32 %141, ptr addrspace(3) %142, align 4, !tbaa !5
  %143 = add nuw nsw i32 %134, %9
  %144 = icmp samesign ult i32 %143, 1024
  br i1 %144, label %133, label %145, !llvm.loop !18

145:                                              ; preds = %133, %129
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %146 = icmp samesign ult i32 %5, 512
  br i1 %146, label %854, label %853

147:                                              ; preds = %853, %147
  %148 = phi i32 [ %155, %147 ], [ %5, %853 ]
  %149 = shl nuw nsw i32 %148, 1
  %150 = and i32 %148, 1
  %151 = sub nsw i32 %149, %150
  %152 = add nsw i32 %151, 2
  %153 = and i32 %151, 4
  %154 = icmp eq i32 %153, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %151, i32 noundef %152, i1 noundef zeroext %154) #7
  %155 = add nuw nsw i32 %148, %9
  %156 = icmp samesign ult i32 %155, 512
  br i1 %156, label %147, label %157, !llvm.loop !19

157:                                              ; preds = %147, %853
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %158, label %166

158:                                              ; preds = %157, %158
  %159 = phi i32 [ %164, %158 ], [ %5, %157 ]
  %160 = shl nuw nsw i32 %159, 1
  %161 = or disjoint i32 %160, 1
  %162 = and i32 %159, 2
  %163 = icmp eq i32 %162, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %160, i32 noundef %161, i1 noundef zeroext %163) #7
  %164 = add nuw nsw i32 %159, %9
  %165 = icmp samesign ult i32 %164, 512
  br i1 %165, label %158, label %166, !llvm.loop !19

166:                                              ; preds = %158, %157
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %167, label %177

167:                                              ; preds = %166, %167
  %168 = phi i32 [ %175, %167 ], [ %5, %166 ]
  %169 = shl nuw nsw i32 %168, 1
  %170 = and i32 %168, 3
  %171 = sub nsw i32 %169, %170
  %172 = add nsw i32 %171, 4
  %173 = and i32 %171, 8
  %174 = icmp eq i32 %173, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %171, i32 noundef %172, i1 noundef zeroext %174) #7
  %175 = add nuw nsw i32 %168, %9
  %176 = icmp samesign ult i32 %175, 512
  br i1 %176, label %167, label %177, !llvm.loop !19

177:                                              ; preds = %167, %166
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %178, label %188

178:                                              ; preds = %177, %178
  %179 = phi i32 [ %186, %178 ], [ %5, %177 ]
  %180 = shl nuw nsw i32 %179, 1
  %181 = and i32 %179, 1
  %182 = sub nsw i32 %180, %181
  %183 = add nsw i32 %182, 2
  %184 = and i32 %182, 8
  %185 = icmp eq i32 %184, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %182, i32 noundef %183, i1 noundef zeroext %185) #7
  %186 = add nuw nsw i32 %179, %9
  %187 = icmp samesign ult i32 %186, 512
  br i1 %187, label %178, label %188, !llvm.loop !19

188:                                              ; preds = %178, %177
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %189, label %197

189:                                              ; preds = %188, %189
  %190 = phi i32 [ %195, %189 ], [ %5, %188 ]
  %191 = shl nuw nsw i32 %190, 1
  %192 = or disjoint i32 %191, 1
  %193 = and i32 %190, 4
  %194 = icmp eq i32 %193, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %191, i32 noundef %192, i1 noundef zeroext %194) #7
  %195 = add nuw nsw i32 %190, %9
  %196 = icmp samesign ult i32 %195, 512
  br i1 %196, label %189, label %197, !llvm.loop !19

197:                                              ; preds = %189, %188
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %198, label %208

198:                                              ; preds = %197, %198
  %199 = phi i32 [ %206, %198 ], [ %5, %197 ]
  %200 = shl nuw nsw i32 %199, 1
  %201 = and i32 %199, 7
  %202 = sub nsw i32 %200, %201
  %203 = add nsw i32 %202, 8
  %204 = and i32 %202, 16
  %205 = icmp eq i32 %204, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %202, i32 noundef %203, i1 noundef zeroext %205) #7
  %206 = add nuw nsw i32 %199, %9
  %207 = icmp samesign ult i32 %206, 512
  br i1 %207, label %198, label %208, !llvm.loop !19

208:                                              ; preds = %198, %197
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %209, label %219

209:                                              ; preds = %208, %209
  %210 = phi i32 [ %217, %209 ], [ %5, %208 ]
  %211 = shl nuw nsw i32 %210, 1
  %212 = and i32 %210, 3
  %213 = sub nsw i32 %211, %212
  %214 = add nsw i32 %213, 4
  %215 = and i32 %213, 16
  %216 = icmp eq i32 %215, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %213, i32 noundef %214, i1 noundef zeroext %216) #7
  %217 = add nuw nsw i32 %210, %9
  %218 = icmp samesign ult i32 %217, 512
  br i1 %218, label %209, label %219, !llvm.loop !19

219:                                              ; preds = %209, %208
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %220, label %230

220:                                              ; preds = %219, %220
  %221 = phi i32 [ %228, %220 ], [ %5, %219 ]
  %222 = shl nuw nsw i32 %221, 1
  %223 = and i32 %221, 1
  %224 = sub nsw i32 %222, %223
  %225 = add nsw i32 %224, 2
  %226 = and i32 %224, 16
  %227 = icmp eq i32 %226, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %224, i32 noundef %225, i1 noundef zeroext %227) #7
  %228 = add nuw nsw i32 %221, %9
  %229 = icmp samesign ult i32 %228, 512
  br i1 %229, label %220, label %230, !llvm.loop !19

230:                                              ; preds = %220, %219
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %231, label %239

231:                                              ; preds = %230, %231
  %232 = phi i32 [ %237, %231 ], [ %5, %230 ]
  %233 = shl nuw nsw i32 %232, 1
  %234 = or disjoint i32 %233, 1
  %235 = and i32 %232, 8
  %236 = icmp eq i32 %235, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %233, i32 noundef %234, i1 noundef zeroext %236) #7
  %237 = add nuw nsw i32 %232, %9
  %238 = icmp samesign ult i32 %237, 512
  br i1 %238, label %231, label %239, !llvm.loop !19

239:                                              ; preds = %231, %230
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %240, label %250

240:                                              ; preds = %239, %240
  %241 = phi i32 [ %248, %240 ], [ %5, %239 ]
  %242 = shl nuw nsw i32 %241, 1
  %243 = and i32 %241, 15
  %244 = sub nsw i32 %242, %243
  %245 = add nsw i32 %244, 16
  %246 = and i32 %244, 32
  %247 = icmp eq i32 %246, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %244, i32 noundef %245, i1 noundef zeroext %247) #7
  %248 = add nuw nsw i32 %241, %9
  %249 = icmp samesign ult i32 %248, 512
  br i1 %249, label %240, label %250, !llvm.loop !19

250:                                              ; preds = %240, %239
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %251, label %261

251:                                              ; preds = %250, %251
  %252 = phi i32 [ %259, %251 ], [ %5, %250 ]
  %253 = shl nuw nsw i32 %252, 1
  %254 = and i32 %252, 7
  %255 = sub nsw i32 %253, %254
  %256 = add nsw i32 %255, 8
  %257 = and i32 %255, 32
  %258 = icmp eq i32 %257, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %255, i32 noundef %256, i1 noundef zeroext %258) #7
  %259 = add nuw nsw i32 %252, %9
  %260 = icmp samesign ult i32 %259, 512
  br i1 %260, label %251, label %261, !llvm.loop !19

261:                                              ; preds = %251, %250
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %262, label %272

262:                                              ; preds = %261, %262
  %263 = phi i32 [ %270, %262 ], [ %5, %261 ]
  %264 = shl nuw nsw i32 %263, 1
  %265 = and i32 %263, 3
  %266 = sub nsw i32 %264, %265
  %267 = add nsw i32 %266, 4
  %268 = and i32 %266, 32
  %269 = icmp eq i32 %268, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %266, i32 noundef %267, i1 noundef zeroext %269) #7
  %270 = add nuw nsw i32 %263, %9
  %271 = icmp samesign ult i32 %270, 512
  br i1 %271, label %262, label %272, !llvm.loop !19

272:                                              ; preds = %262, %261
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %273, label %283

273:                                              ; preds = %272, %273
  %274 = phi i32 [ %281, %273 ], [ %5, %272 ]
  %275 = shl nuw nsw i32 %274, 1
  %276 = and i32 %274, 1
  %277 = sub nsw i32 %275, %276
  %278 = add nsw i32 %277, 2
  %279 = and i32 %277, 32
  %280 = icmp eq i32 %279, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %277, i32 noundef %278, i1 noundef zeroext %280) #7
  %281 = add nuw nsw i32 %274, %9
  %282 = icmp samesign ult i32 %281, 512
  br i1 %282, label %273, label %283, !llvm.loop !19

283:                                              ; preds = %273, %272
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %284, label %292

284:                                              ; preds = %283, %284
  %285 = phi i32 [ %290, %284 ], [ %5, %283 ]
  %286 = shl nuw nsw i32 %285, 1
  %287 = or disjoint i32 %286, 1
  %288 = and i32 %285, 16
  %289 = icmp eq i32 %288, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %286, i32 noundef %287, i1 noundef zeroext %289) #7
  %290 = add nuw nsw i32 %285, %9
  %291 = icmp samesign ult i32 %290, 512
  br i1 %291, label %284, label %292, !llvm.loop !19

292:                                              ; preds = %284, %283
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %293, label %303

293:                                              ; preds = %292, %293
  %294 = phi i32 [ %301, %293 ], [ %5, %292 ]
  %295 = shl nuw nsw i32 %294, 1
  %296 = and i32 %294, 31
  %297 = sub nsw i32 %295, %296
  %298 = add nsw i32 %297, 32
  %299 = and i32 %297, 64
  %300 = icmp eq i32 %299, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %297, i32 noundef %298, i1 noundef zeroext %300) #7
  %301 = add nuw nsw i32 %294, %9
  %302 = icmp samesign ult i32 %301, 512
  br i1 %302, label %293, label %303, !llvm.loop !19

303:                                              ; preds = %293, %292
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %304, label %314

304:                                              ; preds = %303, %304
  %305 = phi i32 [ %312, %304 ], [ %5, %303 ]
  %306 = shl nuw nsw i32 %305, 1
  %307 = and i32 %305, 15
  %308 = sub nsw i32 %306, %307
  %309 = add nsw i32 %308, 16
  %310 = and i32 %308, 64
  %311 = icmp eq i32 %310, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %308, i32 noundef %309, i1 noundef zeroext %311) #7
  %312 = add nuw nsw i32 %305, %9
  %313 = icmp samesign ult i32 %312, 512
  br i1 %313, label %304, label %314, !llvm.loop !19

314:                                              ; preds = %304, %303
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %315, label %325

315:                                              ; preds = %314, %315
  %316 = phi i32 [ %323, %315 ], [ %5, %314 ]
  %317 = shl nuw nsw i32 %316, 1
  %318 = and i32 %316, 7
  %319 = sub nsw i32 %317, %318
  %320 = add nsw i32 %319, 8
  %321 = and i32 %319, 64
  %322 = icmp eq i32 %321, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %319, i32 noundef %320, i1 noundef zeroext %322) #7
  %323 = add nuw nsw i32 %316, %9
  %324 = icmp samesign ult i32 %323, 512
  br i1 %324, label %315, label %325, !llvm.loop !19

325:                                              ; preds = %315, %314
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %326, label %336

326:                                              ; preds = %325, %326
  %327 = phi i32 [ %334, %326 ], [ %5, %325 ]
  %328 = shl nuw nsw i32 %327, 1
  %329 = and i32 %327, 3
  %330 = sub nsw i32 %328, %329
  %331 = add nsw i32 %330, 4
  %332 = and i32 %330, 64
  %333 = icmp eq i32 %332, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %330, i32 noundef %331, i1 noundef zeroext %333) #7
  %334 = add nuw nsw i32 %327, %9
  %335 = icmp samesign ult i32 %334, 512
  br i1 %335, label %326, label %336, !llvm.loop !19

336:                                              ; preds = %326, %325
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %337, label %347

337:                                              ; preds = %336, %337
  %338 = phi i32 [ %345, %337 ], [ %5, %336 ]
  %339 = shl nuw nsw i32 %338, 1
  %340 = and i32 %338, 1
  %341 = sub nsw i32 %339, %340
  %342 = add nsw i32 %341, 2
  %343 = and i32 %341, 64
  %344 = icmp eq i32 %343, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %341, i32 noundef %342, i1 noundef zeroext %344) #7
  %345 = add nuw nsw i32 %338, %9
  %346 = icmp samesign ult i32 %345, 512
  br i1 %346, label %337, label %347, !llvm.loop !19

347:                                              ; preds = %337, %336
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %348, label %356

348:                                              ; preds = %347, %348
  %349 = phi i32 [ %354, %348 ], [ %5, %347 ]
  %350 = shl nuw nsw i32 %349, 1
  %351 = or disjoint i32 %350, 1
  %352 = and i32 %349, 32
  %353 = icmp eq i32 %352, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %350, i32 noundef %351, i1 noundef zeroext %353) #7
  %354 = add nuw nsw i32 %349, %9
  %355 = icmp samesign ult i32 %354, 512
  br i1 %355, label %348, label %356, !llvm.loop !19

356:                                              ; preds = %348, %347
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %357, label %367

357:                                              ; preds = %356, %357
  %358 = phi i32 [ %365, %357 ], [ %5, %356 ]
  %359 = shl nuw nsw i32 %358, 1
  %360 = and i32 %358, 63
  %361 = sub nsw i32 %359, %360
  %362 = add nsw i32 %361, 64
  %363 = and i32 %361, 128
  %364 = icmp eq i32 %363, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %361, i32 noundef %362, i1 noundef zeroext %364) #7
  %365 = add nuw nsw i32 %358, %9
  %366 = icmp samesign ult i32 %365, 512
  br i1 %366, label %357, label %367, !llvm.loop !19

367:                                              ; preds = %357, %356
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %368, label %378

368:                                              ; preds = %367, %368
  %369 = phi i32 [ %376, %368 ], [ %5, %367 ]
  %370 = shl nuw nsw i32 %369, 1
  %371 = and i32 %369, 31
  %372 = sub nsw i32 %370, %371
  %373 = add nsw i32 %372, 32
  %374 = and i32 %372, 128
  %375 = icmp eq i32 %374, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %372, i32 noundef %373, i1 noundef zeroext %375) #7
  %376 = add nuw nsw i32 %369, %9
  %377 = icmp samesign ult i32 %376, 512
  br i1 %377, label %368, label %378, !llvm.loop !19

378:                                              ; preds = %368, %367
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %379, label %389

379:                                              ; preds = %378, %379
  %380 = phi i32 [ %387, %379 ], [ %5, %378 ]
  %381 = shl nuw nsw i32 %380, 1
  %382 = and i32 %380, 15
  %383 = sub nsw i32 %381, %382
  %384 = add nsw i32 %383, 16
  %385 = and i32 %383, 128
  %386 = icmp eq i32 %385, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %383, i32 noundef %384, i1 noundef zeroext %386) #7
  %387 = add nuw nsw i32 %380, %9
  %388 = icmp samesign ult i32 %387, 512
  br i1 %388, label %379, label %389, !llvm.loop !19

389:                                              ; preds = %379, %378
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %390, label %400

390:                                              ; preds = %389, %390
  %391 = phi i32 [ %398, %390 ], [ %5, %389 ]
  %392 = shl nuw nsw i32 %391, 1
  %393 = and i32 %391, 7
  %394 = sub nsw i32 %392, %393
  %395 = add nsw i32 %394, 8
  %396 = and i32 %394, 128
  %397 = icmp eq i32 %396, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %394, i32 noundef %395, i1 noundef zeroext %397) #7
  %398 = add nuw nsw i32 %391, %9
  %399 = icmp samesign ult i32 %398, 512
  br i1 %399, label %390, label %400, !llvm.loop !19

400:                                              ; preds = %390, %389
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %401, label %411

401:                                              ; preds = %400, %401
  %402 = phi i32 [ %409, %401 ], [ %5, %400 ]
  %403 = shl nuw nsw i32 %402, 1
  %404 = and i32 %402, 3
  %405 = sub nsw i32 %403, %404
  %406 = add nsw i32 %405, 4
  %407 = and i32 %405, 128
  %408 = icmp eq i32 %407, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %405, i32 noundef %406, i1 noundef zeroext %408) #7
  %409 = add nuw nsw i32 %402, %9
  %410 = icmp samesign ult i32 %409, 512
  br i1 %410, label %401, label %411, !llvm.loop !19

411:                                              ; preds = %401, %400
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %412, label %422

412:                                              ; preds = %411, %412
  %413 = phi i32 [ %420, %412 ], [ %5, %411 ]
  %414 = shl nuw nsw i32 %413, 1
  %415 = and i32 %413, 1
  %416 = sub nsw i32 %414, %415
  %417 = add nsw i32 %416, 2
  %418 = and i32 %416, 128
  %419 = icmp eq i32 %418, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %416, i32 noundef %417, i1 noundef zeroext %419) #7
  %420 = add nuw nsw i32 %413, %9
  %421 = icmp samesign ult i32 %420, 512
  br i1 %421, label %412, label %422, !llvm.loop !19

422:                                              ; preds = %412, %411
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %423, label %431

423:                                              ; preds = %422, %423
  %424 = phi i32 [ %429, %423 ], [ %5, %422 ]
  %425 = shl nuw nsw i32 %424, 1
  %426 = or disjoint i32 %425, 1
  %427 = and i32 %424, 64
  %428 = icmp eq i32 %427, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %425, i32 noundef %426, i1 noundef zeroext %428) #7
  %429 = add nuw nsw i32 %424, %9
  %430 = icmp samesign ult i32 %429, 512
  br i1 %430, label %423, label %431, !llvm.loop !19

431:                                              ; preds = %423, %422
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %432, label %442

432:                                              ; preds = %431, %432
  %433 = phi i32 [ %440, %432 ], [ %5, %431 ]
  %434 = shl nuw nsw i32 %433, 1
  %435 = and i32 %433, 127
  %436 = sub nsw i32 %434, %435
  %437 = add nsw i32 %436, 128
  %438 = and i32 %436, 256
  %439 = icmp eq i32 %438, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %436, i32 noundef %437, i1 noundef zeroext %439) #7
  %440 = add nuw nsw i32 %433, %9
  %441 = icmp samesign ult i32 %440, 512
  br i1 %441, label %432, label %442, !llvm.loop !19

442:                                              ; preds = %432, %431
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %443, label %453

443:                                              ; preds = %442, %443
  %444 = phi i32 [ %451, %443 ], [ %5, %442 ]
  %445 = shl nuw nsw i32 %444, 1
  %446 = and i32 %444, 63
  %447 = sub nsw i32 %445, %446
  %448 = add nsw i32 %447, 64
  %449 = and i32 %447, 256
  %450 = icmp eq i32 %449, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %447, i32 noundef %448, i1 noundef zeroext %450) #7
  %451 = add nuw nsw i32 %444, %9
  %452 = icmp samesign ult i32 %451, 512
  br i1 %452, label %443, label %453, !llvm.loop !19

453:                                              ; preds = %443, %442
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %454, label %464

454:                                              ; preds = %453, %454
  %455 = phi i32 [ %462, %454 ], [ %5, %453 ]
  %456 = shl nuw nsw i32 %455, 1
  %457 = and i32 %455, 31
  %458 = sub nsw i32 %456, %457
  %459 = add nsw i32 %458, 32
  %460 = and i32 %458, 256
  %461 = icmp eq i32 %460, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %458, i32 noundef %459, i1 noundef zeroext %461) #7
  %462 = add nuw nsw i32 %455, %9
  %463 = icmp samesign ult i32 %462, 512
  br i1 %463, label %454, label %464, !llvm.loop !19

464:                                              ; preds = %454, %453
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %465, label %475

465:                                              ; preds = %464, %465
  %466 = phi i32 [ %473, %465 ], [ %5, %464 ]
  %467 = shl nuw nsw i32 %466, 1
  %468 = and i32 %466, 15
  %469 = sub nsw i32 %467, %468
  %470 = add nsw i32 %469, 16
  %471 = and i32 %469, 256
  %472 = icmp eq i32 %471, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %469, i32 noundef %470, i1 noundef zeroext %472) #7
  %473 = add nuw nsw i32 %466, %9
  %474 = icmp samesign ult i32 %473, 512
  br i1 %474, label %465, label %475, !llvm.loop !19

475:                                              ; preds = %465, %464
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %476, label %486

476:                                              ; preds = %475, %476
  %477 = phi i32 [ %484, %476 ], [ %5, %475 ]
  %478 = shl nuw nsw i32 %477, 1
  %479 = and i32 %477, 7
  %480 = sub nsw i32 %478, %479
  %481 = add nsw i32 %480, 8
  %482 = and i32 %480, 256
  %483 = icmp eq i32 %482, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %480, i32 noundef %481, i1 noundef zeroext %483) #7
  %484 = add nuw nsw i32 %477, %9
  %485 = icmp samesign ult i32 %484, 512
  br i1 %485, label %476, label %486, !llvm.loop !19

486:                                              ; preds = %476, %475
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %487, label %497

487:                                              ; preds = %486, %487
  %488 = phi i32 [ %495, %487 ], [ %5, %486 ]
  %489 = shl nuw nsw i32 %488, 1
  %490 = and i32 %488, 3
  %491 = sub nsw i32 %489, %490
  %492 = add nsw i32 %491, 4
  %493 = and i32 %491, 256
  %494 = icmp eq i32 %493, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %491, i32 noundef %492, i1 noundef zeroext %494) #7
  %495 = add nuw nsw i32 %488, %9
  %496 = icmp samesign ult i32 %495, 512
  br i1 %496, label %487, label %497, !llvm.loop !19

497:                                              ; preds = %487, %486
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %498, label %508

498:                                              ; preds = %497, %498
  %499 = phi i32 [ %506, %498 ], [ %5, %497 ]
  %500 = shl nuw nsw i32 %499, 1
  %501 = and i32 %499, 1
  %502 = sub nsw i32 %500, %501
  %503 = add nsw i32 %502, 2
  %504 = and i32 %502, 256
  %505 = icmp eq i32 %504, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %502, i32 noundef %503, i1 noundef zeroext %505) #7
  %506 = add nuw nsw i32 %499, %9
  %507 = icmp samesign ult i32 %506, 512
  br i1 %507, label %498, label %508, !llvm.loop !19

508:                                              ; preds = %498, %497
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %509, label %517

509:                                              ; preds = %508, %509
  %510 = phi i32 [ %515, %509 ], [ %5, %508 ]
  %511 = shl nuw nsw i32 %510, 1
  %512 = or disjoint i32 %511, 1
  %513 = and i32 %510, 128
  %514 = icmp eq i32 %513, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %511, i32 noundef %512, i1 noundef zeroext %514) #7
  %515 = add nuw nsw i32 %510, %9
  %516 = icmp samesign ult i32 %515, 512
  br i1 %516, label %509, label %517, !llvm.loop !19

517:                                              ; preds = %509, %508
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %518, label %528

518:                                              ; preds = %517, %518
  %519 = phi i32 [ %526, %518 ], [ %5, %517 ]
  %520 = shl nuw nsw i32 %519, 1
  %521 = and i32 %519, 255
  %522 = sub nsw i32 %520, %521
  %523 = add nsw i32 %522, 256
  %524 = and i32 %522, 512
  %525 = icmp eq i32 %524, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %522, i32 noundef %523, i1 noundef zeroext %525) #7
  %526 = add nuw nsw i32 %519, %9
  %527 = icmp samesign ult i32 %526, 512
  br i1 %527, label %518, label %528, !llvm.loop !19

528:                                              ; preds = %518, %517
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %529, label %539

529:                                              ; preds = %528, %529
  %530 = phi i32 [ %537, %529 ], [ %5, %528 ]
  %531 = shl nuw nsw i32 %530, 1
  %532 = and i32 %530, 127
  %533 = sub nsw i32 %531, %532
  %534 = add nsw i32 %533, 128
  %535 = and i32 %533, 512
  %536 = icmp eq i32 %535, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %533, i32 noundef %534, i1 noundef zeroext %536) #7
  %537 = add nuw nsw i32 %530, %9
  %538 = icmp samesign ult i32 %537, 512
  br i1 %538, label %529, label %539, !llvm.loop !19

539:                                              ; preds = %529, %528
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %540, label %550

540:                                              ; preds = %539, %540
  %541 = phi i32 [ %548, %540 ], [ %5, %539 ]
  %542 = shl nuw nsw i32 %541, 1
  %543 = and i32 %541, 63
  %544 = sub nsw i32 %542, %543
  %545 = add nsw i32 %544, 64
  %546 = and i32 %544, 512
  %547 = icmp eq i32 %546, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %544, i32 noundef %545, i1 noundef zeroext %547) #7
  %548 = add nuw nsw i32 %541, %9
  %549 = icmp samesign ult i32 %548, 512
  br i1 %549, label %540, label %550, !llvm.loop !19

550:                                              ; preds = %540, %539
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %551, label %561

551:                                              ; preds = %550, %551
  %552 = phi i32 [ %559, %551 ], [ %5, %550 ]
  %553 = shl nuw nsw i32 %552, 1
  %554 = and i32 %552, 31
  %555 = sub nsw i32 %553, %554
  %556 = add nsw i32 %555, 32
  %557 = and i32 %555, 512
  %558 = icmp eq i32 %557, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %555, i32 noundef %556, i1 noundef zeroext %558) #7
  %559 = add nuw nsw i32 %552, %9
  %560 = icmp samesign ult i32 %559, 512
  br i1 %560, label %551, label %561, !llvm.loop !19

561:                                              ; preds = %551, %550
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %562, label %572

562:                                              ; preds = %561, %562
  %563 = phi i32 [ %570, %562 ], [ %5, %561 ]
  %564 = shl nuw nsw i32 %563, 1
  %565 = and i32 %563, 15
  %566 = sub nsw i32 %564, %565
  %567 = add nsw i32 %566, 16
  %568 = and i32 %566, 512
  %569 = icmp eq i32 %568, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %566, i32 noundef %567, i1 noundef zeroext %569) #7
  %570 = add nuw nsw i32 %563, %9
  %571 = icmp samesign ult i32 %570, 512
  br i1 %571, label %562, label %572, !llvm.loop !19

572:                                              ; preds = %562, %561
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %573, label %583

573:                                              ; preds = %572, %573
  %574 = phi i32 [ %581, %573 ], [ %5, %572 ]
  %575 = shl nuw nsw i32 %574, 1
  %576 = and i32 %574, 7
  %577 = sub nsw i32 %575, %576
  %578 = add nsw i32 %577, 8
  %579 = and i32 %577, 512
  %580 = icmp eq i32 %579, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %577, i32 noundef %578, i1 noundef zeroext %580) #7
  %581 = add nuw nsw i32 %574, %9
  %582 = icmp samesign ult i32 %581, 512
  br i1 %582, label %573, label %583, !llvm.loop !19

583:                                              ; preds = %573, %572
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %584, label %594

584:                                              ; preds = %583, %584
  %585 = phi i32 [ %592, %584 ], [ %5, %583 ]
  %586 = shl nuw nsw i32 %585, 1
  %587 = and i32 %585, 3
  %588 = sub nsw i32 %586, %587
  %589 = add nsw i32 %588, 4
  %590 = and i32 %588, 512
  %591 = icmp eq i32 %590, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %588, i32 noundef %589, i1 noundef zeroext %591) #7
  %592 = add nuw nsw i32 %585, %9
  %593 = icmp samesign ult i32 %592, 512
  br i1 %593, label %584, label %594, !llvm.loop !19

594:                                              ; preds = %584, %583
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %595, label %605

595:                                              ; preds = %594, %595
  %596 = phi i32 [ %603, %595 ], [ %5, %594 ]
  %597 = shl nuw nsw i32 %596, 1
  %598 = and i32 %596, 1
  %599 = sub nsw i32 %597, %598
  %600 = add nsw i32 %599, 2
  %601 = and i32 %599, 512
  %602 = icmp eq i32 %601, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %599, i32 noundef %600, i1 noundef zeroext %602) #7
  %603 = add nuw nsw i32 %596, %9
  %604 = icmp samesign ult i32 %603, 512
  br i1 %604, label %595, label %605, !llvm.loop !19

605:                                              ; preds = %595, %594
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %606, label %614

606:                                              ; preds = %605, %606
  %607 = phi i32 [ %612, %606 ], [ %5, %605 ]
  %608 = shl nuw nsw i32 %607, 1
  %609 = or disjoint i32 %608, 1
  %610 = and i32 %607, 256
  %611 = icmp eq i32 %610, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %608, i32 noundef %609, i1 noundef zeroext %611) #7
  %612 = add nuw nsw i32 %607, %9
  %613 = icmp samesign ult i32 %612, 512
  br i1 %613, label %606, label %614, !llvm.loop !19

614:                                              ; preds = %606, %605
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %615, label %622

615:                                              ; preds = %614, %615
  %616 = phi i32 [ %620, %615 ], [ %5, %614 ]
  %617 = add nuw nsw i32 %616, 512
  %618 = and i32 %616, 1024
  %619 = icmp eq i32 %618, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %616, i32 noundef %617, i1 noundef zeroext %619) #7
  %620 = add nuw nsw i32 %616, %9
  %621 = icmp samesign ult i32 %620, 512
  br i1 %621, label %615, label %622, !llvm.loop !19

622:                                              ; preds = %615, %614
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %623, label %633

623:                                              ; preds = %622, %623
  %624 = phi i32 [ %631, %623 ], [ %5, %622 ]
  %625 = shl nuw nsw i32 %624, 1
  %626 = and i32 %624, 255
  %627 = sub nsw i32 %625, %626
  %628 = add nsw i32 %627, 256
  %629 = and i32 %627, 1024
  %630 = icmp eq i32 %629, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %627, i32 noundef %628, i1 noundef zeroext %630) #7
  %631 = add nuw nsw i32 %624, %9
  %632 = icmp samesign ult i32 %631, 512
  br i1 %632, label %623, label %633, !llvm.loop !19

633:                                              ; preds = %623, %622
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %634, label %644

634:                                              ; preds = %633, %634
  %635 = phi i32 [ %642, %634 ], [ %5, %633 ]
  %636 = shl nuw nsw i32 %635, 1
  %637 = and i32 %635, 127
  %638 = sub nsw i32 %636, %637
  %639 = add nsw i32 %638, 128
  %640 = and i32 %638, 1024
  %641 = icmp eq i32 %640, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %638, i32 noundef %639, i1 noundef zeroext %641) #7
  %642 = add nuw nsw i32 %635, %9
  %643 = icmp samesign ult i32 %642, 512
  br i1 %643, label %634, label %644, !llvm.loop !19

644:                                              ; preds = %634, %633
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %645, label %655

645:                                              ; preds = %644, %645
  %646 = phi i32 [ %653, %645 ], [ %5, %644 ]
  %647 = shl nuw nsw i32 %646, 1
  %648 = and i32 %646, 63
  %649 = sub nsw i32 %647, %648
  %650 = add nsw i32 %649, 64
  %651 = and i32 %649, 1024
  %652 = icmp eq i32 %651, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %649, i32 noundef %650, i1 noundef zeroext %652) #7
  %653 = add nuw nsw i32 %646, %9
  %654 = icmp samesign ult i32 %653, 512
  br i1 %654, label %645, label %655, !llvm.loop !19

655:                                              ; preds = %645, %644
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %656, label %666

656:                                              ; preds = %655, %656
  %657 = phi i32 [ %664, %656 ], [ %5, %655 ]
  %658 = shl nuw nsw i32 %657, 1
  %659 = and i32 %657, 31
  %660 = sub nsw i32 %658, %659
  %661 = add nsw i32 %660, 32
  %662 = and i32 %660, 1024
  %663 = icmp eq i32 %662, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %660, i32 noundef %661, i1 noundef zeroext %663) #7
  %664 = add nuw nsw i32 %657, %9
  %665 = icmp samesign ult i32 %664, 512
  br i1 %665, label %656, label %666, !llvm.loop !19

666:                                              ; preds = %656, %655
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %667, label %677

667:                                              ; preds = %666, %667
  %668 = phi i32 [ %675, %667 ], [ %5, %666 ]
  %669 = shl nuw nsw i32 %668, 1
  %670 = and i32 %668, 15
  %671 = sub nsw i32 %669, %670
  %672 = add nsw i32 %671, 16
  %673 = and i32 %671, 1024
  %674 = icmp eq i32 %673, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %671, i32 noundef %672, i1 noundef zeroext %674) #7
  %675 = add nuw nsw i32 %668, %9
  %676 = icmp samesign ult i32 %675, 512
  br i1 %676, label %667, label %677, !llvm.loop !19

677:                                              ; preds = %667, %666
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %678, label %688

678:                                              ; preds = %677, %678
  %679 = phi i32 [ %686, %678 ], [ %5, %677 ]
  %680 = shl nuw nsw i32 %679, 1
  %681 = and i32 %679, 7
  %682 = sub nsw i32 %680, %681
  %683 = add nsw i32 %682, 8
  %684 = and i32 %682, 1024
  %685 = icmp eq i32 %684, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %682, i32 noundef %683, i1 noundef zeroext %685) #7
  %686 = add nuw nsw i32 %679, %9
  %687 = icmp samesign ult i32 %686, 512
  br i1 %687, label %678, label %688, !llvm.loop !19

688:                                              ; preds = %678, %677
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %689, label %699

689:                                              ; preds = %688, %689
  %690 = phi i32 [ %697, %689 ], [ %5, %688 ]
  %691 = shl nuw nsw i32 %690, 1
  %692 = and i32 %690, 3
  %693 = sub nsw i32 %691, %692
  %694 = add nsw i32 %693, 4
  %695 = and i32 %693, 1024
  %696 = icmp eq i32 %695, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %693, i32 noundef %694, i1 noundef zeroext %696) #7
  %697 = add nuw nsw i32 %690, %9
  %698 = icmp samesign ult i32 %697, 512
  br i1 %698, label %689, label %699, !llvm.loop !19

699:                                              ; preds = %689, %688
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %700, label %710

700:                                              ; preds = %699, %700
  %701 = phi i32 [ %708, %700 ], [ %5, %699 ]
  %702 = shl nuw nsw i32 %701, 1
  %703 = and i32 %701, 1
  %704 = sub nsw i32 %702, %703
  %705 = add nsw i32 %704, 2
  %706 = and i32 %704, 1024
  %707 = icmp eq i32 %706, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %704, i32 noundef %705, i1 noundef zeroext %707) #7
  %708 = add nuw nsw i32 %701, %9
  %709 = icmp samesign ult i32 %708, 512
  br i1 %709, label %700, label %710, !llvm.loop !19

710:                                              ; preds = %700, %699
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %711, label %717

711:                                              ; preds = %710, %711
  %712 = phi i32 [ %715, %711 ], [ %5, %710 ]
  %713 = shl nuw nsw i32 %712, 1
  %714 = or disjoint i32 %713, 1
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %713, i32 noundef %714, i1 noundef zeroext true) #7
  %715 = add nuw nsw i32 %712, %9
  %716 = icmp samesign ult i32 %715, 512
  br i1 %716, label %711, label %717, !llvm.loop !19

717:                                              ; preds = %711, %710
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %718 = sub nuw nsw i32 1024, %5
  %719 = icmp samesign ugt i32 %5, 1014
  br i1 %719, label %851, label %720

720:                                              ; preds = %717
  %721 = icmp ne i16 %8, 1
  %722 = add nuw nsw i32 %5, %9
  %723 = tail call i32 @llvm.umax.i32(i32 %722, i32 1024)
  %724 = icmp samesign ult i32 %722, 1024
  %725 = zext i1 %724 to i32
  %726 = add nuw nsw i32 %722, %725
  %727 = sub nsw i32 %723, %726
  %728 = udiv i32 %727, %9
  %729 = add i32 %728, %725
  %730 = or disjoint i32 %5, %4
  %731 = add i32 %730, %729
  %732 = icmp slt i32 %731, %730
  %733 = or i1 %721, %732
  br i1 %733, label %851, label %734

734:                                              ; preds = %720
  %735 = and i32 %718, 2046
  %736 = add nuw nsw i32 %5, %735
  %737 = sub nsw i32 1022, %5
  %738 = lshr i32 %737, 1
  %739 = add nuw i32 %738, 1
  %740 = and i32 %739, 7
  %741 = icmp ult i32 %737, 14
  br i1 %741, label %831, label %742

742:                                              ; preds = %734
  %743 = and i32 %739, -8
  br label %744

744:                                              ; preds = %744, %742
  %745 = phi i32 [ 0, %742 ], [ %826, %744 ]
  %746 = phi i32 [ 0, %742 ], [ %827, %744 ]
  %747 = add i32 %5, %745
  %748 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %747
  %749 = load <2 x float>, ptr addrspace(3) %748, align 4, !tbaa !9
  %750 = or disjoint i32 %747, %4
  %751 = sext i32 %750 to i64
  %752 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %751
  store <2 x float> %749, ptr addrspace(1) %752, align 4, !tbaa !9
  %753 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %747
  %754 = load <2 x i32>, ptr addrspace(3) %753, align 4, !tbaa !5
  %755 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %751
  store <2 x i32> %754, ptr addrspace(1) %755, align 4, !tbaa !5
  %756 = or disjoint i32 %745, 2
  %757 = add i32 %5, %756
  %758 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %757
  %759 = load <2 x float>, ptr addrspace(3) %758, align 4, !tbaa !9
  %760 = or disjoint i32 %757, %4
  %761 = sext i32 %760 to i64
  %762 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %761
  store <2 x float> %759, ptr addrspace(1) %762, align 4, !tbaa !9
  %763 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %757
  %764 = load <2 x i32>, ptr addrspace(3) %763, align 4, !tbaa !5
  %765 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %761
  store <2 x i32> %764, ptr addrspace(1) %765, align 4, !tbaa !5
  %766 = or disjoint i32 %745, 4
  %767 = add i32 %5, %766
  %768 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %767
  %769 = load <2 x float>, ptr addrspace(3) %768, align 4, !tbaa !9
  %770 = or disjoint i32 %767, %4
  %771 = sext i32 %770 to i64
  %772 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %771
  store <2 x float> %769, ptr addrspace(1) %772, align 4, !tbaa !9
  %773 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %767
  %774 = load <2 x i32>, ptr addrspace(3) %773, align 4, !tbaa !5
  %775 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %771
  store <2 x i32> %774, ptr addrspace(1) %775, align 4, !tbaa !5
  %776 = or disjoint i32 %745, 6
  %777 = add i32 %5, %776
  %778 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %777
  %779 = load <2 x float>, ptr addrspace(3) %778, align 4, !tbaa !9
  %780 = or disjoint i32 %777, %4
  %781 = sext i32 %780 to i64
  %782 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %781
  store <2 x float> %779, ptr addrspace(1) %782, align 4, !tbaa !9
  %783 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %777
  %784 = load <2 x i32>, ptr addrspace(3) %783, align 4, !tbaa !5
  %785 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %781
  store <2 x i32> %784, ptr addrspace(1) %785, align 4, !tbaa !5
  %786 = or disjoint i32 %745, 8
  %787 = add i32 %5, %786
  %788 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %787
  %789 = load <2 x float>, ptr addrspace(3) %788, align 4, !tbaa !9
  %790 = or disjoint i32 %787, %4
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %791
  store <2 x float> %789, ptr addrspace(1) %792, align 4, !tbaa !9
  %793 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %787
  %794 = load <2 x i32>, ptr addrspace(3) %793, align 4, !tbaa !5
  %795 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %791
  store <2 x i32> %794, ptr addrspace(1) %795, align 4, !tbaa !5
  %796 = or disjoint i32 %745, 10
  %797 = add i32 %5, %796
  %798 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %797
  %799 = load <2 x float>, ptr addrspace(3) %798, align 4, !tbaa !9
  %800 = or disjoint i32 %797, %4
  %801 = sext i32 %800 to i64
  %802 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %801
  store <2 x float> %799, ptr addrspace(1) %802, align 4, !tbaa !9
  %803 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %797
  %804 = load <2 x i32>, ptr addrspace(3) %803, align 4, !tbaa !5
  %805 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %801
  store <2 x i32> %804, ptr addrspace(1) %805, align 4, !tbaa !5
  %806 = or disjoint i32 %745, 12
  %807 = add i32 %5, %806
  %808 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %807
  %809 = load <2 x float>, ptr addrspace(3) %808, align 4, !tbaa !9
  %810 = or disjoint i32 %807, %4
  %811 = sext i32 %810 to i64
  %812 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %811
  store <2 x float> %809, ptr addrspace(1) %812, align 4, !tbaa !9
  %813 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %807
  %814 = load <2 x i32>, ptr addrspace(3) %813, align 4, !tbaa !5
  %815 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %811
  store <2 x i32> %814, ptr addrspace(1) %815, align 4, !tbaa !5
  %816 = or disjoint i32 %745, 14
  %817 = add i32 %5, %816
  %818 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %817
  %819 = load <2 x float>, ptr addrspace(3) %818, align 4, !tbaa !9
  %820 = or disjoint i32 %817, %4
  %821 = sext i32 %820 to i64
  %822 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %821
  store <2 x float> %819, ptr addrspace(1) %822, align 4, !tbaa !9
  %823 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %817
  %824 = load <2 x i32>, ptr addrspace(3) %823, align 4, !tbaa !5
  %825 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %821
  store <2 x i32> %824, ptr addrspace(1) %825, align 4, !tbaa !5
  %826 = add nuw i32 %745, 16
  %827 = add i32 %746, 8
  %828 = icmp eq i32 %827, %743
  br i1 %828, label %829, label %744, !llvm.loop !20

829:                                              ; preds = %744
  %830 = icmp eq i32 %740, 0
  br i1 %830, label %849, label %831

831:                                              ; preds = %829, %734
  %832 = phi i32 [ 0, %734 ], [ %826, %829 ]
  %833 = icmp ne i32 %740, 0
  tail call void @llvm.assume(i1 %833)
  br label %834

834:                                              ; preds = %834, %831
  %835 = phi i32 [ %832, %831 ], [ %846, %834 ]
  %836 = phi i32 [ 0, %831 ], [ %847, %834 ]
  %837 = add i32 %5, %835
  %838 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %837
  %839 = load <2 x float>, ptr addrspace(3) %838, align 4, !tbaa !9
  %840 = or disjoint i32 %837, %4
  %841 = sext i32 %840 to i64
  %842 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %841
  store <2 x float> %839, ptr addrspace(1) %842, align 4, !tbaa !9
  %843 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %837
  %844 = load <2 x i32>, ptr addrspace(3) %843, align 4, !tbaa !5
  %845 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %841
  store <2 x i32> %844, ptr addrspace(1) %845, align 4, !tbaa !5
  %846 = add nuw i32 %835, 2
  %847 = add i32 %836, 1
  %848 = icmp eq i32 %847, %740
  br i1 %848, label %849, label %834, !llvm.loop !21

849:                                              ; preds = %834, %829
  %850 = icmp eq i32 %718, %735
  br i1 %850, label %862, label %851

851:                                              ; preds = %720, %717, %849
  %852 = phi i32 [ %5, %720 ], [ %5, %717 ], [ %736, %849 ]
  br label %863

853:                                              ; preds = %854, %145
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %146, label %147, label %157

854:                                              ; preds = %145, %854
  %855 = phi i32 [ %860, %854 ], [ %5, %145 ]
  %856 = shl nuw nsw i32 %855, 1
  %857 = or disjoint i32 %856, 1
  %858 = and i32 %855, 1
  %859 = icmp eq i32 %858, 0
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %856, i32 noundef %857, i1 noundef zeroext %859) #7
  %860 = add nuw nsw i32 %855, %9
  %861 = icmp samesign ult i32 %860, 512
  br i1 %861, label %854, label %853, !llvm.loop !19

862:                                              ; preds = %863, %849
  ret void

863:                                              ; preds = %851, %863
  %864 = phi i32 [ %873, %863 ], [ %852, %851 ]
  %865 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk, i32 %864
  %866 = load float, ptr addrspace(3) %865, align 4, !tbaa !9
  %867 = or disjoint i32 %864, %4
  %868 = sext i32 %867 to i64
  %869 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %868
  store float %866, ptr addrspace(1) %869, align 4, !tbaa !9
  %870 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv, i32 %864
  %871 = load i32, ptr addrspace(3) %870, align 4, !tbaa !5
  %872 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %868
  store i32 %871, ptr addrspace(1) %872, align 4, !tbaa !5
  %873 = add nuw nsw i32 %864, %9
  %874 = icmp samesign ult i32 %873, 1024
  br i1 %874, label %863, label %862, !llvm.loop !22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z19bitonic_global_stepPfPiiii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 4, !tbaa !11
  %10 = zext i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = sdiv i32 %2, 2
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %5
  %17 = shl nsw i32 %13, 1
  %18 = add nsw i32 %4, -1
  %19 = and i32 %13, %18
  %20 = sub nsw i32 %17, %19
  %21 = and i32 %20, %3
  %22 = icmp eq i32 %21, 0
  %23 = add nsw i32 %20, %4
  %24 = ptrtoint ptr addrspace(1) %0 to i64
  %25 = inttoptr i64 %24 to ptr
  %26 = ptrtoint ptr addrspace(1) %1 to i64
  %27 = inttoptr i64 %26 to ptr
  tail call fastcc void @_Z8cmp_swapPfPiiib(ptr noundef %25, ptr noundef %27, i32 noundef %20, i32 noundef %23, i1 noundef zeroext %22) #7
  br label %28

28:                                               ; preds = %5, %16
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !14, !15}

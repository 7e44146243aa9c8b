; ModuleID = 'src/16_bitonic.cu'
source_filename = "src/16_bitonic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14bitonic_sharedPfPiE2sk = internal addrspace(3) global [1024 x float] undef, align 4
@_ZZ14bitonic_sharedPfPiE2sv = internal addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8cmp_swapPfPiiib(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i1 noundef zeroext %4) local_unnamed_addr #0 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !8
  %9 = sext i32 %3 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = fcmp ule float %8, %11
  %13 = xor i1 %4, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %5
  store float %11, ptr %7, align 4, !tbaa !8
  store float %8, ptr %10, align 4, !tbaa !8
  %15 = getelementptr inbounds i32, ptr %1, i64 %6
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr inbounds i32, ptr %1, i64 %9
  %18 = load i32, ptr %17, align 4, !tbaa !4
  store i32 %18, ptr %15, align 4, !tbaa !4
  store i32 %16, ptr %17, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %14, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10load_pairsPfPiPKfPKii(ptr noundef writeonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

8:                                                ; preds = %9
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %6, %5 ], [ %20, %9 ]
  %11 = add nsw i32 %10, %4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = zext nneg i32 %10 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !8
  %17 = getelementptr inbounds i32, ptr %3, i64 %12
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %15
  store i32 %18, ptr %19, align 4, !tbaa !4
  %20 = add nuw nsw i32 %10, %7
  %21 = icmp samesign ult i32 %20, 1024
  br i1 %21, label %9, label %8, !llvm.loop !10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14bitonic_sharedPfPi(ptr noundef captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 10
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i32 [ %5, %2 ], [ %18, %7 ]
  %9 = add nuw nsw i32 %8, %4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = zext nneg i32 %8 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), i64 %13
  store float %12, ptr %14, align 4, !tbaa !8
  %15 = getelementptr inbounds i32, ptr %1, i64 %10
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i64 %13
  store i32 %16, ptr %17, align 4, !tbaa !4
  %18 = add nuw nsw i32 %8, %6
  %19 = icmp samesign ult i32 %18, 1024
  br i1 %19, label %7, label %20, !llvm.loop !10

20:                                               ; preds = %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = icmp samesign ult i32 %5, 512
  br i1 %21, label %594, label %593

22:                                               ; preds = %593, %22
  %23 = phi i32 [ %30, %22 ], [ %5, %593 ]
  %24 = shl nuw nsw i32 %23, 1
  %25 = and i32 %23, 1
  %26 = sub nsw i32 %24, %25
  %27 = add nsw i32 %26, 2
  %28 = and i32 %26, 4
  %29 = icmp eq i32 %28, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %26, i32 noundef %27, i1 noundef zeroext %29) #6
  %30 = add nuw nsw i32 %23, %6
  %31 = icmp samesign ult i32 %30, 512
  br i1 %31, label %22, label %32, !llvm.loop !12

32:                                               ; preds = %22, %593
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %33, label %41

33:                                               ; preds = %32, %33
  %34 = phi i32 [ %39, %33 ], [ %5, %32 ]
  %35 = shl nuw nsw i32 %34, 1
  %36 = or disjoint i32 %35, 1
  %37 = and i32 %34, 2
  %38 = icmp eq i32 %37, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %35, i32 noundef %36, i1 noundef zeroext %38) #6
  %39 = add nuw nsw i32 %34, %6
  %40 = icmp samesign ult i32 %39, 512
  br i1 %40, label %33, label %41, !llvm.loop !12

41:                                               ; preds = %33, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %42, label %52

42:                                               ; preds = %41, %42
  %43 = phi i32 [ %50, %42 ], [ %5, %41 ]
  %44 = shl nuw nsw i32 %43, 1
  %45 = and i32 %43, 3
  %46 = sub nsw i32 %44, %45
  %47 = add nsw i32 %46, 4
  %48 = and i32 %46, 8
  %49 = icmp eq i32 %48, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %46, i32 noundef %47, i1 noundef zeroext %49) #6
  %50 = add nuw nsw i32 %43, %6
  %51 = icmp samesign ult i32 %50, 512
  br i1 %51, label %42, label %52, !llvm.loop !12

52:                                               ; preds = %42, %41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %53, label %63

53:                                               ; preds = %52, %53
  %54 = phi i32 [ %61, %53 ], [ %5, %52 ]
  %55 = shl nuw nsw i32 %54, 1
  %56 = and i32 %54, 1
  %57 = sub nsw i32 %55, %56
  %58 = add nsw i32 %57, 2
  %59 = and i32 %57, 8
  %60 = icmp eq i32 %59, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %57, i32 noundef %58, i1 noundef zeroext %60) #6
  %61 = add nuw nsw i32 %54, %6
  %62 = icmp samesign ult i32 %61, 512
  br i1 %62, label %53, label %63, !llvm.loop !12

63:                                               ; preds = %53, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %64, label %72

64:                                               ; preds = %63, %64
  %65 = phi i32 [ %70, %64 ], [ %5, %63 ]
  %66 = shl nuw nsw i32 %65, 1
  %67 = or disjoint i32 %66, 1
  %68 = and i32 %65, 4
  %69 = icmp eq i32 %68, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %66, i32 noundef %67, i1 noundef zeroext %69) #6
  %70 = add nuw nsw i32 %65, %6
  %71 = icmp samesign ult i32 %70, 512
  br i1 %71, label %64, label %72, !llvm.loop !12

72:                                               ; preds = %64, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %73, label %83

73:                                               ; preds = %72, %73
  %74 = phi i32 [ %81, %73 ], [ %5, %72 ]
  %75 = shl nuw nsw i32 %74, 1
  %76 = and i32 %74, 7
  %77 = sub nsw i32 %75, %76
  %78 = add nsw i32 %77, 8
  %79 = and i32 %77, 16
  %80 = icmp eq i32 %79, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %77, i32 noundef %78, i1 noundef zeroext %80) #6
  %81 = add nuw nsw i32 %74, %6
  %82 = icmp samesign ult i32 %81, 512
  br i1 %82, label %73, label %83, !llvm.loop !12

83:                                               ; preds = %73, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %84, label %94

84:                                               ; preds = %83, %84
  %85 = phi i32 [ %92, %84 ], [ %5, %83 ]
  %86 = shl nuw nsw i32 %85, 1
  %87 = and i32 %85, 3
  %88 = sub nsw i32 %86, %87
  %89 = add nsw i32 %88, 4
  %90 = and i32 %88, 16
  %91 = icmp eq i32 %90, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %88, i32 noundef %89, i1 noundef zeroext %91) #6
  %92 = add nuw nsw i32 %85, %6
  %93 = icmp samesign ult i32 %92, 512
  br i1 %93, label %84, label %94, !llvm.loop !12

94:                                               ; preds = %84, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %95, label %105

95:                                               ; preds = %94, %95
  %96 = phi i32 [ %103, %95 ], [ %5, %94 ]
  %97 = shl nuw nsw i32 %96, 1
  %98 = and i32 %96, 1
  %99 = sub nsw i32 %97, %98
  %100 = add nsw i32 %99, 2
  %101 = and i32 %99, 16
  %102 = icmp eq i32 %101, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %99, i32 noundef %100, i1 noundef zeroext %102) #6
  %103 = add nuw nsw i32 %96, %6
  %104 = icmp samesign ult i32 %103, 512
  br i1 %104, label %95, label %105, !llvm.loop !12

105:                                              ; preds = %95, %94
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %106, label %114

106:                                              ; preds = %105, %106
  %107 = phi i32 [ %112, %106 ], [ %5, %105 ]
  %108 = shl nuw nsw i32 %107, 1
  %109 = or disjoint i32 %108, 1
  %110 = and i32 %107, 8
  %111 = icmp eq i32 %110, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %108, i32 noundef %109, i1 noundef zeroext %111) #6
  %112 = add nuw nsw i32 %107, %6
  %113 = icmp samesign ult i32 %112, 512
  br i1 %113, label %106, label %114, !llvm.loop !12

114:                                              ; preds = %106, %105
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %115, label %125

115:                                              ; preds = %114, %115
  %116 = phi i32 [ %123, %115 ], [ %5, %114 ]
  %117 = shl nuw nsw i32 %116, 1
  %118 = and i32 %116, 15
  %119 = sub nsw i32 %117, %118
  %120 = add nsw i32 %119, 16
  %121 = and i32 %119, 32
  %122 = icmp eq i32 %121, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %119, i32 noundef %120, i1 noundef zeroext %122) #6
  %123 = add nuw nsw i32 %116, %6
  %124 = icmp samesign ult i32 %123, 512
  br i1 %124, label %115, label %125, !llvm.loop !12

125:                                              ; preds = %115, %114
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %126, label %136

126:                                              ; preds = %125, %126
  %127 = phi i32 [ %134, %126 ], [ %5, %125 ]
  %128 = shl nuw nsw i32 %127, 1
  %129 = and i32 %127, 7
  %130 = sub nsw i32 %128, %129
  %131 = add nsw i32 %130, 8
  %132 = and i32 %130, 32
  %133 = icmp eq i32 %132, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %130, i32 noundef %131, i1 noundef zeroext %133) #6
  %134 = add nuw nsw i32 %127, %6
  %135 = icmp samesign ult i32 %134, 512
  br i1 %135, label %126, label %136, !llvm.loop !12

136:                                              ; preds = %126, %125
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %137, label %147

137:                                              ; preds = %136, %137
  %138 = phi i32 [ %145, %137 ], [ %5, %136 ]
  %139 = shl nuw nsw i32 %138, 1
  %140 = and i32 %138, 3
  %141 = sub nsw i32 %139, %140
  %142 = add nsw i32 %141, 4
  %143 = and i32 %141, 32
  %144 = icmp eq i32 %143, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %141, i32 noundef %142, i1 noundef zeroext %144) #6
  %145 = add nuw nsw i32 %138, %6
  %146 = icmp samesign ult i32 %145, 512
  br i1 %146, label %137, label %147, !llvm.loop !12

147:                                              ; preds = %137, %136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %148, label %158

148:                                              ; preds = %147, %148
  %149 = phi i32 [ %156, %148 ], [ %5, %147 ]
  %150 = shl nuw nsw i32 %149, 1
  %151 = and i32 %149, 1
  %152 = sub nsw i32 %150, %151
  %153 = add nsw i32 %152, 2
  %154 = and i32 %152, 32
  %155 = icmp eq i32 %154, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %152, i32 noundef %153, i1 noundef zeroext %155) #6
  %156 = add nuw nsw i32 %149, %6
  %157 = icmp samesign ult i32 %156, 512
  br i1 %157, label %148, label %158, !llvm.loop !12

158:                                              ; preds = %148, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %159, label %167

159:                                              ; preds = %158, %159
  %160 = phi i32 [ %165, %159 ], [ %5, %158 ]
  %161 = shl nuw nsw i32 %160, 1
  %162 = or disjoint i32 %161, 1
  %163 = and i32 %160, 16
  %164 = icmp eq i32 %163, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %161, i32 noundef %162, i1 noundef zeroext %164) #6
  %165 = add nuw nsw i32 %160, %6
  %166 = icmp samesign ult i32 %165, 512
  br i1 %166, label %159, label %167, !llvm.loop !12

167:                                              ; preds = %159, %158
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %168, label %178

168:                                              ; preds = %167, %168
  %169 = phi i32 [ %176, %168 ], [ %5, %167 ]
  %170 = shl nuw nsw i32 %169, 1
  %171 = and i32 %169, 31
  %172 = sub nsw i32 %170, %171
  %173 = add nsw i32 %172, 32
  %174 = and i32 %172, 64
  %175 = icmp eq i32 %174, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %172, i32 noundef %173, i1 noundef zeroext %175) #6
  %176 = add nuw nsw i32 %169, %6
  %177 = icmp samesign ult i32 %176, 512
  br i1 %177, label %168, label %178, !llvm.loop !12

178:                                              ; preds = %168, %167
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %179, label %189

179:                                              ; preds = %178, %179
  %180 = phi i32 [ %187, %179 ], [ %5, %178 ]
  %181 = shl nuw nsw i32 %180, 1
  %182 = and i32 %180, 15
  %183 = sub nsw i32 %181, %182
  %184 = add nsw i32 %183, 16
  %185 = and i32 %183, 64
  %186 = icmp eq i32 %185, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %183, i32 noundef %184, i1 noundef zeroext %186) #6
  %187 = add nuw nsw i32 %180, %6
  %188 = icmp samesign ult i32 %187, 512
  br i1 %188, label %179, label %189, !llvm.loop !12

189:                                              ; preds = %179, %178
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %190, label %200

190:                                              ; preds = %189, %190
  %191 = phi i32 [ %198, %190 ], [ %5, %189 ]
  %192 = shl nuw nsw i32 %191, 1
  %193 = and i32 %191, 7
  %194 = sub nsw i32 %192, %193
  %195 = add nsw i32 %194, 8
  %196 = and i32 %194, 64
  %197 = icmp eq i32 %196, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %194, i32 noundef %195, i1 noundef zeroext %197) #6
  %198 = add nuw nsw i32 %191, %6
  %199 = icmp samesign ult i32 %198, 512
  br i1 %199, label %190, label %200, !llvm.loop !12

200:                                              ; preds = %190, %189
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %201, label %211

201:                                              ; preds = %200, %201
  %202 = phi i32 [ %209, %201 ], [ %5, %200 ]
  %203 = shl nuw nsw i32 %202, 1
  %204 = and i32 %202, 3
  %205 = sub nsw i32 %203, %204
  %206 = add nsw i32 %205, 4
  %207 = and i32 %205, 64
  %208 = icmp eq i32 %207, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %205, i32 noundef %206, i1 noundef zeroext %208) #6
  %209 = add nuw nsw i32 %202, %6
  %210 = icmp samesign ult i32 %209, 512
  br i1 %210, label %201, label %211, !llvm.loop !12

211:                                              ; preds = %201, %200
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %212, label %222

212:                                              ; preds = %211, %212
  %213 = phi i32 [ %220, %212 ], [ %5, %211 ]
  %214 = shl nuw nsw i32 %213, 1
  %215 = and i32 %213, 1
  %216 = sub nsw i32 %214, %215
  %217 = add nsw i32 %216, 2
  %218 = and i32 %216, 64
  %219 = icmp eq i32 %218, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %216, i32 noundef %217, i1 noundef zeroext %219) #6
  %220 = add nuw nsw i32 %213, %6
  %221 = icmp samesign ult i32 %220, 512
  br i1 %221, label %212, label %222, !llvm.loop !12

222:                                              ; preds = %212, %211
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %223, label %231

223:                                              ; preds = %222, %223
  %224 = phi i32 [ %229, %223 ], [ %5, %222 ]
  %225 = shl nuw nsw i32 %224, 1
  %226 = or disjoint i32 %225, 1
  %227 = and i32 %224, 32
  %228 = icmp eq i32 %227, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %225, i32 noundef %226, i1 noundef zeroext %228) #6
  %229 = add nuw nsw i32 %224, %6
  %230 = icmp samesign ult i32 %229, 512
  br i1 %230, label %223, label %231, !llvm.loop !12

231:                                              ; preds = %223, %222
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %232, label %242

232:                                              ; preds = %231, %232
  %233 = phi i32 [ %240, %232 ], [ %5, %231 ]
  %234 = shl nuw nsw i32 %233, 1
  %235 = and i32 %233, 63
  %236 = sub nsw i32 %234, %235
  %237 = add nsw i32 %236, 64
  %238 = and i32 %236, 128
  %239 = icmp eq i32 %238, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %236, i32 noundef %237, i1 noundef zeroext %239) #6
  %240 = add nuw nsw i32 %233, %6
  %241 = icmp samesign ult i32 %240, 512
  br i1 %241, label %232, label %242, !llvm.loop !12

242:                                              ; preds = %232, %231
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %243, label %253

243:                                              ; preds = %242, %243
  %244 = phi i32 [ %251, %243 ], [ %5, %242 ]
  %245 = shl nuw nsw i32 %244, 1
  %246 = and i32 %244, 31
  %247 = sub nsw i32 %245, %246
  %248 = add nsw i32 %247, 32
  %249 = and i32 %247, 128
  %250 = icmp eq i32 %249, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %247, i32 noundef %248, i1 noundef zeroext %250) #6
  %251 = add nuw nsw i32 %244, %6
  %252 = icmp samesign ult i32 %251, 512
  br i1 %252, label %243, label %253, !llvm.loop !12

253:                                              ; preds = %243, %242
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %254, label %264

254:                                              ; preds = %253, %254
  %255 = phi i32 [ %262, %254 ], [ %5, %253 ]
  %256 = shl nuw nsw i32 %255, 1
  %257 = and i32 %255, 15
  %258 = sub nsw i32 %256, %257
  %259 = add nsw i32 %258, 16
  %260 = and i32 %258, 128
  %261 = icmp eq i32 %260, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %258, i32 noundef %259, i1 noundef zeroext %261) #6
  %262 = add nuw nsw i32 %255, %6
  %263 = icmp samesign ult i32 %262, 512
  br i1 %263, label %254, label %264, !llvm.loop !12

264:                                              ; preds = %254, %253
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %265, label %275

265:                                              ; preds = %264, %265
  %266 = phi i32 [ %273, %265 ], [ %5, %264 ]
  %267 = shl nuw nsw i32 %266, 1
  %268 = and i32 %266, 7
  %269 = sub nsw i32 %267, %268
  %270 = add nsw i32 %269, 8
  %271 = and i32 %269, 128
  %272 = icmp eq i32 %271, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %269, i32 noundef %270, i1 noundef zeroext %272) #6
  %273 = add nuw nsw i32 %266, %6
  %274 = icmp samesign ult i32 %273, 512
  br i1 %274, label %265, label %275, !llvm.loop !12

275:                                              ; preds = %265, %264
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %276, label %286

276:                                              ; preds = %275, %276
  %277 = phi i32 [ %284, %276 ], [ %5, %275 ]
  %278 = shl nuw nsw i32 %277, 1
  %279 = and i32 %277, 3
  %280 = sub nsw i32 %278, %279
  %281 = add nsw i32 %280, 4
  %282 = and i32 %280, 128
  %283 = icmp eq i32 %282, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %280, i32 noundef %281, i1 noundef zeroext %283) #6
  %284 = add nuw nsw i32 %277, %6
  %285 = icmp samesign ult i32 %284, 512
  br i1 %285, label %276, label %286, !llvm.loop !12

286:                                              ; preds = %276, %275
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %287, label %297

287:                                              ; preds = %286, %287
  %288 = phi i32 [ %295, %287 ], [ %5, %286 ]
  %289 = shl nuw nsw i32 %288, 1
  %290 = and i32 %288, 1
  %291 = sub nsw i32 %289, %290
  %292 = add nsw i32 %291, 2
  %293 = and i32 %291, 128
  %294 = icmp eq i32 %293, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %291, i32 noundef %292, i1 noundef zeroext %294) #6
  %295 = add nuw nsw i32 %288, %6
  %296 = icmp samesign ult i32 %295, 512
  br i1 %296, label %287, label %297, !llvm.loop !12

297:                                              ; preds = %287, %286
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %298, label %306

298:                                              ; preds = %297, %298
  %299 = phi i32 [ %304, %298 ], [ %5, %297 ]
  %300 = shl nuw nsw i32 %299, 1
  %301 = or disjoint i32 %300, 1
  %302 = and i32 %299, 64
  %303 = icmp eq i32 %302, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %300, i32 noundef %301, i1 noundef zeroext %303) #6
  %304 = add nuw nsw i32 %299, %6
  %305 = icmp samesign ult i32 %304, 512
  br i1 %305, label %298, label %306, !llvm.loop !12

306:                                              ; preds = %298, %297
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %307, label %317

307:                                              ; preds = %306, %307
  %308 = phi i32 [ %315, %307 ], [ %5, %306 ]
  %309 = shl nuw nsw i32 %308, 1
  %310 = and i32 %308, 127
  %311 = sub nsw i32 %309, %310
  %312 = add nsw i32 %311, 128
  %313 = and i32 %311, 256
  %314 = icmp eq i32 %313, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %311, i32 noundef %312, i1 noundef zeroext %314) #6
  %315 = add nuw nsw i32 %308, %6
  %316 = icmp samesign ult i32 %315, 512
  br i1 %316, label %307, label %317, !llvm.loop !12

317:                                              ; preds = %307, %306
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %318, label %328

318:                                              ; preds = %317, %318
  %319 = phi i32 [ %326, %318 ], [ %5, %317 ]
  %320 = shl nuw nsw i32 %319, 1
  %321 = and i32 %319, 63
  %322 = sub nsw i32 %320, %321
  %323 = add nsw i32 %322, 64
  %324 = and i32 %322, 256
  %325 = icmp eq i32 %324, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %322, i32 noundef %323, i1 noundef zeroext %325) #6
  %326 = add nuw nsw i32 %319, %6
  %327 = icmp samesign ult i32 %326, 512
  br i1 %327, label %318, label %328, !llvm.loop !12

328:                                              ; preds = %318, %317
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %329, label %339

329:                                              ; preds = %328, %329
  %330 = phi i32 [ %337, %329 ], [ %5, %328 ]
  %331 = shl nuw nsw i32 %330, 1
  %332 = and i32 %330, 31
  %333 = sub nsw i32 %331, %332
  %334 = add nsw i32 %333, 32
  %335 = and i32 %333, 256
  %336 = icmp eq i32 %335, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %333, i32 noundef %334, i1 noundef zeroext %336) #6
  %337 = add nuw nsw i32 %330, %6
  %338 = icmp samesign ult i32 %337, 512
  br i1 %338, label %329, label %339, !llvm.loop !12

339:                                              ; preds = %329, %328
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %340, label %350

340:                                              ; preds = %339, %340
  %341 = phi i32 [ %348, %340 ], [ %5, %339 ]
  %342 = shl nuw nsw i32 %341, 1
  %343 = and i32 %341, 15
  %344 = sub nsw i32 %342, %343
  %345 = add nsw i32 %344, 16
  %346 = and i32 %344, 256
  %347 = icmp eq i32 %346, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %344, i32 noundef %345, i1 noundef zeroext %347) #6
  %348 = add nuw nsw i32 %341, %6
  %349 = icmp samesign ult i32 %348, 512
  br i1 %349, label %340, label %350, !llvm.loop !12

350:                                              ; preds = %340, %339
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %351, label %361

351:                                              ; preds = %350, %351
  %352 = phi i32 [ %359, %351 ], [ %5, %350 ]
  %353 = shl nuw nsw i32 %352, 1
  %354 = and i32 %352, 7
  %355 = sub nsw i32 %353, %354
  %356 = add nsw i32 %355, 8
  %357 = and i32 %355, 256
  %358 = icmp eq i32 %357, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %355, i32 noundef %356, i1 noundef zeroext %358) #6
  %359 = add nuw nsw i32 %352, %6
  %360 = icmp samesign ult i32 %359, 512
  br i1 %360, label %351, label %361, !llvm.loop !12

361:                                              ; preds = %351, %350
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %362, label %372

362:                                              ; preds = %361, %362
  %363 = phi i32 [ %370, %362 ], [ %5, %361 ]
  %364 = shl nuw nsw i32 %363, 1
  %365 = and i32 %363, 3
  %366 = sub nsw i32 %364, %365
  %367 = add nsw i32 %366, 4
  %368 = and i32 %366, 256
  %369 = icmp eq i32 %368, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %366, i32 noundef %367, i1 noundef zeroext %369) #6
  %370 = add nuw nsw i32 %363, %6
  %371 = icmp samesign ult i32 %370, 512
  br i1 %371, label %362, label %372, !llvm.loop !12

372:                                              ; preds = %362, %361
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %373, label %383

373:                                              ; preds = %372, %373
  %374 = phi i32 [ %381, %373 ], [ %5, %372 ]
  %375 = shl nuw nsw i32 %374, 1
  %376 = and i32 %374, 1
  %377 = sub nsw i32 %375, %376
  %378 = add nsw i32 %377, 2
  %379 = and i32 %377, 256
  %380 = icmp eq i32 %379, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %377, i32 noundef %378, i1 noundef zeroext %380) #6
  %381 = add nuw nsw i32 %374, %6
  %382 = icmp samesign ult i32 %381, 512
  br i1 %382, label %373, label %383, !llvm.loop !12

383:                                              ; preds = %373, %372
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %384, label %392

384:                                              ; preds = %383, %384
  %385 = phi i32 [ %390, %384 ], [ %5, %383 ]
  %386 = shl nuw nsw i32 %385, 1
  %387 = or disjoint i32 %386, 1
  %388 = and i32 %385, 128
  %389 = icmp eq i32 %388, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %386, i32 noundef %387, i1 noundef zeroext %389) #6
  %390 = add nuw nsw i32 %385, %6
  %391 = icmp samesign ult i32 %390, 512
  br i1 %391, label %384, label %392, !llvm.loop !12

392:                                              ; preds = %384, %383
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %393, label %403

393:                                              ; preds = %392, %393
  %394 = phi i32 [ %401, %393 ], [ %5, %392 ]
  %395 = shl nuw nsw i32 %394, 1
  %396 = and i32 %394, 255
  %397 = sub nsw i32 %395, %396
  %398 = add nsw i32 %397, 256
  %399 = and i32 %397, 512
  %400 = icmp eq i32 %399, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %397, i32 noundef %398, i1 noundef zeroext %400) #6
  %401 = add nuw nsw i32 %394, %6
  %402 = icmp samesign ult i32 %401, 512
  br i1 %402, label %393, label %403, !llvm.loop !12

403:                                              ; preds = %393, %392
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %404, label %414

404:                                              ; preds = %403, %404
  %405 = phi i32 [ %412, %404 ], [ %5, %403 ]
  %406 = shl nuw nsw i32 %405, 1
  %407 = and i32 %405, 127
  %408 = sub nsw i32 %406, %407
  %409 = add nsw i32 %408, 128
  %410 = and i32 %408, 512
  %411 = icmp eq i32 %410, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %408, i32 noundef %409, i1 noundef zeroext %411) #6
  %412 = add nuw nsw i32 %405, %6
  %413 = icmp samesign ult i32 %412, 512
  br i1 %413, label %404, label %414, !llvm.loop !12

414:                                              ; preds = %404, %403
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %415, label %425

415:                                              ; preds = %414, %415
  %416 = phi i32 [ %423, %415 ], [ %5, %414 ]
  %417 = shl nuw nsw i32 %416, 1
  %418 = and i32 %416, 63
  %419 = sub nsw i32 %417, %418
  %420 = add nsw i32 %419, 64
  %421 = and i32 %419, 512
  %422 = icmp eq i32 %421, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %419, i32 noundef %420, i1 noundef zeroext %422) #6
  %423 = add nuw nsw i32 %416, %6
  %424 = icmp samesign ult i32 %423, 512
  br i1 %424, label %415, label %425, !llvm.loop !12

425:                                              ; preds = %415, %414
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %426, label %436

426:                                              ; preds = %425, %426
  %427 = phi i32 [ %434, %426 ], [ %5, %425 ]
  %428 = shl nuw nsw i32 %427, 1
  %429 = and i32 %427, 31
  %430 = sub nsw i32 %428, %429
  %431 = add nsw i32 %430, 32
  %432 = and i32 %430, 512
  %433 = icmp eq i32 %432, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %430, i32 noundef %431, i1 noundef zeroext %433) #6
  %434 = add nuw nsw i32 %427, %6
  %435 = icmp samesign ult i32 %434, 512
  br i1 %435, label %426, label %436, !llvm.loop !12

436:                                              ; preds = %426, %425
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %437, label %447

437:                                              ; preds = %436, %437
  %438 = phi i32 [ %445, %437 ], [ %5, %436 ]
  %439 = shl nuw nsw i32 %438, 1
  %440 = and i32 %438, 15
  %441 = sub nsw i32 %439, %440
  %442 = add nsw i32 %441, 16
  %443 = and i32 %441, 512
  %444 = icmp eq i32 %443, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %441, i32 noundef %442, i1 noundef zeroext %444) #6
  %445 = add nuw nsw i32 %438, %6
  %446 = icmp samesign ult i32 %445, 512
  br i1 %446, label %437, label %447, !llvm.loop !12

447:                                              ; preds = %437, %436
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %448, label %458

448:                                              ; preds = %447, %448
  %449 = phi i32 [ %456, %448 ], [ %5, %447 ]
  %450 = shl nuw nsw i32 %449, 1
  %451 = and i32 %449, 7
  %452 = sub nsw i32 %450, %451
  %453 = add nsw i32 %452, 8
  %454 = and i32 %452, 512
  %455 = icmp eq i32 %454, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %452, i32 noundef %453, i1 noundef zeroext %455) #6
  %456 = add nuw nsw i32 %449, %6
  %457 = icmp samesign ult i32 %456, 512
  br i1 %457, label %448, label %458, !llvm.loop !12

458:                                              ; preds = %448, %447
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %459, label %469

459:                                              ; preds = %458, %459
  %460 = phi i32 [ %467, %459 ], [ %5, %458 ]
  %461 = shl nuw nsw i32 %460, 1
  %462 = and i32 %460, 3
  %463 = sub nsw i32 %461, %462
  %464 = add nsw i32 %463, 4
  %465 = and i32 %463, 512
  %466 = icmp eq i32 %465, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %463, i32 noundef %464, i1 noundef zeroext %466) #6
  %467 = add nuw nsw i32 %460, %6
  %468 = icmp samesign ult i32 %467, 512
  br i1 %468, label %459, label %469, !llvm.loop !12

469:                                              ; preds = %459, %458
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %470, label %480

470:                                              ; preds = %469, %470
  %471 = phi i32 [ %478, %470 ], [ %5, %469 ]
  %472 = shl nuw nsw i32 %471, 1
  %473 = and i32 %471, 1
  %474 = sub nsw i32 %472, %473
  %475 = add nsw i32 %474, 2
  %476 = and i32 %474, 512
  %477 = icmp eq i32 %476, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %474, i32 noundef %475, i1 noundef zeroext %477) #6
  %478 = add nuw nsw i32 %471, %6
  %479 = icmp samesign ult i32 %478, 512
  br i1 %479, label %470, label %480, !llvm.loop !12

480:                                              ; preds = %470, %469
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %481, label %489

481:                                              ; preds = %480, %481
  %482 = phi i32 [ %487, %481 ], [ %5, %480 ]
  %483 = shl nuw nsw i32 %482, 1
  %484 = or disjoint i32 %483, 1
  %485 = and i32 %482, 256
  %486 = icmp eq i32 %485, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %483, i32 noundef %484, i1 noundef zeroext %486) #6
  %487 = add nuw nsw i32 %482, %6
  %488 = icmp samesign ult i32 %487, 512
  br i1 %488, label %481, label %489, !llvm.loop !12

489:                                              ; preds = %481, %480
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %490, label %497

490:                                              ; preds = %489, %490
  %491 = phi i32 [ %495, %490 ], [ %5, %489 ]
  %492 = add nuw nsw i32 %491, 512
  %493 = and i32 %491, 1024
  %494 = icmp eq i32 %493, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %491, i32 noundef %492, i1 noundef zeroext %494) #6
  %495 = add nuw nsw i32 %491, %6
  %496 = icmp samesign ult i32 %495, 512
  br i1 %496, label %490, label %497, !llvm.loop !12

497:                                              ; preds = %490, %489
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %498, label %508

498:                                              ; preds = %497, %498
  %499 = phi i32 [ %506, %498 ], [ %5, %497 ]
  %500 = shl nuw nsw i32 %499, 1
  %501 = and i32 %499, 255
  %502 = sub nsw i32 %500, %501
  %503 = add nsw i32 %502, 256
  %504 = and i32 %502, 1024
  %505 = icmp eq i32 %504, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %502, i32 noundef %503, i1 noundef zeroext %505) #6
  %506 = add nuw nsw i32 %499, %6
  %507 = icmp samesign ult i32 %506, 512
  br i1 %507, label %498, label %508, !llvm.loop !12

508:                                              ; preds = %498, %497
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %509, label %519

509:                                              ; preds = %508, %509
  %510 = phi i32 [ %517, %509 ], [ %5, %508 ]
  %511 = shl nuw nsw i32 %510, 1
  %512 = and i32 %510, 127
  %513 = sub nsw i32 %511, %512
  %514 = add nsw i32 %513, 128
  %515 = and i32 %513, 1024
  %516 = icmp eq i32 %515, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %513, i32 noundef %514, i1 noundef zeroext %516) #6
  %517 = add nuw nsw i32 %510, %6
  %518 = icmp samesign ult i32 %517, 512
  br i1 %518, label %509, label %519, !llvm.loop !12

519:                                              ; preds = %509, %508
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %520, label %530

520:                                              ; preds = %519, %520
  %521 = phi i32 [ %528, %520 ], [ %5, %519 ]
  %522 = shl nuw nsw i32 %521, 1
  %523 = and i32 %521, 63
  %524 = sub nsw i32 %522, %523
  %525 = add nsw i32 %524, 64
  %526 = and i32 %524, 1024
  %527 = icmp eq i32 %526, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %524, i32 noundef %525, i1 noundef zeroext %527) #6
  %528 = add nuw nsw i32 %521, %6
  %529 = icmp samesign ult i32 %528, 512
  br i1 %529, label %520, label %530, !llvm.loop !12

530:                                              ; preds = %520, %519
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %531, label %541

531:                                              ; preds = %530, %531
  %532 = phi i32 [ %539, %531 ], [ %5, %530 ]
  %533 = shl nuw nsw i32 %532, 1
  %534 = and i32 %532, 31
  %535 = sub nsw i32 %533, %534
  %536 = add nsw i32 %535, 32
  %537 = and i32 %535, 1024
  %538 = icmp eq i32 %537, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %535, i32 noundef %536, i1 noundef zeroext %538) #6
  %539 = add nuw nsw i32 %532, %6
  %540 = icmp samesign ult i32 %539, 512
  br i1 %540, label %531, label %541, !llvm.loop !12

541:                                              ; preds = %531, %530
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %542, label %552

542:                                              ; preds = %541, %542
  %543 = phi i32 [ %550, %542 ], [ %5, %541 ]
  %544 = shl nuw nsw i32 %543, 1
  %545 = and i32 %543, 15
  %546 = sub nsw i32 %544, %545
  %547 = add nsw i32 %546, 16
  %548 = and i32 %546, 1024
  %549 = icmp eq i32 %548, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %546, i32 noundef %547, i1 noundef zeroext %549) #6
  %550 = add nuw nsw i32 %543, %6
  %551 = icmp samesign ult i32 %550, 512
  br i1 %551, label %542, label %552, !llvm.loop !12

552:                                              ; preds = %542, %541
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %553, label %563

553:                                              ; preds = %552, %553
  %554 = phi i32 [ %561, %553 ], [ %5, %552 ]
  %555 = shl nuw nsw i32 %554, 1
  %556 = and i32 %554, 7
  %557 = sub nsw i32 %555, %556
  %558 = add nsw i32 %557, 8
  %559 = and i32 %557, 1024
  %560 = icmp eq i32 %559, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %557, i32 noundef %558, i1 noundef zeroext %560) #6
  %561 = add nuw nsw i32 %554, %6
  %562 = icmp samesign ult i32 %561, 512
  br i1 %562, label %553, label %563, !llvm.loop !12

563:                                              ; preds = %553, %552
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %564, label %574

564:                                              ; preds = %563, %564
  %565 = phi i32 [ %572, %564 ], [ %5, %563 ]
  %566 = shl nuw nsw i32 %565, 1
  %567 = and i32 %565, 3
  %568 = sub nsw i32 %566, %567
  %569 = add nsw i32 %568, 4
  %570 = and i32 %568, 1024
  %571 = icmp eq i32 %570, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %568, i32 noundef %569, i1 noundef zeroext %571) #6
  %572 = add nuw nsw i32 %565, %6
  %573 = icmp samesign ult i32 %572, 512
  br i1 %573, label %564, label %574, !llvm.loop !12

574:                                              ; preds = %564, %563
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %575, label %585

575:                                              ; preds = %574, %575
  %576 = phi i32 [ %583, %575 ], [ %5, %574 ]
  %577 = shl nuw nsw i32 %576, 1
  %578 = and i32 %576, 1
  %579 = sub nsw i32 %577, %578
  %580 = add nsw i32 %579, 2
  %581 = and i32 %579, 1024
  %582 = icmp eq i32 %581, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %579, i32 noundef %580, i1 noundef zeroext %582) #6
  %583 = add nuw nsw i32 %576, %6
  %584 = icmp samesign ult i32 %583, 512
  br i1 %584, label %575, label %585, !llvm.loop !12

585:                                              ; preds = %575, %574
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %586, label %592

586:                                              ; preds = %585, %586
  %587 = phi i32 [ %590, %586 ], [ %5, %585 ]
  %588 = shl nuw nsw i32 %587, 1
  %589 = or disjoint i32 %588, 1
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %588, i32 noundef %589, i1 noundef zeroext true) #6
  %590 = add nuw nsw i32 %587, %6
  %591 = icmp samesign ult i32 %590, 512
  br i1 %591, label %586, label %592, !llvm.loop !12

592:                                              ; preds = %586, %585
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %603

593:                                              ; preds = %594, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %21, label %22, label %32

594:                                              ; preds = %20, %594
  %595 = phi i32 [ %600, %594 ], [ %5, %20 ]
  %596 = shl nuw nsw i32 %595, 1
  %597 = or disjoint i32 %596, 1
  %598 = and i32 %595, 1
  %599 = icmp eq i32 %598, 0
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i32 noundef %596, i32 noundef %597, i1 noundef zeroext %599) #6
  %600 = add nuw nsw i32 %595, %6
  %601 = icmp samesign ult i32 %600, 512
  br i1 %601, label %594, label %593, !llvm.loop !12

602:                                              ; preds = %603
  ret void

603:                                              ; preds = %592, %603
  %604 = phi i32 [ %614, %603 ], [ %5, %592 ]
  %605 = zext nneg i32 %604 to i64
  %606 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sk to ptr), i64 %605
  %607 = load float, ptr %606, align 4, !tbaa !8
  %608 = add nuw nsw i32 %604, %4
  %609 = sext i32 %608 to i64
  %610 = getelementptr inbounds float, ptr %0, i64 %609
  store float %607, ptr %610, align 4, !tbaa !8
  %611 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bitonic_sharedPfPiE2sv to ptr), i64 %605
  %612 = load i32, ptr %611, align 4, !tbaa !4
  %613 = getelementptr inbounds i32, ptr %1, i64 %609
  store i32 %612, ptr %613, align 4, !tbaa !4
  %614 = add nuw nsw i32 %604, %6
  %615 = icmp samesign ult i32 %614, 1024
  br i1 %615, label %603, label %602, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19bitonic_global_stepPfPiiii(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sdiv i32 %2, 2
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %21

13:                                               ; preds = %5
  %14 = shl nsw i32 %10, 1
  %15 = add nsw i32 %4, -1
  %16 = and i32 %15, %10
  %17 = sub nsw i32 %14, %16
  %18 = and i32 %17, %3
  %19 = icmp eq i32 %18, 0
  %20 = add nsw i32 %17, %4
  tail call void @_Z8cmp_swapPfPiiib(ptr noundef %0, ptr noundef %1, i32 noundef %17, i32 noundef %20, i1 noundef zeroext %19) #6
  br label %21

21:                                               ; preds = %5, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}

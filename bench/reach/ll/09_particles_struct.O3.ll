; ModuleID = 'src/09_particles_struct.cu'
source_filename = "src/09_particles_struct.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.State = type { ptr, ptr, ptr, i32 }
%struct.Scratch = type { ptr, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @_Z17accumulate_forces5State7Scratchi(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, ptr noundef readonly byval(%struct.Scratch) align 8 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !8
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %26

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !12
  %9 = and i32 %5, 7
  %10 = icmp ult i32 %5, 8
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = and i32 %5, 2147483640
  br label %39

13:                                               ; preds = %39
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ 0, %7 ], [ %65, %13 ]
  %17 = icmp ne i32 %9, 0
  tail call void @llvm.assume(i1 %17)
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i32 [ %16, %15 ], [ %23, %18 ]
  %20 = phi i32 [ 0, %15 ], [ %24, %18 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds nuw float, ptr %8, i64 %21
  store float 0.000000e+00, ptr %22, align 4, !tbaa !13
  %23 = add nuw nsw i32 %19, 1
  %24 = add i32 %20, 1
  %25 = icmp eq i32 %24, %9
  br i1 %25, label %26, label %18, !llvm.loop !15

26:                                               ; preds = %13, %18, %3
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %28 = load i32, ptr %27, align 8, !tbaa !17
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %86

30:                                               ; preds = %26
  %31 = load ptr, ptr %0, align 8, !tbaa !19
  %32 = sext i32 %2 to i64
  %33 = getelementptr inbounds float, ptr %31, i64 %32
  %34 = load ptr, ptr %1, align 8, !tbaa !12
  %35 = and i32 %28, 1
  %36 = icmp eq i32 %28, 1
  br i1 %36, label %70, label %37

37:                                               ; preds = %30
  %38 = and i32 %28, 2147483646
  br label %93

39:                                               ; preds = %39, %11
  %40 = phi i32 [ 0, %11 ], [ %65, %39 ]
  %41 = phi i32 [ 0, %11 ], [ %66, %39 ]
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr inbounds nuw float, ptr %8, i64 %42
  store float 0.000000e+00, ptr %43, align 4, !tbaa !13
  %44 = zext nneg i32 %40 to i64
  %45 = getelementptr inbounds nuw float, ptr %8, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 4
  store float 0.000000e+00, ptr %46, align 4, !tbaa !13
  %47 = zext nneg i32 %40 to i64
  %48 = getelementptr inbounds nuw float, ptr %8, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 8
  store float 0.000000e+00, ptr %49, align 4, !tbaa !13
  %50 = zext nneg i32 %40 to i64
  %51 = getelementptr inbounds nuw float, ptr %8, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 12
  store float 0.000000e+00, ptr %52, align 4, !tbaa !13
  %53 = zext nneg i32 %40 to i64
  %54 = getelementptr inbounds nuw float, ptr %8, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 16
  store float 0.000000e+00, ptr %55, align 4, !tbaa !13
  %56 = zext nneg i32 %40 to i64
  %57 = getelementptr inbounds nuw float, ptr %8, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 20
  store float 0.000000e+00, ptr %58, align 4, !tbaa !13
  %59 = zext nneg i32 %40 to i64
  %60 = getelementptr inbounds nuw float, ptr %8, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 24
  store float 0.000000e+00, ptr %61, align 4, !tbaa !13
  %62 = zext nneg i32 %40 to i64
  %63 = getelementptr inbounds nuw float, ptr %8, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 28
  store float 0.000000e+00, ptr %64, align 4, !tbaa !13
  %65 = add nuw nsw i32 %40, 8
  %66 = add i32 %41, 8
  %67 = icmp eq i32 %66, %12
  br i1 %67, label %13, label %39, !llvm.loop !20

68:                                               ; preds = %93
  %69 = icmp eq i32 %35, 0
  br i1 %69, label %86, label %70

70:                                               ; preds = %68, %30
  %71 = phi i32 [ 0, %30 ], [ %123, %68 ]
  %72 = icmp ne i32 %35, 0
  tail call void @llvm.assume(i1 %72)
  %73 = zext nneg i32 %71 to i64
  %74 = getelementptr inbounds nuw float, ptr %31, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !13
  %76 = load float, ptr %33, align 4, !tbaa !13
  %77 = fsub contract float %75, %76
  %78 = fmul contract float %77, %77
  %79 = fadd contract float %78, 0x3F847AE140000000
  %80 = fdiv contract float %77, %79
  %81 = srem i32 %71, %5
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr %34, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !13
  %85 = fadd contract float %84, %80
  store float %85, ptr %83, align 4, !tbaa !13
  br label %86

86:                                               ; preds = %70, %68, %26
  br i1 %6, label %87, label %143

87:                                               ; preds = %86
  %88 = load ptr, ptr %1, align 8, !tbaa !12
  %89 = and i32 %5, 7
  %90 = icmp ult i32 %5, 8
  br i1 %90, label %128, label %91

91:                                               ; preds = %87
  %92 = and i32 %5, 2147483640
  br label %149

93:                                               ; preds = %93, %37
  %94 = phi i32 [ 0, %37 ], [ %123, %93 ]
  %95 = phi i32 [ 0, %37 ], [ %124, %93 ]
  %96 = zext nneg i32 %94 to i64
  %97 = getelementptr inbounds nuw float, ptr %31, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !13
  %99 = load float, ptr %33, align 4, !tbaa !13
  %100 = fsub contract float %98, %99
  %101 = fmul contract float %100, %100
  %102 = fadd contract float %101, 0x3F847AE140000000
  %103 = fdiv contract float %100, %102
  %104 = srem i32 %94, %5
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw float, ptr %34, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !13
  %108 = fadd contract float %107, %103
  store float %108, ptr %106, align 4, !tbaa !13
  %109 = or disjoint i32 %94, 1
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw float, ptr %31, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !13
  %113 = load float, ptr %33, align 4, !tbaa !13
  %114 = fsub contract float %112, %113
  %115 = fmul contract float %114, %114
  %116 = fadd contract float %115, 0x3F847AE140000000
  %117 = fdiv contract float %114, %116
  %118 = srem i32 %109, %5
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw float, ptr %34, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !13
  %122 = fadd contract float %121, %117
  store float %122, ptr %120, align 4, !tbaa !13
  %123 = add nuw nsw i32 %94, 2
  %124 = add i32 %95, 2
  %125 = icmp eq i32 %124, %38
  br i1 %125, label %68, label %93, !llvm.loop !22

126:                                              ; preds = %149
  %127 = icmp eq i32 %89, 0
  br i1 %127, label %143, label %128

128:                                              ; preds = %126, %87
  %129 = phi i32 [ 0, %87 ], [ %192, %126 ]
  %130 = phi float [ 0.000000e+00, %87 ], [ %191, %126 ]
  %131 = icmp ne i32 %89, 0
  tail call void @llvm.assume(i1 %131)
  br label %132

132:                                              ; preds = %132, %128
  %133 = phi i32 [ %129, %128 ], [ %140, %132 ]
  %134 = phi float [ %130, %128 ], [ %139, %132 ]
  %135 = phi i32 [ 0, %128 ], [ %141, %132 ]
  %136 = zext nneg i32 %133 to i64
  %137 = getelementptr inbounds nuw float, ptr %88, i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !13
  %139 = fadd contract float %134, %138
  %140 = add nuw nsw i32 %133, 1
  %141 = add i32 %135, 1
  %142 = icmp eq i32 %141, %89
  br i1 %142, label %143, label %132, !llvm.loop !23

143:                                              ; preds = %126, %132, %86
  %144 = phi float [ 0.000000e+00, %86 ], [ %191, %126 ], [ %139, %132 ]
  %145 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %146 = load ptr, ptr %145, align 8, !tbaa !24
  %147 = sext i32 %2 to i64
  %148 = getelementptr inbounds float, ptr %146, i64 %147
  store float %144, ptr %148, align 4, !tbaa !13
  ret void

149:                                              ; preds = %149, %91
  %150 = phi i32 [ 0, %91 ], [ %192, %149 ]
  %151 = phi float [ 0.000000e+00, %91 ], [ %191, %149 ]
  %152 = phi i32 [ 0, %91 ], [ %193, %149 ]
  %153 = zext nneg i32 %150 to i64
  %154 = getelementptr inbounds nuw float, ptr %88, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !13
  %156 = fadd contract float %151, %155
  %157 = zext nneg i32 %150 to i64
  %158 = getelementptr inbounds nuw float, ptr %88, i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 4
  %160 = load float, ptr %159, align 4, !tbaa !13
  %161 = fadd contract float %156, %160
  %162 = zext nneg i32 %150 to i64
  %163 = getelementptr inbounds nuw float, ptr %88, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 8
  %165 = load float, ptr %164, align 4, !tbaa !13
  %166 = fadd contract float %161, %165
  %167 = zext nneg i32 %150 to i64
  %168 = getelementptr inbounds nuw float, ptr %88, i64 %167
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 12
  %170 = load float, ptr %169, align 4, !tbaa !13
  %171 = fadd contract float %166, %170
  %172 = zext nneg i32 %150 to i64
  %173 = getelementptr inbounds nuw float, ptr %88, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 16
  %175 = load float, ptr %174, align 4, !tbaa !13
  %176 = fadd contract float %171, %175
  %177 = zext nneg i32 %150 to i64
  %178 = getelementptr inbounds nuw float, ptr %88, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 20
  %180 = load float, ptr %179, align 4, !tbaa !13
  %181 = fadd contract float %176, %180
  %182 = zext nneg i32 %150 to i64
  %183 = getelementptr inbounds nuw float, ptr %88, i64 %182
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %185 = load float, ptr %184, align 4, !tbaa !13
  %186 = fadd contract float %181, %185
  %187 = zext nneg i32 %150 to i64
  %188 = getelementptr inbounds nuw float, ptr %88, i64 %187
  %189 = getelementptr inbounds nuw i8, ptr %188, i64 28
  %190 = load float, ptr %189, align 4, !tbaa !13
  %191 = fadd contract float %186, %190
  %192 = add nuw nsw i32 %150, 8
  %193 = add i32 %152, 8
  %194 = icmp eq i32 %193, %92
  br i1 %194, label %126, label %149, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @_Z8leapfrog5Statefi(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !24
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %5, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !13
  %9 = fmul contract float %1, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !26
  %12 = getelementptr inbounds float, ptr %11, i64 %6
  %13 = load float, ptr %12, align 4, !tbaa !13
  %14 = fadd contract float %9, %13
  store float %14, ptr %12, align 4, !tbaa !13
  %15 = fmul contract float %1, %14
  %16 = load ptr, ptr %0, align 8, !tbaa !19
  %17 = getelementptr inbounds float, ptr %16, i64 %6
  %18 = load float, ptr %17, align 4, !tbaa !13
  %19 = fadd contract float %15, %18
  store float %19, ptr %17, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z5totalPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %28

9:                                                ; preds = %28
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %26, label %11

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %71, %9 ]
  %13 = phi float [ 0.000000e+00, %4 ], [ %70, %9 ]
  %14 = icmp ne i32 %5, 0
  tail call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %23, %15 ], [ %12, %11 ]
  %17 = phi float [ %22, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %24, %15 ], [ 0, %11 ]
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = fadd contract float %17, %21
  %23 = add nuw nsw i32 %16, 1
  %24 = add i32 %18, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %15, !llvm.loop !27

26:                                               ; preds = %9, %15, %2
  %27 = phi float [ 0.000000e+00, %2 ], [ %70, %9 ], [ %22, %15 ]
  ret float %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %71, %28 ]
  %30 = phi float [ 0.000000e+00, %7 ], [ %70, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %72, %28 ]
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !13
  %35 = fadd contract float %30, %34
  %36 = zext nneg i32 %29 to i64
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !13
  %40 = fadd contract float %35, %39
  %41 = zext nneg i32 %29 to i64
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = fadd contract float %40, %44
  %46 = zext nneg i32 %29 to i64
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !13
  %50 = fadd contract float %45, %49
  %51 = zext nneg i32 %29 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load float, ptr %53, align 4, !tbaa !13
  %55 = fadd contract float %50, %54
  %56 = zext nneg i32 %29 to i64
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 20
  %59 = load float, ptr %58, align 4, !tbaa !13
  %60 = fadd contract float %55, %59
  %61 = zext nneg i32 %29 to i64
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %64 = load float, ptr %63, align 4, !tbaa !13
  %65 = fadd contract float %60, %64
  %66 = zext nneg i32 %29 to i64
  %67 = getelementptr inbounds nuw float, ptr %0, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 28
  %69 = load float, ptr %68, align 4, !tbaa !13
  %70 = fadd contract float %65, %69
  %71 = add nuw nsw i32 %29, 8
  %72 = add i32 %31, 8
  %73 = icmp eq i32 %72, %8
  br i1 %73, label %9, label %28, !llvm.loop !28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z4step5Statef(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, float noundef %1) local_unnamed_addr #4 {
  %3 = alloca [8 x float], align 4
  %4 = alloca %struct.Scratch, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !17
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  store ptr %3, ptr %4, align 8, !tbaa !29
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 8, ptr %14, align 8, !tbaa !4
  call void @_Z17accumulate_forces5State7Scratchi(ptr noundef nonnull byval(%struct.State) align 8 %0, ptr noundef nonnull byval(%struct.Scratch) align 8 %4, i32 noundef %9) #9
  call void @_Z8leapfrog5Statefi(ptr noundef nonnull byval(%struct.State) align 8 %0, float noundef %1, i32 noundef %9) #9
  br label %15

15:                                               ; preds = %2, %13
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z8momentum5StatePf(ptr noundef readonly byval(%struct.State) align 8 captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #5 {
  %3 = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !17
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %32

12:                                               ; preds = %2
  %13 = and i32 %8, 3
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %3, i64 %14
  %16 = sext i32 %8 to i64
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !26
  %19 = getelementptr inbounds float, ptr %18, i64 %16
  %20 = load float, ptr %19, align 4, !tbaa !13
  store float %20, ptr %15, align 4, !tbaa !13
  %21 = load float, ptr %3, align 4, !tbaa !13
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %27 = load float, ptr %26, align 4, !tbaa !13
  %28 = fadd contract float %21, 0.000000e+00
  %29 = fadd contract float %28, %23
  %30 = fadd contract float %29, %25
  %31 = fadd contract float %30, %27
  br label %32

32:                                               ; preds = %12, %2
  %33 = phi float [ %31, %12 ], [ 0.000000e+00, %2 ]
  %34 = atomicrmw fadd ptr %1, float %33 seq_cst, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!8 = !{!9, !5, i64 8}
!9 = !{!"_ZTS7Scratch", !10, i64 0, !5, i64 8}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!9, !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !5, i64 24}
!18 = !{!"_ZTS5State", !10, i64 0, !10, i64 8, !10, i64 16, !5, i64 24}
!19 = !{!18, !10, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !16}
!24 = !{!18, !10, i64 16}
!25 = distinct !{!25, !21}
!26 = !{!18, !10, i64 8}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !21}
!29 = !{!10, !10, i64 0}

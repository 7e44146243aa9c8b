; ModuleID = 'src/18_raytrace.cu'
source_filename = "src/18_raytrace.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sphere = type { %struct.Vec, float, %struct.Vec }
%struct.Vec = type { float, float, float }
%struct.Hit = type { float, i32, %struct.Vec }

@c_spheres = dso_local addrspace(4) externally_initialized constant [16 x %struct.Sphere] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec @_Z3sub3VecS_(ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !8
  %4 = load float, ptr %1, align 4, !tbaa !8
  %5 = fsub contract float %3, %4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fsub contract float %7, %9
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !12
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = fsub contract float %12, %14
  %16 = insertvalue %struct.Vec poison, float %5, 0
  %17 = insertvalue %struct.Vec %16, float %10, 1
  %18 = insertvalue %struct.Vec %17, float %15, 2
  ret %struct.Vec %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4dot33VecS_(ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !8
  %4 = load float, ptr %1, align 4, !tbaa !8
  %5 = fmul contract float %3, %4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fmul contract float %7, %9
  %11 = fadd contract float %5, %10
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = fmul contract float %13, %15
  %17 = fadd contract float %11, %16
  ret float %17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %2, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %3, ptr noundef writeonly captures(none) initializes((0, 8)) %4) local_unnamed_addr #1 {
  store float 0x46293E5940000000, ptr %4, align 4, !tbaa !13
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 -1, ptr %6, align 4, !tbaa !15
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %65

8:                                                ; preds = %5
  %9 = load float, ptr %2, align 4, !tbaa !16
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !16
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !16
  %14 = load float, ptr %3, align 4, !tbaa !16
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !16
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !16
  %19 = and i32 %1, 1
  %20 = icmp eq i32 %1, 1
  br i1 %20, label %25, label %21

21:                                               ; preds = %8
  %22 = and i32 %1, 2147483646
  br label %69

23:                                               ; preds = %148
  %24 = icmp eq i32 %19, 0
  br i1 %24, label %65, label %25

25:                                               ; preds = %23, %8
  %26 = phi i32 [ -1, %8 ], [ %149, %23 ]
  %27 = phi float [ 0x46293E5940000000, %8 ], [ %150, %23 ]
  %28 = phi i32 [ 0, %8 ], [ %151, %23 ]
  %29 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %29)
  %30 = zext nneg i32 %28 to i64
  %31 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load float, ptr %35, align 4, !tbaa !16
  %37 = fsub contract float %9, %32
  %38 = fsub contract float %11, %34
  %39 = fsub contract float %13, %36
  %40 = fmul contract float %37, %14
  %41 = fmul contract float %38, %16
  %42 = fadd contract float %40, %41
  %43 = fmul contract float %39, %18
  %44 = fadd contract float %42, %43
  %45 = fmul contract float %37, %37
  %46 = fmul contract float %38, %38
  %47 = fadd contract float %45, %46
  %48 = fmul contract float %39, %39
  %49 = fadd contract float %47, %48
  %50 = getelementptr inbounds nuw i8, ptr %31, i64 12
  %51 = load float, ptr %50, align 4, !tbaa !17
  %52 = fmul contract float %51, %51
  %53 = fmul contract float %44, %44
  %54 = fsub contract float %52, %49
  %55 = fadd contract float %53, %54
  %56 = fcmp contract ogt float %55, 0.000000e+00
  br i1 %56, label %57, label %65

57:                                               ; preds = %25
  %58 = fneg contract float %44
  %59 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %55)
  %60 = fsub contract float %58, %59
  %61 = fcmp contract ogt float %60, 0x3F50624DE0000000
  %62 = fcmp contract olt float %60, %27
  %63 = select i1 %61, i1 %62, i1 false
  br i1 %63, label %64, label %65

64:                                               ; preds = %57
  store float %60, ptr %4, align 4, !tbaa !13
  store i32 %28, ptr %6, align 4, !tbaa !15
  br label %65

65:                                               ; preds = %23, %64, %57, %25, %5
  %66 = phi float [ 0x46293E5940000000, %5 ], [ %150, %23 ], [ %27, %57 ], [ %27, %25 ], [ %60, %64 ]
  %67 = phi i32 [ -1, %5 ], [ %149, %23 ], [ %26, %57 ], [ %26, %25 ], [ %28, %64 ]
  %68 = icmp sgt i32 %67, -1
  br i1 %68, label %154, label %193

69:                                               ; preds = %148, %21
  %70 = phi i32 [ -1, %21 ], [ %149, %148 ]
  %71 = phi float [ 0x46293E5940000000, %21 ], [ %150, %148 ]
  %72 = phi i32 [ 0, %21 ], [ %151, %148 ]
  %73 = phi i32 [ 0, %21 ], [ %152, %148 ]
  %74 = zext nneg i32 %72 to i64
  %75 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !16
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 4
  %78 = load float, ptr %77, align 4, !tbaa !16
  %79 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !16
  %81 = fsub contract float %9, %76
  %82 = fsub contract float %11, %78
  %83 = fsub contract float %13, %80
  %84 = fmul contract float %81, %14
  %85 = fmul contract float %82, %16
  %86 = fadd contract float %84, %85
  %87 = fmul contract float %83, %18
  %88 = fadd contract float %86, %87
  %89 = fmul contract float %81, %81
  %90 = fmul contract float %82, %82
  %91 = fadd contract float %89, %90
  %92 = fmul contract float %83, %83
  %93 = fadd contract float %91, %92
  %94 = getelementptr inbounds nuw i8, ptr %75, i64 12
  %95 = load float, ptr %94, align 4, !tbaa !17
  %96 = fmul contract float %95, %95
  %97 = fmul contract float %88, %88
  %98 = fsub contract float %96, %93
  %99 = fadd contract float %97, %98
  %100 = fcmp contract ogt float %99, 0.000000e+00
  br i1 %100, label %101, label %109

101:                                              ; preds = %69
  %102 = fneg contract float %88
  %103 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %99)
  %104 = fsub contract float %102, %103
  %105 = fcmp contract ogt float %104, 0x3F50624DE0000000
  %106 = fcmp contract olt float %104, %71
  %107 = select i1 %105, i1 %106, i1 false
  br i1 %107, label %108, label %109

108:                                              ; preds = %101
  store float %104, ptr %4, align 4, !tbaa !13
  store i32 %72, ptr %6, align 4, !tbaa !15
  br label %109

109:                                              ; preds = %101, %108, %69
  %110 = phi i32 [ %70, %101 ], [ %70, %69 ], [ %72, %108 ]
  %111 = phi float [ %71, %101 ], [ %71, %69 ], [ %104, %108 ]
  %112 = or disjoint i32 %72, 1
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !16
  %116 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %117 = load float, ptr %116, align 4, !tbaa !16
  %118 = getelementptr inbounds nuw i8, ptr %114, i64 8
  %119 = load float, ptr %118, align 4, !tbaa !16
  %120 = fsub contract float %9, %115
  %121 = fsub contract float %11, %117
  %122 = fsub contract float %13, %119
  %123 = fmul contract float %120, %14
  %124 = fmul contract float %121, %16
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %122, %18
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %120, %120
  %129 = fmul contract float %121, %121
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %122, %122
  %132 = fadd contract float %130, %131
  %133 = getelementptr inbounds nuw i8, ptr %114, i64 12
  %134 = load float, ptr %133, align 4, !tbaa !17
  %135 = fmul contract float %134, %134
  %136 = fmul contract float %127, %127
  %137 = fsub contract float %135, %132
  %138 = fadd contract float %136, %137
  %139 = fcmp contract ogt float %138, 0.000000e+00
  br i1 %139, label %140, label %148

140:                                              ; preds = %109
  %141 = fneg contract float %127
  %142 = tail call contract noundef float @llvm.nvvm.sqrt.rn.f(float %138)
  %143 = fsub contract float %141, %142
  %144 = fcmp contract ogt float %143, 0x3F50624DE0000000
  %145 = fcmp contract olt float %143, %111
  %146 = select i1 %144, i1 %145, i1 false
  br i1 %146, label %147, label %148

147:                                              ; preds = %140
  store float %143, ptr %4, align 4, !tbaa !13
  store i32 %112, ptr %6, align 4, !tbaa !15
  br label %148

148:                                              ; preds = %147, %140, %109
  %149 = phi i32 [ %110, %140 ], [ %110, %109 ], [ %112, %147 ]
  %150 = phi float [ %111, %140 ], [ %111, %109 ], [ %143, %147 ]
  %151 = add nuw nsw i32 %72, 2
  %152 = add i32 %73, 2
  %153 = icmp eq i32 %152, %22
  br i1 %153, label %23, label %69, !llvm.loop !19

154:                                              ; preds = %65
  %155 = load float, ptr %2, align 4, !tbaa !8
  %156 = load float, ptr %3, align 4, !tbaa !8
  %157 = fmul contract float %156, %66
  %158 = fadd contract float %155, %157
  %159 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = fmul contract float %66, %162
  %164 = fadd contract float %160, %163
  %165 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %166 = load float, ptr %165, align 4, !tbaa !12
  %167 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %168 = load float, ptr %167, align 4, !tbaa !12
  %169 = fmul contract float %66, %168
  %170 = fadd contract float %166, %169
  %171 = zext nneg i32 %67 to i64
  %172 = getelementptr inbounds nuw %struct.Sphere, ptr %0, i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !16
  %174 = getelementptr inbounds nuw i8, ptr %172, i64 4
  %175 = load float, ptr %174, align 4, !tbaa !16
  %176 = getelementptr inbounds nuw i8, ptr %172, i64 8
  %177 = load float, ptr %176, align 4, !tbaa !16
  %178 = fsub contract float %158, %173
  %179 = fsub contract float %164, %175
  %180 = fsub contract float %170, %177
  %181 = fmul contract float %178, %178
  %182 = fmul contract float %179, %179
  %183 = fadd contract float %181, %182
  %184 = fmul contract float %180, %180
  %185 = fadd contract float %183, %184
  %186 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %185)
  %187 = fmul contract float %178, %186
  %188 = fmul contract float %179, %186
  %189 = fmul contract float %180, %186
  %190 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %187, ptr %190, align 4, !tbaa !16
  %191 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float %188, ptr %191, align 4, !tbaa !16
  %192 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store float %189, ptr %192, align 4, !tbaa !16
  br label %193

193:                                              ; preds = %154, %65
  ret i1 %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %5 = load float, ptr %4, align 4, !tbaa !16
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %7 = load float, ptr %6, align 4, !tbaa !16
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %9 = load float, ptr %8, align 4, !tbaa !16
  %10 = load float, ptr %2, align 4, !tbaa !16
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !16
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !16
  %15 = fmul contract float %5, %10
  %16 = fmul contract float %7, %12
  %17 = fadd contract float %15, %16
  %18 = fmul contract float %9, %14
  %19 = fadd contract float %17, %18
  %20 = fcmp contract olt float %19, 0.000000e+00
  %21 = select contract i1 %20, float 0.000000e+00, float %19
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !15
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.Sphere, ptr %0, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = getelementptr inbounds nuw i8, ptr %25, i64 20
  %29 = load float, ptr %28, align 4, !tbaa !16
  %30 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %31 = load float, ptr %30, align 4, !tbaa !16
  %32 = fmul contract float %27, %21
  %33 = fmul contract float %29, %21
  %34 = fmul contract float %31, %21
  %35 = insertvalue %struct.Vec poison, float %32, 0
  %36 = insertvalue %struct.Vec %35, float %33, 1
  %37 = insertvalue %struct.Vec %36, float %34, 2
  ret %struct.Vec %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11write_pixelPfi3Vec(ptr noundef writeonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %2) local_unnamed_addr #4 {
  %4 = load float, ptr %2, align 4, !tbaa !8
  %5 = mul nsw i32 %1, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  store float %4, ptr %7, align 4, !tbaa !16
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = getelementptr i8, ptr %7, i64 4
  store float %9, ptr %10, align 4, !tbaa !16
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !12
  %13 = getelementptr i8, ptr %7, i64 8
  store float %12, ptr %13, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12render_constPfiii3Vec(ptr noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %4) local_unnamed_addr #5 {
  %6 = alloca %struct.Hit, align 4
  %7 = alloca %struct.Vec, align 4
  %8 = alloca %struct.Vec, align 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %1
  %20 = icmp slt i32 %18, %2
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %52

22:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %7, i8 0, i64 12, i1 false)
  %23 = sitofp i32 %13 to float
  %24 = sitofp i32 %1 to float
  %25 = fmul contract float %24, 5.000000e-01
  %26 = fsub contract float %23, %25
  %27 = fdiv contract float %26, %24
  %28 = uitofp nneg i32 %18 to float
  %29 = uitofp nneg i32 %2 to float
  %30 = fmul contract float %29, 5.000000e-01
  %31 = fsub contract float %28, %30
  %32 = fdiv contract float %31, %29
  store float %27, ptr %8, align 4, !tbaa !16
  %33 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float %32, ptr %33, align 4, !tbaa !16
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float 1.000000e+00, ptr %34, align 4, !tbaa !16
  %35 = call noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), i32 noundef %3, ptr noundef nonnull byval(%struct.Vec) align 4 %7, ptr noundef nonnull byval(%struct.Vec) align 4 %8, ptr noundef nonnull %6) #10
  br i1 %35, label %36, label %41

36:                                               ; preds = %22
  %37 = call %struct.Vec @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), ptr noundef nonnull %6, ptr noundef nonnull byval(%struct.Vec) align 4 %4) #10
  %38 = extractvalue %struct.Vec %37, 0
  %39 = extractvalue %struct.Vec %37, 1
  %40 = extractvalue %struct.Vec %37, 2
  br label %41

41:                                               ; preds = %36, %22
  %42 = phi float [ %40, %36 ], [ 0.000000e+00, %22 ]
  %43 = phi float [ %39, %36 ], [ 0.000000e+00, %22 ]
  %44 = phi float [ %38, %36 ], [ 0.000000e+00, %22 ]
  %45 = mul nsw i32 %1, %18
  %46 = add nsw i32 %45, %13
  %47 = mul nsw i32 %46, 3
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  store float %44, ptr %49, align 4, !tbaa !16
  %50 = getelementptr i8, ptr %49, i64 4
  store float %43, ptr %50, align 4, !tbaa !16
  %51 = getelementptr i8, ptr %49, i64 8
  store float %42, ptr %51, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  br label %52

52:                                               ; preds = %5, %41
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13render_globalPK6SpherePfiii3Vec(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly byval(%struct.Vec) align 4 captures(none) %5) local_unnamed_addr #5 {
  %7 = alloca [2 x %struct.Hit], align 4
  %8 = alloca %struct.Vec, align 4
  %9 = alloca %struct.Vec, align 4
  %10 = alloca %struct.Vec, align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp slt i32 %15, %2
  %22 = icmp slt i32 %20, %3
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %67

24:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, i8 0, i64 12, i1 false)
  %25 = sitofp i32 %15 to float
  %26 = sitofp i32 %2 to float
  %27 = fmul contract float %26, 5.000000e-01
  %28 = fsub contract float %25, %27
  %29 = fdiv contract float %28, %26
  %30 = uitofp nneg i32 %20 to float
  %31 = uitofp nneg i32 %3 to float
  %32 = fmul contract float %31, 5.000000e-01
  %33 = fsub contract float %30, %32
  %34 = fdiv contract float %33, %31
  store float %29, ptr %9, align 4, !tbaa !16
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %34, ptr %35, align 4, !tbaa !16
  %36 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float 1.000000e+00, ptr %36, align 4, !tbaa !16
  %37 = call noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %0, i32 noundef %4, ptr noundef nonnull byval(%struct.Vec) align 4 %8, ptr noundef nonnull byval(%struct.Vec) align 4 %9, ptr noundef nonnull %7) #10
  br i1 %37, label %38, label %56

38:                                               ; preds = %24
  %39 = call %struct.Vec @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.Vec) align 4 %5) #10
  %40 = extractvalue %struct.Vec %39, 0
  %41 = extractvalue %struct.Vec %39, 1
  %42 = extractvalue %struct.Vec %39, 2
  %43 = load float, ptr %7, align 4, !tbaa !13
  %44 = fmul contract float %29, %43
  %45 = fmul contract float %34, %43
  store float %44, ptr %10, align 4, !tbaa !16
  %46 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store float %45, ptr %46, align 4, !tbaa !16
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store float %43, ptr %47, align 4, !tbaa !16
  %48 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %49 = call noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %0, i32 noundef %4, ptr noundef nonnull byval(%struct.Vec) align 4 %10, ptr noundef nonnull byval(%struct.Vec) align 4 %5, ptr noundef nonnull %48) #10
  %50 = fmul contract float %40, 5.000000e-01
  %51 = fmul contract float %41, 5.000000e-01
  %52 = fmul contract float %42, 5.000000e-01
  %53 = select i1 %49, float %52, float %42
  %54 = select i1 %49, float %51, float %41
  %55 = select i1 %49, float %50, float %40
  br label %56

56:                                               ; preds = %38, %24
  %57 = phi float [ %53, %38 ], [ 0.000000e+00, %24 ]
  %58 = phi float [ %54, %38 ], [ 0.000000e+00, %24 ]
  %59 = phi float [ %55, %38 ], [ 0.000000e+00, %24 ]
  %60 = mul nsw i32 %2, %20
  %61 = add nsw i32 %60, %15
  %62 = mul nsw i32 %61, 3
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  store float %59, ptr %64, align 4, !tbaa !16
  %65 = getelementptr i8, ptr %64, i64 4
  store float %58, ptr %65, align 4, !tbaa !16
  %66 = getelementptr i8, ptr %64, i64 8
  store float %57, ptr %66, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10
  br label %67

67:                                               ; preds = %6, %56
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!9 = !{!"_ZTS3Vec", !10, i64 0, !10, i64 4, !10, i64 8}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 4}
!12 = !{!9, !10, i64 8}
!13 = !{!14, !10, i64 0}
!14 = !{!"_ZTS3Hit", !10, i64 0, !5, i64 4, !9, i64 8}
!15 = !{!14, !5, i64 4}
!16 = !{!10, !10, i64 0}
!17 = !{!18, !10, i64 12}
!18 = !{!"_ZTS6Sphere", !9, i64 0, !10, i64 12, !9, i64 16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}

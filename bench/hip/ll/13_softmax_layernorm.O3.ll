; ModuleID = 'bench/reach/src/13_softmax_layernorm.cu'
source_filename = "bench/reach/src/13_softmax_layernorm.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14softmax_sharedPKfPfiE3row = internal addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_47490dfe3b60fe0e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_47490dfe3b60fe0e to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z7row_maxPKfi(ptr noundef readonly captures(none) %0) unnamed_addr #0 {
  br label %3

2:                                                ; preds = %3
  ret float %100

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %101, %3 ]
  %5 = phi float [ 0xC7EC363CC0000000, %1 ], [ %100, %3 ]
  %6 = zext nneg i32 %4 to i64
  %7 = getelementptr inbounds nuw float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = fcmp contract ogt float %5, %8
  %10 = select contract i1 %9, float %5, float %8
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %14 = load float, ptr %13, align 4, !tbaa !9
  %15 = fcmp contract ogt float %10, %14
  %16 = select contract i1 %15, float %10, float %14
  %17 = zext nneg i32 %4 to i64
  %18 = getelementptr inbounds nuw float, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %20 = load float, ptr %19, align 4, !tbaa !9
  %21 = fcmp contract ogt float %16, %20
  %22 = select contract i1 %21, float %16, float %20
  %23 = zext nneg i32 %4 to i64
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !9
  %27 = fcmp contract ogt float %22, %26
  %28 = select contract i1 %27, float %22, float %26
  %29 = zext nneg i32 %4 to i64
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load float, ptr %31, align 4, !tbaa !9
  %33 = fcmp contract ogt float %28, %32
  %34 = select contract i1 %33, float %28, float %32
  %35 = zext nneg i32 %4 to i64
  %36 = getelementptr inbounds nuw float, ptr %0, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 20
  %38 = load float, ptr %37, align 4, !tbaa !9
  %39 = fcmp contract ogt float %34, %38
  %40 = select contract i1 %39, float %34, float %38
  %41 = zext nneg i32 %4 to i64
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 24
  %44 = load float, ptr %43, align 4, !tbaa !9
  %45 = fcmp contract ogt float %40, %44
  %46 = select contract i1 %45, float %40, float %44
  %47 = zext nneg i32 %4 to i64
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 28
  %50 = load float, ptr %49, align 4, !tbaa !9
  %51 = fcmp contract ogt float %46, %50
  %52 = select contract i1 %51, float %46, float %50
  %53 = zext nneg i32 %4 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 32
  %56 = load float, ptr %55, align 4, !tbaa !9
  %57 = fcmp contract ogt float %52, %56
  %58 = select contract i1 %57, float %52, float %56
  %59 = zext nneg i32 %4 to i64
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 36
  %62 = load float, ptr %61, align 4, !tbaa !9
  %63 = fcmp contract ogt float %58, %62
  %64 = select contract i1 %63, float %58, float %62
  %65 = zext nneg i32 %4 to i64
  %66 = getelementptr inbounds nuw float, ptr %0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 40
  %68 = load float, ptr %67, align 4, !tbaa !9
  %69 = fcmp contract ogt float %64, %68
  %70 = select contract i1 %69, float %64, float %68
  %71 = zext nneg i32 %4 to i64
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 44
  %74 = load float, ptr %73, align 4, !tbaa !9
  %75 = fcmp contract ogt float %70, %74
  %76 = select contract i1 %75, float %70, float %74
  %77 = zext nneg i32 %4 to i64
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 48
  %80 = load float, ptr %79, align 4, !tbaa !9
  %81 = fcmp contract ogt float %76, %80
  %82 = select contract i1 %81, float %76, float %80
  %83 = zext nneg i32 %4 to i64
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 52
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = fcmp contract ogt float %82, %86
  %88 = select contract i1 %87, float %82, float %86
  %89 = zext nneg i32 %4 to i64
  %90 = getelementptr inbounds nuw float, ptr %0, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 56
  %92 = load float, ptr %91, align 4, !tbaa !9
  %93 = fcmp contract ogt float %88, %92
  %94 = select contract i1 %93, float %88, float %92
  %95 = zext nneg i32 %4 to i64
  %96 = getelementptr inbounds nuw float, ptr %0, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 60
  %98 = load float, ptr %97, align 4, !tbaa !9
  %99 = fcmp contract ogt float %94, %98
  %100 = select contract i1 %99, float %94, float %98
  %101 = add nuw nsw i32 %4, 16
  %102 = icmp eq i32 %101, 256
  br i1 %102, label %2, label %3, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_Z11row_sum_expPKffi(ptr noundef readonly captures(none) %0, float noundef %1) unnamed_addr #0 {
  br label %4

3:                                                ; preds = %4
  ret float %133

4:                                                ; preds = %4, %2
  %5 = phi i32 [ 0, %2 ], [ %134, %4 ]
  %6 = phi float [ 0.000000e+00, %2 ], [ %133, %4 ]
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !9
  %10 = fsub contract float %9, %1
  %11 = fmul contract float %10, 0x3FF7154760000000
  %12 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %11)
  %13 = fadd contract float %6, %12
  %14 = zext nneg i32 %5 to i64
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !9
  %18 = fsub contract float %17, %1
  %19 = fmul contract float %18, 0x3FF7154760000000
  %20 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %19)
  %21 = fadd contract float %13, %20
  %22 = zext nneg i32 %5 to i64
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !9
  %26 = fsub contract float %25, %1
  %27 = fmul contract float %26, 0x3FF7154760000000
  %28 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %27)
  %29 = fadd contract float %21, %28
  %30 = zext nneg i32 %5 to i64
  %31 = getelementptr inbounds nuw float, ptr %0, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 12
  %33 = load float, ptr %32, align 4, !tbaa !9
  %34 = fsub contract float %33, %1
  %35 = fmul contract float %34, 0x3FF7154760000000
  %36 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %35)
  %37 = fadd contract float %29, %36
  %38 = zext nneg i32 %5 to i64
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %41 = load float, ptr %40, align 4, !tbaa !9
  %42 = fsub contract float %41, %1
  %43 = fmul contract float %42, 0x3FF7154760000000
  %44 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %43)
  %45 = fadd contract float %37, %44
  %46 = zext nneg i32 %5 to i64
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 20
  %49 = load float, ptr %48, align 4, !tbaa !9
  %50 = fsub contract float %49, %1
  %51 = fmul contract float %50, 0x3FF7154760000000
  %52 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %51)
  %53 = fadd contract float %45, %52
  %54 = zext nneg i32 %5 to i64
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 24
  %57 = load float, ptr %56, align 4, !tbaa !9
  %58 = fsub contract float %57, %1
  %59 = fmul contract float %58, 0x3FF7154760000000
  %60 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %59)
  %61 = fadd contract float %53, %60
  %62 = zext nneg i32 %5 to i64
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 28
  %65 = load float, ptr %64, align 4, !tbaa !9
  %66 = fsub contract float %65, %1
  %67 = fmul contract float %66, 0x3FF7154760000000
  %68 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %67)
  %69 = fadd contract float %61, %68
  %70 = zext nneg i32 %5 to i64
  %71 = getelementptr inbounds nuw float, ptr %0, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 32
  %73 = load float, ptr %72, align 4, !tbaa !9
  %74 = fsub contract float %73, %1
  %75 = fmul contract float %74, 0x3FF7154760000000
  %76 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %75)
  %77 = fadd contract float %69, %76
  %78 = zext nneg i32 %5 to i64
  %79 = getelementptr inbounds nuw float, ptr %0, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 36
  %81 = load float, ptr %80, align 4, !tbaa !9
  %82 = fsub contract float %81, %1
  %83 = fmul contract float %82, 0x3FF7154760000000
  %84 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %83)
  %85 = fadd contract float %77, %84
  %86 = zext nneg i32 %5 to i64
  %87 = getelementptr inbounds nuw float, ptr %0, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 40
  %89 = load float, ptr %88, align 4, !tbaa !9
  %90 = fsub contract float %89, %1
  %91 = fmul contract float %90, 0x3FF7154760000000
  %92 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %91)
  %93 = fadd contract float %85, %92
  %94 = zext nneg i32 %5 to i64
  %95 = getelementptr inbounds nuw float, ptr %0, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 44
  %97 = load float, ptr %96, align 4, !tbaa !9
  %98 = fsub contract float %97, %1
  %99 = fmul contract float %98, 0x3FF7154760000000
  %100 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %99)
  %101 = fadd contract float %93, %100
  %102 = zext nneg i32 %5 to i64
  %103 = getelementptr inbounds nuw float, ptr %0, i64 %102
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 48
  %105 = load float, ptr %104, align 4, !tbaa !9
  %106 = fsub contract float %105, %1
  %107 = fmul contract float %106, 0x3FF7154760000000
  %108 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %107)
  %109 = fadd contract float %101, %108
  %110 = zext nneg i32 %5 to i64
  %111 = getelementptr inbounds nuw float, ptr %0, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 52
  %113 = load float, ptr %112, align 4, !tbaa !9
  %114 = fsub contract float %113, %1
  %115 = fmul contract float %114, 0x3FF7154760000000
  %116 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %115)
  %117 = fadd contract float %109, %116
  %118 = zext nneg i32 %5 to i64
  %119 = getelementptr inbounds nuw float, ptr %0, i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 56
  %121 = load float, ptr %120, align 4, !tbaa !9
  %122 = fsub contract float %121, %1
  %123 = fmul contract float %122, 0x3FF7154760000000
  %124 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %123)
  %125 = fadd contract float %117, %124
  %126 = zext nneg i32 %5 to i64
  %127 = getelementptr inbounds nuw float, ptr %0, i64 %126
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 60
  %129 = load float, ptr %128, align 4, !tbaa !9
  %130 = fsub contract float %129, %1
  %131 = fmul contract float %130, 0x3FF7154760000000
  %132 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %131)
  %133 = fadd contract float %125, %132
  %134 = add nuw nsw i32 %5, 16
  %135 = icmp eq i32 %134, 256
  br i1 %135, label %3, label %4, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_Z7momentsPKfiPfS1_(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) unnamed_addr #2 {
  br label %11

4:                                                ; preds = %11
  %5 = fmul contract <2 x float> %140, splat (float 3.906250e-03)
  %6 = extractelement <2 x float> %5, i64 1
  store float %6, ptr %1, align 4, !tbaa !9
  %7 = fmul contract <2 x float> %5, %5
  %8 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %9 = fsub contract <2 x float> %5, %8
  %10 = extractelement <2 x float> %9, i64 0
  store float %10, ptr %2, align 4, !tbaa !9
  ret void

11:                                               ; preds = %11, %3
  %12 = phi i32 [ 0, %3 ], [ %141, %11 ]
  %13 = phi <2 x float> [ zeroinitializer, %3 ], [ %140, %11 ]
  %14 = zext nneg i32 %12 to i64
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !9
  %17 = fmul contract float %16, %16
  %18 = insertelement <2 x float> poison, float %17, i64 0
  %19 = insertelement <2 x float> %18, float %16, i64 1
  %20 = fadd contract <2 x float> %13, %19
  %21 = zext nneg i32 %12 to i64
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !9
  %25 = fmul contract float %24, %24
  %26 = insertelement <2 x float> poison, float %25, i64 0
  %27 = insertelement <2 x float> %26, float %24, i64 1
  %28 = fadd contract <2 x float> %20, %27
  %29 = zext nneg i32 %12 to i64
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %32 = load float, ptr %31, align 4, !tbaa !9
  %33 = fmul contract float %32, %32
  %34 = insertelement <2 x float> poison, float %33, i64 0
  %35 = insertelement <2 x float> %34, float %32, i64 1
  %36 = fadd contract <2 x float> %28, %35
  %37 = zext nneg i32 %12 to i64
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 12
  %40 = load float, ptr %39, align 4, !tbaa !9
  %41 = fmul contract float %40, %40
  %42 = insertelement <2 x float> poison, float %41, i64 0
  %43 = insertelement <2 x float> %42, float %40, i64 1
  %44 = fadd contract <2 x float> %36, %43
  %45 = zext nneg i32 %12 to i64
  %46 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 16
  %48 = load float, ptr %47, align 4, !tbaa !9
  %49 = fmul contract float %48, %48
  %50 = insertelement <2 x float> poison, float %49, i64 0
  %51 = insertelement <2 x float> %50, float %48, i64 1
  %52 = fadd contract <2 x float> %44, %51
  %53 = zext nneg i32 %12 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 20
  %56 = load float, ptr %55, align 4, !tbaa !9
  %57 = fmul contract float %56, %56
  %58 = insertelement <2 x float> poison, float %57, i64 0
  %59 = insertelement <2 x float> %58, float %56, i64 1
  %60 = fadd contract <2 x float> %52, %59
  %61 = zext nneg i32 %12 to i64
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %64 = load float, ptr %63, align 4, !tbaa !9
  %65 = fmul contract float %64, %64
  %66 = insertelement <2 x float> poison, float %65, i64 0
  %67 = insertelement <2 x float> %66, float %64, i64 1
  %68 = fadd contract <2 x float> %60, %67
  %69 = zext nneg i32 %12 to i64
  %70 = getelementptr inbounds nuw float, ptr %0, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 28
  %72 = load float, ptr %71, align 4, !tbaa !9
  %73 = fmul contract float %72, %72
  %74 = insertelement <2 x float> poison, float %73, i64 0
  %75 = insertelement <2 x float> %74, float %72, i64 1
  %76 = fadd contract <2 x float> %68, %75
  %77 = zext nneg i32 %12 to i64
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 32
  %80 = load float, ptr %79, align 4, !tbaa !9
  %81 = fmul contract float %80, %80
  %82 = insertelement <2 x float> poison, float %81, i64 0
  %83 = insertelement <2 x float> %82, float %80, i64 1
  %84 = fadd contract <2 x float> %76, %83
  %85 = zext nneg i32 %12 to i64
  %86 = getelementptr inbounds nuw float, ptr %0, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 36
  %88 = load float, ptr %87, align 4, !tbaa !9
  %89 = fmul contract float %88, %88
  %90 = insertelement <2 x float> poison, float %89, i64 0
  %91 = insertelement <2 x float> %90, float %88, i64 1
  %92 = fadd contract <2 x float> %84, %91
  %93 = zext nneg i32 %12 to i64
  %94 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 40
  %96 = load float, ptr %95, align 4, !tbaa !9
  %97 = fmul contract float %96, %96
  %98 = insertelement <2 x float> poison, float %97, i64 0
  %99 = insertelement <2 x float> %98, float %96, i64 1
  %100 = fadd contract <2 x float> %92, %99
  %101 = zext nneg i32 %12 to i64
  %102 = getelementptr inbounds nuw float, ptr %0, i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 44
  %104 = load float, ptr %103, align 4, !tbaa !9
  %105 = fmul contract float %104, %104
  %106 = insertelement <2 x float> poison, float %105, i64 0
  %107 = insertelement <2 x float> %106, float %104, i64 1
  %108 = fadd contract <2 x float> %100, %107
  %109 = zext nneg i32 %12 to i64
  %110 = getelementptr inbounds nuw float, ptr %0, i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 48
  %112 = load float, ptr %111, align 4, !tbaa !9
  %113 = fmul contract float %112, %112
  %114 = insertelement <2 x float> poison, float %113, i64 0
  %115 = insertelement <2 x float> %114, float %112, i64 1
  %116 = fadd contract <2 x float> %108, %115
  %117 = zext nneg i32 %12 to i64
  %118 = getelementptr inbounds nuw float, ptr %0, i64 %117
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 52
  %120 = load float, ptr %119, align 4, !tbaa !9
  %121 = fmul contract float %120, %120
  %122 = insertelement <2 x float> poison, float %121, i64 0
  %123 = insertelement <2 x float> %122, float %120, i64 1
  %124 = fadd contract <2 x float> %116, %123
  %125 = zext nneg i32 %12 to i64
  %126 = getelementptr inbounds nuw float, ptr %0, i64 %125
  %127 = getelementptr inbounds nuw i8, ptr %126, i64 56
  %128 = load float, ptr %127, align 4, !tbaa !9
  %129 = fmul contract float %128, %128
  %130 = insertelement <2 x float> poison, float %129, i64 0
  %131 = insertelement <2 x float> %130, float %128, i64 1
  %132 = fadd contract <2 x float> %124, %131
  %133 = zext nneg i32 %12 to i64
  %134 = getelementptr inbounds nuw float, ptr %0, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 60
  %136 = load float, ptr %135, align 4, !tbaa !9
  %137 = fmul contract float %136, %136
  %138 = insertelement <2 x float> poison, float %137, i64 0
  %139 = insertelement <2 x float> %138, float %136, i64 1
  %140 = fadd contract <2 x float> %132, %139
  %141 = add nuw nsw i32 %12, 16
  %142 = icmp eq i32 %141, 256
  br i1 %142, label %4, label %11, !llvm.loop !14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12softmax_rowsPKfPfi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !15
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %67

13:                                               ; preds = %3
  %14 = shl nsw i32 %11, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = addrspacecast ptr addrspace(1) %16 to ptr
  %18 = tail call fastcc noundef float @_Z7row_maxPKfi(ptr noundef %17) #11
  %19 = tail call fastcc noundef float @_Z11row_sum_expPKffi(ptr noundef %17, float noundef %18) #11
  br label %20

20:                                               ; preds = %20, %13
  %21 = phi i32 [ 0, %13 ], [ %65, %20 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = fsub contract float %24, %18
  %26 = fmul contract float %25, 0x3FF7154760000000
  %27 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %26)
  %28 = fdiv contract float %27, %19
  %29 = or disjoint i32 %21, %14
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %28, ptr addrspace(1) %31, align 4, !tbaa !9
  %32 = or disjoint i32 %21, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = fsub contract float %35, %18
  %37 = fmul contract float %36, 0x3FF7154760000000
  %38 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %37)
  %39 = fdiv contract float %38, %19
  %40 = or disjoint i32 %32, %14
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  store float %39, ptr addrspace(1) %42, align 4, !tbaa !9
  %43 = or disjoint i32 %21, 2
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !9
  %47 = fsub contract float %46, %18
  %48 = fmul contract float %47, 0x3FF7154760000000
  %49 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %48)
  %50 = fdiv contract float %49, %19
  %51 = or disjoint i32 %43, %14
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %52
  store float %50, ptr addrspace(1) %53, align 4, !tbaa !9
  %54 = or disjoint i32 %21, 3
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !9
  %58 = fsub contract float %57, %18
  %59 = fmul contract float %58, 0x3FF7154760000000
  %60 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %59)
  %61 = fdiv contract float %60, %19
  %62 = or disjoint i32 %54, %14
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %63
  store float %61, ptr addrspace(1) %64, align 4, !tbaa !9
  %65 = add nuw nsw i32 %21, 4
  %66 = icmp eq i32 %65, 256
  br i1 %66, label %67, label %20, !llvm.loop !17

67:                                               ; preds = %20, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14softmax_sharedPKfPfi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %35

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = icmp samesign ult i32 %7, 256
  %9 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 4
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %9, i64 12
  %12 = load i32, ptr addrspace(4) %11, align 4, !tbaa !5
  %13 = load i16, ptr addrspace(4) %10, align 4, !tbaa !15
  %14 = zext i16 %13 to i32
  %15 = udiv i32 %12, %14
  %16 = zext i16 %13 to i32
  %17 = tail call i32 @llvm.umax.i32(i32 %7, i32 255)
  %18 = add nuw nsw i32 %17, 1
  %19 = sub nsw i32 %18, %7
  %20 = and i32 %19, 510
  %21 = add nsw i32 %20, -2
  %22 = lshr exact i32 %21, 1
  %23 = add nuw i32 %22, 1
  %24 = icmp ugt i32 %19, 1
  %25 = icmp eq i16 %13, 1
  %26 = and i1 %24, %25
  %27 = and i32 %19, 510
  %28 = add nuw nsw i32 %7, %27
  %29 = and i32 %23, 7
  %30 = icmp ult i32 %21, 14
  %31 = and i32 %23, -8
  %32 = icmp eq i32 %29, 0
  %33 = icmp ne i32 %29, 0
  %34 = icmp eq i32 %19, %27
  br label %36

35:                                               ; preds = %134, %3
  ret void

36:                                               ; preds = %6, %134
  %37 = phi i32 [ %4, %6 ], [ %135, %134 ]
  br i1 %8, label %38, label %120

38:                                               ; preds = %36
  %39 = shl nsw i32 %37, 8
  br i1 %26, label %40, label %118

40:                                               ; preds = %38
  br i1 %30, label %103, label %41

41:                                               ; preds = %40, %41
  %42 = phi i32 [ %99, %41 ], [ 0, %40 ]
  %43 = phi i32 [ %100, %41 ], [ 0, %40 ]
  %44 = add i32 %7, %42
  %45 = add nuw nsw i32 %44, %39
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load <2 x float>, ptr addrspace(1) %47, align 4, !tbaa !9
  %49 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %44
  store <2 x float> %48, ptr addrspace(3) %49, align 4, !tbaa !9
  %50 = or disjoint i32 %42, 2
  %51 = add i32 %7, %50
  %52 = add nuw nsw i32 %51, %39
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %53
  %55 = load <2 x float>, ptr addrspace(1) %54, align 4, !tbaa !9
  %56 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %51
  store <2 x float> %55, ptr addrspace(3) %56, align 4, !tbaa !9
  %57 = or disjoint i32 %42, 4
  %58 = add i32 %7, %57
  %59 = add nuw nsw i32 %58, %39
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load <2 x float>, ptr addrspace(1) %61, align 4, !tbaa !9
  %63 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %58
  store <2 x float> %62, ptr addrspace(3) %63, align 4, !tbaa !9
  %64 = or disjoint i32 %42, 6
  %65 = add i32 %7, %64
  %66 = add nuw nsw i32 %65, %39
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = load <2 x float>, ptr addrspace(1) %68, align 4, !tbaa !9
  %70 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %65
  store <2 x float> %69, ptr addrspace(3) %70, align 4, !tbaa !9
  %71 = or disjoint i32 %42, 8
  %72 = add i32 %7, %71
  %73 = add nuw nsw i32 %72, %39
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load <2 x float>, ptr addrspace(1) %75, align 4, !tbaa !9
  %77 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %72
  store <2 x float> %76, ptr addrspace(3) %77, align 4, !tbaa !9
  %78 = or disjoint i32 %42, 10
  %79 = add i32 %7, %78
  %80 = add nuw nsw i32 %79, %39
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %81
  %83 = load <2 x float>, ptr addrspace(1) %82, align 4, !tbaa !9
  %84 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %79
  store <2 x float> %83, ptr addrspace(3) %84, align 4, !tbaa !9
  %85 = or disjoint i32 %42, 12
  %86 = add i32 %7, %85
  %87 = add nuw nsw i32 %86, %39
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %88
  %90 = load <2 x float>, ptr addrspace(1) %89, align 4, !tbaa !9
  %91 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %86
  store <2 x float> %90, ptr addrspace(3) %91, align 4, !tbaa !9
  %92 = or disjoint i32 %42, 14
  %93 = add i32 %7, %92
  %94 = add nuw nsw i32 %93, %39
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %95
  %97 = load <2 x float>, ptr addrspace(1) %96, align 4, !tbaa !9
  %98 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %93
  store <2 x float> %97, ptr addrspace(3) %98, align 4, !tbaa !9
  %99 = add nuw i32 %42, 16
  %100 = add i32 %43, 8
  %101 = icmp eq i32 %100, %31
  br i1 %101, label %102, label %41, !llvm.loop !18

102:                                              ; preds = %41
  br i1 %32, label %117, label %103

103:                                              ; preds = %102, %40
  %104 = phi i32 [ 0, %40 ], [ %99, %102 ]
  tail call void @llvm.assume(i1 %33)
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i32 [ %104, %103 ], [ %114, %105 ]
  %107 = phi i32 [ 0, %103 ], [ %115, %105 ]
  %108 = add i32 %7, %106
  %109 = add nuw nsw i32 %108, %39
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %110
  %112 = load <2 x float>, ptr addrspace(1) %111, align 4, !tbaa !9
  %113 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %108
  store <2 x float> %112, ptr addrspace(3) %113, align 4, !tbaa !9
  %114 = add nuw i32 %106, 2
  %115 = add i32 %107, 1
  %116 = icmp eq i32 %115, %29
  br i1 %116, label %117, label %105, !llvm.loop !20

117:                                              ; preds = %105, %102
  br i1 %34, label %120, label %118

118:                                              ; preds = %38, %117
  %119 = phi i32 [ %7, %38 ], [ %28, %117 ]
  br label %125

120:                                              ; preds = %125, %117, %36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %121 = tail call fastcc noundef float @_Z7row_maxPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr)) #11
  %122 = tail call fastcc noundef float @_Z11row_sum_expPKffi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), float noundef %121) #11
  br i1 %8, label %123, label %134

123:                                              ; preds = %120
  %124 = shl nsw i32 %37, 8
  br label %137

125:                                              ; preds = %118, %125
  %126 = phi i32 [ %132, %125 ], [ %119, %118 ]
  %127 = add nuw nsw i32 %126, %39
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %128
  %130 = load float, ptr addrspace(1) %129, align 4, !tbaa !9
  %131 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %126
  store float %130, ptr addrspace(3) %131, align 4, !tbaa !9
  %132 = add nuw nsw i32 %126, %16
  %133 = icmp samesign ult i32 %132, 256
  br i1 %133, label %125, label %120, !llvm.loop !22

134:                                              ; preds = %137, %120
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %135 = add i32 %15, %37
  %136 = icmp slt i32 %135, %2
  br i1 %136, label %36, label %35, !llvm.loop !23

137:                                              ; preds = %123, %137
  %138 = phi i32 [ %7, %123 ], [ %148, %137 ]
  %139 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row, i32 %138
  %140 = load float, ptr addrspace(3) %139, align 4, !tbaa !9
  %141 = fsub contract float %140, %121
  %142 = fmul contract float %141, 0x3FF7154760000000
  %143 = tail call contract noundef float @llvm.amdgcn.exp2.f32(float %142)
  %144 = fdiv contract float %143, %122
  %145 = add nuw nsw i32 %138, %124
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %146
  store float %144, ptr addrspace(1) %147, align 4, !tbaa !9
  %148 = add nuw nsw i32 %138, %14
  %149 = icmp samesign ult i32 %148, 256
  br i1 %149, label %137, label %134, !llvm.loop !24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9layernormPfPKfS1_i(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds nuw i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 4, !tbaa !15
  %11 = zext i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %127

16:                                               ; preds = %4
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %5) #11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %6) #11
  %19 = shl nsw i32 %14, 8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = addrspacecast ptr addrspace(1) %21 to ptr
  call fastcc void @_Z7momentsPKfiPfS1_(ptr noundef %22, ptr noundef %18, ptr noundef %17) #11
  %23 = load float, ptr addrspace(5) %5, align 4, !tbaa !9
  %24 = load float, ptr addrspace(5) %6, align 4, !tbaa !9
  %25 = fadd contract float %24, 0x3EE4F8B580000000
  %26 = tail call contract noundef float @llvm.amdgcn.rsq.f32(float %25)
  br label %27

27:                                               ; preds = %27, %16
  %28 = phi i32 [ 0, %16 ], [ %124, %27 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9
  %32 = fsub contract float %31, %23
  %33 = fmul contract float %26, %32
  %34 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %29
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = fmul contract float %35, %33
  %37 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %29
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = fadd contract float %38, %36
  store float %39, ptr addrspace(1) %30, align 4, !tbaa !9
  %40 = or disjoint i32 %28, 1
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !9
  %44 = fsub contract float %43, %23
  %45 = fmul contract float %26, %44
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %41
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !9
  %48 = fmul contract float %47, %45
  %49 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %41
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !9
  %51 = fadd contract float %50, %48
  store float %51, ptr addrspace(1) %42, align 4, !tbaa !9
  %52 = or disjoint i32 %28, 2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !9
  %56 = fsub contract float %55, %23
  %57 = fmul contract float %26, %56
  %58 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %53
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !9
  %60 = fmul contract float %59, %57
  %61 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %53
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !9
  %63 = fadd contract float %62, %60
  store float %63, ptr addrspace(1) %54, align 4, !tbaa !9
  %64 = or disjoint i32 %28, 3
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !9
  %68 = fsub contract float %67, %23
  %69 = fmul contract float %26, %68
  %70 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %65
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !9
  %72 = fmul contract float %71, %69
  %73 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %65
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !9
  %75 = fadd contract float %74, %72
  store float %75, ptr addrspace(1) %66, align 4, !tbaa !9
  %76 = or disjoint i32 %28, 4
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !9
  %80 = fsub contract float %79, %23
  %81 = fmul contract float %26, %80
  %82 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %77
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !9
  %84 = fmul contract float %83, %81
  %85 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %77
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !9
  %87 = fadd contract float %86, %84
  store float %87, ptr addrspace(1) %78, align 4, !tbaa !9
  %88 = or disjoint i32 %28, 5
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !9
  %92 = fsub contract float %91, %23
  %93 = fmul contract float %26, %92
  %94 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %89
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !9
  %96 = fmul contract float %95, %93
  %97 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %89
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !9
  %99 = fadd contract float %98, %96
  store float %99, ptr addrspace(1) %90, align 4, !tbaa !9
  %100 = or disjoint i32 %28, 6
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !9
  %104 = fsub contract float %103, %23
  %105 = fmul contract float %26, %104
  %106 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %101
  %107 = load float, ptr addrspace(1) %106, align 4, !tbaa !9
  %108 = fmul contract float %107, %105
  %109 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %101
  %110 = load float, ptr addrspace(1) %109, align 4, !tbaa !9
  %111 = fadd contract float %110, %108
  store float %111, ptr addrspace(1) %102, align 4, !tbaa !9
  %112 = or disjoint i32 %28, 7
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw float, ptr addrspace(1) %21, i64 %113
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !9
  %116 = fsub contract float %115, %23
  %117 = fmul contract float %26, %116
  %118 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %113
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !9
  %120 = fmul contract float %119, %117
  %121 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %113
  %122 = load float, ptr addrspace(1) %121, align 4, !tbaa !9
  %123 = fadd contract float %122, %120
  store float %123, ptr addrspace(1) %114, align 4, !tbaa !9
  %124 = add nuw nsw i32 %28, 8
  %125 = icmp eq i32 %124, 256
  br i1 %125, label %126, label %27, !llvm.loop !25

126:                                              ; preds = %27
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %6) #11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %5) #11
  br label %127

127:                                              ; preds = %4, %126
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.exp2.f32(float) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !12, !19}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}

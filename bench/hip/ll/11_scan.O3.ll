; ModuleID = 'bench/reach/src/11_scan.cu'
source_filename = "bench/reach/src/11_scan.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11scan_blocksPKfPfS1_iE4temp = internal addrspace(3) global [512 x float] undef, align 16
@_ZZ9scan_sumsPfiE4temp = internal addrspace(3) global [512 x float] undef, align 16
@__hip_cuid_26e8f61ea2791d6e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_26e8f61ea2791d6e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define internal fastcc void @_Z7upsweepPfi(ptr noundef captures(none) %0) unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = shl nuw nsw i32 %2, 1
  %4 = or disjoint i32 %3, 1
  %5 = add nuw nsw i32 %3, 2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %6 = icmp samesign ult i32 %2, 256
  br i1 %6, label %7, label %20

7:                                                ; preds = %1
  %8 = zext nneg i32 %4 to i64
  %9 = getelementptr float, ptr %0, i64 %8
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr float, ptr %0, i64 %11
  %13 = getelementptr i8, ptr %12, i64 -4
  %14 = addrspacecast ptr %10 to ptr addrspace(3)
  %15 = load <2 x float>, ptr addrspace(3) %14, align 4, !tbaa !9, !noalias.addrspace !11
  %16 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %17 = fadd contract <2 x float> %15, %16
  %18 = extractelement <2 x float> %17, i64 0
  %19 = addrspacecast ptr %13 to ptr addrspace(3)
  store float %18, ptr addrspace(3) %19, align 4, !tbaa !9, !noalias.addrspace !11
  br label %20

20:                                               ; preds = %7, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp samesign ult i32 %2, 128
  br i1 %21, label %22, label %37

22:                                               ; preds = %20
  %23 = shl nuw nsw i32 %4, 1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = getelementptr i8, ptr %25, i64 -4
  %27 = addrspacecast ptr %26 to ptr addrspace(3)
  %28 = load float, ptr addrspace(3) %27, align 4, !tbaa !9, !noalias.addrspace !11
  %29 = shl nuw nsw i32 %5, 1
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = getelementptr i8, ptr %31, i64 -4
  %33 = addrspacecast ptr %32 to ptr addrspace(3)
  %34 = load float, ptr addrspace(3) %33, align 4, !tbaa !9, !noalias.addrspace !11
  %35 = fadd contract float %28, %34
  %36 = addrspacecast ptr %32 to ptr addrspace(3)
  store float %35, ptr addrspace(3) %36, align 4, !tbaa !9, !noalias.addrspace !11
  br label %37

37:                                               ; preds = %22, %20
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %38 = icmp samesign ult i32 %2, 64
  br i1 %38, label %39, label %54

39:                                               ; preds = %37
  %40 = shl nuw nsw i32 %4, 2
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr float, ptr %0, i64 %41
  %43 = getelementptr i8, ptr %42, i64 -4
  %44 = addrspacecast ptr %43 to ptr addrspace(3)
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !9, !noalias.addrspace !11
  %46 = shl nuw nsw i32 %5, 2
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr float, ptr %0, i64 %47
  %49 = getelementptr i8, ptr %48, i64 -4
  %50 = addrspacecast ptr %49 to ptr addrspace(3)
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !9, !noalias.addrspace !11
  %52 = fadd contract float %45, %51
  %53 = addrspacecast ptr %49 to ptr addrspace(3)
  store float %52, ptr addrspace(3) %53, align 4, !tbaa !9, !noalias.addrspace !11
  br label %54

54:                                               ; preds = %39, %37
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %55 = icmp samesign ult i32 %2, 32
  br i1 %55, label %56, label %71

56:                                               ; preds = %54
  %57 = shl nuw nsw i32 %4, 3
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = getelementptr i8, ptr %59, i64 -4
  %61 = addrspacecast ptr %60 to ptr addrspace(3)
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !9, !noalias.addrspace !11
  %63 = shl nuw nsw i32 %5, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr float, ptr %0, i64 %64
  %66 = getelementptr i8, ptr %65, i64 -4
  %67 = addrspacecast ptr %66 to ptr addrspace(3)
  %68 = load float, ptr addrspace(3) %67, align 4, !tbaa !9, !noalias.addrspace !11
  %69 = fadd contract float %62, %68
  %70 = addrspacecast ptr %66 to ptr addrspace(3)
  store float %69, ptr addrspace(3) %70, align 4, !tbaa !9, !noalias.addrspace !11
  br label %71

71:                                               ; preds = %56, %54
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %72 = icmp samesign ult i32 %2, 16
  br i1 %72, label %73, label %88

73:                                               ; preds = %71
  %74 = shl nuw nsw i32 %4, 4
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr float, ptr %0, i64 %75
  %77 = getelementptr i8, ptr %76, i64 -4
  %78 = addrspacecast ptr %77 to ptr addrspace(3)
  %79 = load float, ptr addrspace(3) %78, align 4, !tbaa !9, !noalias.addrspace !11
  %80 = shl nuw nsw i32 %5, 4
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr float, ptr %0, i64 %81
  %83 = getelementptr i8, ptr %82, i64 -4
  %84 = addrspacecast ptr %83 to ptr addrspace(3)
  %85 = load float, ptr addrspace(3) %84, align 4, !tbaa !9, !noalias.addrspace !11
  %86 = fadd contract float %79, %85
  %87 = addrspacecast ptr %83 to ptr addrspace(3)
  store float %86, ptr addrspace(3) %87, align 4, !tbaa !9, !noalias.addrspace !11
  br label %88

88:                                               ; preds = %73, %71
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %89 = icmp samesign ult i32 %2, 8
  br i1 %89, label %90, label %105

90:                                               ; preds = %88
  %91 = shl nuw nsw i32 %4, 5
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr float, ptr %0, i64 %92
  %94 = getelementptr i8, ptr %93, i64 -4
  %95 = addrspacecast ptr %94 to ptr addrspace(3)
  %96 = load float, ptr addrspace(3) %95, align 4, !tbaa !9, !noalias.addrspace !11
  %97 = shl nuw nsw i32 %5, 5
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr float, ptr %0, i64 %98
  %100 = getelementptr i8, ptr %99, i64 -4
  %101 = addrspacecast ptr %100 to ptr addrspace(3)
  %102 = load float, ptr addrspace(3) %101, align 4, !tbaa !9, !noalias.addrspace !11
  %103 = fadd contract float %96, %102
  %104 = addrspacecast ptr %100 to ptr addrspace(3)
  store float %103, ptr addrspace(3) %104, align 4, !tbaa !9, !noalias.addrspace !11
  br label %105

105:                                              ; preds = %90, %88
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %106 = icmp samesign ult i32 %2, 4
  br i1 %106, label %107, label %122

107:                                              ; preds = %105
  %108 = shl nuw nsw i32 %4, 6
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr float, ptr %0, i64 %109
  %111 = getelementptr i8, ptr %110, i64 -4
  %112 = addrspacecast ptr %111 to ptr addrspace(3)
  %113 = load float, ptr addrspace(3) %112, align 4, !tbaa !9, !noalias.addrspace !11
  %114 = shl nuw nsw i32 %5, 6
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr float, ptr %0, i64 %115
  %117 = getelementptr i8, ptr %116, i64 -4
  %118 = addrspacecast ptr %117 to ptr addrspace(3)
  %119 = load float, ptr addrspace(3) %118, align 4, !tbaa !9, !noalias.addrspace !11
  %120 = fadd contract float %113, %119
  %121 = addrspacecast ptr %117 to ptr addrspace(3)
  store float %120, ptr addrspace(3) %121, align 4, !tbaa !9, !noalias.addrspace !11
  br label %122

122:                                              ; preds = %107, %105
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %123 = icmp samesign ult i32 %2, 2
  br i1 %123, label %124, label %139

124:                                              ; preds = %122
  %125 = shl nuw nsw i32 %4, 7
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr float, ptr %0, i64 %126
  %128 = getelementptr i8, ptr %127, i64 -4
  %129 = addrspacecast ptr %128 to ptr addrspace(3)
  %130 = load float, ptr addrspace(3) %129, align 4, !tbaa !9, !noalias.addrspace !11
  %131 = shl nuw nsw i32 %5, 7
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr float, ptr %0, i64 %132
  %134 = getelementptr i8, ptr %133, i64 -4
  %135 = addrspacecast ptr %134 to ptr addrspace(3)
  %136 = load float, ptr addrspace(3) %135, align 4, !tbaa !9, !noalias.addrspace !11
  %137 = fadd contract float %130, %136
  %138 = addrspacecast ptr %134 to ptr addrspace(3)
  store float %137, ptr addrspace(3) %138, align 4, !tbaa !9, !noalias.addrspace !11
  br label %139

139:                                              ; preds = %124, %122
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %140 = icmp eq i32 %2, 0
  br i1 %140, label %141, label %150

141:                                              ; preds = %139
  %142 = getelementptr i8, ptr %0, i64 1020
  %143 = addrspacecast ptr %142 to ptr addrspace(3)
  %144 = load float, ptr addrspace(3) %143, align 4, !tbaa !9, !noalias.addrspace !11
  %145 = getelementptr i8, ptr %0, i64 2044
  %146 = addrspacecast ptr %145 to ptr addrspace(3)
  %147 = load float, ptr addrspace(3) %146, align 4, !tbaa !9, !noalias.addrspace !11
  %148 = fadd contract float %144, %147
  %149 = addrspacecast ptr %145 to ptr addrspace(3)
  store float %148, ptr addrspace(3) %149, align 4, !tbaa !9, !noalias.addrspace !11
  br label %150

150:                                              ; preds = %141, %139
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define internal fastcc void @_Z9downsweepPfi(ptr noundef captures(none) %0) unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = shl nuw nsw i32 %2, 1
  %4 = or disjoint i32 %3, 1
  %5 = add nuw nsw i32 %3, 2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %1
  %8 = getelementptr i8, ptr %0, i64 1020
  %9 = addrspacecast ptr %8 to ptr addrspace(3)
  %10 = load float, ptr addrspace(3) %9, align 4, !tbaa !9, !noalias.addrspace !11
  %11 = getelementptr i8, ptr %0, i64 2044
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = load float, ptr addrspace(3) %12, align 4, !tbaa !9, !noalias.addrspace !11
  %14 = addrspacecast ptr %8 to ptr addrspace(3)
  store float %13, ptr addrspace(3) %14, align 4, !tbaa !9, !noalias.addrspace !11
  %15 = fadd contract float %10, %13
  %16 = addrspacecast ptr %11 to ptr addrspace(3)
  store float %15, ptr addrspace(3) %16, align 4, !tbaa !9, !noalias.addrspace !11
  br label %17

17:                                               ; preds = %1, %7
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = icmp samesign ult i32 %2, 2
  br i1 %18, label %19, label %35

19:                                               ; preds = %17
  %20 = shl nuw nsw i32 %4, 7
  %21 = shl nuw nsw i32 %5, 7
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -4
  %25 = addrspacecast ptr %24 to ptr addrspace(3)
  %26 = load float, ptr addrspace(3) %25, align 4, !tbaa !9, !noalias.addrspace !11
  %27 = zext nneg i32 %21 to i64
  %28 = getelementptr float, ptr %0, i64 %27
  %29 = getelementptr i8, ptr %28, i64 -4
  %30 = addrspacecast ptr %29 to ptr addrspace(3)
  %31 = load float, ptr addrspace(3) %30, align 4, !tbaa !9, !noalias.addrspace !11
  %32 = addrspacecast ptr %24 to ptr addrspace(3)
  store float %31, ptr addrspace(3) %32, align 4, !tbaa !9, !noalias.addrspace !11
  %33 = fadd contract float %26, %31
  %34 = addrspacecast ptr %29 to ptr addrspace(3)
  store float %33, ptr addrspace(3) %34, align 4, !tbaa !9, !noalias.addrspace !11
  br label %35

35:                                               ; preds = %19, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = icmp samesign ult i32 %2, 4
  br i1 %36, label %37, label %53

37:                                               ; preds = %35
  %38 = shl nuw nsw i32 %4, 6
  %39 = shl nuw nsw i32 %5, 6
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = getelementptr i8, ptr %41, i64 -4
  %43 = addrspacecast ptr %42 to ptr addrspace(3)
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !9, !noalias.addrspace !11
  %45 = zext nneg i32 %39 to i64
  %46 = getelementptr float, ptr %0, i64 %45
  %47 = getelementptr i8, ptr %46, i64 -4
  %48 = addrspacecast ptr %47 to ptr addrspace(3)
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !9, !noalias.addrspace !11
  %50 = addrspacecast ptr %42 to ptr addrspace(3)
  store float %49, ptr addrspace(3) %50, align 4, !tbaa !9, !noalias.addrspace !11
  %51 = fadd contract float %44, %49
  %52 = addrspacecast ptr %47 to ptr addrspace(3)
  store float %51, ptr addrspace(3) %52, align 4, !tbaa !9, !noalias.addrspace !11
  br label %53

53:                                               ; preds = %37, %35
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = icmp samesign ult i32 %2, 8
  br i1 %54, label %55, label %71

55:                                               ; preds = %53
  %56 = shl nuw nsw i32 %4, 5
  %57 = shl nuw nsw i32 %5, 5
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr float, ptr %0, i64 %58
  %60 = getelementptr i8, ptr %59, i64 -4
  %61 = addrspacecast ptr %60 to ptr addrspace(3)
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !9, !noalias.addrspace !11
  %63 = zext nneg i32 %57 to i64
  %64 = getelementptr float, ptr %0, i64 %63
  %65 = getelementptr i8, ptr %64, i64 -4
  %66 = addrspacecast ptr %65 to ptr addrspace(3)
  %67 = load float, ptr addrspace(3) %66, align 4, !tbaa !9, !noalias.addrspace !11
  %68 = addrspacecast ptr %60 to ptr addrspace(3)
  store float %67, ptr addrspace(3) %68, align 4, !tbaa !9, !noalias.addrspace !11
  %69 = fadd contract float %62, %67
  %70 = addrspacecast ptr %65 to ptr addrspace(3)
  store float %69, ptr addrspace(3) %70, align 4, !tbaa !9, !noalias.addrspace !11
  br label %71

71:                                               ; preds = %55, %53
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %72 = icmp samesign ult i32 %2, 16
  br i1 %72, label %73, label %89

73:                                               ; preds = %71
  %74 = shl nuw nsw i32 %4, 4
  %75 = shl nuw nsw i32 %5, 4
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr float, ptr %0, i64 %76
  %78 = getelementptr i8, ptr %77, i64 -4
  %79 = addrspacecast ptr %78 to ptr addrspace(3)
  %80 = load float, ptr addrspace(3) %79, align 4, !tbaa !9, !noalias.addrspace !11
  %81 = zext nneg i32 %75 to i64
  %82 = getelementptr float, ptr %0, i64 %81
  %83 = getelementptr i8, ptr %82, i64 -4
  %84 = addrspacecast ptr %83 to ptr addrspace(3)
  %85 = load float, ptr addrspace(3) %84, align 4, !tbaa !9, !noalias.addrspace !11
  %86 = addrspacecast ptr %78 to ptr addrspace(3)
  store float %85, ptr addrspace(3) %86, align 4, !tbaa !9, !noalias.addrspace !11
  %87 = fadd contract float %80, %85
  %88 = addrspacecast ptr %83 to ptr addrspace(3)
  store float %87, ptr addrspace(3) %88, align 4, !tbaa !9, !noalias.addrspace !11
  br label %89

89:                                               ; preds = %73, %71
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %90 = icmp samesign ult i32 %2, 32
  br i1 %90, label %91, label %107

91:                                               ; preds = %89
  %92 = shl nuw nsw i32 %4, 3
  %93 = shl nuw nsw i32 %5, 3
  %94 = zext nneg i32 %92 to i64
  %95 = getelementptr float, ptr %0, i64 %94
  %96 = getelementptr i8, ptr %95, i64 -4
  %97 = addrspacecast ptr %96 to ptr addrspace(3)
  %98 = load float, ptr addrspace(3) %97, align 4, !tbaa !9, !noalias.addrspace !11
  %99 = zext nneg i32 %93 to i64
  %100 = getelementptr float, ptr %0, i64 %99
  %101 = getelementptr i8, ptr %100, i64 -4
  %102 = addrspacecast ptr %101 to ptr addrspace(3)
  %103 = load float, ptr addrspace(3) %102, align 4, !tbaa !9, !noalias.addrspace !11
  %104 = addrspacecast ptr %96 to ptr addrspace(3)
  store float %103, ptr addrspace(3) %104, align 4, !tbaa !9, !noalias.addrspace !11
  %105 = fadd contract float %98, %103
  %106 = addrspacecast ptr %101 to ptr addrspace(3)
  store float %105, ptr addrspace(3) %106, align 4, !tbaa !9, !noalias.addrspace !11
  br label %107

107:                                              ; preds = %91, %89
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %108 = icmp samesign ult i32 %2, 64
  br i1 %108, label %109, label %125

109:                                              ; preds = %107
  %110 = shl nuw nsw i32 %4, 2
  %111 = shl nuw nsw i32 %5, 2
  %112 = zext nneg i32 %110 to i64
  %113 = getelementptr float, ptr %0, i64 %112
  %114 = getelementptr i8, ptr %113, i64 -4
  %115 = addrspacecast ptr %114 to ptr addrspace(3)
  %116 = load float, ptr addrspace(3) %115, align 4, !tbaa !9, !noalias.addrspace !11
  %117 = zext nneg i32 %111 to i64
  %118 = getelementptr float, ptr %0, i64 %117
  %119 = getelementptr i8, ptr %118, i64 -4
  %120 = addrspacecast ptr %119 to ptr addrspace(3)
  %121 = load float, ptr addrspace(3) %120, align 4, !tbaa !9, !noalias.addrspace !11
  %122 = addrspacecast ptr %114 to ptr addrspace(3)
  store float %121, ptr addrspace(3) %122, align 4, !tbaa !9, !noalias.addrspace !11
  %123 = fadd contract float %116, %121
  %124 = addrspacecast ptr %119 to ptr addrspace(3)
  store float %123, ptr addrspace(3) %124, align 4, !tbaa !9, !noalias.addrspace !11
  br label %125

125:                                              ; preds = %109, %107
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %126 = icmp samesign ult i32 %2, 128
  br i1 %126, label %127, label %143

127:                                              ; preds = %125
  %128 = shl nuw nsw i32 %4, 1
  %129 = shl nuw nsw i32 %5, 1
  %130 = zext nneg i32 %128 to i64
  %131 = getelementptr float, ptr %0, i64 %130
  %132 = getelementptr i8, ptr %131, i64 -4
  %133 = addrspacecast ptr %132 to ptr addrspace(3)
  %134 = load float, ptr addrspace(3) %133, align 4, !tbaa !9, !noalias.addrspace !11
  %135 = zext nneg i32 %129 to i64
  %136 = getelementptr float, ptr %0, i64 %135
  %137 = getelementptr i8, ptr %136, i64 -4
  %138 = addrspacecast ptr %137 to ptr addrspace(3)
  %139 = load float, ptr addrspace(3) %138, align 4, !tbaa !9, !noalias.addrspace !11
  %140 = addrspacecast ptr %132 to ptr addrspace(3)
  store float %139, ptr addrspace(3) %140, align 4, !tbaa !9, !noalias.addrspace !11
  %141 = fadd contract float %134, %139
  %142 = addrspacecast ptr %137 to ptr addrspace(3)
  store float %141, ptr addrspace(3) %142, align 4, !tbaa !9, !noalias.addrspace !11
  br label %143

143:                                              ; preds = %127, %125
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %144 = icmp samesign ult i32 %2, 256
  br i1 %144, label %145, label %155

145:                                              ; preds = %143
  %146 = zext nneg i32 %4 to i64
  %147 = getelementptr float, ptr %0, i64 %146
  %148 = getelementptr i8, ptr %147, i64 -4
  %149 = addrspacecast ptr %148 to ptr addrspace(3)
  %150 = load <2 x float>, ptr addrspace(3) %149, align 4, !tbaa !9, !noalias.addrspace !11
  %151 = shufflevector <2 x float> %150, <2 x float> poison, <2 x i32> <i32 poison, i32 0>
  %152 = fadd contract <2 x float> %151, %150
  %153 = shufflevector <2 x float> %150, <2 x float> %152, <2 x i32> <i32 1, i32 3>
  %154 = addrspacecast ptr %148 to ptr addrspace(3)
  store <2 x float> %153, ptr addrspace(3) %154, align 4, !tbaa !9, !noalias.addrspace !11
  br label %155

155:                                              ; preds = %145, %143
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z11scan_blocksPKfPfS1_i(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 9
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = shl nuw nsw i32 %7, 1
  %9 = add nsw i32 %6, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %4 ]
  %17 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp, i32 %8
  store float %16, ptr addrspace(3) %17, align 8, !tbaa !9
  %18 = or disjoint i32 %9, 1
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %20, label %24

20:                                               ; preds = %15
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %15, %20
  %25 = phi contract float [ %23, %20 ], [ 0.000000e+00, %15 ]
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 4
  store float %25, ptr addrspace(3) %26, align 4, !tbaa !9
  tail call fastcc void @_Z7upsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr)) #5
  %27 = icmp eq i32 %7, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = zext i32 %5 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %29
  %31 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp, i32 2044), align 4, !tbaa !9
  store float %31, ptr addrspace(1) %30, align 4, !tbaa !9
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp, i32 2044), align 4, !tbaa !9
  br label %32

32:                                               ; preds = %28, %24
  tail call fastcc void @_Z9downsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKfPfS1_iE4temp to ptr)) #5
  br i1 %10, label %33, label %37

33:                                               ; preds = %32
  %34 = sext i32 %9 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(3) %17, align 8, !tbaa !9
  store float %36, ptr addrspace(1) %35, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %33, %32
  br i1 %19, label %38, label %42

38:                                               ; preds = %37
  %39 = sext i32 %18 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %39
  %41 = load float, ptr addrspace(3) %26, align 4, !tbaa !9
  store float %41, ptr addrspace(1) %40, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %38, %37
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z9scan_sumsPfi(ptr addrspace(1) noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = shl nuw nsw i32 %3, 1
  %5 = icmp slt i32 %4, %1
  %6 = zext nneg i32 %4 to i64
  br i1 %5, label %7, label %10

7:                                                ; preds = %2
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %2, %7
  %11 = phi contract float [ %9, %7 ], [ 0.000000e+00, %2 ]
  %12 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp, i32 %4
  store float %11, ptr addrspace(3) %12, align 8, !tbaa !9
  %13 = or disjoint i32 %4, 1
  %14 = icmp slt i32 %13, %1
  %15 = zext nneg i32 %13 to i64
  br i1 %14, label %16, label %19

16:                                               ; preds = %10
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %15
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %10, %16
  %20 = phi contract float [ %18, %16 ], [ 0.000000e+00, %10 ]
  %21 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp, i32 %13
  store float %20, ptr addrspace(3) %21, align 4, !tbaa !9
  tail call fastcc void @_Z7upsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr)) #5
  %22 = icmp eq i32 %3, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp, i32 2044), align 4, !tbaa !9
  br label %24

24:                                               ; preds = %23, %19
  tail call fastcc void @_Z9downsweepPfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPfiE4temp to ptr)) #5
  br i1 %5, label %25, label %28

25:                                               ; preds = %24
  %26 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %27 = load float, ptr addrspace(3) %12, align 8, !tbaa !9
  store float %27, ptr addrspace(1) %26, align 4, !tbaa !9
  br label %28

28:                                               ; preds = %25, %24
  br i1 %14, label %29, label %32

29:                                               ; preds = %28
  %30 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %15
  %31 = load float, ptr addrspace(3) %21, align 4, !tbaa !9
  store float %31, ptr addrspace(1) %30, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %29, %28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8add_sumsPfPKfi(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 9
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %4 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %8
  %10 = icmp slt i32 %7, %2
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %9, align 4, !tbaa !9
  %15 = load float, ptr addrspace(1) %13, align 4, !tbaa !9
  %16 = fadd contract float %14, %15
  store float %16, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %17

17:                                               ; preds = %3, %11
  %18 = add nsw i32 %7, 256
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %9, align 4, !tbaa !9
  %24 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  %25 = fadd contract float %23, %24
  store float %25, ptr addrspace(1) %22, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %17, %20
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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

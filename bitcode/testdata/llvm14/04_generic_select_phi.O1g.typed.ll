; ModuleID = 'corpus/opencl/04_generic_select_phi.cl'
source_filename = "corpus/opencl/04_generic_select_phi.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@maybe_cached.cache = internal addrspace(3) global [512 x float] undef, align 4, !dbg !0
@local_or_global_phi.l = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4, !dbg !19

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @maybe_cached(float addrspace(1)* noundef %0, i32 noundef %1, i32 addrspace(1)* nocapture noundef readonly %2, float addrspace(1)* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
  call void @llvm.dbg.value(metadata float addrspace(1)* %0, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  call void @llvm.dbg.value(metadata i32 %1, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %2, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  call void @llvm.dbg.value(metadata float addrspace(1)* %3, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %5 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !63
  call void @llvm.dbg.value(metadata i64 %5, metadata !39, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !62
  %6 = icmp slt i32 %1, 513, !dbg !64
  call void @llvm.dbg.value(metadata i1 %6, metadata !40, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !62
  br i1 %6, label %7, label %21, !dbg !65

7:                                                ; preds = %4
  %8 = trunc i64 %5 to i32, !dbg !63
  call void @llvm.dbg.value(metadata i32 %8, metadata !39, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  call void @llvm.dbg.value(metadata i64 %5, metadata !42, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !66
  call void @llvm.dbg.value(metadata i32 %8, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  %9 = icmp slt i32 %8, %1, !dbg !67
  br i1 %9, label %11, label %10, !dbg !69

10:                                               ; preds = %11, %7
  call spir_func void @_Z7barrierj(i32 noundef 1) #7, !dbg !70
  br label %21, !dbg !71

11:                                               ; preds = %7, %11
  %12 = phi i32 [ %19, %11 ], [ %8, %7 ]
  call void @llvm.dbg.value(metadata i32 %12, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  %13 = sext i32 %12 to i64, !dbg !72
  %14 = getelementptr inbounds float, float addrspace(1)* %0, i64 %13, !dbg !72
  %15 = load float, float addrspace(1)* %14, align 4, !dbg !72, !tbaa !73
  %16 = getelementptr inbounds [512 x float], [512 x float] addrspace(3)* @maybe_cached.cache, i64 0, i64 %13, !dbg !77
  store float %15, float addrspace(3)* %16, align 4, !dbg !78, !tbaa !73
  %17 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !79
  %18 = trunc i64 %17 to i32, !dbg !80
  %19 = add i32 %12, %18, !dbg !80
  call void @llvm.dbg.value(metadata i32 %19, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  %20 = icmp slt i32 %19, %1, !dbg !67
  br i1 %20, label %11, label %10, !dbg !69, !llvm.loop !81

21:                                               ; preds = %10, %4
  %22 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*, !dbg !84
  %23 = select i1 %6, float addrspace(4)* addrspacecast (float addrspace(3)* getelementptr inbounds ([512 x float], [512 x float] addrspace(3)* @maybe_cached.cache, i64 0, i64 0) to float addrspace(4)*), float addrspace(4)* %22, !dbg !84
  call void @llvm.dbg.value(metadata float addrspace(4)* %23, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !85
  %25 = trunc i64 %24 to i32, !dbg !85
  call void @llvm.dbg.value(metadata i32 %25, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %26 = bitcast float addrspace(4)* %23 to i8 addrspace(4)*, !dbg !86
  %27 = call spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)* %26) #8, !dbg !86
  call void @llvm.dbg.value(metadata i8 addrspace(1)* %27, metadata !48, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %28 = icmp eq i8 addrspace(1)* %27, null, !dbg !87
  br i1 %28, label %37, label %29, !dbg !87

29:                                               ; preds = %21
  %30 = bitcast i8 addrspace(1)* %27 to float addrspace(1)*, !dbg !86
  call void @llvm.dbg.value(metadata float addrspace(1)* %30, metadata !48, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !62
  %31 = sext i32 %25 to i64, !dbg !88
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %31, !dbg !88
  %33 = load i32, i32 addrspace(1)* %32, align 4, !dbg !88, !tbaa !89
  %34 = sext i32 %33 to i64, !dbg !91
  %35 = getelementptr inbounds float, float addrspace(1)* %30, i64 %34, !dbg !91
  %36 = load float, float addrspace(1)* %35, align 4, !dbg !91, !tbaa !73
  br label %44, !dbg !87

37:                                               ; preds = %21
  %38 = sext i32 %25 to i64, !dbg !92
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 %38, !dbg !92
  %40 = load i32, i32 addrspace(1)* %39, align 4, !dbg !92, !tbaa !89
  %41 = sext i32 %40 to i64, !dbg !93
  %42 = getelementptr inbounds float, float addrspace(4)* %23, i64 %41, !dbg !93
  %43 = load float, float addrspace(4)* %42, align 4, !dbg !93, !tbaa !73
  br label %44, !dbg !87

44:                                               ; preds = %37, %29
  %45 = phi float [ %36, %29 ], [ %43, %37 ], !dbg !87
  %46 = sext i32 %25 to i64, !dbg !94
  %47 = getelementptr inbounds float, float addrspace(1)* %3, i64 %46, !dbg !94
  store float %45, float addrspace(1)* %47, align 4, !dbg !95, !tbaa !73
  ret void, !dbg !96
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !97 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !103 dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare !dbg !104 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !110 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

declare dso_local spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)*) local_unnamed_addr

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @two_globals(float addrspace(1)* nocapture noundef %0, float addrspace(1)* nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !111 !kernel_arg_addr_space !127 !kernel_arg_access_qual !59 !kernel_arg_type !128 !kernel_arg_base_type !128 !kernel_arg_type_qual !129 {
  call void @llvm.dbg.value(metadata float addrspace(1)* %0, metadata !115, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata float addrspace(1)* %1, metadata !116, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata i32 %2, metadata !117, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata i32 %3, metadata !118, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !120, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !131
  %6 = trunc i64 %5 to i32, !dbg !131
  call void @llvm.dbg.value(metadata i32 %6, metadata !121, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !132
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !120, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  %7 = icmp sgt i32 %3, 0, !dbg !133
  br i1 %7, label %8, label %20, !dbg !134

8:                                                ; preds = %4
  %9 = addrspacecast float addrspace(1)* %1 to float addrspace(4)*, !dbg !135
  call void @llvm.dbg.value(metadata float addrspace(4)* %9, metadata !120, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  %10 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*, !dbg !136
  call void @llvm.dbg.value(metadata float addrspace(4)* %10, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  %11 = icmp sgt i32 %6, 0
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false
  %15 = add nsw i32 %6, -1
  %16 = zext i32 %15 to i64
  %17 = add nsw i32 %6, 1
  %18 = sext i32 %17 to i64
  %19 = sext i32 %6 to i64
  br label %21, !dbg !134

20:                                               ; preds = %33, %4
  ret void, !dbg !137

21:                                               ; preds = %8, %33
  %22 = phi float addrspace(4)* [ %10, %8 ], [ %24, %33 ]
  %23 = phi i32 [ 0, %8 ], [ %34, %33 ]
  %24 = phi float addrspace(4)* [ %9, %8 ], [ %22, %33 ]
  call void @llvm.dbg.value(metadata float addrspace(4)* %22, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata i32 %23, metadata !122, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !132
  call void @llvm.dbg.value(metadata float addrspace(4)* %24, metadata !120, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  br i1 %14, label %25, label %33, !dbg !138

25:                                               ; preds = %21
  %26 = getelementptr inbounds float, float addrspace(4)* %22, i64 %16, !dbg !140
  %27 = load float, float addrspace(4)* %26, align 4, !dbg !140, !tbaa !73
  %28 = getelementptr inbounds float, float addrspace(4)* %22, i64 %18, !dbg !141
  %29 = load float, float addrspace(4)* %28, align 4, !dbg !141, !tbaa !73
  %30 = fadd float %27, %29, !dbg !142
  %31 = fmul float %30, 5.000000e-01, !dbg !143
  %32 = getelementptr inbounds float, float addrspace(4)* %24, i64 %19, !dbg !144
  store float %31, float addrspace(4)* %32, align 4, !dbg !145, !tbaa !73
  br label %33, !dbg !144

33:                                               ; preds = %25, %21
  call spir_func void @_Z7barrierj(i32 noundef 2) #7, !dbg !146
  call void @llvm.dbg.value(metadata float addrspace(4)* %22, metadata !124, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !147
  call void @llvm.dbg.value(metadata float addrspace(4)* %24, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  call void @llvm.dbg.value(metadata float addrspace(4)* %22, metadata !120, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !130
  %34 = add nuw nsw i32 %23, 1, !dbg !148
  call void @llvm.dbg.value(metadata i32 %34, metadata !122, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !132
  %35 = icmp slt i32 %34, %3, !dbg !133
  br i1 %35, label %21, label %20, !dbg !134, !llvm.loop !149
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @pick_out(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef writeonly %1, float addrspace(1)* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #3 !dbg !151 !kernel_arg_addr_space !161 !kernel_arg_access_qual !59 !kernel_arg_type !162 !kernel_arg_base_type !162 !kernel_arg_type_qual !163 {
  call void @llvm.dbg.value(metadata float addrspace(1)* %0, metadata !155, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  call void @llvm.dbg.value(metadata float addrspace(1)* %1, metadata !156, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  call void @llvm.dbg.value(metadata float addrspace(1)* %2, metadata !157, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  call void @llvm.dbg.value(metadata i32 %3, metadata !158, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !165
  %6 = trunc i64 %5 to i32, !dbg !165
  call void @llvm.dbg.value(metadata i32 %6, metadata !159, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  %7 = icmp slt i32 %6, %3, !dbg !166
  br i1 %7, label %8, label %19, !dbg !168

8:                                                ; preds = %4
  %9 = and i32 %6, 1, !dbg !169
  %10 = icmp eq i32 %9, 0, !dbg !169
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !160, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !160, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  %11 = select i1 %10, float addrspace(1)* %1, float addrspace(1)* %2
  call void @llvm.dbg.value(metadata float addrspace(4)* undef, metadata !160, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !164
  %12 = sext i32 %6 to i64, !dbg !171
  %13 = getelementptr inbounds float, float addrspace(1)* %0, i64 %12, !dbg !171
  %14 = load float, float addrspace(1)* %13, align 4, !dbg !171, !tbaa !73
  %15 = ashr i32 %6, 1, !dbg !172
  %16 = sext i32 %15 to i64, !dbg !173
  %17 = getelementptr inbounds float, float addrspace(1)* %11, i64 %16, !dbg !173
  %18 = addrspacecast float addrspace(1)* %17 to float addrspace(4)*, !dbg !173
  store float %14, float addrspace(4)* %18, align 4, !dbg !174, !tbaa !73
  br label %19, !dbg !175

19:                                               ; preds = %4, %8
  ret void, !dbg !175
}

; Function Attrs: convergent nofree norecurse nounwind writeonly
define dso_local spir_kernel void @local_or_global_phi(float addrspace(1)* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 !dbg !21 !kernel_arg_addr_space !176 !kernel_arg_access_qual !177 !kernel_arg_type !178 !kernel_arg_base_type !178 !kernel_arg_type_qual !179 {
  call void @llvm.dbg.value(metadata float addrspace(1)* %0, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !180
  call void @llvm.dbg.value(metadata i32 %1, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !180
  %3 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !181
  call void @llvm.dbg.value(metadata i64 %3, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)), !dbg !180
  %4 = and i64 %3, 127
  %5 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @local_or_global_phi.l, i64 0, i64 %4, !dbg !182
  %6 = addrspacecast float addrspace(3)* %5 to float addrspace(4)*, !dbg !183
  call void @llvm.dbg.value(metadata float addrspace(4)* %6, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !184
  br label %8, !dbg !185

7:                                                ; preds = %19
  ret void, !dbg !186

8:                                                ; preds = %2, %19
  %9 = phi i32 [ 0, %2 ], [ %21, %19 ]
  %10 = phi float addrspace(4)* [ %6, %2 ], [ %20, %19 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !184
  call void @llvm.dbg.value(metadata float addrspace(4)* %10, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !180
  %11 = sitofp i32 %9 to float, !dbg !187
  store float %11, float addrspace(4)* %10, align 4, !dbg !190, !tbaa !73
  %12 = shl i32 1, %9, !dbg !191
  %13 = and i32 %12, %1, !dbg !193
  %14 = icmp eq i32 %13, 0, !dbg !193
  br i1 %14, label %19, label %15, !dbg !194

15:                                               ; preds = %8
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !195
  %17 = getelementptr inbounds float, float addrspace(1)* %0, i64 %16, !dbg !196
  %18 = addrspacecast float addrspace(1)* %17 to float addrspace(4)*, !dbg !197
  call void @llvm.dbg.value(metadata float addrspace(4)* %18, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !180
  br label %19, !dbg !198

19:                                               ; preds = %8, %15
  %20 = phi float addrspace(4)* [ %18, %15 ], [ %10, %8 ], !dbg !180
  call void @llvm.dbg.value(metadata float addrspace(4)* %20, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !180
  %21 = add nuw nsw i32 %9, 1, !dbg !199
  call void @llvm.dbg.value(metadata i32 %21, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !184
  %22 = icmp ult i32 %9, 2, !dbg !200
  br i1 %22, label %8, label %7, !dbg !185, !llvm.loop !201
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree norecurse nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent nounwind readnone willreturn }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!52, !53, !54, !55}
!opencl.ocl.version = !{!56}
!opencl.spir.version = !{!56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "cache", scope: !2, file: !3, line: 8, type: !49, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "maybe_cached", scope: !3, file: !3, line: 6, type: !4, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !34)
!3 = !DIFile(filename: "corpus/opencl/04_generic_select_phi.cl", directory: "", checksumkind: CSK_MD5, checksum: "5279b6c78af3e689739d9bccee988ecb")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10, !12}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !14, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!14 = !DIFile(filename: "corpus/opencl/04_generic_select_phi.cl", directory: "/tmp/t14g", checksumkind: CSK_MD5, checksum: "5279b6c78af3e689739d9bccee988ecb")
!15 = !{!16, !17, !8}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 4)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 4)
!18 = !{!0, !19}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!20 = distinct !DIGlobalVariable(name: "l", scope: !21, file: !3, line: 43, type: !31, isLocal: true, isDefinition: true)
!21 = distinct !DISubprogram(name: "local_or_global_phi", scope: !3, file: !3, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !24)
!22 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!23 = !{null, !12, !9}
!24 = !{!25, !26, !27, !28, !29}
!25 = !DILocalVariable(name: "g", arg: 1, scope: !21, file: !3, line: 42, type: !12)
!26 = !DILocalVariable(name: "mode", arg: 2, scope: !21, file: !3, line: 42, type: !9)
!27 = !DILocalVariable(name: "lid", scope: !21, file: !3, line: 44, type: !9)
!28 = !DILocalVariable(name: "p", scope: !21, file: !3, line: 45, type: !17)
!29 = !DILocalVariable(name: "k", scope: !30, file: !3, line: 46, type: !9)
!30 = distinct !DILexicalBlock(scope: !21, file: !3, line: 46, column: 3)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4096, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 128)
!34 = !{!35, !36, !37, !38, !39, !40, !42, !46, !47, !48}
!35 = !DILocalVariable(name: "table", arg: 1, scope: !2, file: !3, line: 6, type: !6)
!36 = !DILocalVariable(name: "len", arg: 2, scope: !2, file: !3, line: 6, type: !9)
!37 = !DILocalVariable(name: "idx", arg: 3, scope: !2, file: !3, line: 7, type: !10)
!38 = !DILocalVariable(name: "out", arg: 4, scope: !2, file: !3, line: 7, type: !12)
!39 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 9, type: !9)
!40 = !DILocalVariable(name: "cached", scope: !2, file: !3, line: 10, type: !41)
!41 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 12, type: !9)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 12, column: 5)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 11, column: 15)
!45 = distinct !DILexicalBlock(scope: !2, file: !3, line: 11, column: 7)
!46 = !DILocalVariable(name: "src", scope: !2, file: !3, line: 16, type: !16)
!47 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 17, type: !9)
!48 = !DILocalVariable(name: "gsrc", scope: !2, file: !3, line: 18, type: !6)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 512)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{i32 2, i32 0}
!57 = !{!"Debian clang version 14.0.6"}
!58 = !{i32 1, i32 0, i32 1, i32 1}
!59 = !{!"none", !"none", !"none", !"none"}
!60 = !{!"float*", !"int", !"int*", !"float*"}
!61 = !{!"const", !"", !"const", !""}
!62 = !DILocation(line: 0, scope: !2)
!63 = !DILocation(line: 9, column: 13, scope: !2)
!64 = !DILocation(line: 10, column: 21, scope: !2)
!65 = !DILocation(line: 11, column: 7, scope: !2)
!66 = !DILocation(line: 0, scope: !43)
!67 = !DILocation(line: 12, column: 25, scope: !68)
!68 = distinct !DILexicalBlock(scope: !43, file: !3, line: 12, column: 5)
!69 = !DILocation(line: 12, column: 5, scope: !43)
!70 = !DILocation(line: 14, column: 5, scope: !44)
!71 = !DILocation(line: 15, column: 3, scope: !44)
!72 = !DILocation(line: 13, column: 18, scope: !68)
!73 = !{!74, !74, i64 0}
!74 = !{!"float", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 13, column: 7, scope: !68)
!78 = !DILocation(line: 13, column: 16, scope: !68)
!79 = !DILocation(line: 12, column: 37, scope: !68)
!80 = !DILocation(line: 12, column: 34, scope: !68)
!81 = distinct !{!81, !69, !82, !83}
!82 = !DILocation(line: 13, column: 25, scope: !43)
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(line: 16, column: 22, scope: !2)
!85 = !DILocation(line: 17, column: 13, scope: !2)
!86 = !DILocation(line: 18, column: 40, scope: !2)
!87 = !DILocation(line: 19, column: 14, scope: !2)
!88 = !DILocation(line: 19, column: 26, scope: !2)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !75, i64 0}
!91 = !DILocation(line: 19, column: 21, scope: !2)
!92 = !DILocation(line: 19, column: 42, scope: !2)
!93 = !DILocation(line: 19, column: 38, scope: !2)
!94 = !DILocation(line: 19, column: 3, scope: !2)
!95 = !DILocation(line: 19, column: 12, scope: !2)
!96 = !DILocation(line: 20, column: 1, scope: !2)
!97 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 9, type: !98, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !102)
!98 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !99)
!99 = !{!100, !101}
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!102 = !{}
!103 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 12, type: !98, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !102)
!104 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 14, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !102)
!105 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !106)
!106 = !{null, !107}
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !108, line: 338, baseType: !109)
!108 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !108, line: 98, baseType: !101)
!110 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 17, type: !98, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !102)
!111 = distinct !DISubprogram(name: "two_globals", scope: !3, file: !3, line: 22, type: !112, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !114)
!112 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !113)
!113 = !{null, !12, !12, !9, !9}
!114 = !{!115, !116, !117, !118, !119, !120, !121, !122, !124}
!115 = !DILocalVariable(name: "a", arg: 1, scope: !111, file: !3, line: 22, type: !12)
!116 = !DILocalVariable(name: "b", arg: 2, scope: !111, file: !3, line: 22, type: !12)
!117 = !DILocalVariable(name: "n", arg: 3, scope: !111, file: !3, line: 22, type: !9)
!118 = !DILocalVariable(name: "iters", arg: 4, scope: !111, file: !3, line: 22, type: !9)
!119 = !DILocalVariable(name: "src", scope: !111, file: !3, line: 23, type: !17)
!120 = !DILocalVariable(name: "dst", scope: !111, file: !3, line: 23, type: !17)
!121 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 24, type: !9)
!122 = !DILocalVariable(name: "it", scope: !123, file: !3, line: 25, type: !9)
!123 = distinct !DILexicalBlock(scope: !111, file: !3, line: 25, column: 3)
!124 = !DILocalVariable(name: "t", scope: !125, file: !3, line: 29, type: !17)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 25, column: 38)
!126 = distinct !DILexicalBlock(scope: !123, file: !3, line: 25, column: 3)
!127 = !{i32 1, i32 1, i32 0, i32 0}
!128 = !{!"float*", !"float*", !"int", !"int"}
!129 = !{!"", !"", !"", !""}
!130 = !DILocation(line: 0, scope: !111)
!131 = !DILocation(line: 24, column: 11, scope: !111)
!132 = !DILocation(line: 0, scope: !123)
!133 = !DILocation(line: 25, column: 23, scope: !126)
!134 = !DILocation(line: 25, column: 3, scope: !123)
!135 = !DILocation(line: 23, column: 26, scope: !111)
!136 = !DILocation(line: 23, column: 16, scope: !111)
!137 = !DILocation(line: 31, column: 1, scope: !111)
!138 = !DILocation(line: 26, column: 15, scope: !139)
!139 = distinct !DILexicalBlock(scope: !125, file: !3, line: 26, column: 9)
!140 = !DILocation(line: 27, column: 24, scope: !139)
!141 = !DILocation(line: 27, column: 37, scope: !139)
!142 = !DILocation(line: 27, column: 35, scope: !139)
!143 = !DILocation(line: 27, column: 21, scope: !139)
!144 = !DILocation(line: 27, column: 7, scope: !139)
!145 = !DILocation(line: 27, column: 14, scope: !139)
!146 = !DILocation(line: 28, column: 5, scope: !125)
!147 = !DILocation(line: 0, scope: !125)
!148 = !DILocation(line: 25, column: 32, scope: !126)
!149 = distinct !{!149, !134, !150, !83}
!150 = !DILocation(line: 30, column: 3, scope: !123)
!151 = distinct !DISubprogram(name: "pick_out", scope: !3, file: !3, line: 33, type: !152, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !154)
!152 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !153)
!153 = !{null, !6, !12, !12, !9}
!154 = !{!155, !156, !157, !158, !159, !160}
!155 = !DILocalVariable(name: "x", arg: 1, scope: !151, file: !3, line: 33, type: !6)
!156 = !DILocalVariable(name: "even", arg: 2, scope: !151, file: !3, line: 33, type: !12)
!157 = !DILocalVariable(name: "odd", arg: 3, scope: !151, file: !3, line: 34, type: !12)
!158 = !DILocalVariable(name: "n", arg: 4, scope: !151, file: !3, line: 34, type: !9)
!159 = !DILocalVariable(name: "i", scope: !151, file: !3, line: 35, type: !9)
!160 = !DILocalVariable(name: "o", scope: !151, file: !3, line: 37, type: !17)
!161 = !{i32 1, i32 1, i32 1, i32 0}
!162 = !{!"float*", !"float*", !"float*", !"int"}
!163 = !{!"const", !"", !"", !""}
!164 = !DILocation(line: 0, scope: !151)
!165 = !DILocation(line: 35, column: 11, scope: !151)
!166 = !DILocation(line: 36, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !151, file: !3, line: 36, column: 7)
!168 = !DILocation(line: 36, column: 7, scope: !151)
!169 = !DILocation(line: 38, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !151, file: !3, line: 38, column: 7)
!171 = !DILocation(line: 39, column: 15, scope: !151)
!172 = !DILocation(line: 39, column: 7, scope: !151)
!173 = !DILocation(line: 39, column: 3, scope: !151)
!174 = !DILocation(line: 39, column: 13, scope: !151)
!175 = !DILocation(line: 40, column: 1, scope: !151)
!176 = !{i32 1, i32 0}
!177 = !{!"none", !"none"}
!178 = !{!"float*", !"int"}
!179 = !{!"", !""}
!180 = !DILocation(line: 0, scope: !21)
!181 = !DILocation(line: 44, column: 13, scope: !21)
!182 = !DILocation(line: 45, column: 24, scope: !21)
!183 = !DILocation(line: 45, column: 14, scope: !21)
!184 = !DILocation(line: 0, scope: !30)
!185 = !DILocation(line: 46, column: 3, scope: !30)
!186 = !DILocation(line: 51, column: 1, scope: !21)
!187 = !DILocation(line: 47, column: 10, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 46, column: 31)
!189 = distinct !DILexicalBlock(scope: !30, file: !3, line: 46, column: 3)
!190 = !DILocation(line: 47, column: 8, scope: !188)
!191 = !DILocation(line: 48, column: 19, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !3, line: 48, column: 9)
!193 = !DILocation(line: 48, column: 14, scope: !192)
!194 = !DILocation(line: 48, column: 9, scope: !188)
!195 = !DILocation(line: 49, column: 23, scope: !192)
!196 = !DILocation(line: 49, column: 21, scope: !192)
!197 = !DILocation(line: 49, column: 11, scope: !192)
!198 = !DILocation(line: 49, column: 7, scope: !192)
!199 = !DILocation(line: 46, column: 26, scope: !189)
!200 = !DILocation(line: 46, column: 21, scope: !189)
!201 = distinct !{!201, !185, !202, !83}
!202 = !DILocation(line: 50, column: 3, scope: !30)

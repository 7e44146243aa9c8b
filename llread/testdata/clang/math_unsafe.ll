; ModuleID = 'math_unsafe.hip'
source_filename = "math_unsafe.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_877b0c1d8d02bacd = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_877b0c1d8d02bacd to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z1kPfPdPDF16_i(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(ptr addrspace(1) %0, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %1, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %2, !27, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 %3, !28, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 poison, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(double 0.000000e+00, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 0, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !34)
  %5 = icmp sgt i32 %3, 0, !dbg !35
  br i1 %5, label %19, label %8, !dbg !37

6:                                                ; preds = %19
  %7 = fptrunc fast double %31 to float, !dbg !38
  br label %8, !dbg !39

8:                                                ; preds = %6, %4
  %9 = phi float [ 0.000000e+00, %4 ], [ %7, %6 ], !dbg !33
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !39
    #dbg_value(i32 %10, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %1, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %1, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
  %11 = zext nneg i32 %10 to i64, !dbg !40
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %11, !dbg !40
  store float %9, ptr addrspace(1) %12, align 4, !dbg !41, !tbaa !42
  %13 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %11, !dbg !44
  %14 = load double, ptr addrspace(1) %13, align 8, !dbg !44, !tbaa !45
  %15 = fptrunc fast double %14 to float, !dbg !44
  %16 = tail call fast float @llvm.fma.f32(float %9, float 2.000000e+00, float %15), !dbg !47
  %17 = fptrunc fast float %16 to half, !dbg !47
  %18 = getelementptr inbounds nuw half, ptr addrspace(1) %2, i64 %11, !dbg !48
  store half %17, ptr addrspace(1) %18, align 2, !dbg !49, !tbaa !50
  ret void, !dbg !52

19:                                               ; preds = %4, %19
  %20 = phi i32 [ %32, %19 ], [ 0, %4 ]
  %21 = phi double [ %31, %19 ], [ 0.000000e+00, %4 ]
    #dbg_value(i32 %20, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(double %21, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
  %22 = zext nneg i32 %20 to i64, !dbg !53
  %23 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %22, !dbg !53
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !53, !tbaa !42
  %25 = fpext fast float %24 to double, !dbg !53
  %26 = tail call fast double @llvm.sqrt.f64(double %25), !dbg !54
  %27 = getelementptr inbounds nuw half, ptr addrspace(1) %2, i64 %22, !dbg !55
  %28 = load half, ptr addrspace(1) %27, align 2, !dbg !55, !tbaa !50
  %29 = fpext fast half %28 to double, !dbg !55
  %30 = fmul fast double %26, %29, !dbg !56
  %31 = fadd fast double %30, %21, !dbg !57
    #dbg_value(double %31, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
  %32 = add nuw nsw i32 %20, 1, !dbg !58
    #dbg_value(i32 %32, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !34)
  %33 = icmp eq i32 %32, %3, !dbg !35
  br i1 %33, label %6, label %19, !dbg !37, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}
!llvm.errno.tbaa = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "math_unsafe.hip", directory: "/tmp/small", checksumkind: CSK_MD5, checksum: "5222967725f49c2fdc38feebc99f4b95")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!6 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!7 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = distinct !DISubprogram(name: "k", linkageName: "_Z1kPfPdPDF16_i", scope: !1, file: !1, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20, !21, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{!25, !26, !27, !28, !29, !30, !31}
!25 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !1, line: 4, type: !20)
!26 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !1, line: 4, type: !21)
!27 = !DILocalVariable(name: "h", arg: 3, scope: !17, file: !1, line: 4, type: !22)
!28 = !DILocalVariable(name: "n", arg: 4, scope: !17, file: !1, line: 4, type: !23)
!29 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 5, type: !23)
!30 = !DILocalVariable(name: "s", scope: !17, file: !1, line: 6, type: !3)
!31 = !DILocalVariable(name: "j", scope: !32, file: !1, line: 7, type: !23)
!32 = distinct !DILexicalBlock(scope: !17, file: !1, line: 7, column: 3)
!33 = !DILocation(line: 0, scope: !17)
!34 = !DILocation(line: 0, scope: !32)
!35 = !DILocation(line: 7, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 7, column: 3)
!37 = !DILocation(line: 7, column: 3, scope: !32)
!38 = !DILocation(line: 9, column: 17, scope: !17)
!39 = !DILocation(line: 5, column: 11, scope: !17)
!40 = !DILocation(line: 9, column: 3, scope: !17)
!41 = !DILocation(line: 9, column: 8, scope: !17)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !15, i64 0}
!44 = !DILocation(line: 10, column: 54, scope: !17)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !15, i64 0}
!47 = !DILocation(line: 10, column: 20, scope: !17)
!48 = !DILocation(line: 10, column: 3, scope: !17)
!49 = !DILocation(line: 10, column: 8, scope: !17)
!50 = !{!51, !51, i64 0}
!51 = !{!"_Float16", !15, i64 0}
!52 = !DILocation(line: 11, column: 1, scope: !17)
!53 = !DILocation(line: 8, column: 33, scope: !36)
!54 = !DILocation(line: 8, column: 10, scope: !36)
!55 = !DILocation(line: 8, column: 49, scope: !36)
!56 = !DILocation(line: 8, column: 39, scope: !36)
!57 = !DILocation(line: 8, column: 7, scope: !36)
!58 = !DILocation(line: 7, column: 27, scope: !36)
!59 = distinct !{!59, !37, !60, !61}
!60 = !DILocation(line: 8, column: 52, scope: !32)
!61 = !{!"llvm.loop.mustprogress"}

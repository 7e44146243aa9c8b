; ModuleID = 'src/19_virtual_fnptr.cu'
source_filename = "src/19_virtual_fnptr.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.square = type { %struct.shape }
%struct.shape = type { ptr, ptr }
%struct.circle = type { %struct.shape, ptr }

$_ZNK6square4areaEf = comdat any

$_ZNK5shape4emitEif = comdat any

$_ZNK6circle4areaEf = comdat any

$_ZNK6circle4emitEif = comdat any

$_ZTV6square = comdat any

$_ZTV6circle = comdat any

@ops = dso_local addrspace(1) externally_initialized global [2 x ptr] [ptr @_ZL5firstPKfi, ptr @_ZL6secondPKfi], align 8
@_ZZ8dispatchPfPKfiE4tile = internal addrspace(3) global [64 x float] undef, align 4
@dyn = external dso_local addrspace(3) global [0 x float], align 4
@_ZTV6square = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK6square4areaEf, ptr @_ZNK5shape4emitEif] }, comdat, align 8
@_ZTV6circle = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @_ZNK6circle4areaEf, ptr @_ZNK6circle4emitEif] }, comdat, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @ops to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6shapesPfS_PKfi(ptr noundef %0, ptr noundef %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca %struct.square, align 8
  %6 = alloca %struct.circle, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %26

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #11
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store ptr %0, ptr %14, align 8, !tbaa !8
  store ptr getelementptr inbounds nuw inrange(-16, 16) (i8, ptr @_ZTV6square, i64 16), ptr %5, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store ptr %0, ptr %15, align 8, !tbaa !8
  store ptr getelementptr inbounds nuw inrange(-16, 16) (i8, ptr @_ZTV6circle, i64 16), ptr %6, align 8, !tbaa !12
  %16 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store ptr %1, ptr %16, align 8, !tbaa !14
  %17 = and i32 %11, 1
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %18, ptr %5, ptr %6
  %20 = sext i32 %11 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !16
  %23 = load ptr, ptr %19, align 8, !tbaa !12
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef %11, float noundef %22) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #11
  br label %26

26:                                               ; preds = %4, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZL5firstPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) #2 {
  %3 = load float, ptr %0, align 4, !tbaa !16
  %4 = sitofp i32 %1 to float
  %5 = fadd contract float %3, %4
  ret float %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZL6secondPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) #2 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !16
  %5 = sitofp i32 %1 to float
  %6 = fmul contract float %4, %5
  ret float %6
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8dispatchPfPKfi(ptr noundef writeonly captures(none) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = srem i32 %4, %2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw float, ptr %1, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = and i32 %4, 63
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8dispatchPfPKfiE4tile to ptr), i64 %10
  store float %8, ptr %11, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = and i32 %4, 1
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw ptr, ptr addrspacecast (ptr addrspace(1) @ops to ptr), i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  %16 = and i32 %4, 2
  %17 = icmp eq i32 %16, 0
  %18 = add nuw nsw i32 %4, 1
  %19 = and i32 %18, 62
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8dispatchPfPKfiE4tile to ptr), i64 %20
  %22 = select i1 %17, ptr %7, ptr %21
  %23 = tail call contract noundef float %15(ptr noundef %22, i32 noundef %4) #12
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %6
  store float %23, ptr %24, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14dynamic_sharedPfi(ptr noundef writeonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [8 x float], align 4
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 256)
  tail call fastcc void @_ZL4fillPfif(ptr noundef addrspacecast (ptr addrspace(3) @dyn to ptr), i32 noundef %4, float noundef 1.000000e+00) #11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %6, label %8, label %12

8:                                                ; preds = %2
  %9 = zext nneg i32 %7 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = tail call contract fastcc noundef float @_ZL3sumPKfi(ptr noundef addrspacecast (ptr addrspace(3) @dyn to ptr), i32 noundef %4) #11
  store float %11, ptr %10, align 4, !tbaa !16
  br label %12

12:                                               ; preds = %2, %8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #11
  call fastcc void @_ZL4fillPfif(ptr noundef nonnull %3, i32 noundef 8, float noundef 2.000000e+00) #11
  %13 = call contract fastcc noundef float @_ZL3sumPKfi(ptr noundef nonnull %3, i32 noundef 8) #11
  %14 = add nuw i32 %7, 64
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  store float %13, ptr %16, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @_ZL4fillPfif(ptr noundef writeonly captures(none) %0, i32 noundef %1, float noundef %2) unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

8:                                                ; preds = %9, %3
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i32 [ %4, %6 ], [ %15, %9 ]
  %11 = sitofp i32 %10 to float
  %12 = fadd contract float %2, %11
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  store float %12, ptr %14, align 4, !tbaa !16
  %15 = add i32 %10, %7
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %9, label %8, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef float @_ZL3sumPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) unnamed_addr #5 {
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
  %21 = load float, ptr %20, align 4, !tbaa !16
  %22 = fadd contract float %17, %21
  %23 = add nuw nsw i32 %16, 1
  %24 = add i32 %18, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %15, !llvm.loop !21

26:                                               ; preds = %9, %15, %2
  %27 = phi float [ 0.000000e+00, %2 ], [ %70, %9 ], [ %22, %15 ]
  ret float %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %71, %28 ]
  %30 = phi float [ 0.000000e+00, %7 ], [ %70, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %72, %28 ]
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = fadd contract float %30, %34
  %36 = zext nneg i32 %29 to i64
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = fadd contract float %35, %39
  %41 = zext nneg i32 %29 to i64
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %44 = load float, ptr %43, align 4, !tbaa !16
  %45 = fadd contract float %40, %44
  %46 = zext nneg i32 %29 to i64
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 12
  %49 = load float, ptr %48, align 4, !tbaa !16
  %50 = fadd contract float %45, %49
  %51 = zext nneg i32 %29 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load float, ptr %53, align 4, !tbaa !16
  %55 = fadd contract float %50, %54
  %56 = zext nneg i32 %29 to i64
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 20
  %59 = load float, ptr %58, align 4, !tbaa !16
  %60 = fadd contract float %55, %59
  %61 = zext nneg i32 %29 to i64
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %64 = load float, ptr %63, align 4, !tbaa !16
  %65 = fadd contract float %60, %64
  %66 = zext nneg i32 %29 to i64
  %67 = getelementptr inbounds nuw float, ptr %0, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 28
  %69 = load float, ptr %68, align 4, !tbaa !16
  %70 = fadd contract float %65, %69
  %71 = add nuw nsw i32 %29, 8
  %72 = add i32 %31, 8
  %73 = icmp eq i32 %72, %8
  br i1 %73, label %9, label %28, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6square4areaEf(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = fmul contract float %1, %1
  ret float %3
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_ZNK5shape4emitEif(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, float noundef %2) unnamed_addr #8 comdat align 2 {
  %4 = load ptr, ptr %0, align 8, !tbaa !12
  %5 = load ptr, ptr %4, align 8
  %6 = tail call contract noundef float %5(ptr noundef nonnull align 8 dereferenceable(16) %0, float noundef %2) #12
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !8
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds float, ptr %8, i64 %9
  store float %6, ptr %10, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6circle4areaEf(ptr noundef nonnull align 8 dereferenceable(24) %0, float noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = fmul contract float %1, 0x400921FA00000000
  %4 = fmul contract float %1, %3
  ret float %4
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_ZNK6circle4emitEif(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, float noundef %2) unnamed_addr #8 comdat align 2 {
  %4 = load ptr, ptr %0, align 8, !tbaa !12
  %5 = load ptr, ptr %4, align 8
  %6 = tail call contract noundef float %5(ptr noundef nonnull align 8 dereferenceable(24) %0, float noundef %2) #12
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !8
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds float, ptr %8, i64 %9
  store float %6, ptr %10, align 4, !tbaa !16
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = getelementptr inbounds float, ptr %12, i64 %9
  store float %2, ptr %13, align 4, !tbaa !16
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #8 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }
attributes #12 = { convergent nounwind }

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
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS5shape", !10, i64 8}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !7, i64 0}
!14 = !{!15, !10, i64 16}
!15 = !{!"_ZTS6circle", !9, i64 0, !10, i64 16}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = !{!11, !11, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !20}

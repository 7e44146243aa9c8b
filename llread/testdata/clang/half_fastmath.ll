; ModuleID = 'half_fastmath.cu'
source_filename = "half_fastmath.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4convPDF16_PfPdi(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp slt i32 %5, %3
  br i1 %6, label %7, label %24

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw half, ptr %0, i64 %8
  %10 = load half, ptr %9, align 2, !tbaa !8
  %11 = fpext fast half %10 to float
  %12 = getelementptr inbounds nuw float, ptr %1, i64 %8
  %13 = load float, ptr %12, align 4, !tbaa !10
  %14 = fmul fast float %13, %11
  %15 = fpext fast float %14 to double
  %16 = getelementptr inbounds nuw double, ptr %2, i64 %8
  %17 = load double, ptr %16, align 8, !tbaa !12
  %18 = fadd fast double %17, %15
  %19 = fmul fast double %18, 5.000000e-01
  %20 = fptrunc fast double %19 to half
  store half %20, ptr %9, align 2, !tbaa !8
  %21 = fptrunc fast double %18 to float
  store float %21, ptr %12, align 4, !tbaa !10
  %22 = fptrunc fast float %14 to half
  %23 = fpext half %22 to double
  store double %23, ptr %16, align 8, !tbaa !12
  br label %24

24:                                               ; preds = %4, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!"_Float16", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}

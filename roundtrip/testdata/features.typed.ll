; LLVM 14 typed-pointer constructs.
source_filename = "typed.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.P = type { float addrspace(1)*, i32 }
%opq = type opaque

@lut = internal addrspace(2) constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float 0x3FB99999A0000000, float -0.000000e+00], align 4
@tile = internal addrspace(3) global [64 x i32] undef, align 4
@gp = addrspace(1) global i32 addrspace(4)* addrspacecast (i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @tile, i64 0, i64 3) to i32 addrspace(4)*)
@fptr = global void (i32)* @takes
@vt = global { [2 x i8*] } { [2 x i8*] [i8* null, i8* bitcast (void (i32)* @takes to i8*)] }
@ce = global i1 icmp eq (i32 addrspace(4)* addrspacecast (i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @tile, i64 0, i64 0) to i32 addrspace(4)*), i32 addrspace(4)* null)
@inr = global i8** getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @vt, i32 0, inrange i32 0, i32 1)

define spir_kernel void @k(float addrspace(1)* nocapture noundef %out, %struct.P* byval(%struct.P) align 8 %p, <2 x i32> %v) #0 !kernel_arg_addr_space !3 {
entry:
  %gen = addrspacecast float addrspace(1)* %out to float addrspace(4)*
  %f = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 0
  %ld = load float addrspace(1)*, float addrspace(1)** %f, align 8
  %c = getelementptr inbounds [4 x float], [4 x float] addrspace(2)* @lut, i64 0, i64 2
  %x = load float, float addrspace(2)* %c, align 4
  store float %x, float addrspace(4)* %gen, align 4, !tbaa !4
  %bc = bitcast float addrspace(1)* %ld to i32 addrspace(1)*
  %old = atomicrmw add i32 addrspace(1)* %bc, i32 1 syncscope("workgroup") seq_cst, align 4
  %pair = cmpxchg i32 addrspace(1)* %bc, i32 0, i32 %old seq_cst seq_cst, align 4
  %s = shufflevector <2 x i32> %v, <2 x i32> undef, <2 x i32> <i32 1, i32 0>
  %e = extractelement <2 x i32> %s, i32 0
  call spir_func void @takes(i32 %e) #1
  %r = call i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* null, float %x)
  %m = call float @llvm.fmuladd.f32(float %x, float %x, float 1.000000e+00)
  %cast = bitcast void (i32)* @takes to void (float)*
  call void %cast(float %m)
  %a = alloca [4 x i8], align 1
  %ag = getelementptr [4 x i8], [4 x i8]* %a, i64 0, i64 1
  store i8 7, i8* %ag, align 1
  %vec = insertelement <2 x i32> <i32 5, i32 5>, i32 %e, i32 1
  ret void
}

define spir_func void @takes(i32 %0) {
  ret void
}

declare i32 @printf(i8 addrspace(2)*, ...)

declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { convergent norecurse nounwind "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind }

!opencl.ocl.version = !{!0}
!llvm.ident = !{!1, !2}

!0 = !{i32 2, i32 0}
!1 = !{!"clang version 14"}
!2 = !{!"other"}
!3 = !{i32 1, i32 0, i32 0}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}

; ModuleID = 'bench/reach/src/18_raytrace.cu'
source_filename = "bench/reach/src/18_raytrace.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Sphere = type { %struct.Vec, float, %struct.Vec }
%struct.Vec = type { float, float, float }
%struct.__rhip_coord = type { i8 }
%struct.__rhip_coord.0 = type { i8 }
%struct.__rhip_coord.1 = type { i8 }
%struct.Hit = type { float, i32, %struct.Vec }
%struct.__rhip_bid = type { i8 }
%struct.__rhip_bdim = type { i8 }
%struct.__rhip_tid = type { i8 }

$_ZNK12__rhip_coordI10__rhip_bidE2gxEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gxEv = comdat any

$_ZNK12__rhip_coordI10__rhip_bidE2gyEv = comdat any

$_ZNK12__rhip_coordI11__rhip_bdimE2gyEv = comdat any

$_ZNK12__rhip_coordI10__rhip_tidE2gyEv = comdat any

$_ZNK10__rhip_bidclEi = comdat any

$_ZNK11__rhip_bdimclEi = comdat any

$_ZNK10__rhip_tidclEi = comdat any

@c_spheres = protected addrspace(4) externally_initialized constant [16 x %struct.Sphere] zeroinitializer, align 16
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.0, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.__rhip_coord.1, align 1
@__hip_cuid_a37eea46c244b346 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr), ptr addrspacecast (ptr addrspace(1) @__hip_cuid_a37eea46c244b346 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden %struct.Vec @_Z3sub3VecS_(float %0, float %1, float %2, float %3, float %4, float %5) #0 {
  %7 = alloca %struct.Vec, align 4, addrspace(5)
  %8 = alloca %struct.Vec, align 4, addrspace(5)
  %9 = alloca %struct.Vec, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = addrspacecast ptr addrspace(5) %8 to ptr
  %12 = addrspacecast ptr addrspace(5) %9 to ptr
  %13 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 0
  store float %0, ptr %13, align 4
  %14 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 1
  store float %1, ptr %14, align 4
  %15 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 2
  store float %2, ptr %15, align 4
  %16 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 0
  store float %3, ptr %16, align 4
  %17 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 1
  store float %4, ptr %17, align 4
  %18 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 2
  store float %5, ptr %18, align 4
  %19 = getelementptr inbounds nuw %struct.Vec, ptr %10, i32 0, i32 0
  %20 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 0
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = fsub contract float %21, %23
  store float %24, ptr %19, align 4
  %25 = getelementptr inbounds nuw %struct.Vec, ptr %10, i32 0, i32 1
  %26 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  %30 = fsub contract float %27, %29
  store float %30, ptr %25, align 4
  %31 = getelementptr inbounds nuw %struct.Vec, ptr %10, i32 0, i32 2
  %32 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 2
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 2
  %35 = load float, ptr %34, align 4
  %36 = fsub contract float %33, %35
  store float %36, ptr %31, align 4
  %37 = load %struct.Vec, ptr %10, align 4
  ret %struct.Vec %37
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z4dot33VecS_(float %0, float %1, float %2, float %3, float %4, float %5) #0 {
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca %struct.Vec, align 4, addrspace(5)
  %9 = alloca %struct.Vec, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = addrspacecast ptr addrspace(5) %8 to ptr
  %12 = addrspacecast ptr addrspace(5) %9 to ptr
  %13 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 0
  store float %0, ptr %13, align 4
  %14 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 1
  store float %1, ptr %14, align 4
  %15 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 2
  store float %2, ptr %15, align 4
  %16 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 0
  store float %3, ptr %16, align 4
  %17 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 1
  store float %4, ptr %17, align 4
  %18 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 2
  store float %5, ptr %18, align 4
  %19 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %20, %22
  %24 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %25, %27
  %29 = fadd contract float %23, %28
  %30 = getelementptr inbounds nuw %struct.Vec, ptr %11, i32 0, i32 2
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds nuw %struct.Vec, ptr %12, i32 0, i32 2
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %31, %33
  %35 = fadd contract float %29, %34
  ret float %35
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %0, i32 noundef %1, float %2, float %3, float %4, float %5, float %6, float %7, ptr noundef %8) #0 {
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca i1, align 1, addrspace(5)
  %15 = alloca %struct.Vec, align 4, addrspace(5)
  %16 = alloca %struct.Vec, align 4, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca ptr, align 8, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca %struct.Vec, align 4, addrspace(5)
  %22 = alloca %struct.Vec, align 4, addrspace(5)
  %23 = alloca %struct.Vec, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca %struct.Vec, align 4, addrspace(5)
  %26 = alloca %struct.Vec, align 4, addrspace(5)
  %27 = alloca float, align 4, addrspace(5)
  %28 = alloca %struct.Vec, align 4, addrspace(5)
  %29 = alloca %struct.Vec, align 4, addrspace(5)
  %30 = alloca float, align 4, addrspace(5)
  %31 = alloca float, align 4, addrspace(5)
  %32 = alloca %struct.Vec, align 4, addrspace(5)
  %33 = alloca %struct.Vec, align 4, addrspace(5)
  %34 = alloca %struct.Vec, align 4, addrspace(5)
  %35 = alloca %struct.Vec, align 4, addrspace(5)
  %36 = alloca float, align 4, addrspace(5)
  %37 = alloca %struct.Vec, align 4, addrspace(5)
  %38 = alloca %struct.Vec, align 4, addrspace(5)
  %39 = alloca %struct.Vec, align 4, addrspace(5)
  %40 = addrspacecast ptr addrspace(5) %14 to ptr
  %41 = addrspacecast ptr addrspace(5) %15 to ptr
  %42 = addrspacecast ptr addrspace(5) %16 to ptr
  %43 = addrspacecast ptr addrspace(5) %17 to ptr
  %44 = addrspacecast ptr addrspace(5) %18 to ptr
  %45 = addrspacecast ptr addrspace(5) %19 to ptr
  %46 = addrspacecast ptr addrspace(5) %20 to ptr
  %47 = addrspacecast ptr addrspace(5) %21 to ptr
  %48 = addrspacecast ptr addrspace(5) %22 to ptr
  %49 = addrspacecast ptr addrspace(5) %23 to ptr
  %50 = addrspacecast ptr addrspace(5) %24 to ptr
  %51 = addrspacecast ptr addrspace(5) %25 to ptr
  %52 = addrspacecast ptr addrspace(5) %26 to ptr
  %53 = addrspacecast ptr addrspace(5) %27 to ptr
  %54 = addrspacecast ptr addrspace(5) %28 to ptr
  %55 = addrspacecast ptr addrspace(5) %29 to ptr
  %56 = addrspacecast ptr addrspace(5) %30 to ptr
  %57 = addrspacecast ptr addrspace(5) %31 to ptr
  %58 = addrspacecast ptr addrspace(5) %32 to ptr
  %59 = addrspacecast ptr addrspace(5) %33 to ptr
  %60 = addrspacecast ptr addrspace(5) %34 to ptr
  %61 = addrspacecast ptr addrspace(5) %35 to ptr
  %62 = addrspacecast ptr addrspace(5) %36 to ptr
  %63 = addrspacecast ptr addrspace(5) %37 to ptr
  %64 = addrspacecast ptr addrspace(5) %38 to ptr
  %65 = addrspacecast ptr addrspace(5) %39 to ptr
  %66 = getelementptr inbounds nuw %struct.Vec, ptr %41, i32 0, i32 0
  store float %2, ptr %66, align 4
  %67 = getelementptr inbounds nuw %struct.Vec, ptr %41, i32 0, i32 1
  store float %3, ptr %67, align 4
  %68 = getelementptr inbounds nuw %struct.Vec, ptr %41, i32 0, i32 2
  store float %4, ptr %68, align 4
  %69 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 0
  store float %5, ptr %69, align 4
  %70 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 1
  store float %6, ptr %70, align 4
  %71 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 2
  store float %7, ptr %71, align 4
  store ptr %0, ptr %43, align 8
  store i32 %1, ptr %44, align 4
  store ptr %8, ptr %45, align 8
  %72 = load ptr, ptr %45, align 8
  %73 = getelementptr inbounds nuw %struct.Hit, ptr %72, i32 0, i32 0
  store float 0x46293E5940000000, ptr %73, align 4
  %74 = load ptr, ptr %45, align 8
  %75 = getelementptr inbounds nuw %struct.Hit, ptr %74, i32 0, i32 1
  store i32 -1, ptr %75, align 4
  store i32 0, ptr %46, align 4
  br label %76

76:                                               ; preds = %178, %9
  %77 = load i32, ptr %46, align 4
  %78 = load i32, ptr %44, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %181

80:                                               ; preds = %76
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 4 %41, i64 12, i1 false)
  %81 = load ptr, ptr %43, align 8
  %82 = load i32, ptr %46, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds %struct.Sphere, ptr %81, i64 %83
  %85 = getelementptr inbounds nuw %struct.Sphere, ptr %84, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %85, i64 12, i1 false)
  %86 = getelementptr inbounds nuw %struct.Vec, ptr %48, i32 0, i32 0
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds nuw %struct.Vec, ptr %48, i32 0, i32 1
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds nuw %struct.Vec, ptr %48, i32 0, i32 2
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds nuw %struct.Vec, ptr %49, i32 0, i32 0
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds nuw %struct.Vec, ptr %49, i32 0, i32 1
  %95 = load float, ptr %94, align 4
  %96 = getelementptr inbounds nuw %struct.Vec, ptr %49, i32 0, i32 2
  %97 = load float, ptr %96, align 4
  %98 = call %struct.Vec @_Z3sub3VecS_(float %87, float %89, float %91, float %93, float %95, float %97) #6
  %99 = getelementptr inbounds nuw %struct.Vec, ptr %47, i32 0, i32 0
  %100 = extractvalue %struct.Vec %98, 0
  store float %100, ptr %99, align 4
  %101 = getelementptr inbounds nuw %struct.Vec, ptr %47, i32 0, i32 1
  %102 = extractvalue %struct.Vec %98, 1
  store float %102, ptr %101, align 4
  %103 = getelementptr inbounds nuw %struct.Vec, ptr %47, i32 0, i32 2
  %104 = extractvalue %struct.Vec %98, 2
  store float %104, ptr %103, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 4 %47, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %42, i64 12, i1 false)
  %105 = getelementptr inbounds nuw %struct.Vec, ptr %51, i32 0, i32 0
  %106 = load float, ptr %105, align 4
  %107 = getelementptr inbounds nuw %struct.Vec, ptr %51, i32 0, i32 1
  %108 = load float, ptr %107, align 4
  %109 = getelementptr inbounds nuw %struct.Vec, ptr %51, i32 0, i32 2
  %110 = load float, ptr %109, align 4
  %111 = getelementptr inbounds nuw %struct.Vec, ptr %52, i32 0, i32 0
  %112 = load float, ptr %111, align 4
  %113 = getelementptr inbounds nuw %struct.Vec, ptr %52, i32 0, i32 1
  %114 = load float, ptr %113, align 4
  %115 = getelementptr inbounds nuw %struct.Vec, ptr %52, i32 0, i32 2
  %116 = load float, ptr %115, align 4
  %117 = call contract noundef float @_Z4dot33VecS_(float %106, float %108, float %110, float %112, float %114, float %116) #6
  store float %117, ptr %50, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %54, ptr align 4 %47, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %55, ptr align 4 %47, i64 12, i1 false)
  %118 = getelementptr inbounds nuw %struct.Vec, ptr %54, i32 0, i32 0
  %119 = load float, ptr %118, align 4
  %120 = getelementptr inbounds nuw %struct.Vec, ptr %54, i32 0, i32 1
  %121 = load float, ptr %120, align 4
  %122 = getelementptr inbounds nuw %struct.Vec, ptr %54, i32 0, i32 2
  %123 = load float, ptr %122, align 4
  %124 = getelementptr inbounds nuw %struct.Vec, ptr %55, i32 0, i32 0
  %125 = load float, ptr %124, align 4
  %126 = getelementptr inbounds nuw %struct.Vec, ptr %55, i32 0, i32 1
  %127 = load float, ptr %126, align 4
  %128 = getelementptr inbounds nuw %struct.Vec, ptr %55, i32 0, i32 2
  %129 = load float, ptr %128, align 4
  %130 = call contract noundef float @_Z4dot33VecS_(float %119, float %121, float %123, float %125, float %127, float %129) #6
  %131 = load ptr, ptr %43, align 8
  %132 = load i32, ptr %46, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds %struct.Sphere, ptr %131, i64 %133
  %135 = getelementptr inbounds nuw %struct.Sphere, ptr %134, i32 0, i32 1
  %136 = load float, ptr %135, align 4
  %137 = load ptr, ptr %43, align 8
  %138 = load i32, ptr %46, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds %struct.Sphere, ptr %137, i64 %139
  %141 = getelementptr inbounds nuw %struct.Sphere, ptr %140, i32 0, i32 1
  %142 = load float, ptr %141, align 4
  %143 = fmul contract float %136, %142
  %144 = fsub contract float %130, %143
  store float %144, ptr %53, align 4
  %145 = load float, ptr %50, align 4
  %146 = load float, ptr %50, align 4
  %147 = fmul contract float %145, %146
  %148 = load float, ptr %53, align 4
  %149 = fsub contract float %147, %148
  store float %149, ptr %56, align 4
  %150 = load float, ptr %56, align 4
  %151 = fcmp contract ogt float %150, 0.000000e+00
  br i1 %151, label %152, label %177

152:                                              ; preds = %80
  %153 = load float, ptr %50, align 4
  %154 = fneg contract float %153
  %155 = load float, ptr %56, align 4
  %156 = addrspacecast ptr addrspace(5) %12 to ptr
  %157 = addrspacecast ptr addrspace(5) %13 to ptr
  store float %155, ptr %157, align 4
  %158 = load float, ptr %157, align 4
  %159 = call contract noundef float @llvm.sqrt.f32(float %158)
  %160 = fsub contract float %154, %159
  store float %160, ptr %57, align 4
  %161 = load float, ptr %57, align 4
  %162 = fcmp contract ogt float %161, 0x3F50624DE0000000
  br i1 %162, label %163, label %176

163:                                              ; preds = %152
  %164 = load float, ptr %57, align 4
  %165 = load ptr, ptr %45, align 8
  %166 = getelementptr inbounds nuw %struct.Hit, ptr %165, i32 0, i32 0
  %167 = load float, ptr %166, align 4
  %168 = fcmp contract olt float %164, %167
  br i1 %168, label %169, label %176

169:                                              ; preds = %163
  %170 = load float, ptr %57, align 4
  %171 = load ptr, ptr %45, align 8
  %172 = getelementptr inbounds nuw %struct.Hit, ptr %171, i32 0, i32 0
  store float %170, ptr %172, align 4
  %173 = load i32, ptr %46, align 4
  %174 = load ptr, ptr %45, align 8
  %175 = getelementptr inbounds nuw %struct.Hit, ptr %174, i32 0, i32 1
  store i32 %173, ptr %175, align 4
  br label %176

176:                                              ; preds = %169, %163, %152
  br label %177

177:                                              ; preds = %176, %80
  br label %178

178:                                              ; preds = %177
  %179 = load i32, ptr %46, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %46, align 4
  br label %76, !llvm.loop !6

181:                                              ; preds = %76
  %182 = load ptr, ptr %45, align 8
  %183 = getelementptr inbounds nuw %struct.Hit, ptr %182, i32 0, i32 1
  %184 = load i32, ptr %183, align 4
  %185 = icmp sge i32 %184, 0
  br i1 %185, label %186, label %277

186:                                              ; preds = %181
  %187 = getelementptr inbounds nuw %struct.Vec, ptr %58, i32 0, i32 0
  %188 = getelementptr inbounds nuw %struct.Vec, ptr %41, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 0
  %191 = load float, ptr %190, align 4
  %192 = load ptr, ptr %45, align 8
  %193 = getelementptr inbounds nuw %struct.Hit, ptr %192, i32 0, i32 0
  %194 = load float, ptr %193, align 4
  %195 = fmul contract float %191, %194
  %196 = fadd contract float %189, %195
  store float %196, ptr %187, align 4
  %197 = getelementptr inbounds nuw %struct.Vec, ptr %58, i32 0, i32 1
  %198 = getelementptr inbounds nuw %struct.Vec, ptr %41, i32 0, i32 1
  %199 = load float, ptr %198, align 4
  %200 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 1
  %201 = load float, ptr %200, align 4
  %202 = load ptr, ptr %45, align 8
  %203 = getelementptr inbounds nuw %struct.Hit, ptr %202, i32 0, i32 0
  %204 = load float, ptr %203, align 4
  %205 = fmul contract float %201, %204
  %206 = fadd contract float %199, %205
  store float %206, ptr %197, align 4
  %207 = getelementptr inbounds nuw %struct.Vec, ptr %58, i32 0, i32 2
  %208 = getelementptr inbounds nuw %struct.Vec, ptr %41, i32 0, i32 2
  %209 = load float, ptr %208, align 4
  %210 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 2
  %211 = load float, ptr %210, align 4
  %212 = load ptr, ptr %45, align 8
  %213 = getelementptr inbounds nuw %struct.Hit, ptr %212, i32 0, i32 0
  %214 = load float, ptr %213, align 4
  %215 = fmul contract float %211, %214
  %216 = fadd contract float %209, %215
  store float %216, ptr %207, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %60, ptr align 4 %58, i64 12, i1 false)
  %217 = load ptr, ptr %43, align 8
  %218 = load ptr, ptr %45, align 8
  %219 = getelementptr inbounds nuw %struct.Hit, ptr %218, i32 0, i32 1
  %220 = load i32, ptr %219, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds %struct.Sphere, ptr %217, i64 %221
  %223 = getelementptr inbounds nuw %struct.Sphere, ptr %222, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %61, ptr align 4 %223, i64 12, i1 false)
  %224 = getelementptr inbounds nuw %struct.Vec, ptr %60, i32 0, i32 0
  %225 = load float, ptr %224, align 4
  %226 = getelementptr inbounds nuw %struct.Vec, ptr %60, i32 0, i32 1
  %227 = load float, ptr %226, align 4
  %228 = getelementptr inbounds nuw %struct.Vec, ptr %60, i32 0, i32 2
  %229 = load float, ptr %228, align 4
  %230 = getelementptr inbounds nuw %struct.Vec, ptr %61, i32 0, i32 0
  %231 = load float, ptr %230, align 4
  %232 = getelementptr inbounds nuw %struct.Vec, ptr %61, i32 0, i32 1
  %233 = load float, ptr %232, align 4
  %234 = getelementptr inbounds nuw %struct.Vec, ptr %61, i32 0, i32 2
  %235 = load float, ptr %234, align 4
  %236 = call %struct.Vec @_Z3sub3VecS_(float %225, float %227, float %229, float %231, float %233, float %235) #6
  %237 = getelementptr inbounds nuw %struct.Vec, ptr %59, i32 0, i32 0
  %238 = extractvalue %struct.Vec %236, 0
  store float %238, ptr %237, align 4
  %239 = getelementptr inbounds nuw %struct.Vec, ptr %59, i32 0, i32 1
  %240 = extractvalue %struct.Vec %236, 1
  store float %240, ptr %239, align 4
  %241 = getelementptr inbounds nuw %struct.Vec, ptr %59, i32 0, i32 2
  %242 = extractvalue %struct.Vec %236, 2
  store float %242, ptr %241, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %63, ptr align 4 %59, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %64, ptr align 4 %59, i64 12, i1 false)
  %243 = getelementptr inbounds nuw %struct.Vec, ptr %63, i32 0, i32 0
  %244 = load float, ptr %243, align 4
  %245 = getelementptr inbounds nuw %struct.Vec, ptr %63, i32 0, i32 1
  %246 = load float, ptr %245, align 4
  %247 = getelementptr inbounds nuw %struct.Vec, ptr %63, i32 0, i32 2
  %248 = load float, ptr %247, align 4
  %249 = getelementptr inbounds nuw %struct.Vec, ptr %64, i32 0, i32 0
  %250 = load float, ptr %249, align 4
  %251 = getelementptr inbounds nuw %struct.Vec, ptr %64, i32 0, i32 1
  %252 = load float, ptr %251, align 4
  %253 = getelementptr inbounds nuw %struct.Vec, ptr %64, i32 0, i32 2
  %254 = load float, ptr %253, align 4
  %255 = call contract noundef float @_Z4dot33VecS_(float %244, float %246, float %248, float %250, float %252, float %254) #6
  %256 = addrspacecast ptr addrspace(5) %10 to ptr
  %257 = addrspacecast ptr addrspace(5) %11 to ptr
  store float %255, ptr %257, align 4
  %258 = load float, ptr %257, align 4
  %259 = call contract noundef float @llvm.amdgcn.rsq.f32(float %258)
  store float %259, ptr %62, align 4
  %260 = getelementptr inbounds nuw %struct.Vec, ptr %65, i32 0, i32 0
  %261 = getelementptr inbounds nuw %struct.Vec, ptr %59, i32 0, i32 0
  %262 = load float, ptr %261, align 4
  %263 = load float, ptr %62, align 4
  %264 = fmul contract float %262, %263
  store float %264, ptr %260, align 4
  %265 = getelementptr inbounds nuw %struct.Vec, ptr %65, i32 0, i32 1
  %266 = getelementptr inbounds nuw %struct.Vec, ptr %59, i32 0, i32 1
  %267 = load float, ptr %266, align 4
  %268 = load float, ptr %62, align 4
  %269 = fmul contract float %267, %268
  store float %269, ptr %265, align 4
  %270 = getelementptr inbounds nuw %struct.Vec, ptr %65, i32 0, i32 2
  %271 = getelementptr inbounds nuw %struct.Vec, ptr %59, i32 0, i32 2
  %272 = load float, ptr %271, align 4
  %273 = load float, ptr %62, align 4
  %274 = fmul contract float %272, %273
  store float %274, ptr %270, align 4
  %275 = load ptr, ptr %45, align 8
  %276 = getelementptr inbounds nuw %struct.Hit, ptr %275, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %276, ptr align 4 %65, i64 12, i1 false)
  br label %277

277:                                              ; preds = %186, %181
  %278 = load ptr, ptr %45, align 8
  %279 = getelementptr inbounds nuw %struct.Hit, ptr %278, i32 0, i32 1
  %280 = load i32, ptr %279, align 4
  %281 = icmp sge i32 %280, 0
  ret i1 %281
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden %struct.Vec @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef %0, ptr noundef %1, float %2, float %3, float %4) #0 {
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca %struct.Vec, align 4, addrspace(5)
  %10 = alloca %struct.Vec, align 4, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca %struct.Vec, align 4, addrspace(5)
  %15 = alloca %struct.Vec, align 4, addrspace(5)
  %16 = alloca %struct.Vec, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  %21 = addrspacecast ptr addrspace(5) %13 to ptr
  %22 = addrspacecast ptr addrspace(5) %14 to ptr
  %23 = addrspacecast ptr addrspace(5) %15 to ptr
  %24 = addrspacecast ptr addrspace(5) %16 to ptr
  %25 = getelementptr inbounds nuw %struct.Vec, ptr %18, i32 0, i32 0
  store float %2, ptr %25, align 4
  %26 = getelementptr inbounds nuw %struct.Vec, ptr %18, i32 0, i32 1
  store float %3, ptr %26, align 4
  %27 = getelementptr inbounds nuw %struct.Vec, ptr %18, i32 0, i32 2
  store float %4, ptr %27, align 4
  store ptr %0, ptr %19, align 8
  store ptr %1, ptr %20, align 8
  %28 = load ptr, ptr %20, align 8
  %29 = getelementptr inbounds nuw %struct.Hit, ptr %28, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %29, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %18, i64 12, i1 false)
  %30 = getelementptr inbounds nuw %struct.Vec, ptr %22, i32 0, i32 0
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds nuw %struct.Vec, ptr %22, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds nuw %struct.Vec, ptr %22, i32 0, i32 2
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds nuw %struct.Vec, ptr %23, i32 0, i32 0
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds nuw %struct.Vec, ptr %23, i32 0, i32 1
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds nuw %struct.Vec, ptr %23, i32 0, i32 2
  %41 = load float, ptr %40, align 4
  %42 = call contract noundef float @_Z4dot33VecS_(float %31, float %33, float %35, float %37, float %39, float %41) #6
  %43 = addrspacecast ptr addrspace(5) %6 to ptr
  %44 = addrspacecast ptr addrspace(5) %7 to ptr
  %45 = addrspacecast ptr addrspace(5) %8 to ptr
  store float 0.000000e+00, ptr %44, align 4
  store float %42, ptr %45, align 4
  %46 = load float, ptr %44, align 4
  %47 = load float, ptr %45, align 4
  %48 = fcmp contract ogt float %46, %47
  br i1 %48, label %49, label %51

49:                                               ; preds = %5
  %50 = load float, ptr %44, align 4
  br label %53

51:                                               ; preds = %5
  %52 = load float, ptr %45, align 4
  br label %53

53:                                               ; preds = %49, %51
  %54 = phi contract float [ %50, %49 ], [ %52, %51 ]
  store float %54, ptr %21, align 4
  %55 = load ptr, ptr %19, align 8
  %56 = load ptr, ptr %20, align 8
  %57 = getelementptr inbounds nuw %struct.Hit, ptr %56, i32 0, i32 1
  %58 = load i32, ptr %57, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds %struct.Sphere, ptr %55, i64 %59
  %61 = getelementptr inbounds nuw %struct.Sphere, ptr %60, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %61, i64 12, i1 false)
  %62 = getelementptr inbounds nuw %struct.Vec, ptr %17, i32 0, i32 0
  %63 = getelementptr inbounds nuw %struct.Vec, ptr %24, i32 0, i32 0
  %64 = load float, ptr %63, align 4
  %65 = load float, ptr %21, align 4
  %66 = fmul contract float %64, %65
  store float %66, ptr %62, align 4
  %67 = getelementptr inbounds nuw %struct.Vec, ptr %17, i32 0, i32 1
  %68 = getelementptr inbounds nuw %struct.Vec, ptr %24, i32 0, i32 1
  %69 = load float, ptr %68, align 4
  %70 = load float, ptr %21, align 4
  %71 = fmul contract float %69, %70
  store float %71, ptr %67, align 4
  %72 = getelementptr inbounds nuw %struct.Vec, ptr %17, i32 0, i32 2
  %73 = getelementptr inbounds nuw %struct.Vec, ptr %24, i32 0, i32 2
  %74 = load float, ptr %73, align 4
  %75 = load float, ptr %21, align 4
  %76 = fmul contract float %74, %75
  store float %76, ptr %72, align 4
  %77 = load %struct.Vec, ptr %17, align 4
  ret %struct.Vec %77
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden void @_Z11write_pixelPfi3Vec(ptr noundef %0, i32 noundef %1, float %2, float %3, float %4) #0 {
  %6 = alloca %struct.Vec, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %6 to ptr
  %10 = addrspacecast ptr addrspace(5) %7 to ptr
  %11 = addrspacecast ptr addrspace(5) %8 to ptr
  %12 = getelementptr inbounds nuw %struct.Vec, ptr %9, i32 0, i32 0
  store float %2, ptr %12, align 4
  %13 = getelementptr inbounds nuw %struct.Vec, ptr %9, i32 0, i32 1
  store float %3, ptr %13, align 4
  %14 = getelementptr inbounds nuw %struct.Vec, ptr %9, i32 0, i32 2
  store float %4, ptr %14, align 4
  store ptr %0, ptr %10, align 8
  store i32 %1, ptr %11, align 4
  %15 = getelementptr inbounds nuw %struct.Vec, ptr %9, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = load ptr, ptr %10, align 8
  %18 = load i32, ptr %11, align 4
  %19 = mul nsw i32 3, %18
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %17, i64 %20
  store float %16, ptr %21, align 4
  %22 = getelementptr inbounds nuw %struct.Vec, ptr %9, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = load ptr, ptr %10, align 8
  %25 = load i32, ptr %11, align 4
  %26 = mul nsw i32 3, %25
  %27 = add nsw i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %24, i64 %28
  store float %23, ptr %29, align 4
  %30 = getelementptr inbounds nuw %struct.Vec, ptr %9, i32 0, i32 2
  %31 = load float, ptr %30, align 4
  %32 = load ptr, ptr %10, align 8
  %33 = load i32, ptr %11, align 4
  %34 = mul nsw i32 3, %33
  %35 = add nsw i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %32, i64 %36
  store float %31, ptr %37, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z12render_constPfiii3Vec(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr addrspace(4) noundef byref(%struct.Vec) align 4 %4) #2 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca %struct.Vec, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca %struct.Hit, align 4, addrspace(5)
  %15 = alloca %struct.Vec, align 4, addrspace(5)
  %16 = alloca %struct.Vec, align 4, addrspace(5)
  %17 = alloca %struct.Vec, align 4, addrspace(5)
  %18 = alloca %struct.Vec, align 4, addrspace(5)
  %19 = alloca %struct.Vec, align 4, addrspace(5)
  %20 = alloca %struct.Vec, align 4, addrspace(5)
  %21 = alloca %struct.Vec, align 4, addrspace(5)
  %22 = alloca %struct.Vec, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %7 to ptr
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  %27 = addrspacecast ptr addrspace(5) %10 to ptr
  %28 = addrspacecast ptr addrspace(5) %11 to ptr
  %29 = addrspacecast ptr addrspace(5) %12 to ptr
  %30 = addrspacecast ptr addrspace(5) %13 to ptr
  %31 = addrspacecast ptr addrspace(5) %14 to ptr
  %32 = addrspacecast ptr addrspace(5) %15 to ptr
  %33 = addrspacecast ptr addrspace(5) %16 to ptr
  %34 = addrspacecast ptr addrspace(5) %17 to ptr
  %35 = addrspacecast ptr addrspace(5) %18 to ptr
  %36 = addrspacecast ptr addrspace(5) %19 to ptr
  %37 = addrspacecast ptr addrspace(5) %20 to ptr
  %38 = addrspacecast ptr addrspace(5) %21 to ptr
  %39 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  %40 = load ptr, ptr %23, align 8
  call void @llvm.memcpy.p0.p4.i64(ptr align 4 %24, ptr addrspace(4) align 4 %4, i64 12, i1 false)
  store ptr %40, ptr %25, align 8
  store i32 %1, ptr %26, align 4
  store i32 %2, ptr %27, align 4
  store i32 %3, ptr %28, align 4
  %41 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %42 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %43 = mul i32 %41, %42
  %44 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %45 = add i32 %43, %44
  store i32 %45, ptr %29, align 4
  %46 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %47 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %48 = mul i32 %46, %47
  %49 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %50 = add i32 %48, %49
  store i32 %50, ptr %30, align 4
  %51 = load i32, ptr %29, align 4
  %52 = load i32, ptr %26, align 4
  %53 = icmp sge i32 %51, %52
  br i1 %53, label %58, label %54

54:                                               ; preds = %5
  %55 = load i32, ptr %30, align 4
  %56 = load i32, ptr %27, align 4
  %57 = icmp sge i32 %55, %56
  br i1 %57, label %58, label %59

58:                                               ; preds = %54, %5
  br label %122

59:                                               ; preds = %54
  call void @llvm.memset.p0.i64(ptr align 4 %32, i8 0, i64 12, i1 false)
  %60 = getelementptr inbounds nuw %struct.Vec, ptr %33, i32 0, i32 0
  %61 = load i32, ptr %29, align 4
  %62 = sitofp i32 %61 to float
  %63 = load i32, ptr %26, align 4
  %64 = sitofp i32 %63 to float
  %65 = fmul contract float %64, 5.000000e-01
  %66 = fsub contract float %62, %65
  %67 = load i32, ptr %26, align 4
  %68 = sitofp i32 %67 to float
  %69 = fdiv contract float %66, %68
  store float %69, ptr %60, align 4
  %70 = getelementptr inbounds nuw %struct.Vec, ptr %33, i32 0, i32 1
  %71 = load i32, ptr %30, align 4
  %72 = sitofp i32 %71 to float
  %73 = load i32, ptr %27, align 4
  %74 = sitofp i32 %73 to float
  %75 = fmul contract float %74, 5.000000e-01
  %76 = fsub contract float %72, %75
  %77 = load i32, ptr %27, align 4
  %78 = sitofp i32 %77 to float
  %79 = fdiv contract float %76, %78
  store float %79, ptr %70, align 4
  %80 = getelementptr inbounds nuw %struct.Vec, ptr %33, i32 0, i32 2
  store float 1.000000e+00, ptr %80, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %34, i8 0, i64 12, i1 false)
  %81 = load i32, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %32, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 4 %33, i64 12, i1 false)
  %82 = getelementptr inbounds nuw %struct.Vec, ptr %35, i32 0, i32 0
  %83 = load float, ptr %82, align 4
  %84 = getelementptr inbounds nuw %struct.Vec, ptr %35, i32 0, i32 1
  %85 = load float, ptr %84, align 4
  %86 = getelementptr inbounds nuw %struct.Vec, ptr %35, i32 0, i32 2
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds nuw %struct.Vec, ptr %36, i32 0, i32 0
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds nuw %struct.Vec, ptr %36, i32 0, i32 1
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds nuw %struct.Vec, ptr %36, i32 0, i32 2
  %93 = load float, ptr %92, align 4
  %94 = call noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), i32 noundef %81, float %83, float %85, float %87, float %89, float %91, float %93, ptr noundef %31) #6
  br i1 %94, label %95, label %109

95:                                               ; preds = %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %24, i64 12, i1 false)
  %96 = getelementptr inbounds nuw %struct.Vec, ptr %38, i32 0, i32 0
  %97 = load float, ptr %96, align 4
  %98 = getelementptr inbounds nuw %struct.Vec, ptr %38, i32 0, i32 1
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds nuw %struct.Vec, ptr %38, i32 0, i32 2
  %101 = load float, ptr %100, align 4
  %102 = call %struct.Vec @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef addrspacecast (ptr addrspace(4) @c_spheres to ptr), ptr noundef %31, float %97, float %99, float %101) #6
  %103 = getelementptr inbounds nuw %struct.Vec, ptr %37, i32 0, i32 0
  %104 = extractvalue %struct.Vec %102, 0
  store float %104, ptr %103, align 4
  %105 = getelementptr inbounds nuw %struct.Vec, ptr %37, i32 0, i32 1
  %106 = extractvalue %struct.Vec %102, 1
  store float %106, ptr %105, align 4
  %107 = getelementptr inbounds nuw %struct.Vec, ptr %37, i32 0, i32 2
  %108 = extractvalue %struct.Vec %102, 2
  store float %108, ptr %107, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %34, ptr align 4 %37, i64 12, i1 false)
  br label %109

109:                                              ; preds = %95, %59
  %110 = load ptr, ptr %25, align 8
  %111 = load i32, ptr %30, align 4
  %112 = load i32, ptr %26, align 4
  %113 = mul nsw i32 %111, %112
  %114 = load i32, ptr %29, align 4
  %115 = add nsw i32 %113, %114
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 4 %34, i64 12, i1 false)
  %116 = getelementptr inbounds nuw %struct.Vec, ptr %39, i32 0, i32 0
  %117 = load float, ptr %116, align 4
  %118 = getelementptr inbounds nuw %struct.Vec, ptr %39, i32 0, i32 1
  %119 = load float, ptr %118, align 4
  %120 = getelementptr inbounds nuw %struct.Vec, ptr %39, i32 0, i32 2
  %121 = load float, ptr %120, align 4
  call void @_Z11write_pixelPfi3Vec(ptr noundef %110, i32 noundef %115, float %117, float %119, float %121) #6
  br label %122

122:                                              ; preds = %109, %58
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #6
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bdim, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #6
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_tid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 0) #6
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 1) #6
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_bdim, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 1) #6
  ret i32 %9
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca %struct.__rhip_tid, align 1, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = call noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %7, i32 noundef 1) #6
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13render_globalPK6SpherePfiii3Vec(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr addrspace(4) noundef byref(%struct.Vec) align 4 %5) #2 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca %struct.Vec, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca [2 x %struct.Hit], align 16, addrspace(5)
  %18 = alloca %struct.Vec, align 4, addrspace(5)
  %19 = alloca %struct.Vec, align 4, addrspace(5)
  %20 = alloca %struct.Vec, align 4, addrspace(5)
  %21 = alloca %struct.Vec, align 4, addrspace(5)
  %22 = alloca %struct.Vec, align 4, addrspace(5)
  %23 = alloca %struct.Vec, align 4, addrspace(5)
  %24 = alloca %struct.Vec, align 4, addrspace(5)
  %25 = alloca %struct.Vec, align 4, addrspace(5)
  %26 = alloca %struct.Vec, align 4, addrspace(5)
  %27 = alloca %struct.Vec, align 4, addrspace(5)
  %28 = alloca %struct.Vec, align 4, addrspace(5)
  %29 = alloca %struct.Vec, align 4, addrspace(5)
  %30 = addrspacecast ptr addrspace(5) %7 to ptr
  %31 = addrspacecast ptr addrspace(5) %8 to ptr
  %32 = addrspacecast ptr addrspace(5) %9 to ptr
  %33 = addrspacecast ptr addrspace(5) %10 to ptr
  %34 = addrspacecast ptr addrspace(5) %11 to ptr
  %35 = addrspacecast ptr addrspace(5) %12 to ptr
  %36 = addrspacecast ptr addrspace(5) %13 to ptr
  %37 = addrspacecast ptr addrspace(5) %14 to ptr
  %38 = addrspacecast ptr addrspace(5) %15 to ptr
  %39 = addrspacecast ptr addrspace(5) %16 to ptr
  %40 = addrspacecast ptr addrspace(5) %17 to ptr
  %41 = addrspacecast ptr addrspace(5) %18 to ptr
  %42 = addrspacecast ptr addrspace(5) %19 to ptr
  %43 = addrspacecast ptr addrspace(5) %20 to ptr
  %44 = addrspacecast ptr addrspace(5) %21 to ptr
  %45 = addrspacecast ptr addrspace(5) %22 to ptr
  %46 = addrspacecast ptr addrspace(5) %23 to ptr
  %47 = addrspacecast ptr addrspace(5) %24 to ptr
  %48 = addrspacecast ptr addrspace(5) %25 to ptr
  %49 = addrspacecast ptr addrspace(5) %26 to ptr
  %50 = addrspacecast ptr addrspace(5) %27 to ptr
  %51 = addrspacecast ptr addrspace(5) %28 to ptr
  %52 = addrspacecast ptr addrspace(5) %29 to ptr
  store ptr addrspace(1) %0, ptr %30, align 8
  %53 = load ptr, ptr %30, align 8
  store ptr addrspace(1) %1, ptr %31, align 8
  %54 = load ptr, ptr %31, align 8
  call void @llvm.memcpy.p0.p4.i64(ptr align 4 %32, ptr addrspace(4) align 4 %5, i64 12, i1 false)
  store ptr %53, ptr %33, align 8
  store ptr %54, ptr %34, align 8
  store i32 %2, ptr %35, align 4
  store i32 %3, ptr %36, align 4
  store i32 %4, ptr %37, align 4
  %55 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %56 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %57 = mul i32 %55, %56
  %58 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gxEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %59 = add i32 %57, %58
  store i32 %59, ptr %38, align 4
  %60 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_bidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %61 = call noundef i32 @_ZNK12__rhip_coordI11__rhip_bdimE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %62 = mul i32 %60, %61
  %63 = call noundef i32 @_ZNK12__rhip_coordI10__rhip_tidE2gyEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %64 = add i32 %62, %63
  store i32 %64, ptr %39, align 4
  %65 = load i32, ptr %38, align 4
  %66 = load i32, ptr %35, align 4
  %67 = icmp sge i32 %65, %66
  br i1 %67, label %72, label %68

68:                                               ; preds = %6
  %69 = load i32, ptr %39, align 4
  %70 = load i32, ptr %36, align 4
  %71 = icmp sge i32 %69, %70
  br i1 %71, label %72, label %73

72:                                               ; preds = %68, %6
  br label %191

73:                                               ; preds = %68
  call void @llvm.memset.p0.i64(ptr align 4 %41, i8 0, i64 12, i1 false)
  %74 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 0
  %75 = load i32, ptr %38, align 4
  %76 = sitofp i32 %75 to float
  %77 = load i32, ptr %35, align 4
  %78 = sitofp i32 %77 to float
  %79 = fmul contract float %78, 5.000000e-01
  %80 = fsub contract float %76, %79
  %81 = load i32, ptr %35, align 4
  %82 = sitofp i32 %81 to float
  %83 = fdiv contract float %80, %82
  store float %83, ptr %74, align 4
  %84 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 1
  %85 = load i32, ptr %39, align 4
  %86 = sitofp i32 %85 to float
  %87 = load i32, ptr %36, align 4
  %88 = sitofp i32 %87 to float
  %89 = fmul contract float %88, 5.000000e-01
  %90 = fsub contract float %86, %89
  %91 = load i32, ptr %36, align 4
  %92 = sitofp i32 %91 to float
  %93 = fdiv contract float %90, %92
  store float %93, ptr %84, align 4
  %94 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 2
  store float 1.000000e+00, ptr %94, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %43, i8 0, i64 12, i1 false)
  %95 = load ptr, ptr %33, align 8
  %96 = load i32, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %41, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 %42, i64 12, i1 false)
  %97 = getelementptr inbounds [2 x %struct.Hit], ptr %40, i64 0, i64 0
  %98 = getelementptr inbounds nuw %struct.Vec, ptr %44, i32 0, i32 0
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds nuw %struct.Vec, ptr %44, i32 0, i32 1
  %101 = load float, ptr %100, align 4
  %102 = getelementptr inbounds nuw %struct.Vec, ptr %44, i32 0, i32 2
  %103 = load float, ptr %102, align 4
  %104 = getelementptr inbounds nuw %struct.Vec, ptr %45, i32 0, i32 0
  %105 = load float, ptr %104, align 4
  %106 = getelementptr inbounds nuw %struct.Vec, ptr %45, i32 0, i32 1
  %107 = load float, ptr %106, align 4
  %108 = getelementptr inbounds nuw %struct.Vec, ptr %45, i32 0, i32 2
  %109 = load float, ptr %108, align 4
  %110 = call noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %95, i32 noundef %96, float %99, float %101, float %103, float %105, float %107, float %109, ptr noundef %97) #6
  br i1 %110, label %111, label %178

111:                                              ; preds = %73
  %112 = load ptr, ptr %33, align 8
  %113 = getelementptr inbounds [2 x %struct.Hit], ptr %40, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %47, ptr align 4 %32, i64 12, i1 false)
  %114 = getelementptr inbounds nuw %struct.Vec, ptr %47, i32 0, i32 0
  %115 = load float, ptr %114, align 4
  %116 = getelementptr inbounds nuw %struct.Vec, ptr %47, i32 0, i32 1
  %117 = load float, ptr %116, align 4
  %118 = getelementptr inbounds nuw %struct.Vec, ptr %47, i32 0, i32 2
  %119 = load float, ptr %118, align 4
  %120 = call %struct.Vec @_Z5shadePK6SpherePK3Hit3Vec(ptr noundef %112, ptr noundef %113, float %115, float %117, float %119) #6
  %121 = getelementptr inbounds nuw %struct.Vec, ptr %46, i32 0, i32 0
  %122 = extractvalue %struct.Vec %120, 0
  store float %122, ptr %121, align 4
  %123 = getelementptr inbounds nuw %struct.Vec, ptr %46, i32 0, i32 1
  %124 = extractvalue %struct.Vec %120, 1
  store float %124, ptr %123, align 4
  %125 = getelementptr inbounds nuw %struct.Vec, ptr %46, i32 0, i32 2
  %126 = extractvalue %struct.Vec %120, 2
  store float %126, ptr %125, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 4 %46, i64 12, i1 false)
  %127 = getelementptr inbounds nuw %struct.Vec, ptr %48, i32 0, i32 0
  %128 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 0
  %129 = load float, ptr %128, align 4
  %130 = getelementptr inbounds [2 x %struct.Hit], ptr %40, i64 0, i64 0
  %131 = getelementptr inbounds nuw %struct.Hit, ptr %130, i32 0, i32 0
  %132 = load float, ptr %131, align 16
  %133 = fmul contract float %129, %132
  store float %133, ptr %127, align 4
  %134 = getelementptr inbounds nuw %struct.Vec, ptr %48, i32 0, i32 1
  %135 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 1
  %136 = load float, ptr %135, align 4
  %137 = getelementptr inbounds [2 x %struct.Hit], ptr %40, i64 0, i64 0
  %138 = getelementptr inbounds nuw %struct.Hit, ptr %137, i32 0, i32 0
  %139 = load float, ptr %138, align 16
  %140 = fmul contract float %136, %139
  store float %140, ptr %134, align 4
  %141 = getelementptr inbounds nuw %struct.Vec, ptr %48, i32 0, i32 2
  %142 = getelementptr inbounds nuw %struct.Vec, ptr %42, i32 0, i32 2
  %143 = load float, ptr %142, align 4
  %144 = getelementptr inbounds [2 x %struct.Hit], ptr %40, i64 0, i64 0
  %145 = getelementptr inbounds nuw %struct.Hit, ptr %144, i32 0, i32 0
  %146 = load float, ptr %145, align 16
  %147 = fmul contract float %143, %146
  store float %147, ptr %141, align 4
  %148 = load ptr, ptr %33, align 8
  %149 = load i32, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %48, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %32, i64 12, i1 false)
  %150 = getelementptr inbounds [2 x %struct.Hit], ptr %40, i64 0, i64 1
  %151 = getelementptr inbounds nuw %struct.Vec, ptr %49, i32 0, i32 0
  %152 = load float, ptr %151, align 4
  %153 = getelementptr inbounds nuw %struct.Vec, ptr %49, i32 0, i32 1
  %154 = load float, ptr %153, align 4
  %155 = getelementptr inbounds nuw %struct.Vec, ptr %49, i32 0, i32 2
  %156 = load float, ptr %155, align 4
  %157 = getelementptr inbounds nuw %struct.Vec, ptr %50, i32 0, i32 0
  %158 = load float, ptr %157, align 4
  %159 = getelementptr inbounds nuw %struct.Vec, ptr %50, i32 0, i32 1
  %160 = load float, ptr %159, align 4
  %161 = getelementptr inbounds nuw %struct.Vec, ptr %50, i32 0, i32 2
  %162 = load float, ptr %161, align 4
  %163 = call noundef zeroext i1 @_Z9intersectPK6Spherei3VecS2_P3Hit(ptr noundef %148, i32 noundef %149, float %152, float %154, float %156, float %158, float %160, float %162, ptr noundef %150) #6
  br i1 %163, label %164, label %177

164:                                              ; preds = %111
  %165 = getelementptr inbounds nuw %struct.Vec, ptr %51, i32 0, i32 0
  %166 = getelementptr inbounds nuw %struct.Vec, ptr %43, i32 0, i32 0
  %167 = load float, ptr %166, align 4
  %168 = fmul contract float %167, 5.000000e-01
  store float %168, ptr %165, align 4
  %169 = getelementptr inbounds nuw %struct.Vec, ptr %51, i32 0, i32 1
  %170 = getelementptr inbounds nuw %struct.Vec, ptr %43, i32 0, i32 1
  %171 = load float, ptr %170, align 4
  %172 = fmul contract float %171, 5.000000e-01
  store float %172, ptr %169, align 4
  %173 = getelementptr inbounds nuw %struct.Vec, ptr %51, i32 0, i32 2
  %174 = getelementptr inbounds nuw %struct.Vec, ptr %43, i32 0, i32 2
  %175 = load float, ptr %174, align 4
  %176 = fmul contract float %175, 5.000000e-01
  store float %176, ptr %173, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 4 %51, i64 12, i1 false)
  br label %177

177:                                              ; preds = %164, %111
  br label %178

178:                                              ; preds = %177, %73
  %179 = load ptr, ptr %34, align 8
  %180 = load i32, ptr %39, align 4
  %181 = load i32, ptr %35, align 4
  %182 = mul nsw i32 %180, %181
  %183 = load i32, ptr %38, align 4
  %184 = add nsw i32 %182, %183
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %43, i64 12, i1 false)
  %185 = getelementptr inbounds nuw %struct.Vec, ptr %52, i32 0, i32 0
  %186 = load float, ptr %185, align 4
  %187 = getelementptr inbounds nuw %struct.Vec, ptr %52, i32 0, i32 1
  %188 = load float, ptr %187, align 4
  %189 = getelementptr inbounds nuw %struct.Vec, ptr %52, i32 0, i32 2
  %190 = load float, ptr %189, align 4
  call void @_Z11write_pixelPfi3Vec(ptr noundef %179, i32 noundef %184, float %186, float %188, float %190) #6
  br label %191

191:                                              ; preds = %178, %72
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK10__rhip_bidclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = call i32 @llvm.amdgcn.workgroup.id.x()
  br label %23

14:                                               ; preds = %2
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = call i32 @llvm.amdgcn.workgroup.id.y()
  br label %21

19:                                               ; preds = %14
  %20 = call i32 @llvm.amdgcn.workgroup.id.z()
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK11__rhip_bdimclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %11 = load ptr, ptr %8, align 8
  %12 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %13 = addrspacecast ptr addrspace(4) %12 to ptr
  store ptr %13, ptr %10, align 8
  %14 = load ptr, ptr %10, align 8
  %15 = load i32, ptr %9, align 4
  %16 = add nsw i32 2, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i16, ptr %14, i64 %17
  %19 = load i16, ptr %18, align 2
  %20 = zext i16 %19 to i32
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK10__rhip_tidclEi(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %23

14:                                               ; preds = %2
  %15 = load i32, ptr %8, align 4
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = call i32 @llvm.amdgcn.workitem.id.y()
  br label %21

19:                                               ; preds = %14
  %20 = call i32 @llvm.amdgcn.workitem.id.z()
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  ret i32 %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #5

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}

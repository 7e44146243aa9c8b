; ModuleID = 'far_goto.cu'
source_filename = "far_goto.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8far_gotoPfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds float, ptr %6, i64 0
  %8 = load float, ptr %7, align 4
  store float %8, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp eq i32 %9, 1
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  br label %1342

12:                                               ; preds = %2
  %13 = load float, ptr %5, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds float, ptr %14, i64 0
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %13, %16
  %18 = fadd contract float %17, 0.000000e+00
  store float %18, ptr %5, align 4
  %19 = load float, ptr %5, align 4
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds float, ptr %20, i64 1
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %19, %22
  %24 = fadd contract float %23, 0.000000e+00
  store float %24, ptr %5, align 4
  %25 = load float, ptr %5, align 4
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds float, ptr %26, i64 2
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %25, %28
  %30 = fadd contract float %29, 0.000000e+00
  store float %30, ptr %5, align 4
  %31 = load float, ptr %5, align 4
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds float, ptr %32, i64 3
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %35, 0.000000e+00
  store float %36, ptr %5, align 4
  %37 = load float, ptr %5, align 4
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds float, ptr %38, i64 4
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %37, %40
  %42 = fadd contract float %41, 0.000000e+00
  %43 = fadd contract float %42, 4.000000e+00
  store float %43, ptr %5, align 4
  %44 = load float, ptr %5, align 4
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds float, ptr %45, i64 5
  %47 = load float, ptr %46, align 4
  %48 = fmul contract float %44, %47
  %49 = fadd contract float %48, 0.000000e+00
  %50 = fadd contract float %49, 4.000000e+00
  store float %50, ptr %5, align 4
  %51 = load float, ptr %5, align 4
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds float, ptr %52, i64 6
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %51, %54
  %56 = fadd contract float %55, 0.000000e+00
  %57 = fadd contract float %56, 4.000000e+00
  store float %57, ptr %5, align 4
  %58 = load float, ptr %5, align 4
  %59 = load ptr, ptr %3, align 8
  %60 = getelementptr inbounds float, ptr %59, i64 7
  %61 = load float, ptr %60, align 4
  %62 = fmul contract float %58, %61
  %63 = fadd contract float %62, 0.000000e+00
  %64 = fadd contract float %63, 4.000000e+00
  store float %64, ptr %5, align 4
  %65 = load float, ptr %5, align 4
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds float, ptr %66, i64 8
  %68 = load float, ptr %67, align 4
  %69 = fmul contract float %65, %68
  %70 = fadd contract float %69, 0.000000e+00
  %71 = fadd contract float %70, 8.000000e+00
  store float %71, ptr %5, align 4
  %72 = load float, ptr %5, align 4
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds float, ptr %73, i64 9
  %75 = load float, ptr %74, align 4
  %76 = fmul contract float %72, %75
  %77 = fadd contract float %76, 0.000000e+00
  %78 = fadd contract float %77, 8.000000e+00
  store float %78, ptr %5, align 4
  %79 = load float, ptr %5, align 4
  %80 = load ptr, ptr %3, align 8
  %81 = getelementptr inbounds float, ptr %80, i64 10
  %82 = load float, ptr %81, align 4
  %83 = fmul contract float %79, %82
  %84 = fadd contract float %83, 0.000000e+00
  %85 = fadd contract float %84, 8.000000e+00
  store float %85, ptr %5, align 4
  %86 = load float, ptr %5, align 4
  %87 = load ptr, ptr %3, align 8
  %88 = getelementptr inbounds float, ptr %87, i64 11
  %89 = load float, ptr %88, align 4
  %90 = fmul contract float %86, %89
  %91 = fadd contract float %90, 0.000000e+00
  %92 = fadd contract float %91, 8.000000e+00
  store float %92, ptr %5, align 4
  %93 = load float, ptr %5, align 4
  %94 = load ptr, ptr %3, align 8
  %95 = getelementptr inbounds float, ptr %94, i64 12
  %96 = load float, ptr %95, align 4
  %97 = fmul contract float %93, %96
  %98 = fadd contract float %97, 0.000000e+00
  %99 = fadd contract float %98, 1.200000e+01
  store float %99, ptr %5, align 4
  %100 = load float, ptr %5, align 4
  %101 = load ptr, ptr %3, align 8
  %102 = getelementptr inbounds float, ptr %101, i64 13
  %103 = load float, ptr %102, align 4
  %104 = fmul contract float %100, %103
  %105 = fadd contract float %104, 0.000000e+00
  %106 = fadd contract float %105, 1.200000e+01
  store float %106, ptr %5, align 4
  %107 = load float, ptr %5, align 4
  %108 = load ptr, ptr %3, align 8
  %109 = getelementptr inbounds float, ptr %108, i64 14
  %110 = load float, ptr %109, align 4
  %111 = fmul contract float %107, %110
  %112 = fadd contract float %111, 0.000000e+00
  %113 = fadd contract float %112, 1.200000e+01
  store float %113, ptr %5, align 4
  %114 = load float, ptr %5, align 4
  %115 = load ptr, ptr %3, align 8
  %116 = getelementptr inbounds float, ptr %115, i64 15
  %117 = load float, ptr %116, align 4
  %118 = fmul contract float %114, %117
  %119 = fadd contract float %118, 0.000000e+00
  %120 = fadd contract float %119, 1.200000e+01
  store float %120, ptr %5, align 4
  %121 = load float, ptr %5, align 4
  %122 = load ptr, ptr %3, align 8
  %123 = getelementptr inbounds float, ptr %122, i64 16
  %124 = load float, ptr %123, align 4
  %125 = fmul contract float %121, %124
  %126 = fadd contract float %125, 0.000000e+00
  %127 = fadd contract float %126, 1.600000e+01
  store float %127, ptr %5, align 4
  %128 = load float, ptr %5, align 4
  %129 = load ptr, ptr %3, align 8
  %130 = getelementptr inbounds float, ptr %129, i64 17
  %131 = load float, ptr %130, align 4
  %132 = fmul contract float %128, %131
  %133 = fadd contract float %132, 0.000000e+00
  %134 = fadd contract float %133, 1.600000e+01
  store float %134, ptr %5, align 4
  %135 = load float, ptr %5, align 4
  %136 = load ptr, ptr %3, align 8
  %137 = getelementptr inbounds float, ptr %136, i64 18
  %138 = load float, ptr %137, align 4
  %139 = fmul contract float %135, %138
  %140 = fadd contract float %139, 0.000000e+00
  %141 = fadd contract float %140, 1.600000e+01
  store float %141, ptr %5, align 4
  %142 = load float, ptr %5, align 4
  %143 = load ptr, ptr %3, align 8
  %144 = getelementptr inbounds float, ptr %143, i64 19
  %145 = load float, ptr %144, align 4
  %146 = fmul contract float %142, %145
  %147 = fadd contract float %146, 0.000000e+00
  %148 = fadd contract float %147, 1.600000e+01
  store float %148, ptr %5, align 4
  %149 = load float, ptr %5, align 4
  %150 = load ptr, ptr %3, align 8
  %151 = getelementptr inbounds float, ptr %150, i64 20
  %152 = load float, ptr %151, align 4
  %153 = fmul contract float %149, %152
  %154 = fadd contract float %153, 0.000000e+00
  %155 = fadd contract float %154, 2.000000e+01
  store float %155, ptr %5, align 4
  %156 = load float, ptr %5, align 4
  %157 = load ptr, ptr %3, align 8
  %158 = getelementptr inbounds float, ptr %157, i64 21
  %159 = load float, ptr %158, align 4
  %160 = fmul contract float %156, %159
  %161 = fadd contract float %160, 0.000000e+00
  %162 = fadd contract float %161, 2.000000e+01
  store float %162, ptr %5, align 4
  %163 = load float, ptr %5, align 4
  %164 = load ptr, ptr %3, align 8
  %165 = getelementptr inbounds float, ptr %164, i64 22
  %166 = load float, ptr %165, align 4
  %167 = fmul contract float %163, %166
  %168 = fadd contract float %167, 0.000000e+00
  %169 = fadd contract float %168, 2.000000e+01
  store float %169, ptr %5, align 4
  %170 = load float, ptr %5, align 4
  %171 = load ptr, ptr %3, align 8
  %172 = getelementptr inbounds float, ptr %171, i64 23
  %173 = load float, ptr %172, align 4
  %174 = fmul contract float %170, %173
  %175 = fadd contract float %174, 0.000000e+00
  %176 = fadd contract float %175, 2.000000e+01
  store float %176, ptr %5, align 4
  %177 = load float, ptr %5, align 4
  %178 = load ptr, ptr %3, align 8
  %179 = getelementptr inbounds float, ptr %178, i64 24
  %180 = load float, ptr %179, align 4
  %181 = fmul contract float %177, %180
  %182 = fadd contract float %181, 0.000000e+00
  %183 = fadd contract float %182, 2.400000e+01
  store float %183, ptr %5, align 4
  %184 = load float, ptr %5, align 4
  %185 = load ptr, ptr %3, align 8
  %186 = getelementptr inbounds float, ptr %185, i64 25
  %187 = load float, ptr %186, align 4
  %188 = fmul contract float %184, %187
  %189 = fadd contract float %188, 0.000000e+00
  %190 = fadd contract float %189, 2.400000e+01
  store float %190, ptr %5, align 4
  %191 = load float, ptr %5, align 4
  %192 = load ptr, ptr %3, align 8
  %193 = getelementptr inbounds float, ptr %192, i64 26
  %194 = load float, ptr %193, align 4
  %195 = fmul contract float %191, %194
  %196 = fadd contract float %195, 0.000000e+00
  %197 = fadd contract float %196, 2.400000e+01
  store float %197, ptr %5, align 4
  %198 = load float, ptr %5, align 4
  %199 = load ptr, ptr %3, align 8
  %200 = getelementptr inbounds float, ptr %199, i64 27
  %201 = load float, ptr %200, align 4
  %202 = fmul contract float %198, %201
  %203 = fadd contract float %202, 0.000000e+00
  %204 = fadd contract float %203, 2.400000e+01
  store float %204, ptr %5, align 4
  %205 = load float, ptr %5, align 4
  %206 = load ptr, ptr %3, align 8
  %207 = getelementptr inbounds float, ptr %206, i64 28
  %208 = load float, ptr %207, align 4
  %209 = fmul contract float %205, %208
  %210 = fadd contract float %209, 0.000000e+00
  %211 = fadd contract float %210, 2.800000e+01
  store float %211, ptr %5, align 4
  %212 = load float, ptr %5, align 4
  %213 = load ptr, ptr %3, align 8
  %214 = getelementptr inbounds float, ptr %213, i64 29
  %215 = load float, ptr %214, align 4
  %216 = fmul contract float %212, %215
  %217 = fadd contract float %216, 0.000000e+00
  %218 = fadd contract float %217, 2.800000e+01
  store float %218, ptr %5, align 4
  %219 = load float, ptr %5, align 4
  %220 = load ptr, ptr %3, align 8
  %221 = getelementptr inbounds float, ptr %220, i64 30
  %222 = load float, ptr %221, align 4
  %223 = fmul contract float %219, %222
  %224 = fadd contract float %223, 0.000000e+00
  %225 = fadd contract float %224, 2.800000e+01
  store float %225, ptr %5, align 4
  %226 = load float, ptr %5, align 4
  %227 = load ptr, ptr %3, align 8
  %228 = getelementptr inbounds float, ptr %227, i64 31
  %229 = load float, ptr %228, align 4
  %230 = fmul contract float %226, %229
  %231 = fadd contract float %230, 0.000000e+00
  %232 = fadd contract float %231, 2.800000e+01
  store float %232, ptr %5, align 4
  %233 = load float, ptr %5, align 4
  %234 = load ptr, ptr %3, align 8
  %235 = getelementptr inbounds float, ptr %234, i64 1
  %236 = load float, ptr %235, align 4
  %237 = fmul contract float %233, %236
  %238 = fadd contract float %237, 1.000000e+00
  store float %238, ptr %5, align 4
  %239 = load float, ptr %5, align 4
  %240 = load ptr, ptr %3, align 8
  %241 = getelementptr inbounds float, ptr %240, i64 2
  %242 = load float, ptr %241, align 4
  %243 = fmul contract float %239, %242
  %244 = fadd contract float %243, 1.000000e+00
  store float %244, ptr %5, align 4
  %245 = load float, ptr %5, align 4
  %246 = load ptr, ptr %3, align 8
  %247 = getelementptr inbounds float, ptr %246, i64 3
  %248 = load float, ptr %247, align 4
  %249 = fmul contract float %245, %248
  %250 = fadd contract float %249, 1.000000e+00
  store float %250, ptr %5, align 4
  %251 = load float, ptr %5, align 4
  %252 = load ptr, ptr %3, align 8
  %253 = getelementptr inbounds float, ptr %252, i64 4
  %254 = load float, ptr %253, align 4
  %255 = fmul contract float %251, %254
  %256 = fadd contract float %255, 1.000000e+00
  store float %256, ptr %5, align 4
  %257 = load float, ptr %5, align 4
  %258 = load ptr, ptr %3, align 8
  %259 = getelementptr inbounds float, ptr %258, i64 5
  %260 = load float, ptr %259, align 4
  %261 = fmul contract float %257, %260
  %262 = fadd contract float %261, 1.000000e+00
  %263 = fadd contract float %262, 4.000000e+00
  store float %263, ptr %5, align 4
  %264 = load float, ptr %5, align 4
  %265 = load ptr, ptr %3, align 8
  %266 = getelementptr inbounds float, ptr %265, i64 6
  %267 = load float, ptr %266, align 4
  %268 = fmul contract float %264, %267
  %269 = fadd contract float %268, 1.000000e+00
  %270 = fadd contract float %269, 4.000000e+00
  store float %270, ptr %5, align 4
  %271 = load float, ptr %5, align 4
  %272 = load ptr, ptr %3, align 8
  %273 = getelementptr inbounds float, ptr %272, i64 7
  %274 = load float, ptr %273, align 4
  %275 = fmul contract float %271, %274
  %276 = fadd contract float %275, 1.000000e+00
  %277 = fadd contract float %276, 4.000000e+00
  store float %277, ptr %5, align 4
  %278 = load float, ptr %5, align 4
  %279 = load ptr, ptr %3, align 8
  %280 = getelementptr inbounds float, ptr %279, i64 8
  %281 = load float, ptr %280, align 4
  %282 = fmul contract float %278, %281
  %283 = fadd contract float %282, 1.000000e+00
  %284 = fadd contract float %283, 4.000000e+00
  store float %284, ptr %5, align 4
  %285 = load float, ptr %5, align 4
  %286 = load ptr, ptr %3, align 8
  %287 = getelementptr inbounds float, ptr %286, i64 9
  %288 = load float, ptr %287, align 4
  %289 = fmul contract float %285, %288
  %290 = fadd contract float %289, 1.000000e+00
  %291 = fadd contract float %290, 8.000000e+00
  store float %291, ptr %5, align 4
  %292 = load float, ptr %5, align 4
  %293 = load ptr, ptr %3, align 8
  %294 = getelementptr inbounds float, ptr %293, i64 10
  %295 = load float, ptr %294, align 4
  %296 = fmul contract float %292, %295
  %297 = fadd contract float %296, 1.000000e+00
  %298 = fadd contract float %297, 8.000000e+00
  store float %298, ptr %5, align 4
  %299 = load float, ptr %5, align 4
  %300 = load ptr, ptr %3, align 8
  %301 = getelementptr inbounds float, ptr %300, i64 11
  %302 = load float, ptr %301, align 4
  %303 = fmul contract float %299, %302
  %304 = fadd contract float %303, 1.000000e+00
  %305 = fadd contract float %304, 8.000000e+00
  store float %305, ptr %5, align 4
  %306 = load float, ptr %5, align 4
  %307 = load ptr, ptr %3, align 8
  %308 = getelementptr inbounds float, ptr %307, i64 12
  %309 = load float, ptr %308, align 4
  %310 = fmul contract float %306, %309
  %311 = fadd contract float %310, 1.000000e+00
  %312 = fadd contract float %311, 8.000000e+00
  store float %312, ptr %5, align 4
  %313 = load float, ptr %5, align 4
  %314 = load ptr, ptr %3, align 8
  %315 = getelementptr inbounds float, ptr %314, i64 13
  %316 = load float, ptr %315, align 4
  %317 = fmul contract float %313, %316
  %318 = fadd contract float %317, 1.000000e+00
  %319 = fadd contract float %318, 1.200000e+01
  store float %319, ptr %5, align 4
  %320 = load float, ptr %5, align 4
  %321 = load ptr, ptr %3, align 8
  %322 = getelementptr inbounds float, ptr %321, i64 14
  %323 = load float, ptr %322, align 4
  %324 = fmul contract float %320, %323
  %325 = fadd contract float %324, 1.000000e+00
  %326 = fadd contract float %325, 1.200000e+01
  store float %326, ptr %5, align 4
  %327 = load float, ptr %5, align 4
  %328 = load ptr, ptr %3, align 8
  %329 = getelementptr inbounds float, ptr %328, i64 15
  %330 = load float, ptr %329, align 4
  %331 = fmul contract float %327, %330
  %332 = fadd contract float %331, 1.000000e+00
  %333 = fadd contract float %332, 1.200000e+01
  store float %333, ptr %5, align 4
  %334 = load float, ptr %5, align 4
  %335 = load ptr, ptr %3, align 8
  %336 = getelementptr inbounds float, ptr %335, i64 16
  %337 = load float, ptr %336, align 4
  %338 = fmul contract float %334, %337
  %339 = fadd contract float %338, 1.000000e+00
  %340 = fadd contract float %339, 1.200000e+01
  store float %340, ptr %5, align 4
  %341 = load float, ptr %5, align 4
  %342 = load ptr, ptr %3, align 8
  %343 = getelementptr inbounds float, ptr %342, i64 17
  %344 = load float, ptr %343, align 4
  %345 = fmul contract float %341, %344
  %346 = fadd contract float %345, 1.000000e+00
  %347 = fadd contract float %346, 1.600000e+01
  store float %347, ptr %5, align 4
  %348 = load float, ptr %5, align 4
  %349 = load ptr, ptr %3, align 8
  %350 = getelementptr inbounds float, ptr %349, i64 18
  %351 = load float, ptr %350, align 4
  %352 = fmul contract float %348, %351
  %353 = fadd contract float %352, 1.000000e+00
  %354 = fadd contract float %353, 1.600000e+01
  store float %354, ptr %5, align 4
  %355 = load float, ptr %5, align 4
  %356 = load ptr, ptr %3, align 8
  %357 = getelementptr inbounds float, ptr %356, i64 19
  %358 = load float, ptr %357, align 4
  %359 = fmul contract float %355, %358
  %360 = fadd contract float %359, 1.000000e+00
  %361 = fadd contract float %360, 1.600000e+01
  store float %361, ptr %5, align 4
  %362 = load float, ptr %5, align 4
  %363 = load ptr, ptr %3, align 8
  %364 = getelementptr inbounds float, ptr %363, i64 20
  %365 = load float, ptr %364, align 4
  %366 = fmul contract float %362, %365
  %367 = fadd contract float %366, 1.000000e+00
  %368 = fadd contract float %367, 1.600000e+01
  store float %368, ptr %5, align 4
  %369 = load float, ptr %5, align 4
  %370 = load ptr, ptr %3, align 8
  %371 = getelementptr inbounds float, ptr %370, i64 21
  %372 = load float, ptr %371, align 4
  %373 = fmul contract float %369, %372
  %374 = fadd contract float %373, 1.000000e+00
  %375 = fadd contract float %374, 2.000000e+01
  store float %375, ptr %5, align 4
  %376 = load float, ptr %5, align 4
  %377 = load ptr, ptr %3, align 8
  %378 = getelementptr inbounds float, ptr %377, i64 22
  %379 = load float, ptr %378, align 4
  %380 = fmul contract float %376, %379
  %381 = fadd contract float %380, 1.000000e+00
  %382 = fadd contract float %381, 2.000000e+01
  store float %382, ptr %5, align 4
  %383 = load float, ptr %5, align 4
  %384 = load ptr, ptr %3, align 8
  %385 = getelementptr inbounds float, ptr %384, i64 23
  %386 = load float, ptr %385, align 4
  %387 = fmul contract float %383, %386
  %388 = fadd contract float %387, 1.000000e+00
  %389 = fadd contract float %388, 2.000000e+01
  store float %389, ptr %5, align 4
  %390 = load float, ptr %5, align 4
  %391 = load ptr, ptr %3, align 8
  %392 = getelementptr inbounds float, ptr %391, i64 24
  %393 = load float, ptr %392, align 4
  %394 = fmul contract float %390, %393
  %395 = fadd contract float %394, 1.000000e+00
  %396 = fadd contract float %395, 2.000000e+01
  store float %396, ptr %5, align 4
  %397 = load float, ptr %5, align 4
  %398 = load ptr, ptr %3, align 8
  %399 = getelementptr inbounds float, ptr %398, i64 25
  %400 = load float, ptr %399, align 4
  %401 = fmul contract float %397, %400
  %402 = fadd contract float %401, 1.000000e+00
  %403 = fadd contract float %402, 2.400000e+01
  store float %403, ptr %5, align 4
  %404 = load float, ptr %5, align 4
  %405 = load ptr, ptr %3, align 8
  %406 = getelementptr inbounds float, ptr %405, i64 26
  %407 = load float, ptr %406, align 4
  %408 = fmul contract float %404, %407
  %409 = fadd contract float %408, 1.000000e+00
  %410 = fadd contract float %409, 2.400000e+01
  store float %410, ptr %5, align 4
  %411 = load float, ptr %5, align 4
  %412 = load ptr, ptr %3, align 8
  %413 = getelementptr inbounds float, ptr %412, i64 27
  %414 = load float, ptr %413, align 4
  %415 = fmul contract float %411, %414
  %416 = fadd contract float %415, 1.000000e+00
  %417 = fadd contract float %416, 2.400000e+01
  store float %417, ptr %5, align 4
  %418 = load float, ptr %5, align 4
  %419 = load ptr, ptr %3, align 8
  %420 = getelementptr inbounds float, ptr %419, i64 28
  %421 = load float, ptr %420, align 4
  %422 = fmul contract float %418, %421
  %423 = fadd contract float %422, 1.000000e+00
  %424 = fadd contract float %423, 2.400000e+01
  store float %424, ptr %5, align 4
  %425 = load float, ptr %5, align 4
  %426 = load ptr, ptr %3, align 8
  %427 = getelementptr inbounds float, ptr %426, i64 29
  %428 = load float, ptr %427, align 4
  %429 = fmul contract float %425, %428
  %430 = fadd contract float %429, 1.000000e+00
  %431 = fadd contract float %430, 2.800000e+01
  store float %431, ptr %5, align 4
  %432 = load float, ptr %5, align 4
  %433 = load ptr, ptr %3, align 8
  %434 = getelementptr inbounds float, ptr %433, i64 30
  %435 = load float, ptr %434, align 4
  %436 = fmul contract float %432, %435
  %437 = fadd contract float %436, 1.000000e+00
  %438 = fadd contract float %437, 2.800000e+01
  store float %438, ptr %5, align 4
  %439 = load float, ptr %5, align 4
  %440 = load ptr, ptr %3, align 8
  %441 = getelementptr inbounds float, ptr %440, i64 31
  %442 = load float, ptr %441, align 4
  %443 = fmul contract float %439, %442
  %444 = fadd contract float %443, 1.000000e+00
  %445 = fadd contract float %444, 2.800000e+01
  store float %445, ptr %5, align 4
  %446 = load float, ptr %5, align 4
  %447 = load ptr, ptr %3, align 8
  %448 = getelementptr inbounds float, ptr %447, i64 32
  %449 = load float, ptr %448, align 4
  %450 = fmul contract float %446, %449
  %451 = fadd contract float %450, 1.000000e+00
  %452 = fadd contract float %451, 2.800000e+01
  store float %452, ptr %5, align 4
  %453 = load float, ptr %5, align 4
  %454 = load ptr, ptr %3, align 8
  %455 = getelementptr inbounds float, ptr %454, i64 2
  %456 = load float, ptr %455, align 4
  %457 = fmul contract float %453, %456
  %458 = fadd contract float %457, 2.000000e+00
  store float %458, ptr %5, align 4
  %459 = load float, ptr %5, align 4
  %460 = load ptr, ptr %3, align 8
  %461 = getelementptr inbounds float, ptr %460, i64 3
  %462 = load float, ptr %461, align 4
  %463 = fmul contract float %459, %462
  %464 = fadd contract float %463, 2.000000e+00
  store float %464, ptr %5, align 4
  %465 = load float, ptr %5, align 4
  %466 = load ptr, ptr %3, align 8
  %467 = getelementptr inbounds float, ptr %466, i64 4
  %468 = load float, ptr %467, align 4
  %469 = fmul contract float %465, %468
  %470 = fadd contract float %469, 2.000000e+00
  store float %470, ptr %5, align 4
  %471 = load float, ptr %5, align 4
  %472 = load ptr, ptr %3, align 8
  %473 = getelementptr inbounds float, ptr %472, i64 5
  %474 = load float, ptr %473, align 4
  %475 = fmul contract float %471, %474
  %476 = fadd contract float %475, 2.000000e+00
  store float %476, ptr %5, align 4
  %477 = load float, ptr %5, align 4
  %478 = load ptr, ptr %3, align 8
  %479 = getelementptr inbounds float, ptr %478, i64 6
  %480 = load float, ptr %479, align 4
  %481 = fmul contract float %477, %480
  %482 = fadd contract float %481, 2.000000e+00
  %483 = fadd contract float %482, 4.000000e+00
  store float %483, ptr %5, align 4
  %484 = load float, ptr %5, align 4
  %485 = load ptr, ptr %3, align 8
  %486 = getelementptr inbounds float, ptr %485, i64 7
  %487 = load float, ptr %486, align 4
  %488 = fmul contract float %484, %487
  %489 = fadd contract float %488, 2.000000e+00
  %490 = fadd contract float %489, 4.000000e+00
  store float %490, ptr %5, align 4
  %491 = load float, ptr %5, align 4
  %492 = load ptr, ptr %3, align 8
  %493 = getelementptr inbounds float, ptr %492, i64 8
  %494 = load float, ptr %493, align 4
  %495 = fmul contract float %491, %494
  %496 = fadd contract float %495, 2.000000e+00
  %497 = fadd contract float %496, 4.000000e+00
  store float %497, ptr %5, align 4
  %498 = load float, ptr %5, align 4
  %499 = load ptr, ptr %3, align 8
  %500 = getelementptr inbounds float, ptr %499, i64 9
  %501 = load float, ptr %500, align 4
  %502 = fmul contract float %498, %501
  %503 = fadd contract float %502, 2.000000e+00
  %504 = fadd contract float %503, 4.000000e+00
  store float %504, ptr %5, align 4
  %505 = load float, ptr %5, align 4
  %506 = load ptr, ptr %3, align 8
  %507 = getelementptr inbounds float, ptr %506, i64 10
  %508 = load float, ptr %507, align 4
  %509 = fmul contract float %505, %508
  %510 = fadd contract float %509, 2.000000e+00
  %511 = fadd contract float %510, 8.000000e+00
  store float %511, ptr %5, align 4
  %512 = load float, ptr %5, align 4
  %513 = load ptr, ptr %3, align 8
  %514 = getelementptr inbounds float, ptr %513, i64 11
  %515 = load float, ptr %514, align 4
  %516 = fmul contract float %512, %515
  %517 = fadd contract float %516, 2.000000e+00
  %518 = fadd contract float %517, 8.000000e+00
  store float %518, ptr %5, align 4
  %519 = load float, ptr %5, align 4
  %520 = load ptr, ptr %3, align 8
  %521 = getelementptr inbounds float, ptr %520, i64 12
  %522 = load float, ptr %521, align 4
  %523 = fmul contract float %519, %522
  %524 = fadd contract float %523, 2.000000e+00
  %525 = fadd contract float %524, 8.000000e+00
  store float %525, ptr %5, align 4
  %526 = load float, ptr %5, align 4
  %527 = load ptr, ptr %3, align 8
  %528 = getelementptr inbounds float, ptr %527, i64 13
  %529 = load float, ptr %528, align 4
  %530 = fmul contract float %526, %529
  %531 = fadd contract float %530, 2.000000e+00
  %532 = fadd contract float %531, 8.000000e+00
  store float %532, ptr %5, align 4
  %533 = load float, ptr %5, align 4
  %534 = load ptr, ptr %3, align 8
  %535 = getelementptr inbounds float, ptr %534, i64 14
  %536 = load float, ptr %535, align 4
  %537 = fmul contract float %533, %536
  %538 = fadd contract float %537, 2.000000e+00
  %539 = fadd contract float %538, 1.200000e+01
  store float %539, ptr %5, align 4
  %540 = load float, ptr %5, align 4
  %541 = load ptr, ptr %3, align 8
  %542 = getelementptr inbounds float, ptr %541, i64 15
  %543 = load float, ptr %542, align 4
  %544 = fmul contract float %540, %543
  %545 = fadd contract float %544, 2.000000e+00
  %546 = fadd contract float %545, 1.200000e+01
  store float %546, ptr %5, align 4
  %547 = load float, ptr %5, align 4
  %548 = load ptr, ptr %3, align 8
  %549 = getelementptr inbounds float, ptr %548, i64 16
  %550 = load float, ptr %549, align 4
  %551 = fmul contract float %547, %550
  %552 = fadd contract float %551, 2.000000e+00
  %553 = fadd contract float %552, 1.200000e+01
  store float %553, ptr %5, align 4
  %554 = load float, ptr %5, align 4
  %555 = load ptr, ptr %3, align 8
  %556 = getelementptr inbounds float, ptr %555, i64 17
  %557 = load float, ptr %556, align 4
  %558 = fmul contract float %554, %557
  %559 = fadd contract float %558, 2.000000e+00
  %560 = fadd contract float %559, 1.200000e+01
  store float %560, ptr %5, align 4
  %561 = load float, ptr %5, align 4
  %562 = load ptr, ptr %3, align 8
  %563 = getelementptr inbounds float, ptr %562, i64 18
  %564 = load float, ptr %563, align 4
  %565 = fmul contract float %561, %564
  %566 = fadd contract float %565, 2.000000e+00
  %567 = fadd contract float %566, 1.600000e+01
  store float %567, ptr %5, align 4
  %568 = load float, ptr %5, align 4
  %569 = load ptr, ptr %3, align 8
  %570 = getelementptr inbounds float, ptr %569, i64 19
  %571 = load float, ptr %570, align 4
  %572 = fmul contract float %568, %571
  %573 = fadd contract float %572, 2.000000e+00
  %574 = fadd contract float %573, 1.600000e+01
  store float %574, ptr %5, align 4
  %575 = load float, ptr %5, align 4
  %576 = load ptr, ptr %3, align 8
  %577 = getelementptr inbounds float, ptr %576, i64 20
  %578 = load float, ptr %577, align 4
  %579 = fmul contract float %575, %578
  %580 = fadd contract float %579, 2.000000e+00
  %581 = fadd contract float %580, 1.600000e+01
  store float %581, ptr %5, align 4
  %582 = load float, ptr %5, align 4
  %583 = load ptr, ptr %3, align 8
  %584 = getelementptr inbounds float, ptr %583, i64 21
  %585 = load float, ptr %584, align 4
  %586 = fmul contract float %582, %585
  %587 = fadd contract float %586, 2.000000e+00
  %588 = fadd contract float %587, 1.600000e+01
  store float %588, ptr %5, align 4
  %589 = load float, ptr %5, align 4
  %590 = load ptr, ptr %3, align 8
  %591 = getelementptr inbounds float, ptr %590, i64 22
  %592 = load float, ptr %591, align 4
  %593 = fmul contract float %589, %592
  %594 = fadd contract float %593, 2.000000e+00
  %595 = fadd contract float %594, 2.000000e+01
  store float %595, ptr %5, align 4
  %596 = load float, ptr %5, align 4
  %597 = load ptr, ptr %3, align 8
  %598 = getelementptr inbounds float, ptr %597, i64 23
  %599 = load float, ptr %598, align 4
  %600 = fmul contract float %596, %599
  %601 = fadd contract float %600, 2.000000e+00
  %602 = fadd contract float %601, 2.000000e+01
  store float %602, ptr %5, align 4
  %603 = load float, ptr %5, align 4
  %604 = load ptr, ptr %3, align 8
  %605 = getelementptr inbounds float, ptr %604, i64 24
  %606 = load float, ptr %605, align 4
  %607 = fmul contract float %603, %606
  %608 = fadd contract float %607, 2.000000e+00
  %609 = fadd contract float %608, 2.000000e+01
  store float %609, ptr %5, align 4
  %610 = load float, ptr %5, align 4
  %611 = load ptr, ptr %3, align 8
  %612 = getelementptr inbounds float, ptr %611, i64 25
  %613 = load float, ptr %612, align 4
  %614 = fmul contract float %610, %613
  %615 = fadd contract float %614, 2.000000e+00
  %616 = fadd contract float %615, 2.000000e+01
  store float %616, ptr %5, align 4
  %617 = load float, ptr %5, align 4
  %618 = load ptr, ptr %3, align 8
  %619 = getelementptr inbounds float, ptr %618, i64 26
  %620 = load float, ptr %619, align 4
  %621 = fmul contract float %617, %620
  %622 = fadd contract float %621, 2.000000e+00
  %623 = fadd contract float %622, 2.400000e+01
  store float %623, ptr %5, align 4
  %624 = load float, ptr %5, align 4
  %625 = load ptr, ptr %3, align 8
  %626 = getelementptr inbounds float, ptr %625, i64 27
  %627 = load float, ptr %626, align 4
  %628 = fmul contract float %624, %627
  %629 = fadd contract float %628, 2.000000e+00
  %630 = fadd contract float %629, 2.400000e+01
  store float %630, ptr %5, align 4
  %631 = load float, ptr %5, align 4
  %632 = load ptr, ptr %3, align 8
  %633 = getelementptr inbounds float, ptr %632, i64 28
  %634 = load float, ptr %633, align 4
  %635 = fmul contract float %631, %634
  %636 = fadd contract float %635, 2.000000e+00
  %637 = fadd contract float %636, 2.400000e+01
  store float %637, ptr %5, align 4
  %638 = load float, ptr %5, align 4
  %639 = load ptr, ptr %3, align 8
  %640 = getelementptr inbounds float, ptr %639, i64 29
  %641 = load float, ptr %640, align 4
  %642 = fmul contract float %638, %641
  %643 = fadd contract float %642, 2.000000e+00
  %644 = fadd contract float %643, 2.400000e+01
  store float %644, ptr %5, align 4
  %645 = load float, ptr %5, align 4
  %646 = load ptr, ptr %3, align 8
  %647 = getelementptr inbounds float, ptr %646, i64 30
  %648 = load float, ptr %647, align 4
  %649 = fmul contract float %645, %648
  %650 = fadd contract float %649, 2.000000e+00
  %651 = fadd contract float %650, 2.800000e+01
  store float %651, ptr %5, align 4
  %652 = load float, ptr %5, align 4
  %653 = load ptr, ptr %3, align 8
  %654 = getelementptr inbounds float, ptr %653, i64 31
  %655 = load float, ptr %654, align 4
  %656 = fmul contract float %652, %655
  %657 = fadd contract float %656, 2.000000e+00
  %658 = fadd contract float %657, 2.800000e+01
  store float %658, ptr %5, align 4
  %659 = load float, ptr %5, align 4
  %660 = load ptr, ptr %3, align 8
  %661 = getelementptr inbounds float, ptr %660, i64 32
  %662 = load float, ptr %661, align 4
  %663 = fmul contract float %659, %662
  %664 = fadd contract float %663, 2.000000e+00
  %665 = fadd contract float %664, 2.800000e+01
  store float %665, ptr %5, align 4
  %666 = load float, ptr %5, align 4
  %667 = load ptr, ptr %3, align 8
  %668 = getelementptr inbounds float, ptr %667, i64 33
  %669 = load float, ptr %668, align 4
  %670 = fmul contract float %666, %669
  %671 = fadd contract float %670, 2.000000e+00
  %672 = fadd contract float %671, 2.800000e+01
  store float %672, ptr %5, align 4
  %673 = load float, ptr %5, align 4
  %674 = load ptr, ptr %3, align 8
  %675 = getelementptr inbounds float, ptr %674, i64 3
  %676 = load float, ptr %675, align 4
  %677 = fmul contract float %673, %676
  %678 = fadd contract float %677, 3.000000e+00
  store float %678, ptr %5, align 4
  %679 = load float, ptr %5, align 4
  %680 = load ptr, ptr %3, align 8
  %681 = getelementptr inbounds float, ptr %680, i64 4
  %682 = load float, ptr %681, align 4
  %683 = fmul contract float %679, %682
  %684 = fadd contract float %683, 3.000000e+00
  store float %684, ptr %5, align 4
  %685 = load float, ptr %5, align 4
  %686 = load ptr, ptr %3, align 8
  %687 = getelementptr inbounds float, ptr %686, i64 5
  %688 = load float, ptr %687, align 4
  %689 = fmul contract float %685, %688
  %690 = fadd contract float %689, 3.000000e+00
  store float %690, ptr %5, align 4
  %691 = load float, ptr %5, align 4
  %692 = load ptr, ptr %3, align 8
  %693 = getelementptr inbounds float, ptr %692, i64 6
  %694 = load float, ptr %693, align 4
  %695 = fmul contract float %691, %694
  %696 = fadd contract float %695, 3.000000e+00
  store float %696, ptr %5, align 4
  %697 = load float, ptr %5, align 4
  %698 = load ptr, ptr %3, align 8
  %699 = getelementptr inbounds float, ptr %698, i64 7
  %700 = load float, ptr %699, align 4
  %701 = fmul contract float %697, %700
  %702 = fadd contract float %701, 3.000000e+00
  %703 = fadd contract float %702, 4.000000e+00
  store float %703, ptr %5, align 4
  %704 = load float, ptr %5, align 4
  %705 = load ptr, ptr %3, align 8
  %706 = getelementptr inbounds float, ptr %705, i64 8
  %707 = load float, ptr %706, align 4
  %708 = fmul contract float %704, %707
  %709 = fadd contract float %708, 3.000000e+00
  %710 = fadd contract float %709, 4.000000e+00
  store float %710, ptr %5, align 4
  %711 = load float, ptr %5, align 4
  %712 = load ptr, ptr %3, align 8
  %713 = getelementptr inbounds float, ptr %712, i64 9
  %714 = load float, ptr %713, align 4
  %715 = fmul contract float %711, %714
  %716 = fadd contract float %715, 3.000000e+00
  %717 = fadd contract float %716, 4.000000e+00
  store float %717, ptr %5, align 4
  %718 = load float, ptr %5, align 4
  %719 = load ptr, ptr %3, align 8
  %720 = getelementptr inbounds float, ptr %719, i64 10
  %721 = load float, ptr %720, align 4
  %722 = fmul contract float %718, %721
  %723 = fadd contract float %722, 3.000000e+00
  %724 = fadd contract float %723, 4.000000e+00
  store float %724, ptr %5, align 4
  %725 = load float, ptr %5, align 4
  %726 = load ptr, ptr %3, align 8
  %727 = getelementptr inbounds float, ptr %726, i64 11
  %728 = load float, ptr %727, align 4
  %729 = fmul contract float %725, %728
  %730 = fadd contract float %729, 3.000000e+00
  %731 = fadd contract float %730, 8.000000e+00
  store float %731, ptr %5, align 4
  %732 = load float, ptr %5, align 4
  %733 = load ptr, ptr %3, align 8
  %734 = getelementptr inbounds float, ptr %733, i64 12
  %735 = load float, ptr %734, align 4
  %736 = fmul contract float %732, %735
  %737 = fadd contract float %736, 3.000000e+00
  %738 = fadd contract float %737, 8.000000e+00
  store float %738, ptr %5, align 4
  %739 = load float, ptr %5, align 4
  %740 = load ptr, ptr %3, align 8
  %741 = getelementptr inbounds float, ptr %740, i64 13
  %742 = load float, ptr %741, align 4
  %743 = fmul contract float %739, %742
  %744 = fadd contract float %743, 3.000000e+00
  %745 = fadd contract float %744, 8.000000e+00
  store float %745, ptr %5, align 4
  %746 = load float, ptr %5, align 4
  %747 = load ptr, ptr %3, align 8
  %748 = getelementptr inbounds float, ptr %747, i64 14
  %749 = load float, ptr %748, align 4
  %750 = fmul contract float %746, %749
  %751 = fadd contract float %750, 3.000000e+00
  %752 = fadd contract float %751, 8.000000e+00
  store float %752, ptr %5, align 4
  %753 = load float, ptr %5, align 4
  %754 = load ptr, ptr %3, align 8
  %755 = getelementptr inbounds float, ptr %754, i64 15
  %756 = load float, ptr %755, align 4
  %757 = fmul contract float %753, %756
  %758 = fadd contract float %757, 3.000000e+00
  %759 = fadd contract float %758, 1.200000e+01
  store float %759, ptr %5, align 4
  %760 = load float, ptr %5, align 4
  %761 = load ptr, ptr %3, align 8
  %762 = getelementptr inbounds float, ptr %761, i64 16
  %763 = load float, ptr %762, align 4
  %764 = fmul contract float %760, %763
  %765 = fadd contract float %764, 3.000000e+00
  %766 = fadd contract float %765, 1.200000e+01
  store float %766, ptr %5, align 4
  %767 = load float, ptr %5, align 4
  %768 = load ptr, ptr %3, align 8
  %769 = getelementptr inbounds float, ptr %768, i64 17
  %770 = load float, ptr %769, align 4
  %771 = fmul contract float %767, %770
  %772 = fadd contract float %771, 3.000000e+00
  %773 = fadd contract float %772, 1.200000e+01
  store float %773, ptr %5, align 4
  %774 = load float, ptr %5, align 4
  %775 = load ptr, ptr %3, align 8
  %776 = getelementptr inbounds float, ptr %775, i64 18
  %777 = load float, ptr %776, align 4
  %778 = fmul contract float %774, %777
  %779 = fadd contract float %778, 3.000000e+00
  %780 = fadd contract float %779, 1.200000e+01
  store float %780, ptr %5, align 4
  %781 = load float, ptr %5, align 4
  %782 = load ptr, ptr %3, align 8
  %783 = getelementptr inbounds float, ptr %782, i64 19
  %784 = load float, ptr %783, align 4
  %785 = fmul contract float %781, %784
  %786 = fadd contract float %785, 3.000000e+00
  %787 = fadd contract float %786, 1.600000e+01
  store float %787, ptr %5, align 4
  %788 = load float, ptr %5, align 4
  %789 = load ptr, ptr %3, align 8
  %790 = getelementptr inbounds float, ptr %789, i64 20
  %791 = load float, ptr %790, align 4
  %792 = fmul contract float %788, %791
  %793 = fadd contract float %792, 3.000000e+00
  %794 = fadd contract float %793, 1.600000e+01
  store float %794, ptr %5, align 4
  %795 = load float, ptr %5, align 4
  %796 = load ptr, ptr %3, align 8
  %797 = getelementptr inbounds float, ptr %796, i64 21
  %798 = load float, ptr %797, align 4
  %799 = fmul contract float %795, %798
  %800 = fadd contract float %799, 3.000000e+00
  %801 = fadd contract float %800, 1.600000e+01
  store float %801, ptr %5, align 4
  %802 = load float, ptr %5, align 4
  %803 = load ptr, ptr %3, align 8
  %804 = getelementptr inbounds float, ptr %803, i64 22
  %805 = load float, ptr %804, align 4
  %806 = fmul contract float %802, %805
  %807 = fadd contract float %806, 3.000000e+00
  %808 = fadd contract float %807, 1.600000e+01
  store float %808, ptr %5, align 4
  %809 = load float, ptr %5, align 4
  %810 = load ptr, ptr %3, align 8
  %811 = getelementptr inbounds float, ptr %810, i64 23
  %812 = load float, ptr %811, align 4
  %813 = fmul contract float %809, %812
  %814 = fadd contract float %813, 3.000000e+00
  %815 = fadd contract float %814, 2.000000e+01
  store float %815, ptr %5, align 4
  %816 = load float, ptr %5, align 4
  %817 = load ptr, ptr %3, align 8
  %818 = getelementptr inbounds float, ptr %817, i64 24
  %819 = load float, ptr %818, align 4
  %820 = fmul contract float %816, %819
  %821 = fadd contract float %820, 3.000000e+00
  %822 = fadd contract float %821, 2.000000e+01
  store float %822, ptr %5, align 4
  %823 = load float, ptr %5, align 4
  %824 = load ptr, ptr %3, align 8
  %825 = getelementptr inbounds float, ptr %824, i64 25
  %826 = load float, ptr %825, align 4
  %827 = fmul contract float %823, %826
  %828 = fadd contract float %827, 3.000000e+00
  %829 = fadd contract float %828, 2.000000e+01
  store float %829, ptr %5, align 4
  %830 = load float, ptr %5, align 4
  %831 = load ptr, ptr %3, align 8
  %832 = getelementptr inbounds float, ptr %831, i64 26
  %833 = load float, ptr %832, align 4
  %834 = fmul contract float %830, %833
  %835 = fadd contract float %834, 3.000000e+00
  %836 = fadd contract float %835, 2.000000e+01
  store float %836, ptr %5, align 4
  %837 = load float, ptr %5, align 4
  %838 = load ptr, ptr %3, align 8
  %839 = getelementptr inbounds float, ptr %838, i64 27
  %840 = load float, ptr %839, align 4
  %841 = fmul contract float %837, %840
  %842 = fadd contract float %841, 3.000000e+00
  %843 = fadd contract float %842, 2.400000e+01
  store float %843, ptr %5, align 4
  %844 = load float, ptr %5, align 4
  %845 = load ptr, ptr %3, align 8
  %846 = getelementptr inbounds float, ptr %845, i64 28
  %847 = load float, ptr %846, align 4
  %848 = fmul contract float %844, %847
  %849 = fadd contract float %848, 3.000000e+00
  %850 = fadd contract float %849, 2.400000e+01
  store float %850, ptr %5, align 4
  %851 = load float, ptr %5, align 4
  %852 = load ptr, ptr %3, align 8
  %853 = getelementptr inbounds float, ptr %852, i64 29
  %854 = load float, ptr %853, align 4
  %855 = fmul contract float %851, %854
  %856 = fadd contract float %855, 3.000000e+00
  %857 = fadd contract float %856, 2.400000e+01
  store float %857, ptr %5, align 4
  %858 = load float, ptr %5, align 4
  %859 = load ptr, ptr %3, align 8
  %860 = getelementptr inbounds float, ptr %859, i64 30
  %861 = load float, ptr %860, align 4
  %862 = fmul contract float %858, %861
  %863 = fadd contract float %862, 3.000000e+00
  %864 = fadd contract float %863, 2.400000e+01
  store float %864, ptr %5, align 4
  %865 = load float, ptr %5, align 4
  %866 = load ptr, ptr %3, align 8
  %867 = getelementptr inbounds float, ptr %866, i64 31
  %868 = load float, ptr %867, align 4
  %869 = fmul contract float %865, %868
  %870 = fadd contract float %869, 3.000000e+00
  %871 = fadd contract float %870, 2.800000e+01
  store float %871, ptr %5, align 4
  %872 = load float, ptr %5, align 4
  %873 = load ptr, ptr %3, align 8
  %874 = getelementptr inbounds float, ptr %873, i64 32
  %875 = load float, ptr %874, align 4
  %876 = fmul contract float %872, %875
  %877 = fadd contract float %876, 3.000000e+00
  %878 = fadd contract float %877, 2.800000e+01
  store float %878, ptr %5, align 4
  %879 = load float, ptr %5, align 4
  %880 = load ptr, ptr %3, align 8
  %881 = getelementptr inbounds float, ptr %880, i64 33
  %882 = load float, ptr %881, align 4
  %883 = fmul contract float %879, %882
  %884 = fadd contract float %883, 3.000000e+00
  %885 = fadd contract float %884, 2.800000e+01
  store float %885, ptr %5, align 4
  %886 = load float, ptr %5, align 4
  %887 = load ptr, ptr %3, align 8
  %888 = getelementptr inbounds float, ptr %887, i64 34
  %889 = load float, ptr %888, align 4
  %890 = fmul contract float %886, %889
  %891 = fadd contract float %890, 3.000000e+00
  %892 = fadd contract float %891, 2.800000e+01
  store float %892, ptr %5, align 4
  %893 = load float, ptr %5, align 4
  %894 = load ptr, ptr %3, align 8
  %895 = getelementptr inbounds float, ptr %894, i64 4
  %896 = load float, ptr %895, align 4
  %897 = fmul contract float %893, %896
  %898 = fadd contract float %897, 4.000000e+00
  store float %898, ptr %5, align 4
  %899 = load float, ptr %5, align 4
  %900 = load ptr, ptr %3, align 8
  %901 = getelementptr inbounds float, ptr %900, i64 5
  %902 = load float, ptr %901, align 4
  %903 = fmul contract float %899, %902
  %904 = fadd contract float %903, 4.000000e+00
  store float %904, ptr %5, align 4
  %905 = load float, ptr %5, align 4
  %906 = load ptr, ptr %3, align 8
  %907 = getelementptr inbounds float, ptr %906, i64 6
  %908 = load float, ptr %907, align 4
  %909 = fmul contract float %905, %908
  %910 = fadd contract float %909, 4.000000e+00
  store float %910, ptr %5, align 4
  %911 = load float, ptr %5, align 4
  %912 = load ptr, ptr %3, align 8
  %913 = getelementptr inbounds float, ptr %912, i64 7
  %914 = load float, ptr %913, align 4
  %915 = fmul contract float %911, %914
  %916 = fadd contract float %915, 4.000000e+00
  store float %916, ptr %5, align 4
  %917 = load float, ptr %5, align 4
  %918 = load ptr, ptr %3, align 8
  %919 = getelementptr inbounds float, ptr %918, i64 8
  %920 = load float, ptr %919, align 4
  %921 = fmul contract float %917, %920
  %922 = fadd contract float %921, 4.000000e+00
  %923 = fadd contract float %922, 4.000000e+00
  store float %923, ptr %5, align 4
  %924 = load float, ptr %5, align 4
  %925 = load ptr, ptr %3, align 8
  %926 = getelementptr inbounds float, ptr %925, i64 9
  %927 = load float, ptr %926, align 4
  %928 = fmul contract float %924, %927
  %929 = fadd contract float %928, 4.000000e+00
  %930 = fadd contract float %929, 4.000000e+00
  store float %930, ptr %5, align 4
  %931 = load float, ptr %5, align 4
  %932 = load ptr, ptr %3, align 8
  %933 = getelementptr inbounds float, ptr %932, i64 10
  %934 = load float, ptr %933, align 4
  %935 = fmul contract float %931, %934
  %936 = fadd contract float %935, 4.000000e+00
  %937 = fadd contract float %936, 4.000000e+00
  store float %937, ptr %5, align 4
  %938 = load float, ptr %5, align 4
  %939 = load ptr, ptr %3, align 8
  %940 = getelementptr inbounds float, ptr %939, i64 11
  %941 = load float, ptr %940, align 4
  %942 = fmul contract float %938, %941
  %943 = fadd contract float %942, 4.000000e+00
  %944 = fadd contract float %943, 4.000000e+00
  store float %944, ptr %5, align 4
  %945 = load float, ptr %5, align 4
  %946 = load ptr, ptr %3, align 8
  %947 = getelementptr inbounds float, ptr %946, i64 12
  %948 = load float, ptr %947, align 4
  %949 = fmul contract float %945, %948
  %950 = fadd contract float %949, 4.000000e+00
  %951 = fadd contract float %950, 8.000000e+00
  store float %951, ptr %5, align 4
  %952 = load float, ptr %5, align 4
  %953 = load ptr, ptr %3, align 8
  %954 = getelementptr inbounds float, ptr %953, i64 13
  %955 = load float, ptr %954, align 4
  %956 = fmul contract float %952, %955
  %957 = fadd contract float %956, 4.000000e+00
  %958 = fadd contract float %957, 8.000000e+00
  store float %958, ptr %5, align 4
  %959 = load float, ptr %5, align 4
  %960 = load ptr, ptr %3, align 8
  %961 = getelementptr inbounds float, ptr %960, i64 14
  %962 = load float, ptr %961, align 4
  %963 = fmul contract float %959, %962
  %964 = fadd contract float %963, 4.000000e+00
  %965 = fadd contract float %964, 8.000000e+00
  store float %965, ptr %5, align 4
  %966 = load float, ptr %5, align 4
  %967 = load ptr, ptr %3, align 8
  %968 = getelementptr inbounds float, ptr %967, i64 15
  %969 = load float, ptr %968, align 4
  %970 = fmul contract float %966, %969
  %971 = fadd contract float %970, 4.000000e+00
  %972 = fadd contract float %971, 8.000000e+00
  store float %972, ptr %5, align 4
  %973 = load float, ptr %5, align 4
  %974 = load ptr, ptr %3, align 8
  %975 = getelementptr inbounds float, ptr %974, i64 16
  %976 = load float, ptr %975, align 4
  %977 = fmul contract float %973, %976
  %978 = fadd contract float %977, 4.000000e+00
  %979 = fadd contract float %978, 1.200000e+01
  store float %979, ptr %5, align 4
  %980 = load float, ptr %5, align 4
  %981 = load ptr, ptr %3, align 8
  %982 = getelementptr inbounds float, ptr %981, i64 17
  %983 = load float, ptr %982, align 4
  %984 = fmul contract float %980, %983
  %985 = fadd contract float %984, 4.000000e+00
  %986 = fadd contract float %985, 1.200000e+01
  store float %986, ptr %5, align 4
  %987 = load float, ptr %5, align 4
  %988 = load ptr, ptr %3, align 8
  %989 = getelementptr inbounds float, ptr %988, i64 18
  %990 = load float, ptr %989, align 4
  %991 = fmul contract float %987, %990
  %992 = fadd contract float %991, 4.000000e+00
  %993 = fadd contract float %992, 1.200000e+01
  store float %993, ptr %5, align 4
  %994 = load float, ptr %5, align 4
  %995 = load ptr, ptr %3, align 8
  %996 = getelementptr inbounds float, ptr %995, i64 19
  %997 = load float, ptr %996, align 4
  %998 = fmul contract float %994, %997
  %999 = fadd contract float %998, 4.000000e+00
  %1000 = fadd contract float %999, 1.200000e+01
  store float %1000, ptr %5, align 4
  %1001 = load float, ptr %5, align 4
  %1002 = load ptr, ptr %3, align 8
  %1003 = getelementptr inbounds float, ptr %1002, i64 20
  %1004 = load float, ptr %1003, align 4
  %1005 = fmul contract float %1001, %1004
  %1006 = fadd contract float %1005, 4.000000e+00
  %1007 = fadd contract float %1006, 1.600000e+01
  store float %1007, ptr %5, align 4
  %1008 = load float, ptr %5, align 4
  %1009 = load ptr, ptr %3, align 8
  %1010 = getelementptr inbounds float, ptr %1009, i64 21
  %1011 = load float, ptr %1010, align 4
  %1012 = fmul contract float %1008, %1011
  %1013 = fadd contract float %1012, 4.000000e+00
  %1014 = fadd contract float %1013, 1.600000e+01
  store float %1014, ptr %5, align 4
  %1015 = load float, ptr %5, align 4
  %1016 = load ptr, ptr %3, align 8
  %1017 = getelementptr inbounds float, ptr %1016, i64 22
  %1018 = load float, ptr %1017, align 4
  %1019 = fmul contract float %1015, %1018
  %1020 = fadd contract float %1019, 4.000000e+00
  %1021 = fadd contract float %1020, 1.600000e+01
  store float %1021, ptr %5, align 4
  %1022 = load float, ptr %5, align 4
  %1023 = load ptr, ptr %3, align 8
  %1024 = getelementptr inbounds float, ptr %1023, i64 23
  %1025 = load float, ptr %1024, align 4
  %1026 = fmul contract float %1022, %1025
  %1027 = fadd contract float %1026, 4.000000e+00
  %1028 = fadd contract float %1027, 1.600000e+01
  store float %1028, ptr %5, align 4
  %1029 = load float, ptr %5, align 4
  %1030 = load ptr, ptr %3, align 8
  %1031 = getelementptr inbounds float, ptr %1030, i64 24
  %1032 = load float, ptr %1031, align 4
  %1033 = fmul contract float %1029, %1032
  %1034 = fadd contract float %1033, 4.000000e+00
  %1035 = fadd contract float %1034, 2.000000e+01
  store float %1035, ptr %5, align 4
  %1036 = load float, ptr %5, align 4
  %1037 = load ptr, ptr %3, align 8
  %1038 = getelementptr inbounds float, ptr %1037, i64 25
  %1039 = load float, ptr %1038, align 4
  %1040 = fmul contract float %1036, %1039
  %1041 = fadd contract float %1040, 4.000000e+00
  %1042 = fadd contract float %1041, 2.000000e+01
  store float %1042, ptr %5, align 4
  %1043 = load float, ptr %5, align 4
  %1044 = load ptr, ptr %3, align 8
  %1045 = getelementptr inbounds float, ptr %1044, i64 26
  %1046 = load float, ptr %1045, align 4
  %1047 = fmul contract float %1043, %1046
  %1048 = fadd contract float %1047, 4.000000e+00
  %1049 = fadd contract float %1048, 2.000000e+01
  store float %1049, ptr %5, align 4
  %1050 = load float, ptr %5, align 4
  %1051 = load ptr, ptr %3, align 8
  %1052 = getelementptr inbounds float, ptr %1051, i64 27
  %1053 = load float, ptr %1052, align 4
  %1054 = fmul contract float %1050, %1053
  %1055 = fadd contract float %1054, 4.000000e+00
  %1056 = fadd contract float %1055, 2.000000e+01
  store float %1056, ptr %5, align 4
  %1057 = load float, ptr %5, align 4
  %1058 = load ptr, ptr %3, align 8
  %1059 = getelementptr inbounds float, ptr %1058, i64 28
  %1060 = load float, ptr %1059, align 4
  %1061 = fmul contract float %1057, %1060
  %1062 = fadd contract float %1061, 4.000000e+00
  %1063 = fadd contract float %1062, 2.400000e+01
  store float %1063, ptr %5, align 4
  %1064 = load float, ptr %5, align 4
  %1065 = load ptr, ptr %3, align 8
  %1066 = getelementptr inbounds float, ptr %1065, i64 29
  %1067 = load float, ptr %1066, align 4
  %1068 = fmul contract float %1064, %1067
  %1069 = fadd contract float %1068, 4.000000e+00
  %1070 = fadd contract float %1069, 2.400000e+01
  store float %1070, ptr %5, align 4
  %1071 = load float, ptr %5, align 4
  %1072 = load ptr, ptr %3, align 8
  %1073 = getelementptr inbounds float, ptr %1072, i64 30
  %1074 = load float, ptr %1073, align 4
  %1075 = fmul contract float %1071, %1074
  %1076 = fadd contract float %1075, 4.000000e+00
  %1077 = fadd contract float %1076, 2.400000e+01
  store float %1077, ptr %5, align 4
  %1078 = load float, ptr %5, align 4
  %1079 = load ptr, ptr %3, align 8
  %1080 = getelementptr inbounds float, ptr %1079, i64 31
  %1081 = load float, ptr %1080, align 4
  %1082 = fmul contract float %1078, %1081
  %1083 = fadd contract float %1082, 4.000000e+00
  %1084 = fadd contract float %1083, 2.400000e+01
  store float %1084, ptr %5, align 4
  %1085 = load float, ptr %5, align 4
  %1086 = load ptr, ptr %3, align 8
  %1087 = getelementptr inbounds float, ptr %1086, i64 32
  %1088 = load float, ptr %1087, align 4
  %1089 = fmul contract float %1085, %1088
  %1090 = fadd contract float %1089, 4.000000e+00
  %1091 = fadd contract float %1090, 2.800000e+01
  store float %1091, ptr %5, align 4
  %1092 = load float, ptr %5, align 4
  %1093 = load ptr, ptr %3, align 8
  %1094 = getelementptr inbounds float, ptr %1093, i64 33
  %1095 = load float, ptr %1094, align 4
  %1096 = fmul contract float %1092, %1095
  %1097 = fadd contract float %1096, 4.000000e+00
  %1098 = fadd contract float %1097, 2.800000e+01
  store float %1098, ptr %5, align 4
  %1099 = load float, ptr %5, align 4
  %1100 = load ptr, ptr %3, align 8
  %1101 = getelementptr inbounds float, ptr %1100, i64 34
  %1102 = load float, ptr %1101, align 4
  %1103 = fmul contract float %1099, %1102
  %1104 = fadd contract float %1103, 4.000000e+00
  %1105 = fadd contract float %1104, 2.800000e+01
  store float %1105, ptr %5, align 4
  %1106 = load float, ptr %5, align 4
  %1107 = load ptr, ptr %3, align 8
  %1108 = getelementptr inbounds float, ptr %1107, i64 35
  %1109 = load float, ptr %1108, align 4
  %1110 = fmul contract float %1106, %1109
  %1111 = fadd contract float %1110, 4.000000e+00
  %1112 = fadd contract float %1111, 2.800000e+01
  store float %1112, ptr %5, align 4
  %1113 = load float, ptr %5, align 4
  %1114 = load ptr, ptr %3, align 8
  %1115 = getelementptr inbounds float, ptr %1114, i64 5
  %1116 = load float, ptr %1115, align 4
  %1117 = fmul contract float %1113, %1116
  %1118 = fadd contract float %1117, 5.000000e+00
  store float %1118, ptr %5, align 4
  %1119 = load float, ptr %5, align 4
  %1120 = load ptr, ptr %3, align 8
  %1121 = getelementptr inbounds float, ptr %1120, i64 6
  %1122 = load float, ptr %1121, align 4
  %1123 = fmul contract float %1119, %1122
  %1124 = fadd contract float %1123, 5.000000e+00
  store float %1124, ptr %5, align 4
  %1125 = load float, ptr %5, align 4
  %1126 = load ptr, ptr %3, align 8
  %1127 = getelementptr inbounds float, ptr %1126, i64 7
  %1128 = load float, ptr %1127, align 4
  %1129 = fmul contract float %1125, %1128
  %1130 = fadd contract float %1129, 5.000000e+00
  store float %1130, ptr %5, align 4
  %1131 = load float, ptr %5, align 4
  %1132 = load ptr, ptr %3, align 8
  %1133 = getelementptr inbounds float, ptr %1132, i64 8
  %1134 = load float, ptr %1133, align 4
  %1135 = fmul contract float %1131, %1134
  %1136 = fadd contract float %1135, 5.000000e+00
  store float %1136, ptr %5, align 4
  %1137 = load float, ptr %5, align 4
  %1138 = load ptr, ptr %3, align 8
  %1139 = getelementptr inbounds float, ptr %1138, i64 9
  %1140 = load float, ptr %1139, align 4
  %1141 = fmul contract float %1137, %1140
  %1142 = fadd contract float %1141, 5.000000e+00
  %1143 = fadd contract float %1142, 4.000000e+00
  store float %1143, ptr %5, align 4
  %1144 = load float, ptr %5, align 4
  %1145 = load ptr, ptr %3, align 8
  %1146 = getelementptr inbounds float, ptr %1145, i64 10
  %1147 = load float, ptr %1146, align 4
  %1148 = fmul contract float %1144, %1147
  %1149 = fadd contract float %1148, 5.000000e+00
  %1150 = fadd contract float %1149, 4.000000e+00
  store float %1150, ptr %5, align 4
  %1151 = load float, ptr %5, align 4
  %1152 = load ptr, ptr %3, align 8
  %1153 = getelementptr inbounds float, ptr %1152, i64 11
  %1154 = load float, ptr %1153, align 4
  %1155 = fmul contract float %1151, %1154
  %1156 = fadd contract float %1155, 5.000000e+00
  %1157 = fadd contract float %1156, 4.000000e+00
  store float %1157, ptr %5, align 4
  %1158 = load float, ptr %5, align 4
  %1159 = load ptr, ptr %3, align 8
  %1160 = getelementptr inbounds float, ptr %1159, i64 12
  %1161 = load float, ptr %1160, align 4
  %1162 = fmul contract float %1158, %1161
  %1163 = fadd contract float %1162, 5.000000e+00
  %1164 = fadd contract float %1163, 4.000000e+00
  store float %1164, ptr %5, align 4
  %1165 = load float, ptr %5, align 4
  %1166 = load ptr, ptr %3, align 8
  %1167 = getelementptr inbounds float, ptr %1166, i64 13
  %1168 = load float, ptr %1167, align 4
  %1169 = fmul contract float %1165, %1168
  %1170 = fadd contract float %1169, 5.000000e+00
  %1171 = fadd contract float %1170, 8.000000e+00
  store float %1171, ptr %5, align 4
  %1172 = load float, ptr %5, align 4
  %1173 = load ptr, ptr %3, align 8
  %1174 = getelementptr inbounds float, ptr %1173, i64 14
  %1175 = load float, ptr %1174, align 4
  %1176 = fmul contract float %1172, %1175
  %1177 = fadd contract float %1176, 5.000000e+00
  %1178 = fadd contract float %1177, 8.000000e+00
  store float %1178, ptr %5, align 4
  %1179 = load float, ptr %5, align 4
  %1180 = load ptr, ptr %3, align 8
  %1181 = getelementptr inbounds float, ptr %1180, i64 15
  %1182 = load float, ptr %1181, align 4
  %1183 = fmul contract float %1179, %1182
  %1184 = fadd contract float %1183, 5.000000e+00
  %1185 = fadd contract float %1184, 8.000000e+00
  store float %1185, ptr %5, align 4
  %1186 = load float, ptr %5, align 4
  %1187 = load ptr, ptr %3, align 8
  %1188 = getelementptr inbounds float, ptr %1187, i64 16
  %1189 = load float, ptr %1188, align 4
  %1190 = fmul contract float %1186, %1189
  %1191 = fadd contract float %1190, 5.000000e+00
  %1192 = fadd contract float %1191, 8.000000e+00
  store float %1192, ptr %5, align 4
  %1193 = load float, ptr %5, align 4
  %1194 = load ptr, ptr %3, align 8
  %1195 = getelementptr inbounds float, ptr %1194, i64 17
  %1196 = load float, ptr %1195, align 4
  %1197 = fmul contract float %1193, %1196
  %1198 = fadd contract float %1197, 5.000000e+00
  %1199 = fadd contract float %1198, 1.200000e+01
  store float %1199, ptr %5, align 4
  %1200 = load float, ptr %5, align 4
  %1201 = load ptr, ptr %3, align 8
  %1202 = getelementptr inbounds float, ptr %1201, i64 18
  %1203 = load float, ptr %1202, align 4
  %1204 = fmul contract float %1200, %1203
  %1205 = fadd contract float %1204, 5.000000e+00
  %1206 = fadd contract float %1205, 1.200000e+01
  store float %1206, ptr %5, align 4
  %1207 = load float, ptr %5, align 4
  %1208 = load ptr, ptr %3, align 8
  %1209 = getelementptr inbounds float, ptr %1208, i64 19
  %1210 = load float, ptr %1209, align 4
  %1211 = fmul contract float %1207, %1210
  %1212 = fadd contract float %1211, 5.000000e+00
  %1213 = fadd contract float %1212, 1.200000e+01
  store float %1213, ptr %5, align 4
  %1214 = load float, ptr %5, align 4
  %1215 = load ptr, ptr %3, align 8
  %1216 = getelementptr inbounds float, ptr %1215, i64 20
  %1217 = load float, ptr %1216, align 4
  %1218 = fmul contract float %1214, %1217
  %1219 = fadd contract float %1218, 5.000000e+00
  %1220 = fadd contract float %1219, 1.200000e+01
  store float %1220, ptr %5, align 4
  %1221 = load float, ptr %5, align 4
  %1222 = load ptr, ptr %3, align 8
  %1223 = getelementptr inbounds float, ptr %1222, i64 21
  %1224 = load float, ptr %1223, align 4
  %1225 = fmul contract float %1221, %1224
  %1226 = fadd contract float %1225, 5.000000e+00
  %1227 = fadd contract float %1226, 1.600000e+01
  store float %1227, ptr %5, align 4
  %1228 = load float, ptr %5, align 4
  %1229 = load ptr, ptr %3, align 8
  %1230 = getelementptr inbounds float, ptr %1229, i64 22
  %1231 = load float, ptr %1230, align 4
  %1232 = fmul contract float %1228, %1231
  %1233 = fadd contract float %1232, 5.000000e+00
  %1234 = fadd contract float %1233, 1.600000e+01
  store float %1234, ptr %5, align 4
  %1235 = load float, ptr %5, align 4
  %1236 = load ptr, ptr %3, align 8
  %1237 = getelementptr inbounds float, ptr %1236, i64 23
  %1238 = load float, ptr %1237, align 4
  %1239 = fmul contract float %1235, %1238
  %1240 = fadd contract float %1239, 5.000000e+00
  %1241 = fadd contract float %1240, 1.600000e+01
  store float %1241, ptr %5, align 4
  %1242 = load float, ptr %5, align 4
  %1243 = load ptr, ptr %3, align 8
  %1244 = getelementptr inbounds float, ptr %1243, i64 24
  %1245 = load float, ptr %1244, align 4
  %1246 = fmul contract float %1242, %1245
  %1247 = fadd contract float %1246, 5.000000e+00
  %1248 = fadd contract float %1247, 1.600000e+01
  store float %1248, ptr %5, align 4
  %1249 = load float, ptr %5, align 4
  %1250 = load ptr, ptr %3, align 8
  %1251 = getelementptr inbounds float, ptr %1250, i64 25
  %1252 = load float, ptr %1251, align 4
  %1253 = fmul contract float %1249, %1252
  %1254 = fadd contract float %1253, 5.000000e+00
  %1255 = fadd contract float %1254, 2.000000e+01
  store float %1255, ptr %5, align 4
  %1256 = load float, ptr %5, align 4
  %1257 = load ptr, ptr %3, align 8
  %1258 = getelementptr inbounds float, ptr %1257, i64 26
  %1259 = load float, ptr %1258, align 4
  %1260 = fmul contract float %1256, %1259
  %1261 = fadd contract float %1260, 5.000000e+00
  %1262 = fadd contract float %1261, 2.000000e+01
  store float %1262, ptr %5, align 4
  %1263 = load float, ptr %5, align 4
  %1264 = load ptr, ptr %3, align 8
  %1265 = getelementptr inbounds float, ptr %1264, i64 27
  %1266 = load float, ptr %1265, align 4
  %1267 = fmul contract float %1263, %1266
  %1268 = fadd contract float %1267, 5.000000e+00
  %1269 = fadd contract float %1268, 2.000000e+01
  store float %1269, ptr %5, align 4
  %1270 = load float, ptr %5, align 4
  %1271 = load ptr, ptr %3, align 8
  %1272 = getelementptr inbounds float, ptr %1271, i64 28
  %1273 = load float, ptr %1272, align 4
  %1274 = fmul contract float %1270, %1273
  %1275 = fadd contract float %1274, 5.000000e+00
  %1276 = fadd contract float %1275, 2.000000e+01
  store float %1276, ptr %5, align 4
  %1277 = load float, ptr %5, align 4
  %1278 = load ptr, ptr %3, align 8
  %1279 = getelementptr inbounds float, ptr %1278, i64 29
  %1280 = load float, ptr %1279, align 4
  %1281 = fmul contract float %1277, %1280
  %1282 = fadd contract float %1281, 5.000000e+00
  %1283 = fadd contract float %1282, 2.400000e+01
  store float %1283, ptr %5, align 4
  %1284 = load float, ptr %5, align 4
  %1285 = load ptr, ptr %3, align 8
  %1286 = getelementptr inbounds float, ptr %1285, i64 30
  %1287 = load float, ptr %1286, align 4
  %1288 = fmul contract float %1284, %1287
  %1289 = fadd contract float %1288, 5.000000e+00
  %1290 = fadd contract float %1289, 2.400000e+01
  store float %1290, ptr %5, align 4
  %1291 = load float, ptr %5, align 4
  %1292 = load ptr, ptr %3, align 8
  %1293 = getelementptr inbounds float, ptr %1292, i64 31
  %1294 = load float, ptr %1293, align 4
  %1295 = fmul contract float %1291, %1294
  %1296 = fadd contract float %1295, 5.000000e+00
  %1297 = fadd contract float %1296, 2.400000e+01
  store float %1297, ptr %5, align 4
  %1298 = load float, ptr %5, align 4
  %1299 = load ptr, ptr %3, align 8
  %1300 = getelementptr inbounds float, ptr %1299, i64 32
  %1301 = load float, ptr %1300, align 4
  %1302 = fmul contract float %1298, %1301
  %1303 = fadd contract float %1302, 5.000000e+00
  %1304 = fadd contract float %1303, 2.400000e+01
  store float %1304, ptr %5, align 4
  %1305 = load float, ptr %5, align 4
  %1306 = load ptr, ptr %3, align 8
  %1307 = getelementptr inbounds float, ptr %1306, i64 33
  %1308 = load float, ptr %1307, align 4
  %1309 = fmul contract float %1305, %1308
  %1310 = fadd contract float %1309, 5.000000e+00
  %1311 = fadd contract float %1310, 2.800000e+01
  store float %1311, ptr %5, align 4
  %1312 = load float, ptr %5, align 4
  %1313 = load ptr, ptr %3, align 8
  %1314 = getelementptr inbounds float, ptr %1313, i64 34
  %1315 = load float, ptr %1314, align 4
  %1316 = fmul contract float %1312, %1315
  %1317 = fadd contract float %1316, 5.000000e+00
  %1318 = fadd contract float %1317, 2.800000e+01
  store float %1318, ptr %5, align 4
  %1319 = load float, ptr %5, align 4
  %1320 = load ptr, ptr %3, align 8
  %1321 = getelementptr inbounds float, ptr %1320, i64 35
  %1322 = load float, ptr %1321, align 4
  %1323 = fmul contract float %1319, %1322
  %1324 = fadd contract float %1323, 5.000000e+00
  %1325 = fadd contract float %1324, 2.800000e+01
  store float %1325, ptr %5, align 4
  %1326 = load float, ptr %5, align 4
  %1327 = load ptr, ptr %3, align 8
  %1328 = getelementptr inbounds float, ptr %1327, i64 36
  %1329 = load float, ptr %1328, align 4
  %1330 = fmul contract float %1326, %1329
  %1331 = fadd contract float %1330, 5.000000e+00
  %1332 = fadd contract float %1331, 2.800000e+01
  store float %1332, ptr %5, align 4
  %1333 = load i32, ptr %4, align 4
  %1334 = icmp eq i32 %1333, 2
  br i1 %1334, label %1335, label %1336

1335:                                             ; preds = %12
  br label %1346

1336:                                             ; preds = %12
  %1337 = load float, ptr %5, align 4
  %1338 = load ptr, ptr %3, align 8
  %1339 = getelementptr inbounds float, ptr %1338, i64 3
  %1340 = load float, ptr %1339, align 4
  %1341 = fsub contract float %1337, %1340
  store float %1341, ptr %5, align 4
  br label %1342

1342:                                             ; preds = %1336, %11
  %1343 = load float, ptr %5, align 4
  %1344 = load ptr, ptr %3, align 8
  %1345 = getelementptr inbounds float, ptr %1344, i64 1
  store float %1343, ptr %1345, align 4
  br label %1346

1346:                                             ; preds = %1342, %1335
  %1347 = load float, ptr %5, align 4
  %1348 = load ptr, ptr %3, align 8
  %1349 = getelementptr inbounds float, ptr %1348, i64 2
  store float %1347, ptr %1349, align 4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}

; Every rule of the NVPTX address-space alias analysis (§6), and where we
; deliberately differ from LLVM 22's nvptx-aa (global vs param; phi and
; select walked through).
; RUN: memspace -passes=aa-eval -aa-pipeline=nvptx-aa -print-all-alias-modref-info %s -o /dev/null 2>&1 | FileCheck %s
; RUN: memspace -passes=aa-eval -aa-pipeline=nvptx-aa -memspace-aa-llvm-rules -print-all-alias-modref-info %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [4 x float] zeroinitializer
@c = internal addrspace(4) global [4 x float] zeroinitializer

define void @rules(ptr addrspace(1) %g, ptr addrspace(101) %prm, ptr addrspace(7) %cl, ptr addrspace(5) %l, ptr %gen, i1 %c1) {
entry:
  %a = load float, ptr addrspace(1) %g
  %b = load float, ptr addrspace(101) %prm
  %d = load float, ptr addrspace(7) %cl
  %e = load float, ptr addrspace(3) @s
  %f = load float, ptr addrspace(5) %l
  %h = load float, ptr %gen
  %gs = addrspacecast ptr addrspace(3) @s to ptr
  %gc = addrspacecast ptr addrspace(4) @c to ptr
  %sel = select i1 %c1, ptr %gs, ptr getelementptr (float, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 1)
  %v = load float, ptr %sel
  %selc = select i1 %c1, ptr %gc, ptr %gen
  %w = load float, ptr %selc
  call void asm "mov.u32 %r1, 1;", ""()
  call void asm sideeffect "membar.gl;", ""()
  ret void
}

; CHECK-LABEL: Function: rules: 8 pointers, 2 call sites
; CHECK-NEXT: MayAlias:	float addrspace(1)* %g, float addrspace(101)* %prm
; CHECK-NEXT: NoAlias:	float addrspace(7)* %cl, float addrspace(1)* %g
; CHECK-NEXT: NoAlias:	float addrspace(7)* %cl, float addrspace(101)* %prm
; CHECK-NEXT: NoAlias:	float addrspace(1)* %g, float addrspace(3)* @s
; CHECK-NEXT: NoAlias:	float addrspace(101)* %prm, float addrspace(3)* @s
; CHECK-NEXT: MayAlias:	float addrspace(7)* %cl, float addrspace(3)* @s
; CHECK-NEXT: NoAlias:	float addrspace(1)* %g, float addrspace(5)* %l
; CHECK-NEXT: NoAlias:	float addrspace(5)* %l, float addrspace(101)* %prm
; CHECK-NEXT: NoAlias:	float addrspace(7)* %cl, float addrspace(5)* %l
; CHECK-NEXT: NoAlias:	float addrspace(5)* %l, float addrspace(3)* @s
; CHECK-NEXT: MayAlias:	float addrspace(1)* %g, float* %gen
; CHECK-NEXT: MayAlias:	float* %gen, float addrspace(101)* %prm
; CHECK-NEXT: MayAlias:	float addrspace(7)* %cl, float* %gen
; CHECK-NEXT: MayAlias:	float* %gen, float addrspace(3)* @s
; CHECK-NEXT: MayAlias:	float* %gen, float addrspace(5)* %l
; CHECK-NEXT: NoAlias:	float addrspace(1)* %g, float* %sel
; CHECK-NEXT: NoAlias:	float addrspace(101)* %prm, float* %sel
; CHECK-NEXT: MayAlias:	float addrspace(7)* %cl, float* %sel
; CHECK-NEXT: MayAlias:	float* %sel, float addrspace(3)* @s
; CHECK-NEXT: NoAlias:	float addrspace(5)* %l, float* %sel
; CHECK-NEXT: MayAlias:	float* %gen, float* %sel
; CHECK-NEXT: MayAlias:	float addrspace(1)* %g, float* %selc
; CHECK-NEXT: MayAlias:	float addrspace(101)* %prm, float* %selc
; CHECK-NEXT: MayAlias:	float addrspace(7)* %cl, float* %selc
; CHECK-NEXT: MayAlias:	float* %selc, float addrspace(3)* @s
; CHECK-NEXT: MayAlias:	float addrspace(5)* %l, float* %selc
; CHECK-NEXT: MayAlias:	float* %gen, float* %selc
; CHECK-NEXT: MayAlias:	float* %sel, float* %selc
; CHECK-NEXT: Both ModRef:  Ptr: float* %g	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: NoModRef:  Ptr: float* %prm	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %cl	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* @s	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %l	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %gen	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %sel	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %selc	<->  call void asm "mov.u32 %r1, 1;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %g	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: NoModRef:  Ptr: float* %prm	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %cl	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* @s	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %l	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %gen	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %sel	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: Both ModRef:  Ptr: float* %selc	<->  call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: NoModRef:   call void asm "mov.u32 %r1, 1;", ""() <->   call void asm sideeffect "membar.gl;", ""()
; CHECK-NEXT: NoModRef:   call void asm sideeffect "membar.gl;", ""() <->   call void asm "mov.u32 %r1, 1;", ""()
; CHECK: ===== Alias Analysis Evaluator Report =====
; CHECK-NEXT: 28 Total Alias Queries Performed
; CHECK-NEXT: {{ *}}11 no alias responses (39.2%)
; CHECK-NEXT: {{ *}}17 may alias responses (60.7%)
; CHECK-NEXT: {{ *}}0 partial alias responses (0.0%)
; CHECK-NEXT: {{ *}}0 must alias responses (0.0%)
; CHECK-NEXT: Alias Analysis Evaluator Pointer Alias Summary: 39%/60%/0%/0%
; CHECK-NEXT: 18 Total ModRef Queries Performed
; CHECK-NEXT: {{ *}}4 no mod/ref responses (22.2%)
; CHECK-NEXT: {{ *}}0 mod responses (0.0%)
; CHECK-NEXT: {{ *}}0 ref responses (0.0%)
; CHECK-NEXT: {{ *}}14 mod & ref responses (77.7%)
; CHECK-NEXT: Alias Analysis Evaluator Mod/Ref Summary: 22%/0%/0%/77%

; LLVM-LABEL: Function: rules: 8 pointers, 2 call sites
; LLVM: NoAlias:	float addrspace(1)* %g, float addrspace(101)* %prm
; LLVM: MayAlias:	float addrspace(1)* %g, float* %sel
; LLVM: MayAlias:	float addrspace(101)* %prm, float* %sel
; LLVM: MayAlias:	float addrspace(5)* %l, float* %sel

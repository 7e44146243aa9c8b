; ModuleID = 'typed'
source_filename = "typed.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float*, [4 x i8] }
%struct.V = type { [3 x i8*] }

@shared = internal addrspace(3) global [64 x float] undef, align 4
@cst = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@ptrs = global [2 x i8*] [i8* addrspacecast (i32 addrspace(4)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(4)* @cst, i64 0, i64 1) to i8*), i8* null]
@fnptr = global void (float addrspace(1)*)* @kernel
@vt = constant %struct.V { [3 x i8*] [i8* null, i8* bitcast (void (float addrspace(1)*)* @kernel to i8*), i8* null] }
@vtref = global i8** getelementptr inbounds (%struct.V, %struct.V* @vt, i32 0, inrange i32 0, i32 1)
@cmp = global i1 icmp eq (i8* bitcast (void (float addrspace(1)*)* @kernel to i8*), i8* null)
@sel = global i32 select (i1 icmp ne (i32* @g, i32* null), i32 1, i32 2)
@g = global i32 0
@arr = global [2 x i32] [i32 zext (i1 icmp eq (i32* @g, i32* null) to i32), i32 0]
@ev = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)
@str = private unnamed_addr addrspace(4) constant [5 x i8] c"abc\0A\00", align 1

define void @kernel(float addrspace(1)* nocapture %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %sp = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @shared, i64 0, i64 %idx
  %gen = addrspacecast float addrspace(3)* %sp to float*
  %v = load float, float* %gen, align 4
  %p = getelementptr inbounds float, float addrspace(1)* %out, i64 %idx
  store float %v, float addrspace(1)* %p, align 4
  %bc = bitcast float addrspace(1)* %p to i32 addrspace(1)*
  %old = atomicrmw add i32 addrspace(1)* %bc, i32 1 monotonic
  %cx = cmpxchg i32 addrspace(1)* %bc, i32 0, i32 1 seq_cst seq_cst
  %a = alloca %struct.S, align 8
  %f = getelementptr inbounds %struct.S, %struct.S* %a, i32 0, i32 1
  store float* %gen, float** %f, align 8
  %ld = load float*, float** %f, align 8
  %i2p = ptrtoint float* %ld to i64
  %p2i = inttoptr i64 %i2p to i8*
  call void @helper(i8* %p2i, i32 addrspace(4)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(4)* @cst, i64 0, i64 0))
  %c = call i32 bitcast (i32 (i32)* @id to i32 (i64)*)(i64 5)
  %r = call i32 (i8*, ...) @vprintf(i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([5 x i8], [5 x i8] addrspace(4)* @str, i64 0, i64 0) to i8*), i8* null)
  call void asm sideeffect "membar.gl;", ""()
  ret void
}

declare void @helper(i8*, i32 addrspace(4)*)
declare i32 @id(i32)
declare i32 @vprintf(i8*, ...)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent nounwind "frame-pointer"="none" }
attributes #1 = { nounwind readnone }

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*)* @kernel, !"kernel", i32 1}

; blockaddress names a function defined later. LLVM 14 keeps such a
; reference apart from typed ones: @ba.fn's first use claims no type, the
; typed use after it gives the real one.
@ba.table = internal constant [2 x i8*] [i8* blockaddress(@ba.fn, %one), i8* blockaddress(@ba.fn, %two)]
@ba.ptr = global void (i8*)* @ba.fn
@ba.again = constant i8* blockaddress(@ba.fn, %two)

define void @ba.fn(i8* %to) {
entry:
  indirectbr i8* %to, [label %one, label %two]
one:
  ret void
two:
  ret void
}

; Where the cast goes. @weight's three calls (from the kernel and its own
; two recursive calls) all pass global pointers loaded from memory. In
; typed-pointer IR memspace-opt keeps those loads and casts what they load,
; so giving @weight's parameter the global space would need a cast in
; front of each call: it keeps its generic type instead, and memspace-opt
; casts it once at @weight's entry (the module-wide solve gives it its
; callers' space); its comparison with null stays generic and costs no
; cast. @store_one has one call, so its parameter is specialized and the
; one cast sits in the caller. (In opaque-pointer NVPTX IR the loads load
; global pointers directly, so no call needs a cast: see loaded-args.ll.)
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as-14 %t.ll -o %t.bc
; RUN: memspace -verify-each %s -o %t.pipe.ll
; RUN: llvm-as-14 %t.pipe.ll -o %t.pipe.bc
; RUN: FileCheck %s --check-prefix=PIPE < %t.pipe.ll
; Idempotent: the pipeline changes nothing in its own output.
; RUN: memspace -verify-each %t.pipe.ll | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { float, %struct.Node*, %struct.Node* }

define internal float @weight(%struct.Node* readonly %n) #0 {
entry:
  %isnull = icmp eq %struct.Node* %n, null
  br i1 %isnull, label %done, label %walk

walk:
  %wp = getelementptr inbounds %struct.Node, %struct.Node* %n, i64 0, i32 0
  %w = load float, float* %wp, align 8
  %lp = getelementptr inbounds %struct.Node, %struct.Node* %n, i64 0, i32 1
  %l = load %struct.Node*, %struct.Node** %lp, align 8
  %wl = call float @weight(%struct.Node* %l)
  %rp = getelementptr inbounds %struct.Node, %struct.Node* %n, i64 0, i32 2
  %r = load %struct.Node*, %struct.Node** %rp, align 8
  %wr = call float @weight(%struct.Node* %r)
  %s1 = fadd float %w, %wl
  %s2 = fadd float %s1, %wr
  br label %done

done:
  %res = phi float [ 0.0, %entry ], [ %s2, %walk ]
  ret float %res
}

define internal void @store_one(float* %p) #0 {
entry:
  store float 1.0, float* %p, align 4
  ret void
}

define void @k(%struct.Node** readonly %roots, float* %out, i64 %i) {
entry:
  %rp = getelementptr inbounds %struct.Node*, %struct.Node** %roots, i64 %i
  %root = load %struct.Node*, %struct.Node** %rp, align 8
  %w = call float @weight(%struct.Node* %root)
  %dst = getelementptr inbounds float, float* %out, i64 %i
  store float %w, float* %dst, align 4
  %fp = bitcast %struct.Node** %rp to float**
  %slot = load float*, float** %fp, align 8
  call void @store_one(float* %slot)
  ret void
}

attributes #0 = { noinline nounwind }

!nvvm.annotations = !{!0}
!0 = !{void (%struct.Node**, float*, i64)* @k, !"kernel", i32 1}

; CHECK-LABEL: define internal float @weight(%struct.Node* readonly %n) "nvvm.as"="1" #0 {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %isnull = icmp eq %struct.Node* %n, null
; CHECK:         %wl = call float @weight(%struct.Node* %l)
; CHECK:         %wr = call float @weight(%struct.Node* %r)
; CHECK-LABEL: define internal void @store_one(float addrspace(1)* %p) "nvvm.as"="1" #0 {
; CHECK-LABEL: define void @k(
; CHECK:         %w = call float @weight(%struct.Node* %root)
; CHECK:         [[SLOT:%.*]] = addrspacecast float* %slot to float addrspace(1)*
; CHECK-NEXT:    call void @store_one(float addrspace(1)* [[SLOT]])

; PIPE-LABEL: define internal float @weight(%struct.Node* readonly %n)
; PIPE-NEXT:  entry:
; PIPE-NEXT:    %n.global = addrspacecast %struct.Node* %n to %struct.Node addrspace(1)*
; PIPE-NEXT:    %isnull = icmp eq %struct.Node* %n, null
; PIPE-NOT:     addrspacecast
; PIPE:         %l = load %struct.Node*, %struct.Node* addrspace(1)* %lp, align 8
; PIPE-NEXT:    %wl = call float @weight(%struct.Node* %l)
; PIPE-LABEL: define internal void @store_one(float addrspace(1)* %p)
; PIPE-LABEL: define void @k(
; PIPE:         %root = load %struct.Node*, %struct.Node* addrspace(1)* %rp, align 8
; PIPE-NEXT:    %w = call float @weight(%struct.Node* %root)
; PIPE:         %slot.global = addrspacecast float* %slot to float addrspace(1)*
; PIPE-NEXT:    call void @store_one(float addrspace(1)* %slot.global)

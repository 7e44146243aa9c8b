; The clone budget do-clone-for-ip-msp. Four clones are wanted here
; (@h1 for global and for shared callers, @h2 for global, @h3 for local),
; plus an in-place rewrite of the internal @hi, which is not a clone.
;   -1: every clone;  0: nothing changes but "nvvm.as" (report only);
;   1, 2: the first one or two attempts, in worklist order (callers
;   first, then module order), the others are reported as avoided.
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp -stats %s -o %t.all.ll 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: FileCheck %s --check-prefix=ALL-IR < %t.all.ll
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp -stats -do-clone-for-ip-msp=0 %s -o %t.0.ll 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: FileCheck %s --check-prefix=NONE-IR < %t.0.ll
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp -stats -do-clone-for-ip-msp=1 %s -o %t.1.ll 2>&1 | FileCheck %s --check-prefix=ONE
; RUN: FileCheck %s --check-prefix=ONE-IR < %t.1.ll
; RUN: memspace -passes=ipmsp -verify-each -dump-ip-msp -stats -do-clone-for-ip-msp=2 %s -o %t.2.ll 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: FileCheck %s --check-prefix=TWO-IR < %t.2.ll
; RUN: llvm-as %t.all.ll -o %t.bc
; RUN: llvm-as %t.0.ll -o %t.bc
; RUN: llvm-as %t.1.ll -o %t.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @h1(ptr %p) #0 {
entry:
  store float 1.0, ptr %p, align 4
  ret void
}

define void @h2(ptr %p) #0 {
entry:
  store float 2.0, ptr %p, align 4
  ret void
}

define void @h3(ptr %p) #0 {
entry:
  store float 3.0, ptr %p, align 4
  ret void
}

define internal void @hi(ptr %p) #0 {
entry:
  store float 4.0, ptr %p, align 4
  ret void
}

define ptx_kernel void @k1(ptr %g) {
entry:
  %a = alloca float, align 4
  call void @h1(ptr %g)
  call void @h2(ptr %g)
  call void @h3(ptr %a)
  call void @hi(ptr %g)
  ret void
}

define ptx_kernel void @k2(ptr %g) {
entry:
  call void @h1(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  call void @hi(ptr %g)
  ret void
}

attributes #0 = { noinline nounwind }

; ALL:      Initial work list size : 4
; ALL-NEXT: @h2 is cloned as @h2.global
; ALL-NEXT: @h2.global : changed in argument memory space (1 arguments)
; ALL-NEXT: 1 callees are affected
; ALL-NEXT: @h3 is cloned as @h3.local
; ALL-NEXT: @h3.local : changed in argument memory space (1 arguments)
; ALL-NEXT: 1 callees are affected
; ALL-NEXT: @h1 is cloned as @h1.global
; ALL-NEXT: @h1.global : changed in argument memory space (1 arguments)
; ALL-NEXT: 1 callees are affected
; ALL-NEXT: @h1 is cloned as @h1.shared
; ALL-NEXT: @h1.shared : changed in argument memory space (1 arguments)
; ALL-NEXT: 1 callees are affected
; ALL-NEXT: @hi : changed in argument memory space (1 arguments)
; ALL-NOT:  Initial work list size
; ALL-NOT:  avoid cloning
; ALL:      4 clones
; ALL:      1 functions specialized in place
; ALL-IR: define internal void @h1.global(ptr addrspace(1) %p)
; ALL-IR: define internal void @h1.shared(ptr addrspace(3) %p)
; ALL-IR: define internal void @h2.global(ptr addrspace(1) %p)
; ALL-IR: define internal void @h3.local(ptr addrspace(5) %p)
; ALL-IR: define internal void @hi(ptr addrspace(1) %p)

; NONE:      Initial work list size : 4
; NONE-NEXT: avoid cloning of @h2 as @h2.global
; NONE-NEXT: avoid cloning of @h3 as @h3.local
; NONE-NEXT: avoid cloning of @h1 as @h1.global
; NONE-NEXT: avoid cloning of @h1 as @h1.shared
; NONE-NOT:  Initial work list size
; NONE-NOT:  changed in argument memory space
; NONE:      4 clones avoided by the clone budget
; The module is unchanged except for the attributes, which still report
; what the callers agree on.
; NONE-IR: define void @h1(ptr %p) "nvvm.as"="0" #0 {
; NONE-IR: define void @h2(ptr %p) "nvvm.as"="0" #0 {
; NONE-IR: define void @h3(ptr %p) "nvvm.as"="0" #0 {
; NONE-IR: define internal void @hi(ptr %p) "nvvm.as"="1" #0 {
; NONE-IR: call void @h1(ptr %g)
; NONE-IR-NOT: define internal void @h{{.*}}.

; ONE:      Initial work list size : 4
; ONE-NEXT: @h2 is cloned as @h2.global
; ONE-NEXT: @h2.global : changed in argument memory space (1 arguments)
; ONE-NEXT: 1 callees are affected
; ONE-NEXT: avoid cloning of @h3 as @h3.local
; ONE-NEXT: avoid cloning of @h1 as @h1.global
; ONE-NEXT: avoid cloning of @h1 as @h1.shared
; ONE-NEXT: @hi : changed in argument memory space (1 arguments)
; ONE-NOT:  avoid cloning
; ONE:      1 clones
; ONE:      3 clones avoided by the clone budget
; ONE-IR-NOT: @h1.global
; ONE-IR:     define internal void @h2.global(ptr addrspace(1) %p)
; ONE-IR:     define internal void @hi(ptr addrspace(1) %p)

; TWO:      @h2 is cloned as @h2.global
; TWO:      @h3 is cloned as @h3.local
; TWO:      avoid cloning of @h1 as @h1.global
; TWO-NEXT: avoid cloning of @h1 as @h1.shared
; TWO:      2 clones
; TWO:      2 clones avoided by the clone budget
; TWO-IR: define internal void @h2.global(
; TWO-IR: define internal void @h3.local(

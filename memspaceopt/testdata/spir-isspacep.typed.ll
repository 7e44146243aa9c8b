; SPIR, typed pointers (LLVM 14 style): the OpenCL conversions
; __to_global, __to_local and __to_private (on i8 pointers, as clang emits
; them) fold to the pointer's specific form when the set is exactly that
; space, to null when the set rules it out, and stay otherwise. Output is
; valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(i32 addrspace(4)* %g, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca i32, align 4
; CHECK-NEXT: %g.global = addrspacecast i32 addrspace(4)* %g to i32 addrspace(1)*
; CHECK-NEXT: %g8 = bitcast i32 addrspace(1)* %g.global to i8 addrspace(1)*
; CHECK-NEXT: %a = bitcast i8 addrspace(1)* %g8 to i32 addrspace(1)*
; CHECK-NEXT: call spir_func void @sinkg(i32 addrspace(1)* %a)
; CHECK-NEXT: %priv8 = bitcast i32* %buf to i8*
; CHECK-NEXT: %b = bitcast i8* %priv8 to i32*
; CHECK-NEXT: call spir_func void @sinkp(i32* %b)
; CHECK-NEXT: %d = bitcast i8 addrspace(3)* null to i32 addrspace(3)*
; CHECK-NEXT: call spir_func void @sinkl(i32 addrspace(3)* %d)
; CHECK-NEXT: %m = select
; CHECK-NEXT: %m8 = bitcast i32 addrspace(4)* %m to i8 addrspace(4)*
; CHECK-NEXT: %f8 = call spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)* %m8)
; CHECK-NEXT: %f = bitcast i8 addrspace(3)* %f8 to i32 addrspace(3)*
; CHECK-NEXT: call spir_func void @sinkl(i32 addrspace(3)* %f)
; CHECK-NEXT: %h = bitcast i8* null to i32*
; CHECK-NEXT: call spir_func void @sinkp(i32* %h)
; CHECK-NEXT: ret void

target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [8 x i32] undef

declare spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)*)
declare spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)*)
declare spir_func i8* @__to_private(i8 addrspace(4)*)
declare spir_func void @sinkg(i32 addrspace(1)*)
declare spir_func void @sinkl(i32 addrspace(3)*)
declare spir_func void @sinkp(i32*)

define spir_kernel void @k(i32 addrspace(4)* %g, i1 %c) {
entry:
  %buf = alloca i32, align 4
  %priv = addrspacecast i32* %buf to i32 addrspace(4)*
  %g8 = bitcast i32 addrspace(4)* %g to i8 addrspace(4)*
  %a8 = call spir_func i8 addrspace(1)* @__to_global(i8 addrspace(4)* %g8)
  %a = bitcast i8 addrspace(1)* %a8 to i32 addrspace(1)*
  call spir_func void @sinkg(i32 addrspace(1)* %a)
  %priv8 = bitcast i32 addrspace(4)* %priv to i8 addrspace(4)*
  %b8 = call spir_func i8* @__to_private(i8 addrspace(4)* %priv8)
  %b = bitcast i8* %b8 to i32*
  call spir_func void @sinkp(i32* %b)
  %d8 = call spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)* %priv8)
  %d = bitcast i8 addrspace(3)* %d8 to i32 addrspace(3)*
  call spir_func void @sinkl(i32 addrspace(3)* %d)
  %m = select i1 %c, i32 addrspace(4)* %g, i32 addrspace(4)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(4)* addrspacecast ([8 x i32] addrspace(3)* @lds to [8 x i32] addrspace(4)*), i64 0, i64 0)
  %m8 = bitcast i32 addrspace(4)* %m to i8 addrspace(4)*
  %f8 = call spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)* %m8)
  %f = bitcast i8 addrspace(3)* %f8 to i32 addrspace(3)*
  call spir_func void @sinkl(i32 addrspace(3)* %f)
  %h8 = call spir_func i8* @__to_private(i8 addrspace(4)* %m8)
  %h = bitcast i8* %h8 to i32*
  call spir_func void @sinkp(i32* %h)
  ret void
}

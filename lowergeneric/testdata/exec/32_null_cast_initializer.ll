; A constant table of generic pointers whose initializer casts the private
; and the local null to generic (as clang's OpenCL block literals and
; LLVM's CodeGen/SPIRV tests write them): lower-generic keeps it (the
; generic null carries no tag), and every work item reads through a
; helper either a table entry (null: the default) or its local slot.
; Written by hand: clang writes a generic null as such.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@tbl = internal addrspace(1) constant [2 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr null to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(3) null to ptr addrspace(4))], align 8
@l = internal addrspace(3) global [64 x i32] undef, align 4

define internal spir_func i32 @get_or(ptr addrspace(4) %p, i32 %d) #0 {
  %isnull = icmp eq ptr addrspace(4) %p, null
  br i1 %isnull, label %def, label %ld

ld:
  %v = load i32, ptr addrspace(4) %p, align 4
  ret i32 %v

def:
  ret i32 %d
}

declare spir_func i64 @_Z13get_global_idj(i32)

declare spir_func i64 @_Z12get_local_idj(i32)

define spir_kernel void @k(ptr addrspace(1) %out) {
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %slot = getelementptr inbounds [64 x i32], ptr addrspace(3) @l, i64 0, i64 %lid
  %lid32 = trunc i64 %lid to i32
  %val = add i32 %lid32, 1
  store i32 %val, ptr addrspace(3) %slot, align 4
  %odd = and i64 %gid, 1
  %e = getelementptr inbounds [2 x ptr addrspace(4)], ptr addrspace(1) @tbl, i64 0, i64 %odd
  %fromtbl = load ptr addrspace(4), ptr addrspace(1) %e, align 8
  %lg = addrspacecast ptr addrspace(3) %slot to ptr addrspace(4)
  %two = and i64 %gid, 2
  %use = icmp eq i64 %two, 0
  %p = select i1 %use, ptr addrspace(4) %fromtbl, ptr addrspace(4) %lg
  %r = call spir_func i32 @get_or(ptr addrspace(4) %p, i32 -7)
  %isn = icmp eq ptr addrspace(4) %fromtbl, null
  %z = zext i1 %isn to i32
  %z1000 = mul i32 %z, 1000
  %sum = add i32 %r, %z1000
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %sum, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { noinline }

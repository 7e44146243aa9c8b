; More LLVM 14 typed-pointer syntax.
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, [2 x float] }

@g = addrspace(1) global %struct.S zeroinitializer, align 4
@fp = global void (i32)* @callee
@gep = global i32 addrspace(1)* getelementptr inbounds (%struct.S, %struct.S addrspace(1)* @g, i64 0, i32 0)

define spir_func void @callee(i32 %x) {
  ret void
}

define spir_func void @k(%struct.S* sret(%struct.S) %r, %struct.S addrspace(1)* byval(%struct.S) align 4 %s, i32 addrspace(1)* %out, i1 %c) {
entry:
  %f = load void (i32)*, void (i32)** @fp, align 8
  call spir_func void %f(i32 1)
  %p = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %s, i64 0, i32 1, i64 1
  %v = load float, float addrspace(1)* %p, align 4
  %i = fptosi float %v to i32
  %q = load i32, i32 addrspace(1)* getelementptr inbounds (%struct.S, %struct.S addrspace(1)* @g, i64 0, i32 0), align 4
  %sel = select i1 %c, i32 addrspace(1)* %out, i32 addrspace(1)* null
  %isnull = icmp eq i32 addrspace(1)* %sel, null
  br i1 %isnull, label %done, label %store

store:
  %gen = addrspacecast i32 addrspace(1)* %sel to i32 addrspace(4)*
  store i32 %i, i32 addrspace(4)* %gen, align 4
  br label %done

done:
  %phi = phi i32 addrspace(1)* [ %sel, %store ], [ %out, %entry ]
  %bc = bitcast i32 addrspace(1)* %phi to i8 addrspace(1)*
  %cx = cmpxchg i32 addrspace(1)* %phi, i32 %q, i32 0 seq_cst monotonic
  %ok = extractvalue { i32, i1 } %cx, 1
  ret void
}

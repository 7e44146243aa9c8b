// Atomics through generic pointers (atomicrmw with its scope and ordering).
__attribute__((noinline)) int add(atomic_int *p, int v) {
  return __opencl_atomic_fetch_add(p, v, memory_order_relaxed, memory_scope_work_group);
}
kernel void k(global atomic_int *g, global int *out) {
  local atomic_int l[1];
  int lid = get_local_id(0), i = get_global_id(0);
  if (lid == 0) __opencl_atomic_store(&l[0], 0, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  add((atomic_int *)&l[0], lid);
  add((atomic_int *)&g[lid % 4], 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = __opencl_atomic_load(&l[0], memory_order_relaxed, memory_scope_work_group);
}

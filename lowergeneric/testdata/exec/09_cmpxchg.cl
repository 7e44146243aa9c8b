// cmpxchg loops through generic pointers keep their orderings.
__attribute__((noinline)) int amax(atomic_int *p, int v) {
  int old = __opencl_atomic_load(p, memory_order_relaxed, memory_scope_work_group);
  while (old < v && !__opencl_atomic_compare_exchange_strong(p, &old, v, memory_order_acq_rel,
                                                            memory_order_relaxed, memory_scope_work_group))
    ;
  return old;
}
kernel void k(global atomic_int *g, global int *out) {
  local atomic_int l[1];
  int lid = get_local_id(0), i = get_global_id(0);
  if (lid == 0) __opencl_atomic_store(&l[0], -1, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  amax((atomic_int *)&l[0], (lid * 37) % 64);
  amax((atomic_int *)&g[0], i);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = __opencl_atomic_load(&l[0], memory_order_relaxed, memory_scope_work_group);
}

// atomic exchange on floats through generic pointers.
__attribute__((noinline)) float swapf(atomic_float *p, float v) {
  return __opencl_atomic_exchange(p, v, memory_order_seq_cst, memory_scope_work_group);
}
kernel void k(global atomic_float *g, global float *out) {
  local atomic_float l[64];
  float pv = 2.5f;
  int lid = get_local_id(0), i = get_global_id(0);
  __opencl_atomic_store(&l[lid], lid * 0.5f, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  float a = swapf((atomic_float *)&l[lid], 1.0f);
  float b = swapf((atomic_float *)&g[i % 8 + 8 * (i / 64)], a);
  out[i] = a + b;
}

// A histogram through a generic pointer that is local or global (atomic_inc builtins via generic).
__attribute__((noinline)) void hit(volatile atomic_int *h, int b) {
  __opencl_atomic_fetch_add(&h[b], 1, memory_order_relaxed, memory_scope_device);
}
kernel void k(global const int *in, global atomic_int *gh, global int *out) {
  local atomic_int lh[8];
  int lid = get_local_id(0), i = get_global_id(0);
  if (lid < 8) __opencl_atomic_store(&lh[lid], 0, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  hit((atomic_int *)lh, in[i] & 7);
  hit((atomic_int *)gh, (in[i] >> 1) & 7);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 8) out[get_group_id(0) * 8 + lid] = __opencl_atomic_load(&lh[lid], memory_order_relaxed, memory_scope_work_group);
}

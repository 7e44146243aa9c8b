// Volatile accesses through generic pointers stay volatile.
__attribute__((noinline)) int vbump(volatile int *p) { int v = *p; *p = v + 1; return v; }
kernel void k(global int *g, global int *out) {
  local int l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = vbump(&l[lid]) + vbump(&g[i % 16]) * 2;
}

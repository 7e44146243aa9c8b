// A generic pointer through an integer and back keeps its tag.
__attribute__((noinline)) int via_int(int *p) { ulong a = (ulong)p; int *q = (int *)(a + 4); return q[-1] + q[0]; }
kernel void k(global int *g, global int *out) {
  local int l[65];
  int pv[2] = {40, 2};
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid; if (lid == 0) l[64] = 64;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = via_int(&l[lid]) + via_int(pv) + via_int(&g[i % 16]);
}

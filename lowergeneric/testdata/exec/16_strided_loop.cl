// A strided loop over a generic pointer.
__attribute__((noinline)) int ssum(const int *p, int n, int s) { int t = 0; for (int k = 0; k < n; k += s) t += p[k]; return t; }
kernel void k(global int *g, global int *out) {
  local int l[64];
  int pv[8] = {1, 1, 2, 3, 5, 8, 13, 21};
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = ssum(l, 64, 1 + lid % 5) + ssum(pv, 8, 2) + ssum(g, 16, 3);
}

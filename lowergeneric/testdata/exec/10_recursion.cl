// Recursion with generic pointers into different spaces.
int rsum(int *p, int n) { return n == 0 ? 0 : p[n - 1] + rsum(p, n - 1); }
int alt(int *a, int *b, int n) { return n == 0 ? 0 : a[n - 1] - alt(b, a, n - 1); }
kernel void k(global int *g, global int *out) {
  local int l[64];
  int pv[4] = {1, 2, 3, 4};
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = rsum(pv, 4) + rsum(l, lid % 8) + rsum(g, 3) + alt(pv, l, 4) + alt(g, pv, 3);
}

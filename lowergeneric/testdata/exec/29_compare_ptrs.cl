// Generic pointers of different spaces compared and subtracted.
__attribute__((noinline)) int same(int *a, int *b) { return (a == b) + 2 * (a + 1 == b); }
kernel void k(global int *g, global int *out) {
  local int l[64];
  int pv[2];
  int lid = get_local_id(0), i = get_global_id(0);
  out[i] = same(&l[lid], &l[lid]) + 4 * same(&l[lid], &l[lid + 1 < 64 ? lid + 1 : 0]) + 16 * same(pv, &pv[1]) +
           64 * same(&g[0], &g[0]);
}

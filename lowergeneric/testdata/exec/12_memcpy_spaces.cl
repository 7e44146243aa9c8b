// memcpy between generic pointers of several spaces (split per space pair).
__attribute__((noinline)) void copy(void *d, const void *s, int n) { __builtin_memcpy(d, s, n); }
kernel void k(global int *g, global int *out) {
  local int l[64 * 4];
  int pv[4] = {9, 8, 7, 6};
  int lid = get_local_id(0), i = get_global_id(0);
  copy(&l[4 * lid], pv, 16);
  barrier(CLK_LOCAL_MEM_FENCE);
  int tmp[4];
  copy(tmp, &l[4 * ((lid + 1) % 64)], 16);
  copy(&out[4 * i], tmp, 16);
  copy(&out[4 * i + 1], &g[i % 16], 4);
}

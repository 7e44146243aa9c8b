// Mutual recursion passing generic pointers of different spaces.
int odd_sum(int *a, int *b, int n);
int even_sum(int *a, int *b, int n) { return n <= 0 ? 0 : a[n] + odd_sum(b, a, n - 1); }
int odd_sum(int *a, int *b, int n) { return n <= 0 ? b[0] : a[n] * 2 + even_sum(b, a, n - 1); }
kernel void k(global int *g, global int *out) {
  local int l[8];
  int pv[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int lid = get_local_id(0), i = get_global_id(0);
  if (lid < 8) l[lid] = 10 * lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = even_sum(l, pv, 1 + lid % 7) + odd_sum(g, l, 5);
}

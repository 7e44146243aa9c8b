// to_local / to_global on pointers whose space the sets decide (folded).
kernel void k(global int *g, global int *out) {
  local int l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid;
  int *p = (int *)&l[lid];
  int *q = (int *)&g[i % 16];
  local int *lp = to_local(p);
  global int *gq = to_global(q);
  out[i] = (lp ? *lp : -1) + (gq ? *gq : -2) + (to_global(p) != 0) * 100 + (to_local(q) != 0) * 1000;
}

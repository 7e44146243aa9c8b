// to_global / to_local / to_private decide at run time which path a generic pointer takes.
__attribute__((noinline)) int classify(int *p) {
  if (to_global(p)) return 1 + *to_global(p);
  if (to_local(p)) return 100 + *to_local(p);
  if (to_private(p)) return 10000 + *to_private(p);
  return -1;
}
kernel void k(global int *g, global int *out) {
  local int l[64];
  int priv = 5;
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = (i % 3 == 0) ? (int *)&g[i % 16] : (i % 3 == 1) ? (int *)&l[lid] : &priv;
  out[i] = classify(p);
}

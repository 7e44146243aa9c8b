// A pointer to a generic pointer: the stored pointer keeps its tag.
__attribute__((noinline)) void advance(int **pp) { *pp += 1; }
__attribute__((noinline)) int deref(int **pp) { return **pp; }
kernel void k(global int *g, global int *out) {
  local int l[65];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = 5 * lid; if (lid == 0) l[64] = -1;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = (i & 1) ? (int *)&l[lid] : (int *)&g[i % 16];
  advance(&p);
  out[i] = deref(&p);
}

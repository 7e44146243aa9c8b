// A phi of three incoming spaces over three edges.
__attribute__((noinline)) int *pick(int sel, global int *g, local int *l, int *pv) {
  int *p;
  switch (sel) {
  case 0: p = (int *)g; break;
  case 1: p = (int *)l; break;
  default: p = pv; break;
  }
  return p;
}
kernel void k(global int *g, global int *out) {
  local int l[64];
  int pv[1];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = 3 * lid; pv[0] = 1000 + i;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = pick(i % 3, g + i % 16, l + lid, pv);
  *p += 1;
  out[i] = *p + pv[0];
}

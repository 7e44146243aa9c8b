// Null through generic pointers: null stays null after tagging.
__attribute__((noinline)) int get_or(int *p, int d) { return p ? *p : d; }
kernel void k(global int *g, global int *out) {
  local int l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  local int *lp = (i & 1) ? &l[lid] : 0;
  int *p = (int *)lp;
  out[i] = get_or(p, -7) + get_or((int *)0, 9) + (p == 0) * 1000;
}

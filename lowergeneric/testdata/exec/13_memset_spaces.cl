// memset through generic pointers into private, local and global memory.
__attribute__((noinline)) void clear(void *d, int c, int n) { __builtin_memset(d, c, n); }
kernel void k(global int *out) {
  local char l[64 * 8];
  char pv[8];
  int lid = get_local_id(0), i = get_global_id(0);
  clear(&l[8 * lid], lid, 8);
  clear(pv, 3, 8);
  clear(&out[2 * i], 1, 4);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * i + 1] = l[8 * lid + 3] + pv[5];
}

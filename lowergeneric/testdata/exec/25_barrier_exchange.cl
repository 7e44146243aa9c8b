// Writes through a generic pointer to local memory, a barrier, reads by a neighbour.
__attribute__((noinline)) void wr(int *p, int v) { *p = v; }
__attribute__((noinline)) int rd(const int *p) { return *p; }
kernel void k(global int *out) {
  local int l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  wr(&l[lid], i * 11);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = rd(&l[63 - lid]);
}

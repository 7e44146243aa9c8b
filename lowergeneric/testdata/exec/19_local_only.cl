// Only local pointers go through the generic helper.
__attribute__((noinline)) int rot(int *p, int n, int k) { return p[(k + 1) % n]; }
kernel void k(global int *out) {
  local int l[64];
  int lid = get_local_id(0);
  l[lid] = lid * lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = rot(l, 64, lid);
}

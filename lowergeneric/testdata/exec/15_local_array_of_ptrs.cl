// Generic pointers stored in local memory and loaded by another work-item.
kernel void k(global int *g, global int *out) {
  int *local slots[64];
  local int l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = 2 * lid;
  slots[lid] = (lid & 1) ? (int *)&l[lid] : (int *)&g[lid % 16];
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = slots[(lid + 1) % 64];
  out[i] = *p;
}

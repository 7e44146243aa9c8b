// select between a local and a global pointer, then accesses through it.
kernel void k(global float *g, global float *out, int n) {
  local float l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid * 0.5f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float *p = (i % 2) ? (float *)&l[lid] : (float *)&g[i % 32];
  float v = *p;
  *p = v + 1.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = v + l[lid];
}

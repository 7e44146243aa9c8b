// A helper returns a generic pointer into one of two spaces.
__attribute__((noinline)) float *bigger(float *a, float *b) { return *a >= *b ? a : b; }
kernel void k(global float *g, global float *out) {
  local float l[64];
  float pv = 0.75f;
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid * 0.25f - 4.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float *m = bigger(&l[lid], &g[i % 32]);
  float *m2 = bigger(m, &pv);
  *m2 += 1.0f;
  out[i] = *m + *m2 + pv;
}

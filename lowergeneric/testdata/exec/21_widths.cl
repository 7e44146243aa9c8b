// Accesses of several widths and a vector through generic pointers.
__attribute__((noinline)) float mix(char *c, short *s, float4 *v) { *c += 1; *s += 2; (*v).y += 1.0f; return *c + *s + (*v).x + (*v).y; }
kernel void k(global float *out, global float4 *gv) {
  local char lc[64]; local short ls[64];
  float4 pv = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  int lid = get_local_id(0), i = get_global_id(0);
  lc[lid] = lid; ls[lid] = 2 * lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = mix(&lc[lid], &ls[lid], (i & 1) ? (float4 *)&pv : (float4 *)&gv[i % 8]);
}

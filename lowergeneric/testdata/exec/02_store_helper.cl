// A generic store helper: each space is written through the same code.
__attribute__((noinline)) void put(float *p, int k, float v) { p[k] = v; }
kernel void k(global float *out, global const float *in) {
  local float l[64];
  float priv[2];
  int lid = get_local_id(0), i = get_global_id(0);
  put(l, lid, in[i] * 2.0f);
  put(priv, 0, in[i] + 1.0f);
  put(priv, 1, in[i] - 1.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  put(out, i, l[(lid + 1) % 64] + priv[0] * priv[1]);
}

// A generic helper that reads and writes, called with global, local and private pointers.
__attribute__((noinline)) int bump(int *p, int k) { int v = p[k]; p[k] = v + k + 1; return v; }
kernel void k(global int *g, global int *out) {
  local int l[64];
  int priv[4] = {1, 2, 3, 4};
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid * 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  int a = bump(g, i % 16);
  int b = bump(l, lid);
  int c = bump(priv, lid % 4);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = a * 7 + b * 5 + c + l[lid] + priv[lid % 4];
}

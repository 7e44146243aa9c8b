// A struct holding a pointer copied by a helper in a loop (memcpy of generic
// pointers, lowered to four memcpy overloads); the kernel is the module's last
// function, which lower-generic skipped when those declarations shifted the
// function list (adversarial review, 2026-11-25).
typedef struct { int *p; int n; } span;
__attribute__((noinline)) void copy(span *d, const span *s, int n) {
  for (int j = 0; j < n; j++) d[j] = s[j];
}
kernel void k(global int *g, global int *out, int n) {
  local int l[64];
  int lid = get_local_id(0), i = get_global_id(0);
  l[lid] = lid + 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  span a[2], b[2];
  a[0].p = (int *)&g[1]; a[0].n = 1;
  a[1].p = (int *)&l[lid]; a[1].n = 2;
  b[0].p = (int *)&g[2]; b[0].n = 0;
  b[1].p = (int *)&g[3]; b[1].n = 0;
  copy(b, a, (n & 1) + 1 + (i & 1));
  out[i] = *b[1].p + *b[0].p + (to_global(b[1].p) != 0) * 100;
}

// A program-scope global variable and a private one reached through one generic helper.
global int counter[4];
__attribute__((noinline)) void inc(int *p, int k) { p[k] += 1; }
kernel void k(global int *out) {
  int pv[4] = {0, 0, 0, 0};
  int i = get_global_id(0);
  inc(counter, i % 4);
  inc(pv, i % 4);
  out[i] = pv[i % 4];
}

// Only private pointers become generic: every access is resolved without a switch.
__attribute__((noinline)) void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
kernel void k(global int *out) {
  int x = get_global_id(0), y = 3 * x;
  swap(&x, &y);
  out[get_global_id(0)] = x - 2 * y;
}

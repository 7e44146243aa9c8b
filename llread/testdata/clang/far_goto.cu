// Far forward branches at -O0: the first goto names a block more than
// 1024 values ahead, the second a block just beyond it, once the table of
// numbers has grown past the first (the reader lost the first).
__attribute__((global)) void far_goto(float *a, int n) {
  float x = a[0];
  if (n == 1) goto L1;
#define S4(k) x = x * a[k] + k; x = x * a[k + 1] + k; x = x * a[k + 2] + k; x = x * a[k + 3] + k;
#define S32(k) S4(k) S4(k + 4) S4(k + 8) S4(k + 12) S4(k + 16) S4(k + 20) S4(k + 24) S4(k + 28)
  S32(0) S32(1) S32(2) S32(3) S32(4) S32(5)
  if (n == 2) goto L2;
  x = x - a[3];
L1:
  a[1] = x;
L2:
  a[2] = x;
}

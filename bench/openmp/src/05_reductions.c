// Reductions: across the teams and threads of SPMD kernels (scalars, a
// maximum, an array section of a histogram, a struct's fields reached
// through a helper), and inside a generic kernel's parallel region. clang
// reduces through the device runtime with callbacks it generates (shuffle
// and reduce, inter-warp copy through shared memory, copies between the
// thread's list and a global buffer); their pointers come from the
// runtime.
typedef struct {
  long count;
  int lo, hi;
} stats;

long dot(int n, const int *x, const int *y) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n], y[0 : n])
  for (int i = 0; i < n; i++)
    s += (long)x[i] * y[i];
  return s;
}

int maxabs(int n, const int *x) {
  int m = 0;
#pragma omp target teams distribute parallel for reduction(max : m) map(to : x[0 : n])
  for (int i = 0; i < n; i++)
    m = m > (x[i] < 0 ? -x[i] : x[i]) ? m : (x[i] < 0 ? -x[i] : x[i]);
  return m;
}

void histogram(int n, const int *x, int *hist) {
#pragma omp target teams distribute parallel for reduction(+ : hist[0 : 8]) map(to : x[0 : n]) \
    map(tofrom : hist[0 : 8])
  for (int i = 0; i < n; i++)
    hist[x[i] & 7]++;
}

static void account(stats *s, int v) {
  s->count += v;
  if (v < s->lo)
    s->lo = v;
  if (v > s->hi)
    s->hi = v;
}

void summarize(int n, const int *x, stats *out) {
  long count = 0;
  int lo = 1 << 30, hi = -(1 << 30);
#pragma omp target teams distribute parallel for reduction(+ : count) reduction(min : lo) reduction(max : hi) \
    map(to : x[0 : n]) map(tofrom : count, lo, hi)
  for (int i = 0; i < n; i++) {
    stats s = {count, lo, hi};
    account(&s, x[i]);
    count = s.count, lo = s.lo, hi = s.hi;
  }
  out->count = count, out->lo = lo, out->hi = hi;
}

void rowsums(int rows, int cols, const float *m, float *sums) {
#pragma omp target teams distribute map(to : m[0 : rows * cols]) map(from : sums[0 : rows])
  for (int r = 0; r < rows; r++) {
    float s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int c = 0; c < cols; c++)
      s += m[r * cols + c];
    sums[r] = s;
  }
}

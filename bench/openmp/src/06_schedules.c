// Dynamic, guided and runtime schedules: the loop asks the runtime for
// chunks through pointers to the thread's bounds (__kmpc_dispatch_*), in a
// SPMD kernel and in a generic kernel's parallel region, with helpers
// reached through a struct.
typedef struct {
  float *val;
  int *hits;
} cells;

static void bump(cells c, int i, float w) {
  c.val[i] = c.val[i] * 0.5f + w;
  c.hits[i]++;
}

void dyn(int n, float *val, int *hits) {
#pragma omp target teams distribute parallel for schedule(dynamic, 2) map(tofrom : val[0 : n], hits[0 : n])
  for (int i = 0; i < n; i++) {
    cells c = {val, hits};
    bump(c, i, 1.0f);
  }
}

// The struct captured by reference (mapped to the device) and passed on by
// value: at -O0 the region reloads its address from an alloca, a global
// pointer memspace-opt loads as global and casts back for the call (the
// cast once took the retyped load's type: invalid IR).
void dyn_captured(int n, float *val, int *hits) {
  cells c = {val, hits};
#pragma omp target teams distribute parallel for schedule(dynamic, 2) map(tofrom : val[0 : n], hits[0 : n])
  for (int i = 0; i < n; i++)
    bump(c, i, 1.0f);
}

void guided(long n, long *a, const long *b) {
#pragma omp target teams distribute parallel for schedule(guided, 4) map(tofrom : a[0 : n]) map(to : b[0 : n])
  for (long i = 0; i < n; i++)
    a[i] += b[i] * b[(i + 1) % n];
}

void runtime_rows(int rows, int cols, int *m) {
#pragma omp target teams distribute map(tofrom : m[0 : rows * cols])
  for (int r = 0; r < rows; r++) {
    int *row = &m[r * cols];
#pragma omp parallel for schedule(runtime)
    for (int c = 0; c < cols; c++)
      row[c] = row[c] * 3 + r;
  }
}

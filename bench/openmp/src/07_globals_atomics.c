int omp_get_team_num(void);
int omp_get_thread_num(void);
// Device globals (declare target), atomics, firstprivate arrays, simd,
// masked and single: pointers to device globals, kept in device globals
// and handed to helpers; atomics through pointers of every kind.
#pragma omp declare target
int counters[16];
int table[64];
int *current = table;
static int *pick(int k) { return k & 1 ? &counters[k & 15] : &counters[0]; }
static void accumulate(int *dst, const int *src, int n) {
  for (int i = 0; i < n; i++)
    dst[i] += src[i];
}
#pragma omp end declare target

void histo_atomic(int n, const int *keys, int *out) {
#pragma omp target teams distribute parallel for map(to : keys[0 : n]) map(tofrom : out[0 : 16])
  for (int i = 0; i < n; i++) {
    int *c = pick(keys[i]);
#pragma omp atomic
    (*c)++;
#pragma omp atomic
    out[keys[i] & 15] += 1;
  }
}

void firstprivate_rows(int n, int *m) {
  int weights[4] = {1, 2, 3, 4};
#pragma omp target teams distribute parallel for firstprivate(weights) map(tofrom : m[0 : 4 * n])
  for (int r = 0; r < n; r++) {
    int row[4];
    for (int k = 0; k < 4; k++)
      row[k] = m[4 * r + k] * weights[k];
    accumulate(&m[4 * r], row, 4);
    accumulate(current + (r & 15), row, 4);
  }
}

void simd_scale(int n, double *x, double s) {
#pragma omp target teams distribute parallel for simd map(tofrom : x[0 : n])
  for (int i = 0; i < n; i++)
    x[i] = x[i] * s + i;
}

void masked_single(int n, int *out) {
#pragma omp target teams num_teams(2) thread_limit(64) map(tofrom : out[0 : 4])
  {
    int local = 0;
#pragma omp parallel
    {
#pragma omp masked
      out[omp_get_team_num() & 3] += 1;
#pragma omp single
      local = n;
#pragma omp atomic
      counters[omp_get_thread_num() & 15] += local;
    }
  }
}

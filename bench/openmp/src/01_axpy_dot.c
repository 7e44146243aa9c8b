// SPMD kernels: combined target teams distribute parallel for.
void axpy(int n, float a, const float *x, float *y) {
#pragma omp target teams distribute parallel for map(to : x[0 : n]) map(tofrom : y[0 : n])
  for (int i = 0; i < n; i++)
    y[i] = 2 * y[i] + a * x[i];
}

void scale2d(int rows, int cols, double s, double *m) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom : m[0 : rows * cols])
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      m[r * cols + c] = m[r * cols + c] * 2 + s + r;
}

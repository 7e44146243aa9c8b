// The OpenMP device runtime model's semantics (TestOpenMPRuntime): a SPMD
// loop whose iterations must each run once, on the thread the static
// schedules give them, and a generic kernel whose parallel region runs on
// a team of one.
int omp_get_thread_num(void);
int omp_get_num_threads(void);
int omp_get_team_num(void);
int omp_get_num_teams(void);

void spmd(int n, int *twice, int *who) {
#pragma omp target teams distribute parallel for map(tofrom : twice[0 : n], who[0 : n])
  for (int i = 0; i < n; i++) {
    twice[i] = 2 * twice[i] + 1;
    who[i] = 1000 * omp_get_team_num() + omp_get_thread_num();
  }
}

void generic(int *out) {
#pragma omp target teams map(tofrom : out[0 : 2])
  {
    int v = 10;
#pragma omp parallel
    v += omp_get_num_threads() + omp_get_thread_num();
    out[omp_get_team_num()] = 100 * v + omp_get_num_teams();
  }
}

// Reductions over two teams of two warps each (one wave64 on AMDGPU), every
// thread with iterations: the shuffles, the inter-warp copy and the teams'
// buffer all take part in the sums (twice each element of x), one on 32-bit
// and one on 64-bit values (two kernels, so that each sum is the only write
// of its kernel).
void reduce32(int n, const int *x, int *sum) {
#pragma omp target teams distribute parallel for reduction(+ : sum[0]) dist_schedule(static, 64) \
    map(to : x[0 : n]) map(tofrom : sum[0 : 1])
  for (int i = 0; i < 2 * n; i++)
    sum[0] += x[i / 2];
}

void reduce64(int n, const int *x, long *sum) {
#pragma omp target teams distribute parallel for reduction(+ : sum[0]) dist_schedule(static, 64) \
    map(to : x[0 : n]) map(tofrom : sum[0 : 1])
  for (int i = 0; i < 2 * n; i++)
    sum[0] += (long)x[i / 2] << 20;
}

// Dynamic and guided schedules: each iteration once, over two teams.
void dynamic(int n, int *twice) {
#pragma omp target teams distribute parallel for schedule(dynamic, 3) map(tofrom : twice[0 : n])
  for (int i = 0; i < n; i++)
    twice[i] = 2 * twice[i] + 1;
}

void guided(int n, int *twice) {
#pragma omp target teams distribute parallel for schedule(guided) map(tofrom : twice[0 : n])
  for (long i = 0; i < n; i++)
    twice[i] = 2 * twice[i] + 1;
}

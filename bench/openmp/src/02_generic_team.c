// Generic-mode kernels: sequential team code around parallel regions, with
// variables the parallel region shares (globalized through
// __kmpc_alloc_shared) and a pointer chosen at run time.
int omp_get_team_num(void);
int omp_get_thread_num(void);

void team_sums(int n, const int *in, int *out, int *tmp) {
#pragma omp target teams num_teams(2) map(to : in[0 : n]) map(from : out[0 : 2]) map(alloc : tmp[0 : n])
  {
    int team = omp_get_team_num();
    int acc[4] = {0, 0, 0, 0};
    int *dst = team == 0 ? tmp : tmp + n / 2;
#pragma omp parallel for
    for (int i = 0; i < n / 2; i++)
      dst[i] = in[i] * (team + 1);
    for (int i = 0; i < n / 2; i++)
      acc[i & 3] += dst[i];
    out[team] = acc[0] + acc[1] + acc[2] + acc[3];
  }
}

static void bump(int *p, int k) { *p += k; }

void counters(int n, int *c) {
#pragma omp target map(tofrom : c[0 : n])
  {
    int local = 7;
#pragma omp parallel
    {
      bump(&local, omp_get_thread_num());
    }
    for (int i = 0; i < n; i++)
      bump(&c[i], local + i);
  }
}

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

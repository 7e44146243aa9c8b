// A parallel region with explicit barriers over a team-private tile
// (omp_pteam_mem_alloc: team-shared memory) and a critical section.
typedef enum omp_allocator_handle_t {
  omp_null_allocator = 0,
  omp_default_mem_alloc = 1,
  omp_large_cap_mem_alloc = 2,
  omp_const_mem_alloc = 3,
  omp_high_bw_mem_alloc = 4,
  omp_low_lat_mem_alloc = 5,
  omp_cgroup_mem_alloc = 6,
  omp_pteam_mem_alloc = 7,
  omp_thread_mem_alloc = 8,
  omp_max_allocator = __UINTPTR_MAX__
} omp_allocator_handle_t;
int omp_get_thread_num(void);
int omp_get_num_threads(void);

void tile_reverse(int n, int *v, int *sum) {
#pragma omp target teams num_teams(1) thread_limit(64) map(tofrom : v[0 : n]) map(tofrom : sum[0 : 1])
#pragma omp parallel num_threads(64)
  {
    static int tile[64];
#pragma omp allocate(tile) allocator(omp_pteam_mem_alloc)
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    for (int base = 0; base + nt <= n && nt <= 64; base += nt) {
      tile[t] = v[base + t];
#pragma omp barrier
      v[base + t] = tile[nt - 1 - t];
#pragma omp barrier
    }
#pragma omp critical
    *sum += t;
  }
}

// Pointers in a struct: a private struct holds generic pointers into local and global memory.
typedef struct { int *src; int *dst; int n; } job_t;
__attribute__((noinline)) void run(job_t *j) { for (int k = 0; k < j->n; ++k) j->dst[k] += j->src[k]; }
kernel void k(global int *g, global int *out) {
  local int l[64 * 2];
  int lid = get_local_id(0), i = get_global_id(0);
  l[2 * lid] = lid; l[2 * lid + 1] = 2 * lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  job_t j = {&l[2 * lid], &out[2 * i], 2};
  run(&j);
  job_t j2 = {&g[i % 32], &l[2 * lid], 1};
  run(&j2);
  out[2 * i + 1] += l[2 * lid];
}

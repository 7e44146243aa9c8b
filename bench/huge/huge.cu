// One kernel made huge by repetition, as a fully unrolled loop or
// generated code would be: REP (a -D of bench/huge.sh) expands B(i) a
// thousand times or more. Each step picks between __shared__ and global
// buffers, calls small __device__ helpers (inlined at -O3, calls with
// thousands of stack slots at -O0), keeps pointers in a struct, and merges
// pointers at selects and branches.
#include "cuda_min.h"

struct Pair {
  float *a;
  float *b;
  int n;
};

__device__ float *choose(float *a, float *b, int c) { return c ? a : b; }
__device__ void bump(float *p, int i, float v) { p[i & 255] += v; }
__device__ float get(const Pair &pr, int i) { return pr.a[i & 255] + pr.b[(i * 7) & 255]; }

#define B(i)                                                   \
  {                                                            \
    float *r = choose(((i) % 3) ? s : t, q, (i) & 1);          \
    bump(r, (i) + n, acc);                                     \
    if (h[((i) * 13 + n) & 1023] > 0.5f) {                     \
      p = ((i) & 2) ? h : g;                                   \
      q = ((i) & 4) ? s : t;                                   \
    }                                                          \
    float *loc = ((i) & 16) ? p : g;                           \
    acc += get(pr, (i) + n) + p[((i) + n) & 1023] + q[(i) & 255] + loc[(i) & 63]; \
    pr.a = ((i) & 8) ? g : h;                                  \
  }
#define B4(i) B(i) B(i + 1) B(i + 2) B(i + 3)
#define B16(i) B4(i) B4(i + 4) B4(i + 8) B4(i + 12)
#define B64(i) B16(i) B16(i + 16) B16(i + 32) B16(i + 48)
#define B256(i) B64(i) B64(i + 64) B64(i + 128) B64(i + 192)
#define B1024(i) B256(i) B256(i + 256) B256(i + 512) B256(i + 768)

__global__ void huge(float *g, float *h, int n) {
  __shared__ float s[256];
  __shared__ float t[256];
  float *p = g, *q = s;
  Pair pr = {g, s, n};
  float acc = 0;
  REP
  g[threadIdx.x] = acc;
}

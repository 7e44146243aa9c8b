// Level-synchronous breadth-first search as in graph benchmarks (Rodinia,
// Gunrock style): the graph as a struct of CSR pointers, frontier queues
// in global memory with an atomic tail, a per-block queue in shared
// memory, and exported visit helpers.
#include "cuda_min.h"

struct Graph {
  const int *offsets;
  const int *edges;
  int nverts;
};

struct Queue {
  int *items;
  int *tail;
};

__device__ NOINLINE void push(int *items, int *tail, int v) {
  int slot = atomicAdd(tail, 1);
  items[slot] = v;
}

__device__ NOINLINE int visit_neighbors(Graph g, int *dist, int v, int level, int *items, int *tail) {
  int pushed = 0;
  for (int e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
    int u = g.edges[e];
    if (atomicCAS(&dist[u], -1, level + 1) == -1) { push(items, tail, u); ++pushed; }
  }
  return pushed;
}

__global__ void bfs_level(Graph g, int *dist, Queue in, int in_size, Queue out, int level) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < in_size) visit_neighbors(g, dist, in.items[i], level, out.items, out.tail);
}

__global__ void bfs_level_blockqueue(Graph g, int *dist, const int *frontier, int in_size, Queue out, int level) {
  __shared__ int bq[512];
  __shared__ int btail, base;
  if (threadIdx.x == 0) btail = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < in_size) visit_neighbors(g, dist, frontier[i], level, bq, &btail);
  __syncthreads();
  if (threadIdx.x == 0) base = atomicAdd(out.tail, btail < 512 ? btail : 512);
  __syncthreads();
  for (int k = threadIdx.x; k < btail && k < 512; k += blockDim.x) out.items[base + k] = bq[k];
}

__global__ void bfs_init(int *dist, int n, int src) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dist[i] = i == src ? 0 : -1;
}

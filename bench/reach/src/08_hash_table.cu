// A device hash table keyed by integers whose values are pointers into a
// global pool: the table is a __device__ array that device code only ever
// fills with global pointers; exported insert and lookup helpers.
#include "cuda_min.h"

#define TABLE_SIZE 4096

struct Entry {
  int key;
  float *value;
};

__device__ Entry g_table[TABLE_SIZE];

__device__ unsigned hash_key(int k) { return ((unsigned)k * 2654435761u) % TABLE_SIZE; }

__device__ NOINLINE bool table_insert(Entry *table, int key, float *value) {
  unsigned h = hash_key(key);
  for (int probe = 0; probe < TABLE_SIZE; ++probe) {
    int prev = atomicCAS(&table[h].key, -1, key);
    if (prev == -1 || prev == key) { table[h].value = value; return true; }
    h = (h + 1) % TABLE_SIZE;
  }
  return false;
}

__device__ NOINLINE float *table_lookup(const Entry *table, int key) {
  unsigned h = hash_key(key);
  for (int probe = 0; probe < TABLE_SIZE; ++probe) {
    if (table[h].key == key) return table[h].value;
    if (table[h].key == -1) return 0;
    h = (h + 1) % TABLE_SIZE;
  }
  return 0;
}

__global__ void build(const int *keys, float *pool, int n, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) table_insert(g_table, keys[i], pool + (long)i * stride);
}

__global__ void gather(const int *keys, float *out, int n, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float *v = table_lookup(g_table, keys[i]);
  float s = 0.f;
  if (v)
    for (int k = 0; k < stride; ++k) s += v[k];
  out[i] = s;
}

__global__ void scale_values(const int *keys, int n, int stride, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float *v = table_lookup(g_table, keys[i]);
  if (v)
    for (int k = 0; k < stride; ++k) v[k] *= a;
}

__global__ void clear_table() {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < TABLE_SIZE) { g_table[i].key = -1; g_table[i].value = 0; }
}

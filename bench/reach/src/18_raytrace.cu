// A small ray tracer in the style of ray-tracing benchmarks: spheres in
// __constant__ memory or global memory, per-thread hit records and a ray
// stack kept in local arrays, exported intersection and shading helpers.
#include "cuda_min.h"

struct Vec { float x, y, z; };
struct Sphere { Vec c; float r; Vec color; };
struct Hit { float t; int id; Vec n; };

__constant__ Sphere c_spheres[16];

__device__ Vec sub(Vec a, Vec b) { return Vec{a.x - b.x, a.y - b.y, a.z - b.z}; }
__device__ float dot3(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__device__ NOINLINE bool intersect(const Sphere *s, int n, Vec o, Vec d, Hit *hit) {
  hit->t = 1e30f; hit->id = -1;
  for (int i = 0; i < n; ++i) {
    Vec oc = sub(o, s[i].c);
    float b = dot3(oc, d), c = dot3(oc, oc) - s[i].r * s[i].r, disc = b * b - c;
    if (disc > 0.f) {
      float t = -b - sqrtf_(disc);
      if (t > 1e-3f && t < hit->t) { hit->t = t; hit->id = i; }
    }
  }
  if (hit->id >= 0) {
    Vec p = Vec{o.x + d.x * hit->t, o.y + d.y * hit->t, o.z + d.z * hit->t};
    Vec nn = sub(p, s[hit->id].c);
    float inv = rsqrtf_(dot3(nn, nn));
    hit->n = Vec{nn.x * inv, nn.y * inv, nn.z * inv};
  }
  return hit->id >= 0;
}

__device__ NOINLINE Vec shade(const Sphere *s, const Hit *hit, Vec light) {
  float k = fmaxf_(0.f, dot3(hit->n, light));
  Vec c = s[hit->id].color;
  return Vec{c.x * k, c.y * k, c.z * k};
}

__device__ void write_pixel(float *img, int idx, Vec c) {
  img[3 * idx] = c.x; img[3 * idx + 1] = c.y; img[3 * idx + 2] = c.z;
}

__global__ void render_const(float *img, int w, int h, int n, Vec light) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  Hit hit;
  Vec o = {0.f, 0.f, 0.f}, d = {(x - w * 0.5f) / w, (y - h * 0.5f) / h, 1.f};
  Vec c = {0.f, 0.f, 0.f};
  if (intersect(c_spheres, n, o, d, &hit)) c = shade(c_spheres, &hit, light);
  write_pixel(img, y * w + x, c);
}

__global__ void render_global(const Sphere *spheres, float *img, int w, int h, int n, Vec light) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  Hit hits[2];
  Vec o = {0.f, 0.f, 0.f}, d = {(x - w * 0.5f) / w, (y - h * 0.5f) / h, 1.f};
  Vec c = {0.f, 0.f, 0.f};
  if (intersect(spheres, n, o, d, &hits[0])) {
    c = shade(spheres, &hits[0], light);
    Vec p = {d.x * hits[0].t, d.y * hits[0].t, d.z * hits[0].t};
    if (intersect(spheres, n, p, light, &hits[1])) c = Vec{c.x * 0.5f, c.y * 0.5f, c.z * 0.5f};
  }
  write_pixel(img, y * w + x, c);
}

// cuda_rt.h -- a stand-in for cuda_runtime.h for device-only clang-22 builds
// (bench/real-cuda.sh puts this directory on the include path): the
// project's examples/cuda_min.h, declarations of the host runtime API that
// host code calls (enough to parse; host code is never linked), vector types,
// and the math functions forwarding to libdevice names (__nv_*), as the CUDA
// headers do, so that a module declares only runtime/library functions.
// A source includes it in place of <cuda_runtime.h>/<cuda.h>.
#ifndef REALCUDA_RT_H
#define REALCUDA_RT_H
#include "cuda_min.h"
typedef int cudaError_t;
enum cudaMemcpyKind { cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3 };
struct dim3 { unsigned x, y, z; __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
__host__ cudaError_t cudaMalloc(void **p, size_t n);
__host__ cudaError_t cudaFree(void *p);
__host__ cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpyToSymbol(const void *sym, const void *s, size_t n, size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice);
__host__ cudaError_t cudaThreadSynchronize(void);
__host__ cudaError_t cudaDeviceSynchronize(void);
extern "C" __host__ __device__ int printf(const char *, ...);
extern "C" {
__device__ float __nv_expf(float); __device__ double __nv_exp(double);
__device__ float __nv_sqrtf(float); __device__ double __nv_sqrt(double);
__device__ float __nv_powf(float, float); __device__ double __nv_pow(double, double);
__device__ float __nv_logf(float); __device__ double __nv_log(double);
__device__ float __nv_sinf(float); __device__ float __nv_cosf(float);
__device__ double __nv_sin(double); __device__ double __nv_cos(double);
__device__ float __nv_fast_powf(float, float); __device__ float __nv_fast_log2f(float);
__device__ float __nv_fast_expf(float); __device__ float __nv_fast_sinf(float); __device__ float __nv_fast_cosf(float);
__device__ float __nv_rsqrtf(float); __device__ float __nv_fdividef(float, float);
}
#define MF static __device__ __forceinline__
MF float expf(float x) { return __nv_expf(x); } MF double exp(double x) { return __nv_exp(x); }
MF float sqrtf(float x) { return __nv_sqrtf(x); } MF double sqrt(double x) { return __nv_sqrt(x); }
MF float fabsf(float x) { return __builtin_fabsf(x); } MF double fabs(double x) { return __builtin_fabs(x); }
MF float powf(float x, float y) { return __nv_powf(x, y); } MF double pow(double x, double y) { return __nv_pow(x, y); }
MF float logf(float x) { return __nv_logf(x); } MF double log(double x) { return __nv_log(x); }
MF float sinf(float x) { return __nv_sinf(x); } MF float cosf(float x) { return __nv_cosf(x); }
MF double sin(double x) { return __nv_sin(x); } MF double cos(double x) { return __nv_cos(x); }
MF float floorf(float x) { return __builtin_floorf(x); } MF double floor(double x) { return __builtin_floor(x); }
MF float __powf(float x, float y) { return __nv_fast_powf(x, y); } MF float __log2f(float x) { return __nv_fast_log2f(x); }
MF float __expf(float x) { return __nv_fast_expf(x); } MF float __sinf(float x) { return __nv_fast_sinf(x); }
MF float __cosf(float x) { return __nv_fast_cosf(x); } MF float rsqrtf(float x) { return __nv_rsqrtf(x); }
MF float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); } MF float fminf(float a, float b) { return __builtin_fminf(a, b); }
MF int abs(int a) { return a < 0 ? -a : a; } MF int min(int a, int b) { return a < b ? a : b; } MF int max(int a, int b) { return a > b ? a : b; }
MF float rsqrt(float x) { return __nv_rsqrtf(x); }
MF float __fdividef(float a, float b) { return __nv_fdividef(a, b); }
MF long long __ldg(const long long *p) { return __nvvm_ldg_ll(p); }
MF long __ldg(const long *p) { return (long)__nvvm_ldg_ll((const long long *)p); }
MF int __ldg(const int *p) { return __nvvm_ldg_i(p); }
MF double __ldg(const double *p) { return __nvvm_ldg_d(p); }
MF unsigned long long clock64(void) { return __nvvm_read_ptx_sreg_clock64(); }
static __device__ __forceinline__ unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
static __device__ __forceinline__ int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
static __device__ __forceinline__ unsigned atomicOr(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_or_gen_i((int *)p, (int)v); }
static __device__ __forceinline__ unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
struct float3 { float x, y, z; };
struct int2 { int x, y; };
struct uint4 { unsigned x, y, z, w; };
struct uint2 { unsigned x, y; };
static __device__ __host__ inline float3 make_float3(float a, float b, float c) { float3 r; r.x = a; r.y = b; r.z = c; return r; }
static __device__ __host__ inline float2 make_float2(float a, float b) { float2 r; r.x = a; r.y = b; return r; }
static __device__ __host__ inline float4 make_float4(float a, float b, float c, float d) { float4 r; r.x = a; r.y = b; r.z = c; r.w = d; return r; }

static __device__ __forceinline__ int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
static __device__ __forceinline__ unsigned __umul24(unsigned a, unsigned b) { return __nvvm_mul24_ui(a, b); }

typedef unsigned int uint;
struct uint3 { unsigned x, y, z; };
static __device__ __host__ inline uint3 make_uint3(unsigned a, unsigned b, unsigned c) { uint3 r; r.x = a; r.y = b; r.z = c; return r; }
#endif

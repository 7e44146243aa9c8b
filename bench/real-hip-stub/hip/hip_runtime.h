// hip/hip_runtime.h -- a stand-in for HIP's runtime header for device-only
// clang-22 builds (`-x hip --cuda-device-only --offload-arch=gfx90a -nogpulib
// -nogpuinc`; bench/real-opencl-hip.sh puts bench/real-hip-stub on the
// include path). Only what device code needs: the attributes, the built-in
// index variables (from the amdgcn work-item and dispatch intrinsics, as
// HIP's own headers read them), barriers and fences, atomics (clang's
// __hip_atomic builtins, agent scope, as HIP does), warp shuffles
// (ds_bpermute), a few integer intrinsics, and math forwarding to the device
// library's __ocml_* names, as HIP's headers do, so that a module declares
// only device-library functions. Host API calls are declared just enough to
// parse (host code is never emitted). operator new/delete call the device
// library's allocator, as in HIP; they are inline (emitted only where used,
// also at -O0), which C++ allows as an extension clang warns about.
#ifndef REALHIP_RT_H
#define REALHIP_RT_H
#include <stddef.h>
#include <stdint.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((amdgpu_flat_work_group_size(1, __VA_ARGS__)))
#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#define warpSize 64

#define RHD static __device__ __forceinline__

struct __rhip_tid { __device__ unsigned operator()(int d) const {
  return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); } };
struct __rhip_bid { __device__ unsigned operator()(int d) const {
  return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y() : __builtin_amdgcn_workgroup_id_z(); } };
struct __rhip_bdim { __device__ unsigned operator()(int d) const {
  const unsigned short *p = (const unsigned short *)__builtin_amdgcn_dispatch_ptr(); return p[2 + d]; } };
struct __rhip_gdim { __device__ unsigned operator()(int d) const {
  const unsigned *p = (const unsigned *)__builtin_amdgcn_dispatch_ptr();
  const unsigned short *q = (const unsigned short *)p; return p[3 + d] / q[2 + d]; } };
template <class F> struct __rhip_coord {
  __declspec(property(get = gx)) unsigned x; __declspec(property(get = gy)) unsigned y; __declspec(property(get = gz)) unsigned z;
  __device__ unsigned gx() const { return F()(0); } __device__ unsigned gy() const { return F()(1); } __device__ unsigned gz() const { return F()(2); }
};
extern const __device__ __attribute__((weak)) __rhip_coord<__rhip_tid> threadIdx;
extern const __device__ __attribute__((weak)) __rhip_coord<__rhip_bid> blockIdx;
extern const __device__ __attribute__((weak)) __rhip_coord<__rhip_bdim> blockDim;
extern const __device__ __attribute__((weak)) __rhip_coord<__rhip_gdim> gridDim;
#define hipThreadIdx_x threadIdx.x
#define hipThreadIdx_y threadIdx.y
#define hipBlockIdx_x blockIdx.x
#define hipBlockIdx_y blockIdx.y
#define hipBlockDim_x blockDim.x
#define hipBlockDim_y blockDim.y
#define hipGridDim_x gridDim.x

RHD void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
RHD void __threadfence() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }
RHD void __threadfence_block() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); }

#define RHATOM(name, op)                                                                  \
  template <class T> RHD T name(T *p, T v) {                                              \
    return __hip_atomic_##op(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
RHATOM(atomicAdd, fetch_add)
RHATOM(atomicSub, fetch_sub)
RHATOM(atomicMax, fetch_max)
RHATOM(atomicMin, fetch_min)
RHATOM(atomicAnd, fetch_and)
RHATOM(atomicOr, fetch_or)
RHATOM(atomicXor, fetch_xor)
RHATOM(atomicExch, exchange)
template <class T> RHD T atomicCAS(T *p, T cmp, T v) {
  __hip_atomic_compare_exchange_strong(p, &cmp, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  return cmp;
}
RHD unsigned atomicInc(unsigned *p, unsigned v) { return __builtin_amdgcn_atomic_inc32(p, v, __ATOMIC_RELAXED, "agent"); }

RHD int __ffs(int x) { return x == 0 ? 0 : __builtin_ctz(x) + 1; }
RHD int __popc(unsigned x) { return __builtin_popcount(x); }
RHD int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
RHD int __clz(int x) { return x == 0 ? 32 : __builtin_clz(x); }
RHD unsigned __lane_id() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
RHD int __shfl(int v, int src, int width = warpSize) {
  int self = __lane_id(); int idx = (src & (width - 1)) + (self & ~(width - 1));
  return __builtin_amdgcn_ds_bpermute(idx << 2, v); }
RHD float __shfl(float v, int src, int width = warpSize) { return __builtin_bit_cast(float, __shfl(__builtin_bit_cast(int, v), src, width)); }
RHD int __shfl_down(int v, unsigned d, int width = warpSize) {
  int self = __lane_id(); int idx = self + d; idx = ((self & (width - 1)) + d < (unsigned)width) ? idx : self;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v); }
RHD float __shfl_down(float v, unsigned d, int width = warpSize) { return __builtin_bit_cast(float, __shfl_down(__builtin_bit_cast(int, v), d, width)); }
RHD int __shfl_xor(int v, int m, int width = warpSize) {
  int self = __lane_id(); int idx = self ^ m; idx = idx < ((self + width) & ~(width - 1)) ? idx : self;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v); }
RHD float __shfl_xor(float v, int m, int width = warpSize) { return __builtin_bit_cast(float, __shfl_xor(__builtin_bit_cast(int, v), m, width)); }
RHD unsigned long long __ballot(int p) { return __builtin_amdgcn_uicmp(p, 0, 33); }

extern "C" {
__device__ float __ocml_exp_f32(float); __device__ double __ocml_exp_f64(double);
__device__ float __ocml_sqrt_f32(float); __device__ double __ocml_sqrt_f64(double);
__device__ float __ocml_pow_f32(float, float); __device__ double __ocml_pow_f64(double, double);
__device__ float __ocml_log_f32(float); __device__ double __ocml_log_f64(double);
__device__ float __ocml_sin_f32(float); __device__ float __ocml_cos_f32(float);
__device__ float __ocml_rsqrt_f32(float); __device__ float __ocml_atan_f32(float);
__device__ void *__ockl_dm_alloc(unsigned long);
__device__ void __ockl_dm_dealloc(void *);
}
RHD float expf(float x) { return __ocml_exp_f32(x); } RHD double exp(double x) { return __ocml_exp_f64(x); }
RHD float sqrtf(float x) { return __ocml_sqrt_f32(x); } RHD double sqrt(double x) { return __ocml_sqrt_f64(x); }
RHD float powf(float x, float y) { return __ocml_pow_f32(x, y); } RHD double pow(double x, double y) { return __ocml_pow_f64(x, y); }
RHD float logf(float x) { return __ocml_log_f32(x); } RHD double log(double x) { return __ocml_log_f64(x); }
RHD float sinf(float x) { return __ocml_sin_f32(x); } RHD float cosf(float x) { return __ocml_cos_f32(x); }
RHD float rsqrtf(float x) { return __ocml_rsqrt_f32(x); } RHD float atanf(float x) { return __ocml_atan_f32(x); }
RHD float fabsf(float x) { return __builtin_fabsf(x); } RHD double fabs(double x) { return __builtin_fabs(x); }
RHD float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); } RHD float fminf(float a, float b) { return __builtin_fminf(a, b); }
RHD float floorf(float x) { return __builtin_floorf(x); } RHD float ceilf(float x) { return __builtin_ceilf(x); }
template <class T> RHD T min(T a, T b) { return a < b ? a : b; }
template <class T> RHD T max(T a, T b) { return a > b ? a : b; }
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Winline-new-delete"
__device__ inline void *operator new(size_t n) { return __ockl_dm_alloc(n); }
__device__ inline void *operator new[](size_t n) { return __ockl_dm_alloc(n); }
__device__ inline void operator delete(void *p) noexcept { __ockl_dm_dealloc(p); }
__device__ inline void operator delete[](void *p) noexcept { __ockl_dm_dealloc(p); }
__device__ inline void operator delete(void *p, size_t) noexcept { __ockl_dm_dealloc(p); }
__device__ inline void operator delete[](void *p, size_t) noexcept { __ockl_dm_dealloc(p); }
#pragma clang diagnostic pop
extern "C" __device__ int printf(const char *, ...);

struct dim3 { unsigned x, y, z; __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
struct float2 { float x, y; };
struct float3 { float x, y, z; };
struct float4 { float x, y, z, w; };
struct int2 { int x, y; };
struct uint2 { unsigned x, y; };
struct uint4 { unsigned x, y, z, w; };
typedef unsigned int uint;
RHD float2 make_float2(float a, float b) { float2 r; r.x = a; r.y = b; return r; }
RHD float3 make_float3(float a, float b, float c) { float3 r; r.x = a; r.y = b; r.z = c; return r; }
RHD float4 make_float4(float a, float b, float c, float d) { float4 r; r.x = a; r.y = b; r.z = c; r.w = d; return r; }
typedef int hipError_t;
enum hipMemcpyKind { hipMemcpyHostToDevice = 1, hipMemcpyDeviceToHost = 2, hipMemcpyDeviceToDevice = 3 };
__host__ hipError_t hipMalloc(void **p, size_t n);
__host__ hipError_t hipFree(void *p);
__host__ hipError_t hipMemcpy(void *d, const void *s, size_t n, hipMemcpyKind k);
__host__ hipError_t hipDeviceSynchronize(void);
#endif

// builtins.c: host definitions of the GPU intrinsics and builtins, for
// hostrt.c (which includes this file: it uses the runtime's thread state,
// barriers, warp operations and windows). A module's declaration of
// llvm.nvvm.X.Y (pointer overload suffixes dropped) or of an OpenCL builtin
// _ZN... is renamed __hr_llvm_nvvm_X_Y or __hr__ZN...; a name defined
// nowhere makes the module not drivable ("unsupported builtin").

// ---- intrinsics -----------------------------------------------------------------

static unsigned tidc(int d) {
  unsigned t = cur;
  if (d == 0) return t % bdim[0];
  if (d == 1) return t / bdim[0] % bdim[1];
  return t / (bdim[0] * bdim[1]);
}
#define SREG3(name, expr)                                                                      \
  uint32_t __hr_llvm_nvvm_read_ptx_sreg_##name##_x(void) { int d = 0; return (expr); }          \
  uint32_t __hr_llvm_nvvm_read_ptx_sreg_##name##_y(void) { int d = 1; return (expr); }          \
  uint32_t __hr_llvm_nvvm_read_ptx_sreg_##name##_z(void) { int d = 2; return (expr); }
SREG3(tid, tidc(d))
SREG3(ntid, bdim[d])
SREG3(ctaid, bid[d])
SREG3(nctaid, gdim[d])
uint32_t __hr_llvm_nvvm_read_ptx_sreg_laneid(void) { return cur & 31; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_warpid(void) { return cur / 32; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_nwarpid(void) { return (nthreads + 31) / 32; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_warpsize(void) { return 32; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_lanemask_eq(void) { return 1u << (cur & 31); }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_lanemask_lt(void) { return (1u << (cur & 31)) - 1; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_lanemask_le(void) { return (2u << (cur & 31)) - 1; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_lanemask_gt(void) { return ~((2u << (cur & 31)) - 1); }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_lanemask_ge(void) { return ~((1u << (cur & 31)) - 1); }
static uint64_t clk;
uint32_t __hr_llvm_nvvm_read_ptx_sreg_clock(void) { return (uint32_t)(clk += 7); }
uint64_t __hr_llvm_nvvm_read_ptx_sreg_clock64(void) { return clk += 7; }
uint64_t __hr_llvm_nvvm_read_ptx_sreg_globaltimer(void) { return clk += 7; }
uint32_t __hr_llvm_nvvm_read_ptx_sreg_smid(void) { return 0; }

static uint32_t barrier(int op, uint32_t v) {
  th[cur].bop = op;
  th[cur].bval = v;
  yield_as(T_BAR);
  return th[cur].bres;
}
void __hr_llvm_nvvm_barrier0(void) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_cta_sync_aligned_all(uint32_t id) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_cta_sync_all(uint32_t id) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_cta_sync_aligned_count(uint32_t id, uint32_t n) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_cta_sync_count(uint32_t id, uint32_t n) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_sync(uint32_t id) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_sync_cnt(uint32_t id, uint32_t n) { barrier(BAR_PLAIN, 0); }
void __hr_llvm_nvvm_barrier_n(uint32_t id) { barrier(BAR_PLAIN, 0); }
uint32_t __hr_llvm_nvvm_barrier0_popc(uint32_t v) { return barrier(BAR_POPC, v); }
uint32_t __hr_llvm_nvvm_barrier0_and(uint32_t v) { return barrier(BAR_AND, v); }
uint32_t __hr_llvm_nvvm_barrier0_or(uint32_t v) { return barrier(BAR_OR, v); }
uint32_t __hr_llvm_nvvm_barrier_cta_red_popc_aligned_all(uint32_t id, uint32_t v) { return barrier(BAR_POPC, v & 1); }
uint32_t __hr_llvm_nvvm_barrier_cta_red_and_aligned_all(uint32_t id, uint32_t v) { return barrier(BAR_AND, v & 1); }
uint32_t __hr_llvm_nvvm_barrier_cta_red_or_aligned_all(uint32_t id, uint32_t v) { return barrier(BAR_OR, v & 1); }
void __hr_llvm_nvvm_membar_cta(void) {}
void __hr_llvm_nvvm_membar_gl(void) {}
void __hr_llvm_nvvm_membar_sys(void) {}
void __hr_llvm_nvvm_fence_proxy_async(void) {}

static uint32_t warpop(int op, uint32_t mask, uint32_t v, uint32_t b, uint32_t c) {
  thr_t *p = &th[cur];
  p->wop = op, p->wmask = mask, p->wval = v, p->wb = b, p->wc = c;
  yield_as(T_WARP);
  return th[cur].wres;
}
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float bitsf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
#define SHFL(mode, OP)                                                                                  \
  uint32_t __hr_llvm_nvvm_shfl_sync_##mode##_i32(uint32_t m, uint32_t v, uint32_t b, uint32_t c) {    \
    return warpop(OP, m, v, b, c);                                                                     \
  }                                                                                                    \
  float __hr_llvm_nvvm_shfl_sync_##mode##_f32(uint32_t m, float v, uint32_t b, uint32_t c) {          \
    return bitsf(warpop(OP, m, fbits(v), b, c));                                                       \
  }
SHFL(up, OP_UP)
SHFL(down, OP_DOWN)
SHFL(bfly, OP_BFLY)
SHFL(idx, OP_IDX)
void __hr_llvm_nvvm_bar_warp_sync(uint32_t m) { warpop(OP_SYNC, m, 0, 0, 0); }
uint32_t __hr_llvm_nvvm_vote_all_sync(uint32_t m, uint32_t p) { return warpop(OP_ALL, m, p & 1, 0, 0); }
uint32_t __hr_llvm_nvvm_vote_any_sync(uint32_t m, uint32_t p) { return warpop(OP_ANY, m, p & 1, 0, 0); }
uint32_t __hr_llvm_nvvm_vote_uni_sync(uint32_t m, uint32_t p) { return warpop(OP_UNI, m, p & 1, 0, 0); }
uint32_t __hr_llvm_nvvm_vote_ballot_sync(uint32_t m, uint32_t p) { return warpop(OP_BALLOT, m, p & 1, 0, 0); }
uint32_t __hr_llvm_nvvm_activemask(void) {
  uint32_t m = 0;
  for (int k = 0; k < 32; k++)
    if (participates((cur & ~31) + k)) m |= 1u << k;
  return m;
}
#define REDUX(name, OP) \
  uint32_t __hr_llvm_nvvm_redux_sync_##name(uint32_t v, uint32_t m) { return warpop(OP, m, v, 0, 0); }
REDUX(add, OP_RADD)
REDUX(min, OP_RMIN)
REDUX(max, OP_RMAX)
REDUX(umin, OP_RUMIN)
REDUX(umax, OP_RUMAX)
REDUX(and, OP_RAND)
REDUX(or, OP_ROR)
REDUX(xor, OP_RXOR)

// isspacep answers from where the driver placed each space.
static int w1(const void *p) { return where((uint64_t)p, 1); }
uint32_t __hr_llvm_nvvm_isspacep_global(void *p) { return w1(p) == W_GLOBAL || w1(p) == W_PG; }
uint32_t __hr_llvm_nvvm_isspacep_shared(void *p) { return w1(p) == W_SG; }
uint32_t __hr_llvm_nvvm_isspacep_shared_cluster(void *p) { return w1(p) == W_SG; }
uint32_t __hr_llvm_nvvm_isspacep_shared_cta(void *p) { return w1(p) == W_SG; }
uint32_t __hr_llvm_nvvm_isspacep_local(void *p) { return w1(p) == W_LG; }
uint32_t __hr_llvm_nvvm_isspacep_const(void *p) { return w1(p) == W_CG; }
uint32_t __hr_llvm_nvvm_isspacep_param(void *p) { return w1(p) == W_PG; }
#define CONV(sp, K)                                                                                      \
  void *__hr_llvm_nvvm_ptr_gen_to_##sp(void *p) { return (void *)__hrt_cast((uint64_t)p, K_GENERIC, K, 0); } \
  void *__hr_llvm_nvvm_ptr_##sp##_to_gen(void *p) { return (void *)__hrt_cast((uint64_t)p, K, K_GENERIC, 0); }
CONV(global, K_GLOBAL)
CONV(shared, K_SHARED)
CONV(constant, K_CONST)
CONV(local, K_LOCAL)
CONV(param, K_PARAM)

float __hr_llvm_nvvm_ex2_approx_f(float x) { return exp2f(x); }
float __hr_llvm_nvvm_ex2_approx_f32(float x) { return exp2f(x); }
float __hr_llvm_nvvm_ex2_approx_ftz_f(float x) { return exp2f(x); }
float __hr_llvm_nvvm_lg2_approx_f(float x) { return log2f(x); }
float __hr_llvm_nvvm_rsqrt_approx_f(float x) { return 1.0f / sqrtf(x); }
float __hr_llvm_nvvm_rsqrt_approx_ftz_f(float x) { return 1.0f / sqrtf(x); }
double __hr_llvm_nvvm_rsqrt_approx_d(double x) { return 1.0 / sqrt(x); }
float __hr_llvm_nvvm_sqrt_rn_f(float x) { return sqrtf(x); }
float __hr_llvm_nvvm_sqrt_approx_f(float x) { return sqrtf(x); }
float __hr_llvm_nvvm_sqrt_f(float x) { return sqrtf(x); }
float __hr_llvm_nvvm_rcp_rn_f(float x) { return 1.0f / x; }
float __hr_llvm_nvvm_rcp_approx_ftz_f(float x) { return 1.0f / x; }
float __hr_llvm_nvvm_div_approx_f(float a, float b) { return a / b; }
float __hr_llvm_nvvm_div_rn_f(float a, float b) { return a / b; }
float __hr_llvm_nvvm_sin_approx_f(float x) { return sinf(x); }
float __hr_llvm_nvvm_cos_approx_f(float x) { return cosf(x); }
float __hr_llvm_nvvm_fabs_f(float x) { return fabsf(x); }
float __hr_llvm_nvvm_fmax_f(float a, float b) { return fmaxf(a, b); }
float __hr_llvm_nvvm_fmin_f(float a, float b) { return fminf(a, b); }
float __hr_llvm_nvvm_saturate_f(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

// Old-style NVVM atomics (the pointer suffix is stripped from the name).
#define NV_ATOMICS(scope, T, sfx)                                                                            \
  T __hr_llvm_nvvm_atomic_add_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; *p = o + v; return o; }         \
  T __hr_llvm_nvvm_atomic_exch_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; *p = v; return o; }            \
  T __hr_llvm_nvvm_atomic_max_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; if (v > o) *p = v; return o; }  \
  T __hr_llvm_nvvm_atomic_min_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; if (v < o) *p = v; return o; }  \
  T __hr_llvm_nvvm_atomic_and_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; *p = o & v; return o; }         \
  T __hr_llvm_nvvm_atomic_or_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; *p = o | v; return o; }          \
  T __hr_llvm_nvvm_atomic_xor_gen_i_##scope##_##sfx(T *p, T v) { T o = *p; *p = o ^ v; return o; }         \
  T __hr_llvm_nvvm_atomic_cas_gen_i_##scope##_##sfx(T *p, T c, T v) { T o = *p; if (o == c) *p = v; return o; }
NV_ATOMICS(cta, int32_t, i32)
NV_ATOMICS(sys, int32_t, i32)
NV_ATOMICS(cta, int64_t, i64)
NV_ATOMICS(sys, int64_t, i64)
float __hr_llvm_nvvm_atomic_add_gen_f_cta_f32(float *p, float v) { float o = *p; *p = o + v; return o; }
float __hr_llvm_nvvm_atomic_add_gen_f_sys_f32(float *p, float v) { float o = *p; *p = o + v; return o; }
double __hr_llvm_nvvm_atomic_add_gen_f_cta_f64(double *p, double v) { double o = *p; *p = o + v; return o; }
double __hr_llvm_nvvm_atomic_add_gen_f_sys_f64(double *p, double v) { double o = *p; *p = o + v; return o; }
uint32_t __hr_llvm_nvvm_atomic_load_inc_32(uint32_t *p, uint32_t v) { uint32_t o = *p; *p = o >= v ? 0 : o + 1; return o; }
uint32_t __hr_llvm_nvvm_atomic_load_dec_32(uint32_t *p, uint32_t v) { uint32_t o = *p; *p = (o == 0 || o > v) ? v : o - 1; return o; }

// llvm.assume is checked: a false assumption is undefined behaviour, so a
// run that makes one is not a valid reference.
void __hr_llvm_assume(uint32_t c) {
  if (!(c & 1)) fail("check", "llvm.assume of a false condition");
}

// Calls of external functions the module only declares go to stubs that
// record their arguments here; the log is part of the output.
static struct obs { uint64_t name, idx, v; } obs[4096];
static int nobs;
void __hrt_observe(uint64_t name, uint64_t idx, uint64_t v) {
  if (nobs < 4096) obs[nobs++] = (struct obs){name, idx, v};
}

// cp.async copies at once; the waits have nothing to wait for.
void __hr_llvm_nvvm_cp_async_ca_shared_global_4(void *d, const void *s) { memcpy(d, s, 4); }
void __hr_llvm_nvvm_cp_async_ca_shared_global_8(void *d, const void *s) { memcpy(d, s, 8); }
void __hr_llvm_nvvm_cp_async_ca_shared_global_16(void *d, const void *s) { memcpy(d, s, 16); }
void __hr_llvm_nvvm_cp_async_cg_shared_global_16(void *d, const void *s) { memcpy(d, s, 16); }
void __hr_llvm_nvvm_cp_async_commit_group(void) {}
void __hr_llvm_nvvm_cp_async_wait_group(uint32_t n) {}
void __hr_llvm_nvvm_cp_async_wait_all(void) {}

// mbarrier: pending count (low 32 bits), expected count (bits 32..62), phase (bit 63).
static void mb_init(uint64_t *b, uint32_t n) { *b = (uint64_t)n | ((uint64_t)n << 32); }
static uint64_t mb_arrive(uint64_t *b) {
  uint64_t v = *b, phase = v >> 63, exp = (v >> 32) & 0x7fffffff, pend = v & 0xffffffff;
  if (pend > 0) pend--;
  if (pend == 0) phase ^= 1, pend = exp;
  *b = pend | (exp << 32) | (phase << 63);
  events++;
  return v >> 63;
}
static uint32_t mb_test(uint64_t *b, uint64_t state) {
  if ((*b >> 63) != (state & 1)) return 1;
  yield_as(T_SPIN);
  return 0;
}
void __hr_llvm_nvvm_mbarrier_init(uint64_t *b, uint32_t n) { mb_init(b, n); }
void __hr_llvm_nvvm_mbarrier_init_shared(uint64_t *b, uint32_t n) { mb_init(b, n); }
uint64_t __hr_llvm_nvvm_mbarrier_arrive(uint64_t *b) { return mb_arrive(b); }
uint64_t __hr_llvm_nvvm_mbarrier_arrive_shared(uint64_t *b) { return mb_arrive(b); }
uint32_t __hr_llvm_nvvm_mbarrier_test_wait(uint64_t *b, uint64_t s) { return mb_test(b, s); }
uint32_t __hr_llvm_nvvm_mbarrier_test_wait_shared(uint64_t *b, uint64_t s) { return mb_test(b, s); }
void __hr_llvm_nvvm_cp_async_mbarrier_arrive_noinc(uint64_t *b) { mb_arrive(b); }
void __hr_llvm_nvvm_cp_async_mbarrier_arrive_noinc_shared(uint64_t *b) { mb_arrive(b); }
void __hr_llvm_nvvm_cp_async_mbarrier_arrive(uint64_t *b) { mb_arrive(b); }
void __hr_llvm_nvvm_cp_async_mbarrier_arrive_shared(uint64_t *b) { mb_arrive(b); }

// CUDA library calls.
int32_t __hr_vprintf(const char *fmt, void *args) { return 0; }
void __hr___assertfail(const char *msg, const char *file, uint32_t line, const char *fn, uint64_t sz) {
  fail("assert", "device assertion failed");
}
// The C++ runtime's entry in an abstract class's vtable slots.
void __hr___cxa_pure_virtual(void) { fail("assert", "pure virtual function called"); }

// OpenCL work-item functions and builtins (SPIR mangled names).
static unsigned dimv(unsigned *v, uint32_t d) { return d < 3 ? v[d] : 1; }
uint64_t __hr__Z12get_local_idj(uint32_t d) { return d < 3 ? tidc(d) : 0; }
uint64_t __hr__Z12get_group_idj(uint32_t d) { return d < 3 ? bid[d] : 0; }
uint64_t __hr__Z14get_local_sizej(uint32_t d) { return dimv(bdim, d); }
uint64_t __hr__Z23get_enqueued_local_sizej(uint32_t d) { return dimv(bdim, d); }
uint64_t __hr__Z14get_num_groupsj(uint32_t d) { return dimv(gdim, d); }
uint64_t __hr__Z13get_global_idj(uint32_t d) { return d < 3 ? (uint64_t)bid[d] * bdim[d] + tidc(d) : 0; }
uint64_t __hr__Z15get_global_sizej(uint32_t d) { return (uint64_t)dimv(gdim, d) * dimv(bdim, d); }
uint64_t __hr__Z17get_global_offsetj(uint32_t d) { return 0; }
uint32_t __hr__Z12get_work_dimv(void) { return 1; }
uint64_t __hr__Z20get_local_linear_idv(void) { return cur; }
void __hr__Z7barrierj(uint32_t f) { barrier(BAR_PLAIN, 0); }
void __hr__Z18work_group_barrierj(uint32_t f) { barrier(BAR_PLAIN, 0); }
void __hr__Z18work_group_barrierj12memory_scope(uint32_t f, uint32_t s) { barrier(BAR_PLAIN, 0); }
void __hr__Z9mem_fencej(uint32_t f) {}
uint32_t __hr__Z10atomic_addPU3AS1Vjj(uint32_t *p, uint32_t v) { uint32_t o = *p; *p = o + v; return o; }
uint32_t __hr__Z10atomic_addPU3AS3Vjj(uint32_t *p, uint32_t v) { uint32_t o = *p; *p = o + v; return o; }
int32_t __hr__Z10atomic_addPU3AS1Vii(int32_t *p, int32_t v) { int32_t o = *p; *p = o + v; return o; }
int32_t __hr__Z10atomic_addPU3AS3Vii(int32_t *p, int32_t v) { int32_t o = *p; *p = o + v; return o; }
uint32_t __hr__Z10atomic_incPU3AS3Vj(uint32_t *p) { uint32_t o = *p; *p = o + 1; return o; }
uint32_t __hr__Z10atomic_incPU3AS1Vj(uint32_t *p) { uint32_t o = *p; *p = o + 1; return o; }
int32_t __hr__Z10atomic_maxPU3AS1Vii(int32_t *p, int32_t v) { int32_t o = *p; if (v > o) *p = v; return o; }
int32_t __hr__Z10atomic_maxPU3AS3Vii(int32_t *p, int32_t v) { int32_t o = *p; if (v > o) *p = v; return o; }
#define OCL_ATOMIC(T, m)                                                                                    \
  T __hr__Z25atomic_fetch_add_explicitPU3AS4VU7_Atomic##m##m##12memory_order12memory_scope(T *p, T v,       \
                                                                                           uint32_t o,     \
                                                                                           uint32_t s) {   \
    T r = *p; *p = r + v; return r;                                                                         \
  }                                                                                                         \
  T __hr__Z20atomic_load_explicitPU3AS4VU7_Atomic##m##12memory_order12memory_scope(T *p, uint32_t o,        \
                                                                                   uint32_t s) {           \
    return *p;                                                                                              \
  }                                                                                                         \
  void __hr__Z11atomic_initPU3AS4VU7_Atomic##m##m(T *p, T v) { *p = v; }                                    \
  void __hr__Z11atomic_initPU3AS3VU7_Atomic##m##m(T *p, T v) { *p = v; }                                    \
  void __hr__Z11atomic_initPU3AS1VU7_Atomic##m##m(T *p, T v) { *p = v; }
OCL_ATOMIC(uint32_t, j)
OCL_ATOMIC(int32_t, i)
// OpenCL 2.0 C11 atomics through generic pointers (atomic_fetch_OP,
// atomic_exchange, atomic_compare_exchange_strong) and the 1.x inc, dec and
// xchg of global and local memory.
#define OCL_C11(T, m)                                                                                       \
  T __hr__Z16atomic_fetch_addPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; *p = o + v; return o; }         \
  T __hr__Z16atomic_fetch_subPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; *p = o - v; return o; }         \
  T __hr__Z16atomic_fetch_andPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; *p = o & v; return o; }         \
  T __hr__Z15atomic_fetch_orPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; *p = o | v; return o; }          \
  T __hr__Z16atomic_fetch_xorPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; *p = o ^ v; return o; }         \
  T __hr__Z16atomic_fetch_minPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; if (v < o) *p = v; return o; }  \
  T __hr__Z16atomic_fetch_maxPU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; if (v > o) *p = v; return o; }  \
  T __hr__Z15atomic_exchangePU3AS4VU7_Atomic##m##m(T *p, T v) { T o = *p; *p = v; return o; }              \
  uint32_t __hr__Z30atomic_compare_exchange_strongPU3AS4VU7_Atomic##m##PU3AS4##m##m(T *p, T *e, T v) {     \
    if (*p == *e) { *p = v; return 1; }                                                                     \
    *e = *p;                                                                                                \
    return 0;                                                                                               \
  }                                                                                                         \
  T __hr__Z10atomic_decPU3AS1V##m(T *p) { T o = *p; *p = o - 1; return o; }                                 \
  T __hr__Z10atomic_decPU3AS3V##m(T *p) { T o = *p; *p = o - 1; return o; }                                 \
  T __hr__Z11atomic_xchgPU3AS1V##m##m(T *p, T v) { T o = *p; *p = v; return o; }                            \
  T __hr__Z11atomic_xchgPU3AS3V##m##m(T *p, T v) { T o = *p; *p = v; return o; }
OCL_C11(int32_t, i)
OCL_C11(uint32_t, j)
int32_t __hr__Z10atomic_incPU3AS3Vi(int32_t *p) { int32_t o = *p; *p = o + 1; return o; }
int32_t __hr__Z10atomic_incPU3AS1Vi(int32_t *p) { int32_t o = *p; *p = o + 1; return o; }
// cl_khr_*_int32_base_atomics' atom_add and atom_inc.
uint32_t __hr__Z8atom_addPU3AS1Vjj(uint32_t *p, uint32_t v) { uint32_t o = *p; *p = o + v; return o; }
uint32_t __hr__Z8atom_addPU3AS3Vjj(uint32_t *p, uint32_t v) { uint32_t o = *p; *p = o + v; return o; }
uint32_t __hr__Z8atom_incPU3AS1Vj(uint32_t *p) { uint32_t o = *p; *p = o + 1; return o; }
uint32_t __hr__Z8atom_incPU3AS3Vj(uint32_t *p) { uint32_t o = *p; *p = o + 1; return o; }
int32_t __hr___opencl_atomic_load_4(int32_t *p, uint32_t o, uint32_t s) { return *p; }
int32_t __hr___opencl_atomic_fetch_add_4(int32_t *p, int32_t v, uint32_t o, uint32_t s) { int32_t r = *p; *p = r + v; return r; }
uint32_t __hr___opencl_atomic_compare_exchange_4(int32_t *p, int32_t *expected, int32_t desired, uint32_t so,
                                                 uint32_t fo, uint32_t s) {
  if (*p == *expected) { *p = desired; return 1; }
  *expected = *p;
  return 0;
}
int32_t __hr__Z5clampiii(int32_t x, int32_t lo, int32_t hi) { return x < lo ? lo : x > hi ? hi : x; }
float __hr__Z5clampfff(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
float __hr__Z3mixfff(float a, float b, float t) { return a + (b - a) * t; }
int32_t __hr__Z3minii(int32_t a, int32_t b) { return a < b ? a : b; }
int32_t __hr__Z3maxii(int32_t a, int32_t b) { return a > b ? a : b; }
uint32_t __hr__Z3minjj(uint32_t a, uint32_t b) { return a < b ? a : b; }
uint32_t __hr__Z3maxjj(uint32_t a, uint32_t b) { return a > b ? a : b; }
float __hr__Z4fmaxff(float a, float b) { return fmaxf(a, b); }
float __hr__Z4fminff(float a, float b) { return fminf(a, b); }
float __hr__Z3expf(float x) { return expf(x); }
float __hr__Z4sqrtf(float x) { return sqrtf(x); }
float __hr__Z5rsqrtf(float x) { return 1.0f / sqrtf(x); }
float __hr__Z4fabsf(float x) { return fabsf(x); }
// to_global, to_local, to_private: the pointer in that space, or null.
void *__hr___to_global(void *p) { int w = w1(p); return w == W_GLOBAL ? p : 0; }
void *__hr___to_local(void *p) { return w1(p) == W_SG ? (char *)p - S_GEN + S_SPEC : 0; }
void *__hr___to_private(void *p) {
  return w1(p) == W_LG && own_local((uint64_t)p, 1, 0) ? (char *)p - L_GEN + L_SPEC : 0;
}


// WMMA m16n16k16, lowered by wmma.go: operands arrive in __hrt_wmma_in,
// results leave in __hrt_wmma_out (the IR loads them right after the call).
uint8_t __hrt_wmma_in[128] __attribute__((aligned(16)));
uint8_t __hrt_wmma_out[64] __attribute__((aligned(16)));

static float get_elem(const uint8_t *p, int f32) {
  if (f32) { float f; memcpy(&f, p, 4); return f; }
  _Float16 h; memcpy(&h, p, 2); return (float)h;
}
static void put_elem(uint8_t *p, float v, int f32) {
  if (f32) memcpy(p, &v, 4);
  else { _Float16 h = (_Float16)v; memcpy(p, &h, 2); }
}

// __hrt_wmma_ldst loads or stores this lane's 8 elements of a fragment.
void __hrt_wmma_ldst(uint64_t p, uint32_t stride, uint32_t frag, uint32_t col, uint32_t f32, uint32_t store,
                     uint32_t kind, uint64_t s) {
  size_t es = f32 ? 4 : 2;
  if (!store) memset(__hrt_wmma_out, 0, sizeof __hrt_wmma_out);
  for (int e = 0; e < 8; e++) {
    int idx = (cur & 31) * 8 + e, r = idx / 16, c = idx % 16;
    uint64_t a = p + (col ? (uint64_t)c * stride + r : (uint64_t)r * stride + c) * es;
    __hrt_chk(a, es, kind, store ? F_WRITE : 0, 0, s);
    if (store) memcpy((void *)a, __hrt_wmma_in + e * es, es);
    else memcpy(__hrt_wmma_out + e * es, (void *)a, es);
  }
}

// __hrt_wmma_mma: D = A*B + C over the warp (a warp-collective operation).
void __hrt_wmma_mma(uint32_t cf32, uint32_t df32, uint64_t s) {
  thr_t *p = &th[cur];
  for (int e = 0; e < 8; e++) {
    p->fa[e] = get_elem(__hrt_wmma_in + 2 * e, 0);
    p->fb[e] = get_elem(__hrt_wmma_in + 32 + 2 * e, 0);
    p->fc[e] = get_elem(__hrt_wmma_in + 64 + e * (cf32 ? 4 : 2), cf32);
  }
  warpop(OP_MMA, 0xffffffffu, 0, 0, 0);
  memset(__hrt_wmma_out, 0, sizeof __hrt_wmma_out);
  for (int e = 0; e < 8; e++) put_elem(__hrt_wmma_out + e * (df32 ? 4 : 2), th[cur].fd[e], df32);
}

// AMDGPU work-item intrinsics, as HIP's headers read them (threadIdx,
// blockIdx; blockDim and gridDim from the HSA dispatch packet, which lives in
// the last 64 bytes of the constant window: a constant address, as on the GPU).
#define AMDGCN3(name, expr)                                                                  \
  uint32_t __hr_llvm_amdgcn_##name##_x(void) { int d = 0; return (expr); }                  \
  uint32_t __hr_llvm_amdgcn_##name##_y(void) { int d = 1; return (expr); }                  \
  uint32_t __hr_llvm_amdgcn_##name##_z(void) { int d = 2; return (expr); }
AMDGCN3(workitem_id, tidc(d))
AMDGCN3(workgroup_id, bid[d])
void __hr_llvm_amdgcn_s_barrier(void) { barrier(BAR_PLAIN, 0); }
void *__hr_llvm_amdgcn_dispatch_ptr(void) {
  uint8_t *pkt = (uint8_t *)(C_SPEC + C_SIZE - 64);
  memset(pkt, 0, 64);
  for (int d = 0; d < 3; d++) {
    uint16_t wg = (uint16_t)bdim[d];
    uint32_t grid = bdim[d] * gdim[d];
    memcpy(pkt + 4 + 2 * d, &wg, 2);
    memcpy(pkt + 12 + 4 * d, &grid, 4);
  }
  return pkt;
}

// The implicit kernel arguments of code object v5 (HIP's blockDim and
// gridDim since ROCm 6), in the 256 bytes below the dispatch packet: block
// counts (u32 at 0, 4, 8), work-group sizes (u16 at 12, 14, 16), remainders
// (u16 at 18, 20, 22: zero, every block is full).
void *__hr_llvm_amdgcn_implicitarg_ptr(void) {
  uint8_t *args = (uint8_t *)(C_SPEC + C_SIZE - 64 - 256);
  memset(args, 0, 256);
  for (int d = 0; d < 3; d++) {
    uint16_t wg = (uint16_t)bdim[d];
    memcpy(args + 4 * d, &gdim[d], 4);
    memcpy(args + 12 + 2 * d, &wg, 2);
  }
  return args;
}

// AMDGPU space tests.
// Wave operations: the lane counts below the thread's lane (mbcnt), and a
// read of another lane's value (ds_bpermute, by byte address), in the
// wave of __hrt_wave lanes.
static uint32_t amd_lane(void) { return (uint32_t)cur & (uint32_t)(__hrt_wave - 1); }
uint32_t __hr_llvm_amdgcn_mbcnt_lo(uint32_t mask, uint32_t x) {
  uint32_t l = amd_lane();
  return x + (uint32_t)__builtin_popcount(mask & (l >= 32 ? ~0u : (1u << l) - 1));
}
uint32_t __hr_llvm_amdgcn_mbcnt_hi(uint32_t mask, uint32_t x) {
  uint32_t l = amd_lane();
  return x + (l < 32 ? 0 : (uint32_t)__builtin_popcount(mask & ((1u << (l - 32)) - 1)));
}
int32_t __hr_llvm_amdgcn_ds_bpermute(int32_t addr, int32_t v) {
  thr_t *p = &th[cur];
  p->wop = OP_KIDX, p->kval = (uint32_t)v, p->wb = (uint32_t)addr >> 2, p->wc = 0, p->kteam = (uint32_t)nthreads;
  yield_as(T_WARP);
  return (int32_t)(uint32_t)th[cur].kres;
}
void __hr_llvm_amdgcn_wave_barrier(void) {}
float __hr_llvm_amdgcn_rsq_f32(float x) { return 1.0f / sqrtf(x); }
float __hr_llvm_amdgcn_exp2_f32(float x) { return exp2f(x); }
uint32_t __hr_llvm_amdgcn_is_shared(void *p) { return w1(p) == W_SG; }
uint32_t __hr_llvm_amdgcn_is_private(void *p) { return w1(p) == W_LG; }

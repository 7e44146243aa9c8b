// omp.c: a serial model of the OpenMP device runtime (__kmpc_* and omp_*),
// for hostrt.c, which includes it. clang's OpenMP offload device code calls
// these functions; on a GPU the device runtime (libomptarget's DeviceRTL)
// defines them at link time, so a module straight from clang only declares
// them. The model gives every kernel one legal OpenMP execution:
//
//   - SPMD kernels (ExecMode bit 1 of the kernel environment): every thread
//     of the block runs the kernel; a parallel region's team is the block
//     (thread number = thread id), with a block barrier before and after it,
//     as the device runtime has; nested regions run serially (team of one).
//   - Generic kernels: thread 0 is the main thread (__kmpc_target_init
//     returns -1 to it) and runs the sequential code; the others return at
//     once (their id), and a custom worker state machine finds no work. Each
//     parallel region runs serially on the main thread, a team of one, which
//     OpenMP allows (a region may get fewer threads than it asks for). As
//     on the GPU, where the workers run it, it runs through its wrapper
//     when it has one: the arguments are copied to shared memory, where
//     __kmpc_get_shared_variables finds them.
//   - Worksharing loops split the iterations as the static schedules say
//     (chunked round-robin, or one contiguous block per thread or team);
//     distribute splits among the teams (one team per block). Dynamic
//     schedules, reductions and the OpenMPIRBuilder's loops: see below.
//   - __kmpc_alloc_shared takes memory from a stack at the top of the
//     shared window, handed out as generic addresses, as the device runtime
//     does (its shared-memory stack), so a pointer memspace wrongly took for
//     global or local fails the checks.
//   - Barriers are block barriers in a SPMD team of the whole block and
//     no-ops in a team of one; critical sections need no lock, since threads
//     only switch at barriers and warp operations.
// A function this file does not define makes the module not drivable, as any
// unknown builtin does.

enum { OMP_SPMD = 2 };                                // ExecMode bit of a SPMD kernel
enum { OMP_SHARED_OFF = 768 << 10, OMP_SHARED_SIZE = 256 << 10 }; // the __kmpc_alloc_shared stack

static int omp_spmd;
static int omp_level[MAXT], omp_team[MAXT]; // per thread: parallel nesting level, team size
static uint32_t omp_red_team[MAXT];         // per thread: the team its shuffles run in (0: the block)
static struct {
  int64_t lb, ub, st, chunk, next;
  int on;
} omp_disp[MAXT]; // per thread: the dynamic loop it takes chunks of
static void **omp_args[MAXT];               // the arguments of the region a thread runs
static uint64_t omp_shared_top;

// omp_block_start resets the per-block state (called before each block).
static void omp_block_start(void) {
  omp_shared_top = 0;
  memset(omp_level, 0, sizeof omp_level);
  memset(omp_red_team, 0, sizeof omp_red_team);
  memset(omp_disp, 0, sizeof omp_disp);
  memset((void *)(S_SPEC + OMP_SHARED_OFF), 0, OMP_SHARED_SIZE);
}

static int omp_block_id(void) { return bid[0] + gdim[0] * (bid[1] + gdim[1] * bid[2]); }
static int omp_blocks(void) { return gdim[0] * gdim[1] * gdim[2]; }
static int omp_whole_block(void) { return omp_spmd && omp_level[cur] <= 1; }
static int omp_tnum(void) { return omp_whole_block() ? cur : 0; }
static int omp_tcount(void) {
  if (!omp_whole_block()) return 1;
  return omp_level[cur] == 1 ? omp_team[cur] : nthreads;
}

int32_t __hr___kmpc_target_init(const uint8_t *kernel_env, void *launch_env) {
  omp_spmd = (kernel_env[2] & OMP_SPMD) != 0;
  if (omp_spmd || cur == 0) return -1;
  return cur;
}
void __hr___kmpc_target_deinit(void) {}
int32_t __hr___kmpc_is_spmd_exec_mode(void) { return omp_spmd; }
int32_t __hr___kmpc_kernel_parallel(void **work) {
  *work = 0;
  return 0;
}
void __hr___kmpc_kernel_end_parallel(void) {}
void __hr___kmpc_get_shared_variables(void ***args) { *args = omp_args[cur]; }

int32_t __hr___kmpc_global_thread_num(void *ident) { return omp_tnum(); }
int32_t __hr_omp_get_thread_num(void) { return omp_tnum(); }
int32_t __hr_omp_get_num_threads(void) { return omp_tcount(); }
int32_t __hr_omp_get_team_num(void) { return omp_block_id(); }
int32_t __hr_omp_get_num_teams(void) { return omp_blocks(); }
int32_t __hr_omp_get_level(void) { return omp_level[cur]; }
int32_t __hr_omp_in_parallel(void) { return omp_level[cur] > 0; }
int32_t __hr_omp_is_initial_device(void) { return 0; }
int32_t __hr___kmpc_parallel_level(void) { return omp_level[cur]; }
uint32_t __hr___kmpc_get_hardware_thread_id_in_block(void) { return cur; }
uint32_t __hr___kmpc_get_hardware_num_threads_in_block(void) { return nthreads; }
uint32_t __hr___kmpc_get_warp_size(void) { return __hrt_wave; }
uint64_t __hr___kmpc_warp_active_thread_mask(void) { return __hr_llvm_nvvm_activemask(); }
void __hr___kmpc_syncwarp(uint64_t mask) { warpop(OP_SYNC, (uint32_t)mask, 0, 0, 0); }

static void omp_barrier(void) {
  if (omp_whole_block()) barrier(BAR_PLAIN, 0);
}
void __hr___kmpc_barrier(void *ident, int32_t gtid) { omp_barrier(); }
void __hr___kmpc_barrier_simple_spmd(void *ident, int32_t gtid) { omp_barrier(); }
void __hr___kmpc_barrier_simple_generic(void *ident, int32_t gtid) {}
void __hr___kmpc_flush(void *ident) {}
void __hr___kmpc_critical(void *ident, int32_t gtid, void *lock) {}
void __hr___kmpc_end_critical(void *ident, int32_t gtid, void *lock) {}
int32_t __hr___kmpc_single(void *ident, int32_t gtid) { return omp_tnum() == 0; }
void __hr___kmpc_end_single(void *ident, int32_t gtid) {}
int32_t __hr___kmpc_master(void *ident, int32_t gtid) { return omp_tnum() == 0; }
void __hr___kmpc_end_master(void *ident, int32_t gtid) {}
int32_t __hr___kmpc_masked(void *ident, int32_t gtid, int32_t filter) { return omp_tnum() == filter; }
void __hr___kmpc_end_masked(void *ident, int32_t gtid) {}

void *__hr___kmpc_alloc_shared(uint64_t size) {
  uint64_t off = (omp_shared_top + 15) & ~15ull;
  if (size > OMP_SHARED_SIZE || off + size > OMP_SHARED_SIZE) fail("setup", "__kmpc_alloc_shared: out of shared memory");
  omp_shared_top = off + size;
  return (void *)(S_GEN + OMP_SHARED_OFF + off);
}
void __hr___kmpc_free_shared(void *p, uint64_t size) {}

// omp_invoke calls an outlined region: fn(&gtid, &btid, args[0..n-1]), the
// two ids in the thread's local memory (generic addresses), as the device
// runtime passes them.
static void omp_invoke(void *fn, void **args, int64_t n) {
  uint64_t mark = __hrt_lsave();
  int32_t *gt = (int32_t *)__hrt_alloca(8, 8, 0, 0), *bt = gt + 1;
  *gt = omp_tnum();
  typedef void *P;
#define A(i) args[i]
  switch (n) {
  case 0: ((void (*)(P, P))fn)(gt, bt); break;
  case 1: ((void (*)(P, P, P))fn)(gt, bt, A(0)); break;
  case 2: ((void (*)(P, P, P, P))fn)(gt, bt, A(0), A(1)); break;
  case 3: ((void (*)(P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2)); break;
  case 4: ((void (*)(P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3)); break;
  case 5: ((void (*)(P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4)); break;
  case 6: ((void (*)(P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5)); break;
  case 7: ((void (*)(P, P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5), A(6)); break;
  case 8: ((void (*)(P, P, P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7)); break;
  case 9:
    ((void (*)(P, P, P, P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8));
    break;
  case 10:
    ((void (*)(P, P, P, P, P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8),
                                                       A(9));
    break;
  case 11:
    ((void (*)(P, P, P, P, P, P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7),
                                                          A(8), A(9), A(10));
    break;
  case 12:
    ((void (*)(P, P, P, P, P, P, P, P, P, P, P, P, P, P))fn)(gt, bt, A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7),
                                                             A(8), A(9), A(10), A(11));
    break;
  default: fail("setup", "__kmpc_parallel: %lld captured values, more than the model passes", (long long)n);
  }
#undef A
  __hrt_lrestore(mark);
}

static void omp_parallel(int32_t if_expr, int32_t num_threads, void *fn, void *wrapper, void **args, int64_t nargs) {
  int team = omp_spmd && omp_level[cur] == 0;
  int wrapped = if_expr && !omp_spmd && omp_level[cur] == 0 && wrapper;
  if (!if_expr) num_threads = 1;
  void **outer = omp_args[cur];
  uint64_t top = omp_shared_top;
  if (team) barrier(BAR_PLAIN, 0);
  omp_level[cur]++;
  omp_team[cur] = num_threads > 0 && num_threads < nthreads ? num_threads : nthreads;
  omp_args[cur] = args;
  if (wrapped) {
    if (nargs < 0 || nargs > 4096) fail("setup", "__kmpc_parallel: %lld captured values", (long long)nargs);
    omp_args[cur] = __hr___kmpc_alloc_shared(8 * (uint64_t)nargs + 8);
    memcpy(omp_args[cur], args, 8 * (uint64_t)nargs);
    ((void (*)(uint16_t, uint32_t))wrapper)(0, omp_tnum());
  } else if (!team || cur < omp_team[cur]) {
    omp_invoke(fn, args, nargs);
  }
  omp_args[cur] = outer;
  omp_shared_top = top;
  omp_level[cur]--;
  if (team) barrier(BAR_PLAIN, 0);
}
void __hr___kmpc_parallel_51(void *ident, int32_t gtid, int32_t if_expr, int32_t num_threads, int32_t bind, void *fn,
                             void *wrapper, void **args, int64_t nargs) {
  omp_parallel(if_expr, num_threads, fn, wrapper, args, nargs);
}
void __hr___kmpc_parallel_60(void *ident, int32_t gtid, int32_t if_expr, int32_t num_threads, int32_t bind, void *fn,
                             void *wrapper, void **args, int64_t nargs, int32_t strict) {
  omp_parallel(if_expr, num_threads, fn, wrapper, args, nargs);
}

// omp_schedule returns a schedule the model knows (static, static chunked
// and their distribute forms), its modifiers dropped; *unchunked tells an
// unchunked one.
static int32_t omp_schedule(int32_t sched, int *unchunked) {
  sched &= ~(3 << 29);
  if (sched != 33 && sched != 34 && sched != 91 && sched != 92 && sched != 93)
    fail("setup", "OpenMP schedule %d is not modelled", sched);
  *unchunked = sched == 34 || sched == 92;
  return sched;
}

// Static worksharing. A chunked schedule deals chunks round-robin to the
// entities (threads or teams); an unchunked one gives each entity one
// contiguous block, the first (trip count mod entities) one iteration more.
// *plast tells the entity that runs the last iteration.
#define OMP_STATIC(SUFFIX, T)                                                                                   \
  static void omp_static_##SUFFIX(int32_t *plast, T *plb, T *pub, T *pstride, T chunk, T id, T n) {             \
    T lb0 = *plb, ub0 = *pub;                                                                                   \
    if (chunk > 0) {                                                                                            \
      *pstride = n * chunk;                                                                                     \
      *plb = lb0 + id * chunk;                                                                                  \
      *pub = *plb + chunk - 1;                                                                                  \
      *plast = ub0 >= lb0 && (ub0 - lb0) / chunk % n == id;                                                     \
      return;                                                                                                   \
    }                                                                                                           \
    if (ub0 < lb0) {                                                                                            \
      *plast = 0;                                                                                               \
      *pstride = 1;                                                                                             \
      return;                                                                                                   \
    }                                                                                                           \
    T size = ub0 - lb0 + 1, q = size / n, r = size % n;                                                         \
    T mine = q + (id < r), lb = lb0 + id * q + (id < r ? id : r);                                               \
    *plb = lb;                                                                                                  \
    *pub = lb + mine - 1;                                                                                       \
    *plast = mine > 0 && *pub == ub0;                                                                           \
    *pstride = size;                                                                                            \
  }                                                                                                             \
  void __hr___kmpc_for_static_init_##SUFFIX(void *ident, int32_t gtid, int32_t sched, int32_t *plast, T *plb,   \
                                            T *pub, T *pstride, T incr, T chunk) {                             \
    int unchunked;                                                                                              \
    sched = omp_schedule(sched, &unchunked);                                                                    \
    if (unchunked) chunk = 0;                                                                                   \
    if (sched == 91 || sched == 92)                                                                             \
      omp_static_##SUFFIX(plast, plb, pub, pstride, chunk, omp_block_id(), omp_blocks());                       \
    else if (sched == 93)                                                                                       \
      omp_static_##SUFFIX(plast, plb, pub, pstride, chunk, (T)omp_block_id() * omp_tcount() + omp_tnum(),       \
                          (T)omp_blocks() * omp_tcount());                                                      \
    else                                                                                                        \
      omp_static_##SUFFIX(plast, plb, pub, pstride, chunk, omp_tnum(), omp_tcount());                           \
  }                                                                                                             \
  void __hr___kmpc_distribute_static_init_##SUFFIX(void *ident, int32_t gtid, int32_t sched, int32_t *plast,    \
                                                   T *plb, T *pub, T *pstride, T incr, T chunk) {               \
    int unchunked;                                                                                              \
    omp_schedule(sched, &unchunked);                                                                            \
    if (unchunked) chunk = 0;                                                                                   \
    omp_static_##SUFFIX(plast, plb, pub, pstride, chunk, omp_block_id(), omp_blocks());                         \
  }

OMP_STATIC(4, int32_t)
OMP_STATIC(4u, uint32_t)
OMP_STATIC(8, int64_t)
OMP_STATIC(8u, uint64_t)

void __hr___kmpc_for_static_fini(void *ident, int32_t gtid) {}
void __hr___kmpc_distribute_static_fini(void *ident, int32_t gtid) {}

// ---- reductions ---------------------------------------------------------------
//
// clang reduces through the device runtime with callbacks it generates: a
// shuffle-and-reduce function (which calls __kmpc_shuffle_*), an inter-warp
// copy through shared memory, and for teams four functions between the
// thread's reduction list and a record of the global reduction buffer. The
// model runs the device runtime's algorithm, on the target's warp
// (__hrt_wave lanes):
//
//   - within a team: each warp reduces by shuffles down (halving offsets;
//     a partial last warp by the halving of its lane count), the copy
//     function gathers the warp results in warp 0, which reduces them the
//     same way; the team's thread 0 holds the result (returns 1);
//   - across teams: each team's thread 0 copies (or, past the buffer's
//     records, reduces) its list into record team mod records, and the last
//     team to arrive (blocks run in order, so the last block) loads the
//     records back and reduces them; its thread 0 returns 1.
//
// omp_get_num_threads is 1 outside a level-1 region, as in the device
// runtime, so a teams reduction from a SPMD kernel's team level reduces
// the records on thread 0 alone.

typedef void (*omp_shfl_fn)(void *, int16_t, int16_t, int16_t);
typedef void (*omp_copy_fn)(void *, int32_t);
typedef void (*omp_list_fn)(void *, int32_t, void *);

// omp_shuffle is __kmpc_shuffle_*: the value of the lane delta lanes up in
// the thread's segment of width lanes, or the thread's own.
static uint64_t omp_shuffle(uint64_t v, int16_t delta, int16_t width) {
  thr_t *p = &th[cur];
  p->wop = OP_KDOWN, p->kval = v, p->wb = (uint16_t)delta;
  p->wc = width > 0 && width <= __hrt_wave && !(width & (width - 1)) ? (uint32_t)width : (uint32_t)__hrt_wave;
  p->kteam = omp_red_team[cur] ? omp_red_team[cur] : (uint32_t)nthreads;
  yield_as(T_WARP);
  return th[cur].kres;
}
int32_t __hr___kmpc_shuffle_int32(int32_t v, int16_t delta, int16_t width) {
  return (int32_t)omp_shuffle((uint32_t)v, delta, width);
}
int64_t __hr___kmpc_shuffle_int64(int64_t v, int16_t delta, int16_t width) {
  return (int64_t)omp_shuffle((uint64_t)v, delta, width);
}

// omp_warp_reduce reduces a full warp; omp_warp_reduce_lanes the first
// size lanes of one (lane is the thread's).
static void omp_warp_reduce(void *data, omp_shfl_fn shfl) {
  for (int off = __hrt_wave / 2; off > 0; off /= 2) shfl(data, 0, (int16_t)off, 0);
}
static void omp_warp_reduce_lanes(void *data, omp_shfl_fn shfl, uint32_t size, uint32_t lane) {
  for (uint32_t n = size; n / 2 > 0; n = (n + 1) / 2) shfl(data, (int16_t)lane, (int16_t)(n / 2), 1);
}

// omp_team_reduce reduces among threads 0..n-1 of the block (tid is the
// thread's); thread 0 ends up with the result.
static int32_t omp_team_reduce(void *data, omp_shfl_fn shfl, omp_copy_fn copy, uint32_t n, uint32_t tid) {
  uint32_t wave = __hrt_wave, warps = (n + wave - 1) / wave, warp = tid / wave;
  omp_red_team[cur] = n;
  if (n % wave == 0 || warp < warps - 1) omp_warp_reduce(data, shfl);
  else omp_warp_reduce_lanes(data, shfl, n % wave, tid % wave);
  if (n > wave) {
    copy(data, (int32_t)warps);
    if (warp == 0) omp_warp_reduce_lanes(data, shfl, warps, tid);
  }
  omp_red_team[cur] = 0;
  return tid == 0;
}

// omp_num_threads is omp_get_num_threads as the device runtime answers it.
static uint32_t omp_num_threads(void) { return omp_level[cur] == 1 ? (uint32_t)omp_tcount() : 1; }

int32_t __hr___kmpc_nvptx_parallel_reduce_nowait_v2(void *ident, uint64_t size, void *data, void *shfl, void *copy) {
  uint32_t n = omp_num_threads();
  if (n == 1) return 1;
  return omp_team_reduce(data, (omp_shfl_fn)shfl, (omp_copy_fn)copy, n, (uint32_t)cur);
}

// The global reduction buffer (the launch's, in global memory) and the
// launch's counters of arrived teams, as the device runtime keeps them.
enum { OMP_REDBUF_SIZE = 4 << 20 };
static uint32_t omp_red_count, omp_red_iter, omp_red_bound, omp_red_arrived;

void *__hr___kmpc_reduction_get_fixed_buffer(void) {
  if (!rt_global) {
    rt_global = (uint64_t)calloc(1, OMP_REDBUF_SIZE);
    if (!rt_global) fail("setup", "the OpenMP reduction buffer");
    rt_global_size = OMP_REDBUF_SIZE;
  }
  return (void *)rt_global;
}

int32_t __hr___kmpc_nvptx_teams_reduce_nowait_v2(void *ident, void *buf, uint32_t nrec, uint64_t size, void *data,
                                                 void *shfl, void *copy, void *lgcopy, void *lgred, void *glcopy,
                                                 void *glred) {
  if (!rt_global || (uint64_t)buf != rt_global) fail("setup", "teams reduction: not the fixed reduction buffer");
  if (nrec == 0 || size > OMP_REDBUF_SIZE / nrec) fail("setup", "teams reduction: %u records of %llu bytes", nrec,
                                                        (unsigned long long)size);
  uint32_t tid = (uint32_t)cur;
  if (!omp_spmd) {
    if (cur != 0) return 0;
    tid = 0;
  }
  uint32_t n = omp_num_threads(), team = (uint32_t)omp_block_id(), teams = (uint32_t)omp_blocks();
  if (tid == 0) {
    omp_red_bound = omp_red_iter;
    if (team >= omp_red_bound + nrec) fail("setup", "teams reduction: team %u would wait for a later team", team);
    ((omp_list_fn)(team < nrec ? lgcopy : lgred))(buf, (int32_t)(team % nrec), data);
    omp_red_arrived = omp_red_count;
    omp_red_count = omp_red_count >= nrec - 1 ? 0 : omp_red_count + 1;
  }
  if (omp_spmd) barrier(BAR_PLAIN, 0);
  uint32_t nrecs = teams < nrec ? teams : nrec;
  if (omp_red_arrived != teams - omp_red_bound - 1) {
    if (tid == 0 && omp_red_arrived == nrec - 1) omp_red_iter += nrec;
    return 0;
  }
  // The last team: load the records back and reduce them.
  if (tid >= nrecs) return 0;
  n = n < nrecs ? n : nrecs;
  n = n < (uint32_t)__hrt_wave ? 1 : n & ~(uint32_t)(__hrt_wave - 1);
  if (tid >= n) return 0;
  ((omp_list_fn)glcopy)(buf, (int32_t)tid, data);
  for (uint32_t i = n + tid; i < nrecs; i += n) ((omp_list_fn)glred)(buf, (int32_t)i, data);
  if (n > 1) omp_team_reduce(data, (omp_shfl_fn)shfl, (omp_copy_fn)copy, n, tid);
  if (tid != 0) return 0;
  omp_red_count = omp_red_iter = 0;
  return 1;
}

// ---- the OpenMPIRBuilder's static loops -----------------------------------------
//
// flang (and clang with -fopenmp-enable-irbuilder) outlines a worksharing
// loop's body into fn(iv, arg) and hands it to __kmpc_{for,distribute,
// distribute_for}_static_loop_{4,4u,8,8u}, which call it for the iterations
// of the calling thread (or team), with arg as given. The model deals the
// normalized space in block chunks round-robin to the blocks, and each
// block chunk in thread chunks round-robin to the threads: every iteration
// runs once. The defaults are the device runtime's: a distribute-for's
// block chunk is the thread count, a thread chunk is one; a for loop is one
// block chunk, a distribute one thread. A last one_iteration_per_thread
// operand (LLVM 21) is a hint that never changes which iterations run, so
// the model ignores it.
#define OMP_LOOP(SUFFIX, T)                                                                                      \
  static void omp_loop_##SUFFIX(void (*fn)(T, void *), void *arg, T iters, T blocks, T bid, T bchunk, T threads,  \
                                T tid, T tchunk) {                                                               \
    if (iters <= 0 || blocks <= 0 || bchunk <= 0 || threads <= 0 || tchunk <= 0) return;                         \
    for (T b0 = bid * bchunk; b0 < iters; b0 += blocks * bchunk)                                                 \
      for (T c0 = b0 + tid * tchunk; c0 < b0 + bchunk && c0 < iters; c0 += threads * tchunk)                     \
        for (T iv = c0; iv < c0 + tchunk && iv < b0 + bchunk && iv < iters; iv++) fn(iv, arg);                  \
  }                                                                                                              \
  void __hr___kmpc_for_static_loop_##SUFFIX(void *ident, void *fn, void *arg, T iters, T threads, T tchunk) {    \
    omp_loop_##SUFFIX((void (*)(T, void *))fn, arg, iters, 1, 0, iters, threads, (T)omp_tnum(), tchunk ? tchunk : 1); \
  }                                                                                                              \
  void __hr___kmpc_distribute_static_loop_##SUFFIX(void *ident, void *fn, void *arg, T iters, T bchunk) {        \
    bchunk = bchunk ? bchunk : 1;                                                                                \
    omp_loop_##SUFFIX((void (*)(T, void *))fn, arg, iters, (T)omp_blocks(), (T)omp_block_id(), bchunk, 1, 0,      \
                      bchunk);                                                                                   \
  }                                                                                                              \
  void __hr___kmpc_distribute_for_static_loop_##SUFFIX(void *ident, void *fn, void *arg, T iters, T threads,     \
                                                       T bchunk, T tchunk) {                                     \
    omp_loop_##SUFFIX((void (*)(T, void *))fn, arg, iters, (T)omp_blocks(), (T)omp_block_id(),                    \
                      bchunk ? bchunk : threads, threads, (T)cur, tchunk ? tchunk : 1);                          \
  }

OMP_LOOP(4, int32_t)
OMP_LOOP(4u, uint32_t)
OMP_LOOP(8, int64_t)
OMP_LOOP(8u, uint64_t)

// ---- dynamic schedules ----------------------------------------------------------
//
// schedule(dynamic), guided, auto and runtime loops ask the runtime for
// chunks (__kmpc_dispatch_next_*) until it has none. Which thread gets
// which chunk is up to the runtime; the model deals the thread's team its
// chunks round-robin, as static chunked does (chunks of the given size, at
// least one; an unchunked static schedule gets one block per thread), so
// that every iteration runs once, on a thread that could have taken it.

static void omp_dispatch_init(int32_t sched, int64_t lb, int64_t ub, int64_t st, int64_t chunk) {
  if (st <= 0) fail("setup", "OpenMP dispatch with stride %lld is not modelled", (long long)st);
  sched &= ~(3 << 29);
  int64_t trip = ub >= lb ? (ub - lb) / st + 1 : 0, n = omp_tcount();
  if (sched == 34 || chunk <= 0) chunk = sched == 34 ? (trip + n - 1) / n : 1;
  omp_disp[cur].lb = lb, omp_disp[cur].ub = ub, omp_disp[cur].st = st;
  omp_disp[cur].chunk = chunk > 0 ? chunk : 1, omp_disp[cur].next = 0, omp_disp[cur].on = 1;
}

static int omp_dispatch_next(int64_t *plb, int64_t *pub, int64_t *pst, int32_t *plast) {
  typeof(omp_disp[0]) *d = &omp_disp[cur];
  if (!d->on) return 0;
  int64_t c = omp_tnum() + d->next * omp_tcount(), start = d->lb + c * d->chunk * d->st;
  if (d->ub < d->lb || start > d->ub) {
    d->on = 0;
    return 0;
  }
  int64_t end = start + (d->chunk - 1) * d->st;
  if (end > d->ub) end = d->ub;
  d->next++;
  *plb = start, *pub = end, *pst = d->st;
  if (plast) *plast = end + d->st > d->ub;
  return 1;
}

#define OMP_DISPATCH(SUFFIX, T, ST)                                                                             \
  void __hr___kmpc_dispatch_init_##SUFFIX(void *ident, int32_t gtid, int32_t sched, T lb, T ub, ST st,          \
                                          ST chunk) {                                                          \
    omp_dispatch_init(sched, (int64_t)lb, (int64_t)ub, (int64_t)st, (int64_t)chunk);                            \
  }                                                                                                            \
  int32_t __hr___kmpc_dispatch_next_##SUFFIX(void *ident, int32_t gtid, int32_t *plast, T *plb, T *pub,          \
                                             ST *pst) {                                                         \
    int64_t lb, ub, st;                                                                                        \
    if (!omp_dispatch_next(&lb, &ub, &st, plast)) return 0;                                                    \
    *plb = (T)lb, *pub = (T)ub;                                                                                \
    if (pst) *pst = (ST)st;                                                                                    \
    return 1;                                                                                                  \
  }                                                                                                            \
  void __hr___kmpc_dispatch_fini_##SUFFIX(void *ident, int32_t gtid) {}

OMP_DISPATCH(4, int32_t, int32_t)
OMP_DISPATCH(4u, uint32_t, int32_t)
OMP_DISPATCH(8, int64_t, int64_t)
OMP_DISPATCH(8u, uint64_t, int64_t)

void __hr___kmpc_dispatch_deinit(void *ident, int32_t gtid) { omp_disp[cur].on = 0; }

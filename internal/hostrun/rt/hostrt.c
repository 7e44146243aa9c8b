// hostrt.c: the host runtime of hostrun (see doc.go). It is compiled once per
// test run by clang-22 and linked with every host module. The memory layout
// comes from layout.go through -D flags, so the two never disagree.
//
// A host module calls: __hrt_chk before every memory access, __hrt_cast for
// every addrspacecast, __hrt_alloca/__hrt_lsave/__hrt_lrestore for allocas, and
// __hr_<intrinsic> for every GPU intrinsic or builtin it declared. It defines
// __hrt_entries (one function per kernel, calling the kernel with the driver's
// arguments), __hrt_gvars (the global variables to dump) and __hrt_sites (the
// messages naming each checked instruction).
#define _GNU_SOURCE
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <ucontext.h>
#include <unistd.h>

enum { K_GENERIC = 0, K_GLOBAL = 1, K_SHARED = 3, K_CONST = 4, K_LOCAL = 5, K_PARAM = 101 };
// Where an address lies.
enum { W_NONE, W_GLOBAL, W_SS, W_SG, W_CS, W_CG, W_LS, W_LG, W_PS, W_PG };
static const char *wname[] = {"no window",          "global memory",       "the shared window",
                              "the generic shared window", "the constant window", "the generic constant window",
                              "the local window",   "the generic local window", "the param window",
                              "the generic param window"};
// Object kinds as bits of the noalias.addrspace mask the module passes.
enum { B_GLOBAL = 1, B_SHARED = 2, B_CONST = 4, B_LOCAL = 8, B_PARAM = 16 };
enum { F_WRITE = 1, F_ATOMIC = 2, F_PRIVGLOBAL = 4, F_ANYWINDOW = 8 };

#define MAXT 1024
#define STACK (256 << 10)

struct gvar {
  const char *name;
  uint8_t *addr;
  uint64_t size;
};
extern void (*__hrt_entries[])(void);
extern const int __hrt_nentries;
extern const struct gvar __hrt_gvars[];
extern const int __hrt_ngvars;
extern const char __hrt_sites[];
// Keeps the section of global variables (the highest the linker places)
// present in every program, so the heap starts above every window.
__attribute__((section("hr_global"), used)) static char gsect_anchor[16];
extern char __start_hr_shared[] __attribute__((weak)), __stop_hr_shared[] __attribute__((weak));
extern char __start_hr_const[] __attribute__((weak)), __stop_hr_const[] __attribute__((weak));
extern char __start_hr_global[] __attribute__((weak)), __stop_hr_global[] __attribute__((weak));

static void fail(const char *kind, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
#include <stdarg.h>
static void fail(const char *kind, const char *fmt, ...) {
  char buf[4096];
  int n = snprintf(buf, sizeof buf, "FAIL %s: ", kind);
  va_list ap;
  va_start(ap, fmt);
  n += vsnprintf(buf + n, sizeof buf - n, fmt, ap);
  va_end(ap);
  if (n > (int)sizeof buf - 2) n = sizeof buf - 2;
  buf[n++] = '\n';
  fflush(stdout);
  if (write(1, buf, n) < 0) _exit(2);
  _exit(3);
}

// ---- threads (fibers) -------------------------------------------------------

enum { T_RUN, T_BAR, T_WARP, T_SPIN, T_DONE };
enum { OP_SYNC, OP_UP, OP_DOWN, OP_BFLY, OP_IDX, OP_ALL, OP_ANY, OP_UNI, OP_BALLOT, OP_RADD, OP_RMIN, OP_RMAX,
       OP_RUMIN, OP_RUMAX, OP_RAND, OP_ROR, OP_RXOR, OP_MMA, OP_KDOWN, OP_KIDX };
enum { BAR_PLAIN, BAR_AND, BAR_OR, BAR_POPC };

typedef struct {
  ucontext_t ctx;
  int state;
  uint64_t lsp; // local arena top, an offset in the thread's slice
  int bop;
  uint32_t bval, bres;
  int wop;
  uint32_t wmask, wval, wb, wc, wres;
  uint64_t kval, kres; // OP_KDOWN: the value posted and the value got
  uint32_t kteam;      // OP_KDOWN: threads below this id take part
  float fa[8], fb[8], fc[8], fd[8]; // WMMA fragments of an mma in progress
} thr_t;

static thr_t th[MAXT];
static ucontext_t sched_ctx;
static int cur, nthreads;
static unsigned bdim[3], gdim[3], bid[3];
static void (*entry)(void);
static char *stacks;
static uint64_t events;

static void yield_as(int st) {
  th[cur].state = st;
  if (st != T_SPIN) events++;
  swapcontext(&th[cur].ctx, &sched_ctx);
}

static void tramp(void) {
  entry();
  th[cur].state = T_DONE;
  events++;
}

static int participates(int t) { return t < nthreads && th[t].state != T_DONE; }

static uint32_t shfl_src(int l, int op, uint32_t b, uint32_t c) {
  uint32_t lane = l & 31, cval = c & 31, seg = (c >> 8) & 31;
  uint32_t maxl = (lane & seg) | (cval & ~seg), minl = lane & seg;
  int32_t j = lane;
  int ok = 0;
  switch (op) {
  case OP_UP: j = (int32_t)lane - (int32_t)b; ok = j >= (int32_t)maxl; break;
  case OP_DOWN: j = lane + b; ok = j <= (int32_t)maxl; break;
  case OP_BFLY: j = lane ^ b; ok = j <= (int32_t)maxl; break;
  case OP_IDX: j = minl | (b & 31 & ~seg); ok = j <= (int32_t)maxl; break;
  }
  if (!ok || j < 0 || j > 31) j = lane;
  return (uint32_t)j;
}

// mma_lane computes lane k's part of D = A*B + C from the fragments the
// warp's lanes posted: lane l holds elements 8l..8l+7 of each row-major
// 16x16 matrix.
static void mma_lane(int w, int k, uint32_t group) {
  for (int e = 0; e < 8; e++) {
    int idx = k * 8 + e, r = idx / 16, c = idx % 16;
    float acc = th[w * 32 + k].fc[e];
    for (int x = 0; x < 16; x++) {
      int ia = r * 16 + x, ib = x * 16 + c;
      float a = (group >> (ia / 8) & 1) ? th[w * 32 + ia / 8].fa[ia % 8] : 0;
      float b = (group >> (ib / 8) & 1) ? th[w * 32 + ib / 8].fb[ib % 8] : 0;
      acc += a * b;
    }
    th[w * 32 + k].fd[e] = acc;
  }
}

// kop: thread t waits at a k-op (OP_KDOWN, OP_KIDX: see release_kwarps).
static int kop(int t) { return th[t].state == T_WARP && th[t].wop >= OP_KDOWN; }

// release_warps completes the warp operations whose participants all arrived.
static int release_warps(void) {
  int released = 0;
  for (int w = 0; w * 32 < nthreads; w++) {
    for (int l = w * 32; l < w * 32 + 32 && l < nthreads; l++) {
      if (th[l].state != T_WARP || kop(l)) continue;
      uint32_t mask = th[l].wmask | (1u << (l & 31)), group = 0;
      int ready = 1;
      for (int k = 0; k < 32; k++) {
        int t = w * 32 + k;
        if (!(mask & (1u << k)) || !participates(t)) continue;
        if (th[t].state != T_WARP || kop(t)) ready = 0;
        group |= 1u << k;
      }
      if (!ready) continue;
      uint32_t ballot = 0, add = 0, band = ~0u, bor = 0, bxor = 0, umin = ~0u, umax = 0;
      int32_t smin = INT32_MAX, smax = INT32_MIN;
      for (int k = 0; k < 32; k++) {
        if (!(group & (1u << k))) continue;
        uint32_t v = th[w * 32 + k].wval;
        if (v) ballot |= 1u << k;
        add += v, band &= v, bor |= v, bxor ^= v;
        if (v < umin) umin = v;
        if (v > umax) umax = v;
        if ((int32_t)v < smin) smin = (int32_t)v;
        if ((int32_t)v > smax) smax = (int32_t)v;
      }
      for (int k = 0; k < 32; k++) {
        if (!(group & (1u << k))) continue;
        thr_t *p = &th[w * 32 + k];
        switch (p->wop) {
        case OP_SYNC: p->wres = 0; break;
        case OP_UP: case OP_DOWN: case OP_BFLY: case OP_IDX: {
          uint32_t j = shfl_src(k, p->wop, p->wb, p->wc);
          p->wres = (group & (1u << j)) ? th[w * 32 + j].wval : p->wval;
          break;
        }
        case OP_ALL: p->wres = (ballot & group) == group; break;
        case OP_ANY: p->wres = ballot != 0; break;
        case OP_UNI: p->wres = ballot == 0 || (ballot & group) == group; break;
        case OP_BALLOT: p->wres = ballot; break;
        case OP_RADD: p->wres = add; break;
        case OP_RMIN: p->wres = (uint32_t)smin; break;
        case OP_RMAX: p->wres = (uint32_t)smax; break;
        case OP_RUMIN: p->wres = umin; break;
        case OP_RUMAX: p->wres = umax; break;
        case OP_RAND: p->wres = band; break;
        case OP_ROR: p->wres = bor; break;
        case OP_RXOR: p->wres = bxor; break;
        case OP_MMA: mma_lane(w, k, group); break;
        }
        p->state = T_RUN;
      }
      released = 1;
    }
  }
  return released;
}

// The OpenMP device runtime's shuffles (__kmpc_shuffle_int32/64) and
// AMDGPU's ds_bpermute work on the target's warp (__hrt_wave lanes: 32 on
// NVPTX, a 64-lane wavefront on AMDGPU unless built for wave32) and on
// 64-bit values, so they have operations of their own, the k-ops:
// OP_KDOWN shuffles down by wb lanes within segments of wc lanes, OP_KIDX
// reads lane wb of the wave (0 from a lane not taking part), among the
// threads of the warp below kteam.
extern const int __hrt_wave;

static int release_kwarps(void) {
  int released = 0, wave = __hrt_wave;
  for (int w = 0; w * wave < nthreads; w++) {
    int lo = w * wave, hi = lo + wave < nthreads ? lo + wave : nthreads, first = -1, ready = 1;
    for (int t = lo; t < hi && first < 0; t++)
      if (kop(t)) first = t;
    if (first < 0) continue;
    for (int t = lo; t < hi; t++)
      if (participates(t) && (uint32_t)t < th[first].kteam && !kop(t)) ready = 0;
    if (!ready) continue;
    for (int t = lo; t < hi; t++) {
      thr_t *p = &th[t];
      if (!kop(t)) continue;
      uint32_t lane = t - lo, width = p->wc ? p->wc : (uint32_t)wave, j;
      if (p->wop == OP_KDOWN) j = (lane & (width - 1)) + p->wb < width ? lane + p->wb : lane;
      else j = p->wb & (uint32_t)(wave - 1);
      int src = lo + (int)j;
      p->kres = src < hi && kop(src) ? th[src].kval : p->wop == OP_KDOWN ? p->kval : 0;
    }
    for (int t = lo; t < hi; t++)
      if (kop(t)) th[t].state = T_RUN;
    released = 1;
  }
  return released;
}

static void release_barrier(void) {
  uint32_t n = 0, all = 1, any = 0;
  for (int t = 0; t < nthreads; t++)
    if (th[t].state == T_BAR) {
      n += th[t].bval != 0;
      all &= th[t].bval != 0;
      any |= th[t].bval != 0;
    }
  for (int t = 0; t < nthreads; t++)
    if (th[t].state == T_BAR) {
      th[t].bres = th[t].bop == BAR_AND ? all : th[t].bop == BAR_OR ? any : n;
      th[t].state = T_RUN;
    }
}

static void run_block(void) {
  for (int t = 0; t < nthreads; t++) {
    memset(&th[t], 0, sizeof th[t]);
    getcontext(&th[t].ctx);
    th[t].ctx.uc_stack.ss_sp = stacks + (size_t)t * STACK;
    th[t].ctx.uc_stack.ss_size = STACK;
    th[t].ctx.uc_link = &sched_ctx;
    makecontext(&th[t].ctx, tramp, 0);
    th[t].state = T_RUN;
  }
  long stall = 0;
  for (;;) {
    uint64_t ev = events;
    for (int t = 0; t < nthreads; t++) {
      if (th[t].state != T_RUN && th[t].state != T_SPIN) continue;
      th[t].state = T_RUN;
      cur = t;
      swapcontext(&sched_ctx, &th[t].ctx);
    }
    // Every thread has now yielded: it waits at a barrier, at a warp
    // operation, spins on an mbarrier, or is done.
    int alive = 0, bar = 0, warp = 0, spin = 0;
    for (int t = 0; t < nthreads; t++) {
      alive += th[t].state != T_DONE;
      bar += th[t].state == T_BAR;
      warp += th[t].state == T_WARP;
      spin += th[t].state == T_SPIN;
    }
    if (!alive) return;
    if (warp && (release_warps() | release_kwarps())) continue;
    if (bar == alive) {
      release_barrier();
      continue;
    }
    if (spin) {
      stall = events == ev ? stall + 1 : 0;
      if (stall < 5000) continue;
    }
    fail("deadlock", "block (%u,%u,%u): %d threads alive, %d at a barrier, %d at a warp operation, %d spinning",
         bid[0], bid[1], bid[2], alive, bar, warp, spin);
  }
}

// ---- memory windows -----------------------------------------------------------

static uint64_t gsect_lo, gsect_hi;
static uint64_t rt_global, rt_global_size; // global memory the runtime itself hands out (omp.c)
uint64_t __hrt_argv[256]; // the kernel's scalar arguments, from the image
struct region {
  char name[64];
  uint32_t kind;
  uint64_t addr, size;
  uint8_t *init;
};
static struct region regions[256];
static int nregions;
static uint64_t site_last_bad;

static int in(uint64_t a, uint64_t n, uint64_t lo, uint64_t size) { return a >= lo && a - lo <= size && n <= size - (a - lo); }

static uint64_t slice(int specific) { return (specific ? L_SPEC : L_GEN) + (uint64_t)cur * L_SLICE; }

static int where(uint64_t a, uint64_t n) {
  if (in(a, n, S_SPEC, S_SIZE)) return W_SS;
  if (in(a, n, S_GEN, S_SIZE)) return W_SG;
  if (in(a, n, C_SPEC, C_SIZE)) return W_CS;
  if (in(a, n, C_GEN, C_SIZE)) return W_CG;
  if (in(a, n, L_SPEC, L_SIZE)) return W_LS;
  if (in(a, n, L_GEN, L_SIZE)) return W_LG;
  if (in(a, n, P_SPEC, P_SIZE)) return W_PS;
  if (in(a, n, P_GEN, P_SIZE)) return W_PG;
  if (gsect_hi > gsect_lo && in(a, n, gsect_lo, gsect_hi - gsect_lo)) return W_GLOBAL;
  if (rt_global_size && in(a, n, rt_global, rt_global_size)) return W_GLOBAL;
  for (int i = 0; i < nregions; i++)
    if (regions[i].kind == 1 && in(a, n, regions[i].addr, regions[i].size)) return W_GLOBAL;
  return W_NONE;
}

static int own_local(uint64_t a, uint64_t n, int specific) { return in(a, n, slice(specific), L_SLICE); }

static const char *site(uint64_t s) { return __hrt_sites + s; }

static void bad(uint64_t a, uint64_t n, uint64_t s, const char *why) {
  const char *extra = "";
  if (a >> 32 == BAD_BASE >> 32) extra = " (the result of an addrspacecast of a pointer not in its source space)";
  fail("check", "%s: %s: address 0x%llx (%llu bytes) is in %s%s", site(s), why, (unsigned long long)a,
       (unsigned long long)n, wname[where(a, n)], extra);
}

void __hrt_chk(uint64_t a, uint64_t n, uint32_t kind, uint32_t flags, uint32_t excl, uint64_t s) {
  if (n == 0) return;
  if (a == 0) bad(a, n, s, "null pointer access");
  int w = where(a, n);
  if ((flags & F_ATOMIC) && (w == W_LS || w == W_LG)) bad(a, n, s, "atomic on local memory (undefined in PTX)");
  switch (kind) {
  case K_GLOBAL:
    if (w == W_LS && (flags & F_PRIVGLOBAL) && own_local(a, n, 1)) return; // private memory in a global buffer
    if (w != W_GLOBAL && w != W_PG) bad(a, n, s, "access through a global pointer outside global memory");
    return;
  case K_SHARED:
    if (w != W_SS) bad(a, n, s, "access through a shared pointer outside the shared window");
    return;
  case K_CONST:
    if (w != W_CS) bad(a, n, s, "access through a constant pointer outside the constant window");
    if (flags & F_WRITE) bad(a, n, s, "write through a constant pointer");
    return;
  case K_LOCAL:
    if (w != W_LS) bad(a, n, s, "access through a local pointer outside the local window");
    if (!own_local(a, n, 1)) bad(a, n, s, "access through a local pointer to another thread's local memory");
    return;
  case K_PARAM:
    if (w != W_PS) bad(a, n, s, "access through a param pointer outside the param window");
    if (flags & F_WRITE) bad(a, n, s, "write through a param pointer");
    return;
  }
  // Generic.
  uint32_t obj = 0;
  if (flags & F_ANYWINDOW) switch (w) { // casts are no-ops: a specific address is the generic one
    case W_SS: w = W_SG; break;
    case W_CS: w = W_CG; break;
    case W_PS: w = W_PG; break;
    case W_LS:
      if (!own_local(a, n, 1)) bad(a, n, s, "generic access to another thread's local memory");
      if (B_LOCAL & excl) bad(a, n, s, "!noalias.addrspace excludes the space this generic access reaches");
      return;
    }
  switch (w) {
  case W_GLOBAL: obj = B_GLOBAL; break;
  case W_SG: obj = B_SHARED; break;
  case W_CG:
    obj = B_CONST;
    if (flags & F_WRITE) bad(a, n, s, "generic write to constant memory");
    break;
  case W_LG:
    obj = B_LOCAL;
    if (!own_local(a, n, 0)) bad(a, n, s, "generic access to another thread's local memory");
    break;
  case W_PG: obj = B_PARAM; break;
  default: bad(a, n, s, "generic access outside every generic window (a specific address used as generic?)");
  }
  if (obj & excl) bad(a, n, s, "!noalias.addrspace excludes the space this generic access reaches");
}

void __hrt_chkif(uint32_t m, uint64_t a, uint64_t n, uint32_t kind, uint32_t flags, uint32_t excl, uint64_t s) {
  if (m & 1) __hrt_chk(a, n, kind, flags, excl, s);
}

static uint64_t badptr(uint64_t a, uint64_t s) {
  site_last_bad = s;
  return BAD_BASE | (a & 0xffffffffu);
}

uint64_t __hrt_cast(uint64_t a, uint32_t from, uint32_t to, uint64_t s) {
  if (a == 0 || from == to) return a;
  if (from == K_GLOBAL || to == K_GLOBAL) {
    if (from != K_GENERIC && to != K_GENERIC)
      fail("check", "%s: addrspacecast between two specific spaces", site(s));
    return a; // a global address is its own generic address
  }
  if (from != K_GENERIC && to != K_GENERIC) fail("check", "%s: addrspacecast between two specific spaces", site(s));
  int w = where(a, 1);
  if (from == K_GENERIC) {
    switch (to) {
    case K_SHARED: return w == W_SG ? a - S_GEN + S_SPEC : badptr(a, s);
    case K_CONST: return w == W_CG ? a - C_GEN + C_SPEC : badptr(a, s);
    case K_LOCAL: return w == W_LG ? a - L_GEN + L_SPEC : badptr(a, s);
    case K_PARAM: return w == W_PG ? a - P_GEN + P_SPEC : badptr(a, s);
    }
  } else {
    switch (from) {
    case K_SHARED: return w == W_SS ? a - S_SPEC + S_GEN : badptr(a, s);
    case K_CONST: return w == W_CS ? a - C_SPEC + C_GEN : badptr(a, s);
    case K_LOCAL: return w == W_LS ? a - L_SPEC + L_GEN : badptr(a, s);
    case K_PARAM: return w == W_PS ? a - P_SPEC + P_GEN : badptr(a, s);
    }
  }
  fail("check", "%s: addrspacecast with an unknown space", site(s));
}

// __hrt_untag gives a runtime builtin the generic-window address of a
// pointer made by lower-generic: the tag in bits 61-63 is cleared (bits
// 56-59 copied up) and a private or local address moves to its generic
// window, where the builtins' checks expect generic pointers.
uint64_t __hrt_untag(uint64_t a) {
  uint64_t tag = a >> 61;
  if (tag == 1 || tag == 2) a = (uint64_t)((int64_t)(a << 4) >> 4);
  switch (where(a, 1)) {
  case W_LS: return a - L_SPEC + L_GEN;
  case W_SS: return a - S_SPEC + S_GEN;
  case W_CS: return a - C_SPEC + C_GEN;
  }
  return a;
}

uint64_t __hrt_alloca(uint64_t size, uint64_t align, uint32_t specific, uint64_t s) {
  thr_t *p = &th[cur];
  if (align < 1) align = 1;
  uint64_t off = (p->lsp + align - 1) & ~(align - 1);
  if (off + size > L_SLICE || size > L_SLICE) fail("check", "%s: the thread's local memory is exhausted", site(s));
  p->lsp = off + size;
  uint64_t a = slice(specific) + off;
  memset((void *)a, 0, size);
  return a;
}
void __hrt_memcpy(uint64_t d, uint64_t s, uint64_t n) { memmove((void *)d, (const void *)s, n); }
uint64_t __hrt_lsave(void) { return th[cur].lsp; }
void __hrt_lrestore(uint64_t v) { th[cur].lsp = v; }

#include "builtins.c"
#include "omp.c"

// ---- driver --------------------------------------------------------------------------

static void on_signal(int sig, siginfo_t *si, void *uc) {
  char buf[512];
  uint64_t a = (uint64_t)si->si_addr;
  int n;
  if (sig == SIGPROF)
    n = snprintf(buf, sizeof buf, "FAIL timeout: the kernel used more than its CPU time\n");
  else
    n = snprintf(buf, sizeof buf, "FAIL crash: signal %d at address 0x%llx (%s)\n", sig, (unsigned long long)a,
                 wname[where(a, 1)]);
  if (write(1, buf, n) < 0) _exit(2);
  _exit(sig == SIGPROF ? 5 : 4);
}

static void *map_at(uint64_t addr, uint64_t size, int fd) {
  int flags = MAP_FIXED | (fd >= 0 ? MAP_SHARED : MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE);
  void *p = mmap((void *)addr, size, PROT_READ | PROT_WRITE, flags, fd, 0);
  if (p == MAP_FAILED || (uint64_t)p != addr) fail("setup", "mmap at 0x%llx failed", (unsigned long long)addr);
  return p;
}

// window maps size bytes twice, at spec and at gen, over one memfd, keeping
// what the ELF section [lo, hi) put at spec.
static void window(const char *name, uint64_t spec, uint64_t gen, uint64_t size, char *lo, char *hi) {
  uint64_t n = lo && hi > lo ? (uint64_t)(hi - lo) : 0;
  if (n > size) fail("setup", "section of %s is %llu bytes, more than its window", name, (unsigned long long)n);
  void *keep = n ? malloc(n) : 0;
  if (n) memcpy(keep, lo, n);
  int fd = memfd_create(name, 0);
  if (fd < 0 || ftruncate(fd, size) != 0) fail("setup", "memfd for %s", name);
  map_at(spec, size, fd);
  map_at(gen, size, fd);
  close(fd);
  if (n) memcpy((void *)spec, keep, n);
  free(keep);
}

static uint8_t *readall(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) fail("setup", "cannot open %s", path);
  size_t cap = 1 << 16, n = 0;
  uint8_t *b = malloc(cap);
  for (size_t k; (k = fread(b + n, 1, cap - n, f)) > 0;) {
    n += k;
    if (n == cap) b = realloc(b, cap *= 2);
  }
  fclose(f);
  *len = n;
  return b;
}

static uint64_t rd64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static uint32_t rd32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }

static void load_image(const char *path) {
  size_t len;
  uint8_t *b = readall(path, &len), *p = b, *end = b + len;
  if (len < 12 || memcmp(p, "HRIMG1\n\0", 8) != 0) fail("setup", "bad image %s", path);
  uint32_t n = rd32(p + 8);
  p += 12;
  for (uint32_t i = 0; i < n; i++) {
    if (nregions == 256 || end - p < 24) fail("setup", "bad image %s", path);
    struct region *r = &regions[nregions++];
    r->kind = rd32(p), p += 4;
    uint32_t nl = rd32(p);
    p += 4;
    if (nl >= sizeof r->name || end - p < nl + 16) fail("setup", "bad image %s", path);
    memcpy(r->name, p, nl), r->name[nl] = 0, p += nl;
    r->addr = rd64(p), r->size = rd64(p + 8), p += 16;
    if ((uint64_t)(end - p) < r->size) fail("setup", "bad image %s", path);
    r->init = p, p += r->size;
    if (r->kind == 1) map_at(r->addr & ~4095ull, ((r->addr & 4095) + r->size + 4095) & ~4095ull, -1);
    else if (r->kind == 2 && !in(r->addr, r->size, P_GEN, P_SIZE)) fail("setup", "param region out of window");
    else if (r->kind == 4 && !in(r->addr, r->size, C_SPEC, C_SIZE)) fail("setup", "constant region out of window");
    if (r->kind == 5) {
      if (r->size > sizeof __hrt_argv) fail("setup", "too many arguments");
      memcpy(__hrt_argv, r->init, r->size);
    } else if (r->kind != 3) {
      memcpy((void *)r->addr, r->init, r->size);
    }
  }
}

static void hexline(const char *what, const char *name, uint64_t off, const uint8_t *p, uint64_t n) {
  printf("%s %s %llx ", what, name, (unsigned long long)off);
  for (uint64_t i = 0; i < n; i++) printf("%02x", p[i]);
  putchar('\n');
}

// The module's functions, with an id from their names: the two programs
// compared place their code differently, so a function's address stored in
// memory is dumped as its id, which both share.
struct hfunc {
  uint64_t addr, id;
};
extern const struct hfunc __hrt_funcs[];
extern const int __hrt_nfuncs;

// canon copies n bytes from p to out, each aligned word that holds the
// address of one of the module's functions replaced by the function's id.
static void canon(uint8_t *out, const uint8_t *p, uint64_t n) {
  memcpy(out, p, n);
  for (uint64_t i = 0; i + 8 <= n; i += 8) {
    uint64_t w = rd64(out + i);
    for (int f = 0; f < __hrt_nfuncs; f++)
      if (__hrt_funcs[f].addr == w) {
        memcpy(out + i, &__hrt_funcs[f].id, 8);
        break;
      }
  }
}

// dump prints the 256-byte chunks of [cur, cur+n) that differ from init,
// function addresses as ids (canon).
static void dump(const char *what, const char *name, const uint8_t *now, const uint8_t *init, uint64_t n) {
  uint8_t a[256], b[256];
  for (uint64_t off = 0; off < n; off += 256) {
    uint64_t k = n - off < 256 ? n - off : 256;
    if (memcmp(now + off, init + off, k) == 0) continue;
    canon(a, now + off, k);
    canon(b, init + off, k);
    if (memcmp(a, b, k) != 0) hexline(what, name, off, a, k);
  }
}

int main(int argc, char **argv) {
  if (argc != 10) {
    fprintf(stderr, "usage: %s IMAGE KERNEL BX BY BZ GX GY GZ TIMEOUT\n", argv[0]);
    return 2;
  }
  int k = atoi(argv[2]);
  for (int d = 0; d < 3; d++) bdim[d] = atoi(argv[3 + d]), gdim[d] = atoi(argv[6 + d]);
  nthreads = bdim[0] * bdim[1] * bdim[2];
  if (k < 0 || k >= __hrt_nentries || nthreads < 1 || nthreads > MAXT || (uint64_t)nthreads * L_SLICE > L_SIZE)
    fail("setup", "bad arguments");
  entry = __hrt_entries[k];

  static char altstack[1 << 16];
  stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack};
  sigaltstack(&ss, 0);
  struct sigaction sa = {.sa_sigaction = on_signal, .sa_flags = SA_SIGINFO | SA_ONSTACK};
  int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGPROF, SIGABRT, SIGTRAP};
  for (unsigned i = 0; i < sizeof sigs / sizeof *sigs; i++) sigaction(sigs[i], &sa, 0);
  // The limit is CPU time, so that a loaded machine does not turn a slow
  // run into a timeout.
  struct itimerval limit = {.it_value = {.tv_sec = atoi(argv[9])}};
  setitimer(ITIMER_PROF, &limit, 0);

  window("shared", S_SPEC, S_GEN, S_SIZE, __start_hr_shared, __stop_hr_shared);
  window("const", C_SPEC, C_GEN, C_SIZE, __start_hr_const, __stop_hr_const);
  window("local", L_SPEC, L_GEN, L_SIZE, 0, 0);
  window("param", P_SPEC, P_GEN, P_SIZE, 0, 0);
  gsect_lo = (uint64_t)__start_hr_global, gsect_hi = (uint64_t)__stop_hr_global;
  stacks = mmap(0, (size_t)nthreads * STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (stacks == MAP_FAILED) fail("setup", "fiber stacks");
  load_image(argv[1]);
  uint8_t **snap = malloc(sizeof *snap * (__hrt_ngvars + 1));
  for (int i = 0; i < __hrt_ngvars; i++) {
    snap[i] = malloc(__hrt_gvars[i].size + 1);
    memcpy(snap[i], __hrt_gvars[i].addr, __hrt_gvars[i].size);
  }

  uint64_t sstatic = __stop_hr_shared > __start_hr_shared ? (uint64_t)(__stop_hr_shared - __start_hr_shared) : 0;
  for (bid[2] = 0; bid[2] < gdim[2]; bid[2]++)
    for (bid[1] = 0; bid[1] < gdim[1]; bid[1]++)
      for (bid[0] = 0; bid[0] < gdim[0]; bid[0]++) {
        if (bid[0] + bid[1] + bid[2] > 0) { // the windows start zeroed; allocas zero themselves
          memset((void *)S_SPEC, 0, sstatic);
          memset((void *)(S_SPEC + S_DYN), 0, S_DYNSIZE);
        }
        omp_block_start();
        run_block();
      }

  for (int i = 0; i < nregions; i++)
    if (regions[i].kind == 1 || regions[i].kind == 2) dump("R", regions[i].name, (uint8_t *)regions[i].addr, regions[i].init, regions[i].size);
  for (int i = 0; i < __hrt_ngvars; i++) dump("G", __hrt_gvars[i].name, __hrt_gvars[i].addr, snap[i], __hrt_gvars[i].size);
  for (int i = 0; i < nobs; i++)
    printf("O %s %llu %llx\n", __hrt_sites + obs[i].name, (unsigned long long)obs[i].idx, (unsigned long long)obs[i].v);
  printf("END\n");
  fflush(stdout);
  return 0;
}

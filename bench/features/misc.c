// One of bench/features: C that GPU code never is (build.sh).
#include <stdarg.h>
#include <stdint.h>
#include <stdatomic.h>
typedef float v4f __attribute__((ext_vector_type(4)));
typedef int v8i __attribute__((vector_size(32)));
struct S { int a; char b[3]; long long c; double d; struct S *next; };
#if defined(__NVPTX__) || defined(__AMDGPU__) || defined(__wasm__)
#define TLS
#else
#define TLS _Thread_local
#endif
TLS int tls_counter;
static TLS int tls_local;
int weak_thing __attribute__((weak)) = 3;
int hidden_thing __attribute__((visibility("hidden"))) = 4;
int sect_thing __attribute__((section(".mysect"))) = 5;
_Atomic long atomic_counter;
static int impl_a(int x) { return x + 1; }
static int (*resolve_a(void))(int) { return impl_a; }
#if defined(__ELF__) && !defined(__wasm__) && !defined(__NVPTX__) && !defined(__AMDGPU__)
int ifn(int) __attribute__((ifunc("resolve_a")));
#endif
int alias_target(int x) { return x * 3; }
#ifndef __APPLE__
int alias_of(int) __attribute__((alias("alias_target")));
#endif
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
double vsumd(int n, va_list ap) { double s = 0; while (n--) s += va_arg(ap, double); return s; }
int dispatch(int op, int x) {
  static void *tbl[] = { &&add, &&sub, &&mul };
  goto *tbl[op % 3];
add: return x + 1;
sub: return x - 1;
mul: return x * 2;
}
v4f vmath(v4f a, v4f b) { return __builtin_elementwise_max(a, b) * a + b.wzyx; }
v8i vshuf(v8i a, v8i b) { return __builtin_shufflevector(a, b, 0, 9, 2, 11, 4, 13, 6, 15) + (a > b); }
long atom(long v) {
  long e = 5;
  atomic_compare_exchange_weak_explicit(&atomic_counter, &e, v, memory_order_acq_rel, memory_order_relaxed);
  atomic_fetch_add_explicit(&atomic_counter, v, memory_order_relaxed);
  atomic_fetch_xor(&atomic_counter, v);
  __atomic_fetch_max(&tls_counter, 3, __ATOMIC_SEQ_CST);
  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(memory_order_acquire);
  return atomic_load_explicit(&atomic_counter, memory_order_acquire);
}
float f16(float x) {
#if (defined(__x86_64__) && __clang_major__ > 14) || defined(__aarch64__)
  _Float16 h = (_Float16)x; h = h * h + (_Float16)1.5; x = (float)h;
#endif
  return x;
}
long double ld(long double a, long double b) { return a * b + 1.0L; }
#ifdef __SIZEOF_INT128__
__int128 big(__int128 a, __int128 b) { return a * b / (b | 1); }
#endif
unsigned _BitInt(37) bi(unsigned _BitInt(37) a) { return a * a + 7; }
static void cleanup_fn(int *p) { tls_local += *p; }
int with_cleanup(int x) { int y __attribute__((cleanup(cleanup_fn))) = x; return y * 2; }
int asm_use(int x) {
  int r;
#if defined(__x86_64__)
  __asm__ volatile("leal 1(%1), %0" : "=r"(r) : "r"(x) : "memory");
  asm goto("testl %0, %0; jz %l1" :: "r"(x) :: zero);
  return r;
zero:
  return -r;
#else
  r = x; __asm__ volatile("" : "+r"(r) :: "memory"); return r;
#endif
}
int expect(int x) { if (__builtin_expect(x > 10, 0)) __builtin_trap(); __builtin_assume(x >= 0); __builtin_prefetch(&tls_counter, 1, 3); return __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_bswap32(x); }
struct S glob_s = { 1, "ab", 3, 4.5, &glob_s };
struct S *walk(struct S *s, int n) { while (n-- && s) s = s->next; return s; }
int tail_callee(int);
int tail(int x) { __attribute__((musttail)) return tail_callee(x + 1); }
void copy(struct S *d, const struct S *s, int n) { __builtin_memcpy(d, s, sizeof *d); __builtin_memset(d->b, n, 3); __builtin_memmove(d, d + 1, 8); }
int sw(int x) { switch (x) { case 1: return 4; case 7: return 9; case 100: return 2; case 1000: return 8; default: return 0; } }
double fp(double a, double b) {
#pragma STDC FENV_ACCESS ON
  return a / b + __builtin_sqrt(a) + __builtin_fma(a, b, a);
}

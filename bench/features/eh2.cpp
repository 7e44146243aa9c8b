// One of bench/features: C++ that GPU code never is (build.sh).
struct E { int code; E(int c) : code(c) {} virtual ~E() {} };
struct F : E { F() : E(7) {} };
struct R { int *p; R(int *q) : p(q) { ++*p; } ~R() { --*p; } };
int thrower(int x) { if (x > 3) throw F(); if (x < 0) throw 5; return x; }
int guarded(int x, int *c) {
  R r(c);
  try { return thrower(x); }
  catch (const F &e) { return e.code; }
  catch (int i) { return i; }
  catch (...) { throw; }
}
int nested(int x, int *c) {
  try { R a(c); try { R b(c); return thrower(x); } catch (int) { return 2; } } catch (...) { return 3; }
}
int noexc(int x) noexcept { return thrower(x); }
#ifdef _MSC_VER
int seh(int *p) { __try { return *p; } __except (1) { return -1; } }
int sehf(int *p) { int r = 0; __try { r = *p; } __finally { r++; } return r; }
#endif

// One of bench/features: C++ that GPU code never is (build.sh).
#include <stdexcept>
#include <string>
#include <vector>
#include <memory>
struct R { int *p; R(int *q) : p(q) { ++*p; } ~R() { --*p; } };
int thrower(int x) { if (x > 3) throw std::runtime_error("big"); return x; }
int guarded(int x, int *c) {
  R r(c);
  try { return thrower(x); }
  catch (const std::runtime_error &e) { return -1; }
  catch (int i) { return i; }
  catch (...) { throw; }
}
int nested(int x, int *c) {
  try { R a(c); try { R b(c); return thrower(x); } catch (int) { return 2; } } catch (...) { return 3; }
}
std::string joined(const std::vector<std::string> &v) { std::string s; for (auto &x : v) s += x; return s; }
std::unique_ptr<int> mk(int x) { return std::make_unique<int>(x); }
struct Base { virtual ~Base() {} virtual int f() = 0; };
struct D : Base { int v; D(int x) : v(x) {} int f() override { return v; } };
int virt(Base *b) { return b->f() + (dynamic_cast<D *>(b) ? 1 : 0); }
int noexc(int x) noexcept { return thrower(x); }

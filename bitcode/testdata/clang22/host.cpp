// Host C++ with what GPU sources seldom hold: a string literal (clang
// gives it an unnamed DIGlobalVariable), virtual functions and vtables in
// comdats, exceptions (invoke, landingpad), a thread_local, an alias.
#include <stdexcept>
struct Shape { virtual ~Shape() {} virtual double area() const = 0; };
struct Sq : Shape { double s; explicit Sq(double s) : s(s) {} double area() const override { return s * s; } };
template <typename T> struct Box : Shape { T w, h; Box(T w, T h) : w(w), h(h) {} double area() const override { return double(w) * h; } };
thread_local int calls = 0;
static int twice(int x) { return 2 * x; }
extern "C" int twice_alias(int) __attribute__((alias("_ZL5twicei")));
extern "C" int puts(const char *);
double total(int n) {
  calls++;
  Sq a(2.0);
  Box<int> b(3, n);
  const Shape *s[] = {&a, &b};
  double t = 0;
  try {
    if (n < 0) throw std::runtime_error("negative");
    for (const Shape *p : s) t += p->area();
  } catch (const std::exception &e) {
    puts(e.what());
  }
  return t + twice_alias(n);
}

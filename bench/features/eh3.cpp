// One of bench/features: C++ that GPU code never is (build.sh).
struct R { int *p; R(int *q) : p(q) { ++*p; } ~R() { --*p; } };
void may(int);
int deep(int x, int *c) {
  try {
    R a(c);
    try { R b(c); may(x); }
    catch (int i) {
      R d(c);
      try { may(i); } catch (...) { R e(c); try { may(2); } catch (long) { return 9; } throw; }
      return i;
    }
  } catch (...) {
    R f(c);
    try { may(3); } catch (...) { return 4; }
  }
  for (int i = 0; i < x; i++) { try { may(i); } catch (int) { continue; } catch (...) { break; } }
  return 0;
}

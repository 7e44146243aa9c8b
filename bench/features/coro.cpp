// One of bench/features: C++ that GPU code never is (build.sh).
#include <coroutine>
struct Gen {
  struct promise_type {
    int cur;
    Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) { cur = v; return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> h;
  ~Gen() { if (h) h.destroy(); }
};
Gen count(int n) { for (int i = 0; i < n; i++) co_yield i; }
int total(int n) { Gen g = count(n); int s = 0; while (!g.h.done()) { g.h.resume(); s += g.h.promise().cur; } return s; }

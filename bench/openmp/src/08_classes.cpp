// C++ device code: member functions (this pointers), references,
// templates, a lambda capturing pointers by reference, a class holding
// pointers mapped as a struct.
template <typename T> struct span {
  T *data;
  int size;
  T &operator[](int i) { return data[i]; }
  const T &operator[](int i) const { return data[i]; }
};

struct particle_set {
  span<float> x, v;
  void step(int i, float dt) { x[i] += v[i] * dt; }
  float energy(int i) const { return 0.5f * v[i] * v[i]; }
};

template <typename F> static void for_each(int lo, int hi, F f) {
  for (int i = lo; i < hi; i++)
    f(i);
}

void advance(float *x, float *v, int n, float dt, float *e) {
#pragma omp target teams distribute parallel for map(tofrom : x[0 : n], v[0 : n]) map(from : e[0 : n])
  for (int i = 0; i < n; i++) {
    particle_set ps{{x, n}, {v, n}};
    ps.step(i, dt);
    float &slot = e[i];
    for_each(0, 1, [&](int) { slot = ps.energy(i); });
  }
}

struct accum {
  long total = 0;
  void add(const int *p, int n) {
    for (int i = 0; i < n; i++)
      total += p[i];
  }
};

void block_sums(const int *a, int n, long *sums) {
#pragma omp target teams distribute map(to : a[0 : n]) map(from : sums[0 : n / 16])
  for (int b = 0; b < n / 16; b++) {
    accum acc;
    acc.add(&a[16 * b], 16);
    sums[b] = acc.total;
  }
}

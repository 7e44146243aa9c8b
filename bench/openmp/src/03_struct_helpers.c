// Pointers kept in a struct and passed to helpers, inside SPMD and generic
// regions; a local array whose address goes to a helper.
typedef struct {
  float *pos;
  float *vel;
  int n;
} particles;

static void step(float *p, const float *v, float dt) { *p = 2 * *p + *v * dt; }

static float norm3(const float *v) { return v[0] * v[0] + v[1] * v[1] + v[2] * v[2]; }

void advance(particles ps, float dt) {
  float *pos = ps.pos, *vel = ps.vel;
  int n = ps.n;
#pragma omp target teams distribute parallel for map(tofrom : pos[0 : n]) map(to : vel[0 : n])
  for (int i = 0; i < n; i++) {
    float v3[3] = {vel[i], vel[(i + 1) % n], vel[(i + 2) % n]};
    step(&pos[i], &vel[i], dt + norm3(v3));
  }
}

void smooth(int n, float *a, float *b) {
#pragma omp target teams distribute map(tofrom : a[0 : n], b[0 : n])
  for (int i = 1; i < n - 1; i++) {
    float w[3];
    for (int k = 0; k < 3; k++)
      w[k] = a[i - 1 + k];
    b[i] = (w[0] + w[1] + w[2]) / 3.0f;
    step(&a[i], &b[i], 0.5f);
  }
}

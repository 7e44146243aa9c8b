// One of bench/features: C that GPU code never is (build.sh).
struct inner { int a; int b[4]; };
struct outer { long x; struct inner in; union { int u; char c; } un; };
#define P(x) __builtin_preserve_access_index(x)
int get(struct outer *o, int i) { return P(o->in.b[2]) + P(o->un.c) + __builtin_preserve_field_info(o->in.a, 0); }

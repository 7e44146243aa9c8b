// Class 1 and 3, pointers published as data (OpenCL C 2.0): one kernel
// publishes the address of a local array element as an integer in global
// memory; another kernel loads it back as a generic pointer. The reader
// must keep it generic and must not fold to_local. clang also emits each
// kernel's body as an exported function (__clang_ocl_kern_imp_*), whose
// callers are unknown: the same holds there.

kernel void publish_writer(global ulong *slots) {
  local int tile[32];
  size_t i = get_local_id(0);
  tile[i & 31] = (int)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  slots[i] = (ulong)(uintptr_t)(generic int *)&tile[i & 31];
}

typedef struct { generic int *p; } Slot;

kernel void publish_reader(global const Slot *slots, global int *out) {
  size_t i = get_local_id(0);
  generic int *p = slots[i].p;
  local int *l = to_local(p);
  out[i] = l ? *l : -1;
}

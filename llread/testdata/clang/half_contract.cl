// OpenCL half and double with -cl-fast-relaxed-math and
// -ffp-contract=fast: fast-math flags on conversions, phis and selects.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void conv(global half *h, global double *d, int n) {
  int i = get_global_id(0);
  double acc = 0;
  for (int k = 0; k < n; k++)
    acc = acc > 1.0 ? acc * h[k] : acc + (double)h[k];
  h[i] = (half)acc;
  d[i] = convert_double((float)h[i]);
}

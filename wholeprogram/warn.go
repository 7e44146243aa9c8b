package wholeprogram

import (
	"strconv"
	"strings"

	"memspace/ir"
	"memspace/pass"
)

// runtimeNames are functions a GPU runtime or its device libraries
// provide, not another module of the program.
var runtimeNames = map[string]bool{
	"vprintf": true, "printf": true, "malloc": true, "free": true,
	"__assertfail": true, "__assert_fail": true, "__nvvm_reflect": true,
	"__to_global": true, "__to_local": true, "__to_private": true, // OpenCL 2.0 address-space casts
	"cudaMalloc": true, "cudaFree": true, "cudaGetParameterBuffer": true,
	"cudaLaunchDevice": true, "cudaDeviceSynchronize": true,
	// OpenCL's work-item functions, as IR from other front ends names them.
	"get_global_id": true, "get_local_id": true, "get_group_id": true, "get_global_size": true,
	"get_local_size": true, "get_num_groups": true, "get_work_dim": true, "get_global_offset": true,
	"barrier": true,
	// clang's CUDA builtin variables (declared, unused after -O0).
	"threadIdx": true, "blockIdx": true, "blockDim": true, "gridDim": true, "warpSize": true,
}

// runtimePrefixes name families of runtime and device-library functions
// (libdevice, NVVM, the ROCm device libraries, SPIR-V builtins).
var runtimePrefixes = []string{"llvm.", "__nv_", "__nvvm_", "__ockl_", "__ocml_", "__oclc_",
	"__spirv_", "__opencl_", "__hip_", "__cuda", "__clang_", "__builtin_", "__kmpc_", "omp_"}

// warnSeparate warns when m declares, without defining, functions or
// variables that another module of the program would provide: then the
// module is not the whole program (separate compilation, -fgpu-rdc) and
// internalizing it is not valid. Runtime functions, device-library
// functions and, in OpenCL, mangled builtins do not count; neither do
// extern workgroup arrays (dynamic shared memory).
func warnSeparate(ctx *pass.Context) {
	m := ctx.Module
	ocl := isOpenCL(ctx)
	var names []string
	for _, f := range m.Functions {
		if f.IsDeclaration() && !providedByRuntime(f.Name(), ocl) {
			names = append(names, "@"+f.Name())
		}
	}
	for _, g := range m.Globals {
		as, _ := ir.AddrSpaceOf(g.Type())
		if g.Init == nil && as != 3 && !providedByRuntime(g.Name(), false) {
			names = append(names, "@"+g.Name())
		}
	}
	if len(names) == 0 {
		return
	}
	shown := names
	if len(shown) > 4 {
		shown = shown[:4]
	}
	more := ""
	if len(names) > len(shown) {
		more = " and " + strconv.Itoa(len(names)-len(shown)) + " more"
	}
	warnf(ctx, "-whole-program: the module declares but does not define %s%s; if another module "+
		"provides these (separate compilation, -fgpu-rdc), the module is not the whole program and "+
		"-whole-program is not valid", strings.Join(shown, ", "), more)
}

// isOpenCL reports whether the module is OpenCL: the SPIR target, or
// clang's OpenCL version metadata (OpenCL for AMDGPU or NVPTX). OpenCL C
// functions have C names, so a mangled declaration there is an
// overloaded builtin (get_global_id is _Z13get_global_idj) that the
// device library provides, not another module of the program.
func isOpenCL(ctx *pass.Context) bool {
	if ctx.Target != nil && ctx.Target.Name() == "spir" {
		return true
	}
	for _, name := range []string{"opencl.ocl.version", "opencl.spir.version", "opencl.cxx.version"} {
		if ctx.Module.NamedMetadata(name) != nil {
			return true
		}
	}
	return false
}

// providedByRuntime reports whether name is a runtime or library symbol
// (ocl: mangled names are OpenCL builtins).
func providedByRuntime(name string, ocl bool) bool {
	if runtimeNames[name] || ocl && strings.HasPrefix(name, "_Z") {
		return true
	}
	for _, p := range runtimePrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

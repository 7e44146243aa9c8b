package hostrun

import "fmt"

// The host memory map. Everything the linker places (the sections of
// the module's variables) and every specific window lies below the section
// of global variables, which the runtime always populates, so the brk heap
// that follows the executable never meets a window.
//
// The host memory map. Each GPU space the program can name has a specific
// window (where addrspace(N) pointers point) and a generic window (where
// generic pointers into that space point), backed by the same pages. The
// specific windows lie below 4 GiB so that 32-bit shared and local offsets
// stay lossless; the generic ones lie above it, and their low 32 bits differ
// from the specific ones, so that truncating a generic pointer never yields
// the specific address by accident.
const (
	sharedSpec   = 0x1000_0000
	sharedGen    = 0x6_5000_0000
	sharedSize   = 1 << 20
	dynSharedOff = 512 << 10 // extern __shared__ and OpenCL __local kernel arguments
	dynSharedArg = 16 << 10  // bytes given to each __local kernel argument

	constSpec = 0x1400_0000
	constGen  = 0x6_5800_0000
	constSize = 4 << 20

	globalSect = 0x1800_0000 // the module's global variables

	localSpec  = 0x0800_0000
	localGen   = 0x6_6000_0000
	localSlice = 64 << 10 // per thread
	maxThreads = 256
	localSize  = maxThreads * localSlice

	paramSpec = 0x0c00_0000
	paramGen  = 0x6_7000_0000
	paramSize = 1 << 20

	bufBase   = 0x7_0000_0000 // global buffers, one per driver argument
	bufStride = 1 << 20
	bufSize   = 64 << 10

	// badBase marks the result of an addrspacecast whose operand was not in
	// the cast's source space: an address in no window, so any access
	// through it fails its check.
	badBase = 0x5bad_0000_0000
)

// Object kinds, as the runtime numbers them (NVPTX's numbers).
const (
	kGeneric = 0
	kGlobal  = 1
	kShared  = 3
	kConst   = 4
	kLocal   = 5
	kParam   = 101
)

// kindBit is the bit of an object kind in a !noalias.addrspace exclusion mask.
func kindBit(k int) uint32 {
	switch k {
	case kGlobal:
		return 1
	case kShared:
		return 2
	case kConst:
		return 4
	case kLocal:
		return 8
	case kParam:
		return 16
	}
	return 0
}

// runtimeDefines are the -D flags that give runtime.c the memory map.
func runtimeDefines() []string {
	defs := []struct {
		name string
		v    uint64
	}{
		{"S_DYN", dynSharedOff}, {"S_DYNSIZE", 8 * dynSharedArg},
		{"S_SPEC", sharedSpec}, {"S_GEN", sharedGen}, {"S_SIZE", sharedSize},
		{"C_SPEC", constSpec}, {"C_GEN", constGen}, {"C_SIZE", constSize},
		{"L_SPEC", localSpec}, {"L_GEN", localGen}, {"L_SIZE", localSize}, {"L_SLICE", localSlice},
		{"P_SPEC", paramSpec}, {"P_GEN", paramGen}, {"P_SIZE", paramSize},
		{"BAD_BASE", badBase},
	}
	var out []string
	for _, d := range defs {
		out = append(out, fmt.Sprintf("-D%s=0x%xull", d.name, d.v))
	}
	return out
}

// linkFlags place the sections that hold the module's shared, constant and
// global variables at the start of their windows.
func linkFlags() []string {
	return []string{
		"-no-pie",
		fmt.Sprintf("-Wl,--section-start=hr_shared=0x%x", sharedSpec),
		fmt.Sprintf("-Wl,--section-start=hr_const=0x%x", constSpec),
		fmt.Sprintf("-Wl,--section-start=hr_global=0x%x", globalSect),
	}
}

// The section names.
const (
	sectShared = "hr_shared"
	sectConst  = "hr_const"
	sectGlobal = "hr_global"
)

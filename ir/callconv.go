package ir

import (
	"strconv"
	"strings"
)

// callingConvs names the calling conventions LLVM 22 prints by keyword
// (each number checked against llvm-as-22's bitcode). 112 to 123 are
// riscv_vls_cc(32) to riscv_vls_cc(65536).
var callingConvs = map[uint64]string{
	8: "fastcc", 9: "coldcc", 10: "ghccc", 13: "anyregcc", 14: "preserve_mostcc", 15: "preserve_allcc",
	16: "swiftcc", 17: "cxx_fast_tlscc", 18: "tailcc", 19: "cfguard_checkcc", 20: "swifttailcc", 21: "preserve_nonecc",
	64: "x86_stdcallcc", 65: "x86_fastcallcc", 66: "arm_apcscc", 67: "arm_aapcscc", 68: "arm_aapcs_vfpcc",
	69: "msp430_intrcc", 70: "x86_thiscallcc", 71: "ptx_kernel", 72: "ptx_device", 75: "spir_func", 76: "spir_kernel",
	77: "intel_ocl_bicc", 78: "x86_64_sysvcc", 79: "win64cc", 80: "x86_vectorcallcc", 81: "hhvmcc", 82: "hhvm_ccc",
	83: "x86_intrcc", 84: "avr_intrcc", 85: "avr_signalcc", 87: "amdgpu_vs", 88: "amdgpu_gs", 89: "amdgpu_ps",
	90: "amdgpu_cs", 91: "amdgpu_kernel", 92: "x86_regcallcc", 93: "amdgpu_hs", 95: "amdgpu_ls", 96: "amdgpu_es",
	97: "aarch64_vector_pcs", 98: "aarch64_sve_vector_pcs", 100: "amdgpu_gfx", 102: "aarch64_sme_preservemost_from_x0",
	103: "aarch64_sme_preservemost_from_x2", 104: "amdgpu_cs_chain", 105: "amdgpu_cs_chain_preserve", 106: "m68k_rtdcc",
	107: "graalcc", 110: "riscv_vector_cc", 111: "aarch64_sme_preservemost_from_x1", 124: "amdgpu_gfx_whole_wave",
	125: "cheriot_compartmentcallcc", 126: "cheriot_compartmentcalleecc", 127: "cheriot_librarycallcc",
}

// callingConvNumbers inverts callingConvs.
var callingConvNumbers = func() map[string]uint64 {
	out := make(map[string]uint64, len(callingConvs))
	for n, name := range callingConvs {
		out[name] = n
	}
	return out
}()

// riscvVLS is the number of riscv_vls_cc(32), the first of 12 (up to 65536).
const riscvVLS = 112

// CallingConvKeyword returns how LLVM prints calling convention n: its
// keyword, "ccN" for a number without one, "" for C (0). n is at most
// MaxCallingConv.
func CallingConvKeyword(n uint64) string {
	if n == 0 {
		return ""
	}
	if name, ok := callingConvs[n]; ok {
		return name
	}
	if n >= riscvVLS && n < riscvVLS+12 {
		return "riscv_vls_cc(" + strconv.Itoa(32<<(n-riscvVLS)) + ")"
	}
	return "cc" + strconv.FormatUint(n, 10)
}

// CallingConvNumber returns the number of a calling convention as
// Function.CC and CallInfo.CC spell it ("" and "ccc" are C, 0).
func CallingConvNumber(cc string) (uint64, bool) {
	if cc == "" || cc == "ccc" {
		return 0, true
	}
	if n, ok := callingConvNumbers[cc]; ok {
		return n, true
	}
	if w, ok := strings.CutPrefix(cc, "riscv_vls_cc("); ok {
		for i := range uint64(12) {
			if w == strconv.Itoa(32<<i)+")" {
				return riscvVLS + i, true
			}
		}
	}
	if w, ok := strings.CutPrefix(cc, "cc"); ok {
		w = strings.TrimPrefix(w, " ")
		if n, err := strconv.ParseUint(w, 10, 32); err == nil && n <= MaxCallingConv {
			return n, true
		}
	}
	return 0, false
}

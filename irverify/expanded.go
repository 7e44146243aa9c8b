package irverify

import (
	"slices"
	"strings"
)

// LLVM 22 reads some intrinsics of older LLVMs as the instructions that
// replaced them: llvm.nvvm.atomic.load.add.f32.p0 becomes an atomicrmw
// fadd, llvm.amdgcn.atomic.inc.i32.p1 an atomicrmw uinc_wrap. Its
// AutoUpgrade rewrites each call from the call's own operands before the
// verifier runs, so a call whose type or immediates contradict the old
// declaration is valid input to LLVM. memspace keeps such calls as they
// are (LLVM upgrades them again when it reads the output), and must not
// refuse them: expandedByLLVM names them, and the signature and immarg
// checks pass them by. It also names the NVVM intrinsics whose older
// signatures LLVM declares anew as it reads them. The rules are LLVM
// 22's, for the GPU targets.

// expandedByLLVM reports whether LLVM 22 replaces calls of intrinsic name
// by instructions as it reads them.
func expandedByLLVM(name string) bool {
	if rest, ok := strings.CutPrefix(name, "llvm.nvvm."); ok {
		return nvvmExpanded(rest)
	}
	if rest, ok := strings.CutPrefix(name, "llvm.amdgcn."); ok {
		return amdgcnExpanded(rest)
	}
	return false
}

// nvvmExpanded is expandedByLLVM for llvm.nvvm.<name>.
func nvvmExpanded(name string) bool {
	oneOf := func(s string, set ...string) bool { return slices.Contains(set, s) }
	cut := func(prefix string) (string, bool) { return strings.CutPrefix(name, prefix) }
	if r, ok := cut("abs."); ok {
		return oneOf(r, "i", "ll", "bf16", "bf16x2")
	}
	if r, ok := cut("fabs."); ok {
		return oneOf(r, "f", "ftz.f", "d")
	}
	if r, ok := cut("max."); ok {
		return oneOf(r, "s", "i", "ll", "us", "ui", "ull")
	}
	if r, ok := cut("min."); ok {
		return oneOf(r, "s", "i", "ll", "us", "ui", "ull")
	}
	if r, ok := cut("atomic.load.add."); ok {
		return strings.HasPrefix(r, "f32.p") || strings.HasPrefix(r, "f64.p")
	}
	if r, ok := cut("atomic.load.inc.32."); ok {
		return strings.HasPrefix(r, "p")
	}
	if r, ok := cut("atomic.load.dec.32."); ok {
		return strings.HasPrefix(r, "p")
	}
	if r, ok := cut("bitcast."); ok {
		return oneOf(r, "f2i", "i2f", "ll2d", "d2ll")
	}
	if r, ok := cut("rotate."); ok {
		return oneOf(r, "b32", "b64", "right.b64")
	}
	if r, ok := cut("ptr.gen.to."); ok {
		_, ok := nvvmSpace(r)
		return ok
	}
	if r, ok := cut("ptr."); ok {
		r, ok := nvvmSpace(r)
		return ok && strings.HasPrefix(r, ".to.gen")
	}
	if r, ok := cut("ldg.global."); ok {
		return strings.HasPrefix(r, "i.") || strings.HasPrefix(r, "f.") || strings.HasPrefix(r, "p.")
	}
	// LLVM 21 moved shared::cluster pointers to space 7 and gave the
	// bulk tensor copies to shared memory a CTA group operand; LLVM 22
	// declares the older signatures anew as it reads them (a false error
	// on LLVM's own upgrade test, Assembler/auto_upgrade_nvvm_intrinsics).
	if strings.HasPrefix(name, "cp.async.bulk.tensor.g2s.") {
		return true
	}
	return oneOf(name, "barrier0", "barrier.n", "barrier.sync.cnt", "barrier.sync", "barrier", "bar.sync",
		"clz.ll", "popc.ll", "h2f", "swap.lo.hi.b64", "tanh.approx.f32",
		"mapa.shared.cluster", "cp.async.bulk.global.to.shared.cluster", "cp.async.bulk.shared.cta.to.cluster")
}

// amdgcnExpanded is expandedByLLVM for llvm.amdgcn.<name>: the atomics
// that became atomicrmw instructions.
func amdgcnExpanded(name string) bool {
	if r, ok := strings.CutPrefix(name, "atomic."); ok {
		return strings.HasPrefix(r, "inc") || strings.HasPrefix(r, "dec")
	}
	for _, p := range []string{"ds.", "global.atomic.", "flat.atomic."} {
		if r, ok := strings.CutPrefix(name, p); ok {
			return strings.HasPrefix(r, "fadd") ||
				strings.HasPrefix(r, "fmin") && !strings.HasPrefix(r, "fmin.num") ||
				strings.HasPrefix(r, "fmax") && !strings.HasPrefix(r, "fmax.num")
		}
	}
	return false
}

// nvvmSpace cuts the name of an NVVM state space off the front of s.
func nvvmSpace(s string) (string, bool) {
	for _, sp := range []string{"local", "shared", "global", "constant", "param"} {
		if r, ok := strings.CutPrefix(s, sp); ok {
			return r, true
		}
	}
	return s, false
}

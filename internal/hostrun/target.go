package hostrun

import (
	"fmt"
	"strings"

	"memspace/ir"
)

// gpuTarget is the GPU target a module was written for.
type gpuTarget int

const (
	tNVPTX gpuTarget = iota
	tSPIR
	tAMDGPU
)

func (t gpuTarget) String() string {
	return [...]string{"nvptx", "spir", "amdgpu"}[t]
}

// targetOf reads the target from the module's triple.
func targetOf(m *ir.Module) (gpuTarget, error) {
	tr := m.Triple
	switch {
	case strings.HasPrefix(tr, "nvptx"):
		return tNVPTX, nil
	case strings.HasPrefix(tr, "spir"):
		return tSPIR, nil
	case strings.HasPrefix(tr, "amdgcn"):
		return tAMDGPU, nil
	}
	return 0, fmt.Errorf("unsupported target triple %q", tr)
}

// waveSize is the number of lanes of m's warp as the OpenMP device runtime
// counts them, and as clang builds its reduction code for: 64 on AMDGPU
// unless the code is built for wave32 (+wavefrontsize32), 32 elsewhere.
func (t gpuTarget) waveSize(m *ir.Module) int {
	if t != tAMDGPU {
		return 32
	}
	for _, f := range m.Functions {
		if a, ok := m.FnAttr(f, "target-features"); ok && strings.Contains(a.Value, "+wavefrontsize32") {
			return 32
		}
	}
	return 64
}

// kind maps an address space of the target to the runtime's object kind.
func (t gpuTarget) kind(as uint32) (int, bool) {
	switch t {
	case tNVPTX:
		switch as {
		case 0:
			return kGeneric, true
		case 1:
			return kGlobal, true
		case 3, 7: // shared::cluster of a one-block cluster is the block's shared memory
			return kShared, true
		case 4:
			return kConst, true
		case 5:
			return kLocal, true
		case 101:
			return kParam, true
		}
	case tSPIR:
		switch as {
		case 0:
			return kLocal, true // private
		case 1:
			return kGlobal, true
		case 2:
			return kConst, true
		case 3:
			return kShared, true // OpenCL local
		case 4:
			return kGeneric, true
		}
	case tAMDGPU:
		switch as {
		case 0:
			return kGeneric, true
		case 1:
			return kGlobal, true
		case 3:
			return kShared, true
		case 4:
			return kConst, true
		case 5:
			return kLocal, true
		}
	}
	return 0, false
}

// spaces lists the target's address spaces that hold data.
func (t gpuTarget) spaces() []uint32 {
	switch t {
	case tNVPTX:
		return []uint32{0, 1, 3, 4, 5, 7, 101}
	case tSPIR:
		return []uint32{0, 1, 2, 3, 4}
	}
	return []uint32{0, 1, 3, 4, 5}
}

// kindWindows gives the specific and generic window base of a kind that has
// two windows (shared, const, local, param).
func kindWindows(k int) (spec, gen uint64, ok bool) {
	switch k {
	case kShared:
		return sharedSpec, sharedGen, true
	case kConst:
		return constSpec, constGen, true
	case kLocal:
		return localSpec, localGen, true
	case kParam:
		return paramSpec, paramGen, true
	}
	return 0, 0, false
}

// sizeAlign returns the allocation size and ABI alignment of t on x86-64.
func sizeAlign(t ir.Type) (size, align uint64, err error) {
	switch t := t.(type) {
	case *ir.IntType:
		b := uint64(t.Bits+7) / 8
		a := pow2ceil(b)
		if a > 16 {
			a = 16
		}
		return roundUp(b, a), a, nil
	case *ir.FloatType:
		switch t.Kind {
		case ir.Half, ir.BFloat:
			return 2, 2, nil
		case ir.Float:
			return 4, 4, nil
		case ir.Double:
			return 8, 8, nil
		default:
			return 16, 16, nil
		}
	case *ir.PointerType:
		return 8, 8, nil
	case *ir.VectorType:
		if t.Scalable {
			return 0, 0, fmt.Errorf("scalable vector %s", t)
		}
		var bits uint64
		switch e := t.Elem.(type) {
		case *ir.IntType:
			bits = uint64(e.Bits)
		case *ir.FloatType:
			bits = uint64(e.Kind.Bits())
		case *ir.PointerType:
			bits = 64
		default:
			return 0, 0, fmt.Errorf("vector of %s", e)
		}
		b := (bits*t.Len + 7) / 8
		a := pow2ceil(b)
		return roundUp(b, a), a, nil
	case *ir.ArrayType:
		s, a, err := sizeAlign(t.Elem)
		return s * t.Len, a, err
	case *ir.StructType:
		if t.Opaque {
			return 0, 0, fmt.Errorf("opaque struct %s", t)
		}
		var off, maxA uint64 = 0, 1
		for _, f := range t.Fields {
			s, a, err := sizeAlign(f)
			if err != nil {
				return 0, 0, err
			}
			if t.Packed {
				a = 1
			}
			off = roundUp(off, a) + s
			maxA = max(maxA, a)
		}
		return roundUp(off, maxA), maxA, nil
	}
	return 0, 0, fmt.Errorf("type %s has no size", t)
}

func pow2ceil(n uint64) uint64 {
	p := uint64(1)
	for p < n {
		p <<= 1
	}
	return p
}

func roundUp(n, a uint64) uint64 {
	if a == 0 {
		return n
	}
	return (n + a - 1) / a * a
}

// x86DataLayout is clang-22's data layout for x86_64-pc-linux-gnu, the triple clang-22 compiles
// for by default on Linux.
const (
	x86DataLayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
	x86Triple     = "x86_64-pc-linux-gnu"
)

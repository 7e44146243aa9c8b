package hostrun

import (
	"strings"

	"memspace/ir"
)

// WMMA intrinsics (m16n16k16, f16 and f32 fragments) return and take
// fragments as many values, which no C function can receive portably, so
// they are lowered in the IR: arguments are stored into the runtime's
// __hrt_wmma_in, a runtime call does the work, and results are loaded from
// __hrt_wmma_out. The fragment layout is the runtime's own (lane l holds
// elements 8l..8l+7 of the row-major 16x16 matrix); only load, mma and
// store see it, so any layout computes what the program computes. The
// runtime checks each element's address against the pointer's space, so a
// wrong space on a WMMA pointer fails like any other access.

// isWMMA tells the WMMA intrinsics this lowering handles.
func isWMMA(name string) bool { return strings.HasPrefix(name, "llvm.nvvm.wmma.") }

func (h *hostifier) wmmaBuffer(name string, size uint64) ir.Constant {
	if g := h.m.Global(name); g != nil {
		return g
	}
	g := ir.NewGlobalVariable(name, h.m.Types.Array(size, h.i8), h.ptr)
	h.m.AddGlobal(g)
	return g
}

// lowerWMMA rewrites one WMMA call; it reports what it does not handle.
func (h *hostifier) lowerWMMA(in *ir.Instruction, name string) {
	parts := strings.Split(name, ".")
	if len(parts) < 8 || parts[3] != "m16n16k16" {
		h.errorf("unsupported WMMA intrinsic %s", name)
		return
	}
	args := in.Args()
	i32 := func(v int64) ir.Value { return ir.NewConstInt(h.i32, v) }
	bufIn := h.wmmaBuffer("__hrt_wmma_in", 128)
	bufOut := h.wmmaBuffer("__hrt_wmma_out", 64)
	// stash stores values one after the other into __hrt_wmma_in.
	stash := func(vals []ir.Value) {
		var off uint64
		for _, v := range vals {
			size, _, err := sizeAlign(v.Type())
			if err != nil || off+size > 128 {
				h.errorf("WMMA operand %s", v.Type())
				return
			}
			gep := ir.NewConstExpr(ir.OpGetElementPtr, h.ptr, bufIn, ir.NewConstInt(h.i64, int64(off)))
			gep.ElemType = h.i8
			st := ir.NewInstruction(ir.OpStore, h.m.Types.Void, v, gep)
			st.SetAlign(1)
			ir.InsertBefore(in, st)
			off += size
		}
	}
	// result loads the call's result from __hrt_wmma_out and replaces it.
	result := func() {
		if in.HasResult() {
			ld := ir.NewInstruction(ir.OpLoad, in.Type(), bufOut)
			ld.SetAlign(1)
			ir.InsertBefore(in, ld)
			ir.ReplaceAllUsesWith(in, ld)
		}
		in.Erase()
	}
	switch op := parts[4]; op {
	case "load", "store":
		frag, layout := parts[5], parts[6]
		rest := parts[7:]
		var stride ir.Value = i32(16)
		if rest[0] == "stride" {
			stride = args[len(args)-1]
			rest = rest[1:]
		}
		if len(rest) == 0 || (rest[0] != "f16" && rest[0] != "f32") || !strings.Contains("abcd", frag) {
			h.errorf("unsupported WMMA intrinsic %s", name)
			return
		}
		k, ok := h.spaceKind(args[0])
		if !ok {
			return
		}
		store := int64(0)
		if op == "store" {
			store = 1
			vals := args[1:]
			if rest := parts[7]; rest == "stride" {
				vals = args[1 : len(args)-1]
			}
			stash(vals)
		}
		fn := h.rtFunc("__hrt_wmma_ldst", h.m.Types.Void, h.i64, h.i32, h.i32, h.i32, h.i32, h.i32, h.i32, h.i64)
		ir.InsertBefore(in, ir.NewCall(fn, h.toInt(in, args[0]), stride, i32(int64(frag[0]-'a')),
			i32(b2i(layout == "col")), i32(b2i(rest[0] == "f32")), i32(store), i32(int64(k)), h.site(in)))
		result()
	case "mma":
		if len(parts) != 9 || parts[7] != "f16" && parts[7] != "f32" || parts[8] != "f16" && parts[8] != "f32" {
			h.errorf("unsupported WMMA intrinsic %s", name)
			return
		}
		stash(args)
		fn := h.rtFunc("__hrt_wmma_mma", h.m.Types.Void, h.i32, h.i32, h.i64)
		ir.InsertBefore(in, ir.NewCall(fn, i32(b2i(parts[8] == "f32")), i32(b2i(parts[7] == "f32")), h.site(in)))
		result()
	default:
		h.errorf("unsupported WMMA intrinsic %s", name)
	}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

package hostrun

import (
	"fmt"
	"strings"

	"memspace/ir"
	"memspace/llwrite"
)

// hostifier turns a GPU module into an x86-64 module that calls the runtime:
// see doc.go for what it rewrites and why.
type hostifier struct {
	m       *ir.Module
	t       gpuTarget
	i8      *ir.IntType
	i32     *ir.IntType
	i64     *ir.IntType
	ptr     ir.Type
	rt      map[string]*ir.Function // runtime functions by name
	native  map[*ir.Function]bool   // LLVM intrinsics kept as they are
	wmma    map[*ir.Function]bool   // WMMA intrinsics, lowered in the IR
	noTouch map[*ir.Function]bool   // runtime functions that do not access memory through their pointers
	sites   strings.Builder
	text    map[*ir.Instruction]string // each instruction as the input printed it
	errs    []string
	gvars   []*ir.GlobalVariable // global variables to dump
	rtSyms  map[string]bool      // what the runtime defines (nil: everything)
	mode    hostMode
	stubs   map[*ir.Function]bool
}

// hostify rewrites m in place for the host; it reports what it cannot
// rewrite (inline asm, unknown address spaces) as an error.
// hostMode says how a program treats generic pointers.
type hostMode struct {
	// tagged: the module is lower-generic's output (Variant.Tagged).
	tagged bool
	// privApart: tagged, with private memory apart from global memory.
	privApart bool
	// noop: addrspacecasts change no bits (Harness.BeforeNoopCasts): a
	// generic pointer is its object's specific address.
	noop bool
}

func hostify(m *ir.Module, rtSyms map[string]bool, mode hostMode) (*hostifier, error) {
	t, err := targetOf(m)
	if err != nil {
		return nil, err
	}
	if m.TypedPointers {
		return nil, fmt.Errorf("typed-pointer IR is not supported")
	}
	h := &hostifier{m: m, t: t, rt: map[string]*ir.Function{}, native: map[*ir.Function]bool{},
		wmma: map[*ir.Function]bool{}, noTouch: map[*ir.Function]bool{}, text: map[*ir.Instruction]string{},
		rtSyms: rtSyms, mode: mode, stubs: map[*ir.Function]bool{}}
	h.i8, h.i32, h.i64, h.ptr = m.Types.I8, m.Types.I32, m.Types.I64, m.Types.Ptr(0)
	h.sites.WriteString("?\x00")
	h.recordTexts()
	h.kernelByvalCopies()
	h.retarget()
	h.globals()
	h.constCasts()
	h.declarations()
	for _, f := range m.Functions {
		if !f.IsDeclaration() && !h.isRuntime(f) {
			h.body(f)
		}
	}
	h.stripDebug()
	if len(h.errs) > 0 {
		return h, fmt.Errorf("%s", strings.Join(h.errs, "; "))
	}
	return h, nil
}

func (h *hostifier) errorf(format string, args ...any) {
	if len(h.errs) < 5 {
		h.errs = append(h.errs, fmt.Sprintf(format, args...))
	}
}

// recordTexts prints every instruction that may get a check before anything
// changes, so that messages quote the input.
func (h *hostifier) recordTexts() {
	for _, f := range h.m.Functions {
		if f.IsDeclaration() {
			continue
		}
		names := llwrite.NewNames(f)
		f.Instructions(func(in *ir.Instruction) {
			switch in.Op {
			case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg, ir.OpCall, ir.OpInvoke,
				ir.OpAddrSpaceCast, ir.OpAlloca:
				s := "@" + f.Name() + ": " + names.Instr(in)
				if pos, ok := ir.DebugLoc(in); ok {
					s += " (" + pos.String() + ")"
				}
				h.text[in] = s
			}
		})
	}
}

// site registers the message of an instruction and returns its offset.
func (h *hostifier) site(in *ir.Instruction) *ir.ConstInt {
	off := h.sites.Len()
	s := h.text[in]
	if s == "" {
		s = "@" + in.Parent.Parent.Name() + ": " + llwrite.InstrString(in)
	}
	h.sites.WriteString(strings.ReplaceAll(s, "\x00", " "))
	h.sites.WriteByte(0)
	return ir.NewConstInt(h.i64, int64(off))
}

// retarget replaces the triple and data layout and drops what only the GPU
// backend understands.
func (h *hostifier) retarget() {
	m := h.m
	m.Triple, m.HasTriple = x86Triple, true
	m.DataLayout, m.HasDataLayout = x86DataLayout, true
	m.Asm = nil // module-level PTX
	for _, g := range m.AttrGroups {
		if g.Attrs = dropGPUAttrs(g.Attrs); len(g.Attrs) == 0 {
			g.Attrs = []ir.Attr{ir.StringAttr("hostrun", "")} // a group may not be empty
		}
	}
	for _, f := range m.Functions {
		f.FnAttrs = ir.AttrList{Attrs: dropGPUAttrs(f.FnAttrs.Attrs), Groups: f.FnAttrs.Groups}
		if isGPUCC(f.CC) {
			f.CC = ""
		}
	}
	// The NVVM annotations name kernels and grid_constant parameters; the
	// host has no use for them.
	for _, nm := range m.NamedMD {
		if nm.Name == "nvvm.annotations" {
			nm.Nodes = nil
		}
	}
}

func dropGPUAttrs(attrs []ir.Attr) []ir.Attr {
	out := attrs[:0:0]
	for _, a := range attrs {
		switch a.Kind {
		case "target-cpu", "target-features", "amdgpu-flat-work-group-size", "uniform-work-group-size":
			continue
		}
		out = append(out, a)
	}
	return out
}

func isGPUCC(cc string) bool {
	return cc == "ptx_kernel" || cc == "ptx_device" || strings.HasPrefix(cc, "spir_") ||
		strings.HasPrefix(cc, "amdgpu_")
}

// globals places each global variable in the section of its space's window:
// shared and constant variables at their specific window, global ones in a
// section at a fixed address (so addresses stored in memory compare equal
// between runs). extern __shared__ arrays become the dynamic shared area.
func (h *hostifier) globals() {
	h.dropUsedLists()
	h.nameUnnamed()
	for _, g := range h.m.Globals {
		if strings.HasPrefix(g.Name(), "llvm.") {
			continue
		}
		k, ok := h.t.kind(g.AddrSpace)
		if !ok {
			h.errorf("global @%s in unsupported address space %d", g.Name(), g.AddrSpace)
			continue
		}
		if g.ThreadLocal != "" {
			g.ThreadLocal = ""
		}
		switch k {
		case kShared:
			if g.Init == nil {
				addr := ir.NewConstInt(h.i64, sharedSpec+dynSharedOff)
				ir.ReplaceAllUsesWith(g, ir.NewConstExpr(ir.OpIntToPtr, g.Type(), addr))
				g.Visibility = "" // HIP's are hidden: an undefined hidden symbol does not link
				continue
			}
			h.place(g, sectShared)
		case kConst:
			h.place(g, sectConst)
		case kGlobal, kGeneric:
			h.place(g, sectGlobal)
			h.gvars = append(h.gvars, g)
		default:
			h.errorf("global @%s in the %d space", g.Name(), k)
		}
	}
}

// nameUnnamed names the module's unnamed global variables (@0, @1...) by
// their order, __hrt_anon_N, so that the driver's table can name them
// and match them between the programs it compares (OpenMP offload code
// has unnamed source locations).
func (h *hostifier) nameUnnamed() {
	n := 0
	for _, g := range h.m.Globals {
		if g.Name() == "" {
			g.SetName(fmt.Sprintf("__hrt_anon_%d", n))
			n++
		}
	}
}

// dropUsedLists removes llvm.used and llvm.compiler.used: they only keep
// symbols alive, and their members, once their casts are rewritten into
// window arithmetic, would no longer be plain symbols.
func (h *hostifier) dropUsedLists() {
	drop := func(name string) bool { return name == "llvm.used" || name == "llvm.compiler.used" }
	var gs []*ir.GlobalVariable
	for _, g := range h.m.Globals {
		if drop(g.Name()) {
			ir.UnlinkOperands(g)
			continue
		}
		gs = append(gs, g)
	}
	h.m.Globals = gs
	var order []ir.GlobalValue
	for _, g := range h.m.Order {
		if gv, ok := g.(*ir.GlobalVariable); !ok || !drop(gv.Name()) {
			order = append(order, g)
		}
	}
	h.m.Order = order
}

// place defines g (zero when it was a declaration) in section sect, as
// writable data so that every variable of a section has the same flags.
func (h *hostifier) place(g *ir.GlobalVariable, sect string) {
	if g.Init == nil {
		g.Init = ir.NewConstSimple(g.ValueType, ir.KindZero)
		ir.LinkOperands(g)
		g.Linkage = ir.LinkInternal
		g.DSOLocal = false
	}
	// A common symbol takes no section (OpenMP's critical-section locks are
	// common), and the others have no definition here.
	if g.Linkage == ir.LinkAvailableExternally || g.Linkage == ir.LinkExternWeak || g.Linkage == ir.LinkCommon {
		g.Linkage = ir.LinkInternal
	}
	if g.Linkage == ir.LinkInternal || g.Linkage == ir.LinkPrivate {
		g.Visibility = "" // local linkage needs default visibility (HIP's declarations are hidden)
	}
	g.ExternallyInitialized = false
	g.Constant = false
	g.UnnamedAddr = ""
	g.Section, g.HasSect = sect, true
	g.HasComdat, g.Comdat = false, ""
}

// constCasts rewrites constant addrspacecasts between a specific space and
// the generic one into the fixed offset between the two windows:
// addrspacecast (ptr addrspace(3) @s to ptr) becomes addrspacecast (ptr
// addrspace(3) getelementptr (i8, ptr addrspace(3) @s, i64 DELTA) to ptr),
// and the host's no-op cast keeps the bits. Constants may sit in global
// initializers, so this is arithmetic at link time, not a runtime call.
func (h *hostifier) constCasts() {
	seen := map[ir.Value]bool{}
	var walk func(v ir.Value)
	walk = func(v ir.Value) {
		switch c := v.(type) {
		case *ir.ConstExpr:
			if seen[c] {
				return
			}
			seen[c] = true
			for _, op := range c.Operands() {
				walk(op)
			}
			if c.Op == ir.OpAddrSpaceCast {
				h.constCast(c)
			}
		case *ir.ConstAggregate:
			if seen[c] {
				return
			}
			seen[c] = true
			for _, op := range c.Operands() {
				walk(op)
			}
		}
	}
	for _, g := range h.m.Globals {
		// llvm.used and friends list symbols, not addresses: left alone.
		if g.Init != nil && !strings.HasPrefix(g.Name(), "llvm.") {
			walk(g.Init)
		}
	}
	for _, f := range h.m.Functions {
		f.Instructions(func(in *ir.Instruction) {
			for _, op := range in.Operands() {
				walk(op)
			}
		})
	}
}

func (h *hostifier) constCast(c *ir.ConstExpr) {
	op := c.Operands()[0]
	src, ok1 := op.Type().(*ir.PointerType)
	dst, ok2 := c.Type().(*ir.PointerType)
	if !ok1 || !ok2 {
		h.errorf("constant addrspacecast of a vector")
		return
	}
	if ir.IsNull(op) {
		return
	}
	delta, err := h.castDelta(src.AddrSpace, dst.AddrSpace)
	if err != nil {
		h.errorf("constant %v", err)
		return
	}
	if delta == 0 {
		return
	}
	gep := ir.NewConstExpr(ir.OpGetElementPtr, src, op, ir.NewConstInt(h.i64, delta))
	gep.ElemType = h.i8
	c.SetOperand(0, gep)
}

// castDelta is what a cast from space a to space b adds to an address.
func (h *hostifier) castDelta(a, b uint32) (int64, error) {
	ka, ok1 := h.t.kind(a)
	kb, ok2 := h.t.kind(b)
	if !ok1 || !ok2 {
		return 0, fmt.Errorf("addrspacecast with unsupported space %d or %d", a, b)
	}
	if ka == kb || ka == kGlobal && kb == kGeneric || ka == kGeneric && kb == kGlobal || h.mode.noop {
		return 0, nil
	}
	if kb == kGeneric {
		if spec, gen, ok := kindWindows(ka); ok {
			return int64(gen - spec), nil
		}
	}
	if ka == kGeneric {
		if spec, gen, ok := kindWindows(kb); ok {
			return int64(spec - gen), nil
		}
	}
	return 0, fmt.Errorf("addrspacecast from space %d to space %d", a, b)
}

// declarations renames every GPU intrinsic and builtin to the runtime
// function of the same name (prefixed __hr_, dots as underscores, pointer
// overload suffixes dropped) and drops byval from definitions: call sites
// copy byval arguments into local memory themselves (see body).
func (h *hostifier) declarations() {
	for _, f := range append([]*ir.Function(nil), h.m.Functions...) {
		if !f.IsDeclaration() {
			for _, p := range f.Params {
				p.Attrs.Remove("byval")
			}
			continue
		}
		name := f.Name()
		if isWMMA(name) {
			h.wmma[f] = true
			continue
		}
		if strings.HasPrefix(name, "llvm.") && !isGPUIntrinsic(name) && name != "llvm.assume" {
			h.native[f] = true
			continue
		}
		rn := runtimeName(name)
		if want, ok := runtimeSigs[name]; ok && llwrite.TypeString(f.Sig) != want {
			rn += "_older_interface" // the runtime lacks it: the module is not drivable
		}
		if h.rtSyms != nil && !h.rtSyms[rn] && !strings.HasPrefix(name, "llvm.") &&
			!strings.HasPrefix(name, "_Z") && !strings.HasPrefix(name, "__") {
			h.stub(f)
			h.stubs[f] = true
			continue
		}
		for _, p := range f.Params {
			p.Attrs.Remove("immarg")
		}
		f.RetAttrs.Remove("immarg")
		if other := h.rt[rn]; other != nil {
			ir.ReplaceAllUsesWith(f, other)
			h.m.RemoveFunction(f)
			continue
		}
		if h.m.Lookup(rn) != nil {
			h.errorf("name clash on %s", rn)
			continue
		}
		h.m.Rename(f, rn)
		h.rt[rn] = f
		if noAccess(name) {
			h.noTouch[f] = true
		}
	}
}

// runtimeSigs are the device runtime functions whose interface changed
// between LLVM versions, with the one the runtime (rt/omp.c) implements.
// The OpenMP reductions took a thread id and a variable count before LLVM
// 18, and the teams reduction a module's own buffer.
var runtimeSigs = map[string]string{
	"__kmpc_nvptx_parallel_reduce_nowait_v2": "i32 (ptr, i64, ptr, ptr, ptr)",
	"__kmpc_nvptx_teams_reduce_nowait_v2":    "i32 (ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)",
}

// stub defines an external function the module only declares (the
// soundness scenarios call such functions to let pointers escape): it
// records its integer and pointer arguments with __hrt_observe, so they are
// part of the output, and returns zero.
func (h *hostifier) stub(f *ir.Function) {
	name := ir.NewConstInt(h.i64, int64(h.sites.Len()))
	h.sites.WriteString(f.Name())
	h.sites.WriteByte(0)
	f.FnAttrs = ir.AttrList{}
	f.Linkage, f.DSOLocal = ir.LinkInternal, false
	for _, p := range f.Params {
		p.Attrs = ir.AttrList{}
	}
	b := ir.NewBlock("")
	f.AddBlock(b)
	obs := h.rtFunc("__hrt_observe", h.m.Types.Void, h.i64, h.i64, h.i64)
	for i, p := range f.Params {
		var v ir.Value
		switch t := p.Type().(type) {
		case *ir.PointerType:
			v = ir.NewCast(ir.OpPtrToInt, p, h.i64)
		case *ir.IntType:
			switch {
			case t.Bits < 64:
				v = ir.NewCast(ir.OpZExt, p, h.i64)
			case t.Bits > 64:
				v = ir.NewCast(ir.OpTrunc, p, h.i64)
			default:
				v = p
			}
		default:
			continue
		}
		if in, ok := v.(*ir.Instruction); ok {
			b.Append(in)
		}
		b.Append(ir.NewCall(obs, name, ir.NewConstInt(h.i64, int64(i)), v))
	}
	ret := ir.NewInstruction(ir.OpRet, h.m.Types.Void)
	switch t := f.Sig.Ret.(type) {
	case *ir.SimpleType:
	case *ir.PointerType:
		ret.SetOperandsRaw([]ir.Value{ir.NullOf(t)})
	case *ir.IntType:
		ret.SetOperandsRaw([]ir.Value{ir.NewConstInt(t, 0)})
	default:
		ret.SetOperandsRaw([]ir.Value{ir.NewConstSimple(t, ir.KindZero)})
	}
	b.Append(ret)
}

func isGPUIntrinsic(name string) bool {
	for _, p := range []string{"llvm.nvvm.", "llvm.amdgcn.", "llvm.spv.", "llvm.r600."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// runtimeName is the runtime function that implements a GPU intrinsic or
// builtin: "llvm.nvvm.mbarrier.init.shared" -> "__hr_llvm_nvvm_mbarrier_init_shared",
// "llvm.nvvm.atomic.add.gen.i.cta.i32.p0" -> "__hr_llvm_nvvm_atomic_add_gen_i_cta_i32".
func runtimeName(name string) string {
	if strings.HasPrefix(name, "llvm.") {
		parts := strings.Split(name, ".")
		for len(parts) > 3 && isPtrSuffix(parts[len(parts)-1]) {
			parts = parts[:len(parts)-1]
		}
		name = strings.Join(parts, ".")
	}
	return "__hr_" + strings.NewReplacer(".", "_", "$", "_").Replace(name)
}

func isPtrSuffix(s string) bool {
	if len(s) < 2 || s[0] != 'p' {
		return false
	}
	i := 1
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 1 && (i == len(s) || s[i] == 'i' || s[i] == 'f')
}

// noAccess tells the builtins whose pointer operands are not accessed
// (space tests and conversions), so they get no check.
func noAccess(name string) bool {
	for _, s := range []string{"isspacep", ".ptr.", "__to_global", "__to_local", "__to_private", "prefetch",
		"is.shared", "is.private", "mbarrier.pending"} {
		if strings.Contains(name, s) {
			return true
		}
	}
	return false
}

func (h *hostifier) isRuntime(f *ir.Function) bool { return h.rt[f.Name()] == f }

// rtFunc declares (once) a runtime helper.
func (h *hostifier) rtFunc(name string, ret ir.Type, params ...ir.Type) *ir.Function {
	if f := h.m.Function(name); f != nil {
		return f
	}
	f := ir.NewFunction(name, h.m.Types.Func(ret, params, false), h.ptr)
	h.m.AddFunction(f)
	return f
}

// stripDebug removes debug information: the host needs none, and allocas
// that are no longer allocas would upset #dbg_declare.
func (h *hostifier) stripDebug() {
	m := h.m
	for _, f := range m.Functions {
		f.SetMetadata("dbg", nil)
		f.Instructions(func(in *ir.Instruction) {
			in.SetMetadata("dbg", nil)
			in.SetDbgRecords(nil)
		})
	}
	for _, g := range m.Globals {
		g.SetMetadata("dbg", nil)
	}
	var keep []*ir.NamedMD
	for _, nm := range m.NamedMD {
		if nm.Name != "llvm.dbg.cu" {
			keep = append(keep, nm)
		}
	}
	m.NamedMD = keep
}

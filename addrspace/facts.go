package addrspace

import (
	"strings"

	"memspace/internal/par"
	"memspace/ir"
	"memspace/target"
)

// facts are what the solver knows about a module before any dataflow:
// which functions are kernels, what kind each kernel parameter is, which
// functions are only called directly (so their formals can take the
// callers' sets), and which calls reach each function.
type facts struct {
	kernels   map[*ir.Function]bool
	gridConst map[*ir.Argument]bool
	// byvalEscapes marks byval kernel parameters whose address escapes.
	byvalEscapes map[*ir.Argument]bool
	// tracked marks internal functions whose every use is a direct call:
	// their formals are the union of the actual arguments.
	tracked map[*ir.Function]bool
	// callSites lists the direct calls of each defined function, in
	// module order.
	callSites map[*ir.Function][]*ir.Instruction
	// regionCallsOf lists the OpenMP runtime calls that run each
	// function as a parallel region, wrapperCallsOf those that name it
	// as the region's wrapper, regionCallsIn those each function makes
	// (openmp.go).
	regionCallsOf, wrapperCallsOf, regionCallsIn map[*ir.Function][]*ir.Instruction
	// callbackCallsOf lists the OpenMP runtime calls that hand each
	// function to the runtime as a callback (ompcallback.go).
	callbackCallsOf map[*ir.Function][]*ir.Instruction
	// returns marks functions whose return set callers may use.
	returns map[*ir.Function]bool
	// kernelCtx marks the functions a kernel of the module may run;
	// unknownCtx those that code outside the module may run (see memory.go).
	kernelCtx, unknownCtx map[*ir.Function]bool
	// indirect marks the functions that call through a pointer.
	indirect map[*ir.Function]bool
	// callees lists, per function, the functions it calls by name (the
	// callee operand is the function itself), one entry per call, and the
	// OpenMP regions, wrappers and reduction callbacks it hands the
	// runtime, which runs them in the same launch.
	callees map[*ir.Function][]*ir.Function
	// nvcl: the OpenCL-on-NVPTX triple, whose kernel pointers may be anything.
	nvcl bool
	// layout is the module's data layout (pointer widths).
	layout target.DataLayout
	// mlocs are the module-wide locations; globalLoc numbers the global
	// variables among them.
	mlocs     []locInfo
	globalLoc map[*ir.GlobalVariable]locID
}

func newFacts(m *ir.Module, t *target.Target, interprocedural bool) *facts {
	fc := &facts{
		kernelCtx:       map[*ir.Function]bool{},
		indirect:        map[*ir.Function]bool{},
		callees:         map[*ir.Function][]*ir.Function{},
		unknownCtx:      map[*ir.Function]bool{},
		globalLoc:       map[*ir.GlobalVariable]locID{},
		nvcl:            strings.HasPrefix(m.Triple, "nvptx") && strings.Contains(m.Triple, "nvidia-nvcl"),
		kernels:         map[*ir.Function]bool{},
		gridConst:       map[*ir.Argument]bool{},
		byvalEscapes:    map[*ir.Argument]bool{},
		tracked:         map[*ir.Function]bool{},
		callSites:       map[*ir.Function][]*ir.Instruction{},
		regionCallsOf:   map[*ir.Function][]*ir.Instruction{},
		regionCallsIn:   map[*ir.Function][]*ir.Instruction{},
		wrapperCallsOf:  map[*ir.Function][]*ir.Instruction{},
		callbackCallsOf: map[*ir.Function][]*ir.Instruction{},
		returns:         map[*ir.Function]bool{},
	}
	for _, f := range m.KernelFunctions() {
		fc.kernels[f] = true
	}
	fc.readAnnotations(m)
	fc.collectCalls(m)
	fc.dropCalledKernels()
	direct, run := fc.scanFunctions(m)
	for i, f := range m.Functions {
		if !f.IsDeclaration() && interprocedural {
			calls := len(fc.callSites[f]) + len(fc.regionCallsOf[f])
			fc.tracked[f] = f.Linkage.IsLocal() && (direct[i] || run[i]) && calls > 0
			fc.returns[f] = tracks(f.Sig.Ret) && !interposable(f.Linkage)
		}
	}
	fc.layout, _ = target.ParseDataLayout(m.DataLayout)
	fc.contexts(m, direct)
	fc.locations(m, t)
	return fc
}

// dropCalledKernels takes a kernel that the module also calls for an
// ordinary function. What the solve assumes of a kernel's parameters (a
// pointer is global, the host wrote a byval copy in param space) holds
// for a launch only; a call passes what its caller has. LLVM 14 lets
// device code call a function !nvvm.annotations marks a kernel (typed
// IR), and a call of a kernel-convention function is one its verifier
// takes, though no backend makes a program of either; when unsure, the
// set grows, so such a kernel's parameters are its callers' and unknown,
// as an external function's are.
func (fc *facts) dropCalledKernels() {
	for f := range fc.kernels {
		if len(fc.callSites[f]) > 0 {
			delete(fc.kernels, f)
		}
	}
}

// scanFunctions reads what each defined function's uses and kernel
// parameters say, on all processors, and returns for each function of
// m whether every use of it calls it (onlyCalledDirectlyAnyLinkage), and
// whether every use calls it or hands it to the OpenMP runtime as a
// parallel region (onlyCalledOrRun).
func (fc *facts) scanFunctions(m *ir.Module) (direct, run []bool) {
	direct = make([]bool, len(m.Functions))
	run = make([]bool, len(m.Functions))
	grid := make([][]*ir.Argument, len(m.Functions))
	escapes := make([][]*ir.Argument, len(m.Functions))
	par.For(len(m.Functions), false, func(i int) {
		f := m.Functions[i]
		if f.IsDeclaration() {
			return
		}
		direct[i] = onlyCalledDirectlyAnyLinkage(f)
		run[i] = !direct[i] && len(fc.regionCallsOf[f]) > 0 && onlyCalledOrRun(f)
		if fc.kernels[f] {
			grid[i], escapes[i] = kernelParams(f)
		}
	})
	for i := range m.Functions {
		for _, p := range grid[i] {
			fc.gridConst[p] = true
		}
		for _, p := range escapes[i] {
			fc.byvalEscapes[p] = true
		}
	}
	return direct, run
}

// contexts works out which functions the module's kernels may run and
// which code outside the module may run: the functions reachable over
// calls from the kernels, and from the functions outside code may call
// (not internal, or address taken). An indirect call may reach any
// function whose address is taken. direct[i] reports that every use of
// m.Functions[i] calls it.
func (fc *facts) contexts(m *ir.Module, direct []bool) {
	callees := fc.callees
	var kernels, outside, taken []*ir.Function
	for i, f := range m.Functions {
		if f.IsDeclaration() {
			continue
		}
		switch {
		case fc.kernels[f]:
			kernels = append(kernels, f)
		case !f.Linkage.IsLocal() || !direct[i]:
			outside = append(outside, f)
		}
		if !direct[i] {
			taken = append(taken, f)
		}
	}
	fc.reach(kernels, callees, taken, fc.kernelCtx)
	fc.reach(outside, callees, taken, fc.unknownCtx)
}

// reach marks everything reachable from roots.
func (fc *facts) reach(roots []*ir.Function, callees map[*ir.Function][]*ir.Function, taken []*ir.Function, mark map[*ir.Function]bool) {
	work := append([]*ir.Function(nil), roots...)
	indirect := false
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		if mark[f] {
			continue
		}
		mark[f] = true
		work = append(work, callees[f]...)
		if !indirect && fc.indirect[f] {
			indirect = true
			work = append(work, taken...)
		}
	}
}

// locations numbers the module-wide memory locations: unknown memory,
// host memory, then every global variable. Global memory the host may
// write (cudaMemcpyToSymbol) holds global pointers from the start; a
// variable outside code may name is escaped.
func (fc *facts) locations(m *ir.Module, t *target.Target) {
	fc.mlocs = []locInfo{{escapedAtStart: true}, {hostFilled: true, escapedAtStart: true}}
	for _, g := range m.Globals {
		fc.globalLoc[g] = locID(len(fc.mlocs))
		fc.mlocs = append(fc.mlocs, locInfo{v: g, hostFilled: hostFillable(t, g),
			escapedAtStart: !g.Linkage.IsLocal() || g.Init == nil})
	}
}

// hostFillable: the host can write global, constant and generic-space
// variables, not per-block or per-thread ones.
func hostFillable(t *target.Target, g *ir.GlobalVariable) bool {
	as, _ := ir.AddrSpaceOf(g.Type())
	switch t.SpaceName(target.AddrSpace(as)) {
	case "shared", "shared::cluster", "local", "private":
		return false
	}
	return true
}

// collectCalls records the direct calls of m under their callees, in
// module order; functions are scanned in parallel.
func (fc *facts) collectCalls(m *ir.Module) {
	calls := make([][]*ir.Instruction, len(m.Functions))
	callees := make([][]*ir.Function, len(m.Functions))
	indirect := make([]bool, len(m.Functions))
	regions := make([][]*ir.Instruction, len(m.Functions))
	cbcalls := make([][]cbCall, len(m.Functions))
	par.For(len(m.Functions), false, func(i int) {
		m.Functions[i].Instructions(func(in *ir.Instruction) {
			switch callee := in.CalledFunction(); {
			case callee != nil:
				if fn := parallelRegion(in); fn != nil {
					regions[i] = append(regions[i], in)
					callees[i] = append(callees[i], fn)
					if w, ok := callArgs(in)[regionWrapper].(*ir.Function); ok {
						callees[i] = append(callees[i], w)
					}
				}
				if cbs := runtimeCallbacks(in); len(cbs) > 0 {
					cbcalls[i] = append(cbcalls[i], cbCall{in, cbs})
					callees[i] = append(callees[i], cbs...) // the runtime runs them in this launch
				}
				if !callee.IsDeclaration() {
					calls[i] = append(calls[i], in)
				}
				if in.Callee() == ir.Value(callee) {
					callees[i] = append(callees[i], callee)
				}
			case in.IsCallLike():
				_, asm := in.Callee().(*ir.InlineAsm)
				indirect[i] = indirect[i] || !asm
			}
		})
	})
	for i, f := range m.Functions {
		if indirect[i] {
			fc.indirect[f] = true
		}
		if len(callees[i]) > 0 {
			fc.callees[f] = callees[i]
		}
	}
	for _, list := range calls {
		for _, in := range list {
			callee := in.CalledFunction()
			fc.callSites[callee] = append(fc.callSites[callee], in)
		}
	}
	for _, list := range cbcalls {
		for _, c := range list {
			for _, cb := range c.callbacks {
				if l := fc.callbackCallsOf[cb]; len(l) == 0 || l[len(l)-1] != c.in {
					fc.callbackCallsOf[cb] = append(l, c.in)
				}
			}
		}
	}
	for i, list := range regions {
		if len(list) > 0 {
			fc.regionCallsIn[m.Functions[i]] = list
		}
		for _, in := range list {
			fn := parallelRegion(in)
			fc.regionCallsOf[fn] = append(fc.regionCallsOf[fn], in)
			if w := wrapperOf(in); w != nil {
				fc.wrapperCallsOf[w] = append(fc.wrapperCallsOf[w], in)
			}
		}
	}
}

// cbCall is a runtime entry call and the callbacks it hands over.
type cbCall struct {
	in        *ir.Instruction
	callbacks []*ir.Function
}

// readAnnotations reads the grid_constant entries of !nvvm.annotations:
// {ptr @k, !"grid_constant", !{i32 1, i32 3}}, with 1-based indices.
func (fc *facts) readAnnotations(m *ir.Module) {
	nm := m.NamedMetadata("nvvm.annotations")
	if nm == nil {
		return
	}
	for _, op := range nm.Nodes {
		n, ok := op.(*ir.MDNode)
		if !ok || len(n.Ops) < 3 {
			continue
		}
		f := annotatedFunction(n)
		if f == nil {
			continue
		}
		for i := 1; i+1 < len(n.Ops); i += 2 {
			key, ok := n.Ops[i].(*ir.MDString)
			if !ok || key.Value != "grid_constant" {
				continue
			}
			for _, idx := range annotationIndices(n.Ops[i+1]) {
				if idx >= 1 && idx <= len(f.Params) {
					fc.gridConst[f.Params[idx-1]] = true
				}
			}
		}
	}
}

func annotatedFunction(n *ir.MDNode) *ir.Function {
	vm, ok := n.Ops[0].(*ir.ValueAsMetadata)
	if !ok {
		return nil
	}
	v := vm.V
	for {
		c, ok := v.(*ir.ConstExpr)
		if !ok || (c.Op != ir.OpBitCast && c.Op != ir.OpAddrSpaceCast) {
			break
		}
		v = c.Operands()[0]
	}
	f, _ := v.(*ir.Function)
	return f
}

// annotationIndices reads !{i32 1, i32 3} (or a single i32) as integers.
func annotationIndices(md ir.Metadata) []int {
	var out []int
	add := func(m ir.Metadata) {
		if vm, ok := m.(*ir.ValueAsMetadata); ok {
			if c, ok := vm.V.(*ir.ConstInt); ok {
				out = append(out, int(c.V))
			}
		}
	}
	if n, ok := md.(*ir.MDNode); ok {
		for _, op := range n.Ops {
			add(op)
		}
		return out
	}
	add(md)
	return out
}

// kernelParams classifies a kernel's pointer parameters.
func kernelParams(f *ir.Function) (grid, escapes []*ir.Argument) {
	for _, p := range f.Params {
		if !isPtrLike(p.Type()) {
			continue
		}
		if IsGridConstant(p, nil) {
			grid = append(grid, p)
		}
		if p.Attrs.Has("byval") && addressEscapes(p) {
			escapes = append(escapes, p)
		}
	}
	return grid, escapes
}

// onlyCalledDirectlyAnyLinkage reports whether every use of f calls it.
func onlyCalledDirectlyAnyLinkage(f *ir.Function) bool {
	return everyUse(f, func(in *ir.Instruction) bool {
		return in.IsCallLike() && in.Callee() == ir.Value(f) && !passedAsArg(in, f, -1)
	})
}

// everyUse reports whether ok holds for every instruction that uses f;
// metadata uses do not count, any other use fails.
func everyUse(f *ir.Function, ok func(in *ir.Instruction) bool) bool {
	for _, u := range ir.UsersOf(f) {
		in, isInstr := u.(*ir.Instruction)
		if !isInstr {
			if _, md := u.(*ir.ValueAsMetadata); md {
				continue
			}
			return false
		}
		if !ok(in) {
			return false
		}
	}
	return true
}

// passedAsArg reports whether call in passes v as an argument other than
// the one at index except.
func passedAsArg(in *ir.Instruction, v ir.Value, except int) bool {
	for i, a := range callArgs(in) {
		if a == v && i != except {
			return true
		}
	}
	return false
}

// interposable reports whether another definition may replace this one at
// link time, so its body says nothing about what it returns.
func interposable(l ir.Linkage) bool {
	switch l {
	case ir.LinkWeak, ir.LinkLinkOnce, ir.LinkExternWeak, ir.LinkCommon:
		return true
	}
	return false
}

// AddressEscapes reports whether a byval parameter's address is used for
// anything but reading through it (see addressEscapes).
func AddressEscapes(p *ir.Argument) bool { return addressEscapes(p) }

// GridConstants returns the kernel parameters of m that are grid_constant
// by an !nvvm.annotations entry; IsGridConstant adds the attribute.
func GridConstants(m *ir.Module) map[*ir.Argument]bool {
	fc := &facts{gridConst: map[*ir.Argument]bool{}}
	fc.readAnnotations(m)
	return fc.gridConst
}

// IsGridConstant reports whether p is grid_constant: by its attribute, or
// in annotated (from GridConstants).
func IsGridConstant(p *ir.Argument, annotated map[*ir.Argument]bool) bool {
	return annotated[p] || p.Attrs.Has("nvvm.grid_constant") || p.Attrs.Has("grid_constant")
}

// addressEscapes reports whether a pointer (a byval parameter) is used for
// anything but reading through it: stored, passed to a call, compared,
// converted to an integer, returned, or written through.
func addressEscapes(root ir.Value) bool {
	return !EveryAddressUse(root, func(in *ir.Instruction, v ir.Value) (derived, ok bool) {
		derived, escapes := classifyAddressUse(in, v)
		return derived, !escapes
	})
}

// EveryAddressUse walks root and the addresses derived from it (judge says
// which uses derive a new address) and reports whether judge accepts every
// use. A use by anything but an instruction or metadata is not accepted.
func EveryAddressUse(root ir.Value, judge func(in *ir.Instruction, v ir.Value) (derived, ok bool)) bool {
	seen := map[ir.Value]bool{root: true}
	work := []ir.Value{root}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range ir.UsersOf(v) {
			in, isInstr := u.(*ir.Instruction)
			if !isInstr {
				if _, md := u.(*ir.ValueAsMetadata); md {
					continue
				}
				return false
			}
			derived, ok := judge(in, v)
			if !ok {
				return false
			}
			if derived && !seen[in] {
				seen[in] = true
				work = append(work, in)
			}
		}
	}
	return true
}

// classifyAddressUse says how in uses the address v: derived means in is a
// new address computed from v; escapes means v leaks or is written through.
func classifyAddressUse(in *ir.Instruction, v ir.Value) (derived, escapes bool) {
	switch in.Op {
	case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpPhi, ir.OpSelect, ir.OpFreeze:
		return in.Operand(0) == v || in.Op == ir.OpPhi || in.Op == ir.OpSelect, false
	case ir.OpLoad:
		return false, false
	case ir.OpCall:
		name := calleeName(in)
		if isLifetimeOrDebug(name) {
			return false, false
		}
		if isMemTransfer(name) && len(callArgs(in)) > 1 && callArgs(in)[1] == v && callArgs(in)[0] != v {
			return false, false
		}
		return false, true
	}
	return false, true
}

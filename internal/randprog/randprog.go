package randprog

import (
	"fmt"
	"math/rand"
	"strings"
)

// space is a set of the memories a pointer may point into.
type space uint8

const (
	global space = 1 << iota
	shared
	local
	constant
)

// writable are the spaces a program may store into.
const writable = global | shared | local

// Array shape: every pointer points into an array of arrayLen i32, at
// most maxOff elements past its start, and an access adds at most 15.
const (
	arrayLen = 64
	maxOff   = 32
	gepMax   = 16 // a pointer is moved only while off <= gepMax
)

// ptr is a pointer value of the program being written.
type ptr struct {
	name string
	set  space
	off  int
	// own: points to the current helper's own alloca, which must not
	// outlive it (not returned).
	own bool
}

// slot is memory that holds a pointer: the variables @gP and @sP, or a
// kernel's alloca.
type slot struct {
	addr    string // an operand of type ptr or ptr addrspace(N)
	addrTy  string
	allowed space // what may be stored there
}

// helper is a noinline function the kernels call.
type helper struct {
	name     string
	retPtr   bool
	retKind  int // for retPtr: 0, 1: returns parameter p or q; 2: @gA; 3: @sA; 4: p or q, picked at run time
	exported bool
}

// gen writes one module.
type gen struct {
	r       *rand.Rand
	fl      *flavor
	helpers []helper
	slots   []slot // module-wide: @gP, @sP, elements of @sPA
	// structHelpers counts the helpers sN(struct S by value, i32).
	structHelpers int
	// x decides whether the module is extended (ext: extra.go) and how
	// often a statement is one of the extended set, so that a module
	// that is not is written as before the extensions.
	x        *rand.Rand
	ext      bool
	rShared  [2]space // what @sR's pointer fields may hold
	tAllowed space    // what @gT's entries may hold
	// y decides whether the module gets the third round's patterns
	// (more: third.go), so that a module that does not is written as
	// before them; iInit is @gI's initializer, iAllowed what its
	// entries may hold, iLink its linkage.
	y        *rand.Rand
	more     bool
	iInit    []string
	iAllowed space
	iLink    string
}

// Target is what a module is written for.
type Target int

// The targets.
const (
	NVPTX  Target = iota // CUDA: generic allocas, isspacep.{global,shared,local,const}
	AMDGPU               // HIP/OpenCL: private allocas (addrspace(5), 32-bit), is.shared and is.private
	SPIR                 // OpenCL: generic addrspace(4), private allocas in 0, to_global/to_local/to_private
)

func (t Target) String() string { return [...]string{"nvptx", "amdgpu", "spir"}[t] }

// flavor is how a target spells what the generator writes.
type flavor struct {
	header     string
	cc         string
	fcc        string   // the calling convention of functions and calls ("spir_func ")
	genericAS  int      // the generic space: 0, or 4 on SPIR
	allocaAS   int      // the space of allocas: 0, or 5 on AMDGPU
	constAS    int      // the constant space: 4, or 2 on SPIR
	tests      []string // space tests, each "name as": an i1 intrinsic, or on SPIR a to_* builtin
	toTests    bool     // tests are to_* builtins (the pointer or null)
	noStructs  bool     // no structs by value (SPIR passes them in private memory)
	noConst    bool     // generic pointers never point to constant memory (OpenCL)
	noIndirect bool     // no calls through function pointers (OpenCL)
	kparam     string   // the type of the kernel's pointer parameters
	ids        string   // the kernel's entry code computing %tid, %gid and %other
	decls      string
}

var flavors = [...]flavor{
	NVPTX: {
		header: "target datalayout = \"e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64\"\n" +
			"target triple = \"nvptx64-nvidia-cuda\"\n\n",
		cc:      "ptx_kernel",
		constAS: 4,
		kparam:  "ptr",
		tests:   []string{"llvm.nvvm.isspacep.global 1", "llvm.nvvm.isspacep.shared 3", "llvm.nvvm.isspacep.local 5", "llvm.nvvm.isspacep.const 4"},
		ids: `  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cx, %nx
  %gid = add i32 %base, %tid
  %yz = or i32 %ty, %cy
  %other = icmp ne i32 %yz, 0
`,
		decls: `declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
`,
	},
	AMDGPU: {
		header: "target datalayout = \"e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9\"\n" +
			"target triple = \"amdgcn-amd-amdhsa\"\n\n",
		cc:       "amdgpu_kernel",
		allocaAS: 5,
		constAS:  4,
		kparam:   "ptr",
		tests:    []string{"llvm.amdgcn.is.shared 3", "llvm.amdgcn.is.private 5"},
		ids:      openCLIDs,
		decls: openCLDecls + `declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)
`,
	},
	SPIR: {
		header: "target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1\"\n" +
			"target triple = \"spir64-unknown-unknown\"\n\n",
		cc:         "spir_kernel",
		fcc:        "spir_func ",
		genericAS:  4,
		constAS:    2,
		tests:      []string{"__to_global 1", "__to_local 3", "__to_private 0"},
		toTests:    true,
		noStructs:  true,
		noConst:    true,
		noIndirect: true,
		kparam:     "ptr addrspace(1)",
		ids: `  %out = addrspacecast ptr addrspace(1) %out.k to ptr addrspace(4)
  %in = addrspacecast ptr addrspace(1) %in.k to ptr addrspace(4)
` + openCLIDs,
		decls: openCLDecls + `declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))
declare spir_func ptr addrspace(0) @__to_private(ptr addrspace(4))
`,
	},
}

// openCLIDs computes the kernel's ids with the OpenCL work-item functions
// (blocks are at most 64 wide), and openCLDecls declares them.
const (
	openCLIDs = `  %tid64 = call FCC i64 @_Z12get_local_idj(i32 0)
  %ty64 = call FCC i64 @_Z12get_local_idj(i32 1)
  %cx64 = call FCC i64 @_Z12get_group_idj(i32 0)
  %cy64 = call FCC i64 @_Z12get_group_idj(i32 1)
  %tid = trunc i64 %tid64 to i32
  %cx = trunc i64 %cx64 to i32
  %base = mul i32 %cx, 64
  %gid = add i32 %base, %tid
  %yz = or i64 %ty64, %cy64
  %other = icmp ne i64 %yz, 0
`
	openCLDecls = `declare FCC i64 @_Z12get_local_idj(i32)
declare FCC i64 @_Z12get_group_idj(i32)
`
)

// Generate writes the NVPTX module of seed.
func Generate(seed int64) string { return GenerateFor(NVPTX, seed) }

// GenerateFor writes the module of seed for target t.
func GenerateFor(t Target, seed int64) string {
	g := &gen{r: rand.New(rand.NewSource(seed)), fl: &flavors[t]}
	g.extend(seed)
	g.moreExtend(seed)
	var b strings.Builder
	fmt.Fprintf(&b, "; randprog %s seed %d\n", t, seed)
	b.WriteString(g.fl.header)
	linkage := func() string {
		if g.r.Intn(2) == 0 {
			return "internal "
		}
		return "dso_local "
	}
	fmt.Fprintf(&b, "@sA = internal addrspace(3) global [%d x i32] undef, align 4\n", arrayLen)
	fmt.Fprintf(&b, "@sB = internal addrspace(3) global [%d x i32] undef, align 4\n", arrayLen)
	fmt.Fprintf(&b, "@gA = %saddrspace(1) global [%d x i32] zeroinitializer, align 4\n", linkage(), arrayLen)
	var init []string
	for i := range arrayLen {
		init = append(init, fmt.Sprintf("i32 %d", (i*7+3)%16))
	}
	fmt.Fprintf(&b, "@cA = internal addrspace(CAS) constant [%d x i32] [%s], align 4\n", arrayLen, strings.Join(init, ", "))
	fmt.Fprintf(&b, "@gP = %saddrspace(1) global gptr null, align 8\n", linkage())
	b.WriteString("@sP = internal addrspace(3) global gptr undef, align 8\n")
	b.WriteString("@sPA = internal addrspace(3) global [4 x gptr] undef, align 8\n\n")
	b.WriteString("%struct.S = type { gptr, i32, i32 }\n\n")
	if g.ext {
		b.WriteString(rDecl + "\n" + extDecls)
	}
	if g.more {
		b.WriteString(g.moreDecls())
	}
	g.slots = []slot{
		{"@gP", "ptr addrspace(1)", g.allowed()},
		{"@sP", "ptr addrspace(3)", g.allowed()},
		{"addrspacecast (ptr addrspace(1) @gP to gptr)", "gptr", 0},
	}
	g.slots[2].allowed = g.slots[0].allowed
	for k := 1; k <= 2; k++ { // elements of a __shared__ array of pointers
		g.slots = append(g.slots, slot{fmt.Sprintf("getelementptr inbounds ([4 x gptr], ptr addrspace(3) @sPA, i32 0, i32 %d)", k),
			"ptr addrspace(3)", g.allowed()})
	}
	for i := range 2 + g.r.Intn(3) {
		h := helper{name: fmt.Sprintf("h%d", i), retPtr: g.r.Intn(2) == 0, retKind: g.r.Intn(4), exported: g.r.Intn(2) == 0}
		if g.ext && h.retPtr && g.x.Intn(3) == 0 {
			h.retKind = 4
		}
		b.WriteString(g.helper(h, i))
		g.helpers = append(g.helpers, h)
	}
	for i := range 1 + g.r.Intn(2) {
		if g.fl.noStructs {
			break
		}
		b.WriteString(g.structHelper(i))
		g.structHelpers++
	}
	if g.ext {
		for i := range g.structHelpers {
			b.WriteString(g.structForward(i))
		}
	}
	b.WriteString(g.slotHelpers())
	b.WriteString(g.rec())
	if g.ext {
		b.WriteString(g.rHelpers())
		b.WriteString(g.launderHelpers())
	}
	if g.more {
		b.WriteString(g.moreHelpers())
	}
	for i := range 1 + g.r.Intn(2) {
		b.WriteString(g.kernel(i))
	}
	b.WriteString(g.fl.decls)
	b.WriteString(decls)
	if g.ext {
		b.WriteString(extIntrinsics)
	}
	if g.more {
		b.WriteString(moreIntrinsics)
	}
	return g.spell(b.String())
}

// spell writes the target's spelling of the tokens the generator uses:
// gptr (the generic pointer type), GP (its intrinsic suffix), CAS (the
// constant space) and FCC (the calling convention of functions).
func (g *gen) spell(text string) string {
	gptr, gp := "ptr", "p0"
	if g.fl.genericAS != 0 {
		gptr, gp = fmt.Sprintf("ptr addrspace(%d)", g.fl.genericAS), fmt.Sprintf("p%d", g.fl.genericAS)
	}
	return strings.NewReplacer("gptr", gptr, ".GP.", "."+gp+".", "addrspace(CAS)", fmt.Sprintf("addrspace(%d)", g.fl.constAS),
		"FCC ", g.fl.fcc).Replace(text)
}

const decls = `declare void @llvm.memset.GP.i64(gptr, i8, i64, i1)
declare void @llvm.memcpy.GP.GP.i64(gptr, gptr, i64, i1)

attributes #0 = { noinline nounwind }
`

// allowed picks what a slot may hold: one or more spaces.
func (g *gen) allowed() space {
	for {
		s := space(g.r.Intn(16))
		if g.fl.noConst {
			s &^= constant
		}
		if s != 0 {
			return s
		}
	}
}

// alloca adds to the entry block an alloca of ty and returns its generic
// address (cast from the private space where allocas live there), and
// the address of the alloca itself with its type.
func (f *fn) alloca(ty, align string) (generic string) {
	a := f.val("al")
	fl := f.g.fl
	if fl.allocaAS == fl.genericAS {
		fmt.Fprintf(&f.entry, "  %s = alloca %s, align %s\n", a, ty, align)
		return a
	}
	g := f.val("ag")
	if fl.allocaAS == 0 {
		fmt.Fprintf(&f.entry, "  %s = alloca %s, align %s\n", a, ty, align)
	} else {
		fmt.Fprintf(&f.entry, "  %s = alloca %s, align %s, addrspace(%d)\n", a, ty, align, fl.allocaAS)
	}
	fmt.Fprintf(&f.entry, "  %s = addrspacecast ptr addrspace(%d) %s to gptr\n", g, fl.allocaAS, a)
	return g
}

// array adds a zeroed local array and returns its generic address.
func (f *fn) array() string {
	a := f.alloca(fmt.Sprintf("[%d x i32]", arrayLen), "4")
	fmt.Fprintf(&f.entry, "  call void @llvm.memset.GP.i64(gptr %s, i8 0, i64 %d, i1 false)\n", a, 4*arrayLen)
	return a
}

// fn is the function being written.
type fn struct {
	g      *gen
	kernel bool
	level  int // helpers this function may call: those below level
	entry  strings.Builder
	body   strings.Builder
	n      int
	block  string // the current block's label
	ptrs   []ptr
	ints   []string
	acc    string
	slots  []slot
	rslots []rslot // struct slots (extended modules' kernels)
	depth  int
}

func (f *fn) val(prefix string) string {
	f.n++
	return fmt.Sprintf("%%%s%d", prefix, f.n)
}

func (f *fn) emit(format string, args ...any) {
	f.body.WriteString("  ")
	fmt.Fprintf(&f.body, format, args...)
	f.body.WriteString("\n")
}

func (f *fn) label(prefix string) string {
	f.n++
	return fmt.Sprintf("%s%d", prefix, f.n)
}

func (f *fn) startBlock(l string) {
	fmt.Fprintf(&f.body, "%s:\n", l)
	f.block = l
}

func (f *fn) pick() ptr { return f.ptrs[f.g.r.Intn(len(f.ptrs))] }

// pickWhere picks a pointer that ok accepts, if any.
func (f *fn) pickWhere(ok func(ptr) bool) (ptr, bool) {
	var c []ptr
	for _, p := range f.ptrs {
		if ok(p) {
			c = append(c, p)
		}
	}
	if len(c) == 0 {
		return ptr{}, false
	}
	return c[f.g.r.Intn(len(c))], true
}

func (f *fn) int() string { return f.ints[f.g.r.Intn(len(f.ints))] }

// addInt adds v to the accumulator.
func (f *fn) addInt(v string) {
	a := f.val("acc")
	f.emit("%s = add i32 %s, %s", a, f.acc, v)
	f.acc = a
	f.ints = append(f.ints, v)
}

// source makes a pointer to the start of one of the arrays.
func (f *fn) source() {
	k := f.g.r.Intn(len(sources) + 1)
	if k < len(sources) && sources[k].set == constant && f.g.fl.noConst {
		k = len(sources)
	}
	if k == len(sources) {
		f.ptrs = append(f.ptrs, ptr{name: f.array(), set: local, own: !f.kernel})
		return
	}
	x := f.val("p")
	f.emit("%s = "+sources[k].code, x)
	f.ptrs = append(f.ptrs, ptr{name: x, set: sources[k].set})
}

// sources are the arrays of the module, as instructions and as constant
// expressions under a getelementptr.
var sources = []struct {
	code string
	set  space
}{
	{"addrspacecast ptr addrspace(3) @sA to gptr", shared},
	{"getelementptr inbounds i32, gptr addrspacecast (ptr addrspace(3) @sB to gptr), i32 0", shared},
	{"addrspacecast ptr addrspace(1) @gA to gptr", global},
	{"getelementptr inbounds i32, gptr addrspacecast (ptr addrspace(CAS) @cA to gptr), i32 0", constant},
}

// element returns the address of element (v & 15) of p.
func (f *fn) element(p ptr) string {
	e := f.val("e")
	f.emit("%s = and i32 %s, 15", e, f.int())
	a := f.val("a")
	f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %s", a, p.name, e)
	return a
}

// stmt writes one random statement.
func (f *fn) stmt() {
	r := f.g.r
	if f.g.more && f.g.y.Intn(5) == 0 {
		f.moreStmt()
		return
	}
	if f.g.ext && f.g.x.Intn(4) == 0 {
		f.extStmt()
		return
	}
	switch k := r.Intn(20); {
	case k < 2:
		f.source()
	case k < 4:
		if p, ok := f.pickWhere(func(p ptr) bool { return p.off <= gepMax }); ok {
			x, d := f.val("g"), 1+r.Intn(16)
			f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %d", x, p.name, d)
			p.name, p.off = x, p.off+d
			f.ptrs = append(f.ptrs, p)
		}
	case k < 5:
		a, b := f.pick(), f.pick()
		c, x := f.val("c"), f.val("s")
		f.emit("%s = icmp slt i32 %s, %s", c, f.int(), f.int())
		f.emit("%s = select i1 %s, gptr %s, gptr %s", x, c, a.name, b.name)
		f.ptrs = append(f.ptrs, merge(x, a, b))
	case k < 8:
		p := f.pick()
		x := f.val("v")
		f.emit("%s = load i32, gptr %s, align 4", x, f.element(p))
		f.addInt(x)
	case k < 10:
		if p, ok := f.pickWhere(func(p ptr) bool { return p.set&constant == 0 }); ok {
			f.emit("store i32 %s, gptr %s, align 4", f.acc, f.element(p))
		}
	case k < 11:
		if p, ok := f.pickWhere(func(p ptr) bool { return p.set != 0 && p.set&^(global|shared) == 0 }); ok {
			x := f.val("at")
			f.emit("%s = atomicrmw add gptr %s, i32 1 monotonic, align 4", x, f.element(p))
			f.addInt(x)
		}
	case k < 13:
		switch r.Intn(6) {
		case 0:
			f.recCall()
		case 1:
			f.slotExchange()
		default:
			f.slotStore()
		}
	case k < 15:
		f.slotLoad()
	case k < 16:
		switch r.Intn(5) {
		case 0:
			f.structCall()
		case 1:
			f.slotCopy()
		case 2:
			f.slotCall()
		default:
			f.call()
		}
	case k < 17:
		f.diamond()
	case k < 18:
		f.loop()
	case k < 19:
		f.spaceTest()
	default:
		f.roundTrip()
	}
}

// merge is the pointer a select or phi of a and b makes.
func merge(name string, a, b ptr) ptr {
	return ptr{name: name, set: a.set | b.set, off: max(a.off, b.off), own: a.own || b.own}
}

// call calls a helper with two writable pointers.
func (f *fn) call() {
	if f.level == 0 {
		return
	}
	h := f.g.helpers[f.g.r.Intn(f.level)]
	ok := func(p ptr) bool { return p.set&constant == 0 && p.off <= gepMax }
	a, ok1 := f.pickWhere(ok)
	b, ok2 := f.pickWhere(ok)
	if !ok1 || !ok2 {
		return
	}
	callee, also := "@"+h.name, h
	if other := f.g.helpers[f.g.r.Intn(f.level)]; other.retPtr == h.retPtr && !f.g.fl.noIndirect && f.g.r.Intn(3) == 0 {
		// An indirect call: either helper, picked at run time.
		c, fp := f.val("c"), f.val("fp")
		f.emit("%s = icmp slt i32 %s, %s", c, f.int(), f.int())
		f.emit("%s = select i1 %s, ptr @%s, ptr @%s", fp, c, h.name, other.name)
		callee, also = fp, other
	}
	x := f.val("r")
	if !h.retPtr {
		f.emit("%s = call FCC i32 %s(gptr %s, gptr %s, i32 %s)", x, callee, a.name, b.name, f.int())
		f.addInt(x)
		return
	}
	f.emit("%s = call FCC gptr %s(gptr %s, gptr %s, i32 %s)", x, callee, a.name, b.name, f.int())
	f.ptrs = append(f.ptrs, merge(x, returned(h, a, b), returned(also, a, b)))
}

// returned is the pointer helper h returns when called with a and b.
func returned(h helper, a, b ptr) ptr {
	switch h.retKind {
	case 0:
		return a
	case 1:
		return b
	case 2:
		return ptr{set: global}
	case 4:
		return merge("", a, b)
	}
	return ptr{set: shared}
}

// recCall calls the recursive helper @rec, which reads through both
// pointers, swapping them at every level.
func (f *fn) recCall() {
	a, b := f.pick(), f.pick()
	x := f.val("r")
	f.emit("%s = call FCC i32 @rec(gptr %s, gptr %s, i32 3)", x, a.name, b.name)
	f.addInt(x)
}

// rec writes @rec(p, q, d): d > 0 reads p[d] and recurses with q, p, d-1.
func (g *gen) rec() string {
	link := []string{"internal", "dso_local"}[g.r.Intn(2)]
	return fmt.Sprintf(`define %s FCC i32 @rec(gptr noundef %%p, gptr noundef %%q, i32 noundef %%d) #0 {
entry:
  %%more = icmp sgt i32 %%d, 0
  br i1 %%more, label %%again, label %%last
again:
  %%d1 = sub i32 %%d, 1
  %%r = call FCC i32 @rec(gptr %%q, gptr %%p, i32 %%d1)
  %%a = getelementptr inbounds i32, gptr %%p, i32 %%d
  %%v = load i32, gptr %%a, align 4
  %%s = add i32 %%r, %%v
  ret i32 %%s
last:
  %%w = load i32, gptr %%q, align 4
  ret i32 %%w
}

`, link)
}

// diamond writes if/else arms that each pick a pointer, joined by phis.
func (f *fn) diamond() {
	if f.depth >= 2 {
		return
	}
	c := f.val("c")
	f.emit("%s = icmp sgt i32 %s, %s", c, f.int(), f.int())
	lt, le, join := f.label("then"), f.label("else"), f.label("join")
	f.emit("br i1 %s, label %%%s, label %%%s", c, lt, le)
	arm := func(l string) (p ptr, acc, end string) {
		saved, savedInts, savedAcc := len(f.ptrs), len(f.ints), f.acc
		f.startBlock(l)
		f.depth++
		for range 1 + f.g.r.Intn(3) {
			f.stmt()
		}
		f.depth--
		p, acc, end = f.pick(), f.acc, f.block
		f.emit("br label %%%s", join)
		f.ptrs, f.ints, f.acc = f.ptrs[:saved], f.ints[:savedInts], savedAcc
		return p, acc, end
	}
	pt, at, et := arm(lt)
	pe, ae, ee := arm(le)
	f.startBlock(join)
	x, a := f.val("phi"), f.val("acc")
	f.emit("%s = phi gptr [ %s, %%%s ], [ %s, %%%s ]", x, pt.name, et, pe.name, ee)
	f.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]", a, at, et, ae, ee)
	f.acc = a
	f.ptrs = append(f.ptrs, merge(x, pt, pe))
}

// loop swaps two pointers three times (ping-pong buffers), reading one
// and writing the other when it may.
func (f *fn) loop() {
	p, q := f.pick(), f.pick()
	pre, body, exit := f.block, f.label("loop"), f.label("done")
	f.emit("br label %%%s", body)
	f.startBlock(body)
	i, a, b, acc := f.val("i"), f.val("cur"), f.val("nxt"), f.val("acc")
	in, acc2 := f.val("i"), f.val("acc")
	f.emit("%s = phi i32 [ 0, %%%s ], [ %s, %%%s ]", i, pre, in, body)
	f.emit("%s = phi gptr [ %s, %%%s ], [ %s, %%%s ]", a, p.name, pre, b, body)
	f.emit("%s = phi gptr [ %s, %%%s ], [ %s, %%%s ]", b, q.name, pre, a, body)
	f.emit("%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]", acc, f.acc, pre, acc2, body)
	cur := merge(a, p, q)
	e := f.val("e")
	f.emit("%s = and i32 %s, 15", e, i)
	ad := f.val("a")
	f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %s", ad, a, e)
	v := f.val("v")
	f.emit("%s = load i32, gptr %s, align 4", v, ad)
	f.emit("%s = add i32 %s, %s", acc2, acc, v)
	if cur.set&constant == 0 {
		bd := f.val("a")
		f.emit("%s = getelementptr inbounds i32, gptr %s, i32 %s", bd, b, e)
		f.emit("store i32 %s, gptr %s, align 4", acc2, bd)
	}
	c := f.val("c")
	f.loopBack(i, in, c, 3, body, exit)
	f.startBlock(exit)
	f.acc = acc2
	f.ptrs = append(f.ptrs, cur, merge(b, p, q))
}

// spaceTest guards an access in a specific space with a space test:
// isspacep and the like, or on SPIR a to_* conversion that is not null.
func (f *fn) spaceTest() {
	p := f.pick()
	var name string
	var as int
	fmt.Sscanf(f.g.fl.tests[f.g.r.Intn(len(f.g.fl.tests))], "%s %d", &name, &as)
	t := f.val("t")
	var in string // the pointer in the tested space, on SPIR
	if f.g.fl.toTests {
		in = f.val("to")
		f.emit("%s = call FCC ptr addrspace(%d) @%s(gptr %s)", in, as, name, p.name)
		f.emit("%s = icmp ne ptr addrspace(%d) %s, null", t, as, in)
	} else {
		f.emit("%s = call i1 @%s(gptr %s)", t, name, p.name)
	}
	tz := f.val("z")
	f.emit("%s = zext i1 %s to i32", tz, t)
	f.addInt(tz)
	pre, yes, join := f.block, f.label("is"), f.label("after")
	f.emit("br i1 %s, label %%%s, label %%%s", t, yes, join)
	f.startBlock(yes)
	c, e, a, v := in, f.val("e"), f.val("a"), f.val("v")
	if c == "" {
		c = f.val("sp")
		f.emit("%s = addrspacecast gptr %s to ptr addrspace(%d)", c, p.name, as)
	}
	f.emit("%s = and i32 %s, 15", e, f.int())
	f.emit("%s = getelementptr inbounds i32, ptr addrspace(%d) %s, i32 %s", a, as, c, e)
	f.emit("%s = load i32, ptr addrspace(%d) %s, align 4", v, as, a)
	f.emit("br label %%%s", join)
	f.startBlock(join)
	x := f.val("v")
	f.emit("%s = phi i32 [ %s, %%%s ], [ 0, %%%s ]", x, v, yes, pre)
	f.addInt(x)
}

// roundTrip passes a pointer through an integer, or compares two.
func (f *fn) roundTrip() {
	p := f.pick()
	if f.g.r.Intn(2) == 0 {
		i, x := f.val("pi"), f.val("ip")
		f.emit("%s = ptrtoint gptr %s to i64", i, p.name)
		f.emit("%s = inttoptr i64 %s to gptr", x, i)
		p.name = x
		f.ptrs = append(f.ptrs, p)
		return
	}
	q := f.pick()
	c, z := f.val("eq"), f.val("z")
	f.emit("%s = icmp eq gptr %s, %s", c, p.name, q.name)
	f.emit("%s = zext i1 %s to i32", z, c)
	f.addInt(z)
}

// helper writes helper i: (ptr %p, ptr %q, i32 %n), calling only helpers
// before it.
func (g *gen) helper(h helper, i int) string {
	f := &fn{g: g, level: i, acc: "%n", block: "entry"}
	f.ptrs = []ptr{{name: "%p", set: writable, off: gepMax}, {name: "%q", set: writable, off: gepMax}}
	f.ints = []string{"%n", "7"}
	f.slots = g.slots
	for range 3 + g.r.Intn(6) {
		f.stmt()
	}
	ret := "i32"
	if h.retPtr {
		ret = "gptr"
	}
	switch {
	case !h.retPtr:
		f.emit("ret i32 %s", f.acc)
	case h.retKind < 2:
		f.emit("store i32 %s, gptr %s, align 4", f.acc, f.element(f.ptrs[h.retKind]))
		f.emit("ret gptr %s", f.ptrs[h.retKind].name)
	case h.retKind == 2:
		f.emit("ret gptr addrspacecast (ptr addrspace(1) @gA to gptr)")
	case h.retKind == 4:
		c, x := f.val("c"), f.val("s")
		f.emit("%s = icmp sgt i32 %s, 5", c, f.acc)
		f.emit("%s = select i1 %s, gptr %%p, gptr %%q", x, c)
		f.emit("ret gptr %s", x)
	default:
		f.emit("ret gptr addrspacecast (ptr addrspace(3) @sA to gptr)")
	}
	link := "internal"
	if h.exported {
		link = "dso_local"
	}
	return fmt.Sprintf("define %s FCC %s @%s(gptr noundef %%p, gptr noundef %%q, i32 noundef %%n) #0 {\nentry:\n%s%s}\n\n",
		link, ret, h.name, f.entry.String(), f.body.String())
}

// kernel writes kernel i: k(int *out, int *in, int n), as clang mangles
// it, so the execution check fills its buffers with ints.
func (g *gen) kernel(i int) string {
	f := &fn{g: g, kernel: true, level: len(g.helpers), acc: "0", block: "body"}
	name := fmt.Sprintf("k%d", i)
	f.ints = []string{"%tid", "%n", "3"}
	f.ptrs = []ptr{{name: "%in", set: global}, {name: "%out", set: global}}
	f.slots = append([]slot(nil), g.slots...)
	for range g.r.Intn(3) {
		f.slots = append(f.slots, slot{f.alloca("gptr", "8"), "gptr", g.allowed()})
	}
	// Every slot holds a pointer it may hold before anything reads it.
	for _, s := range f.slots {
		f.emit("store gptr %s, %s %s, align 8", f.initial(s.allowed), s.addrTy, s.addr)
	}
	if g.ext {
		f.rSlots()
		f.tableInit()
	}
	for range 8 + g.r.Intn(16) {
		f.stmt()
	}
	// The variables must not keep an address: where a program's arrays
	// and frames lie is not what it computes.
	f.emit("store gptr null, ptr addrspace(1) @gP, align 8")
	f.emit("store gptr null, ptr addrspace(3) @sP, align 8")
	if g.ext {
		f.emit("call void @llvm.memset.GP.i64(gptr addrspacecast (ptr addrspace(1) @gT to gptr), i8 0, i64 64, i1 false)")
	}
	if g.more {
		f.restoreTables()
	}
	og, fin := f.val("o"), f.val("fin")
	f.emit("%s = getelementptr inbounds i32, gptr %%out, i32 %%gid", og)
	f.emit("%s = add i32 %s, 1000", fin, f.acc) // never what the buffer held
	f.emit("store i32 %s, gptr %s, align 4", fin, og)
	f.emit("br label %%exit")
	mangled := fmt.Sprintf("_Z%d%sPiS_i", len(name), name)
	params := "ptr noundef %out, ptr noundef %in"
	if g.fl.kparam != "ptr" {
		params = g.fl.kparam + " noundef %out.k, " + g.fl.kparam + " noundef %in.k"
	}
	return fmt.Sprintf(`define dso_local %s void @%s(%s, i32 noundef %%n) {
entry:
%s%s  br i1 %%other, label %%exit, label %%body

body:
%s
exit:
  ret void
}

`, g.fl.cc, mangled, params, f.entry.String(), g.fl.ids, f.body.String())
}

// loopBack ends a counted loop's body: next = i + 1, and back to body
// while next < n, else on to exit.
func (f *fn) loopBack(i, next, c string, n int, body, exit string) {
	f.emit("%s = add i32 %s, 1", next, i)
	f.emit("%s = icmp slt i32 %s, %d", c, next, n)
	f.emit("br i1 %s, label %%%s, label %%%s", c, body, exit)
}

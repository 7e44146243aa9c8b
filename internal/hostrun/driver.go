package hostrun

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strings"

	"memspace/ir"
	"memspace/llwrite"
)

// Region kinds in an image (the runtime's numbering).
const (
	regGlobal = 1 // a global buffer: mapped at its address, dumped after the run
	regParam  = 2 // a byval kernel parameter in the generic param window
	regShared = 3 // a __local kernel argument: the dynamic shared area, no content
	regConst  = 4 // a __constant kernel argument, copied into the constant window
	regArgs   = 5 // the scalar argument block the entry functions read (__hrt_argv)
)

// Argument profiles: the driver first runs a kernel with every integer
// argument 64 (sizes that cover the grid); a kernel that fails that way
// (an index past a fixed-size array, a loop over too much data) is tried
// again with 4, then with 1 (a selector among two), then with all ones (a
// mask that keeps every bit).
const (
	profileWide   = 0
	profileNarrow = 1
	profileOne    = 2
	profileOnes   = 3
	numProfiles   = 4
)

// profileInts are the integer arguments of each profile.
var profileInts = [numProfiles]int64{64, 4, 1, -1}

type region struct {
	kind uint32
	name string
	addr uint64
	data []byte
}

// argKind says how the driver passes one kernel argument.
type argKind int

const (
	argZero   argKind = iota // zeroinitializer of whatever type
	argInt                   // an integer
	argFloat                 // a floating-point value
	argMemory                // the address of memory of some kind (global buffer, param copy, shared area)
)

type argVal struct {
	kind argKind
	i    int64  // argInt, for profileWide
	bits uint64 // argFloat: the value's bits in the parameter's type
	// For argMemory: the generic address and the kind of memory.
	addr uint64
	mem  int
}

// kernelSpec is how the driver runs one kernel: its arguments and the
// memory image they point to. It is made once from the module before
// memspace and used for both runs.
type kernelSpec struct {
	name    string
	args    []argVal
	regions []region
}

// imageBuilder lays out the buffers of one kernel.
type imageBuilder struct {
	m       *ir.Module
	t       gpuTarget
	regions []region
	nbuf    int
	param   uint64 // next free byte in the param window
	shared  int    // __local arguments given so far
	consts  int    // __constant arguments given so far
	floats  int    // float scalars given so far
	zero    uint64 // the zero pool, 0 until made
}

// kernelSpecs decides the arguments of every kernel of m.
func kernelSpecs(m *ir.Module) ([]kernelSpec, error) {
	t, err := targetOf(m)
	if err != nil {
		return nil, err
	}
	var specs []kernelSpec
	for _, f := range m.KernelFunctions() {
		b := &imageBuilder{m: m, t: t}
		spec := kernelSpec{name: f.Name()}
		descs := b.paramDescs(f)
		for i, p := range f.Params {
			a, err := b.arg(f, p, descs[i])
			if err != nil {
				return nil, fmt.Errorf("kernel @%s parameter %d: %v", f.Name(), i, err)
			}
			spec.args = append(spec.args, a)
		}
		spec.regions = b.regions
		specs = append(specs, spec)
	}
	return specs, nil
}

// paramDescs says what each pointer parameter points to: from the mangled
// name (CUDA) or from !kernel_arg_type (OpenCL), else unknown.
func (b *imageBuilder) paramDescs(f *ir.Function) []*typeDesc {
	out := make([]*typeDesc, len(f.Params))
	if ds, ok := demangleParams(f.Name()); ok && len(ds) == len(f.Params) {
		copy(out, ds)
	} else if n, ok := f.Metadata("kernel_arg_type").(*ir.MDNode); ok && len(n.Ops) == len(f.Params) {
		for i, op := range n.Ops {
			if s, ok := op.(*ir.MDString); ok {
				out[i] = openCLType(s.Value)
			}
		}
	}
	for i := range out {
		if out[i] == nil {
			out[i] = &typeDesc{kind: dUnknown}
		}
	}
	return out
}

func (b *imageBuilder) arg(f *ir.Function, p *ir.Argument, d *typeDesc) (argVal, error) {
	switch t := p.Type().(type) {
	case *ir.IntType:
		if t.Bits == 1 {
			return argVal{kind: argInt, i: 1}, nil
		}
		return argVal{kind: argInt, i: 64}, nil
	case *ir.FloatType:
		v := 0.5 + float64(b.floats)
		b.floats++
		switch t.Kind {
		case ir.Float:
			return argVal{kind: argFloat, bits: uint64(math.Float32bits(float32(v)))}, nil
		case ir.Double:
			return argVal{kind: argFloat, bits: math.Float64bits(v)}, nil
		}
		return argVal{kind: argZero}, nil
	case *ir.PointerType:
		k, ok := b.t.kind(t.AddrSpace)
		if !ok {
			return argVal{}, fmt.Errorf("pointer in space %d", t.AddrSpace)
		}
		if a, ok := p.Attrs.Get("byval"); ok && a.Type != nil {
			return b.byval(f, a.Type)
		}
		switch k {
		case kShared:
			addr := uint64(sharedSpec + dynSharedOff + b.shared*dynSharedArg)
			b.shared++
			b.regions = append(b.regions, region{kind: regShared, name: fmt.Sprintf("local%d", b.shared),
				addr: addr})
			return argVal{kind: argMemory, addr: addr - sharedSpec + sharedGen, mem: kShared}, nil
		case kConst:
			addr := uint64(constSpec + constSize/2 + b.consts*bufSize)
			b.consts++
			data := make([]byte, bufSize)
			if a, ok := p.Attrs.Get("byref"); ok && a.Type != nil && fits(a.Type, bufSize) {
				// AMDGPU's by-value struct in the kernel argument segment:
				// filled field by field, as a byval one.
				b.fillType(data, a.Type, 0, true)
			} else {
				b.fill(data, d.elemOrUnknown())
			}
			b.regions = append(b.regions, region{kind: regConst, name: fmt.Sprintf("const%d", b.consts), addr: addr, data: data})
			return argVal{kind: argMemory, addr: addr - constSpec + constGen, mem: kConst}, nil
		case kGlobal, kGeneric:
			elem := inferDesc(p, 0)
			if elem.kind == dUnknown {
				elem = d.elemOrUnknown()
			}
			return argVal{kind: argMemory, addr: b.buffer(elem), mem: kGlobal}, nil
		}
		return argVal{}, fmt.Errorf("pointer parameter in the %d space", k)
	}
	return argVal{kind: argZero}, nil
}

func (d *typeDesc) elemOrUnknown() *typeDesc {
	if d.kind == dPtr {
		return d.elem
	}
	return &typeDesc{kind: dUnknown}
}

// buffer makes a global buffer of elements of kind d and returns its address.
func (b *imageBuilder) buffer(d *typeDesc) uint64 {
	addr := uint64(bufBase + b.nbuf*bufStride)
	b.nbuf++
	r := region{kind: regGlobal, name: fmt.Sprintf("buf%d", b.nbuf-1), addr: addr, data: make([]byte, bufSize)}
	b.regions = append(b.regions, r)
	b.fill(r.data, d)
	return addr
}

// zeroPool is a zeroed buffer that pointers stored in structs point into,
// so that linked structures end at once (their next pointers are null).
func (b *imageBuilder) zeroPool() uint64 {
	if b.zero == 0 {
		b.zero = b.buffer(&typeDesc{kind: dUnknown})
		r := &b.regions[len(b.regions)-1]
		clear(r.data)
		r.name = "zero"
	}
	return b.zero
}

func intPat(i int) int64 { return int64((i*7 + 3) % 16) }

func floatPat(i int) float64 { return float64((i*7+3)%16-8) * 0.25 }

// fill writes elements of kind d over data: small non-negative ints (safe
// as indices), small floats, and pointers into child buffers.
func (b *imageBuilder) fill(data []byte, d *typeDesc) {
	le := binary.LittleEndian
	switch d.kind {
	case dFloat:
		for i := 0; i+4 <= len(data); i += 4 {
			le.PutUint32(data[i:], math.Float32bits(float32(floatPat(i/4))))
		}
	case dDouble:
		for i := 0; i+8 <= len(data); i += 8 {
			le.PutUint64(data[i:], math.Float64bits(floatPat(i/8)))
		}
	case dHalf:
		for i := 0; i+2 <= len(data); i += 2 {
			le.PutUint16(data[i:], 0x3c00) // 1.0
		}
	case dInt:
		n := d.bits / 8
		for i := 0; i+n <= len(data); i += n {
			v := intPat(i / n)
			if n == 1 {
				v = int64((i*37 + 11) % 256)
			}
			putInt(data[i:], n, v)
		}
	case dPtr:
		child := b.buffer(d.elem)
		for i := 0; i+8 <= len(data); i += 8 {
			le.PutUint64(data[i:], child+uint64(i/8*64%bufSize))
		}
	case dStruct:
		st := b.m.Types.LookupNamed("struct." + d.name)
		if st == nil {
			st = b.m.Types.LookupNamed("class." + d.name)
		}
		var size uint64
		var err error
		if st != nil {
			size, _, err = sizeAlign(st)
		}
		if st == nil || err != nil || size == 0 {
			return // unknown layout: zeros, so its pointers are null
		}
		for i, off := 0, uint64(0); off+size <= uint64(len(data)); i, off = i+1, off+size {
			b.fillType(data[off:off+size], st, i, false)
		}
	case dZero:
	default:
		b.fill(data, &typeDesc{kind: dInt, bits: 32})
	}
}

func putInt(p []byte, n int, v int64) {
	for k := range n {
		p[k] = byte(v >> (8 * k))
	}
}

// fillType writes one value of IR type t: element i of a buffer, or a
// byval parameter (param true: ints are sizes, floats fixed values, and
// pointers get buffers of their own).
func (b *imageBuilder) fillType(data []byte, t ir.Type, i int, param bool) {
	switch t := t.(type) {
	case *ir.IntType:
		v := intPat(i)
		if param {
			v = 64
		}
		putInt(data, min(len(data), (t.Bits+7)/8), v)
	case *ir.FloatType:
		v := floatPat(i)
		if param {
			v = 0.5 + float64(b.floats)
			b.floats++
		}
		switch t.Kind {
		case ir.Float:
			binary.LittleEndian.PutUint32(data, math.Float32bits(float32(v)))
		case ir.Double:
			binary.LittleEndian.PutUint64(data, math.Float64bits(v))
		}
	case *ir.PointerType:
		var p uint64
		if param {
			p = b.buffer(&typeDesc{kind: dFloat, bits: 32})
		} else {
			p = b.zeroPool() + uint64(i*64%bufSize)
		}
		binary.LittleEndian.PutUint64(data, p)
	case *ir.ArrayType:
		s, _, _ := sizeAlign(t.Elem)
		for k := range t.Len {
			b.fillType(data[k*s:(k+1)*s], t.Elem, i*int(t.Len)+int(k), param)
		}
	case *ir.StructType:
		var off uint64
		for _, f := range t.Fields {
			s, a, _ := sizeAlign(f)
			if t.Packed {
				a = 1
			}
			off = roundUp(off, a)
			b.fillType(data[off:off+s], f, i, param)
			off += s
		}
	}
}

// fits: a value of type t takes at most n bytes.
func fits(t ir.Type, n uint64) bool {
	size, _, err := sizeAlign(t)
	return err == nil && size <= n
}

// byval copies a by-value struct parameter into the param window.
func (b *imageBuilder) byval(f *ir.Function, t ir.Type) (argVal, error) {
	size, _, err := sizeAlign(t)
	if err != nil {
		return argVal{}, err
	}
	off := roundUp(b.param, 16)
	if off+size > paramSize {
		return argVal{}, fmt.Errorf("byval parameters too big")
	}
	b.param = off + size
	data := make([]byte, size)
	b.fillType(data, t, 0, true)
	addr := paramGen + off
	b.regions = append(b.regions, region{kind: regParam, name: fmt.Sprintf("param%d", off), addr: addr, data: data})
	return argVal{kind: argMemory, addr: addr, mem: kParam}, nil
}

// argBlock is the scalar arguments as the entry functions read them.
func (s *kernelSpec) argBlock(profile int) region {
	data := make([]byte, 8*len(s.args))
	for j, a := range s.args {
		var v uint64
		switch a.kind {
		case argInt:
			v = uint64(a.i)
			if a.i == 64 {
				v = uint64(profileInts[profile])
			}
		case argFloat:
			v = a.bits
		case argMemory:
			v = a.addr
		}
		binary.LittleEndian.PutUint64(data[8*j:], v)
	}
	return region{kind: regArgs, name: "args", data: data}
}

// image is the file the runtime loads: every region with its content.
func (s *kernelSpec) image(profile int) []byte {
	var buf bytes.Buffer
	le := binary.LittleEndian
	buf.WriteString("HRIMG1\n\x00")
	regions := append(slices.Clone(s.regions), s.argBlock(profile))
	binary.Write(&buf, le, uint32(len(regions)))
	for _, r := range regions {
		binary.Write(&buf, le, r.kind)
		binary.Write(&buf, le, uint32(len(r.name)))
		buf.WriteString(r.name)
		binary.Write(&buf, le, r.addr)
		binary.Write(&buf, le, uint64(len(r.data)))
		buf.Write(r.data)
	}
	return buf.Bytes()
}

// driverText is the IR appended to a host module: one entry function per
// kernel that calls it with the spec's arguments, typed as this module's
// kernel declares them (memspace may have retyped them), and the tables the
// runtime reads.
func (h *hostifier) driverText(specs []kernelSpec) (string, error) {
	var sb strings.Builder
	var entries []string
	for i, spec := range specs {
		f := h.m.Function(spec.name)
		if f == nil || f.IsDeclaration() {
			return "", fmt.Errorf("kernel @%s is missing", spec.name)
		}
		if len(f.Params) != len(spec.args) {
			return "", fmt.Errorf("kernel @%s has %d parameters, it had %d", spec.name, len(f.Params), len(spec.args))
		}
		var body, args []string
		for j, p := range f.Params {
			v, code, err := h.argCode(p.Type(), spec.args[j], j)
			if err != nil {
				return "", fmt.Errorf("kernel @%s parameter %d: %v", spec.name, j, err)
			}
			body = append(body, code...)
			args = append(args, llwrite.TypeString(p.Type())+" "+v)
		}
		fmt.Fprintf(&sb, "\ndefine void @__hrt_entry_%d() {\n%s  call void @%s(%s)\n  ret void\n}\n",
			i, strings.Join(body, ""), ir.QuoteName(spec.name), strings.Join(args, ", "))
		entries = append(entries, fmt.Sprintf("ptr @__hrt_entry_%d", i))
	}
	fmt.Fprintf(&sb, "\n@__hrt_argv = external global [%d x i64]\n", maxArgs)
	fmt.Fprintf(&sb, "\n@__hrt_entries = constant [%d x ptr] [%s]\n", len(entries), strings.Join(entries, ", "))
	fmt.Fprintf(&sb, "@__hrt_nentries = constant i32 %d\n", len(entries))
	fmt.Fprintf(&sb, "@__hrt_wave = constant i32 %d\n", h.t.waveSize(h.m))
	var gv []string
	for i, g := range h.gvars {
		size, _, err := sizeAlign(g.ValueType)
		if err != nil {
			return "", err
		}
		name := g.Name() + "\x00"
		fmt.Fprintf(&sb, "@__hrt_gvn_%d = private constant [%d x i8] c\"%s\"\n", i, len(name), ir.EscapeString(name))
		ref := "@" + ir.QuoteName(g.Name())
		if g.AddrSpace != 0 {
			ref = fmt.Sprintf("addrspacecast (ptr addrspace(%d) %s to ptr)", g.AddrSpace, ref)
		}
		gv = append(gv, fmt.Sprintf("{ ptr, ptr, i64 } { ptr @__hrt_gvn_%d, ptr %s, i64 %d }", i, ref, size))
	}
	fmt.Fprintf(&sb, "@__hrt_gvars = constant [%d x { ptr, ptr, i64 }] [%s]\n", len(gv), strings.Join(gv, ", "))
	fmt.Fprintf(&sb, "@__hrt_ngvars = constant i32 %d\n", len(gv))
	var fns []string
	for _, f := range h.m.Functions {
		if !f.IsDeclaration() {
			id := fnv.New64a()
			id.Write([]byte(f.Name()))
			fns = append(fns, fmt.Sprintf("{ ptr, i64 } { ptr @%s, i64 %d }", ir.QuoteName(f.Name()), int64(id.Sum64())))
		}
	}
	fmt.Fprintf(&sb, "@__hrt_funcs = constant [%d x { ptr, i64 }] [%s]\n", len(fns), strings.Join(fns, ", "))
	fmt.Fprintf(&sb, "@__hrt_nfuncs = constant i32 %d\n", len(fns))
	sites := h.sites.String()
	fmt.Fprintf(&sb, "@__hrt_sites = constant [%d x i8] c\"%s\"\n", len(sites), ir.EscapeString(sites))
	return sb.String(), nil
}

// maxArgs is the size of the runtime's argument block.
const maxArgs = 256

// argCode returns the instructions that read argument j from the argument
// block and convert it to the parameter's type, and the value to pass.
func (h *hostifier) argCode(t ir.Type, a argVal, j int) (string, []string, error) {
	ts := llwrite.TypeString(t)
	if j >= maxArgs {
		return "", nil, fmt.Errorf("too many parameters")
	}
	load := fmt.Sprintf("  %%a%d = load i64, ptr getelementptr inbounds ([%d x i64], ptr @__hrt_argv, i64 0, i64 %d)\n", j, maxArgs, j)
	v := fmt.Sprintf("%%v%d", j)
	switch a.kind {
	case argInt:
		if it, ok := t.(*ir.IntType); ok {
			switch {
			case it.Bits < 64:
				return v, []string{load, fmt.Sprintf("  %s = trunc i64 %%a%d to %s\n", v, j, ts)}, nil
			case it.Bits == 64:
				return fmt.Sprintf("%%a%d", j), []string{load}, nil
			default:
				return v, []string{load, fmt.Sprintf("  %s = zext i64 %%a%d to %s\n", v, j, ts)}, nil
			}
		}
	case argFloat:
		if ft, ok := t.(*ir.FloatType); ok {
			switch ft.Kind {
			case ir.Float:
				return v, []string{load, fmt.Sprintf("  %%t%d = trunc i64 %%a%d to i32\n  %s = bitcast i32 %%t%d to float\n", j, j, v, j)}, nil
			case ir.Double:
				return v, []string{load, fmt.Sprintf("  %s = bitcast i64 %%a%d to double\n", v, j)}, nil
			}
		}
	case argMemory:
		pt, ok := t.(*ir.PointerType)
		if !ok {
			break
		}
		k, ok := h.t.kind(pt.AddrSpace)
		if !ok {
			break
		}
		var delta int64
		switch {
		case k == kGeneric:
		case k == kGlobal && (a.mem == kGlobal || a.mem == kParam):
		case k == a.mem:
			spec, gen, _ := kindWindows(k)
			delta = int64(spec) - int64(gen)
		default:
			return "", nil, fmt.Errorf("retyped to space %d but the argument is in space %d", pt.AddrSpace, a.mem)
		}
		return v, []string{load, fmt.Sprintf("  %%s%d = add i64 %%a%d, %d\n  %s = inttoptr i64 %%s%d to %s\n", j, j, delta, v, j, ts)}, nil
	case argZero:
		if _, ok := t.(*ir.PointerType); ok {
			return "null", nil, nil
		}
		return "zeroinitializer", nil, nil
	}
	return "", nil, fmt.Errorf("type %s does not fit the driver's argument", ts)
}

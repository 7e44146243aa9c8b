package llread

import (
	"memspace/ir"
)

// bodyJob is a function body found at the top level, parsed later.
type bodyJob struct {
	f       *ir.Function
	open    int32     // offset of '{'
	close   int32     // offset of the matching '}'
	argNums []uint32  // number of each unnamed parameter; nil: its index
	nextID  uint32    // next local number after the parameters
	progAS  uint32    // the data layout's program address space here
	spaces  *dlSpaces // and the spaces it names

	// Results of parsing the body.
	err       *perr
	retype    bool      // met a typed pointer in opaque mode
	links     bodyLinks // users with module-level operands
	*bodyMore           // nil when all empty
}

// bodyMore holds the rarer results of parsing a body.
type bodyMore struct {
	deferred  []*perr
	blockRefs []*blockRef
	numbered  []numBlock // unnamed blocks by number
	dbg       dbgFormats
	useLists  []useListAt
}

// more returns the body's rarer results (empty ones when none), to read.
func (j *bodyJob) more() *bodyMore {
	if j.bodyMore == nil {
		return &noMore
	}
	return j.bodyMore
}

// noMore stands for a body's empty rarer results.
var noMore bodyMore

// argInfo is one parameter as written.
type argInfo struct {
	pos   int32 // where its type starts
	typ   ir.Type
	attrs ir.AttrList
	name  token // tEOF when unnamed
}

// isCallingConv reports whether w names a calling convention.
func isCallingConv(w []byte) bool {
	switch string(w) {
	case "ccc", "fastcc", "coldcc", "cfguard_checkcc", "x86_stdcallcc", "x86_fastcallcc",
		"x86_thiscallcc", "x86_vectorcallcc", "arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc",
		"aarch64_vector_pcs", "aarch64_sve_vector_pcs", "aarch64_sme_preservemost_from_x0",
		"aarch64_sme_preservemost_from_x1", "aarch64_sme_preservemost_from_x2",
		"msp430_intrcc", "avr_intrcc", "avr_signalcc", "ptx_kernel", "ptx_device",
		"spir_kernel", "spir_func", "intel_ocl_bicc", "x86_64_sysvcc", "win64cc",
		"x86_regcallcc", "swiftcc", "swifttailcc", "anyregcc", "preserve_mostcc",
		"preserve_allcc", "preserve_nonecc", "ghccc", "x86_intrcc", "hhvmcc", "hhvm_ccc",
		"cxx_fast_tlscc", "amdgpu_vs", "amdgpu_ls", "amdgpu_hs", "amdgpu_es", "amdgpu_gs",
		"amdgpu_ps", "amdgpu_cs", "amdgpu_cs_chain", "amdgpu_cs_chain_preserve",
		"amdgpu_kernel", "amdgpu_gfx", "amdgpu_gfx_whole_wave", "tailcc", "m68k_rtdcc", "graalcc",
		"riscv_vector_cc", "webkit_jscc", "x86_amx_tilecc", "cheriot_compartmentcallcc",
		"cheriot_compartmentcalleecc", "cheriot_librarycallcc":
		return true
	}
	return false
}

// parseOptCC reads an optional calling convention; "" means C.
func (p *parser) parseOptCC() (string, error) {
	if p.tok.kind != tWord {
		return "", nil
	}
	w := p.text()
	switch {
	case string(w) == "ccc":
		p.next()
		return "", nil
	case isCallingConv(w):
		p.next()
		return p.word(bstr(w)), nil
	case string(w) == "riscv_vls_cc":
		return p.parseVLSCC()
	case string(w) == "cc":
		p.next()
		return p.parseCCNumber()
	case len(w) > 2 && w[0] == 'c' && w[1] == 'c' && allDigits(w[2:]):
		// LLVM reads "cc10" as "cc 10".
		lit := parseIntLit(w[2:])
		p.next()
		return ccName(lit), nil
	}
	return "", nil
}

// parseVLSCC reads "riscv_vls_cc(N)", N a power of two from 32 to 65536
// (the vector length of the ABI).
func (p *parser) parseVLSCC() (string, error) {
	p.next()
	if err := p.expect(tLParen); err != nil {
		return "", err
	}
	if p.tok.kind != tInt {
		return "", p.unexpected("integer")
	}
	n := parseIntLit(p.text())
	p.next()
	if err := p.expect(tRParen); err != nil {
		return "", err
	}
	v := n.small
	if n.big != nil || v < 32 || v > 65536 || v&(v-1) != 0 {
		return "", p.errHere("unknown RISC-V ABI VLEN")
	}
	return "riscv_vls_cc(" + itoa(uint32(v)) + ")", nil
}

func allDigits(b []byte) bool {
	for _, c := range b {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

func (p *parser) parseCCNumber() (string, error) {
	if p.tok.kind != tInt {
		return "", p.unexpected("calling convention number")
	}
	lit := parseIntLit(p.text())
	if lit.big != nil || lit.small < 0 || lit.small > ir.MaxCallingConv {
		return "", p.errHere("invalid calling convention number")
	}
	p.next()
	return ccName(lit), nil
}

func ccName(lit intLit) string {
	if lit.big != nil {
		return ""
	}
	return ir.CallingConvKeyword(uint64(lit.small))
}

// parseFunction reads a declaration or the header of a definition, whose
// body is delimited here and parsed later.
// funcLinkageProblem returns LLVM's message for a linkage a function
// definition or declaration may not have, or "".
func funcLinkageProblem(l ir.Linkage, isDefine bool) string {
	switch l {
	case ir.External, ir.LinkExternal:
	case ir.LinkExternWeak:
		if isDefine {
			return "invalid linkage for function definition"
		}
	case ir.LinkAppending, ir.LinkCommon:
		return "invalid function linkage type"
	default:
		if !isDefine {
			return "invalid linkage for function declaration"
		}
	}
	return ""
}

func (p *parser) parseFunction(isDefine bool) error {
	p.next()
	var declMD []ir.MDAttachment
	for !isDefine && p.tok.kind == tMetaVar {
		a, err := p.parseAttachment()
		if err != nil {
			return err
		}
		declMD = append(declMD, a)
	}
	var c ir.GlobalCommon
	linkPos := p.tok.pos
	if _, err := p.parseLinkage(&c); err != nil {
		return err
	}
	if msg := funcLinkageProblem(c.Linkage, isDefine); msg != "" {
		return p.errAt(linkPos, "%s", msg)
	}
	if msg := localLinkageProblem(&c); msg != "" {
		return p.errAt(linkPos, "%s", msg)
	}
	cc, err := p.parseOptCC()
	if err != nil {
		return err
	}
	retAttrs, err := p.parseParamAttrs(true)
	if err != nil {
		return err
	}
	retPos := p.tok.pos
	ret, err := p.parseTypeOpt(true)
	if err != nil {
		return err
	}
	if !ir.IsValidReturnType(ret) {
		return p.errAt(retPos, "invalid function return type")
	}
	if p.tok.kind != tGlobal && p.tok.kind != tGlobalID {
		return p.unexpected("function name")
	}
	nameTok := p.tok
	p.next()
	start := len(p.sc.argv)
	defer func() { p.sc.argv = p.sc.argv[:start] }()
	args, variadic, err := p.parseArgList()
	if err != nil {
		return err
	}
	sig := p.tc.funcType(ret, p.argTypes(args), variadic)
	f, err := p.parseFuncTail(nameTok, sig, c, isDefine)
	if err != nil {
		return err
	}
	f.CC, f.RetAttrs = cc, retAttrs
	f.MD = append(declMD, f.MD...)
	argNums, nextID, err := p.nameParams(f, args)
	if err != nil {
		return err
	}
	if err := p.defineGlobal(nameTok, f, "function"); err != nil {
		return err
	}
	p.mod.m.AddFunction(f)
	if !isDefine {
		return nil
	}
	return p.delimitBody(f, argNums, nextID)
}

// argTypes lists the types of args, in scratch that the next use of
// p.sc.types takes back.
func (p *parser) argTypes(args []argInfo) []ir.Type {
	start := len(p.sc.types)
	for _, a := range args {
		p.sc.types = append(p.sc.types, a.typ)
	}
	ts := p.sc.types[start:]
	p.sc.types = p.sc.types[:start]
	return ts
}

// parseArgList reads "(T attrs %name, ..., ...)". The parameters are the
// end of the scratch p.sc.argv.
func (p *parser) parseArgList() ([]argInfo, bool, error) {
	if err := p.expect(tLParen); err != nil {
		return nil, false, err
	}
	start := len(p.sc.argv)
	variadic := false
	for p.tok.kind != tRParen {
		if len(p.sc.argv) > start {
			if err := p.expect(tComma); err != nil {
				return nil, false, err
			}
		}
		if p.eat(tDotDotDot) {
			variadic = true
			break
		}
		tpos := p.tok.pos
		t, err := p.parseType()
		if err != nil {
			return nil, false, err
		}
		if !ir.IsValidArgumentType(t) {
			return nil, false, p.errAt(tpos, "invalid type for function argument")
		}
		a := argInfo{pos: tpos, typ: t}
		if a.attrs, err = p.parseParamAttrs(false); err != nil {
			return nil, false, err
		}
		if p.tok.kind == tLocal || p.tok.kind == tLocalID {
			a.name = p.tok
			p.next()
		}
		p.sc.argv = append(p.sc.argv, a)
	}
	return p.sc.argv[start:], variadic, p.expect(tRParen)
}

// nameParams names f's parameters and checks their numbering. It returns
// the numbers of the unnamed ones and the next free number.
func (p *parser) nameParams(f *ir.Function, args []argInfo) ([]uint32, uint32, error) {
	nums := make([]uint32, len(args))
	next := uint32(0)
	seen := map[string]bool{}
	for i, a := range args {
		prm := f.Params[i]
		prm.Attrs = a.attrs
		switch a.name.kind {
		case tLocal:
			name := p.keep(nameOf(p.src, a.name))
			if seen[name] {
				return nil, 0, p.errAt(a.pos, "redefinition of argument '%%%s'", ir.QuoteName(name))
			}
			seen[name] = true
			prm.SetName(name)
		case tLocalID:
			id := idOf(p.src, a.name)
			if id < next {
				return nil, 0, p.errAt(a.pos, "argument expected to be numbered '%%%d' or greater", next)
			}
			nums[i], next = id, id+1
		default:
			nums[i] = next
			next++
		}
	}
	for i, n := range nums {
		if n != uint32(i) {
			return nums, next, nil
		}
	}
	return nil, next, nil
}

// parseFuncTail reads what follows the parameter list up to the body, and
// makes the function. Only a definition has metadata attachments here (a
// declaration has them after "declare").
func (p *parser) parseFuncTail(nameTok token, sig *ir.FuncType, c ir.GlobalCommon, isDefine bool) (*ir.Function, error) {
	p.parseUnnamedAddr(&c)
	as, err := p.parseOptAddrSpace(p.mod.progAS)
	if err != nil {
		return nil, err
	}
	c.AddrSpace = as
	var pt ir.Type = p.tc.ptr(as)
	if p.mod.typed {
		pt = p.tc.typedPtr(sig, as)
	}
	f := ir.NewFunction(p.globalName(nameTok), sig, pt)
	adopt(&f.GlobalCommon, c)
	if err := p.parseFnAttrs(&f.FnAttrs, f.SetAlign, true); err != nil {
		return nil, err
	}
	// The properties come at most once each, in this order (attachments
	// last, as many as wanted); LLVM stops reading the header at one out
	// of order, and so does this loop.
	last := 0
	for done := false; !done; {
		if p.tok.kind == tWord {
			if r := headerRank[string(p.text())]; r > 0 && r <= last {
				break
			} else if r > 0 {
				last = r
			}
		}
		switch {
		case p.eatWord("section"):
			f.Section, err = p.parseString("section name")
			f.HasSect = true
		case p.eatWord("partition"):
			f.Partition, err = p.parseString("partition name")
			f.HasPart = true
		case p.isWord("comdat"):
			err = p.parseComdatRef(&f.GlobalCommon)
		case p.eatWord("align"):
			var a uint64
			a, err = p.parseAlignValue()
			f.SetAlign(a)
		case p.eatWord("gc"):
			f.GC, err = p.parseString("garbage collector name")
			f.HasGC = true
		case p.eatWord("prefix"):
			f.Prefix, err = p.parseTypeAndConst()
		case p.eatWord("prologue"):
			f.Prologue, err = p.parseTypeAndConst()
		case p.eatWord("personality"):
			f.Personality, err = p.parseTypeAndConst()
		case isDefine && p.tok.kind == tMetaVar:
			var a ir.MDAttachment
			a, err = p.parseAttachment()
			f.MD = append(f.MD, a)
		default:
			done = true
		}
		if err != nil {
			return nil, err
		}
	}
	return f, nil
}

// headerRank orders the properties of a function header.
var headerRank = map[string]int{"section": 1, "partition": 2, "comdat": 3, "align": 4, "gc": 5,
	"prefix": 6, "prologue": 7, "personality": 8}

// delimitBody finds the body's closing brace and queues it for parsing. A
// body whose braces do not balance is parsed at once to report the error.
func (p *parser) delimitBody(f *ir.Function, argNums []uint32, nextID uint32) error {
	if p.tok.kind != tLBrace {
		return p.unexpected("'{' in function body")
	}
	open := p.tok.pos
	job := &bodyJob{f: f, open: open, argNums: argNums, nextID: nextID}
	job.progAS, job.spaces = p.mod.progAS, p.mod.spaces
	end := -1
	if p.mod.fast {
		end = guessBodyEnd(p.src, int(open))
	} else {
		end = skipBody(p.src, int(open))
	}
	if end < 0 && p.mod.fast {
		return errFastPath
	}
	if end < 0 {
		wk := &worker{tc: p.tc, ar: p.ar, fs: &funcState{}}
		p.mod.runBody(job, wk, len(p.src))
		if job.retype {
			return errRetypePointers
		}
		if job.err != nil {
			return job.err
		}
		return p.errAt(int32(len(p.src)), "expected '}' at end of function body, found end of file")
	}
	job.close = int32(end)
	p.mod.jobs = append(p.mod.jobs, job)
	if p.mod.pool != nil {
		p.mod.streaming = true
		p.mod.pool.add(job)
	}
	p.lex.pos = end + 1
	p.next()
	return nil
}

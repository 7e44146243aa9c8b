package llread

import "memspace/ir"

// dlSpaces are the address spaces a data layout names: the alloca (A),
// globals (G) and program (P) spaces, and pointer specifications given a
// name ("p3(shared):32:32"). "addrspace("G")" and "addrspace("shared")"
// stand for their numbers. A data layout replaces the whole value, which
// bodies read in parallel keep (bodyJob.spaces), so it is never changed.
type dlSpaces struct {
	prog, alloca, global uint32
	named                map[string]uint32
}

// readDataLayout records the address spaces data layout dl names. Like
// llvm-as, the reader does not apply the alloca (A) and globals (G) spaces
// to allocas and globals written without one: they serve only addrspace("A")
// and addrspace("G"). Functions are in the program space (P) unless they
// say otherwise.
func (p *parser) readDataLayout(dl string, pos int32) error {
	if msg := ir.DataLayoutProblem(dl); msg != "" {
		return p.errAt(pos, "%s", msg)
	}
	sp := &dlSpaces{}
	for len(dl) > 0 {
		spec := dl
		if i := indexByte(dl, '-'); i >= 0 {
			spec, dl = dl[:i], dl[i+1:]
		} else {
			dl = ""
		}
		if len(spec) > 1 && spec[0] == 'p' {
			sp.namePointerSpec(spec[1:])
			continue
		}
		if len(spec) < 2 || (spec[0] != 'A' && spec[0] != 'P' && spec[0] != 'G') {
			continue
		}
		n, _ := ir.SmallDecimal(spec[1:]) // checked above
		switch spec[0] {
		case 'P':
			sp.prog = n
		case 'A':
			sp.alloca = n
		case 'G':
			sp.global = n
		}
	}
	p.mod.progAS, p.mod.spaces = sp.prog, sp
	return nil
}

// namePointerSpec records the name of a pointer specification
// "[N](name):size:abi..." (spec without its 'p'), if it has one.
func (sp *dlSpaces) namePointerSpec(spec string) {
	open := indexByte(spec, '(')
	if open < 0 {
		return
	}
	end := indexByte(spec, ')')
	if end < open {
		return
	}
	n := uint32(0)
	if open > 0 {
		var ok bool
		if n, ok = ir.SmallDecimal(spec[:open]); !ok {
			return
		}
	}
	if sp.named == nil {
		sp.named = map[string]uint32{}
	}
	sp.named[spec[open+1:end]] = n
}

// symbolicAddrSpace returns the number addrspace("name") stands for.
func (p *parser) symbolicAddrSpace(name string) (uint32, bool) {
	sp := p.spaces()
	switch name {
	case "P":
		return p.progAS(), true
	case "A":
		return sp.alloca, true
	case "G":
		return sp.global, true
	}
	n, ok := sp.named[name]
	return n, ok
}

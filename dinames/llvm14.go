package dinames

// LLVM 14, the reference for typed-pointer IR, spells some constants
// otherwise and lacks the ones added since. Its text reader takes a
// number for any of these fields, so for typed-pointer modules a constant
// LLVM 14 has no name for is printed as a number; LLVM 22's reader takes
// neither old spelling (DW_CC_LLVM_OpenCLKernel became
// DW_CC_LLVM_DeviceKernel in LLVM 21).

// renamed14 holds LLVM 14's names of values LLVM 22 calls otherwise.
var renamed14 = map[Family]map[uint64]string{
	CallingConv: {0xc7: "LLVM_OpenCLKernel"},
}

// new14 tells the values a family gained after LLVM 14.
var new14 = map[Family]func(v uint64) bool{
	CallingConv: func(v uint64) bool { return v >= 0xcc && v <= 0xd0 },
	Language:    func(v uint64) bool { return v >= 0x26 && v <= 0x42 },
	Tag:         func(v uint64) bool { return v == 0x4300 },
}

// Name14 returns the full name LLVM 14 gives value v of f, and false when
// LLVM 14 has none (the value is then printed as a number).
func (f Family) Name14(v uint64) (string, bool) {
	if s, ok := renamed14[f][v]; ok {
		return families[f].prefix + s, true
	}
	if isNew := new14[f]; isNew != nil && isNew(v) {
		return "", false
	}
	return f.Name(v)
}

// Value14 returns the value of a name only LLVM 14 spells so.
func (f Family) Value14(name string) (uint64, bool) {
	for v, s := range renamed14[f] {
		if families[f].prefix+s == name {
			return v, true
		}
	}
	return 0, false
}

// ValueOld returns the value of a name only LLVM 14 spells so, in any
// family (for writers that read either spelling).
func ValueOld(name string) (uint64, bool) {
	for f := range renamed14 {
		if v, ok := f.Value14(name); ok {
			return v, true
		}
	}
	return 0, false
}

package target

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// PointerSpec is one pointer entry of a data layout, p[N]:size:abi[:pref[:idx]].
// All sizes are in bits.
type PointerSpec struct {
	Space     AddrSpace
	Bits      int
	ABIAlign  int
	PrefAlign int
	IndexBits int
}

// defaultPointer is LLVM's pointer spec when a layout names none.
var defaultPointer = PointerSpec{Bits: 64, ABIAlign: 64, PrefAlign: 64, IndexBits: 64}

// DataLayout is the part of an LLVM data layout string memspace cares
// about. The zero value is the empty layout.
type DataLayout struct {
	BigEndian    bool
	AllocaSpace  AddrSpace // A<N>; 0 when absent
	ProgramSpace AddrSpace // P<N>; 0 when absent
	GlobalSpace  AddrSpace // G<N>; 0 when absent
	Pointers     []PointerSpec
	NonIntegral  []AddrSpace // ni:<N>:...
	// IntAligns holds the ABI alignments (in bits) the layout gives
	// integer types, by width: i<size>:abi[:pref].
	IntAligns map[int]int
}

// defaultIntAligns are LLVM's ABI alignments of the integer types a
// layout does not mention: i64 is only 4-aligned.
var defaultIntAligns = map[int]int{1: 8, 8: 8, 16: 16, 32: 32, 64: 32}

// IntABIAlign returns the ABI alignment in bits of the integer type of
// width bits, from the layout or LLVM's default; ok is false for a width
// neither gives (LLVM then derives one from the neighbouring entries).
func (d DataLayout) IntABIAlign(bits int) (align int, ok bool) {
	if a, ok := d.IntAligns[bits]; ok {
		return a, true
	}
	a, ok := defaultIntAligns[bits]
	return a, ok
}

// Pointer returns the pointer spec of space as. A space without its own
// entry uses the default (address space 0) entry, and a layout without
// that uses 64-bit pointers.
func (d DataLayout) Pointer(as AddrSpace) PointerSpec {
	def := defaultPointer
	for _, p := range d.Pointers {
		if p.Space == as {
			return p
		}
		if p.Space == 0 {
			def = p
		}
	}
	def.Space = as
	return def
}

// PointerBits returns the width in bits of a pointer in space as.
func (d DataLayout) PointerBits(as AddrSpace) int { return d.Pointer(as).Bits }

// ValidateDataLayout checks the basic syntax of a data layout string.
func ValidateDataLayout(s string) error {
	_, err := ParseDataLayout(s)
	return err
}

// ParseDataLayout parses an LLVM data layout string. The empty string is
// the empty layout. Each dash-separated spec must be well formed; unknown
// spec letters are errors.
func ParseDataLayout(s string) (DataLayout, error) {
	var d DataLayout
	if s == "" {
		return d, nil
	}
	for _, spec := range strings.Split(s, "-") {
		if err := d.parseSpec(spec); err != nil {
			return DataLayout{}, fmt.Errorf("datalayout %q: spec %q: %w", s, spec, err)
		}
	}
	return d, nil
}

// parseSpec reads one spec into d.
func (d *DataLayout) parseSpec(spec string) error {
	if spec == "" {
		return errors.New("empty spec")
	}
	if strings.HasPrefix(spec, "ni:") {
		return d.parseNonIntegral(spec[3:])
	}
	rest := spec[1:]
	switch spec[0] {
	case 'e', 'E':
		if rest != "" {
			return errors.New("endianness takes no value")
		}
		d.BigEndian = spec[0] == 'E'
		return nil
	case 'm':
		return parseMangling(rest)
	case 'S':
		_, err := number(rest)
		return err
	case 'A':
		return parseSpace(rest, &d.AllocaSpace)
	case 'P':
		return parseSpace(rest, &d.ProgramSpace)
	case 'G':
		return parseSpace(rest, &d.GlobalSpace)
	case 'p':
		return d.parsePointer(rest)
	case 'i':
		size, abi, err := parseAlign(spec[0], rest)
		if err == nil {
			if d.IntAligns == nil {
				d.IntAligns = map[int]int{}
			}
			d.IntAligns[size] = abi
		}
		return err
	case 'v', 'f', 'a':
		_, _, err := parseAlign(spec[0], rest)
		return err
	case 'n':
		return parseNumbers(rest)
	case 'F':
		return parseFuncAlign(rest)
	}
	return fmt.Errorf("unknown spec letter %q", spec[0])
}

// parsePointer reads "[N]:size:abi[:pref[:idx]]".
func (d *DataLayout) parsePointer(rest string) error {
	head, tail, found := strings.Cut(rest, ":")
	if !found {
		return errors.New("pointer spec needs a size and an alignment")
	}
	var as AddrSpace
	if head != "" {
		if err := parseSpace(head, &as); err != nil {
			return err
		}
	}
	nums, err := numberList(tail)
	if err != nil {
		return err
	}
	if len(nums) < 2 || len(nums) > 4 {
		return errors.New("pointer spec needs size:abi[:pref[:idx]]")
	}
	if nums[0] == 0 {
		return errors.New("pointer size must be positive")
	}
	p := PointerSpec{Space: as, Bits: nums[0], ABIAlign: nums[1], PrefAlign: nums[1], IndexBits: nums[0]}
	if len(nums) > 2 {
		p.PrefAlign = nums[2]
	}
	if len(nums) > 3 {
		p.IndexBits = nums[3]
	}
	if err := checkAligns(p.ABIAlign, p.PrefAlign); err != nil {
		return err
	}
	d.setPointer(p)
	return nil
}

// setPointer records p, replacing an earlier entry for the same space.
func (d *DataLayout) setPointer(p PointerSpec) {
	for i := range d.Pointers {
		if d.Pointers[i].Space == p.Space {
			d.Pointers[i] = p
			return
		}
	}
	d.Pointers = append(d.Pointers, p)
}

// parseNonIntegral reads the space list of "ni:N:M...".
func (d *DataLayout) parseNonIntegral(rest string) error {
	for _, f := range strings.Split(rest, ":") {
		var as AddrSpace
		if err := parseSpace(f, &as); err != nil {
			return err
		}
		d.NonIntegral = append(d.NonIntegral, as)
	}
	return nil
}

// parseAlign reads the "<size>:abi[:pref]" of an i, v, f or a spec; the
// size is optional only for a. It returns the size and the ABI alignment.
func parseAlign(kind byte, rest string) (size, abi int, err error) {
	head, tail, found := strings.Cut(rest, ":")
	if !found {
		return 0, 0, errors.New("alignment spec needs an ABI alignment")
	}
	if head != "" || kind != 'a' {
		size, err = number(head)
		if err != nil {
			return 0, 0, err
		}
		if size == 0 && kind != 'a' {
			return 0, 0, errors.New("type size must be positive")
		}
	}
	nums, err := numberList(tail)
	if err != nil {
		return 0, 0, err
	}
	if len(nums) > 2 {
		return 0, 0, errors.New("alignment spec takes abi[:pref]")
	}
	pref := nums[0]
	if len(nums) == 2 {
		pref = nums[1]
	}
	return size, nums[0], checkAligns(nums[0], pref)
}

// checkAligns checks bit alignments: whole bytes, powers of two, and the
// preferred one at least the ABI one. An ABI alignment of 0 is allowed.
func checkAligns(abi, pref int) error {
	for _, a := range []int{abi, pref} {
		if a%8 != 0 || (a != 0 && (a/8)&(a/8-1) != 0) {
			return fmt.Errorf("alignment %d is not a power-of-two number of bytes", a)
		}
	}
	if pref < abi {
		return errors.New("preferred alignment is below the ABI alignment")
	}
	return nil
}

// parseMangling reads the ":x" of an m spec.
func parseMangling(rest string) error {
	if len(rest) != 2 || rest[0] != ':' || !strings.ContainsRune("elmoxwa", rune(rest[1])) {
		return errors.New("mangling must be m:e, m:l, m:m, m:o, m:x, m:w or m:a")
	}
	return nil
}

// parseNumbers reads the native integer widths "size[:size...]".
func parseNumbers(rest string) error {
	nums, err := numberList(rest)
	if err != nil {
		return err
	}
	for _, n := range nums {
		if n == 0 {
			return errors.New("native integer width must be positive")
		}
	}
	return nil
}

// parseFuncAlign reads the "i<abi>" or "n<abi>" of an F spec.
func parseFuncAlign(rest string) error {
	if rest == "" || (rest[0] != 'i' && rest[0] != 'n') {
		return errors.New("function pointer alignment must be Fi<N> or Fn<N>")
	}
	a, err := number(rest[1:])
	if err != nil {
		return err
	}
	return checkAligns(a, a)
}

// parseSpace reads an address space number into as.
func parseSpace(s string, as *AddrSpace) error {
	n, err := strconv.ParseUint(s, 10, 24)
	if err != nil || !isDigits(s) {
		return fmt.Errorf("bad address space %q", s)
	}
	*as = AddrSpace(n)
	return nil
}

// numberList reads colon-separated decimal numbers.
func numberList(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ":") {
		n, err := number(f)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// number reads one unsigned decimal number.
func number(s string) (int, error) {
	n, err := strconv.ParseUint(s, 10, 31)
	if err != nil || !isDigits(s) {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return int(n), nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// CheckLayout applies the target's rules to a data layout string: it must
// not be empty and must parse; NVPTX further requires little-endian and
// 32- or 64-bit pointers in every space.
func (t *Target) CheckLayout(s string) error {
	if s == "" {
		return errors.New("empty target data layout")
	}
	d, err := ParseDataLayout(s)
	if err != nil || t != nvptx {
		return err
	}
	if d.BigEndian {
		return fmt.Errorf("datalayout %q: nvptx is little-endian", s)
	}
	for _, p := range append([]PointerSpec{d.Pointer(0)}, d.Pointers...) {
		if p.Bits != 32 && p.Bits != 64 {
			return fmt.Errorf("datalayout %q: %d-bit pointers in address space %d",
				s, p.Bits, p.Space)
		}
	}
	return nil
}

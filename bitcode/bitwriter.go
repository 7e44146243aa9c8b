package bitcode

import (
	"encoding/binary"
	"io"
	"math/bits"
	"slices"
)

// bitWriter packs bits the way bitstream readers expect them: least
// significant bit first, in little-endian 32-bit words.
type bitWriter struct {
	out   []byte
	cur   uint64 // pending bits
	nbits uint   // number of pending bits (< 32 between calls)

	// With a sink, the bytes before out have gone to it (flush): flushed
	// of them. Positions (pos) count from the start of the output.
	sink    Output
	flushed int
	err     error // the sink's first error
	// fields are the fields written before their values are known
	// (reserve), until they are filled.
	fields []*field
}

// field is a fixed-width field written as zeros and filled in later, as
// LLVM backpatches the offsets it writes before what they point to. The
// field need not be word aligned, so its bytes are kept as they go to
// the sink: filling it then rewrites whole bytes.
type field struct {
	bit   uint64 // the position of its first bit
	width uint
	first int    // the byte position of saved[0]
	saved []byte // its bytes as flushed
}

// Output is where EncodeTo writes: the bytes in order, and the length
// words of blocks that were written out before the block ended.
type Output interface {
	io.Writer
	io.WriterAt
}

// pos is the byte position of the end of out in the whole output.
func (w *bitWriter) pos() int { return w.flushed + len(w.out) }

// flush hands out's bytes (whole words; the pending bits stay) to the
// sink.
func (w *bitWriter) flush() {
	if w.sink == nil || len(w.out) == 0 {
		return
	}
	for _, f := range w.fields {
		for i := range f.saved {
			if q := f.first + i - w.flushed; q >= 0 && q < len(w.out) {
				f.saved[i] = w.out[q]
			}
		}
	}
	if w.err == nil {
		_, w.err = w.sink.Write(w.out)
	}
	w.flushed += len(w.out)
	w.out = w.out[:0]
}

// patch32 writes v as the word at byte position at, in out or in the
// sink when flushed already.
func (w *bitWriter) patch32(at int, v uint32) {
	if at >= w.flushed {
		binary.LittleEndian.PutUint32(w.out[at-w.flushed:], v)
		return
	}
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], v)
	if w.err == nil {
		_, w.err = w.sink.WriteAt(b[:], int64(at))
	}
}

// reserve writes a field of width bits (at most 64) as zeros, for fill.
// It is kept before any of its bits are written, so that a flush in the
// middle of it keeps its bytes.
func (w *bitWriter) reserve(width uint) *field {
	bit := w.bitPos()
	first := int(bit / 8)
	f := &field{bit: bit, width: width, first: first, saved: make([]byte, int((bit+uint64(width)+7)/8)-first)}
	w.fields = append(w.fields, f)
	w.emit64(0, width)
	return f
}

// fill puts v into field f, which must be written whole by now.
func (w *bitWriter) fill(f *field, v uint64) {
	buf := make([]byte, len(f.saved))
	for i := range buf {
		if q := f.first + i; q >= w.flushed {
			buf[i] = w.out[q-w.flushed]
		} else {
			buf[i] = f.saved[i]
		}
	}
	for k := uint(0); k < f.width; k++ {
		pos := f.bit + uint64(k) - uint64(f.first)*8
		mask := byte(1) << (pos % 8)
		if v>>k&1 == 1 {
			buf[pos/8] |= mask
		} else {
			buf[pos/8] &^= mask
		}
	}
	out := 0 // how many of the bytes have gone to the sink
	for i := range buf {
		if q := f.first + i; q >= w.flushed {
			w.out[q-w.flushed] = buf[i]
		} else {
			out = i + 1
		}
	}
	if out > 0 && w.err == nil {
		_, w.err = w.sink.WriteAt(buf[:out], int64(f.first))
	}
	w.fields = slices.DeleteFunc(w.fields, func(x *field) bool { return x == f })
}

// emit writes the low n bits of v (n <= 32).
func (w *bitWriter) emit(v uint64, n uint) {
	if n == 0 {
		return
	}
	w.cur |= (v & (1<<n - 1)) << w.nbits
	w.nbits += n
	for w.nbits >= 32 {
		w.out = binary.LittleEndian.AppendUint32(w.out, uint32(w.cur))
		w.cur >>= 32
		w.nbits -= 32
		if len(w.out) >= flushSize && w.sink != nil {
			w.flush()
		}
	}
}

// emit64 writes up to 64 bits.
func (w *bitWriter) emit64(v uint64, n uint) {
	if n > 32 {
		w.emit(v&0xFFFFFFFF, 32)
		w.emit(v>>32, n-32)
		return
	}
	w.emit(v, n)
}

// vbr writes v in chunks of n bits.
func (w *bitWriter) vbr(v uint64, n uint) {
	hi := uint64(1) << (n - 1)
	for v >= hi {
		w.emit(v&(hi-1)|hi, n)
		v >>= n - 1
	}
	w.emit(v, n)
}

// align32 pads with zero bits to a word boundary.
func (w *bitWriter) align32() {
	if w.nbits > 0 {
		w.emit(0, 32-w.nbits)
	}
}

// bitPos is the number of bits written so far.
func (w *bitWriter) bitPos() uint64 { return uint64(w.pos())*8 + uint64(w.nbits) }

// bytes returns the output (which must be word aligned).
func (w *bitWriter) bytes() []byte {
	w.align32()
	return w.out
}

// blockWriter writes blocks and records over a bitWriter.
type blockWriter struct {
	w       *bitWriter
	width   uint
	stack   []openBlock
	abbrevs []*abbrev   // of the current block
	idx     abbrevIndex // of abbrevs, built on the first record
	info    map[uint64][]*abbrev
	id      uint64       // of the current block
	edit    RecordRecode // see EncodeRecoded; nil but in tests
}

type openBlock struct {
	id      uint64
	width   uint
	sizePos int // byte position of the length word (bitWriter.pos)
	abbrevs []*abbrev
	idx     abbrevIndex
}

func newBlockWriter() *blockWriter {
	return &blockWriter{w: &bitWriter{}, width: 2, info: map[uint64][]*abbrev{}}
}

// enter opens block id with the given abbreviation width.
func (b *blockWriter) enter(id uint64, width uint) {
	b.w.emit(abbrEnterBlock, b.width)
	b.w.vbr(id, 8)
	b.w.vbr(uint64(width), 4)
	b.w.align32()
	pos := b.w.pos()
	b.w.emit(0, 32) // length, patched by exit
	b.stack = append(b.stack, openBlock{id: b.id, width: b.width, sizePos: pos, abbrevs: b.abbrevs, idx: b.idx})
	b.width, b.id = width, id
	b.abbrevs, b.idx = append([]*abbrev(nil), b.info[id]...), abbrevIndex{}
}

// exit closes the current block.
func (b *blockWriter) exit() {
	b.w.emit(abbrEndBlock, b.width)
	b.w.align32()
	top := b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	words := (b.w.pos() - top.sizePos - 4) / 4
	b.w.patch32(top.sizePos, uint32(words))
	b.width, b.abbrevs, b.idx, b.id = top.width, top.abbrevs, top.idx, top.id
}

// defineAbbrev defines an abbreviation in the current block and returns its id.
func (b *blockWriter) defineAbbrev(a *abbrev) uint64 {
	b.w.emit(abbrDefine, b.width)
	b.writeAbbrevOps(a)
	b.abbrevs, b.idx = append(b.abbrevs, a), abbrevIndex{}
	return uint64(len(b.abbrevs)-1) + firstUserAbbrev
}

// The operands of the abbreviations the writer defines.
func opLit(v uint64) abbrevOp   { return abbrevOp{enc: encLiteral, value: v} }
func opFixed(w uint64) abbrevOp { return abbrevOp{enc: encFixed, value: w} }
func opVBR(w uint64) abbrevOp   { return abbrevOp{enc: encVBR, value: w} }

var (
	opArray = abbrevOp{enc: encArray}
	opChar6 = abbrevOp{enc: encChar6}
	opBlob  = abbrevOp{enc: encBlob}
)

// opFixedFor is the fixed field LLVM gives values up to n:
// Log2_32_Ceil(n + 1) bits.
func opFixedFor(n uint64) abbrevOp { return opFixed(uint64(bits.Len64(n))) }

// defineAbbrevs defines the abbreviations in order and returns the id of
// the first.
func (b *blockWriter) defineAbbrevs(list ...[]abbrevOp) uint64 {
	first := uint64(len(b.abbrevs)) + firstUserAbbrev
	for _, ops := range list {
		b.defineAbbrev(&abbrev{ops: ops})
	}
	return first
}

// abbrevIndex is what record looks up before it tries the abbreviations
// of a block one by one: the codes some abbreviation starts with, and
// whether one record may fit two of them.
type abbrevIndex struct {
	built   bool
	amb     bool      // a record may fit two abbreviations
	anyCode bool      // an abbreviation takes any code
	codes   [2]uint64 // the codes below 128 an abbreviation starts with
}

// index returns the abbreviations' index, built once per block.
func (b *blockWriter) index() *abbrevIndex {
	x := &b.idx
	if x.built {
		return x
	}
	x.built = true
	for i, a := range b.abbrevs {
		switch first := a.ops[0]; {
		case first.enc != encLiteral || first.value >= 128:
			x.anyCode = true
		default:
			x.codes[first.value>>6] |= 1 << (first.value & 63)
		}
		for _, y := range b.abbrevs[i+1:] {
			x.amb = x.amb || mayOverlap(a, y)
		}
	}
	return x
}

// noAbbrev reports whether no abbreviation of the block starts with code.
func (x *abbrevIndex) noAbbrev(code uint64) bool {
	return !x.anyCode && code < 128 && x.codes[code>>6]&(1<<(code&63)) == 0
}

func mayOverlap(x, y *abbrev) bool {
	fx, fy := x.ops[0], y.ops[0]
	if fx.enc == encLiteral && fy.enc == encLiteral && fx.value != fy.value {
		return false
	}
	return len(x.ops) == len(y.ops) || variableLength(x) || variableLength(y)
}

// variableLength reports whether a takes a variable number of values.
func variableLength(a *abbrev) bool {
	for _, op := range a.ops {
		if op.enc == encArray || op.enc == encBlob {
			return true
		}
	}
	return false
}

// abbrevBits is the number of bits abbreviation a writes the record in
// (which it fits), its id left out.
func abbrevBits(a *abbrev, code uint64, ops []uint64) int {
	at := func(k int) uint64 {
		if k == 0 {
			return code
		}
		return ops[k-1]
	}
	n, k := 0, 0
	for i := 0; i < len(a.ops); i++ {
		op := a.ops[i]
		if op.enc == encArray {
			elt := a.ops[i+1]
			n += vbrWidth(uint64(len(ops)+1-k), 6)
			for ; k <= len(ops); k++ {
				n += scalarBits(elt, at(k))
			}
			break
		}
		n += scalarBits(op, at(k))
		k++
	}
	return n
}

func scalarBits(op abbrevOp, v uint64) int {
	switch op.enc {
	case encFixed:
		return int(op.value)
	case encVBR:
		return vbrWidth(v, uint(op.value))
	case encChar6:
		return 6
	}
	return 0
}

// vbrWidth is the width of v written in chunks of n bits.
func vbrWidth(v uint64, n uint) int {
	chunks := 1
	for v >= 1<<(n-1) {
		v >>= n - 1
		chunks++
	}
	return chunks * int(n)
}

func (b *blockWriter) writeAbbrevOps(a *abbrev) {
	b.w.vbr(uint64(len(a.ops)), 5)
	for _, op := range a.ops {
		if op.enc == encLiteral {
			b.w.emit(1, 1)
			b.w.vbr(op.value, 8)
			continue
		}
		b.w.emit(0, 1)
		b.w.emit(uint64(op.enc), 3)
		if op.enc == encFixed || op.enc == encVBR {
			b.w.vbr(op.value, 5)
		}
	}
}

// record writes a record with the abbreviation of the block that writes
// it in the fewest bits (the first of those), else unabbreviated. That is
// the choice LLVM's writer makes wherever it offers a record more than
// one abbreviation (symbol table names, C strings: 6, 7 or 8 bits a
// character). Most blocks never give one record two abbreviations that
// fit (they differ in code or in length), and the first fit is taken.
func (b *blockWriter) record(code uint64, ops []uint64) {
	code, ops = b.edited(code, ops)
	x := b.index()
	if x.noAbbrev(code) {
		b.unabbrev(code, ops)
		return
	}
	best, bestBits := -1, 0
	for i, a := range b.abbrevs {
		if first := a.ops[0]; first.enc == encLiteral && first.value != code {
			continue
		}
		if !fits(a, code, ops) {
			continue
		}
		if !x.amb {
			best = i
			break
		}
		if n := abbrevBits(a, code, ops); best < 0 || n < bestBits {
			best, bestBits = i, n
		}
	}
	if best >= 0 {
		b.writeAbbreviated(uint64(best)+firstUserAbbrev, code, ops, nil)
		return
	}
	b.unabbrev(code, ops)
}

// recordUnabbrev is record for a record written unabbreviated whatever
// abbreviation fits (LLVM's choice for an instruction that names a
// forward reference).
func (b *blockWriter) recordUnabbrev(code uint64, ops []uint64) {
	b.unabbrev(b.edited(code, ops))
}

// edited is a record as the test hook (EncodeRecoded) changes it, or as
// it is without one.
func (b *blockWriter) edited(code uint64, ops []uint64) (uint64, []uint64) {
	if b.edit == nil {
		return code, ops
	}
	return b.edit(b.id, code, ops)
}

// unabbrev writes a record unabbreviated.
func (b *blockWriter) unabbrev(code uint64, ops []uint64) {
	b.w.emit(abbrUnabbrev, b.width)
	b.w.vbr(code, 6)
	b.w.vbr(uint64(len(ops)), 6)
	for _, v := range ops {
		b.w.vbr(v, 6)
	}
}

// abbrRecord writes a record with abbreviation id (code included as the
// first operand value); blob is used for a blob operand.
func (b *blockWriter) abbrRecord(id uint64, code uint64, ops []uint64, blob []byte) {
	if b.edit != nil && blob == nil {
		// An edited record that the abbreviation cannot hold any more
		// is written unabbreviated (checked only under the hook: this
		// is the writer's hot path).
		if code, ops = b.edited(code, ops); !fits(b.abbrevs[id-firstUserAbbrev], code, ops) {
			b.unabbrev(code, ops)
			return
		}
	}
	b.writeAbbreviated(id, code, ops, blob)
}

// writeAbbreviated is abbrRecord, unedited.
func (b *blockWriter) writeAbbreviated(id uint64, code uint64, ops []uint64, blob []byte) {
	a := b.abbrevs[id-firstUserAbbrev]
	b.w.emit(id, b.width)
	// value k of the record: the code, then ops
	at := func(k int) uint64 {
		if k == 0 {
			return code
		}
		return ops[k-1]
	}
	n := len(ops) + 1
	k := 0
	for i := 0; i < len(a.ops); i++ {
		op := a.ops[i]
		switch op.enc {
		case encLiteral:
			k++
		case encFixed:
			b.w.emit64(at(k), uint(op.value))
			k++
		case encVBR:
			b.w.vbr(at(k), uint(op.value))
			k++
		case encChar6:
			b.w.emit(char6(at(k)), 6)
			k++
		case encArray:
			elt := a.ops[i+1]
			b.w.vbr(uint64(n-k), 6)
			for ; k < n; k++ {
				v := at(k)
				switch elt.enc {
				case encFixed:
					b.w.emit64(v, uint(elt.value))
				case encVBR:
					b.w.vbr(v, uint(elt.value))
				case encChar6:
					b.w.emit(char6(v), 6)
				}
			}
			i++
		case encBlob:
			b.w.vbr(uint64(len(blob)), 6)
			b.w.align32()
			// word aligned: the bytes go out as they are, then zeros to
			// the next word
			b.w.out = append(b.w.out, blob...)
			for len(b.w.out)%4 != 0 {
				b.w.out = append(b.w.out, 0)
			}
		}
	}
}

func char6(v uint64) uint64 {
	switch {
	case v >= 'a' && v <= 'z':
		return v - 'a'
	case v >= 'A' && v <= 'Z':
		return v - 'A' + 26
	case v >= '0' && v <= '9':
		return v - '0' + 52
	case v == '.':
		return 62
	}
	return 63
}

// isChar6 reports whether every byte of s can be written as a char6.
func isChar6(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// charOp is the array element LLVM's writer gives the characters of s:
// char6, else 7 bits, else 8.
func charOp(s string) abbrevOp {
	if isChar6(s) {
		return opChar6
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 128 {
			return opFixed(8)
		}
	}
	return opFixed(7)
}

// strOps makes record operands of the bytes of s.
func strOps(s string) []uint64 {
	out := make([]uint64, len(s))
	for i := 0; i < len(s); i++ {
		out[i] = uint64(s[i])
	}
	return out
}

// fits reports whether an abbreviation without a blob can write the record.
func fits(a *abbrev, code uint64, ops []uint64) bool {
	vals := len(ops) + 1
	at := func(k int) uint64 {
		if k == 0 {
			return code
		}
		return ops[k-1]
	}
	k := 0
	for i := 0; i < len(a.ops); i++ {
		op := a.ops[i]
		switch op.enc {
		case encBlob:
			return false
		case encArray:
			elt := a.ops[i+1]
			for ; k < vals; k++ {
				if !fitsScalar(elt, at(k)) {
					return false
				}
			}
			return true
		}
		if k >= vals || !fitsScalar(op, at(k)) {
			return false
		}
		k++
	}
	return k == vals
}

func fitsScalar(op abbrevOp, v uint64) bool {
	switch op.enc {
	case encLiteral:
		return v == op.value
	case encFixed:
		return op.value >= 64 || v < 1<<op.value
	case encVBR:
		return true
	case encChar6:
		return v < 128 && isChar6(string(rune(v)))
	}
	return false
}

// blockInfo writes the BLOCKINFO block: abbreviations every block of
// the given ids starts with.
func (b *blockWriter) blockInfo(defs map[uint64][]*abbrev, order []uint64) {
	b.enter(blockInfoID, 2)
	for _, id := range order {
		b.record(1, []uint64{id})
		for _, a := range defs[id] {
			b.w.emit(abbrDefine, b.width)
			b.writeAbbrevOps(a)
			b.info[id] = append(b.info[id], a)
		}
	}
	b.exit()
}

package bitcode

import (
	"encoding/binary"
	"fmt"
)

// The abbreviation ids every block has.
const (
	abbrEndBlock    = 0
	abbrEnterBlock  = 1
	abbrDefine      = 2
	abbrUnabbrev    = 3
	firstUserAbbrev = 4
)

// Operand encodings of an abbreviation.
const (
	encLiteral = 0
	encFixed   = 1
	encVBR     = 2
	encArray   = 3
	encChar6   = 4
	encBlob    = 5
)

// abbrevOp is one operand of an abbreviation.
type abbrevOp struct {
	enc   uint8
	value uint64 // literal value, or width of fixed/VBR
}

// abbrev is a record layout defined by DEFINE_ABBREV.
type abbrev struct{ ops []abbrevOp }

// cursor reads bits from a byte slice, least significant bit first, the
// way LLVM's bitstream packs them into little-endian 32-bit words.
type cursor struct {
	data []byte
	pos  uint64 // bit position
	end  uint64 // bit length
}

func newCursor(data []byte) *cursor {
	return &cursor{data: data, end: uint64(len(data)) * 8}
}

// errTruncated is raised (as a *bitError panic) when a read runs past the end.
type bitError struct {
	pos uint64
	msg string
}

func (c *cursor) fail(format string, args ...any) {
	panic(&bitError{pos: c.pos, msg: fmt.Sprintf(format, args...)})
}

func (c *cursor) atEnd() bool { return c.pos >= c.end }

// read returns the next n bits (n <= 64).
func (c *cursor) read(n uint) uint64 {
	if n == 0 {
		return 0
	}
	if c.pos+uint64(n) > c.end {
		c.fail("unexpected end of data")
	}
	byteOff := c.pos >> 3
	shift := uint(c.pos & 7)
	var v uint64
	if byteOff+8 <= uint64(len(c.data)) {
		v = binary.LittleEndian.Uint64(c.data[byteOff:]) >> shift
		if n+shift > 64 {
			v |= uint64(c.data[byteOff+8]) << (64 - shift)
		}
	} else {
		var buf [9]byte
		copy(buf[:], c.data[byteOff:])
		v = binary.LittleEndian.Uint64(buf[:]) >> shift
		if n+shift > 64 {
			v |= uint64(buf[8]) << (64 - shift)
		}
	}
	c.pos += uint64(n)
	if n < 64 {
		v &= 1<<n - 1
	}
	return v
}

// vbr reads a variable-width integer in chunks of n bits, as LLVM's
// ReadVBR64 does: a chunk that goes on past bit 64 is an error.
func (c *cursor) vbr(n uint) uint64 { return c.vbrUpTo(n, 64) }

// vbr32 reads one of the integers LLVM reads with ReadVBR, to 32 bits:
// block ids, record codes and lengths, abbreviation sizes. A chunk that
// goes on past bit 32 is an error, and the bits of the last chunk past 32
// are dropped, as LLVM drops them (bitcode mutant 854 of seed 691 made a
// record's length go on).
func (c *cursor) vbr32(n uint) uint64 { return uint64(uint32(c.vbrUpTo(n, 32))) }

func (c *cursor) vbrUpTo(n, limit uint) uint64 {
	if n < 2 || n > 32 {
		c.fail("invalid VBR width %d", n)
	}
	hi := uint64(1) << (n - 1)
	var v uint64
	var shift uint
	for {
		piece := c.read(n)
		v |= (piece & (hi - 1)) << shift
		if piece&hi == 0 {
			return v
		}
		shift += n - 1
		if shift >= limit {
			c.fail("unterminated VBR")
		}
	}
}

// align32 skips to the next multiple of 32 bits.
func (c *cursor) align32() {
	p := (c.pos + 31) &^ 31
	if p > c.end {
		c.fail("unexpected end of data")
	}
	c.pos = p
}

// blockInfo holds the abbreviations BLOCKINFO defines for each block id.
type blockInfo struct {
	abbrevs map[uint64][]*abbrev
	names   map[uint64]string
}

// block is an open block: its id, abbreviation width and abbreviations.
type block struct {
	id      uint64
	width   uint
	abbrevs []*abbrev
	end     uint64 // bit position of the block's end
}

// record is one record read: its code, operands and blob.
type record struct {
	code uint64
	ops  []uint64
	blob []byte
	pos  uint64 // bit offset where the record starts
	abbr uint64 // abbreviation id used
}

// entryKind tells what the next thing in a block is.
type entryKind uint8

const (
	entryRecord entryKind = iota
	entrySubBlock
	entryEnd
)

// stream reads blocks and records.
type stream struct {
	c     *cursor
	info  *blockInfo
	stack []*block
	ops   []uint64 // scratch for records
	// blockStart is where the sub-block next returned last begins (its
	// abbreviation id), the position symbol tables give in words.
	blockStart uint64
}

func newStream(data []byte) *stream {
	return &stream{c: newCursor(data), info: &blockInfo{abbrevs: map[uint64][]*abbrev{}, names: map[uint64]string{}}}
}

func (s *stream) cur() *block { return s.stack[len(s.stack)-1] }

// next reads the next abbreviation id in the current block and says what
// follows: a record (id returned), a sub-block (its id returned, not yet
// entered) or the end of the block (consumed). DEFINE_ABBREV is handled here.
func (s *stream) next() (entryKind, uint64) {
	for {
		b := s.cur()
		if s.c.pos >= b.end && b.end != 0 {
			s.c.fail("block %s runs past its declared length", blockName(b.id))
		}
		start := s.c.pos
		id := s.c.read(b.width)
		switch id {
		case abbrEndBlock:
			s.exitBlock(b, start)
			return entryEnd, 0
		case abbrEnterBlock:
			s.blockStart = start
			return entrySubBlock, s.c.vbr32(8)
		case abbrDefine:
			a := s.readAbbrev()
			b.abbrevs = append(b.abbrevs, a)
		default:
			return entryRecord, id
		}
	}
}

// exitBlock closes block b at its END_BLOCK, read at bit start. LLVM
// goes on after an END_BLOCK wherever it is, so an early one leaves the
// rest of the block to be read as what follows; every writer puts it at
// the declared end, which is where it must be.
func (s *stream) exitBlock(b *block, start uint64) {
	s.c.align32()
	if b.end != 0 && s.c.pos != b.end {
		s.c.pos = start
		s.c.fail("block %s ends before its declared length", blockName(b.id))
	}
	s.stack = s.stack[:len(s.stack)-1]
}

// enter opens the sub-block whose id next returned.
// enterTop enters top-level block id, its abbreviation width starting
// from the file's (2).
func (s *stream) enterTop(id uint64) {
	s.stack = []*block{{width: 2}}
	s.enter(id)
}

func (s *stream) enter(id uint64) {
	width := s.c.vbr32(4)
	s.c.align32()
	words := s.c.read(32)
	if width < 1 || width > 32 {
		s.c.fail("invalid abbreviation width %d for block %s", width, blockName(id))
	}
	end := s.c.pos + words*32
	if end > s.c.end {
		s.c.fail("block %s is longer than the file (truncated?)", blockName(id))
	}
	// A block closed earlier at this depth is reused: nothing refers to
	// it once its END_BLOCK is read.
	var b *block
	if n := len(s.stack); n < cap(s.stack) {
		b = s.stack[:n+1][n]
	}
	if b == nil {
		b = &block{}
	}
	*b = block{id: id, width: uint(width), end: end, abbrevs: append(b.abbrevs[:0], s.info.abbrevs[id]...)}
	s.stack = append(s.stack, b)
}

// skip passes over the sub-block whose id next returned, returning the
// bit range of its contents.
func (s *stream) skip(id uint64) (start, end uint64) {
	s.c.vbr32(4)
	s.c.align32()
	words := s.c.read(32)
	start = s.c.pos
	end = start + words*32
	if end > s.c.end {
		s.c.fail("block %s is longer than the file (truncated?)", blockName(id))
	}
	s.c.pos = end
	return start, end
}

// readAll reads the records of the block entered last and passes over
// its sub-blocks, keeping nothing: the shape is checked.
func (s *stream) readAll() {
	for {
		k, id := s.next()
		switch k {
		case entryEnd:
			return
		case entrySubBlock:
			s.skip(id)
		default:
			s.readRecord(id)
		}
	}
}

func (s *stream) readAbbrev() *abbrev {
	n := s.c.vbr32(5)
	if n > 1<<16 {
		s.c.fail("abbreviation with %d operands", n)
	}
	a := &abbrev{}
	for i := uint64(0); i < n; i++ {
		if s.c.read(1) == 1 {
			a.ops = append(a.ops, abbrevOp{enc: encLiteral, value: s.c.vbr(8)})
			continue
		}
		enc := uint8(s.c.read(3))
		op := abbrevOp{enc: enc}
		switch enc {
		case encFixed, encVBR:
			op.value = s.c.vbr(5)
			// LLVM reads at most 32 bits at a time (MaxChunkSize).
			if op.value > 32 {
				s.c.fail("invalid abbreviation operand width %d", op.value)
			}
			if enc == encVBR && op.value == 1 {
				s.c.fail("invalid abbreviation operand width 1 for VBR")
			}
			if op.value == 0 {
				op = abbrevOp{enc: encLiteral, value: 0}
			}
		case encArray:
			if i != n-2 {
				s.c.fail("array must be the next to last abbreviation operand")
			}
		case encBlob:
			if i != n-1 {
				s.c.fail("blob must be the last abbreviation operand")
			}
		case encChar6:
		default:
			s.c.fail("invalid abbreviation encoding %d", enc)
		}
		a.ops = append(a.ops, op)
	}
	if len(a.ops) == 0 {
		s.c.fail("empty abbreviation")
	}
	if a.ops[0].enc == encArray || a.ops[0].enc == encBlob {
		s.c.fail("abbreviation cannot start with an array or blob")
	}
	return a
}

// readRecord reads the record whose abbreviation id next returned. The
// operands slice is reused by the next call.
func (s *stream) readRecord(abbrID uint64) record {
	start := s.c.pos - uint64(s.cur().width)
	r := record{pos: start, abbr: abbrID}
	ops := s.ops[:0]
	if abbrID == abbrUnabbrev {
		r.code = s.c.vbr32(6)
		n := s.c.vbr32(6)
		if n > (s.c.end - s.c.pos) {
			s.c.fail("record with %d operands is longer than the file", n)
		}
		for i := uint64(0); i < n; i++ {
			ops = append(ops, s.c.vbr(6))
		}
		s.ops = ops
		r.ops = ops
		return r
	}
	b := s.cur()
	idx := abbrID - firstUserAbbrev
	if idx >= uint64(len(b.abbrevs)) {
		s.c.fail("invalid abbreviation id %d in block %s", abbrID, blockName(b.id))
	}
	a := b.abbrevs[idx]
	first := true
	for i := 0; i < len(a.ops); i++ {
		op := a.ops[i]
		switch op.enc {
		case encArray:
			n := s.c.vbr32(6)
			elt := a.ops[i+1]
			if n > (s.c.end - s.c.pos) {
				s.c.fail("array of %d elements is longer than the file", n)
			}
			for j := uint64(0); j < n; j++ {
				v := s.scalar(elt)
				if first {
					r.code, first = v, false
					continue
				}
				ops = append(ops, v)
			}
			i++
			continue
		case encBlob:
			n := s.c.vbr32(6)
			s.c.align32()
			if n*8 > s.c.end-s.c.pos {
				s.c.fail("blob of %d bytes is longer than the file", n)
			}
			off := s.c.pos / 8
			r.blob = s.c.data[off : off+n]
			s.c.pos += n * 8
			s.c.align32()
			continue
		}
		v := s.scalar(op)
		if first {
			r.code, first = v, false
			continue
		}
		ops = append(ops, v)
	}
	if first {
		s.c.fail("record without a code")
	}
	s.ops = ops
	r.ops = ops
	return r
}

func (s *stream) scalar(op abbrevOp) uint64 {
	switch op.enc {
	case encLiteral:
		return op.value
	case encFixed:
		return s.c.read(uint(op.value))
	case encVBR:
		return s.c.vbr(uint(op.value))
	case encChar6:
		v := s.c.read(6)
		switch {
		case v < 26:
			return 'a' + v
		case v < 52:
			return 'A' + v - 26
		case v < 62:
			return '0' + v - 52
		case v == 62:
			return '.'
		}
		return '_'
	}
	s.c.fail("invalid abbreviation operand")
	return 0
}

// readBlockInfo reads a BLOCKINFO block (already entered).
func (s *stream) readBlockInfo() {
	var cur uint64
	have := false
	for {
		b := s.cur()
		start := s.c.pos
		id := s.c.read(b.width)
		switch id {
		case abbrEndBlock:
			s.exitBlock(b, start)
			return
		case abbrEnterBlock:
			bid := s.c.vbr32(8)
			s.skip(bid)
		case abbrDefine:
			if !have {
				s.c.fail("BLOCKINFO abbreviation before SETBID")
			}
			s.info.abbrevs[cur] = append(s.info.abbrevs[cur], s.readAbbrev())
		default:
			r := s.readRecord(id)
			switch r.code {
			case 1: // SETBID
				if len(r.ops) < 1 {
					s.c.fail("invalid SETBID record")
				}
				cur, have = r.ops[0], true
			case 2, 3: // BLOCKNAME, SETRECORDNAME
			default:
				s.c.fail("unknown BLOCKINFO record code %d", r.code)
			}
		}
	}
}

// records calls fn with each record of the block the stream is in, until
// its end; nested blocks are skipped. The position of the record being
// read is kept for error messages.
func (r *reader) records(fn func(rec record)) {
	for {
		k, id := r.s.next()
		if k == entryEnd {
			return
		}
		if k == entrySubBlock {
			r.s.skip(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		fn(rec)
	}
}

package bitcode

import (
	"strings"
	"testing"
)

// chunks returns a stream of n VBR6 chunks, each of payload p, all but
// the last with the continuation bit.
func chunks(n int, p uint64) []byte {
	w := &bitWriter{}
	for i := 0; i < n; i++ {
		c := p & 31
		if i < n-1 {
			c |= 32
		}
		w.emit(c, 6)
	}
	w.emit(0, 32) // room to read past
	return w.bytes()
}

// LLVM reads record codes and lengths, block ids and abbreviation sizes
// with ReadVBR, to 32 bits: a VBR6 of an eighth chunk is an error
// ("Unterminated VBR"; bitcode mutant 854 of seed 691 made a record's
// length one), and the bits of the seventh past 32 are dropped. Operands
// are read with ReadVBR64: a fourteenth chunk is an error.
func TestVBRLimits(t *testing.T) {
	read := func(data []byte, f func(c *cursor) uint64) (v uint64, err string) {
		defer func() {
			if p := recover(); p != nil {
				err = p.(*bitError).msg
			}
		}()
		return f(newCursor(data)), ""
	}
	vbr32 := func(c *cursor) uint64 { return c.vbr32(6) }
	vbr64 := func(c *cursor) uint64 { return c.vbr(6) }
	if v, err := read(chunks(7, 31), vbr32); err != "" || v != 0xFFFFFFFF {
		t.Errorf("seven chunks of 32 bits: %#x %q, want 0xffffffff (bits past 32 dropped)", v, err)
	}
	if _, err := read(chunks(8, 1), vbr32); !strings.Contains(err, "unterminated VBR") {
		t.Errorf("eight chunks of 32 bits: %q, want unterminated", err)
	}
	if v, err := read(chunks(13, 31), vbr64); err != "" || v != ^uint64(0) {
		t.Errorf("thirteen chunks of 64 bits: %#x %q", v, err)
	}
	if _, err := read(chunks(14, 1), vbr64); !strings.Contains(err, "unterminated VBR") {
		t.Errorf("fourteen chunks of 64 bits: %q, want unterminated", err)
	}
}

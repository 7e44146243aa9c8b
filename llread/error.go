package llread

import (
	"bytes"
	"strconv"
)

// Error is a syntax or semantic error in the input. Its text is
// "FILE:LINE:COL: error: MESSAGE" with a 1-based line and a 1-based byte
// column pointing at the offending token.
type Error struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (e *Error) Error() string {
	return e.File + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": error: " + e.Msg
}

// perr is an error found while parsing, before its position is turned into
// a line and column. seq orders errors the way a one-pass reader would meet
// them (see Parse); off is where the error is reported.
type perr struct {
	seq  int
	rank int    // among errors met at the same time (end of module)
	key  string // LLVM reports the smallest name first
	off  int
	msg  string
}

func (e *perr) Error() string { return e.msg }

// before reports whether e would be met before o.
func (e *perr) before(o *perr) bool {
	if e.seq != o.seq {
		return e.seq < o.seq
	}
	if e.rank != o.rank {
		return e.rank < o.rank
	}
	if e.key != o.key {
		return e.key < o.key
	}
	return e.off < o.off
}

// lineCol converts a byte offset into a 1-based line and byte column.
func lineCol(src []byte, off int) (line, col int) {
	if off > len(src) {
		off = len(src)
	}
	if off < 0 {
		off = 0
	}
	line = 1 + bytes.Count(src[:off], []byte{'\n'})
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	return line, off - start + 1
}

func (e *perr) toError(file string, src []byte) *Error {
	line, col := lineCol(src, e.off)
	return &Error{File: file, Line: line, Col: col, Msg: e.msg}
}

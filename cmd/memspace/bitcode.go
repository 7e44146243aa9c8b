package main

import (
	"errors"
	"io"
	"os"
	"strings"

	"memspace/bitcode"
	"memspace/internal/atomicfile"
	"memspace/ir"
)

// wantsBitcode reports whether the output is bitcode: -emit-bitcode, or
// an output file named *.bc.
func (cfg *config) wantsBitcode() bool {
	return cfg.emitBitcode || strings.HasSuffix(cfg.output, ".bc")
}

// writeResult writes the module as text or bitcode. Like opt, it will
// not send bitcode to a terminal unless forced (-f). bitcodeSize is about
// how big bitcode output will be (the input's size as bitcode), so that
// its buffer is reserved once.
func writeResult(cfg *config, m *ir.Module, stdout io.Writer, bitcodeSize int) error {
	if !cfg.wantsBitcode() {
		return writeOutput(cfg.output, m, stdout)
	}
	if cfg.output != "" && cfg.output != "-" && seekable(cfg.output) {
		return writeBitcodeFile(cfg.output, m)
	}
	data, err := bitcode.EncodeSized(m, bitcodeSize)
	if err != nil {
		return err
	}
	if cfg.output == "" || cfg.output == "-" {
		if f, ok := stdout.(*os.File); ok && !cfg.force {
			if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
				return errors.New("refusing to write bitcode to a terminal (use -o FILE, redirect the output, or -f)")
			}
		}
		_, err := stdout.Write(data)
		return err
	}
	return atomicfile.Write(cfg.output, data)
}

// seekable reports whether path is a regular file or does not exist yet:
// streamed bitcode patches block lengths already written, which a pipe or
// a device (-o /dev/stdout into a pipe, a FIFO) cannot take, so those get
// the whole encoding in one write.
func seekable(path string) bool {
	st, err := os.Stat(path)
	return err != nil || st.Mode().IsRegular()
}

// writeBitcodeFile writes m to path as bitcode, atomically, as it is
// encoded (bitcode.EncodeTo): a big module's output is not held whole.
func writeBitcodeFile(path string, m *ir.Module) error {
	f, err := atomicfile.Create(path)
	if err != nil {
		return err
	}
	if err := bitcode.EncodeTo(f.File, m); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// bitcodeDensity is how many bytes of text a byte of bitcode stands for,
// roughly (the 50 MB benchmark module is 8.5 MB of bitcode).
const bitcodeDensity = 6

// textSize is the size of the input as text, which the memory tuning
// (relaxGC, prefaultSize) is calibrated on.
func textSize(src []byte) int {
	if bitcode.IsBitcode(src) {
		return len(src) * bitcodeDensity
	}
	return len(src)
}

//go:build linux

package main

import (
	"os"
	"syscall"

	"memspace/bitcode"
)

// mapMin is the size from which a bitcode input is mapped rather than
// read into the heap.
const mapMin = 1 << 20

// mapBitcode maps a big bitcode file into memory, read only. The reader
// calls release (unmap) once the function bodies are read, so that the
// input does not stay in memory, as a copy in the heap would until the
// next collection, while the module is finished and written. It reports
// false, with nothing mapped, for anything else (text, a small file, a
// pipe, an error: the caller reads the file as before).
func mapBitcode(path string) (data []byte, release func(), ok bool) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < mapMin || st.Size() != int64(int(st.Size())) {
		return nil, nil, false
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, nil, false
	}
	if !bitcode.IsBitcode(data) {
		syscall.Munmap(data)
		return nil, nil, false
	}
	return data, func() { syscall.Munmap(data) }, true
}

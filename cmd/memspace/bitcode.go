package main

import (
	"memspace/bitcode"
	"memspace/ir"
	"memspace/llread"
)

// parseInput reads the input as bitcode when it starts with the bitcode
// magic (raw or wrapped), as LLVM text otherwise.
func parseInput(name string, src []byte) (*ir.Module, error) {
	if bitcode.IsBitcode(src) {
		return bitcode.Read(name, src)
	}
	return llread.Parse(name, src)
}

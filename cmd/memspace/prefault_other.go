//go:build !linux

package main

// prefaultHeap does nothing where the kernel cannot back memory in one
// call.
func prefaultHeap(n int) {}

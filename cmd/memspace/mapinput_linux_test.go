//go:build linux

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestMapBitcode checks that a big bitcode file is mapped with its bytes
// and anything else is left to be read.
func TestMapBitcode(t *testing.T) {
	dir := t.TempDir()
	big := append([]byte{'B', 'C', 0xC0, 0xDE}, bytes.Repeat([]byte{7}, mapMin)...)
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	data, release, ok := mapBitcode(write("big.bc", big))
	if !ok || !bytes.Equal(data, big) {
		t.Fatalf("big bitcode: mapped %v, same bytes %v", ok, bytes.Equal(data, big))
	}
	release()
	for name, content := range map[string][]byte{
		"small.bc": big[:64],
		"big.ll":   bytes.Repeat([]byte("; text\n"), mapMin),
	} {
		if _, _, ok := mapBitcode(write(name, content)); ok {
			t.Errorf("%s was mapped", name)
		}
	}
	if _, _, ok := mapBitcode(filepath.Join(dir, "missing.bc")); ok {
		t.Error("a missing file was mapped")
	}
}

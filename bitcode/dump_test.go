package bitcode

import (
	"os"
	"testing"

	"memspace/llwrite"
)

// TestDumpFile prints the module of $BCFILE (a debugging aid).
func TestDumpFile(t *testing.T) {
	path := os.Getenv("BCFILE")
	if path == "" {
		t.Skip("BCFILE not set")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Read(path, data)
	if err != nil {
		t.Fatal(err)
	}
	os.Stdout.Write(llwrite.Bytes(m))
}

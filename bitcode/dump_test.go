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

// TestEncodeFile reads $BCFILE and writes it as bitcode to $BCOUT.
func TestEncodeFile(t *testing.T) {
	path := os.Getenv("BCFILE")
	if path == "" || os.Getenv("BCOUT") == "" {
		t.Skip("BCFILE, BCOUT not set")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Read(path, data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(os.Getenv("BCOUT"), out, 0o644)
}

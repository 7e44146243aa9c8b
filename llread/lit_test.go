package llread

import (
	"testing"

	"memspace/internal/littest"
	"memspace/internal/llvmtools"
)

// TestLit runs the modules of testdata/lit: valid inputs that once were
// refused. Their RUN lines read each through the memspace command with no
// pass (a round trip, input verification included), FileCheck what it
// prints and assemble it with llvm-as-22 (some also disassemble
// memspace's bitcode with llvm-dis-22).
func TestLit(t *testing.T) {
	littest.RunDir(t, "testdata/lit", map[string]string{
		"memspace": llvmtools.Memspace(t),
		"llvm-as":  llvmtools.Tool(t, "llvm-as-22"),
		"llvm-dis": llvmtools.Tool(t, "llvm-dis-22"),
	})
}

func TestMain(m *testing.M) { llvmtools.Main(m) }

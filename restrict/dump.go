package restrict

import (
	"fmt"
	"io"
	"strings"

	"memspace/ir"
	"memspace/llwrite"
)

// dumpFunction prints f's body (dump-process-restrict), headed like
// LLVM's -print-before/-print-after:
//
//	*** IR Dump Before process-restrict on @k ***
func dumpFunction(w io.Writer, when string, f *ir.Function) {
	var b strings.Builder
	fmt.Fprintf(&b, "*** IR Dump %s %s on @%s ***\n", when, Name, f.Name())
	names := llwrite.NewNames(f)
	for i, blk := range f.Blocks {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(strings.TrimPrefix(names.Ref(blk), "%") + ":\n")
		for _, in := range blk.Instrs {
			b.WriteString("  " + names.Instr(in) + "\n")
		}
	}
	b.WriteString("\n")
	io.WriteString(w, b.String())
}

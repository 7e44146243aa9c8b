package llread

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"memspace/ir"
)

// TestPositions checks that ParseWithPositions places functions, globals,
// blocks (at their label, or at their first instruction when unlabelled)
// and instructions where the text defines them, and Parse records none.
func TestPositions(t *testing.T) {
	src := "@g = global i32 0\n\ndefine void @f(ptr %p) {\n  %v = load i32, ptr %p\n  br label %next\nnext:\n  store i32 %v, ptr @g\n  ret void\n}\n"
	m, pos, err := ParseWithPositions("p.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Function("f")
	entry, next := f.Blocks[0], f.Blocks[1]
	for _, c := range []struct {
		v         ir.Value
		line, col int
	}{
		{m.Globals[0], 1, 1}, {f, 3, 13}, {entry, 4, 3}, {entry.Instrs[0], 4, 3},
		{entry.Instrs[1], 5, 3}, {next, 6, 1}, {next.Instrs[0], 7, 3}, {next.Instrs[1], 8, 3},
	} {
		line, col, ok := pos.Of(c.v)
		if !ok || line != c.line || col != c.col {
			t.Errorf("%s at %d:%d (%v), want %d:%d", c.v.Name(), line, col, ok, c.line, c.col)
		}
	}
	if _, _, ok := pos.Of(f.Params[0]); ok {
		t.Errorf("an argument has a position")
	}
	var none *Positions
	if _, _, ok := none.Of(f); ok {
		t.Errorf("a nil Positions places a value")
	}
}

// TestPositionsOnCorpus reads every corpus file with positions and checks
// that each instruction is placed at its own text: its "%name =" when it
// has a name, else at its opcode's word.
func TestPositionsOnCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDirOrEmpty(), "*.ll"))
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, pos, err := ParseWithPositions(file, src)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		for _, f := range m.Functions {
			f.Instructions(func(in *ir.Instruction) {
				line, col, ok := pos.Of(in)
				if !ok {
					t.Fatalf("%s: @%s: an instruction has no position", file, f.Name())
				}
				at := lines[line-1][col-1:]
				if name := in.Name(); name != "" && !strings.HasPrefix(at, "%"+ir.QuoteName(name)+" =") {
					t.Fatalf("%s:%d:%d: %%%s placed at %q", file, line, col, name, at)
				}
			})
		}
	}
}

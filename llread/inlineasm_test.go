package llread

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// TestInlineAsmConstraintsMatchLLVM: random constraint strings on random
// asm types, each taken or refused as LLVM's text reader takes or refuses
// it, with its message and column (llvm-as-22 -disable-verify: the reader
// alone). Typed-pointer IR follows llvm-as-14, which says "invalid type
// for inline asm constraint string" and had no label constraints, except
// that what llvm-as-22 takes is taken. The parts are drawn to hit every
// rule: prefixes, modifiers, register names, tied inputs, alternatives,
// the multi-letter forms, empty and trailing pieces.
func TestInlineAsmConstraintsMatchLLVM(t *testing.T) {
	const n = 160
	rng := rand.New(rand.NewPCG(7, 11))
	agree, refused := 0, 0
	for i := 0; i < n; i++ {
		typed := rng.IntN(4) == 0
		src := randomAsmModule(rng, typed)
		as := "llvm-as-22"
		if typed {
			as = "llvm-as-14"
		}
		_, stderr, err := llvmtools.RunInput(t, []byte(src), as, "-disable-verify", "-", "-o", "/dev/null")
		if typed && err != nil {
			// Typed IR LLVM 14 refuses and LLVM 22 reads (a label
			// constraint, which LLVM 15 and 16 wrote in typed IR) is taken.
			if _, _, err22 := llvmtools.RunInput(t, []byte(src), "llvm-as-22", "-disable-verify", "-", "-o", "/dev/null"); err22 == nil {
				err, stderr = nil, ""
			}
		}
		var want string
		crashed := err != nil && strings.Contains(stderr, "Stack dump")
		if err != nil && !crashed {
			m := asmErr.FindStringSubmatch(stderr)
			if m == nil {
				t.Fatalf("case %d: no error position in %s's output: %s\n%s", i, as, stderr, src)
			}
			want = m[1]
			refused++
		}
		got := ""
		if _, perr := Parse("k.ll", []byte(src)); perr != nil {
			m := asmErr.FindStringSubmatch(perr.Error())
			if m == nil {
				t.Fatalf("case %d: error without position: %v", i, perr)
			}
			got = m[1]
		}
		if crashed {
			// LLVM reads past the end of "^R" and "@9x" and crashes: such a
			// string is no input, and memspace must refuse it.
			if got == "" {
				t.Errorf("case %d: %s crashes on it, memspace takes it\n%s", i, as, src)
			}
			continue
		}
		if got != want {
			t.Errorf("case %d: %s says %q, memspace %q\n%s", i, as, want, got, src)
			continue
		}
		agree++
	}
	t.Logf("%d cases, %d refused by LLVM, %d agree", n, refused, agree)
	if refused < n/4 || refused > 3*n/4 {
		t.Errorf("LLVM refused %d of %d cases: the generator should hit both sides", refused, n)
	}
}

// asmErr takes "line:col: error: message" out of a diagnostic.
var asmErr = regexp.MustCompile(`:(\d+:\d+: error: [^\n]*)`)

// randomAsmModule is a function calling inline assembly with a random
// type and a constraint string made to fit it, then, half of the time,
// damaged.
func randomAsmModule(rng *rand.Rand, typed bool) string {
	rets := []string{"void", "void", "i32", "{ i32, i32 }", "{ i32 }"}
	ret := rets[rng.IntN(len(rets))]
	ptr := "ptr"
	if typed {
		ptr = "i32*"
	}
	var params, args []string
	for k := rng.IntN(4); k > 0; k-- {
		ty := []string{"i32", ptr}[rng.IntN(2)]
		params = append(params, ty)
		args = append(args, map[string]string{"i32": "i32 1", ptr: ptr + " %p"}[ty])
	}
	callee := ret
	if rng.IntN(20) == 0 {
		callee = ret + " (" + strings.Join(append(append([]string(nil), params...), "..."), ", ") + ")"
	}
	cons := fittingConstraints(rng, ret, params, ptr)
	if rng.IntN(2) == 0 {
		cons = damage(rng, cons)
	}
	return "define void @f(" + ptr + " %p) {\n  call " + callee + " asm sideeffect \"\", \"" +
		strings.Join(cons, ",") + "\"(" + strings.Join(args, ", ") + ")\n  ret void\n}\n"
}

// fittingConstraints are constraints LLVM takes for the type: the
// outputs the result needs, an input per parameter (pointers indirect,
// some as indirect outputs, which come first), clobbers last.
func fittingConstraints(rng *rand.Rand, ret string, params []string, ptr string) []string {
	var outs, ins []string
	switch ret {
	case "i32", "{ i32 }":
		outs = append(outs, "=r")
	case "{ i32, i32 }":
		outs = append(outs, "=r", "=&r")
	}
	for i, p := range params {
		switch {
		case p == ptr && rng.IntN(2) == 0:
			outs = append(outs, "=*m")
		case p == ptr:
			ins = append(ins, "*m")
		case len(outs) > 0 && outs[0] == "=r" && rng.IntN(3) == 0:
			ins = append(ins, "0")
		default:
			ins = append(ins, []string{"r", "i", "r|m", "{ax}", "X"}[(i+rng.IntN(5))%5])
		}
	}
	cons := append(outs, ins...)
	if rng.IntN(2) == 0 {
		cons = append(cons, "~{memory}")
	}
	return cons
}

// damage breaks or reshapes a constraint list in one of the ways LLVM's
// reader checks.
func damage(rng *rand.Rand, cons []string) []string {
	junk := []string{"", "=", "~", "~r", "!i", "=&", "%r", "#r", "**m", "=**m", "&r", "=&&r", "{ax", "^Rg", "@3abc",
		"3", "0", "1", "=r", "r", "~{memory}", "=*m", "%%r", "!*m", "r|0", "0|r"}
	out := append([]string(nil), cons...)
	switch k := rng.IntN(5); {
	case k == 0 || len(out) == 0:
		at := rng.IntN(len(out) + 1)
		out = append(out[:at], append([]string{junk[rng.IntN(len(junk))]}, out[at:]...)...)
	case k == 1:
		at := rng.IntN(len(out))
		out = append(out[:at], out[at+1:]...)
	case k == 2:
		i, j := rng.IntN(len(out)), rng.IntN(len(out))
		out[i], out[j] = out[j], out[i]
	case k == 3:
		out[rng.IntN(len(out))] = junk[rng.IntN(len(junk))]
	default:
		out = append(out, "")
	}
	return out
}

package hostrun

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// brokenCase breaks memspace's output of a corpus module on purpose, the
// way a bug in memspace would; the harness must report a difference or a
// failed check for some kernel.
type brokenCase struct {
	name   string
	file   string // corpus ll file
	opts   []string
	mutate func(string) string // "" when the pattern is missing
	want   string              // a substring of the failure
}

// replaceFirst applies re's replacement to its first match only.
func replaceFirst(s string, re *regexp.Regexp, repl func(m []string) string) string {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return ""
	}
	var m []string
	for i := 0; i < len(loc); i += 2 {
		if loc[i] < 0 {
			m = append(m, "")
		} else {
			m = append(m, s[loc[i]:loc[i+1]])
		}
	}
	return s[:loc[0]] + repl(m) + s[loc[1]:]
}

var brokenCases = []brokenCase{
	{
		// The shared variable's generic address is lost: its specific
		// address is used as a generic pointer.
		name: "lost cast (constant shared to generic)",
		file: "14_select_shared_global.O1.ll",
		mutate: func(s string) string {
			re := regexp.MustCompile(`addrspacecast \(ptr addrspace\(3\) (@\S+) to ptr\)`)
			if !re.MatchString(s) {
				return ""
			}
			return re.ReplaceAllString(s, "inttoptr (i64 ptrtoint (ptr addrspace(3) $1 to i64) to ptr)")
		},
		want: "generic access outside every generic window",
	},
	{
		// A generic pointer to an alloca is reinterpreted as a local
		// pointer instead of being cast.
		name: "lost cast (generic to local)",
		file: "27_isspacep_const_local.O1.ll",
		mutate: func(s string) string {
			re := regexp.MustCompile(`(%\S+) = addrspacecast ptr (%\S+) to ptr addrspace\(5\)`)
			return replaceFirst(s, re, func(m []string) string {
				return fmt.Sprintf("%%hr.lc = ptrtoint ptr %s to i64\n  %s = inttoptr i64 %%hr.lc to ptr addrspace(5)", m[2], m[1])
			})
		},
		want: "outside the local window",
	},
	{
		// A shared access is typed as a global one.
		name: "wrong space on an access",
		file: "01_reduce_shared.O1.ll",
		mutate: func(s string) string {
			re := regexp.MustCompile(`store (\S+) (\S+), ptr addrspace\(3\) (%\S+),`)
			return replaceFirst(s, re, func(m []string) string {
				return fmt.Sprintf("%%hr.i = ptrtoint ptr addrspace(3) %s to i64\n  %%hr.p = inttoptr i64 %%hr.i to ptr addrspace(1)\n  store %s %s, ptr addrspace(1) %%hr.p,", m[3], m[1], m[2])
			})
		},
		want: "access through a global pointer outside global memory",
	},
	{
		// An access that reaches shared or global memory claims to reach
		// neither.
		name: "wrong !noalias.addrspace claim",
		file: "14_select_shared_global.O1.ll",
		mutate: func(s string) string {
			re := regexp.MustCompile(`(load float, ptr %\S+, align 4, !tbaa !\d+), !noalias.addrspace !\d+`)
			out := replaceFirst(s, re, func(m []string) string { return m[1] + ", !noalias.addrspace !9999" })
			if out == "" {
				return ""
			}
			return out + "\n!9999 = !{i32 1, i32 4}\n"
		},
		want: "!noalias.addrspace excludes",
	},
	{
		// Pointers converted to integers lose their high half.
		name: "wrong ptrtoint width",
		file: "29_uintptr_roundtrip.O1.ll",
		mutate: func(s string) string {
			re := regexp.MustCompile(`(%\S+) = ptrtoint ptr (%\S+) to i64`)
			n := 0
			out := re.ReplaceAllStringFunc(s, func(m string) string {
				sub := re.FindStringSubmatch(m)
				n++
				return fmt.Sprintf("%%hr.t%d = ptrtoint ptr %s to i32\n  %s = zext i32 %%hr.t%d to i64", n, sub[2], sub[1], n)
			})
			if n == 0 {
				return ""
			}
			return out
		},
		want: "check: ",
	},
	{
		// isspacep.global folded to true although the helper also sees
		// shared, constant and local pointers.
		name: "isspacep folded to the wrong constant",
		file: "27_isspacep_const_local.O1.ll",
		opts: []string{"-do-clone-for-ip-msp=0"},
		mutate: func(s string) string {
			re := regexp.MustCompile(`(%\S+) = tail call i1 @llvm.nvvm.isspacep.global\(ptr %\S+\)`)
			return replaceFirst(s, re, func(m []string) string { return m[1] + " = or i1 true, true" })
		},
		want: "memory differs",
	},
}

// TestBrokenOutputs checks that the harness catches outputs broken on
// purpose, and passes the same outputs unbroken.
func TestBrokenOutputs(t *testing.T) {
	h := newHarness(t)
	ll := filepath.Join(llvmtools.CorpusDir(t), "ll")
	for _, c := range brokenCases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(ll, c.file)
			after, rej, err := memspaceRun(t, path, c.opts)
			if err != nil || rej != "" {
				t.Fatalf("memspace: %v %s", err, rej)
			}
			broken := c.mutate(string(after))
			if broken == "" {
				t.Fatalf("the pattern to break is not in memspace's output of %s", c.file)
			}
			src := readFile(t, path)
			o := h.Check(c.file, src, []Variant{{Name: "good", Src: after}, {Name: "broken", Src: []byte(broken)}})
			if o.Err != nil {
				t.Fatal(o.Err)
			}
			caught := false
			for i, v := range o.Verdicts["broken"] {
				good := o.Verdicts["good"][i]
				if v.Skip != "" {
					continue
				}
				if good.Failure != "" {
					t.Errorf("@%s fails unbroken: %s", v.Kernel, good.Failure)
				}
				if v.Failure != "" {
					t.Logf("caught in @%s: %s", v.Kernel, v.Failure)
					if strings.Contains(v.Failure, c.want) {
						caught = true
					}
				}
			}
			if !caught {
				t.Errorf("no kernel of %s reports the breakage (want a failure containing %q): %+v", c.file, c.want, o.Verdicts["broken"])
			}
		})
	}
}

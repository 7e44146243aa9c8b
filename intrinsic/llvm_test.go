package intrinsic

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
)

// extraDecls are intrinsics that write through pointers but that the
// corpus does not call.
var extraDecls = []string{
	"declare void @llvm.vp.store.v2p0.p0(<2 x ptr>, ptr, <2 x i1>, i32)",
	"declare void @llvm.vp.scatter.v2p0.v2p0(<2 x ptr>, <2 x ptr>, <2 x i1>, i32)",
	"declare void @llvm.masked.store.v2p0.p0(<2 x ptr>, ptr, i32, <2 x i1>)",
	"declare void @llvm.experimental.vp.strided.store.v2p0.p0.i64(<2 x ptr>, ptr, i64, <2 x i1>, i32)",
	"declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)",
	"declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)",
	"declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)",
	"declare float @llvm.fabs.f32(float)",
}

// TestTableMatchesLLVM: for every intrinsic the corpus and the project's
// tests declare (opaque-pointer files), and a few more that write
// through pointers, LLVM 22 gives the declaration the memory effects the
// table has. LLVM sets them from its own table as it reads the module,
// so the declarations are written here without attributes.
func TestTableMatchesLLVM(t *testing.T) {
	decls := declarations(t)
	if len(decls) < 50 {
		t.Fatalf("found %d intrinsic declarations, want at least 50", len(decls))
	}
	src := strings.Join(decls, "\n") + "\n"
	text := llvmtools.Canonical(t, []byte(src))
	groups := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^attributes (#\d+) = \{(.*)\}$`).FindAllStringSubmatch(text, -1) {
		groups[m[1]] = m[2]
	}
	seen := 0
	for _, m := range regexp.MustCompile(`(?m)^declare .*@(llvm\.[\w.]+)\(.*\)(.*)$`).FindAllStringSubmatch(text, -1) {
		name, attrs := m[1], ""
		if g := regexp.MustCompile(`#\d+`).FindString(m[2]); g != "" {
			attrs = groups[g]
		}
		mem, status := Lookup(name)
		if status != Known {
			t.Errorf("%s: not in the table", name)
			continue
		}
		seen++
		if got, want := places(mem), llvmPlaces(attrs); got != want {
			t.Errorf("%s: table %s, LLVM %s (%s)", name, got, want, attrs)
		}
	}
	if seen < 50 {
		t.Errorf("compared %d declarations, want at least 50", seen)
	}
}

// declarations collects the distinct intrinsic declarations of the
// corpus and of the project's tests, attribute groups dropped.
func declarations(t *testing.T) []string {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.ll"))
	for _, pat := range []string{"*/testdata/*.ll", "*/testdata/*/*.ll"} {
		m, _ := filepath.Glob(filepath.Join(llvmtools.ModuleRoot(t), pat))
		files = append(files, m...)
	}
	byName := map[string]string{}
	decl := regexp.MustCompile(`(?m)^declare [^@]*@(llvm\.[\w.]+)\(.*$`)
	for _, f := range files {
		if strings.HasSuffix(f, ".typed.ll") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil || strings.Contains(string(src), "*") && regexp.MustCompile(`\w\*`).Match(src) {
			continue // typed pointers
		}
		for _, m := range decl.FindAllStringSubmatch(string(src), -1) {
			line := regexp.MustCompile(` #\d+| !dbg !\d+`).ReplaceAllString(m[0], "")
			if _, ok := byName[m[1]]; !ok && validAlone(t, line) {
				byName[m[1]] = line
			}
		}
	}
	for _, d := range extraDecls {
		byName[decl.FindStringSubmatch(d)[1]] = d
	}
	out := make([]string, 0, len(byName))
	for _, d := range byName {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}

// validAlone reports whether LLVM 22 takes the declaration by itself (a
// test file may declare an intrinsic with a signature LLVM refuses, or
// one LLVM 22 upgrades away).
func validAlone(t *testing.T, line string) bool {
	bc, _, err := llvmtools.RunInput(t, []byte(line+"\n"), "llvm-as-22", "-", "-o", "-")
	if err != nil {
		return false
	}
	text, _, err := llvmtools.RunInput(t, []byte(bc), "llvm-dis-22", "-", "-o", "-")
	return err == nil && strings.Contains(text, "declare ")
}

// places prints what m may do at argument memory, inaccessible memory
// and anywhere else.
func places(m Memory) string {
	access := "none"
	if m.Reads || m.Writes {
		access = map[[2]bool]string{{true, false}: "read", {false, true}: "write", {true, true}: "readwrite"}[[2]bool{m.Reads, m.Writes}]
	}
	arg, inacc, other := "none", "none", "none"
	switch m.Where {
	case Anywhere:
		arg, inacc, other = access, access, access
	case ArgMem:
		arg = access
	case InaccessibleMem:
		inacc = access
	case ArgOrInaccessible:
		arg, inacc = access, access
	}
	return "arg:" + arg + " inaccessible:" + inacc + " other:" + other
}

// llvmPlaces reads LLVM's memory(...) attribute the way places prints;
// without one, a call may do anything anywhere.
func llvmPlaces(attrs string) string {
	m := regexp.MustCompile(`memory\(([^)]*)\)`).FindStringSubmatch(attrs)
	if m == nil {
		return places(Memory{true, true, Anywhere})
	}
	def := "none"
	loc := map[string]string{}
	for _, part := range strings.Split(m[1], ",") {
		k, v, found := strings.Cut(strings.TrimSpace(part), ":")
		if !found {
			def = k
			continue
		}
		loc[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	get := func(k string) string {
		if v, ok := loc[k]; ok {
			return v
		}
		return def
	}
	return "arg:" + get("argmem") + " inaccessible:" + get("inaccessiblemem") + " other:" + def
}

package report_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
	"memspace/report"
	"memspace/target"
	"memspace/upstream"
)

// reportInputs are the three corpus modules the browser test loads: an
// ambiguous select/phi module, a helper specialized and inlined, and a
// module whose run fails (an atomic on local memory).
var reportInputs = []string{"14_select_shared_global.O1.ll", "01_generic_helper_all_spaces.O1.ll", "25_atomic_local_stack.O1.ll"}

// TestReportInBrowser writes the report of three corpus modules with the
// memspace command, loads each in headless Chromium (Debian's chromium;
// skipped when it is missing outside CI, failing in CI), and checks the
// DOM: the generic-access counts against the module's own, the upstream
// figure against package upstream's model and against what opt-22
// -passes=infer-address-spaces really leaves (per module and kernel), a provenance
// chain shown after clicking a Missed mark (the spaces' seeds and where
// they met), the failure banner when the run fails. Screenshots are kept
// in $MEMSPACE_ARTIFACTS (default: memspace-report-screenshots in the
// temporary directory).
func TestReportInBrowser(t *testing.T) {
	chromium := llvmtools.Tool(t, "chromium")
	bin := llvmtools.Memspace(t)
	artifacts := os.Getenv("MEMSPACE_ARTIFACTS")
	if artifacts == "" {
		artifacts = filepath.Join(os.TempDir(), "memspace-report-screenshots")
	}
	os.MkdirAll(artifacts, 0o755)
	dir := t.TempDir()
	for _, name := range reportInputs {
		t.Run(name, func(t *testing.T) {
			in := filepath.Join(llvmtools.CorpusDir(t), "ll", name)
			html := filepath.Join(dir, strings.TrimSuffix(name, ".ll")+".html")
			out := filepath.Join(dir, name)
			err := exec.Command(bin, "-report="+html, in, "-o", out).Run()
			failing := strings.Contains(name, "atomic_local")
			if (err != nil) != failing {
				t.Fatalf("memspace: %v (a failure expected: %v)", err, failing)
			}
			url := "file://" + html + "?why=1"
			dom, err := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url).Output()
			if err != nil {
				t.Fatalf("chromium --dump-dom: %v", err)
			}
			shot := filepath.Join(artifacts, strings.TrimSuffix(name, ".ll")+".png")
			if err := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,2000",
				"--screenshot="+shot, url).Run(); err != nil {
				t.Errorf("screenshot: %v", err)
			}
			t.Logf("screenshot: %s", shot)
			checkDOM(t, string(dom), in, failing)
			checkUpstreamAgainstOpt(t, string(dom), in)
		})
	}
}

func checkDOM(t *testing.T, dom, in string, failing bool) {
	src, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	m, err := llread.Parse(in, src)
	if err != nil {
		t.Fatal(err)
	}
	tg, _ := target.FromTriple(m.Triple)
	want, wantUp := 0, 0
	for _, c := range report.Take(m, tg).Counts {
		want += c.Generic
	}
	for _, n := range upstream.Generic(m, tg) {
		wantUp += n
	}
	if got := domNumber(t, dom, "generic-before"); got != want {
		t.Errorf("generic accesses before: DOM says %d, the input has %d", got, want)
	}
	if got := domNumber(t, dom, "generic-upstream"); got != wantUp {
		t.Errorf("generic accesses upstream: DOM says %d, the model says %d", got, wantUp)
	}
	if !strings.Contains(dom, `id="upstream-note"`) || !strings.Contains(dom, "is a model") {
		t.Errorf("the page does not say the upstream figure is a model")
	}
	if failing {
		if !strings.Contains(dom, `id="failed"`) {
			t.Errorf("no failure banner in the report of a failing run")
		}
		return
	}
	if after := domNumber(t, dom, "generic-after"); after > want {
		t.Errorf("generic accesses after (%d) more than before (%d)", after, want)
	}
	var kb, ka int
	for _, m := range regexp.MustCompile(`class="num kb">(\d+) /.*?class="num ka">(\d+) /`).FindAllStringSubmatch(dom, -1) {
		b, _ := strconv.Atoi(m[1])
		a, _ := strconv.Atoi(m[2])
		kb, ka = kb+b, ka+a
	}
	if ka >= kb {
		t.Errorf("kernels: %d generic accesses reachable after, %d before; want fewer", ka, kb)
	}
	why := regexp.MustCompile(`(?s)<div id="why">(.*?)</div>`).FindStringSubmatch(dom)
	if strings.Contains(in, "14_select") {
		if why == nil || !strings.Contains(why[1], "stays generic") || !strings.Contains(why[1], "note: global: kernel parameter") ||
			!strings.Contains(why[1], "note: shared: from @cache") || !strings.Contains(why[1], "meet at this select") {
			t.Errorf("the provenance chain of the first Missed mark is not shown: %q", why)
		}
	}
	if !strings.Contains(dom, "<svg") || !strings.Contains(dom, `class="mark Passed"`) {
		t.Errorf("no call graph or no marks in the DOM")
	}
}

// checkUpstreamAgainstOpt runs opt-22 -passes=infer-address-spaces on the
// input (a spir64 module as spirv64: opt has no spir64 target) and checks
// the DOM's upstream figures, for the module and each kernel, against the
// generic accesses left in opt's output.
func checkUpstreamAgainstOpt(t *testing.T, dom, in string) {
	src, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte(`"spir64-unknown-unknown"`), []byte(`"spirv64-unknown-unknown"`), 1)
	out, stderr, err := llvmtools.RunInput(t, src, "opt-22", "-passes=infer-address-spaces", "-S", "-")
	if err != nil {
		t.Fatalf("opt-22: %v\n%s", err, stderr)
	}
	m, err := llread.Parse("opt-output", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	tg, _ := target.FromTriple(m.Triple)
	snap := report.Take(m, tg)
	want := 0
	for _, c := range snap.Counts {
		want += c.Generic
	}
	if got := domNumber(t, dom, "generic-upstream"); got != want {
		t.Errorf("upstream: the DOM says %d generic accesses, opt-22 leaves %d", got, want)
	}
	rows := regexp.MustCompile(`data-kernel="([^"]+)".*?class="num ku">(\d+) /`).FindAllStringSubmatch(dom, -1)
	if len(rows) == 0 {
		t.Errorf("no upstream column in the kernels table")
	}
	for _, r := range rows {
		got, _ := strconv.Atoi(r[2])
		if w := snap.Reach(r[1]).Generic; got != w {
			t.Errorf("kernel @%s: the DOM says %d upstream, opt-22 leaves %d", r[1], got, w)
		}
	}
}

func domNumber(t *testing.T, dom, id string) int {
	m := regexp.MustCompile(`id="` + id + `">(\d+)<`).FindStringSubmatch(dom)
	if m == nil {
		t.Fatalf("no #%s in the DOM", id)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestReportSelfContainedAndDeterministic writes a report twice and checks
// it is byte-identical and fetches nothing.
func TestReportSelfContainedAndDeterministic(t *testing.T) {
	in := filepath.Join(llvmtools.CorpusDir(t), "ll", reportInputs[1])
	src, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	var outs [2][]byte
	for i := range outs {
		m, err := llread.Parse(in, src)
		if err != nil {
			t.Fatal(err)
		}
		tg, _ := target.FromTriple(m.Triple)
		var b bytes.Buffer
		if err := report.Write(&b, &report.Input{File: in, Source: src, Target: tg, Before: report.Take(m, tg),
			After: report.Take(m, tg), Module: m}); err != nil {
			t.Fatal(err)
		}
		outs[i] = b.Bytes()
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Errorf("two reports of the same run differ")
	}
	if regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?(https?:|//)|<link|@import|url\(http`).Match(outs[0]) {
		t.Errorf("the report refers to something outside itself")
	}
	_ = ir.External
}

func TestMain(m *testing.M) { llvmtools.Main(m) }

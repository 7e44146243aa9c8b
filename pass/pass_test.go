package pass

import (
	"errors"
	"strings"
	"testing"

	"memspace/ir"
)

func init() {
	Register(Pass{Name: "test-a", Run: func(*Context) error { return nil },
		Options: []Option{{Name: "test-flag", Default: "true", Check: CheckBool}}})
	Register(Pass{Name: "test-fail", Run: func(*Context) error { return errors.New("boom") }})
}

func TestParseList(t *testing.T) {
	ps, err := ParseList("")
	if err != nil || len(ps) != 0 {
		t.Fatalf("empty list: %v %v", ps, err)
	}
	ps, err = ParseList("test-a, test-a")
	if err != nil || len(ps) != 2 || ps[0].Name != "test-a" {
		t.Fatalf("got %v %v", ps, err)
	}
	if _, err := ParseList("test-a,nope"); err == nil || !strings.Contains(err.Error(), "unknown pass name 'nope'") {
		t.Fatalf("err = %v", err)
	}
}

func TestRunNamesFailingPass(t *testing.T) {
	ps, _ := ParseList("test-a,test-fail")
	err := Run(&Context{Module: ir.NewModule()}, ps, nil)
	if err == nil || err.Error() != "pass 'test-fail': boom" {
		t.Fatalf("err = %v", err)
	}
	ps, _ = ParseList("test-a")
	err = Run(&Context{Module: ir.NewModule()}, ps, func(*ir.Module) error { return errors.New("bad") })
	if err == nil || err.Error() != "module broken after pass 'test-a': bad" {
		t.Fatalf("err = %v", err)
	}
}

// TestCheckpointsBetweenPasses: Run collects between two passes, not
// before the first nor after the last, and a context without Collect
// ignores checkpoints.
func TestCheckpointsBetweenPasses(t *testing.T) {
	var log []string
	ctx := &Context{Module: ir.NewModule(), Collect: func() { log = append(log, "collect") }}
	ps, _ := ParseList("test-a,test-a,test-a")
	if err := Run(ctx, ps, nil, func(name string) { log = append(log, name) }); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(log, ","); got != "test-a,collect,test-a,collect,test-a" {
		t.Fatalf("order: %s", got)
	}
	(&Context{}).Checkpoint()
}

// TestNoCheckpointBeforeLightPasses: no collection before a pass when
// only Light or ReadOnly passes are left; one before a light pass that a
// heavy one follows.
func TestNoCheckpointBeforeLightPasses(t *testing.T) {
	heavyPass := Pass{Name: "h", Run: func(*Context) error { return nil }}
	light := Pass{Name: "l", Run: func(*Context) error { return nil }, Light: true}
	ro := Pass{Name: "r", Run: func(*Context) error { return nil }, ReadOnly: true}
	for _, c := range []struct {
		passes []Pass
		want   string
	}{
		{[]Pass{heavyPass, light, ro}, "h,l,r"},
		{[]Pass{heavyPass, light, heavyPass, light}, "h,collect,l,collect,h,l"},
		{[]Pass{light, ro, heavyPass}, "l,r,collect,h"},
	} {
		var log []string
		ctx := &Context{Module: ir.NewModule(), Collect: func() { log = append(log, "collect") }}
		if err := Run(ctx, c.passes, nil, func(name string) { log = append(log, name) }); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(log, ","); got != c.want {
			t.Errorf("order: %s, want %s", got, c.want)
		}
	}
}

func TestOptions(t *testing.T) {
	var o Options
	if !o.Bool("test-flag") {
		t.Fatal("default not applied")
	}
	if err := o.Set("test-flag", "0"); err != nil || o.Bool("test-flag") {
		t.Fatalf("set false: %v", err)
	}
	if err := o.Set("test-flag", "maybe"); err == nil {
		t.Fatal("bad boolean accepted")
	}
	if err := o.Set("no-such", "1"); err == nil || err.Error() != "unknown option '-no-such'" {
		t.Fatalf("err = %v", err)
	}
}

func TestStatsOrder(t *testing.T) {
	var s Stats
	s.Add("b counter", 2)
	s.Add("a counter", 1)
	s.Add("b counter", 3)
	out := s.String()
	if s.Get("b counter") != 5 || strings.Index(out, "b counter") > strings.Index(out, "a counter") {
		t.Fatalf("stats:\n%s", out)
	}
}

func TestRemarksYAML(t *testing.T) {
	var r Remarks
	r.Add(Remark{Kind: "Missed", Pass: "memspace-opt", Name: "Generic", Function: "_Z1fPf",
		Loc:  &ir.SourcePos{File: "k.cu", Line: 3, Col: 7},
		Args: []RemarkArg{{Key: "String", Value: "pointer stays generic: "}, {Key: "Value", Value: "%p"}}})
	want := `--- !Missed
Pass:            memspace-opt
Name:            Generic
DebugLoc:        { File: k.cu, Line: 3, Column: 7 }
Function:        _Z1fPf
Args:
  - String: 'pointer stays generic: '
  - Value: '%p'
...
`
	if got := string(r.YAML()); got != want {
		t.Fatalf("got:\n%s\nwant:\n%s", got, want)
	}
}

package main

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"memspace/internal/atomicfile"
	"memspace/pass"
)

// remarkFlags are the compiled -pass-remarks* regular expressions (nil:
// not given).
type remarkFlags struct {
	passed, missed, analysis, filter *regexp.Regexp
}

func compileRemarkFlags(s *stageConfig) (*remarkFlags, error) {
	r := &remarkFlags{}
	for _, x := range []struct {
		flag, re string
		dst      **regexp.Regexp
	}{
		{"pass-remarks", s.remarks, &r.passed},
		{"pass-remarks-missed", s.remarksMissed, &r.missed},
		{"pass-remarks-analysis", s.remarksAnalysis, &r.analysis},
		{"pass-remarks-filter", s.remarksFilter, &r.filter},
	} {
		if x.re == "" {
			continue
		}
		re, err := regexp.Compile(x.re)
		if err != nil {
			return nil, fmt.Errorf("invalid regular expression '%s' for -%s: %v", x.re, x.flag, err)
		}
		*x.dst = re
	}
	return r, nil
}

// any reports whether remarks are to be printed.
func (r *remarkFlags) any() bool { return r.passed != nil || r.missed != nil || r.analysis != nil }

// print writes the remarks whose pass matches the flag of their kind, as
// clang prints -Rpass remarks:
//
//	k.cu:12:5: remark: stays generic: ... [-Rpass-missed=memspace-opt]
func (r *remarkFlags) print(w io.Writer, rems *pass.Remarks, file string) {
	if rems == nil || !r.any() {
		return
	}
	for _, rm := range rems.List {
		re, flag := r.passed, "-Rpass"
		switch rm.Kind {
		case "Missed":
			re, flag = r.missed, "-Rpass-missed"
		case "Analysis":
			re, flag = r.analysis, "-Rpass-analysis"
		}
		if re == nil || !re.MatchString(rm.Pass) {
			continue
		}
		fmt.Fprintf(w, "%s: remark: %s [%s=%s]\n", remarkPlace(rm, file), remarkMessage(rm), flag, rm.Pass)
	}
}

func remarkPlace(rm pass.Remark, file string) string {
	if p := rm.Place(); p != nil && p.Line > 0 {
		return p.String()
	}
	if rm.Function != "" {
		return file + ":@" + rm.Function
	}
	return file
}

func remarkMessage(rm pass.Remark) string {
	var b strings.Builder
	for _, a := range rm.Args {
		b.WriteString(a.Value)
	}
	return b.String()
}

// writeRemarks writes the -pass-remarks-output file, keeping only the
// passes -pass-remarks-filter matches.
func (r *remarkFlags) writeRemarks(path string, rems *pass.Remarks) error {
	if path == "" || rems == nil {
		return nil
	}
	out := rems
	if r.filter != nil {
		out = &pass.Remarks{}
		for _, rm := range rems.List {
			if r.filter.MatchString(rm.Pass) {
				out.List = append(out.List, rm)
			}
		}
	}
	return atomicfile.Write(path, out.YAML())
}

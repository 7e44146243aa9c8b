package filecheck

// testCase is one check file and input. want is "" when the check must
// pass, otherwise text that the error must contain.
type testCase struct {
	name  string
	check string
	input string
	opts  Options
	want  string
	// ours marks behaviour that deliberately differs from FileCheck (for
	// example rejecting Perl regex escapes); the agreement test skips it.
	ours bool
}

const notFound = "expected string not found in input"

var cases = []testCase{
	// CHECK
	{name: "plain", check: "; CHECK: foo\n", input: "xx foo yy\n"},
	{name: "plain-missing", check: "; CHECK: baz\n", input: "foo\n", want: "CHECK: " + notFound},
	{name: "plain-order", check: "; CHECK: b\n; CHECK: a\n", input: "a\nb\n", want: "CHECK: " + notFound},
	{name: "plain-same-line-twice", check: "; CHECK: a\n; CHECK: b\n", input: "a b\n"},
	{name: "whitespace-runs", check: "; CHECK: a   b\n", input: "a\t \tb\n"},
	{name: "whitespace-trim", check: ";   CHECK:    a b   \t\n", input: "xa by\n"},
	{name: "whitespace-strict", check: "; CHECK: a  b\n", input: "a b\n", opts: Options{StrictWhitespace: true}, want: notFound},
	{name: "crlf-input", check: "; CHECK: a\n; CHECK-NEXT: b\n", input: "a\r\nb\r\n"},
	{name: "check-in-c-comment", check: "// CHECK: x\n/* CHECK: y */\n", input: "x y */\n"},

	// CHECK-NEXT
	{name: "next", check: "; CHECK: a\n; CHECK-NEXT: b\n", input: "a\nb\n"},
	{name: "next-gap", check: "; CHECK: a\n; CHECK-NEXT: b\n", input: "a\nx\nb\n", want: "CHECK-NEXT: is not on the line after the previous match"},
	{name: "next-same-line", check: "; CHECK: a\n; CHECK-NEXT: b\n", input: "a b\n", want: "CHECK-NEXT: is on the same line as previous match"},
	{name: "next-first", check: "; CHECK-NEXT: a\n", input: "a\n", want: "found 'CHECK-NEXT' without previous 'CHECK: line"},
	{name: "next-missing", check: "; CHECK: a\n; CHECK-NEXT: z\n", input: "a\nb\n", want: "CHECK-NEXT: " + notFound},

	// CHECK-SAME
	{name: "same", check: "; CHECK: a\n; CHECK-SAME: b\n", input: "a b\n"},
	{name: "same-next-line", check: "; CHECK: a\n; CHECK-SAME: b\n", input: "a\nb\n", want: "CHECK-SAME: is not on the same line as the previous match"},
	{name: "same-caret-anchor", check: "; CHECK: a\n; CHECK-SAME: {{^}}b\n", input: "ab\n"},

	// CHECK-NOT
	{name: "not-absent", check: "; CHECK: a\n; CHECK-NOT: x\n; CHECK: b\n", input: "a y b\n"},
	{name: "not-present", check: "; CHECK: a\n; CHECK-NOT: x\n; CHECK: b\n", input: "a x b\n", want: "CHECK-NOT: excluded string found in input"},
	{name: "not-outside-range", check: "; CHECK: a\n; CHECK-NOT: x\n; CHECK: b\n", input: "x a b x\n"},
	{name: "not-leading", check: "; CHECK-NOT: x\n; CHECK: b\n", input: "x b\n", want: "excluded string found"},
	{name: "not-trailing", check: "; CHECK: b\n; CHECK-NOT: x\n", input: "b x\n", want: "excluded string found"},
	{name: "not-trailing-ok", check: "; CHECK: b\n; CHECK-NOT: x\n", input: "x b\n"},
	{name: "not-only", check: "; CHECK-NOT: x\n", input: "abc\n"},
	{name: "not-regex", check: "; CHECK-NOT: addrspace({{[0-9]+}})\n", input: "ptr addrspace(3) %p\n", want: "excluded"},

	// CHECK-DAG
	{name: "dag-any-order", check: "; CHECK-DAG: b\n; CHECK-DAG: a\n; CHECK: c\n", input: "a b c\n"},
	{name: "dag-overlap", check: "; CHECK-DAG: a\n; CHECK-DAG: a\n", input: "a\n", want: "CHECK-DAG: " + notFound},
	{name: "dag-twice", check: "; CHECK-DAG: a\n; CHECK-DAG: a\n", input: "a a\n"},
	{name: "dag-not-between", check: "; CHECK-DAG: a\n; CHECK-NOT: x\n; CHECK-DAG: b\n", input: "a x b\n", want: "excluded"},
	{name: "dag-not-between-ok", check: "; CHECK-DAG: a\n; CHECK-NOT: x\n; CHECK-DAG: b\n", input: "a b x\n"},
	{name: "dag-groups-ordered", check: "; CHECK-DAG: a\n; CHECK-NOT: x\n; CHECK-DAG: b\n", input: "b a\n", want: "CHECK-DAG: " + notFound},
	{name: "dag-after-check", check: "; CHECK: start\n; CHECK-DAG: y\n; CHECK-DAG: x\n", input: "x start x y\n"},
	{name: "dag-before-check", check: "; CHECK-DAG: y\n; CHECK: c\n", input: "c y\n", want: "CHECK: " + notFound},
	{name: "dag-var", check: "; CHECK-DAG: %[[A:[a-z]+]] = load\n; CHECK-DAG: %[[B:[a-z]+]] = alloca\n; CHECK: add %[[A]], %[[B]]\n",
		input: "%p = alloca\n%v = load\nadd %v, %p\n"},

	// CHECK-LABEL
	{name: "label", check: "; CHECK-LABEL: f1\n; CHECK: a\n; CHECK-LABEL: f2\n; CHECK: b\n", input: "f1\na\nf2\nb\n"},
	{name: "label-partition", check: "; CHECK-LABEL: f1\n; CHECK: a\n; CHECK-LABEL: f2\n; CHECK: b\n", input: "f1\nf2\na b\n", want: "CHECK: " + notFound},
	{name: "label-missing", check: "; CHECK-LABEL: f1\n; CHECK: a\n", input: "f2\na\n", want: "CHECK-LABEL: " + notFound},
	{name: "label-var", check: "; CHECK-LABEL: [[X:f]]\n", input: "f\n", want: "found 'CHECK-LABEL:' with variable definition or use"},
	{name: "label-not", check: "; CHECK-LABEL: f1\n; CHECK-NOT: bad\n; CHECK-LABEL: f2\n", input: "f1 bad f2\n", want: "excluded"},
	{name: "label-not-ok", check: "; CHECK-LABEL: f1\n; CHECK-NOT: bad\n; CHECK-LABEL: f2\n", input: "f1 ok f2 bad\n"},
	{name: "label-continue-after-fail", check: "; CHECK-LABEL: f1\n; CHECK: zz\n; CHECK-LABEL: f2\n; CHECK: yy\n", input: "f1 f2\n", want: "CHECK: " + notFound},
	{name: "label-next-after", check: "; CHECK-LABEL: define\n; CHECK-NEXT: entry\n", input: "define @f\nentry:\n"},

	// CHECK-EMPTY
	{name: "empty", check: "; CHECK: a\n; CHECK-EMPTY:\n; CHECK-NEXT: b\n", input: "a\n\nb\n"},
	{name: "empty-not-empty", check: "; CHECK: a\n; CHECK-EMPTY:\n", input: "a\nb\n\n", want: "CHECK-EMPTY: is not on the line after the previous match"},
	{name: "empty-at-end", check: "; CHECK: a\n; CHECK-EMPTY:\n", input: "a\n"},
	{name: "empty-with-text", check: "; CHECK: a\n; CHECK-EMPTY: x\n", input: "a\n", want: "found non-empty check string for empty check with prefix 'CHECK:'"},

	// CHECK-COUNT and {LITERAL}
	{name: "count", check: "; CHECK-COUNT-2: a\n; CHECK: b\n", input: "a a b\n"},
	{name: "count-short", check: "; CHECK-COUNT-3: a\n", input: "a a\n", want: "CHECK-COUNT: expected string not found in input (3 out of 3)"},
	{name: "count-bad", check: "; CHECK-COUNT-0: a\n", input: "a\n", want: "invalid count in -COUNT specification on prefix 'CHECK'"},
	{name: "literal", check: "; CHECK{LITERAL}: {{x}} [[y]]\n", input: "{{x}} [[y]]\n"},

	// regexes
	{name: "regex", check: "; CHECK: a{{[0-9]+}}b\n", input: "a123b\n"},
	{name: "regex-miss", check: "; CHECK: a{{[0-9]+}}b\n", input: "ab\n", want: notFound},
	{name: "regex-alternation", check: "; CHECK: x{{a|b}}y\n", input: "xby\n"},
	{name: "regex-escaped-literal", check: "; CHECK: (a+b).*\n", input: "(a+b).*\n"},
	{name: "regex-dollar", check: "; CHECK: a{{$}}\n; CHECK-NEXT: c\n", input: "ab\na\nc\n"},
	{name: "regex-dot-no-newline", check: "; CHECK: a{{.*}}b\n", input: "a\nb\n", want: notFound},
	{name: "regex-invalid", check: "; CHECK: {{(}}\n", input: "(\n", want: "invalid regex"},
	{name: "regex-unterminated", check: "; CHECK: {{abc\n", input: "abc\n", want: "found start of regex string with no end '}}'"},
	{name: "regex-longest", check: "; CHECK: x[[V:a|ab]]\n; CHECK: y[[V]]{{$}}\n", input: "xab\nya\n", want: notFound},
	{name: "regex-perl-escape", check: "; CHECK: {{\\d+}}\n", input: "12\n", want: "invalid regex", ours: true},

	// variables
	{name: "var", check: "; CHECK: %[[R:[0-9]+]] = add\n; CHECK: ret i32 %[[R]]\n", input: "%5 = add\nret i32 %5\n"},
	{name: "var-mismatch", check: "; CHECK: %[[R:[0-9]+]] = add\n; CHECK: ret i32 %[[R]]\n", input: "%5 = add\nret i32 %6\n", want: notFound},
	{name: "var-undefined", check: "; CHECK: [[X]]\n", input: "x\n", want: "undefined variable: X"},
	{name: "var-backref", check: "; CHECK: [[X:[a-z]+]] [[X]]\n", input: "ab cd ef ef\n"},
	{name: "var-backref-miss", check: "; CHECK: [[X:[a-z]+]] [[X]]{{$}}\n", input: "ab cd\n", want: notFound},
	{name: "var-redefine", check: "; CHECK: v=[[X:[0-9]]]\n; CHECK: v=[[X:[0-9]]]\n; CHECK: w=[[X]]\n", input: "v=1 v=2 w=1 w=2\n"},
	{name: "var-brackets", check: "; CHECK: [[X:[ab]+]]c\n; CHECK: [[X]]\n", input: "abbac\nabba\n"},
	{name: "var-literal-bracket", check: "; CHECK: [[[X:a]]]\n", input: "[a]\n"},
	{name: "var-whitespace", check: "; CHECK: [[X :a]]\n", input: "a\n", want: "unexpected whitespace"},
	{name: "var-bad-name", check: "; CHECK: [[1X:a]]\n", input: "a\n", want: "invalid variable name"},
	{name: "var-define-opt", check: "; CHECK: [[V]]\n", input: "foo\n", opts: Options{Defines: []string{"V=foo"}}},
	{name: "var-scope", check: "; CHECK-LABEL: f\n; CHECK: [[X:a]]\n; CHECK-LABEL: g\n; CHECK: [[X]]\n", input: "f a g a\n"},
	{name: "var-scope-on", check: "; CHECK-LABEL: f\n; CHECK: [[X:a]]\n; CHECK-LABEL: g\n; CHECK: [[X]]\n", input: "f a g a\n", opts: Options{EnableVarScope: true}, want: "undefined variable: X"},
	{name: "var-scope-global", check: "; CHECK-LABEL: f\n; CHECK: [[$X:a]]\n; CHECK-LABEL: g\n; CHECK: [[$X]]\n", input: "f a g a\n", opts: Options{EnableVarScope: true}},
	{name: "numeric-block", check: "; CHECK: [[#X]]\n", input: "1\n", want: "not supported", ours: true},

	// prefixes and comments
	{name: "prefix-custom", check: "; FOO: a\n", input: "a\n", opts: Options{Prefixes: []string{"FOO"}}},
	{name: "prefix-missing", check: "; CHECK: a\n", input: "a\n", opts: Options{Prefixes: []string{"FOO"}}, want: "no check strings found with prefix 'FOO:'"},
	{name: "prefix-unused", check: "; A: a\n", input: "a\n", opts: Options{Prefixes: []string{"A", "B"}}, want: "no check strings found with prefix 'B:'"},
	{name: "prefix-unused-allowed", check: "; A: a\n", input: "a\n", opts: Options{Prefixes: []string{"A", "B"}, AllowUnusedPrefixes: true}},
	{name: "prefix-mixed-next", check: "; A: x\n; B-NEXT: y\n", input: "x\ny\n", opts: Options{Prefixes: []string{"A", "B"}}},
	{name: "prefix-in-word", check: "; XCHECK: nope\n; CHECKX: nope\n; CHECK: a\n", input: "a\n"},
	{name: "run-is-comment", check: "; RUN: tool | FileCheck CHECK: nope\n; CHECK: a\n", input: "a\n"},
	{name: "com-is-comment", check: "; COM: CHECK: nope\n; CHECK: a\n", input: "a\n"},
	{name: "no-checks", check: "; nothing here\n", input: "a\n", want: "no check strings found with prefix 'CHECK:'"},
	{name: "empty-pattern", check: "; CHECK:\n", input: "a\n", want: "found empty check string with prefix 'CHECK:'"},
	{name: "misspelled", check: "; CHECK: a\n; CHECK_NEXT: b\n", input: "a\nb\n", want: "misspelled directive 'CHECK_NEXT:'"},
	{name: "bad-not-combo", check: "; CHECK-NOT-DAG: a\n", input: "b\n", want: "unsupported -NOT combo on prefix 'CHECK'"},

	// options
	{name: "implicit-not", check: "; CHECK: a\n", input: "a\nwarning: x\n", opts: Options{ImplicitCheckNot: []string{"warning"}}, want: "IMPLICIT-CHECK-NOT: excluded string found in input"},
	{name: "implicit-not-ok", check: "; CHECK: a\n", input: "a\n", opts: Options{ImplicitCheckNot: []string{"warning"}}},
	{name: "implicit-not-only", check: "; nothing\n", input: "a\n", opts: Options{ImplicitCheckNot: []string{"warning"}}},
	{name: "empty-input", check: "; CHECK-NOT: x\n", input: "", want: "is empty"},
	{name: "empty-input-allowed", check: "; CHECK-NOT: x\n", input: "", opts: Options{AllowEmpty: true}},
	{name: "ignore-case", check: "; CHECK: Hello {{W}}orld\n", input: "hello world\n", opts: Options{IgnoreCase: true}},
	{name: "full-lines", check: "; CHECK: b c\n", input: "a b c\n", opts: Options{MatchFullLines: true}, want: notFound},
	{name: "full-lines-ok", check: "; CHECK: a b c\n", input: "  a b c \n", opts: Options{MatchFullLines: true}},

	// edge cases checked against FileCheck
	{name: "edge-empty-braces", check: "; CHECK: a{{}}b\n", input: "ab\n", want: "invalid regex"},
	{name: "edge-empty-def", check: "; CHECK: a[[X:]]b\n; CHECK: c[[X]]d\n", input: "ab cd\n"},
	{name: "edge-space-before-colon", check: "; CHECK : a\n; CHECK: b\n", input: "b\n"},
	{name: "edge-no-colon", check: "; CHECK-NEXT a\n", input: "a\n", want: "no check strings found"},
	{name: "edge-dag-literal", check: "; CHECK-DAG{LITERAL}: [[x]]\n", input: "[[x]]\n"},
	{name: "edge-longer-prefix", check: "; CHECK-FOO: x\n; CHECK: y\n", input: "y x\n", opts: Options{Prefixes: []string{"CHECK", "CHECK-FOO"}}, want: notFound},
	{name: "edge-no-final-newline", check: "; CHECK: a\n; CHECK-NEXT: b", input: "a\nb"},
	{name: "edge-undefined-in-not", check: "; CHECK: a\n; CHECK-NOT: [[Y]]\n", input: "a\n", want: "undefined variable: Y"},
	{name: "edge-implicit-regex", check: "; CHECK: a\n", input: "a warning\n", opts: Options{ImplicitCheckNot: []string{"{{warn.*}}"}}, want: "excluded"},
	{name: "edge-two-empty", check: "; CHECK: a\n; CHECK-EMPTY:\n; CHECK-EMPTY:\n; CHECK-NEXT: b\n", input: "a\n\n\nb\n"},
	{name: "edge-same-after-dag", check: "; CHECK: a\n; CHECK-DAG: c\n; CHECK-SAME: d\n", input: "a c d\n"},
	{name: "edge-def-in-not", check: "; CHECK: a\n; CHECK-NOT: [[V:q]]z\n; CHECK: b\n", input: "a b\n"},
	{name: "edge-dollar-region", check: "; CHECK-LABEL: f\n; CHECK: x{{$}}\n; CHECK-LABEL: g\n", input: "f x g\n", want: notFound},
	{name: "edge-label-next", check: "; CHECK: a\n; CHECK-LABEL: b\n; CHECK-NEXT: c\n", input: "a\nb\nc\n"},
	{name: "edge-label-first-region-fail", check: "; CHECK: zz\n; CHECK-LABEL: b\n; CHECK: c\n", input: "a\nb\nc\n", want: "CHECK: " + notFound},
	{name: "edge-dag-zero-width", check: "; CHECK-DAG: {{^}}\n; CHECK-DAG: {{^}}\n", input: "a\nb\n"},
	{name: "edge-strict-tab", check: "; CHECK: a\tb\n", input: "a\tb\n", opts: Options{StrictWhitespace: true}},
	{name: "edge-count-next", check: "; CHECK: a\n; CHECK-COUNT-2: b\n; CHECK-NEXT: c\n", input: "a\nb\nb\nc\n"},
	{name: "edge-brackets-regex", check: "; CHECK: [[X:[[:alpha:]]+]] [[X]]\n", input: "ab ab\n"},
	{name: "edge-var-missing-close", check: "; CHECK: [[X:a\n", input: "a\n", want: "Invalid substitution block, no ]] found"},
	{name: "edge-global-no-scope", check: "; CHECK: [[$G:x]]\n; CHECK: [[$G]]\n", input: "x x\n"},
	{name: "edge-empty-var-never-matches", check: "; CHECK: a[[V:]]\n; CHECK: [[V]]\n", input: "a\n", want: notFound},
	{name: "edge-not-twice-fails", check: "; CHECK: a\n; CHECK-NOT: x\n; CHECK-NOT: y\n; CHECK: b\n", input: "a y x b\n", want: "excluded"},
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// signature returns intrinsic r's type as LLVM's text spells it,
// "ret|param|param...", where every type is fixed; ok is false for a
// variadic one or one with a type this table does not spell.
func signature(all map[string]json.RawMessage, r record) (string, bool) {
	results, ok1 := typeTexts(all, r.Results)
	params, ok2 := typeTexts(all, r.Params)
	if !ok1 || !ok2 || slices.Contains(params, "void") { // llvm_vararg_ty among them
		return "", false
	}
	ret := "void"
	switch len(results) {
	case 0:
	case 1:
		ret = results[0]
	default:
		ret = "{ " + strings.Join(results, ", ") + " }"
	}
	return strings.Join(append([]string{ret}, params...), "|"), true
}

// typeTexts spells type records refs; ok is false if one has no spelling.
func typeTexts(all map[string]json.RawMessage, refs []ref) ([]string, bool) {
	out := make([]string, len(refs))
	for i, r := range refs {
		t, ok := typeText(all, r.Def)
		if !ok {
			return nil, false
		}
		out[i] = t
	}
	return out, true
}

var vectorVT = regexp.MustCompile(`^(nx)?v([0-9]+)(.+)$`)

// scalarVT spells the scalar value types of the kept targets' intrinsics.
var scalarVT = map[string]string{"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double",
	"f80": "x86_fp80", "f128": "fp128", "ppcf128": "ppc_fp128", "isVoid": "void", "MetadataVT": "metadata",
	"token": "token"}

// typeText spells type record def, from its value type (and, for a
// pointer, the address space its type signature holds).
func typeText(all map[string]json.RawMessage, def string) (string, bool) {
	var t struct {
		VT  ref
		Sig []int
	}
	if json.Unmarshal(all[def], &t) != nil {
		return "", false
	}
	return vtText(t.VT.Def, t.Sig)
}

func vtText(vt string, sig []int) (string, bool) {
	const iitPtr, iitPtrAS = 14, 24 // IIT_PTR, IIT_ANYPTR with a fixed space
	if vt == "iPTR" {
		switch {
		case len(sig) == 1 && sig[0] == iitPtr:
			return "ptr", true
		case len(sig) == 2 && sig[0] == iitPtrAS:
			return fmt.Sprintf("ptr addrspace(%d)", sig[1]), true
		}
		return "", false
	}
	if s, ok := scalarVT[vt]; ok {
		return s, true
	}
	if len(vt) > 1 && vt[0] == 'i' && strings.Trim(vt[1:], "0123456789") == "" {
		return vt, true
	}
	if m := vectorVT.FindStringSubmatch(vt); m != nil {
		elem, ok := vtText(m[3], nil)
		if !ok {
			return "", false
		}
		if m[1] != "" {
			return "<vscale x " + m[2] + " x " + elem + ">", true
		}
		return "<" + m[2] + " x " + elem + ">", true
	}
	return "", false
}

// writeSignatures writes the signatures of the intrinsics that are not
// overloaded: the distinct signatures, then each intrinsic with the
// number of its signature.
func writeSignatures(w io.Writer, sigs map[string]string) {
	names := make([]string, 0, len(sigs))
	for n := range sigs {
		names = append(names, n)
	}
	sort.Strings(names)
	var distinct []string
	number := map[string]int{}
	for _, n := range names {
		if _, ok := number[sigs[n]]; !ok {
			number[sigs[n]] = len(distinct)
			distinct = append(distinct, sigs[n])
		}
	}
	fmt.Fprintln(w, "// signatures are the types of the intrinsics that are not overloaded,")
	fmt.Fprintln(w, "// each \"result|parameter|...\" in LLVM's text.")
	fmt.Fprintln(w, "var signatures = []string{")
	for _, s := range distinct {
		fmt.Fprintf(w, "\t%q,\n", s)
	}
	fmt.Fprintln(w, "}")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "// signatureTable gives each intrinsic that is not overloaded its")
	fmt.Fprintln(w, "// signature, as name:i (i indexes signatures).")
	fmt.Fprintln(w, "var signatureTable = \"\" +")
	entries := make([]string, len(names))
	for i, n := range names {
		entries[i] = fmt.Sprintf("%s:%d", n, number[sigs[n]])
	}
	writeWrapped(w, "\t", entries, "")
	fmt.Fprintln(w)
}

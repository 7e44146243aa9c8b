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
	return spelled(all, r, false)
}

// overloadedSignature is signature for an overloaded intrinsic: "*"
// stands for each slot whose type is not fixed (an overloaded type, or one
// derived from another slot's that followers does not spell), and a
// result with such a type is "*" whole; ok is false for a variadic one or
// one with nothing but "*".
func overloadedSignature(all map[string]json.RawMessage, r record) (string, bool) {
	sig, ok := spelled(all, r, true)
	if !ok || strings.Trim(sig, "*|") == "" {
		return "", false
	}
	return sig, true
}

// spelled is signature, with "*" for the types it does not spell when
// wild is set.
func spelled(all map[string]json.RawMessage, r record, wild bool) (string, bool) {
	results, ok1 := typeTexts(all, r.Results, wild)
	params, ok2 := typeTexts(all, r.Params, wild)
	if wild && ok1 && ok2 && len(results) <= 1 {
		followers(all, r, results, params)
	}
	if !ok1 || !ok2 || slices.Contains(params, "void") { // llvm_vararg_ty among them
		return "", false
	}
	ret := "void"
	switch {
	case len(results) == 0:
	case len(results) == 1:
		ret = results[0]
	case slices.ContainsFunc(results, isWild):
		ret = "*"
	default:
		ret = "{ " + strings.Join(results, ", ") + " }"
	}
	return strings.Join(append([]string{ret}, params...), "|"), true
}

// typeTexts spells type records refs; ok is false if one has no spelling
// and wild is not set (wildText stands for it if it is).
func typeTexts(all map[string]json.RawMessage, refs []ref, wild bool) ([]string, bool) {
	out := make([]string, len(refs))
	for i, r := range refs {
		t, ok := typeText(all, r.Def)
		switch {
		case !ok && !wild:
			return nil, false
		case !ok:
			t = wildText(all, r.Def)
		}
		out[i] = t
	}
	return out, true
}

// wildText spells a slot whose type is not fixed: "*i" for LLVM's
// llvm_anyint_ty (an integer or a vector of integers), "*f" for
// llvm_anyfloat_ty (a floating-point type or a vector of them), "*v" for
// llvm_anyvector_ty, "*p" for llvm_anyptr_ty (a pointer in any address
// space), and "*" for llvm_any_ty and for a type derived from another
// slot's that followers does not spell.
func wildText(all map[string]json.RawMessage, def string) string {
	var t struct {
		IsAny int
		VT    ref
	}
	if json.Unmarshal(all[def], &t) != nil || t.IsAny != 1 {
		return "*"
	}
	return "*" + map[string]string{"iAny": "i", "fAny": "f", "vAny": "v", "pAny": "p"}[t.VT.Def]
}

// isWild reports whether a slot's spelling is wildText's.
func isWild(text string) bool { return strings.HasPrefix(text, "*") }

// followers spells, in place, the slots of an overloaded intrinsic whose
// type follows an overloaded slot's: "=P" for LLVMMatchType (the same
// type), "=P:T" for LLVMScalarOrSameVectorWidth (T, or a vector of T
// with as many elements when slot P is a vector), "=P.e" for
// LLVMVectorElementType (the element type of slot P, a vector) and
// "=P/N" for LLVMOneNthElementsVectorType (slot P's vector with an Nth of
// its elements), P being the position of
// the overloaded slot in the signature (0 the result, then the
// parameters). Only intrinsics of at most one result are spelled so.
func followers(all map[string]json.RawMessage, r record, results, params []string) {
	var ti struct {
		ACIdxs []*int
	}
	check(json.Unmarshal(all[r.TypeInfo.Def], &ti))
	slots := append(append([]ref{}, r.Results...), r.Params...)
	texts := append(append([]string{}, results...), params...)
	shift := 1 - len(r.Results) // the result's position is 0
	position := map[int]int{}   // overload index -> position
	for j, idx := range ti.ACIdxs {
		if idx != nil && j < len(slots) {
			position[*idx] = j + shift
		}
	}
	for j, s := range slots {
		if texts[j] != "*" {
			continue
		}
		var t struct {
			Super  []string `json:"!superclasses"`
			Number int
			Sig    []int
		}
		check(json.Unmarshal(all[s.Def], &t))
		p, ok := position[t.Number]
		if !ok || len(t.Super) == 0 {
			continue
		}
		text := ""
		switch t.Super[len(t.Super)-1] {
		case "LLVMMatchType":
			text = fmt.Sprintf("=%d", p)
		case "LLVMScalarOrSameVectorWidth":
			if len(t.Sig) == 3 && iitInts[t.Sig[2]] != "" {
				text = fmt.Sprintf("=%d:%s", p, iitInts[t.Sig[2]])
			}
		case "LLVMVectorElementType":
			text = fmt.Sprintf("=%d.e", p)
		case "LLVMOneNthElementsVectorType":
			if len(t.Sig) == 3 && t.Sig[2] > 0 {
				text = fmt.Sprintf("=%d/%d", p, t.Sig[2])
			}
		}
		if text == "" {
			continue
		}
		if j < len(results) {
			results[j] = text
		} else {
			params[j-len(results)] = text
		}
	}
}

// iitInts are LLVM's IIT codes of the integer types (IIT_I1 to IIT_I64).
var iitInts = map[int]string{1: "i1", 2: "i8", 3: "i16", 4: "i32", 5: "i64"}

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

// writeSignatures writes the signatures of the intrinsics: the distinct
// signatures, then each intrinsic with the number of its signature (an
// overloaded one's name ends in *).
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
	fmt.Fprintln(w, "// signatures are the types of the intrinsics, each")
	fmt.Fprintln(w, "// \"result|parameter|...\" in LLVM's text; * is a type that is not fixed.")
	fmt.Fprintln(w, "var signatures = []string{")
	for _, s := range distinct {
		fmt.Fprintf(w, "\t%q,\n", s)
	}
	fmt.Fprintln(w, "}")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "// signatureTable gives intrinsics their signatures, as name:i (i")
	fmt.Fprintln(w, "// indexes signatures); an overloaded intrinsic's name ends in *.")
	fmt.Fprintln(w, "var signatureTable = \"\" +")
	entries := make([]string, len(names))
	for i, n := range names {
		entries[i] = fmt.Sprintf("%s:%d", n, number[sigs[n]])
	}
	writeWrapped(w, "\t", entries, "")
	fmt.Fprintln(w)
}

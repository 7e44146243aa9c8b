package addrspace

import (
	"memspace/demangle"
	"memspace/ir"
)

// Names in source terms, for the texts of origins (the notes of
// diagnostics): a parameter clang left unnamed takes the name of its
// DILocalVariable (from the #dbg_value or #dbg_declare record, or the
// llvm.dbg.* call, that describes it in the entry block), a global the
// name of its DIGlobalVariable, and mangled C++ names read as c++filt
// prints them.

// funcDisplay names a function in a note: "@f" for a C name, the
// demangled signature for a C++ one.
func funcDisplay(f *ir.Function) string {
	if s, ok := demangle.Demangle(f.Name()); ok {
		return s
	}
	return "@" + f.Name()
}

// globalDisplay names a global variable in a note: "@tile" for the static
// _ZZ1kPfE4tile, from its debug record or its demangled name.
func globalDisplay(g *ir.GlobalVariable) string {
	if n := debugVarName(g); n != "" {
		return "@" + n
	}
	return "@" + demangle.Short(g.Name())
}

func debugVarName(g *ir.GlobalVariable) string {
	for _, a := range g.MD {
		e, _ := a.Node.(*ir.MDNode)
		if a.Kind != "dbg" || e == nil {
			continue
		}
		if e.Kind == "DIGlobalVariableExpression" {
			e = e.NodeField("var")
		}
		if e != nil && e.Kind == "DIGlobalVariable" {
			if n, ok := e.StringField("name"); ok {
				return n
			}
		}
	}
	return ""
}

// debugParamNames returns the source names of f's parameters from the
// debug records of its entry block ("" for a parameter none describes):
// the first record that names a parameter gives its name.
func debugParamNames(f *ir.Function) map[*ir.Argument]string {
	if f == nil {
		return map[*ir.Argument]string{}
	}
	names := make(map[*ir.Argument]string, len(f.Params))
	for _, p := range f.Params {
		names[p] = ""
	}
	if f.IsDeclaration() {
		return names
	}
	name := func(loc, variable ir.Metadata) {
		if a, n := varOf(loc, variable); a != nil && a.Parent == f && names[a] == "" {
			names[a] = n
		}
	}
	for _, in := range f.Blocks[0].Instrs {
		for _, r := range in.DbgRecords() {
			if (r.Kind == "value" || r.Kind == "declare") && len(r.Args) > 1 {
				name(r.Args[0], r.Args[1])
			}
		}
		if callee := calleeName(in); (callee == "llvm.dbg.value" || callee == "llvm.dbg.declare") && in.NumOperands() >= 3 {
			v, _ := in.Operand(0).(*ir.MetadataAsValue)
			d, _ := in.Operand(1).(*ir.MetadataAsValue)
			if v != nil && d != nil {
				name(v.MD, d.MD)
			}
		}
	}
	return names
}

// varOf returns the parameter a debug record describes and the name of
// its variable, or nil.
func varOf(loc, variable ir.Metadata) (*ir.Argument, string) {
	vm, _ := loc.(*ir.ValueAsMetadata)
	v, _ := variable.(*ir.MDNode)
	if vm == nil || v == nil || v.Kind != "DILocalVariable" {
		return nil, ""
	}
	a, _ := vm.V.(*ir.Argument)
	n, _ := v.StringField("name")
	return a, n
}

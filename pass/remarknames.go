package pass

import (
	"memspace/ir"
	"memspace/llwrite"
)

// FinalNames renames the values remarks name as the printed module numbers
// them: a pass names a value while the module is still changing (a later
// rewrite inserts or removes unnamed values, an inliner copies a body), so
// "%5" in a remark would otherwise be another %5 of the output. Values no
// longer in a function keep the name they had.
func (r *Remarks) FinalNames() {
	if r == nil {
		return
	}
	names := map[*ir.Function]*llwrite.Names{}
	// One module-wide naming state per module: building it per function
	// would cost the module's size once for every function named.
	namers := map[*ir.Module]func(*ir.Function) *llwrite.Names{}
	for i := range r.List {
		for k := range r.List[i].Args {
			a := &r.List[i].Args[k]
			if a.Access != nil && a.Access.PointerOperand() != nil {
				a.Val = a.Access.PointerOperand()
			}
			if a.Val == nil {
				continue
			}
			f := owner(a.Val)
			if f == nil {
				continue
			}
			if names[f] == nil {
				if namers[f.Parent] == nil {
					namers[f.Parent] = llwrite.NamesFor(f.Parent)
				}
				names[f] = namers[f.Parent](f)
			}
			a.Value = names[f].Ref(a.Val)
		}
	}
}

// owner is the function a local value is in, or nil.
func owner(v ir.Value) *ir.Function {
	switch v := v.(type) {
	case *ir.Instruction:
		if v.Parent != nil {
			return v.Parent.Parent
		}
	case *ir.Argument:
		return v.Parent
	}
	return nil
}

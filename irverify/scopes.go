package irverify

import "memspace/ir"

// !alias.scope and !noalias lists (process-restrict writes them; the
// alias analysis reads them) and !llvm.access.group, checked as LLVM's
// verifier checks them on any instruction, with its messages.

// scopeListProblem checks a list of alias scopes.
func scopeListProblem(list *ir.MDNode) string {
	for _, op := range list.Ops {
		scope, ok := op.(*ir.MDNode)
		if !ok || scope == nil {
			return "scope list must consist of MDNodes"
		}
		if msg := scopeProblem(scope); msg != "" {
			return msg
		}
	}
	return ""
}

// scopeProblem checks one scope: a name (itself or a string), its
// domain, and an optional description.
func scopeProblem(scope *ir.MDNode) string {
	ops := scope.Ops
	switch {
	case len(ops) < 2 || len(ops) > 3:
		return "scope must have two or three operands"
	case !selfOrString(scope, ops[0]):
		return "first scope operand must be self-referential or string"
	case len(ops) == 3 && !isMDString(ops[2]):
		return "third scope operand must be string (if used)"
	}
	domain, ok := ops[1].(*ir.MDNode)
	if !ok || domain == nil {
		return "second scope operand must be MDNode"
	}
	switch d := domain.Ops; {
	case len(d) < 1 || len(d) > 2:
		return "domain must have one or two operands"
	case !selfOrString(domain, d[0]):
		return "first domain operand must be self-referential or string"
	case len(d) == 2 && !isMDString(d[1]):
		return "second domain operand must be string (if used)"
	}
	return ""
}

// accessGroupProblem checks an access group, or a list of them: an
// access group is a distinct node without operands.
func accessGroupProblem(n *ir.MDNode) string {
	if isAccessGroup(n) {
		return ""
	}
	for _, op := range n.Ops {
		g, ok := op.(*ir.MDNode)
		if !ok || g == nil {
			return "Access scope list must consist of MDNodes"
		}
		if !isAccessGroup(g) {
			return "Access scope list contains invalid access scope"
		}
	}
	return ""
}

func isAccessGroup(n *ir.MDNode) bool { return n.Distinct && len(n.Ops) == 0 && n.Kind == "" }

func selfOrString(n *ir.MDNode, op ir.Metadata) bool {
	self, ok := op.(*ir.MDNode)
	return ok && self == n || isMDString(op)
}

func isMDString(op ir.Metadata) bool {
	s, ok := op.(*ir.MDString)
	return ok && s != nil
}

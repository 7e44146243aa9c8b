package aaeval

import "memspace/ir"

// scopes and noalias return an instruction's !alias.scope and !noalias
// lists (nil for none or no instruction).
func scopes(in *ir.Instruction) *ir.MDNode  { return mdList(in, "alias.scope") }
func noalias(in *ir.Instruction) *ir.MDNode { return mdList(in, "noalias") }

func mdList(in *ir.Instruction, kind string) *ir.MDNode {
	if in == nil {
		return nil
	}
	n, _ := in.Metadata(kind).(*ir.MDNode)
	return n
}

// domain returns a scope node's domain (its second operand).
func domain(scope ir.Metadata) *ir.MDNode {
	s, ok := scope.(*ir.MDNode)
	if !ok || len(s.Ops) < 2 {
		return nil
	}
	d, _ := s.Ops[1].(*ir.MDNode)
	return d
}

// mayAliasInScopes is LLVM's ScopedNoAliasAAResult::mayAliasInScopes: an
// access in the scopes list does not alias one whose !noalias list holds,
// for some domain, every scope the first has in that domain.
func mayAliasInScopes(list, na *ir.MDNode) bool {
	if list == nil || na == nil {
		return true
	}
	var domains []*ir.MDNode
	for _, s := range na.Ops {
		if d := domain(s); d != nil && !containsNode(domains, d) {
			domains = append(domains, d)
		}
	}
	for _, d := range domains {
		found := false
		subset := true
		for _, s := range list.Ops {
			if domain(s) != d {
				continue
			}
			found = true
			if !containsMD(na.Ops, s) {
				subset = false
			}
		}
		if found && subset {
			return false
		}
	}
	return true
}

func containsNode(list []*ir.MDNode, n *ir.MDNode) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}

func containsMD(list []ir.Metadata, m ir.Metadata) bool {
	for _, x := range list {
		if x == m {
			return true
		}
	}
	return false
}

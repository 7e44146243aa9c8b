package restrict

import "memspace/ir"

// What a callee learns from its calls.
//
// When every use of a local function is a direct call from functions
// already visited, and every one of those callers has alias domain D, the
// callee's parameters stand for what the calls pass: a parameter to which
// every call passes a value derived from roots R (in its caller's domain
// D) derives from R in the callee too, and the callee's accesses are
// tagged in D with the callers' own scopes. That is what keeps an ipmsp
// clone (@f.global, made for a kernel with restrict parameters) as precise
// as the kernel: inlined back, its accesses carry the kernel's scopes.
//
// Sound because the calls run inside their callers, while the callers'
// restrict promises hold, and because the knowledge is kept per domain: a
// parameter unknown in D at one call is unknown in D (top) everywhere in
// the callee, so no list of D is written from it. A domain some caller
// lacks gives nothing. Callers with two domains of their own each pass
// both.

// maxInherited bounds the domains a function inherits: each costs one
// walk of the values its parameters reach.
const maxInherited = 8

// inherit gives fi the domains all its callers share.
func (s *state) inherit(fi *fnInfo, calls []*ir.Instruction) {
	if len(calls) == 0 {
		return
	}
	first := s.seen[calls[0].Parent.Parent]
	if first == nil {
		return
	}
	for _, cand := range first.domains {
		if len(fi.domains) >= maxInherited+1 || fi.domain(cand.node) != nil {
			continue
		}
		if d := s.inheritDomain(fi, calls, cand.node); d != nil {
			fi.domains = append(fi.domains, d)
		}
	}
}

// inheritDomain builds fi's view of domain n from its calls, or nil when
// some caller lacks n or no parameter learns anything.
func (s *state) inheritDomain(fi *fnInfo, calls []*ir.Instruction, n *ir.MDNode) *domainInfo {
	f := fi.f
	params := make([]val, len(f.Params))
	for _, c := range calls {
		caller := s.seen[c.Parent.Parent]
		var cd *domainInfo
		if caller != nil {
			cd = caller.domain(n)
		}
		if cd == nil || c.Call() == nil || len(c.Args()) != len(f.Params) {
			return nil
		}
		for i, a := range c.Args() {
			if _, ptr := f.Params[i].Type().(*ir.PointerType); ptr {
				params[i].join(translate(caller, fi, cd.valueOf(a)))
			}
		}
	}
	d := newDomain(n, false)
	learned := 0
	for i, v := range params {
		if _, ptr := f.Params[i].Type().(*ir.PointerType); !ptr || v.top {
			continue
		}
		d.addRoot(f.Params[i], v.roots)
		d.universe.union(v.roots)
		if !v.roots.empty() {
			learned++
		}
	}
	if learned == 0 {
		return nil
	}
	s.ctx.Stats.Add(StatInherited, learned)
	return d
}

// translate renumbers a caller's label set as the callee's labels.
func translate(from, to *fnInfo, v val) val {
	if v.top {
		return v
	}
	out := val{}
	v.roots.each(func(l int) { out.roots.add(to.label(from.labels[l])) })
	return out
}

// visitOrder lists f's definitions in the order the pass visits them:
// functions that cannot inherit first, in module order, then the local
// functions called only directly, each after all its callers (Kahn's
// algorithm), then those left in call cycles. calls maps a function that
// may inherit to its call sites.
func visitOrder(m *ir.Module) ([]*ir.Function, map[*ir.Function][]*ir.Instruction) {
	calls := map[*ir.Function][]*ir.Instruction{}
	var order, cands []*ir.Function
	for _, f := range m.Functions {
		if f.IsDeclaration() {
			continue
		}
		if cs, ok := callSitesOnly(f); ok {
			calls[f] = cs
			cands = append(cands, f)
			continue
		}
		order = append(order, f)
	}
	pending := map[*ir.Function]int{}
	callees := map[*ir.Function][]*ir.Function{}
	for _, f := range cands {
		seen := map[*ir.Function]bool{}
		for _, c := range calls[f] {
			caller := c.Parent.Parent
			if _, cand := calls[caller]; cand && !seen[caller] {
				seen[caller] = true
				pending[f]++
				callees[caller] = append(callees[caller], f)
			}
		}
	}
	var queue []*ir.Function
	for _, f := range cands {
		if pending[f] == 0 {
			queue = append(queue, f)
		}
	}
	done := map[*ir.Function]bool{}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		done[f] = true
		order = append(order, f)
		for _, g := range callees[f] {
			if pending[g]--; pending[g] == 0 {
				queue = append(queue, g)
			}
		}
	}
	for _, f := range cands {
		if !done[f] {
			delete(calls, f) // in a call cycle: inherits nothing
			order = append(order, f)
		}
	}
	return order, calls
}

// callSitesOnly returns the calls of a local function whose every use is
// a direct call from a function body.
func callSitesOnly(f *ir.Function) ([]*ir.Instruction, bool) {
	if !f.Linkage.IsLocal() || len(f.Sig.Params) != len(f.Params) || f.Sig.Variadic {
		return nil, false
	}
	users := f.Users()
	if len(users) == 0 {
		return nil, false
	}
	out := make([]*ir.Instruction, 0, len(users))
	for _, u := range users {
		in, ok := u.(*ir.Instruction)
		if !ok || !in.IsCallLike() || in.Callee() != ir.Value(f) || in.Parent == nil || in.Parent.Parent == nil {
			return nil, false
		}
		for _, a := range in.Operands()[:in.NumOperands()-1] {
			if a == ir.Value(f) {
				return nil, false
			}
		}
		out = append(out, in)
	}
	return out, true
}

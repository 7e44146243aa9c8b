package addrspace

import "memspace/lattice"

// When the readers of a location must be visited again. A load from
// location l reads (readLoc) its contents c, with host memory's global
// pointers h where the host filled it, and, where it escaped, what
// unknown code wrote (w) — or, in a function with unknown callers, the
// full set instead of w. When c or w grows, the readers are queued only
// if one of those two unions grew in set or locations: otherwise every
// reader would compute the very cell it already holds, and cells only
// take origins for spaces they gain, so the visit could change nothing.
// The common case is a kernel storing into host memory a value loaded
// from host memory (out[i] = f(in[i]): the image of a global pointer),
// which used to send every load through a kernel parameter, in every part
// of the module, round again.

// enqueueIfRead queues the readers of st when its contents went from old
// to st.c, or unknown code's writes from oldW to s.mem.w, and that
// changes what a load from it reads.
func (s *solver) enqueueIfRead(st *locState, old, oldW cell) {
	if len(st.readers) == 0 {
		return
	}
	var h cell
	if st.hostFilled {
		h = s.hostView()
	}
	var w, nw cell
	if st.escaped {
		w, nw = oldW, s.mem.w
	}
	if !s.covers(h, w, old, st.c, nw) || !s.covers(h, cell{}, old, st.c, cell{}) {
		s.enqueueReaders(st)
	}
}

// hostView is the set and locations hostContent gives (origins aside).
func (s *solver) hostView() cell {
	if !s.cfg.ParamAlwaysGlobal {
		return cell{set: s.unknownSet, locs: unknownLocs}
	}
	global, _ := lattice.Of(s.t, s.globalSpace())
	return cell{set: global, locs: s.hostLocs}
}

// covers reports whether h ∪ w ∪ old holds every space and location of
// h ∪ nw ∪ c (h is in both, so only c and nw are checked). A reader whose
// cell points to unknown memory gains nothing from an escaped location
// (fit drops it), so when h ∪ w ∪ old holds unknown memory, new escaped
// locations count as held.
func (s *solver) covers(h, w, old, c, nw cell) bool {
	have := h.set.Union(w.set).Union(old.set)
	if !c.set.Minus(have).IsEmpty() || !nw.set.Minus(have).IsEmpty() {
		return false
	}
	var escaped func(locID) bool
	if hasLoc(h.locs, locUnknown) || hasLoc(w.locs, locUnknown) || hasLoc(old.locs, locUnknown) {
		escaped = s.isEscaped
	}
	return locsIn(c.locs, h.locs, w.locs, old.locs, escaped) && locsIn(nw.locs, h.locs, w.locs, old.locs, escaped)
}

// locsIn reports whether every location of the sorted list xs is in one
// of the sorted lists a, b, c, or passes skip (when not nil): one merged
// walk.
func locsIn(xs, a, b, c []locID, skip func(locID) bool) bool {
	i, j, k := 0, 0, 0
	for _, x := range xs {
		for i < len(a) && a[i] < x {
			i++
		}
		for j < len(b) && b[j] < x {
			j++
		}
		for k < len(c) && c[k] < x {
			k++
		}
		if (i == len(a) || a[i] != x) && (j == len(b) || b[j] != x) && (k == len(c) || c[k] != x) && (skip == nil || !skip(x)) {
			return false
		}
	}
	return true
}

// hasLoc reports whether the sorted list holds x.
func hasLoc(list []locID, x locID) bool {
	for _, l := range list {
		if l >= x {
			return l == x
		}
	}
	return false
}

package llread

// mdTable maps metadata numbers to their slots. Numbers are usually dense
// from 0, so most live in a slice; others in a map (see denseSlack).
type mdTable struct {
	dense  []*mdSlot
	sparse map[uint32]*mdSlot
}

// get returns the slot of !id, or nil.
func (t *mdTable) get(id uint32) *mdSlot {
	if uint64(id) < uint64(len(t.dense)) && t.dense[id] != nil {
		return t.dense[id]
	}
	return t.sparse[id]
}

// reserve makes room in the dense part for the ids to come.
func (t *mdTable) reserve(ids []uint32) {
	n := 0
	for _, id := range ids {
		if int(id) < 4*len(ids)+denseSlack {
			n = max(n, int(id)+1)
		}
	}
	t.dense = make([]*mdSlot, 0, n)
}

// set records the slot of !id. An id stays where it was first put: the
// dense part may later grow past an id kept in the map.
func (t *mdTable) set(id uint32, s *mdSlot) {
	if _, ok := t.sparse[id]; ok {
		t.sparse[id] = s
		return
	}
	if uint64(id) < uint64(len(t.dense)) {
		t.dense[id] = s
		return
	}
	if uint64(id) < 2*uint64(len(t.dense))+denseSlack {
		for uint64(len(t.dense)) <= uint64(id) {
			t.dense = append(t.dense, nil)
		}
		t.dense[id] = s
		return
	}
	if t.sparse == nil {
		t.sparse = map[uint32]*mdSlot{}
	}
	t.sparse[id] = s
}

// each calls fn for every slot.
func (t *mdTable) each(fn func(id uint32, s *mdSlot)) {
	for id, s := range t.dense {
		if s != nil {
			fn(uint32(id), s)
		}
	}
	for id, s := range t.sparse {
		fn(id, s)
	}
}

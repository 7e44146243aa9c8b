package ipmsp

// table is a map that the parts of a round's worklist (parts.go) share
// without a lock: each part writes its own layer over the round's table,
// which no one writes while parts run, and reads its layer first. The
// keys of different parts are different (a part's functions, their
// instructions, the clones of their bases), so fold, which writes each
// layer into the table beneath in part order, gives what one worklist
// over the whole module would have written.
type table[K comparable, V any] struct {
	m     map[K]V
	under *table[K, V] // the table this layer overlays; nil for the round's
	gone  map[K]bool   // keys deleted in this layer
}

func newTable[K comparable, V any]() *table[K, V] {
	return &table[K, V]{m: map[K]V{}}
}

// layer returns an empty layer over t; its maps are made when first
// written (most parts write few of their tables).
func (t *table[K, V]) layer() *table[K, V] {
	return &table[K, V]{under: t}
}

func (t *table[K, V]) get(k K) (V, bool) {
	if v, ok := t.m[k]; ok {
		return v, true
	}
	if t.under != nil && !t.gone[k] {
		return t.under.get(k)
	}
	var zero V
	return zero, false
}

// at is get without the second result.
func (t *table[K, V]) at(k K) V {
	v, _ := t.get(k)
	return v
}

func (t *table[K, V]) set(k K, v V) {
	if t.m == nil {
		t.m = map[K]V{}
	}
	t.m[k] = v
	delete(t.gone, k)
}

func (t *table[K, V]) del(k K) {
	delete(t.m, k)
	if t.under != nil {
		if t.gone == nil {
			t.gone = map[K]bool{}
		}
		t.gone[k] = true
	}
}

// fold writes the layer into the table beneath it.
func (t *table[K, V]) fold() {
	for k := range t.gone {
		t.under.del(k)
	}
	for k, v := range t.m {
		t.under.set(k, v)
	}
}

// values calls fn for every value of a table that is no layer, in no
// particular order.
func (t *table[K, V]) values(fn func(V)) {
	for _, v := range t.m {
		fn(v)
	}
}

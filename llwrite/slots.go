package llwrite

import "unsafe"

// slotTable maps the addresses of a function's values to int32s. It is an
// open-addressing hash table with linear probing, reused from function to
// function: clearing costs only the size the current function needs, and
// lookups avoid the generic map's hashing of interface keys.
//
// Keys are addresses of live values of the module being printed; Go's
// collector does not move heap objects, and the module keeps them alive
// while printing, so an address identifies its value for that long.
type slotTable struct {
	keys  []uintptr
	vals  []int32
	mask  uintptr
	shift uint
}

// reset empties the table and sizes it for n entries.
func (t *slotTable) reset(n int) {
	size, bits := 16, uint(4)
	for size < 2*n {
		size <<= 1
		bits++
	}
	if cap(t.keys) >= size {
		t.keys, t.vals = t.keys[:size], t.vals[:size]
		clear(t.keys)
	} else {
		t.keys, t.vals = make([]uintptr, size), make([]int32, size)
	}
	t.mask, t.shift = uintptr(size-1), 64-bits
}

func (t *slotTable) home(k uintptr) uintptr {
	return uintptr((uint64(k) >> 3) * 0x9E3779B97F4A7C15 >> t.shift)
}

// put records k -> v; k must not be in the table yet.
func (t *slotTable) put(k uintptr, v int32) {
	i := t.home(k)
	for t.keys[i] != 0 {
		i = (i + 1) & t.mask
	}
	t.keys[i], t.vals[i] = k, v
}

// get returns the value recorded for k.
func (t *slotTable) get(k uintptr) (int32, bool) {
	if len(t.keys) == 0 {
		return 0, false
	}
	i := t.home(k)
	for {
		switch t.keys[i] {
		case k:
			return t.vals[i], true
		case 0:
			return 0, false
		}
		i = (i + 1) & t.mask
	}
}

// addr is the table key of a value.
func addr[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

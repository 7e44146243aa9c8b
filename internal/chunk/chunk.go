package chunk

import "unsafe"

// fullBytes is the size of a full chunk: the allocator's largest small
// size class, so that little is lost to rounding.
const fullBytes = 32 << 10

// Of hands out runs of T carved from chunks. The first chunk is a
// sixteenth of fullBytes and each next one twice the last, up to
// fullBytes, so that a small module costs little. The zero Of is ready.
type Of[T any] struct {
	free []T
	size int // elements in the last chunk
}

// Take returns n zero elements with no spare capacity, so appending to
// them never writes into a neighbour. A run too big to share a chunk is
// allocated alone.
func (c *Of[T]) Take(n int) []T {
	var zero T
	full := max(1, fullBytes/int(unsafe.Sizeof(zero)))
	if n > full/8 {
		return make([]T, n)
	}
	if len(c.free) < n {
		c.size = min(max(2*c.size, full/16, n), full)
		c.free = make([]T, c.size)
	}
	s := c.free[:n:n]
	c.free = c.free[n:]
	return s
}

// One returns a pointer to a new zero T.
func (c *Of[T]) One() *T { return &c.Take(1)[0] }

// CopyOf returns a copy of vs taken from c (nil when vs is empty).
func (c *Of[T]) CopyOf(vs []T) []T {
	if len(vs) == 0 {
		return nil
	}
	s := c.Take(len(vs))
	copy(s, vs)
	return s
}

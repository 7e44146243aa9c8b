package scratch

// Map returns m emptied, or a new map when m is nil or holds more than
// big entries: emptying a map costs its capacity, which the small
// function after a big one would pay.
func Map[K comparable, V any](m map[K]V, big int) map[K]V {
	if m == nil || len(m) > big {
		return map[K]V{}
	}
	clear(m)
	return m
}

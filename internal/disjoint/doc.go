// Package disjoint is a union-find over the integers 0..n-1: which
// elements have been joined, directly or through others. The solver and
// ipmsp split a module into parts with it.
package disjoint

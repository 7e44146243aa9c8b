// Package chunk carves many small objects out of few big allocations, for
// the readers (llread and bitcode) that build millions of instructions,
// operand lists and metadata fields: one allocation serves hundreds of
// objects, which makes a big module cheaper to build and for the
// collector to mark. A chunk lives as long as any object carved from it.
package chunk

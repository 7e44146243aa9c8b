package ir

// FPClass is a name nofpclass(...) takes and the floating-point classes
// it covers (bit 0 signaling NaN ... bit 9 positive infinity).
type FPClass struct {
	Name string
	Mask uint64
}

// FPClasses are nofpclass's names in the order LLVM prints them; each
// spelling greedily covers its bits.
var FPClasses = []FPClass{
	{"all", 1023}, {"nan", 3}, {"snan", 1}, {"qnan", 2}, {"inf", 4 | 512}, {"ninf", 4}, {"pinf", 512},
	{"zero", 32 | 64}, {"nzero", 32}, {"pzero", 64}, {"sub", 16 | 128}, {"nsub", 16}, {"psub", 128},
	{"norm", 8 | 256}, {"nnorm", 8}, {"pnorm", 256},
}

// FPClassAll is the mask of every class (LLVM's fcAllFlags).
const FPClassAll = 1<<10 - 1

// FPClassMask returns the classes a nofpclass name covers, 0 for none.
func FPClassMask(name string) uint64 {
	for _, c := range FPClasses {
		if c.Name == name {
			return c.Mask
		}
	}
	return 0
}

// AllocKinds are allockind's words; word i is bit i of its value.
var AllocKinds = []string{"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"}

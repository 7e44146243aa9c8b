package bitcode

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"

	"memspace/internal/gcrelax"
	"memspace/ir"
)

var (
	rawMagic     = []byte{'B', 'C', 0xC0, 0xDE}
	wrapperMagic = []byte{0xDE, 0xC0, 0x17, 0x0B}
)

// IsBitcode reports whether data starts like a bitcode file (raw or in
// its wrapper header).
func IsBitcode(data []byte) bool {
	return bytes.HasPrefix(data, rawMagic) || bytes.HasPrefix(data, wrapperMagic)
}

// reader holds what reading one module shares.
type reader struct {
	vst      vstPlaces
	file     string
	s        *stream
	m        *ir.Module
	producer string
	opaque   bool // the type table has an opaque pointer type
	mdWalks  int  // metadata nodes the linker walked (tests: linear)
	recPos   uint64
	version  uint64 // MODULE_CODE_VERSION: 2 uses the string table and relative ids
	strtab   []byte

	types     []ir.Type
	typeNames []string // pending STRUCT_NAME

	attrGroups map[uint64]attrGroup // PARAMATTR_GROUP entries by id
	attrLists  []attrSet            // PARAMATTR entries, 1-based in records
	listGroup  []int                // the function group (#N) of each list, or -1
	groupRefs  [][]int              // each list's function groups, shared by its users
	listUsed   []atomic.Bool        // lists a function, global or call uses
	splits     []attrSplit          // each list spread (splitAttrs)
	fnGroupIDs map[string]int       // function attribute sets printed as #N

	values      []ir.Value // module-level value table
	globalInits []pendingInit
	fnEntries   map[*ir.Function]uint64 // FNENTRY offsets of function bodies
	sections    []string
	gcNames     []string
	comdats     []*ir.Comdat
	withBodies  []*ir.Function
	nextBody    int

	mdKinds    map[uint64]string
	kindSeq    map[string]int // the order the kinds were named in (sortAttachments)
	md         *mdTable       // module-level metadata
	bundleTags []string
	syncScopes []string

	// Module-level constants are read first and built on demand.
	consts *constTable

	fnDbg map[*ir.Function]bool

	bodies []bodyJob // function bodies, read once the module level is done
	ar     *arena    // a body worker's arena (nil at the module level)

	release  func() // see ReadReleasing; nil once called
	bodyLocs int    // the bodies' DILocation nodes (numberMetadata)

	// collect: the collector is off while this big module is read
	// (gcrelax), and the reader collects at the points where most of
	// what it made so far is garbage (see readBodies and Read).
	collect bool
}

// bodyJob is a function body found in the module block: where its block
// starts (just after its id) and whose body it is.
type bodyJob struct {
	f     *ir.Function
	pos   uint64
	start uint64 // where its block begins
}

// pendingInit is a global's initializer, aliasee or function constant,
// known by value id until the module's constants are read.
type pendingInit struct {
	set func(ir.Constant)
	id  uint64
}

// textDensity is about how many bytes of text a byte of bitcode stands
// for (the 50 MB benchmark module is 8.5 MB of bitcode).
const textDensity = 6

// Read reads a bitcode module. file names the input in errors.
//
// The module keeps no reference to data. While a big module is read the
// garbage collector is off (internal/gcrelax): nearly all that reading
// allocates is the module; Read collects before the function bodies,
// when the module level's records have become garbage and the module is
// still small, and once at the end.
func Read(file string, data []byte) (m *ir.Module, err error) {
	return ReadReleasing(file, data, nil)
}

// ReadReleasing is Read for input that the caller frees as soon as the
// reader is done with it (a file mapped into memory): release, unless
// nil, is called once, when the function bodies are read (or reading
// failed), and data is not touched after. The module's last steps (use
// lists, metadata numbering) then run without the input in memory.
func ReadReleasing(file string, data []byte, release func()) (m *ir.Module, err error) {
	r := &reader{file: file, release: release}
	size := len(data) * textDensity
	restore, callerOff := gcrelax.Relax(size)
	r.collect = size >= gcrelax.BigInput && !callerOff
	defer func() {
		r.releaseInput() // on failure (else done already)
		restore()
		// What reading left besides the module (tables, the records of
		// constants, counts, and the input, which this reader holds the
		// last reference to) is freed now, before the caller allocates
		// more; a caller that has the collector off is spared this.
		if m != nil && r.collect {
			*r = reader{}
			runtime.GC()
		}
	}()
	defer func() {
		if p := recover(); p != nil {
			m = nil
			switch e := p.(type) {
			case *bitError:
				err = &Error{File: file, BitPos: e.pos, Msg: e.msg + r.noteFor(e)}
			default:
				err = &Error{File: file, BitPos: r.recPos, Msg: fmt.Sprintf("internal error: %v\n%s", p, debug.Stack())}
			}
		}
	}()
	data = r.unwrap(data)
	r.read(data)
	// A module without any pointer type, from LLVM 14 or older, goes back
	// to LLVM 14 as a typed-pointer module does: its bitcode is written in
	// the layouts LLVM 14 reads (wllvm14.go). Nothing else tells the two
	// kinds apart (a global or a function alone would give LLVM 14's
	// table a typed pointer).
	if v := producerMajor(r.producer); v > 0 && v <= 14 && !r.opaque {
		r.m.TypedPointers = true
	}
	return r.m, nil
}

// noteFor adds the producer note to an error when the producer is newer
// than this reader and the note is not there yet.
func (r *reader) noteFor(e *bitError) string {
	n := r.newerNote()
	if n == "" || bytes.Contains([]byte(e.msg), []byte("newest known")) {
		return ""
	}
	return n
}

// unwrap strips the wrapper header and checks the magic number.
func (r *reader) unwrap(data []byte) []byte {
	if bytes.HasPrefix(data, wrapperMagic) {
		if len(data) < 20 {
			r.failAt(0, "truncated wrapper header")
		}
		off := binary.LittleEndian.Uint32(data[8:])
		size := binary.LittleEndian.Uint32(data[12:])
		if uint64(off)+uint64(size) > uint64(len(data)) || off < 20 {
			r.failAt(64, "wrapper header points outside the file")
		}
		data = data[off : off+size]
	}
	if !bytes.HasPrefix(data, rawMagic) {
		r.failAt(0, "invalid magic number (not a bitcode file)")
	}
	if len(data)%4 != 0 {
		r.failAt(uint64(len(data))*8, "file size is not a multiple of 4 bytes (truncated?)")
	}
	return data
}

// read finds the top-level blocks, reads the string table first (the
// module's names live there) and then the module.
func (r *reader) read(data []byte) {
	r.s = newStream(data)
	c := r.s.c
	c.pos = 32
	var modStart uint64
	haveModule := false
	for c.end-c.pos >= 32 {
		if c.read(2) != abbrEnterBlock {
			c.pos -= 2
			if r.trailingZeros() {
				break
			}
			c.fail("expected a top-level block")
		}
		id := c.vbr32(8)
		switch id {
		case identBlock:
			r.s.enterTop(id)
			r.readIdentification()
		case moduleBlock:
			if haveModule {
				c.fail("more than one module in the file")
			}
			haveModule = true
			modStart = c.pos
			r.s.skip(id)
		case strtabBlock:
			r.s.enterTop(id)
			r.readStrtab()
		case blockInfoID:
			r.s.enterTop(id)
			r.s.readBlockInfo()
		case symtabBlock:
			// Its blob serves linkers only, but LLVM reads the block's
			// records, so a malformed one fails there too.
			r.s.enterTop(id)
			r.s.readAll()
		default:
			c.fail("unknown top-level block id %d", id)
		}
	}
	if !haveModule {
		c.fail("no module in the file")
	}
	c.pos = modStart
	r.s.stack = []*block{{width: 2}}
	r.s.enter(moduleBlock)
	r.readModule()
}

// trailingZeros reports whether the rest of the data is zero padding.
func (r *reader) trailingZeros() bool {
	c := r.s.c
	for i := (c.pos + 7) / 8; i < uint64(len(c.data)); i++ {
		if c.data[i] != 0 {
			return false
		}
	}
	return true
}

func (r *reader) readIdentification() {
	for {
		k, id := r.s.next()
		switch k {
		case entryEnd:
			return
		case entrySubBlock:
			r.s.skip(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		switch rec.code {
		case 1: // STRING
			r.producer = r.opsString(rec.ops)
		case 2: // EPOCH
			if len(rec.ops) < 1 || rec.ops[0] != 0 {
				r.fail("incompatible epoch: bitcode %q is not readable by LLVM %d-era readers%s", r.producer, newestKnown, r.newerNote())
			}
		default:
			r.unknownRecord(identBlock, &rec)
		}
	}
}

func (r *reader) readStrtab() {
	for {
		k, id := r.s.next()
		switch k {
		case entryEnd:
			return
		case entrySubBlock:
			r.s.skip(id)
			continue
		}
		rec := r.s.readRecord(id)
		r.recPos = rec.pos
		if rec.code != 1 {
			r.unknownRecord(strtabBlock, &rec)
		}
		r.strtab = rec.blob
	}
}

// opsString makes a string of record operands, one byte each. LLVM's
// reader keeps the low byte of a larger operand; no writer makes one, and
// a truncated 256 would hide a null byte in a name or attribute string
// that no writer can store again: an error.
func (r *reader) opsString(ops []uint64) string {
	b := make([]byte, len(ops))
	for i, v := range ops {
		if v > 255 {
			r.fail("character %d in a string", v)
		}
		b[i] = byte(v)
	}
	return string(b)
}

// str returns a string from the string table.
func (r *reader) str(off, size uint64) string {
	if !r.inStrtab(off, size) {
		r.fail("name outside the string table (offset %d, size %d)", off, size)
	}
	return string(r.strtab[off : off+size])
}

// inStrtab reports whether the string table holds size bytes at off.
func (r *reader) inStrtab(off, size uint64) bool {
	return off+size >= off && off+size <= uint64(len(r.strtab))
}

// name checks a name of a value, block, type or comdat: the text
// reader rejects null bytes in names, so a module with one could not be
// printed and read back.
func (r *reader) name(s string) string {
	if strings.IndexByte(s, 0) >= 0 {
		r.fail("invalid name %q: null bytes are not allowed in names", s)
	}
	return s
}

// typeAt returns type number id.
func (r *reader) typeAt(id uint64) ir.Type {
	if id >= uint64(len(r.types)) || r.types[id] == nil {
		r.fail("invalid type id %d", id)
	}
	return r.types[id]
}

// op returns operand i of rec, or fails.
func (r *reader) op(rec *record, i int) uint64 {
	if i >= len(rec.ops) {
		r.fail("record code %d has too few operands", rec.code)
	}
	return rec.ops[i]
}

// opOr returns operand i of rec, or def when the record is shorter.
func opOr(rec *record, i int, def uint64) uint64 {
	if i < len(rec.ops) {
		return rec.ops[i]
	}
	return def
}

// decodeSigned undoes LLVM's sign-in-low-bit encoding.
func decodeSigned(v uint64) int64 {
	if v&1 == 0 {
		return int64(v >> 1)
	}
	if v != 1 {
		return -int64(v >> 1)
	}
	return -1 << 63
}

// releaseInput lets the caller free the input, once.
func (r *reader) releaseInput() {
	if r.release != nil {
		f := r.release
		r.release, r.s, r.strtab = nil, nil, nil
		f()
	}
}

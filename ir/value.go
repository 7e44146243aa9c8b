package ir

import (
	"sync/atomic"
	"unsafe"
)

// Value is anything that can be an operand: instructions, arguments, blocks,
// globals, constants, inline asm and metadata wrapped as a value.
type Value interface {
	Type() Type
	// Name is the value's name without its sigil, or "" when unnamed.
	Name() string
}

// User is anything that holds operands.
type User interface {
	Operands() []Value
	SetOperand(i int, v Value)
}

// Usable is a value that records its users: instructions, arguments, blocks,
// global values and the aggregate constants and constant expressions that
// refer to them. Plain scalar constants do not.
type Usable interface {
	Value
	used() *Used
}

// Used keeps the reverse use list of a value. A user appears once per operand
// slot that refers to the value. The list is a pointer and two counts rather
// than a slice, which saves a word in every instruction, argument, block
// and global.
type Used struct {
	users *User  // the first of n users, in room for c
	n, c  uint32 // while users is nil, c is the room reserved (ReserveUse)
}

func (u *Used) used() *Used { return u }

// Users returns the users of the value (one entry per use). The slice must not
// be modified; copy it before changing operands while iterating.
func (u *Used) Users() []User {
	if u.n == 0 {
		return nil
	}
	return unsafe.Slice(u.users, u.n)
}

// NumUses is the number of operand slots that refer to the value.
func (u *Used) NumUses() int { return int(u.n) }

func (u *Used) add(x User) {
	if u.n == u.c || u.users == nil {
		u.grow()
	}
	unsafe.Slice(u.users, u.c)[u.n] = x
	u.n++
}

// grow makes room for one more user: the room reserved for a list not yet
// started, else twice the users there are.
func (u *Used) grow() {
	c := u.c
	if u.users != nil || c == 0 {
		c = max(2*u.n, 1)
	}
	s := make([]User, c)
	copy(s, u.Users())
	u.users, u.c = &s[0], c
}

// remove drops one entry of x. With once (x holds the value in one
// operand slot only, so x has one entry) the entry is looked for from
// both ends; otherwise the last entry goes. The gap is closed from the
// nearer end, so the rest keep their order. A pass that rewrites the
// uses of a value with thousands of users (a variable's slot at -O0) in
// program order removes entries near the front: each removal then costs
// a few steps rather than the whole list.
func (u *Used) remove(x User, once bool) {
	users := u.Users()
	i := -1
	h := &removeHints[uintptr(unsafe.Pointer(u))>>4%uintptr(len(removeHints))]
	switch {
	case !once:
		i = findLast(users, x)
	case h.addr.Load() == uintptr(unsafe.Pointer(u)):
		if i = findNear(users, x, int(h.index.Load())); i < 0 {
			i = findBoth(users, x)
		}
	default:
		i = findBoth(users, x)
	}
	if i >= 0 && once {
		// The user after x is at i once x is gone, whichever end
		// closes the gap.
		h.addr.Store(uintptr(unsafe.Pointer(u)))
		h.index.Store(uint32(i))
	}
	switch {
	case i < 0:
		return
	case i < len(users)/2:
		copy(users[1:i+1], users[:i])
		users[0] = nil
		u.users = &users[1]
		u.c--
	default:
		copy(users[i:], users[i+1:])
		users[len(users)-1] = nil
	}
	u.n--
}

// sameUser compares two users word by word: every User is a pointer
// type, so that is ==, without a call into the runtime per entry.
func sameUser(a *User, want *[2]unsafe.Pointer) bool {
	w := (*[2]unsafe.Pointer)(unsafe.Pointer(a))
	return w[1] == want[1] && w[0] == want[0]
}

// removeHints remember, per value (by its address, hashed), where the
// last entry removed from its list was: a pass that rewrites some of a
// value's uses in program order (a kernel parameter used thousands of
// times) removes the next one close by, while the uses it keeps pile up
// at the front. An entry is only a hint, checked against the list; the
// address is kept as a number, so a value collected and another made in
// its place gets a wrong hint and nothing worse. Parallel passes may
// write an entry at once; the worst a torn entry does is send a search
// to the wrong place first.
var removeHints [4096]struct {
	addr  atomic.Uintptr
	index atomic.Uint32
}

// findNear looks for x at most removeRadius entries either side of h.
func findNear(users []User, x User, h int) int {
	want := (*[2]unsafe.Pointer)(unsafe.Pointer(&x))
	for d := 0; d <= removeRadius; d++ {
		if lo := h - d; lo >= 0 && lo < len(users) && sameUser(&users[lo], want) {
			return lo
		}
		if hi := h + d; hi >= 0 && hi < len(users) && sameUser(&users[hi], want) {
			return hi
		}
	}
	return -1
}

const removeRadius = 16

// maxCountedOperands bounds the operands usesOnce looks through.
const maxCountedOperands = 16

func findLast(users []User, x User) int {
	want := (*[2]unsafe.Pointer)(unsafe.Pointer(&x))
	for i := len(users) - 1; i >= 0; i-- {
		if sameUser(&users[i], want) {
			return i
		}
	}
	return -1
}

func findBoth(users []User, x User) int {
	want := (*[2]unsafe.Pointer)(unsafe.Pointer(&x))
	for lo, hi := 0, len(users)-1; lo <= hi; lo, hi = lo+1, hi-1 {
		if sameUser(&users[hi], want) {
			return hi
		}
		if sameUser(&users[lo], want) {
			return lo
		}
	}
	return -1
}

// filter drops every user for which drop is true, keeping the others in
// order.
func (u *Used) filter(drop func(User) bool) {
	users := u.Users()
	n := 0
	for _, x := range users {
		if !drop(x) {
			users[n] = x
			n++
		}
	}
	for i := n; i < len(users); i++ {
		users[i] = nil
	}
	u.n = uint32(n)
}

// ReserveUse notes that one more use of v will be linked, before v has any:
// the first link then gives v its use list at the size reserved, instead
// of growing it use by use. Readers call it for every use of a new value
// before linking; a value that has uses already is left alone.
func ReserveUse(v Value) {
	if t, ok := v.(Usable); ok {
		if u := t.used(); u.users == nil {
			u.c++
		}
	}
}

// UsersOf returns the users of v, or nil when v does not track them.
func UsersOf(v Value) []User {
	if t, ok := v.(Usable); ok {
		return t.used().Users()
	}
	return nil
}

// addUse records that user refers to v (no-op for untracked values).
func addUse(user User, v Value) {
	if t, ok := v.(Usable); ok {
		if shared(v) {
			sharedUses.Lock()
			t.used().add(user)
			touch(v)
			sharedUses.Unlock()
			return
		}
		t.used().add(user)
	}
}

// removeUse forgets one use of v by user.
func removeUse(user User, v Value) {
	if t, ok := v.(Usable); ok {
		once := usesOnce(user, v)
		if shared(v) {
			sharedUses.Lock()
			t.used().remove(user, once)
			touch(v)
			sharedUses.Unlock()
			return
		}
		t.used().remove(user, once)
	}
}

// usesOnce reports whether user is an instruction holding v in exactly one
// operand slot. Instructions with many operands (a phi of a big switch)
// are not counted, so that setting each of their operands stays linear:
// their entry is found from the back, as always.
func usesOnce(user User, v Value) bool {
	in, ok := user.(*Instruction)
	if !ok || in.NumOperands() > maxCountedOperands {
		return false
	}
	n := 0
	for _, op := range in.Operands() {
		if op == v {
			n++
		}
	}
	return n == 1
}

// LinkOperands records user in the use lists of all its operands. Readers and
// builders that filled operands directly call it once per user.
func LinkOperands(user User) {
	for _, v := range user.Operands() {
		addUse(user, v)
	}
}

// LinkUse records one use of v by user, for readers that link operands one
// by one (no-op for values that do not track users).
func LinkUse(user User, v Value) { addUse(user, v) }

// UnlinkOperands removes user from the use lists of its operands.
func UnlinkOperands(user User) {
	for _, v := range user.Operands() {
		removeUse(user, v)
	}
}

// ReplaceAllUsesWith makes every user of old refer to new instead.
func ReplaceAllUsesWith(old, new Value) { ReplaceUsesIf(old, new, nil) }

// ReplaceUsesIf makes the users of old for which keep returns true (all of
// them when keep is nil) refer to new instead. Typical use: replace a
// pointer by a cast of itself, except in the cast.
func ReplaceUsesIf(old, new Value, keep func(User) bool) {
	if old == new {
		return
	}
	users := append([]User(nil), UsersOf(old)...)
	done := map[User]bool{}
	for _, u := range users {
		if done[u] || (keep != nil && !keep(u)) {
			continue
		}
		done[u] = true
		for i, op := range u.Operands() {
			if op == old {
				u.SetOperand(i, new)
			}
		}
	}
}

// Argument is a formal parameter of a function.
//
// Example printed form: ptr noundef readonly captures(none) %in
type Argument struct {
	Used
	name   string
	typ    Type
	Parent *Function
	Index  int
	Attrs  AttrList
}

// NewArgument makes a parameter of type t.
func NewArgument(t Type, name string) *Argument { return &Argument{typ: t, name: name} }

func (a *Argument) Type() Type       { return a.typ }
func (a *Argument) Name() string     { return a.name }
func (a *Argument) SetName(n string) { a.name = n }
func (a *Argument) SetType(t Type)   { a.typ = t }
func (a *Argument) String() string   { return "%" + QuoteName(a.name) }
func (a *Argument) isLocal()         {}

// Block is a basic block. Its instructions end with a terminator.
//
// Example printed form:
//
//	loop:                                             ; preds = %entry, %loop
type Block struct {
	Used
	name   string
	Parent *Function
	// Instrs is the instruction list. Change it through Append, InsertBefore,
	// InsertAfter and Instruction.Erase so use lists stay right; readers may
	// fill it directly and link uses afterwards.
	Instrs []*Instruction
	// Slot is a number an analysis may attach (see Slot).
	Slot Slot
	// hints are where Index last found instructions: passes that insert
	// or erase as they walk a block ask about nearby positions, often in
	// two places at once (the entry block's allocas, and the code being
	// rewritten), so Index looks near each first, then searches outward
	// from the latest. That keeps a walk over a huge block linear. They
	// are only hints, read and written atomically because parallel
	// readers of a block may ask at once.
	hints [2]atomic.Int32
}

// NewBlock makes an empty block.
func NewBlock(name string) *Block { return &Block{name: name} }

func (b *Block) Type() Type       { return LabelType }
func (b *Block) Name() string     { return b.name }
func (b *Block) SetName(n string) { b.name = n }
func (b *Block) isLocal()         {}

// Terminator returns the block's last instruction if it is a terminator.
func (b *Block) Terminator() *Instruction {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Op.IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// Succs returns the successor blocks named by the terminator.
func (b *Block) Succs() []*Block {
	t := b.Terminator()
	if t == nil {
		return nil
	}
	var out []*Block
	for _, op := range t.Operands() {
		if s, ok := op.(*Block); ok {
			out = append(out, s)
		}
	}
	return out
}

// Preds returns the blocks whose terminators branch here, in use order,
// without duplicates.
func (b *Block) Preds() []*Block {
	var out []*Block
	seen := map[*Block]bool{}
	for _, u := range b.Users() {
		in, ok := u.(*Instruction)
		if !ok || !in.Op.IsTerminator() || in.Parent == nil || seen[in.Parent] {
			continue
		}
		seen[in.Parent] = true
		out = append(out, in.Parent)
	}
	return out
}

// Index returns the position of in within b, or -1.
func (b *Block) Index(in *Instruction) int {
	n := len(b.Instrs)
	near, far := int(b.hints[0].Load()), int(b.hints[1].Load())
	if i := b.search(in, far, hintRadius); i >= 0 {
		b.hints[0].Store(int32(i))
		b.hints[1].Store(int32(near))
		return i
	}
	i := b.search(in, near, n)
	if i >= 0 {
		b.hints[0].Store(int32(i))
		if i-near > hintRadius || near-i > hintRadius {
			b.hints[1].Store(int32(near))
		}
	}
	return i
}

// hintRadius is how far Index looks around its older hint.
const hintRadius = 32

// search looks for in at most r positions on either side of h.
func (b *Block) search(in *Instruction, h, r int) int {
	n := len(b.Instrs)
	if n == 0 {
		return -1
	}
	h = max(min(h, n-1), 0)
	for d := 0; d <= r && (h-d >= 0 || h+d < n); d++ {
		if lo := h - d; lo >= 0 && b.Instrs[lo] == in {
			return lo
		}
		if hi := h + d; hi < n && b.Instrs[hi] == in {
			return hi
		}
	}
	return -1
}

// Append adds in at the end of b and links its operands.
func (b *Block) Append(in *Instruction) {
	in.Parent = b
	b.Instrs = append(b.Instrs, in)
	LinkOperands(in)
}

// InsertAt puts in at position i of b and links its operands.
func (b *Block) InsertAt(i int, in *Instruction) {
	in.Parent = b
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[i+1:], b.Instrs[i:])
	b.Instrs[i] = in
	LinkOperands(in)
}

// InsertBefore puts in just before pos, which must be in a block.
func InsertBefore(pos, in *Instruction) { pos.Parent.InsertAt(pos.Parent.Index(pos), in) }

// InsertAfter puts in just after pos, which must be in a block.
func InsertAfter(pos, in *Instruction) { pos.Parent.InsertAt(pos.Parent.Index(pos)+1, in) }

// FirstInsertionPoint returns the index of the first instruction that is not
// a phi, landingpad or other pad that must stay at the top of the block.
func (b *Block) FirstInsertionPoint() int {
	for i, in := range b.Instrs {
		switch in.Op {
		case OpPhi, OpLandingPad, OpCatchPad, OpCleanupPad, OpCatchSwitch:
			continue
		}
		return i
	}
	return len(b.Instrs)
}

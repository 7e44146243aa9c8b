package ir

import "sync/atomic"

// Slot lets an analysis give instructions and blocks dense numbers for its
// own tables without a map: the analysis takes an owner number from
// NewSlotOwner, writes Slot{Owner: owner, ID: i} into the values it
// indexes, and trusts a slot only when the owner is its own. Another
// analysis (or a later run of the same one) may overwrite the slot at any
// time, so a slot with another owner means "ask your map" and never "not
// indexed"; copies (CloneFunction) start with an empty slot.
type Slot struct {
	Owner uint32
	ID    int32
}

var slotOwners atomic.Uint32

// NewSlotOwner returns an owner number no one else holds (never 0).
func NewSlotOwner() uint32 {
	for {
		if o := slotOwners.Add(1); o != 0 {
			return o
		}
	}
}

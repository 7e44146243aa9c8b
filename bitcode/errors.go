package bitcode

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Error is a problem found in a bitcode file: where (as a bit offset from
// the start of the bitcode) and what.
type Error struct {
	File   string
	BitPos uint64
	Msg    string
}

func (e *Error) Error() string {
	return e.File + ": error: bitcode: " + e.Msg + " (bit offset " + strconv.FormatUint(e.BitPos, 10) + ")"
}

// Block ids.
const (
	blockInfoID        = 0
	moduleBlock        = 8
	paramAttrBlock     = 9
	paramAttrGroup     = 10
	constantsBlock     = 11
	functionBlock      = 12
	identBlock         = 13
	vstBlock           = 14
	metadataBlock      = 15
	mdAttachmentBlock  = 16
	typeBlock          = 17
	uselistBlock       = 18
	moduleStrtabBlock  = 19
	summaryBlock       = 20
	bundleTagsBlock    = 21
	mdKindBlock        = 22
	strtabBlock        = 23
	fullLTOSummary     = 24
	symtabBlock        = 25
	syncScopeNameBlock = 26
)

var blockNames = map[uint64]string{
	blockInfoID:        "BLOCKINFO_BLOCK",
	moduleBlock:        "MODULE_BLOCK",
	paramAttrBlock:     "PARAMATTR_BLOCK",
	paramAttrGroup:     "PARAMATTR_GROUP_BLOCK",
	constantsBlock:     "CONSTANTS_BLOCK",
	functionBlock:      "FUNCTION_BLOCK",
	identBlock:         "IDENTIFICATION_BLOCK",
	vstBlock:           "VALUE_SYMTAB_BLOCK",
	metadataBlock:      "METADATA_BLOCK",
	mdAttachmentBlock:  "METADATA_ATTACHMENT_BLOCK",
	typeBlock:          "TYPE_BLOCK",
	uselistBlock:       "USELIST_BLOCK",
	moduleStrtabBlock:  "MODULE_STRTAB_BLOCK",
	summaryBlock:       "GLOBALVAL_SUMMARY_BLOCK",
	bundleTagsBlock:    "OPERAND_BUNDLE_TAGS_BLOCK",
	mdKindBlock:        "METADATA_KIND_BLOCK",
	strtabBlock:        "STRTAB_BLOCK",
	fullLTOSummary:     "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK",
	symtabBlock:        "SYMTAB_BLOCK",
	syncScopeNameBlock: "SYNC_SCOPE_NAMES_BLOCK",
}

func blockName(id uint64) string {
	if n, ok := blockNames[id]; ok {
		return n
	}
	return "block " + strconv.FormatUint(id, 10)
}

// newestKnown is the newest LLVM release whose records this reader knows.
const newestKnown = 22

// failRecord reports a record this reader does not know: a plain error,
// or, when the producer is newer than what we know, one that says so.
func (r *reader) unknownRecord(blockID uint64, rec *record) {
	msg := fmt.Sprintf("unknown record code %d in %s", rec.code, blockName(blockID))
	r.failAt(rec.pos, "%s%s", msg, r.newerNote())
}

// newerNote says the producer is newer than this reader, if it is.
func (r *reader) newerNote() string {
	if v := producerMajor(r.producer); v > newestKnown {
		p := r.producer
		if strings.IndexFunc(p, func(c rune) bool { return !unicode.IsPrint(c) }) >= 0 {
			p = strconv.Quote(p) // the message stays one line
		}
		return fmt.Sprintf(" (produced by %s, newest known LLVM %d)", p, newestKnown)
	}
	return ""
}

// producerMajor extracts N from an identification string like "LLVM22.1.8".
func producerMajor(p string) int {
	i := 0
	for i < len(p) && (p[i] < '0' || p[i] > '9') {
		i++
	}
	j := i
	for j < len(p) && p[j] >= '0' && p[j] <= '9' {
		j++
	}
	n, err := strconv.Atoi(p[i:j])
	if err != nil {
		return 0
	}
	return n
}

// failAt stops reading with an error at bit offset pos.
func (r *reader) failAt(pos uint64, format string, args ...any) {
	panic(&bitError{pos: pos, msg: fmt.Sprintf(format, args...)})
}

// fail stops reading with an error at the current record.
func (r *reader) fail(format string, args ...any) {
	r.failAt(r.recPos, format, args...)
}

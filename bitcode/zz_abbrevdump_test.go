package bitcode

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

func fmtAbbrev(a *abbrev) string {
	var p []string
	for _, o := range a.ops {
		switch o.enc {
		case encLiteral:
			p = append(p, fmt.Sprintf("lit(%d)", o.value))
		case encFixed:
			p = append(p, fmt.Sprintf("fix(%d)", o.value))
		case encVBR:
			p = append(p, fmt.Sprintf("vbr(%d)", o.value))
		case encArray:
			p = append(p, "arr")
		case encChar6:
			p = append(p, "char6")
		case encBlob:
			p = append(p, "blob")
		}
	}
	return strings.Join(p, ",")
}

func TestZZDumpAbbrevs(t *testing.T) {
	data, err := os.ReadFile(os.Getenv("ZZ_BC"))
	if err != nil {
		t.Skip()
	}
	s := newStream(data)
	s.c.pos = 32
	uses := map[string]map[uint64]int{}
	var walk func(id uint64, depth int)
	walk = func(id uint64, depth int) {
		if id == 0 {
			s.enter(0)
			s.readBlockInfo()
			ids := []uint64{}
			for k := range s.info.abbrevs {
				ids = append(ids, k)
			}
			sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
			for _, k := range ids {
				for i, a := range s.info.abbrevs[k] {
					fmt.Printf("BLOCKINFO block %d abbrev %d: %s\n", k, i+4, fmtAbbrev(a))
				}
			}
			return
		}
		s.enter(id)
		nInfo := len(s.info.abbrevs[id])
		printed := nInfo
		b := s.cur()
		for {
			k, aid := s.next()
			for ; printed < len(b.abbrevs); printed++ {
				fmt.Printf("%*sblock %d local abbrev %d: %s\n", depth*2, "", id, printed+4, fmtAbbrev(b.abbrevs[printed]))
			}
			switch k {
			case entryEnd:
				return
			case entrySubBlock:
				walk(aid, depth+1)
			default:
				r := s.readRecord(aid)
				key := fmt.Sprintf("block %d code %d", id, r.code)
				if uses[key] == nil {
					uses[key] = map[uint64]int{}
				}
				uses[key][aid]++
			}
		}
	}
	for !s.c.atEnd() {
		if s.c.pos+32 > s.c.end {
			break
		}
		k := s.c.read(2)
		if k != abbrEnterBlock {
			break
		}
		id := s.c.vbr(8)
		s.stack = []*block{{width: 2}}
		walk(id, 0)
	}
	keys := []string{}
	for k := range uses {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("USE %s: %v\n", k, uses[k])
	}
}

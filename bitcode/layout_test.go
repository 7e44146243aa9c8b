package bitcode

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"memspace/internal/llvmtools"
	"memspace/ir"
	"memspace/llread"
)

// abbrevStats is what llvm-bcanalyzer-22 says of a file's records: for
// each block and record kind, how many there are and how many of them
// are abbreviated.
type abbrevStats map[string][2]int

// histogram reads llvm-bcanalyzer-22's summary of bitcode bc.
func histogram(t *testing.T, bc []byte) abbrevStats {
	out, _, err := llvmtools.RunInput(t, bc, "llvm-bcanalyzer-22", "-")
	if err != nil {
		t.Fatalf("llvm-bcanalyzer-22: %v", err)
	}
	stats := abbrevStats{}
	block := ""
	for line := range strings.SplitSeq(out, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "Block ID #"); ok {
			block = rest
			continue
		}
		// "\t\t%7d %9lu" count and bits, then 10 columns of bits a
		// record (blank for one), 8 of the percentage abbreviated (blank
		// for none), two spaces and the kind.
		row, ok := strings.CutPrefix(line, "\t\t")
		if !ok || len(row) < 38 || strings.Contains(row, "Count") {
			continue
		}
		count, err := strconv.Atoi(strings.TrimSpace(row[:7]))
		if err != nil {
			continue
		}
		abv := 0.0
		if p := strings.TrimSpace(row[27:35]); p != "" {
			if abv, err = strconv.ParseFloat(p, 64); err != nil {
				t.Fatalf("llvm-bcanalyzer-22: cannot read %q", line)
			}
		}
		key := block + " " + strings.TrimSpace(row[37:])
		s := stats[key]
		stats[key] = [2]int{s[0] + count, s[1] + int(float64(count)*abv/100+0.5)}
	}
	return stats
}

// abbrevExceptions are the records this writer abbreviates otherwise than
// LLVM 22, on purpose.
var abbrevExceptions = map[string]string{
	// "LLVM22.1.8 (memspace)" is not char6.
	"13 (IDENTIFICATION_BLOCK_ID): STRING": "our producer string",
	// LLVM defines an abbreviation for null constants and never uses it.
	"11 (CONSTANTS_BLOCK): NULL": "LLVM leaves its NULL abbreviation unused",
}

// TestAbbreviationsMatchLLVM writes the corpus (and a file of records
// that have more than one abbreviation) and checks, record kind by record
// kind, that as many records are abbreviated as in llvm-as-22's bitcode
// of the same text: the writer defines LLVM's abbreviations and chooses
// among them as LLVM does. Kinds only one of the two writes (LLVM's
// index and use lists, ours without) are not compared.
func TestAbbreviationsMatchLLVM(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.O[13]*.ll"))
	files = append(files, "testdata/abbrevs.ll")
	checked := 0
	for _, path := range files {
		if strings.Contains(path, ".typed.") {
			continue // LLVM 14 writes typed bitcode with its own set
		}
		theirs, ours := bothBitcodes(t, path)
		for _, d := range compareAbbrevs(histogram(t, theirs), histogram(t, ours)) {
			t.Errorf("%s: %s", filepath.Base(path), d)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("compared %d files, want the corpus", checked)
	}
}

// bothBitcodes returns llvm-as-22's bitcode of the text file at path,
// and ours.
func bothBitcodes(t *testing.T, path string) (theirs, ours []byte) {
	src, _, ours := encodeFile(t, path)
	out, _, err := llvmtools.RunInput(t, src, "llvm-as-22", "-", "-o", "-")
	if err != nil {
		t.Fatalf("%s: llvm-as-22: %v", path, err)
	}
	return []byte(out), ours
}

// encodeFile returns the text file at path, the module read from it and
// our bitcode of it.
func encodeFile(t *testing.T, path string) (src []byte, m *ir.Module, bc []byte) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if m, err = llread.Parse(path, src); err != nil {
		t.Fatal(err)
	}
	if bc, err = Encode(m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return src, m, bc
}

// compareAbbrevs lists the record kinds both files have as many of but
// abbreviate differently.
func compareAbbrevs(theirs, ours abbrevStats) []string {
	var out []string
	for key, o := range ours {
		l, ok := theirs[key]
		if !ok || l[0] != o[0] || l[1] == o[1] || abbrevExceptions[key] != "" {
			continue
		}
		out = append(out, fmt.Sprintf("%s: %d records, LLVM abbreviates %d, we %d", key, o[0], l[1], o[1]))
	}
	return out
}

// checkMetadataIndex walks bitcode bc to its module's METADATA_BLOCK and
// checks the index LLVM's lazy reader follows (LLVM's eager reader
// ignores it, so nothing else would notice a wrong one): the offset
// record points to the index record, and the index to the start of
// each record between them. It returns how many records the index
// lists (0 without an index).
func checkMetadataIndex(t *testing.T, name string, bc []byte) int {
	s := newStream(bc)
	s.c.pos = 32
	for !s.c.atEnd() && s.c.read(2) == abbrEnterBlock {
		id := s.c.vbr(8)
		if id != moduleBlock {
			s.skip(id)
			continue
		}
		s.enterTop(moduleBlock)
		for {
			k, sub := s.next()
			switch {
			case k == entryEnd:
				t.Fatalf("%s: no metadata block", name)
			case k == entrySubBlock && sub == metadataBlock:
				s.enter(sub)
				return walkMetadataIndex(t, name, s)
			case k == entrySubBlock:
				s.skip(sub)
			default:
				s.readRecord(sub)
			}
		}
	}
	t.Fatalf("%s: no module block", name)
	return 0
}

func walkMetadataIndex(t *testing.T, name string, s *stream) int {
	var end, want uint64
	var starts []uint64
	for {
		k, id := s.next()
		if k == entryEnd {
			if end != 0 {
				t.Errorf("%s: METADATA_INDEX_OFFSET without an index", name)
			}
			return 0
		}
		if k == entrySubBlock {
			t.Fatalf("%s: block in the metadata block", name)
		}
		rec := s.readRecord(id)
		switch {
		case rec.code == mdIndexOffset:
			end, want = s.c.pos, s.c.pos+(rec.ops[0]|rec.ops[1]<<32)
		case rec.code == mdIndex:
			if rec.pos != want {
				t.Errorf("%s: the index is at bit %d, its offset says %d", name, rec.pos, want)
			}
			if len(rec.ops) != len(starts) {
				t.Fatalf("%s: the index lists %d records, %d are indexed", name, len(rec.ops), len(starts))
			}
			at := end
			for i, d := range rec.ops {
				if at += d; at != starts[i] {
					t.Fatalf("%s: index entry %d points to bit %d, the record starts at %d", name, i, at, starts[i])
				}
			}
			return len(starts)
		case end != 0:
			starts = append(starts, rec.pos)
		}
	}
}

// TestMetadataIndex checks the index of the module's metadata records in
// what we write, and, to hold the check itself to LLVM, in what
// llvm-as-22 writes.
func TestMetadataIndex(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(llvmtools.CorpusDir(t), "ll", "*.O1g.ll"))
	files = append(files, "testdata/abbrevs.ll")
	indexed := 0
	for _, path := range files {
		theirs, ours := bothBitcodes(t, path)
		checkMetadataIndex(t, path+" (llvm-as-22)", theirs)
		if checkMetadataIndex(t, path, ours) > mdIndexThreshold {
			indexed++
		}
	}
	if indexed == 0 {
		t.Fatal("no file had an index to check")
	}
}

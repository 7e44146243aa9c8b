package bitcode

import (
	"strings"
	"testing"

	"memspace/llwrite"
)

// TestFixedSyncScopeIDs: scope ids 0 and 1 are singlethread and system
// whatever the names block holds at those positions, as LLVM reads them
// (a bit flip in the name "singlethread" changed the scope memspace read).
func TestFixedSyncScopeIDs(t *testing.T) {
	names := func(b *blockWriter) {
		b.enter(syncScopeNameBlock, 3)
		for _, n := range []string{"sin\xe7lethread", "other", "agent"} {
			b.record(1, strOps(n))
		}
		b.exit()
	}
	data := module(names, 1, func(b *blockWriter) {
		for ssid := range uint64(3) {
			b.record(36, []uint64{5, ssid}) // fence acq_rel
		}
		ret(b)
	})
	m, err := Read("k.bc", data)
	if err != nil {
		t.Fatal(err)
	}
	text := string(llwrite.Bytes(m))
	want := "  fence syncscope(\"singlethread\") acq_rel\n  fence acq_rel\n  fence syncscope(\"agent\") acq_rel\n"
	if !strings.Contains(text, want) {
		t.Errorf("got:\n%swant:\n%s", text, want)
	}
}

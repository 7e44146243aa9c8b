package aaeval

import "testing"

// TestPipelineNames: -aa-pipeline takes LLVM's names of the analyses we
// have, and our own; anything else is an error naming the known ones.
func TestPipelineNames(t *testing.T) {
	for _, ok := range []string{"nvptx-aa", "amdgpu-aa", "memspace-aa", "scoped-noalias-aa",
		"nvptx-aa,scoped-noalias-aa", "default", ""} {
		if err := checkPipeline(ok); err != nil {
			t.Errorf("%q rejected: %v", ok, err)
		}
	}
	for _, bad := range []string{"basic-aa", "tbaa", "nvptx-aa,globals-aa"} {
		if err := checkPipeline(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	for list, want := range map[string]string{
		"": "space scoped", "scoped-noalias-aa": "scoped", "scoped-noalias-aa,nvptx-aa": "scoped space",
		"nvptx-aa,amdgpu-aa": "space",
	} {
		c := newChain(list, nil)
		got := ""
		for i, n := range c.order {
			if i > 0 {
				got += " "
			}
			got += n
		}
		if got != want {
			t.Errorf("newChain(%q) = %q, want %q", list, got, want)
		}
	}
}

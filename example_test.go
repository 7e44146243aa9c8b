package memspace_test

import (
	"fmt"
	"strings"

	"memspace"
)

const kernel = `target triple = "nvptx64-nvidia-cuda"

define internal void @store(ptr %p, float %v) noinline {
  store float %v, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %out) {
  call void @store(ptr %out, float 1.0)
  ret void
}
`

// Run the default pipeline: the kernel's pointer parameter is global; the
// helper, internal with one caller, is specialized in place and its store
// becomes a global store. "nvvm.as" publishes each function's parameter
// spaces.
func ExampleRun() {
	var out strings.Builder
	if _, err := memspace.Run(strings.NewReader(kernel), &out, memspace.Options{}); err != nil {
		fmt.Println(err)
		return
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.Contains(line, "store float") || strings.HasPrefix(line, "define") {
			fmt.Println(line)
		}
	}
	// Output:
	// define internal void @store(ptr addrspace(1) %p, float %v) noinline "nvvm.as"="1" {
	//   store float %v, ptr addrspace(1) %p, align 4
	// define ptx_kernel void @k(ptr addrspace(1) %out) "nvvm.as"="1" {
}

// Run a named pipeline with remarks: only memspace-opt, which works inside
// functions, so the helper's store stays generic and a remark says why.
func ExampleRun_passes() {
	var out strings.Builder
	res, err := memspace.Run(strings.NewReader(kernel), &out, memspace.Options{
		Passes:  "function(memspace-opt)",
		Remarks: true,
		PassOptions: map[string]string{
			"mem-space-alg": "1", // within functions only
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, rm := range res.Remarks {
		var msg strings.Builder
		for _, a := range rm.Args {
			msg.WriteString(a.Value)
		}
		fmt.Printf("%s %s in @%s: %s\n", rm.Kind, rm.Pass, rm.Function, msg.String())
	}
	// Output:
	// Missed memspace-opt in @store: %p stays generic: may point to {global,shared,constant,local}
}

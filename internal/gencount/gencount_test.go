package gencount

import "testing"

// TestPTX: the counts of a small PTX file, whose kernel calls one
// function and takes the address of another, a table names a third, and
// a fourth is named by no one.
func TestPTX(t *testing.T) {
	ptx := `.visible .global .align 8 .u64 table[1] = {fromTable};
.extern .func  (.param .b32 func_retval0) vprintf(
	.param .b64 vprintf_param_0
)
;
.visible .func  (.param .b32 func_retval0) called(
	.param .b64 called_param_0
)
{
	ld.u32 	%r1, [%rd1];
	ld.global.u32 	%r2, [%rd1];
	st.param.b32 	[func_retval0], %r1;
	ret;
}
.visible .func addressTaken()
{
	atom.add.u32 	%r1, [%rd1], 1;
	ret;
}
.visible .func fromTable()
{
	st.u32 	[%rd1], %r1;
	ret;
}
.visible .func unused()
{
	ld.u64 	%rd2, [%rd1];
	st.u64 	[%rd1], %rd2;
	ret;
}
.visible .entry k(
	.param .u64 k_param_0
)
{
	mov.u64 	%rd3, addressTaken;
	{ // callseq 0, 0
	call.uni (retval0),
	called,
	(
	param0
	);
	} // callseq 0
	ld.u32 	%r3, [%rd3]; // unused() in a comment names nothing
	ret;
}
`
	c := PTX(ptx)
	if c.LdSt != 5 || c.Atom != 1 {
		t.Errorf("all: %d ld+st, %d atom; want 5 and 1", c.LdSt, c.Atom)
	}
	if c.Kernel.LdSt != 3 || c.Kernel.Atom != 1 {
		t.Errorf("reached from the kernel: %d ld+st, %d atom; want 3 (called, fromTable, k) and 1 (addressTaken)", c.Kernel.LdSt, c.Kernel.Atom)
	}
}

// TestAMDGPU: flat instructions count; those that name their memory, and
// flat-looking text in comments, do not.
func TestAMDGPU(t *testing.T) {
	asm := `	flat_load_dword v0, v[0:1]
	global_load_dword v1, v[2:3], off
	flat_store_dwordx2 v[0:1], v[4:5]
	s_waitcnt vmcnt(0) ; flat_load_dword in a comment
	flat_atomic_add v[0:1], v2
	scratch_store_dword off, v0, s33
	ds_write_b32 v0, v1
`
	if n := AMDGPU(asm); n != 3 {
		t.Errorf("AMDGPU counts %d flat instructions, want 3", n)
	}
}

package target

// NVPTX's reference data layouts: 32-bit, 64-bit, and 64-bit with 32-bit
// shared pointers (the nvptx-short-ptr mode).
const (
	Layout32 = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-" +
		"i128:128:128-f16:16:16-f32:32:32-f64:64:64-v16:16:16-v32:32:32-n16:32:64"
	Layout64 = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-" +
		"i128:128:128-f16:16:16-f32:32:32-f64:64:64-v16:16:16-v32:32:32-n16:32:64"
	Layout64ShortPtr = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-" +
		"i128:128:128-f16:16:16-f32:32:32-f64:64:64-v16:16:16-v32:32:32-n16:32:64"
)

// NVPTX address spaces.
const (
	NVPTXGeneric       AddrSpace = 0
	NVPTXGlobal        AddrSpace = 1
	NVPTXShared        AddrSpace = 3
	NVPTXConstant      AddrSpace = 4
	NVPTXLocal         AddrSpace = 5
	NVPTXTensor        AddrSpace = 6
	NVPTXSharedCluster AddrSpace = 7
	NVPTXParam         AddrSpace = 101
)

// BitmaskUnknown is the cicc bitmask of a pointer of unknown origin:
// global|shared|constant|local.
const BitmaskUnknown uint8 = 0x0F

// nvptx: concrete spaces ordered so that the first five positions match the
// cicc bitmask bits.
var nvptx = &Target{
	name:    "nvptx",
	generic: space{as: NVPTXGeneric, name: "generic", ptx: "", hasPTX: true},
	concrete: []space{
		{as: NVPTXGlobal, name: "global", ptx: ".global", hasPTX: true, bit: 0x01,
			toGeneric: true, fromGeneric: true, unknown: true},
		{as: NVPTXShared, name: "shared", ptx: ".shared", hasPTX: true, bit: 0x02,
			toGeneric: true, fromGeneric: true, unknown: true},
		{as: NVPTXConstant, name: "constant", ptx: ".const", hasPTX: true, bit: 0x04,
			toGeneric: true, fromGeneric: true, unknown: true},
		{as: NVPTXLocal, name: "local", ptx: ".local", hasPTX: true, bit: 0x08,
			toGeneric: true, fromGeneric: true, unknown: true},
		// Param becomes generic (implicitly, through ld.param); nothing
		// converts into it.
		{as: NVPTXParam, name: "param", ptx: ".param", hasPTX: true, bit: 0x10,
			toGeneric: true},
		// Tensor memory has no generic form and no state space qualifier.
		{as: NVPTXTensor, name: "tensor"},
		{as: NVPTXSharedCluster, name: "shared::cluster", ptx: ".shared::cluster", hasPTX: true,
			toGeneric: true, fromGeneric: true},
	},
	internal: []AddrSpace{25, 53},
	unused:   []AddrSpace{2},
	layouts:  []string{Layout32, Layout64},
}

// spir: OpenCL numbering. Constant memory is outside the generic space.
var spir = &Target{
	name:    "spir",
	generic: space{as: 4, name: "generic"},
	concrete: []space{
		{as: 0, name: "private", toGeneric: true, fromGeneric: true, unknown: true},
		{as: 1, name: "global", toGeneric: true, fromGeneric: true, unknown: true},
		{as: 2, name: "constant"},
		{as: 3, name: "local", toGeneric: true, fromGeneric: true, unknown: true},
	},
}

// amdgpu: the flat space covers every concrete space; local is the LDS.
var amdgpu = &Target{
	name:    "amdgpu",
	generic: space{as: 0, name: "flat"},
	concrete: []space{
		{as: 1, name: "global", toGeneric: true, fromGeneric: true, unknown: true},
		{as: 3, name: "local", toGeneric: true, fromGeneric: true, unknown: true},
		{as: 4, name: "constant", toGeneric: true, fromGeneric: true, unknown: true},
		{as: 5, name: "private", toGeneric: true, fromGeneric: true, unknown: true},
	},
}

// all lists the targets in the order Names reports them.
var all = []*Target{nvptx, spir, amdgpu}

// NVPTX returns the nvptx target.
func NVPTX() *Target { return nvptx }

// SPIR returns the spir target (also used for SPIR-V).
func SPIR() *Target { return spir }

// AMDGPU returns the amdgpu target.
func AMDGPU() *Target { return amdgpu }

package llread

import "testing"

// body wraps one instruction in a function taking %p.
func body(instr string) string {
	return "define void @f(ptr %p) {\n  " + instr + "\n  ret void\n}\n"
}

// typeRulesBad break LLVM 22's rules on where a type may stand, each at
// LLVM's line and column.
var typeRulesBad = []struct{ name, src, want string }{
	{"amx_array", "@g = external global [2 x x86_amx]\n", "1:27: error: invalid array element type"},
	{"amx_global", "@g = external global x86_amx\n", "1:22: error: invalid type for global variable"},
	{"amx_alloca", body("%a = alloca x86_amx"), "2:15: error: invalid type for alloca"},
	{"mixed_scalable_alloca", body("%a = alloca {<vscale x 2 x i32>, i32}"), "2:15: error: Cannot allocate unsized type"},
	{"mixed_scalable_load", body("%a = load {<vscale x 2 x i32>, i32}, ptr %p"), "2:13: error: loading unsized types is not allowed"},
	{"unknown_target_alloca", body(`%a = alloca target("foo")`), "2:15: error: Cannot allocate unsized type"},
	{"unknown_target_load", body(`%a = load target("foo"), ptr %p`), "2:13: error: loading unsized types is not allowed"},
	{"scalable_struct_gep", body("%a = getelementptr {<vscale x 2 x i32>, <vscale x 2 x i32>}, ptr %p, i64 0, i32 1"),
		"2:64: error: getelementptr cannot target structure that contains scalable vector type"},
	{"image_zero", `@g = global target("spirv.Image") zeroinitializer` + "\n", "1:35: error: invalid type for null constant"},
	{"barrier_zero", `@g = global target("amdgcn.named.barrier", 0) zeroinitializer` + "\n", "1:47: error: invalid type for null constant"},
	{"svcount_params", `declare void @h(target("aarch64.svcount", i32))` + "\n",
		"1:47: error: target extension type aarch64.svcount should have no parameters"},
	{"barrier_params", `declare void @h(target("amdgcn.named.barrier"))` + "\n",
		"1:47: error: target extension type amdgcn.named.barrier should have no type parameters and one integer parameter"},
	{"tuple_params", `declare void @h(target("riscv.vector.tuple"))` + "\n",
		"1:45: error: target extension type riscv.vector.tuple should have one type parameter and one integer parameter"},
	{"select_token", body("%a = select i1 true, token none, token none"), "2:15: error: select values cannot have token type"},
}

var typeRulesGood = []string{
	"%t = type {x86_amx}\n@g = external global %t\n",
	body("%a = alloca {<vscale x 2 x i32>, <vscale x 2 x i32>}"),
	body("%a = load [2 x <vscale x 2 x i32>], ptr %p"),
	body("%a = getelementptr [2 x <vscale x 2 x i32>], ptr %p, i64 0, i32 1"),
	body(`%a = alloca target("spirv.Image"), i32 2`),
	body(`%a = load target("spirv.Image"), ptr %p`),
	`@g = global target("spirv.Sampler") zeroinitializer` + "\n",
	`@g = addrspace(3) global target("amdgcn.named.barrier", 0) poison` + "\n",
	`declare void @h(target("riscv.vector.tuple", <vscale x 8 x i8>, 2))` + "\n",
	body(`%a = select i1 true, target("dx.RawBuffer", i8, 0, 0) poison, target("dx.RawBuffer", i8, 0, 0) poison`),
}

func TestTypeRules(t *testing.T)          { parseBad(t, typeRulesBad, typeRulesGood) }
func TestTypeRulesMatchLLVM(t *testing.T) { matchLLVM(t, typeRulesBad, typeRulesGood) }

package irverify_test

import "testing"

// ptrMaskCases are calls of llvm.ptrmask and LLVM 22's verdict (the mask
// is as wide as the pointer's index type: 32 bits in address space 3, 16
// in address space 5 here).
var ptrMaskCases = map[string]string{
	ptrMask("ptr", "i64", "ptr %p"):                                                                           "",
	ptrMask("ptr", "i32", "ptr %p"):                                                                           "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument",
	ptrMask("ptr addrspace(3)", "i32", "ptr addrspace(3) %s"):                                                 "",
	ptrMask("ptr addrspace(3)", "i64", "ptr addrspace(3) %s"):                                                 "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument",
	ptrMask("ptr addrspace(5)", "i16", "ptr addrspace(5) %q"):                                                 "",
	ptrMask("ptr addrspace(5)", "i32", "ptr addrspace(5) %q"):                                                 "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument",
	ptrMask("<2 x ptr>", "<2 x i64>", "<2 x ptr> %v"):                                                         "",
	ptrMask("<2 x ptr>", "i64", "<2 x ptr> %v"):                                                               "llvm.ptrmask intrinsic arguments must be both scalars or both vectors",
	ptrMask("ptr", "<2 x i64>", "ptr %p"):                                                                     "llvm.ptrmask intrinsic arguments must be both scalars or both vectors",
	ptrMask("<2 x ptr>", "<3 x i64>", "<2 x ptr> %v"):                                                         "llvm.ptrmask intrinsic arguments must have the same number of elements",
	ptrMask("i64", "i64", "i64 %i"):                                                                           "llvm.ptrmask intrinsic first argument must be pointer or vector of pointers",
	ptrMask("ptr", "double", "ptr %p"):                                                                        "Intrinsic has incorrect argument type!",
	"target datalayout = \"e\"\n" + ptrMaskCall("ptr", "ptr addrspace(3), i64", "ptr addrspace(3) %s, i64 1"): "Intrinsic has incorrect argument type!",
	"target datalayout = \"e\"\n" + ptrMaskCall("ptr", "ptr, i64, i64", "ptr %p, i64 1, i64 2"):               "Intrinsic has incorrect argument type!",
	"target datalayout = \"e\"\n" + ptrMaskCall("ptr", "ptr", "ptr %p"):                                       "Callsite was not defined with variable arguments!",
}

func TestPtrMask(t *testing.T)          { verifyCases(t, ptrMaskCases) }
func TestPtrMaskMatchLLVM(t *testing.T) { verifyCasesLLVM(t, ptrMaskCases) }

// ptrMask calls llvm.ptrmask on a pointer of type ptr with a mask of
// type mask (a zero mask), arg being the pointer argument.
func ptrMask(ptr, mask, arg string) string {
	return "target datalayout = \"e-p3:32:32-p5:32:32:32:16\"\n" +
		ptrMaskCall(ptr, ptr+", "+mask, arg+", "+mask+" zeroinitializer")
}

// ptrMaskCall declares llvm.ptrmask returning ret with parameters params
// and calls it with args.
func ptrMaskCall(ret, params, args string) string {
	return "declare " + ret + " @llvm.ptrmask.x(" + params + ")\n" +
		"define void @f(ptr %p, ptr addrspace(3) %s, <2 x ptr> %v, i64 %i, ptr addrspace(5) %q) {\n" +
		"  %m = call " + ret + " @llvm.ptrmask.x(" + args + ")\n  ret void\n}\n"
}

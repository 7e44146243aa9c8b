package irverify_test

import "testing"

// atomicSizeCases are atomic accesses and LLVM 22's verdict on their size.
var atomicSizeCases = map[string]string{
	body("%v = load atomic i4, ptr %p seq_cst, align 1"):                                                      "atomic memory access' size must be byte-sized",
	body("%v = load atomic i32, ptr %p seq_cst, align 4"):                                                     "",
	body("%v = load i24, ptr %p"):                                                                             "",
	body("store atomic i24 0, ptr %p seq_cst, align 4"):                                                       "atomic memory access' operand must have a power-of-two size",
	body("%c = cmpxchg ptr %p, i48 0, i48 1 seq_cst seq_cst"):                                                 "atomic memory access' operand must have a power-of-two size",
	body("%c = cmpxchg ptr %p, i64 0, i64 1 seq_cst seq_cst"):                                                 "",
	body("%v = load atomic ptr addrspace(3), ptr %p seq_cst, align 8"):                                        "",
	body("%v = load atomic <2 x float>, ptr %p seq_cst, align 8"):                                             "",
	body("%v = atomicrmw fadd ptr %p, <2 x float> zeroinitializer seq_cst, align 8"):                          "",
	"target datalayout = \"p3:48:64\"\n" + body("%v = load atomic ptr addrspace(3), ptr %p seq_cst, align 8"): "atomic memory access' operand must have a power-of-two size",
}

func TestAtomicSize(t *testing.T)          { verifyCases(t, atomicSizeCases) }
func TestAtomicSizeMatchLLVM(t *testing.T) { verifyCasesLLVM(t, atomicSizeCases) }

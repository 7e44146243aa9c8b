package irverify_test

import "testing"

// ptrToAddrCases: ptrtoaddr yields an integer of the address (index)
// width of the pointer's space in the data layout.
var ptrToAddrCases = map[string]string{
	"define i64 @f(ptr %p) {\n  %a = ptrtoaddr ptr %p to i64\n  ret i64 %a\n}\n":                                                                                           "",
	"define i32 @f(ptr %p) {\n  %a = ptrtoaddr ptr %p to i32\n  ret i32 %a\n}\n":                                                                                           "PtrToAddr result must be address width",
	"target datalayout = \"p1:64:64:64:32\"\ndefine i32 @f(ptr addrspace(1) %p) {\n  %a = ptrtoaddr ptr addrspace(1) %p to i32\n  ret i32 %a\n}\n":                         "",
	"target datalayout = \"p1:64:64:64:32\"\ndefine i64 @f(ptr addrspace(1) %p) {\n  %a = ptrtoaddr ptr addrspace(1) %p to i64\n  ret i64 %a\n}\n":                         "PtrToAddr result must be address width",
	"target datalayout = \"p3:32:32\"\ndefine <2 x i32> @f(<2 x ptr addrspace(3)> %p) {\n  %a = ptrtoaddr <2 x ptr addrspace(3)> %p to <2 x i32>\n  ret <2 x i32> %a\n}\n": "",
}

func TestPtrToAddr(t *testing.T)          { verifyCases(t, ptrToAddrCases) }
func TestPtrToAddrMatchLLVM(t *testing.T) { verifyCasesLLVM(t, ptrToAddrCases) }

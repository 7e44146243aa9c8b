package irverify_test

import "testing"

// inlineAsmCases are calls of inline assembly, with LLVM 22's verdict.
var inlineAsmCases = map[string]string{
	asmCall(`"=*m"`, "ptr elementtype(i32) %p"):          "",
	asmCall(`"*m"`, "ptr elementtype(i32) %p"):           "",
	asmCall(`"=*m,r"`, "ptr elementtype(i32) %p, i32 1"): "",
	asmCall(`"=r,r"`, "i32 1"):                           "",
	asmCall(`"r,~{memory}"`, "i32 1"):                    "",
	asmCall(`"=*m"`, "ptr %p"):                           "Operand for indirect constraint must have elementtype attribute",
	asmCall(`"*m,r"`, "ptr %p, i32 1"):                   "Operand for indirect constraint must have elementtype attribute",
	asmCall(`"r,*m"`, "i32 1, ptr %p"):                   "Operand for indirect constraint must have elementtype attribute",
	asmCall(`"*m"`, "i32 elementtype(i32) 1"):            "Operand for indirect constraint must have pointer type",
	asmCall(`"r"`, "ptr elementtype(i32) %p"):            "Elementtype attribute can only be applied for indirect constraints",
	asmCall(`"!i"`, ""):                                  "Label constraints can only be used with callbr",
	"define void @f() {\n  callbr void asm \"\", \"!i\"() to label %a [label %b]\na:\n  ret void\nb:\n  ret void\n}\n":    "",
	"define void @f() {\n  callbr void asm \"\", \"!i,!i\"() to label %a [label %b]\na:\n  ret void\nb:\n  ret void\n}\n": "Number of label constraints does not match number of callbr dests",
}

func TestInlineAsm(t *testing.T)          { verifyCases(t, inlineAsmCases) }
func TestInlineAsmMatchLLVM(t *testing.T) { verifyCasesLLVM(t, inlineAsmCases) }

// asmCall calls inline assembly with the given constraints and arguments
// in a function with a pointer parameter %p.
func asmCall(constraints, args string) string {
	return "define void @f(ptr %p) {\n  call void asm sideeffect \"\", " + constraints + "(" + args + ")\n  ret void\n}\n"
}

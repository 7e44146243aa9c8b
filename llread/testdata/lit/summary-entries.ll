; Module summary entries (^N = ...), as ThinLTO writes them: opt reads no
; summary index from text and drops them, and so does memspace, where it
; once refused the module. Tags with parenthesized bodies nest, flags and
; blockcount take a number.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK-NOT: ^
; CHECK: define void @f()
; CHECK-NOT: ^
; CHECK: !0 = !{i32 1}
; CHECK-NOT: ^
define void @f() {
  ret void
}

^0 = module: (path: "a.o", hash: (0, 0, 0, 0, 1))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 1
^2 = typeid: (name: "_ZTS1A", summary: (typeTestRes: (kind: single, sizeM1BitWidth: 0))) ; guid = 2
^3 = typeidCompatibleVTable: (name: "_ZTS1A", summary: ((offset: 16, ^1)))
^4 = flags: 8
^5 = blockcount: 1234

!named = !{!0}
!0 = !{i32 1}

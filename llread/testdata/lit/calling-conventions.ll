; Calling conventions LLVM 22 knows by keyword, riscv_vls_cc(N) with its
; vector length among them, on definitions and calls.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK: define riscv_vls_cc(128) void @vls()
define riscv_vls_cc(128) void @vls() {
  call riscv_vls_cc(65536) void @vls64k()
  ret void
}
; CHECK: call riscv_vls_cc(65536) void @vls64k()
; CHECK: declare riscv_vls_cc(65536) void @vls64k()
declare riscv_vls_cc(65536) void @vls64k()

; CHECK: define amdgpu_gfx_whole_wave void @wave(i1 %active)
define amdgpu_gfx_whole_wave void @wave(i1 %active) {
  ret void
}

; CHECK: declare cheriot_compartmentcallcc void @c1()
; CHECK: declare cheriot_compartmentcalleecc void @c2()
; CHECK: declare cheriot_librarycallcc void @c3()
declare cheriot_compartmentcallcc void @c1()
declare cheriot_compartmentcalleecc void @c2()
declare cheriot_librarycallcc void @c3()

; The report's "upstream" column: what LLVM's infer-address-spaces would
; leave generic, beside memspace's before and after. @scale is an external
; noinline helper called with a shared pointer: upstream sees one function
; at a time and leaves both of its accesses generic; memspace clones it
; for the shared caller and inlines the clone (the external original keeps
; its generic body for callers outside the module). In @k the load of the
; cast shared pointer and the store through the kernel parameter are
; specific for both; the store through the select of shared and global
; stays generic for both. The IAS lines check the same facts in opt-22's
; own output.
; RUN: memspace -report=%t.html %s -o %t.ll
; RUN: FileCheck %s < %t.html
; RUN: opt -passes=infer-address-spaces -S %s -o %t.ias.ll
; RUN: FileCheck --check-prefix=IAS %s < %t.ias.ll

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x float] undef, align 4

; CHECK: <th>module</th><th>memory instructions</th><th>generic before</th><th>generic after memspace</th><th>upstream</th>
; CHECK-NEXT: <td class="num" id="generic-before">5</td><td class="num" id="generic-after">3</td><td class="num" id="generic-upstream">3</td>
; CHECK: <th>kernel</th><th>before</th><th>after memspace</th><th>upstream</th>
; CHECK-NEXT: <tr data-kernel="k">{{.*}}<td class="num kb">5 / 5</td><td class="num ka">1 / 5</td><td class="num ku">3 / 5</td></tr>
; CHECK: id="upstream-note"{{.*}}This figure is a model, not a run of LLVM
; CHECK: <tr data-fn="scale">{{.*}}
; CHECK-NEXT: {{.*}}<td class="num">2 / 2</td><td class="num">2 / 2</td><td class="num">2 / 2</td>
; CHECK: <tr data-fn="k">{{.*}}
; CHECK-NEXT: {{.*}}<td class="num">3 / 3</td><td class="num">1 / 5</td><td class="num">1 / 3</td>

; IAS-LABEL: define void @scale(
; IAS: load float, ptr %p
; IAS: store float %m, ptr %p
define void @scale(ptr %p, float %s) noinline {
entry:
  %v = load float, ptr %p, align 4
  %m = fmul float %v, %s
  store float %m, ptr %p, align 4
  ret void
}

; IAS-LABEL: define ptx_kernel void @k(
; IAS: load float, ptr addrspace(3) @tile
; IAS: store float %v, ptr %q
; IAS: store float %v, ptr addrspace(1)
define ptx_kernel void @k(ptr %out, i1 %c) {
entry:
  %t = addrspacecast ptr addrspace(3) @tile to ptr
  call void @scale(ptr %t, float 2.0)
  %v = load float, ptr %t, align 4
  %q = select i1 %c, ptr %t, ptr %out
  store float %v, ptr %q, align 4
  store float %v, ptr %out, align 4
  ret void
}

; Fold, prune, then judge: once a space test is folded, the branches and
; switches it decides are folded, the blocks no path reaches any more are
; deleted (with the phi entries, debug records and uses that named them),
; and only then are accesses retyped and atomics judged. An atomic that a
; test proves dead gives no error; a function without a folded test keeps
; its own unreachable blocks.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG --allow-empty
; LLC: -passes=memspace-opt

target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare void @use(i32)

; DIAG-NOT: error
; DIAG-NOT: Cannot do atomic

; The atomic runs only on non-local pointers; %x is local.
; CHECK-LABEL: define void @guarded_atomic(
; CHECK-NEXT: entry:
; CHECK-NEXT: %x = alloca i32, align 4
; CHECK-NEXT: %x.local = addrspacecast ptr %x to ptr addrspace(5)
; CHECK-NEXT: br label %plain
; CHECK-NOT: atomicrmw
; CHECK: plain:
; CHECK-NEXT: %v = load i32, ptr addrspace(5) %x.local, align 4
; CHECK-NEXT: br label %done
; CHECK: done:
; CHECK-NEXT: call void @use(i32 %v)
; CHECK-NEXT: ret void
define void @guarded_atomic() {
entry:
  %x = alloca i32, align 4
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %x)
  br i1 %l, label %plain, label %atomic

atomic:
  %old = atomicrmw add ptr %x, i32 1 seq_cst, align 4
  br label %done

plain:
  %v = load i32, ptr %x, align 4
  br label %done

done:
  %r = phi i32 [ %old, %atomic ], [ %v, %plain ]
  call void @use(i32 %r)
  ret void
}

; -O0 shape: the test is widened, compared and negated before the branch;
; a switch on a widened test folds too.
; CHECK-LABEL: define void @widened(
; CHECK-NOT: atomicrmw
; CHECK-NOT: switch
; CHECK: ret void
define void @widened() {
entry:
  %x = alloca i32, align 4
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %x)
  %conv = zext i1 %l to i32
  %tobool = icmp ne i32 %conv, 0
  %not = xor i1 %tobool, true
  br i1 %not, label %atomic, label %next

atomic:
  %old = atomicrmw add ptr %x, i32 1 seq_cst, align 4
  br label %next

next:
  switch i32 %conv, label %atomic2 [
    i32 1, label %done
    i32 7, label %atomic2
  ]

atomic2:
  %old2 = atomicrmw add ptr %x, i32 2 seq_cst, align 4
  br label %done

done:
  ret void
}

; A loop whose back edge a test removes: the header's phi loses that entry
; and becomes its only value.
; CHECK-LABEL: define ptx_kernel void @loop(
; CHECK: head:
; CHECK-NOT: phi
; CHECK: store i32 0, ptr addrspace(1) %g.global
; CHECK-NOT: br label %head
; CHECK: ret void
define ptx_kernel void @loop(ptr %g) {
entry:
  br label %head

head:
  %p = phi ptr [ %g, %entry ], [ %q, %head ]
  store i32 0, ptr %p, align 4
  %q = getelementptr i32, ptr %p, i64 1
  %again = call i1 @llvm.nvvm.isspacep.local(ptr %q)
  br i1 %again, label %head, label %exit

exit:
  ret void
}

; No test folds here: the unreachable block of the input stays as it is.
; CHECK-LABEL: define void @untouched(
; CHECK: orphan:
; CHECK-NEXT: store i32 1, ptr %q, align 4
define void @untouched(ptr %q, i1 %c) {
entry:
  ret void

orphan:
  store i32 1, ptr %q, align 4
  ret void
}

; Branch weights go with the choice they weighed.
; CHECK-LABEL: define void @weighted(
; CHECK: br label %local{{$}}
define void @weighted() {
entry:
  %x = alloca i32, align 4
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %x)
  br i1 %l, label %local, label %other, !prof !12

local:
  store i32 1, ptr %x, align 4
  br label %other

other:
  ret void
}

; A debug record on a deleted instruction goes with it.
; CHECK-LABEL: define void @with_debug(
; CHECK-NOT: #dbg_value
; CHECK-NOT: atomicrmw
; CHECK: ret void
define void @with_debug() !dbg !5 {
entry:
  %x = alloca i32, align 4, !dbg !10
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %x), !dbg !10
  br i1 %g, label %dead, label %live, !dbg !10

dead:
    #dbg_value(ptr %x, !9, !DIExpression(), !10)
  %old = atomicrmw add ptr %x, i32 1 seq_cst, align 4, !dbg !10
  br label %live, !dbg !10

live:
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "memspace test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "prune.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "with_debug", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{!9}
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !11)
!10 = !DILocation(line: 3, column: 5, scope: !5)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !{!"branch_weights", i32 20, i32 1}

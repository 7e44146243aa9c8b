; Gaps in value and metadata numbering, forward references, quoting.
%0 = type { i32 }
%1 = type { %0, ptr }

@"\01mangled" = global i32 0, !type !9, !dbg !7
@"with space" = dso_local hidden global %1 zeroinitializer
@"9lives" = global ptr @"\01mangled"
@g.utf = global [3 x i8] c"\C3\A9\00"

define hidden i32 @f(i32 %0, i32 %1) local_unnamed_addr {
  %3 = add i32 %0, %1
  br label %"loop body"

"loop body":
  %5 = phi i32 [ %3, %2 ], [ %6, %"loop body" ]
  %6 = add i32 %5, 1
  %7 = icmp slt i32 %6, 100
  br i1 %7, label %"loop body", label %exit, !llvm.loop !3

exit:
  ret i32 %6
}

define void @g() {
entry:
  br label %next

next:
  %a = add i32 1, 2
  ret void
}

!named = !{!0, !3, !7, !DIExpression()}

!0 = !{!"\C3\A9 \22quoted\22 \\ back"}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!"llvm.loop.unroll.count", i32 4}
!7 = !{i64 -9223372036854775808, i1 true, half 0xH3C00, ptr @"\01mangled", !{}}
!9 = !{i64 0, !"_ZTSFvvE"}

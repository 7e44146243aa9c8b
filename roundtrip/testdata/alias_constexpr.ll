; llvm-dis prints an alias of a bitcast/getelementptr/addrspacecast/inttoptr
; expression without the aliasee's type; llread does not read that yet.
@g = global [4 x i8] zeroinitializer
@a = internal alias i8, getelementptr (i8, ptr @g, i64 1)
@b = alias i8, addrspacecast (ptr @g to ptr addrspace(1))

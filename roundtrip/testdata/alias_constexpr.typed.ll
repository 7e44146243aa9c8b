; The typed form is read, but llwrite prints the aliasee untyped, as LLVM 14
; does, and llread does not read that back.
@g = addrspace(1) global i32 0
@a = alias i8, i8 addrspace(1)* bitcast (i32 addrspace(1)* @g to i8 addrspace(1)*)

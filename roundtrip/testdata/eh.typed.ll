; LLVM 14: calls and invokes through bitcast callees, inalloca, landingpad.
%struct.P = type { i32 }
@g = global i32 0

define void @takes(i32 %x) {
  ret void
}

define i32 @f(%struct.P* inalloca(%struct.P) %p) personality i8* bitcast (i32 (...)* @pers to i8*) {
  call void bitcast (void (i32)* @takes to void (float)*)(float 1.000000e+00)
  %r = invoke i32 bitcast (void (i32)* @takes to i32 (i32)*)(i32 1)
          to label %ok unwind label %lp

ok:
  ret i32 %r

lp:
  %l = landingpad { i8*, i32 }
          catch i8* null
  resume { i8*, i32 } %l
}

declare i32 @pers(...)
